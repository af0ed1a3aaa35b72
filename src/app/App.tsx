// Composition root: the start screen until a game exists, then the game screen.
import { useEffect } from 'react';
import { useGame } from '../store';
import { GameScreen } from '../ui/game/GameScreen';
import { StartScreen } from '../ui/start/StartScreen';

export function App() {
  const hasGame = useGame((s) => s.game !== null);
  const lang = useGame((s) => s.ui.language);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return hasGame ? <GameScreen /> : <StartScreen />;
}

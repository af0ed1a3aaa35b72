// What runs beside the game screen for the scenario UI: the score history (a finished game is
// recorded) and the bot seats (the computer plays them). One hook, called by GameScreen.
import { useEffect } from 'react';
import { useGame } from '../../store';
import { installBotDriver } from '../bots/driver';
import { installScoreHistory } from '../history/record';

export function useGameServices(): void {
  useEffect(() => {
    const stopHistory = installScoreHistory(useGame);
    const stopBots = installBotDriver(useGame);
    return () => {
      stopHistory();
      stopBots();
    };
  }, []);
}

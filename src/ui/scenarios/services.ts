// What runs beside the game screen for the scenario UI: the score history (a finished game is
// recorded), the bot seats (the computer plays them) and the dummy playing itself. One hook,
// called by GameScreen.
import { useEffect } from 'react';
import { useGame } from '../../store';
import { installBotDriver } from '../bots/driver';
import { installScoreHistory } from '../history/record';
import { installDummyDriver } from '../play/dummy-driver';

export function useGameServices(): void {
  useEffect(() => {
    const stopHistory = installScoreHistory(useGame);
    const stopBots = installBotDriver(useGame);
    const stopDummy = installDummyDriver(useGame);
    return () => {
      stopHistory();
      stopBots();
      stopDummy();
    };
  }, []);
}

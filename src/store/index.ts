// The app store bound to the real rules engine.
import { activePlayer, applyAction, createGame, isCheckpoint } from '../engine';
import { loadLanguage } from '../i18n';
import { createGameStore } from './game-store';

export const useGame = createGameStore(
  { createGame, applyAction, isCheckpoint, activePlayer },
  { language: loadLanguage() },
);

export * from './game-store';
export * from './selectors';

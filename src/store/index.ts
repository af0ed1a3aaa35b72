// The app store, bound to the rules engine, which is loaded on demand (engine-loader.ts): this
// module and everything the start screen needs stay free of the engine's code.
import { loadLanguage } from '../i18n';
import { engine, engineIfLoaded, loadEngine } from './engine-loader';
import { createGameStore } from './game-store';

/** A saved-game id: time-ordered and unique enough for one browser (the store owns the clock). */
export function newGameId(): string {
  const rnd = Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `g-${Date.now().toString(36)}-${rnd}`;
}

export const useGame = createGameStore(
  {
    createGame: (setup) => engine().createGame(setup),
    applyAction: (state, action) => engine().applyAction(state, action),
    isCheckpoint: (action, events) => engine().isCheckpoint(action, events),
    activePlayer: (state) => engine().activePlayer(state),
    ready: () => engineIfLoaded() !== null,
    load: loadEngine,
  },
  { language: loadLanguage(), newId: newGameId },
);

export { loadEngine, engineIfLoaded } from './engine-loader';
export * from './game-store';
export * from './selectors';
export * from './settings';

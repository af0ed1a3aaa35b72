// The app's autosave: the store's game is written to IndexedDB (saves-db.ts) after every change.
import { createAutosave, type Autosave } from './autosave';
import { engine } from './engine-loader';
import { useGame } from './index';
import { putSavedGame } from './saves-db';

let autosave: Autosave | null = null;

export function startAutosave(): Autosave {
  autosave ??= createAutosave(useGame, {
    put: putSavedGame,
    checksum: (state) => engine().stateChecksum(state),
    now: () => new Date().toISOString(),
  });
  return autosave;
}

/** Resolves when every change so far is saved (tests; before leaving the page). */
export function flushAutosave(): Promise<void> {
  return autosave ? autosave.flush() : Promise.resolve();
}

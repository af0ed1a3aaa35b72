// The app's autosave: the store's game is written to IndexedDB (saves-db.ts) after every change.
import { createAutosave, type Autosave } from './autosave';
import { engine } from './engine-loader';
import { useGame } from './index';
import { clearJournal, writeJournal } from './journal';
import { putSavedGame } from './saves-db';

let autosave: Autosave | null = null;

export function startAutosave(): Autosave {
  autosave ??= createAutosave(useGame, {
    put: putSavedGame,
    checksum: (state) => engine().stateChecksum(state),
    now: () => new Date().toISOString(),
    journal: { write: writeJournal, clear: clearJournal },
  });
  // The tab may be closed or discarded after these (issue 19.2): write what is not written yet.
  const a = autosave;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => a.saveNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') a.saveNow();
    });
  }
  return autosave;
}

/** Resolves when every change so far is saved (tests; before leaving the page). */
export function flushAutosave(): Promise<void> {
  return autosave ? autosave.flush() : Promise.resolve();
}

// The last steps of a game, written synchronously to localStorage after every change, so that
// closing the tab right after a step loses nothing (issue 19.2): an IndexedDB write started just
// before the tab dies may never commit, a localStorage write is done when setItem returns. The
// journal holds only what the last completed IndexedDB record lacks: how many of its actions
// still stand (`keep`, less after an undo) and the steps since (`tail`). Continuing a saved game
// replays the journal on top of the record (saves.ts); a completed record write clears it. No
// engine code (the start screen loads this).
import type { Action } from '../engine';

export interface Journal {
  id: string;
  /** Actions of the saved record that still stand. */
  keep: number;
  /** Steps taken after them. */
  tail: Action[];
}

const KEY = 'mk-journal:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (e.g. storage switched off)
  }
}

/** Write the journal of a game; false when it could not be written. */
export function writeJournal(j: Journal): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(KEY + j.id, JSON.stringify(j));
    return true;
  } catch {
    return false; // full or switched off: IndexedDB still has the game up to its last write
  }
}

export function clearJournal(id: string): void {
  try {
    storage()?.removeItem(KEY + id);
  } catch {
    // nothing to clear
  }
}

/** The journal of a game, if one was left (shape-checked; the engine checks each step). */
export function readJournal(id: string): Journal | null {
  try {
    const text = storage()?.getItem(KEY + id);
    if (!text || text.length > 5_000_000) return null;
    const j = JSON.parse(text) as Partial<Journal>;
    if (
      j.id !== id ||
      typeof j.keep !== 'number' ||
      !Number.isInteger(j.keep) ||
      j.keep < 0 ||
      !Array.isArray(j.tail)
    )
      return null;
    return { id, keep: j.keep, tail: j.tail };
  } catch {
    return null;
  }
}

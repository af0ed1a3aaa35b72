// Autosave: after every action and every undo (any change of the game state) the game is written
// to IndexedDB under its id. Writes are serialised and coalesced: while one is in flight, further
// changes only mark the game dirty, and the next write takes the newest state. A record holds the
// setup, the full action list, the latest state with its checksum, the undo history since the
// last checkpoint (rebuilt by replaying on continue) and the log.
import { create } from 'zustand';
import type { Action, GameState } from '../engine';
import type { Journal } from './journal';
import type { GameStore } from './game-store';
import { summarize, type SavedGameRecord } from './saves-db';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export const useSaveStatus = create<{ status: SaveStatus; error: string | null }>(() => ({
  status: 'idle',
  error: null,
}));

export interface AutosaveDeps {
  put(record: SavedGameRecord): Promise<void>;
  checksum(state: GameState): string;
  /** ISO date (the clock lives here, never in the engine). */
  now(): string;
  /** Synchronous small writes of the steps since the last record (journal.ts); optional. */
  journal?: { write(j: Journal): boolean; clear(id: string): void };
}

export interface Autosave {
  /** Resolves when every change so far is written. */
  flush(): Promise<void>;
  /** The page may die now (pagehide, hidden): write the journal and start a record write. */
  saveNow(): void;
  stop(): void;
}

/** The record of the store's current game, or null without a game. */
export function recordOf(
  store: GameStore,
  deps: Pick<AutosaveDeps, 'checksum' | 'now'>,
): SavedGameRecord | null {
  const s = store.getState();
  if (!s.game || !s.gameId) return null;
  return {
    id: s.gameId,
    setup: s.setup ?? s.game.setup,
    actions: s.actions,
    state: s.game,
    checksum: deps.checksum(s.game),
    summary: summarize(s.game),
    updatedAt: deps.now(),
    undo: s.savedUndo(),
    log: s.log,
  };
}

export function createAutosave(store: GameStore, deps: AutosaveDeps): Autosave {
  let dirty = false;
  let running: Promise<void> | null = null;
  const status = useSaveStatus.setState;
  /** The action list of the last record written completely, per game. */
  let durable: { id: string; actions: readonly Action[] } | null = null;

  /** Write what the last complete record lacks (or clear the journal when it lacks nothing). */
  const journal = () => {
    const s = store.getState();
    if (!deps.journal || !s.gameId || !s.actions) return;
    const saved = durable?.id === s.gameId ? durable.actions : [];
    let keep = 0;
    const n = Math.min(saved.length, s.actions.length);
    while (keep < n && saved[keep] === s.actions[keep]) keep++;
    if (keep === saved.length && keep === s.actions.length && durable?.id === s.gameId)
      deps.journal.clear(s.gameId);
    else deps.journal.write({ id: s.gameId, keep, tail: s.actions.slice(keep) });
  };

  const loop = async () => {
    await Promise.resolve(); // `running` is assigned before the loop can end
    while (dirty) {
      dirty = false;
      let record: SavedGameRecord | null;
      try {
        record = recordOf(store, deps);
      } catch (e) {
        status({ status: 'error', error: e instanceof Error ? e.message : String(e) });
        continue;
      }
      if (!record) continue;
      status({ status: 'saving', error: null });
      try {
        await deps.put(record);
        if (record.actions) durable = { id: record.id, actions: record.actions };
        if (!dirty) {
          status({ status: 'saved', error: null });
          journal();
        }
      } catch (e) {
        // e.g. private browsing without IndexedDB, or the disk is full: the game goes on
        status({ status: 'error', error: e instanceof Error ? e.message : String(e) });
      }
    }
    running = null;
  };

  const schedule = () => {
    dirty = true;
    if (!running) running = loop();
  };

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.game && s.gameId && (s.game !== prev.game || s.gameId !== prev.gameId)) {
      if (s.actions !== prev.actions || s.gameId !== prev.gameId) journal();
      schedule();
    }
  });

  return {
    flush: async () => {
      while (running) await running;
    },
    saveNow: () => {
      const s = store.getState();
      if (!s.game || !s.gameId) return;
      journal();
      schedule();
    },
    stop: unsubscribe,
  };
}

// Issue 19.2: the steps after the last complete IndexedDB write are kept in a synchronous
// journal, and continuing replays them: closing the tab while a record write is in flight (or
// never started) loses no step.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  stateChecksum,
  type Action,
  type GameSetup,
} from '../engine';
import type { SavedGameRecord } from './saves-db';

const mem = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => mem.get(k) ?? null,
  setItem: (k: string, v: string) => void mem.set(k, v),
  removeItem: (k: string) => void mem.delete(k),
});
const records = new Map<string, SavedGameRecord>();
vi.mock('./saves-db', async (orig) => ({
  ...(await orig<typeof import('./saves-db')>()),
  getSavedGame: (id: string) => Promise.resolve(structuredClone(records.get(id))),
  putSavedGame: () => Promise.resolve(),
}));

const { createGameStore } = await import('./game-store');
const { createAutosave, recordOf } = await import('./autosave');
const { clearJournal, readJournal, writeJournal } = await import('./journal');
const { continueSavedGame } = await import('./saves');
const { useGame } = await import('./index');
const engine = await import('../engine');

const setup: GameSetup = {
  scenario: 'first-reconnaissance',
  players: [{ hero: 'arythea', kind: 'human' }],
  seed: 4,
};
const next = (s: ReturnType<typeof createGame>): Action => {
  const legal = legalActions(s);
  const a = legal.find((x) => x.type !== 'end-turn') ?? legal[0];
  if (!a) throw new Error('no legal action');
  return a;
};

describe('the journal of the last steps', () => {
  beforeEach(() => {
    mem.clear();
    records.clear();
  });

  it('holds the steps a pending record write lacks, and is cleared once a write completes', async () => {
    const store = createGameStore(engine, { newId: () => 'g1' });
    let release: () => void = () => undefined;
    const writes: SavedGameRecord[] = [];
    const autosave = createAutosave(store, {
      put: (r) => {
        writes.push(r);
        return new Promise<void>((res) => (release = res));
      },
      checksum: stateChecksum,
      now: () => 'now',
      journal: { write: writeJournal, clear: clearJournal },
    });
    store.getState().newGame(setup);
    await Promise.resolve();
    const s0 = store.getState().game;
    if (!s0) throw new Error('no game');
    store.getState().dispatch(next(s0));
    const s1 = store.getState().game;
    if (!s1) throw new Error('no game');
    store.getState().dispatch(next(s1));
    // the first write (0 actions) is still in flight: the journal has both steps
    expect(readJournal('g1')).toMatchObject({ keep: 0 });
    expect(readJournal('g1')?.tail).toHaveLength(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    release();
    await autosave.flush();
    expect(writes.at(-1)?.actions).toHaveLength(2);
    expect(readJournal('g1')).toBeNull();
    autosave.stop();
  });

  it('continuing replays the journal on top of the saved record (the last step is back)', async () => {
    let state = createGame(setup);
    const actions: Action[] = [];
    for (let i = 0; i < 5; i++) {
      const a = next(state);
      state = applyAction(state, a).state;
      actions.push(a);
    }
    // the record was written after 3 steps; steps 4 and 5 only reached the journal
    let at3 = createGame(setup);
    for (const a of actions.slice(0, 3)) at3 = applyAction(at3, a).state;
    const store = createGameStore(engine, { newId: () => 'x' });
    store.getState().openGame({ id: 'g2', setup, actions: actions.slice(0, 3), state: at3 });
    const record = recordOf(store, { checksum: stateChecksum, now: () => 'now' });
    if (!record) throw new Error('no record');
    records.set('g2', record);
    writeJournal({ id: 'g2', keep: 3, tail: actions.slice(3) });
    useGame.getState().leaveGame();
    expect(await continueSavedGame('g2')).toEqual({ ok: true });
    const g = useGame.getState();
    expect(g.actions).toHaveLength(5);
    expect(g.game && stateChecksum(g.game)).toBe(stateChecksum(state));
    // an undo after the record: the journal keeps fewer actions than the record has
    writeJournal({ id: 'g2', keep: 2, tail: [] });
    useGame.getState().leaveGame();
    expect(await continueSavedGame('g2')).toEqual({ ok: true });
    expect(useGame.getState().actions).toHaveLength(2);
  });
});

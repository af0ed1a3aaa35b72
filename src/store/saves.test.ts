// Continue, import and export (store/saves.ts) against the real engine, with the IndexedDB layer
// replaced by a map. A refused file or a damaged record changes nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, createGame, legalActions, stateChecksum, type GameSetup } from '../engine';
import type { SavedGameRecord } from './saves-db';

const records = new Map<string, SavedGameRecord>();
vi.mock('./saves-db', async (orig) => ({
  ...(await orig<typeof import('./saves-db')>()),
  getSavedGame: (id: string) => Promise.resolve(records.get(id)),
  putSavedGame: () => Promise.resolve(),
}));

const { useGame } = await import('./index');
const { continueSavedGame, exportFileName, exportGameFile, importGameFile, importGameText } =
  await import('./saves');
const { serializeGame, SAVE_VERSION } = await import('./persistence');
const { summarize } = await import('./saves-db');

const setup: GameSetup = {
  scenario: 'first-reconnaissance',
  players: [{ hero: 'norowas', kind: 'human' }],
  seed: 11,
};

function played(n = 10) {
  let state = createGame(setup);
  const actions = [];
  for (let i = 0; i < n; i++) {
    const a = legalActions(state).find((x) => x.type !== 'end-turn') ?? legalActions(state)[0];
    if (!a) break;
    state = applyAction(state, a).state;
    actions.push(a);
  }
  return { state, actions };
}

const snapshot = () => {
  const s = useGame.getState();
  return { game: s.game, id: s.gameId, actions: s.actions };
};

describe('import a game file', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().newGame({ ...setup, seed: 99 });
  });

  it('opens a valid file as a new game with its whole action list', async () => {
    const { state, actions } = played();
    const before = useGame.getState().gameId;
    const r = await importGameText(serializeGame(setup, actions, state, 'x'));
    expect(r).toEqual({ ok: true });
    const s = useGame.getState();
    expect(s.game).toEqual(state);
    expect(s.actions).toEqual(actions);
    expect(s.gameId).not.toBe(before);
  });

  const text = () => {
    const { state, actions } = played();
    return serializeGame(setup, actions, state, 'x');
  };
  const edit = (f: (file: Record<string, unknown>) => void) => {
    const file = JSON.parse(text()) as Record<string, unknown>;
    f(file);
    return JSON.stringify(file);
  };
  const bad: [string, () => string, string][] = [
    ['a corrupt file', () => 'PK\u0003\u0004 not json at all', 'not-json'],
    ['a truncated file', () => text().slice(0, 500), 'not-json'],
    ['another JSON file', () => '{"name": "package", "version": "1.0.0"}', 'not-a-save'],
    [
      'a file from a future version',
      () => edit((f) => (f.version = SAVE_VERSION + 1)),
      'future-version',
    ],
    ['a damaged file', () => edit((f) => (f.actions = 'lots')), 'damaged'],
    [
      'a file with an action taken out',
      () => edit((f) => void (f.actions as unknown[]).splice(2, 1)),
      'illegal-action|tampered',
    ],
    [
      'a file with another seed',
      () => edit((f) => ((f.setup as GameSetup).seed = 12)),
      'illegal-action|tampered',
    ],
    [
      'a file with another checksum',
      () => edit((f) => (f.checksum = '0123456789abcdef')),
      'tampered',
    ],
  ];
  for (const [what, make, code] of bad)
    it(`refuses ${what} and leaves the running game untouched`, async () => {
      const before = snapshot();
      const r = await importGameText(make());
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(new RegExp(`^(${code})$`));
      expect(snapshot()).toEqual(before);
    });

  it('refuses a file too large to be a save before reading it', async () => {
    const before = snapshot();
    const huge = { size: 50 * 1024 * 1024, text: () => Promise.reject(new Error('read')) };
    const r = await importGameFile(huge as unknown as Blob);
    expect(r).toMatchObject({ ok: false, error: 'too-large' });
    expect(snapshot()).toEqual(before);
  });
});

describe('export', () => {
  it('names the file after the scenario and the date', () => {
    expect(exportFileName('solo-conquest', new Date(2026, 4, 1, 18, 30))).toBe(
      'mage-knight-solo-conquest-2026-05-01-1830.json',
    );
  });

  it('exports the running game as a file that imports back to the same state', async () => {
    useGame.getState().newGame(setup);
    const g = useGame.getState().game;
    const a = g && legalActions(g)[0];
    if (a) useGame.getState().dispatch(a);
    const r = await exportGameFile(new Date(2026, 0, 2, 3, 4));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.name).toBe('mage-knight-first-reconnaissance-2026-01-02-0304.json');
    const state = useGame.getState().game;
    expect(await importGameText(r.text)).toEqual({ ok: true });
    expect(useGame.getState().game).toEqual(state);
  });

  it('refuses to export a position set up with loadState', async () => {
    useGame.getState().newGame(setup);
    const g = useGame.getState().game;
    if (g) useGame.getState().loadState(g);
    expect(await exportGameFile()).toMatchObject({ ok: false, error: 'not-replayable' });
  });
});

describe('continue a saved game', () => {
  const record = (): SavedGameRecord => {
    const { state, actions } = played(8);
    return {
      id: 'saved-1',
      setup,
      actions,
      state,
      checksum: stateChecksum(state),
      summary: summarize(state),
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  };

  beforeEach(() => {
    records.clear();
    useGame.getState().leaveGame();
  });

  it('opens the saved state under the same id', async () => {
    const r = record();
    records.set(r.id, r);
    expect(await continueSavedGame(r.id)).toEqual({ ok: true });
    const s = useGame.getState();
    expect(s.gameId).toBe('saved-1');
    expect(s.game).toEqual(r.state);
    expect(s.actions).toEqual(r.actions);
  });

  it('rebuilds a damaged stored state from the action list', async () => {
    const r = record();
    const good = r.state;
    records.set(r.id, { ...r, state: { ...r.state, round: { ...r.state.round, number: 9 } } });
    expect(await continueSavedGame(r.id)).toEqual({ ok: true });
    expect(useGame.getState().game).toEqual(good);
  });

  it('refuses a record that is damaged beyond repair, and one that is gone', async () => {
    const r = record();
    records.set(r.id, {
      ...r,
      state: { ...r.state, round: { ...r.state.round, number: 9 } },
      actions: null,
    });
    expect(await continueSavedGame(r.id)).toMatchObject({ ok: false, error: 'damaged' });
    expect(await continueSavedGame('nope')).toMatchObject({ ok: false, error: 'missing' });
    expect(useGame.getState().game).toBeNull();
  });
});

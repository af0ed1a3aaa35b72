// Issue 13.2 / 13.5: hostile and careless save files. Through parseSaveFile and the import path,
// nothing throws, every refusal has a `save.error.<code>` message in English and German, junk never
// reaches the game, and nothing stored changes.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameSetup } from '../engine';
import { isKey, translate } from '../i18n';
import type { SavedGameRecord } from './saves-db';

const put = vi.fn((_r: SavedGameRecord) => Promise.resolve());
vi.mock('./saves-db', async (orig) => ({
  ...(await orig<typeof import('./saves-db')>()),
  getSavedGame: () => Promise.resolve(undefined),
  listSavedGames: () => Promise.resolve([]),
  putSavedGame: (r: SavedGameRecord) => put(r),
}));

const { useGame } = await import('./index');
const { importGameText } = await import('./saves');
const { parseSaveFile, serializeGame, SAVE_LIMITS } = await import('./persistence');

const setup: GameSetup = {
  scenario: 'first-reconnaissance',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 31,
};

function played(n = 8) {
  let state = createGame(setup);
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const a = legalActions(state).find((x) => x.type !== 'end-turn') ?? legalActions(state)[0];
    if (!a) break;
    state = applyAction(state, a).state;
    actions.push(a);
  }
  return { state, actions };
}
const game = played();
const good = serializeGame(setup, game.actions, game.state, '2026-11-26T00:00:00Z');
const fileOf = () =>
  JSON.parse(good) as { actions: Record<string, unknown>[] } & Record<string, unknown>;

/** A value nested `n` levels deep, as JSON text (built without recursion). */
const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** The good file with `junk` (JSON text) under an extra key of its first action. */
function withJunk(junk: string): string {
  const file = fileOf();
  const first = file.actions[0];
  if (first) first.extra = '@@JUNK@@';
  return JSON.stringify(file).replace('"@@JUNK@@"', junk);
}

/** Every refusal has its message in both languages. */
function expectMessage(code: string) {
  const key = `save.error.${code}`;
  expect(isKey(key), key).toBe(true);
  if (isKey(key)) {
    expect(translate('en', key, { detail: 'x' })).not.toBe(key);
    expect(translate('de', key, { detail: 'x' })).not.toBe(key);
  }
}

describe('hostile save files through parseSaveFile (issue 13.2, 13.5)', () => {
  it('the good file loads', () => {
    expect(parseSaveFile(good).ok).toBe(true);
  });

  it.each([1_000, 3_000, 10_000, 50_000])(
    'an action with JSON nested %i levels deep is refused as too deep, never a RangeError',
    (n) => {
      const r = parseSaveFile(withJunk(nested(n)));
      expect(r).toMatchObject({ ok: false, error: 'too-deep' });
      expectMessage('too-deep');
    },
  );

  it('nesting just inside the bound still loads; the junk key is dropped from the actions', () => {
    const r = parseSaveFile(withJunk(nested(SAVE_LIMITS.depth - 3)));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.actions[0]).toEqual(game.actions[0]);
      expect(JSON.stringify(r.actions)).not.toContain('extra');
    }
  });

  it('a UTF-8 byte-order mark is accepted', () => {
    const r = parseSaveFile('\uFEFF' + good);
    expect(r.ok).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'an action type named like an Object member (%s) is refused as damaged',
    (type) => {
      const file = fileOf();
      file.actions.splice(1, 0, { type, player: 0 });
      const r = parseSaveFile(JSON.stringify(file));
      expect(r).toMatchObject({ ok: false, error: 'damaged' });
      if (!r.ok) expect(r.detail).toContain('actions.1');
    },
  );

  it('prototype keys in actions and setup never reach the objects', () => {
    const text = good
      .replace('"player": 0', '"__proto__": {"polluted": 1}, "constructor": {"x": 1}, "player": 0')
      .replace('"seed": 31', '"seed": 31, "__proto__": {"polluted": 2}');
    const r = parseSaveFile(text);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(Object.getPrototypeOf(r.actions[0])).toBe(Object.prototype);
      expect(Object.getPrototypeOf(r.setup)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.keys(r.actions[0] ?? {})).not.toContain('constructor');
    }
  });

  it('huge lists are refused before the replay', () => {
    const file = fileOf();
    file.actions = Array.from({ length: SAVE_LIMITS.actions + 1 }, () => ({ type: 'x' }));
    expect(parseSaveFile(JSON.stringify(file))).toMatchObject({ ok: false, error: 'damaged' });
    const f2 = fileOf();
    f2.actions.push({ type: 'rest', player: 0, discard: Array(100_000).fill('c') });
    expect(parseSaveFile(JSON.stringify(f2))).toMatchObject({ ok: false, error: 'damaged' });
    expect(parseSaveFile('x'.repeat(SAVE_LIMITS.chars + 1))).toMatchObject({
      ok: false,
      error: 'too-large',
    });
  });

  it('every truncation of the file is refused, none throws', () => {
    for (let n = 0; n < good.length; n += 37) {
      const r = parseSaveFile(good.slice(0, n));
      expect(r.ok).toBe(false);
      if (!r.ok) expectMessage(r.error);
    }
  });

  it('random mutations of the file: refused with a message, or exactly the saved game', () => {
    const paths: (string | number)[][] = [];
    const walk = (x: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (x && typeof x === 'object' && path.length < 6)
        for (const [k, val] of Object.entries(x))
          walk(val, [...path, Array.isArray(x) ? Number(k) : k]);
    };
    walk(fileOf(), []);
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom('__proto__', 'constructor', null, -1, 1e308, '', '\uFEFF'),
      fc.constant(JSON.parse(nested(40)) as unknown),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        value,
        fc.boolean(),
        fc.constantFrom('', '\uFEFF'),
        (path, val, remove, bom) => {
          const file = fileOf() as unknown as Record<string | number, unknown>;
          let at: Record<string | number, unknown> = file;
          for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
          const last = path[path.length - 1];
          if (last === undefined) return;
          if (remove) delete at[last];
          else at[last] = val;
          let r: ReturnType<typeof parseSaveFile> | undefined;
          expect(() => (r = parseSaveFile(bom + JSON.stringify(file)))).not.toThrow();
          if (!r) return;
          if (r.ok) expect(r.actions.length).toBeLessThanOrEqual(game.actions.length + 1);
          else expectMessage(r.error);
        },
      ),
      { numRuns: 300, seed: 13 },
    );
  });
});

describe('hostile files through the import path', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().newGame({ ...setup, seed: 77 });
    put.mockClear();
  });

  const hostile: [string, string][] = [
    ['50,000 levels of nesting', withJunk(nested(50_000))],
    ['1,000 levels of nesting', withJunk(nested(1_000))],
    [
      'a prototype-named action type',
      good.replace('"type": "choose-tactic"', '"type": "__proto__"'),
    ],
    ['a truncated file', good.slice(0, good.length / 2)],
    ['a file of only a BOM', '\uFEFF'],
  ];

  it.each(hostile)(
    '%s: refused with a message; the running game and saves are untouched',
    async (_, text) => {
      const before = useGame.getState();
      const r = await importGameText(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expectMessage(r.error);
      const after = useGame.getState();
      expect(after.game).toBe(before.game);
      expect(after.gameId).toBe(before.gameId);
      expect(after.actions).toBe(before.actions);
      expect(put).not.toHaveBeenCalled();
    },
  );

  it('a file with shallow junk imports without the junk: a later export has none of it', async () => {
    const r = await importGameText('\uFEFF' + withJunk('{"a": [1, {"b": 2}]}'));
    expect(r).toEqual({ ok: true });
    const s = useGame.getState();
    expect(s.actions).toEqual(game.actions);
    expect(JSON.stringify(s.actions)).not.toContain('extra');
  });
});

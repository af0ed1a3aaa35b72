import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine';
import { parseSaveFile, serializeGame, SAVE_VERSION } from './persistence';

const setup: GameSetup = {
  scenario: 'first-reconnaissance',
  players: [{ hero: 'goldyx', kind: 'human' }],
  seed: 21,
};

/** A short game: the first legal action a dozen times. */
function played(): { state: GameState; actions: Action[] } {
  let state = createGame(setup);
  const actions: Action[] = [];
  for (let i = 0; i < 12 && !state.gameOver; i++) {
    const a = legalActions(state).find((x) => x.type !== 'end-turn') ?? legalActions(state)[0];
    if (!a) break;
    state = applyAction(state, a).state;
    actions.push(a);
  }
  return { state, actions };
}

describe('save files (export / import)', () => {
  it('a saved game loads back to exactly the same state', () => {
    const { state, actions } = played();
    const text = serializeGame(setup, actions, state, '2026-11-22T00:00:00Z');
    const r = parseSaveFile(text);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(state));
      expect(r.actions).toHaveLength(actions.length);
      expect(r.summary.heroes).toEqual(['goldyx']);
    }
  });

  it('refuses text that is not JSON', () => {
    const r = parseSaveFile('{"format": "mage-kni');
    expect(r).toMatchObject({ ok: false, error: 'not-json' });
  });

  it('refuses another JSON file', () => {
    expect(parseSaveFile('{"hello": 1}')).toMatchObject({ ok: false, error: 'not-a-save' });
  });

  it('refuses a file from a newer version, saying which', () => {
    const { state, actions } = played();
    const file = JSON.parse(serializeGame(setup, actions, state, 'x')) as Record<string, unknown>;
    file.version = SAVE_VERSION + 1;
    const r = parseSaveFile(JSON.stringify(file));
    expect(r).toMatchObject({ ok: false, error: 'future-version' });
    if (!r.ok) expect(r.detail).toContain(String(SAVE_VERSION + 1));
  });

  it('refuses a damaged file (unknown hero) with the path of the problem', () => {
    const { state, actions } = played();
    const file = JSON.parse(serializeGame(setup, actions, state, 'x')) as {
      setup: { players: { hero: string }[] };
    };
    const first = file.setup.players[0];
    if (first) first.hero = 'merlin';
    const r = parseSaveFile(JSON.stringify(file));
    expect(r).toMatchObject({ ok: false, error: 'damaged' });
    if (!r.ok) expect(r.detail).toContain('setup.players');
  });

  it('refuses a truncated action list that no longer matches the checksum', () => {
    const { state, actions } = played();
    const file = JSON.parse(serializeGame(setup, actions, state, 'x')) as { actions: unknown[] };
    file.actions.pop();
    expect(parseSaveFile(JSON.stringify(file))).toMatchObject({ ok: false, error: 'tampered' });
  });

  it('refuses an action list with an illegal action, naming its position', () => {
    const { state, actions } = played();
    const file = JSON.parse(serializeGame(setup, actions, state, 'x')) as { actions: unknown[] };
    file.actions.splice(1, 0, { type: 'move', player: 0, to: '40,40' });
    const r = parseSaveFile(JSON.stringify(file));
    expect(r).toMatchObject({ ok: false, error: 'illegal-action' });
    if (!r.ok) expect(r.detail).toMatch(/Action 2 of/);
  });

  it('refuses a tampered seed (the replay reaches another state)', () => {
    const { state } = played();
    const file = JSON.parse(serializeGame(setup, [], createGame(setup), 'x')) as {
      setup: { seed: number };
    };
    file.setup.seed = 22;
    expect(parseSaveFile(JSON.stringify(file))).toMatchObject({ ok: false, error: 'tampered' });
    expect(state.version).toBe(1);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  isCheckpoint,
  legalActions,
  RuleError,
} from '../engine';
import { createGameStore, type EngineApi, type GameStore } from './game-store';
import { useGame } from './index';

// A scripted engine: the state is a counter; 'move' adds 1 (undoable), 'explore' adds 10 and
// reveals a tile (checkpoint), 'forfeit-turn' is refused with a RuleError, 'rest' crashes.
type Fake = GameState & { n: number };
const fakeState = (n: number) => ({ n }) as unknown as GameState;
const nOf = (s: GameState | null) => (s as Fake | null)?.n;

const fake: EngineApi = {
  createGame: (setup: GameSetup) => fakeState(setup.seed),
  applyAction(state, action) {
    const n = nOf(state) ?? 0;
    switch (action.type) {
      case 'move':
        return { state: fakeState(n + 1), events: [{ type: 'moved', player: 0 }] };
      case 'explore':
        return { state: fakeState(n + 10), events: [{ type: 'tile-revealed', player: 0 }] };
      case 'forfeit-turn':
        throw new RuleError('TURN-EOR-1', 'You may not forfeit now.');
      default:
        throw new Error('boom');
    }
  },
  isCheckpoint: (_a: Action, events: GameEvent[]) => events.some((e) => e.type === 'tile-revealed'),
};

const setup: GameSetup = {
  scenario: 'solo-conquest',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 0,
};
const move: Action = { type: 'move', player: 0, to: '1,0' };
const explore: Action = { type: 'explore', player: 0, pos: '1,1' };

describe('game store (scripted engine)', () => {
  let store: GameStore;
  beforeEach(() => {
    store = createGameStore(fake);
    store.getState().newGame(setup);
  });

  it('starts a game with an empty history and a first log line', () => {
    const s = store.getState();
    expect(nOf(s.game)).toBe(0);
    expect(s.history).toEqual([]);
    expect(s.log.map((l) => l.event.type)).toEqual(['game-started']);
  });

  it('dispatch keeps snapshots since the last checkpoint; undo pops them', () => {
    const { dispatch } = store.getState();
    expect(dispatch(move).ok).toBe(true);
    expect(dispatch(move).ok).toBe(true);
    expect(nOf(store.getState().game)).toBe(2);
    expect(store.getState().history).toHaveLength(2);
    expect(store.getState().log).toHaveLength(3);

    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(1);
    expect(store.getState().log).toHaveLength(2); // the undone step's log line is gone too
    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(0);
    expect(store.getState().undo()).toBe(false);
  });

  it('a checkpoint (revealed information) clears the history', () => {
    const { dispatch } = store.getState();
    dispatch(move);
    dispatch(explore);
    expect(nOf(store.getState().game)).toBe(11);
    expect(store.getState().history).toEqual([]);
    expect(store.getState().undo()).toBe(false);
    dispatch(move);
    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(11);
  });

  it('a refused action exposes the rule and leaves the state untouched', () => {
    store.getState().dispatch(move);
    const before = store.getState().game;
    const r = store.getState().dispatch({ type: 'forfeit-turn', player: 0 });
    expect(r).toEqual({ ok: false, error: 'TURN-EOR-1: You may not forfeit now.' });
    expect(store.getState().game).toBe(before);
    expect(store.getState().history).toHaveLength(1);
    expect(store.getState().lastError).toEqual({
      ruleId: 'TURN-EOR-1',
      message: 'TURN-EOR-1: You may not forfeit now.',
    });
    // the next successful action clears the error
    store.getState().dispatch(move);
    expect(store.getState().lastError).toBeNull();
  });

  it('an unexpected engine error is exposed without a rule id', () => {
    store.getState().dispatch({ type: 'rest', player: 0, discard: [] });
    expect(store.getState().lastError).toEqual({ ruleId: null, message: 'boom' });
    store.getState().clearError();
    expect(store.getState().lastError).toBeNull();
  });

  it('keeps UI state apart: selection is cleared by actions, camera and language persist', () => {
    const s = store.getState();
    s.select({ kind: 'card', id: 'rage#1' });
    s.setCamera({ x: 5, y: 6, scale: 2 });
    s.setLanguage('de');
    s.dispatch(move);
    const after = store.getState();
    expect(after.ui.selection).toBeNull();
    expect(after.ui.camera).toEqual({ x: 5, y: 6, scale: 2 });
    expect(after.ui.language).toBe('de');
  });
});

describe('game store (real engine)', () => {
  beforeEach(() => useGame.getState().leaveGame());

  it('starts a solo game, applies legal actions and refuses illegal ones', () => {
    const r = useGame.getState().newGame(setup);
    expect(r.ok).toBe(true);
    const g = useGame.getState().game;
    if (!g) throw new Error('no game');
    expect(g.players[0]?.hand).toHaveLength(5);
    expect(Object.isFrozen(g)).toBe(true);

    const first = legalActions(g)[0];
    if (!first) throw new Error('no legal action');
    const res = useGame.getState().dispatch(first);
    expect(res.ok).toBe(true);
    expect(useGame.getState().game).not.toBe(g);

    const now = useGame.getState().game;
    const refused = useGame.getState().dispatch({ type: 'end-turn', player: 1 });
    expect(refused.ok).toBe(false);
    expect(useGame.getState().lastError?.ruleId).toBeTruthy();
    expect(useGame.getState().game).toBe(now);
  });

  it('history follows the engine checkpoints', () => {
    useGame.getState().newGame({ ...setup, seed: 7 });
    for (let i = 0; i < 30; i++) {
      const g = useGame.getState().game;
      if (!g) break;
      const a =
        legalActions(g).find((x) => x.type !== 'announce-end-of-round') ?? legalActions(g)[0];
      if (!a) break;
      const before = useGame.getState().history.length;
      const logBefore = useGame.getState().log.length;
      expect(useGame.getState().dispatch(a).ok).toBe(true);
      // the store agrees with the engine's isCheckpoint for the events of that action
      const events = useGame
        .getState()
        .log.slice(logBefore)
        .map((l) => l.event);
      const h = useGame.getState().history.length;
      expect(h).toBe(isCheckpoint(a, events) ? 0 : before + 1);
    }
  });
});

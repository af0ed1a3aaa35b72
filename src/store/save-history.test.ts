// The store keeps what a save needs: the game's full action list since createGame (undo takes
// steps back out of it), its id and setup, and the undo history in a form that survives a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  isCheckpoint,
  legalActions,
  replayGame,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine';
import { createGameStore, type EngineApi, type GameStore, type OpenGame } from './game-store';

type Fake = GameState & { n: number };
const fakeState = (n: number) => ({ n, setup }) as unknown as GameState;
const nOf = (s: GameState | null) => (s as Fake | null)?.n;
const setup: GameSetup = {
  scenario: 'solo-conquest',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 0,
};
// 'move' +1 (undoable); 'explore' +10 and reveals a tile (a checkpoint)
const fake: EngineApi = {
  createGame: (s) => fakeState(s.seed),
  applyAction(state, action) {
    const n = nOf(state) ?? 0;
    if (action.type === 'move')
      return { state: fakeState(n + 1), events: [{ type: 'moved', player: action.player }] };
    if (action.type === 'explore')
      return { state: fakeState(n + 10), events: [{ type: 'tile-revealed', player: 0 }] };
    throw new Error('unscripted');
  },
  isCheckpoint: (_a, events) => events.some((e) => e.type === 'tile-revealed'),
};
const move: Action = { type: 'move', player: 0, to: '1,0' };
const explore: Action = { type: 'explore', player: 0, pos: '1,1' };

describe('the action list of a game', () => {
  let store: GameStore;
  beforeEach(() => {
    let i = 0;
    store = createGameStore(fake, { newId: () => `id-${++i}` });
    store.getState().newGame(setup);
  });

  it('a new game has an id, its setup and an empty action list', () => {
    const s = store.getState();
    expect(s.gameId).toBe('id-1');
    expect(s.setup).toEqual(setup);
    expect(s.actions).toEqual([]);
  });

  it('grows with every applied action and not with refused ones', () => {
    const s = store.getState();
    s.dispatch(move);
    s.dispatch(explore);
    s.dispatch({ type: 'rest', player: 0, discard: [] }); // refused by the fake engine
    s.dispatch(move);
    expect(store.getState().actions).toEqual([move, explore, move]);
  });

  it('undo takes the step back out of the list (a whole gesture at once)', () => {
    const s = store.getState();
    s.dispatch(explore);
    const g = s.newUndoGroup();
    s.dispatch(move, { group: g });
    s.dispatch(move, { group: g });
    expect(store.getState().actions).toHaveLength(3);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().actions).toEqual([explore]);
    expect(nOf(store.getState().game)).toBe(10);
  });

  it('loadState detaches the state from the list (it cannot be replayed any more)', () => {
    store.getState().dispatch(move);
    store.getState().loadState(fakeState(42));
    expect(store.getState().actions).toBeNull();
    expect(store.getState().gameId).toBe('id-1');
    store.getState().dispatch(move);
    expect(store.getState().actions).toBeNull();
  });

  it('leaving the game forgets it', () => {
    store.getState().leaveGame();
    expect(store.getState()).toMatchObject({ gameId: null, setup: null, actions: null });
  });

  it('savedUndo + openGame rebuild the undo history after a reload', () => {
    const s = store.getState();
    s.dispatch(explore);
    s.dispatch(move);
    const g = s.newUndoGroup();
    s.dispatch(move, { group: g });
    s.dispatch(move, { group: g });
    const undo = store.getState().savedUndo();
    expect(undo?.steps.map((x) => x.action)).toEqual([move, move, move]);
    expect(nOf(undo?.base ?? null)).toBe(10);
    const saved = structuredClone({
      actions: store.getState().actions,
      state: store.getState().game,
      log: store.getState().log,
      undo,
    });

    const other = createGameStore(fake, { newId: () => 'fresh' });
    other.getState().openGame({ id: 'id-1', setup, ...saved } as OpenGame);
    const o = other.getState();
    expect(o.gameId).toBe('id-1');
    expect(o.history).toHaveLength(3);
    expect(nOf(o.game)).toBe(13);
    // the gesture is still one step; a new gesture gets a group of its own
    expect(o.newUndoGroup()).toBeGreaterThan(g);
    expect(other.getState().undo()).toBe(true);
    expect(nOf(other.getState().game)).toBe(11);
    expect(other.getState().actions).toEqual([explore, move]);
    expect(other.getState().undo()).toBe(true);
    expect(other.getState().undo()).toBe(false);
    expect(other.getState().checkpoint?.reason).toBe('tile-revealed');
  });

  it('opens without undo history when the saved steps do not reach the saved state', () => {
    const s = store.getState();
    s.dispatch(move);
    const undo = store.getState().savedUndo();
    const other = createGameStore(fake);
    other.getState().openGame({ setup, actions: [move], state: fakeState(99), undo });
    expect(other.getState().history).toEqual([]);
    expect(other.getState().checkpoint?.reason).toBe('reloaded');
    expect(nOf(other.getState().game)).toBe(99);
  });
});

describe('with the real engine', () => {
  const realSetup: GameSetup = {
    scenario: 'first-reconnaissance',
    players: [{ hero: 'goldyx', kind: 'human' }],
    seed: 7,
  };

  it('(setup, actions) replays to the store state, also after undo', () => {
    const store = createGameStore({ createGame, applyAction, isCheckpoint });
    store.getState().newGame(realSetup);
    for (let i = 0; i < 25; i++) {
      const g = store.getState().game;
      if (!g) break;
      const legal = legalActions(g);
      const a = legal.find((x) => x.type !== 'end-turn') ?? legal[0];
      if (!a) break;
      store.getState().dispatch(a);
      if (i % 4 === 3) store.getState().undo();
    }
    const s = store.getState();
    expect(s.actions?.length).toBeGreaterThan(5);
    expect(replayGame(realSetup, s.actions ?? [])).toEqual(s.game);
  });
});

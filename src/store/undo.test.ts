// Undo in the store (UNDO-1/2) with a scripted engine: gestures undone as one step, back to the
// start of the turn, why undo stopped (the checkpoint), another player's steps, the card menu.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action, GameEvent, GameSetup, GameState } from '../engine';
import { checkpointInfo, createGameStore, type EngineApi, type GameStore } from './game-store';

type Fake = GameState & { n: number };
const fakeState = (n: number) =>
  ({ n, source: { dice: [{ id: 1, color: n % 2 ? 'red' : 'blue' }] } }) as unknown as GameState;
const nOf = (s: GameState | null) => (s as Fake | null)?.n;

// 'move' +1 (undoable); 'explore' +10 and reveals a tile; 'end-turn' +100 and starts a turn;
// 'play-card' +1000 and spends the die.
const fake: EngineApi = {
  createGame: (setup: GameSetup) => fakeState(setup.seed),
  applyAction(state, action) {
    const n = nOf(state) ?? 0;
    const player = action.player;
    switch (action.type) {
      case 'move':
        return { state: fakeState(n + 1), events: [{ type: 'moved', player }] };
      case 'explore':
        return { state: fakeState(n + 10), events: [{ type: 'tile-revealed', player }] };
      case 'end-turn':
        return {
          state: fakeState(n + 100),
          events: [
            { type: 'cards-drawn', player },
            { type: 'turn-started', player: 1 - player },
          ],
        };
      case 'play-card':
        return {
          state: fakeState(n + 1000),
          events: [{ type: 'mana-spent', player, sources: ['die:1'] }],
        };
      default:
        throw new Error('unscripted');
    }
  },
  isCheckpoint: (a: Action, events: GameEvent[]) =>
    a.type === 'end-turn' || events.some((e) => e.type === 'tile-revealed'),
};

const setup: GameSetup = {
  scenario: 'solo-conquest',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 0,
};
const move = (player = 0): Action => ({ type: 'move', player, to: '1,0' });

describe('undo', () => {
  let store: GameStore;
  beforeEach(() => {
    store = createGameStore(fake);
    store.getState().newGame(setup);
  });

  it('takes back a gesture of several steps (a walk) as one step', () => {
    const s = store.getState();
    s.dispatch(move());
    const g = s.newUndoGroup();
    s.dispatch(move(), { group: g });
    s.dispatch(move(), { group: g });
    s.dispatch(move(), { group: g });
    expect(nOf(store.getState().game)).toBe(4);
    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(1);
    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(0);
  });

  it('remembers why the history was cleared, and whether it was the start of a turn', () => {
    const s = store.getState();
    expect(store.getState().checkpoint).toBeNull();
    s.dispatch({ type: 'end-turn', player: 0 });
    expect(store.getState().checkpoint).toEqual({ reason: 'cards-drawn', turnStart: true });
    s.dispatch(move(1));
    s.dispatch(move(1));
    s.dispatch(move(1));
    // back to the start of the turn in one step
    expect(store.getState().undoToTurnStart()).toBe(true);
    expect(nOf(store.getState().game)).toBe(100);
    expect(store.getState().history).toEqual([]);
    // a revealed tile: no way back to the turn start any more
    s.dispatch(move(1));
    s.dispatch({ type: 'explore', player: 1, pos: '1,1' });
    expect(store.getState().checkpoint).toEqual({ reason: 'tile-revealed', turnStart: false });
    s.dispatch(move(1));
    expect(store.getState().undoToTurnStart()).toBe(false);
    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(111);
  });

  it("never takes back another player's step", () => {
    const s = store.getState();
    s.dispatch(move(0));
    s.dispatch(move(1));
    expect(store.getState().history).toHaveLength(1);
    expect(store.getState().checkpoint?.reason).toBe('other-player');
    expect(store.getState().undo()).toBe(true);
    expect(nOf(store.getState().game)).toBe(1);
    expect(store.getState().undo()).toBe(false);
  });

  it('only the deciding player may undo, and only their own step', () => {
    let decider = 0;
    const hot = createGameStore({ ...fake, activePlayer: () => decider });
    hot.getState().newGame(setup);
    hot.getState().dispatch(move(0));
    decider = 1; // the device goes to the next player
    expect(hot.getState().canUndo()).toBe(false);
    expect(hot.getState().undo()).toBe(false);
    decider = 0;
    expect(hot.getState().undo()).toBe(true);
  });

  it('checkpointInfo prefers the most telling event', () => {
    const a: Action = { type: 'end-turn', player: 0 };
    expect(checkpointInfo(a, [{ type: 'turn-started' }, { type: 'tile-revealed' }]).reason).toBe(
      'tile-revealed',
    );
    expect(checkpointInfo(a, []).reason).toBe('end-turn');
  });

  it('keeps the colour of the dice paid with for the log', () => {
    store.getState().dispatch({ type: 'play-card', player: 0, card: 'march#1', mode: 'basic' });
    const entry = store.getState().log.find((l) => l.event.type === 'mana-spent');
    expect(entry?.dice).toEqual({ 1: 'blue' });
  });

  it('loadState replaces the game and forgets the history', () => {
    store.getState().dispatch(move());
    store.getState().loadState(fakeState(42));
    expect(nOf(store.getState().game)).toBe(42);
    expect(store.getState().history).toEqual([]);
    expect(store.getState().undo()).toBe(false);
  });

  it('opens and closes a card menu; an action closes it', () => {
    const s = store.getState();
    s.openCardMenu('march#1', 'move');
    expect(store.getState().ui.cardMenu).toEqual({ card: 'march#1', family: 'move' });
    expect(store.getState().ui.selection).toEqual({ kind: 'card', id: 'march#1' });
    s.dispatch(move());
    expect(store.getState().ui.cardMenu).toBeNull();
    s.setDragCard('rage#2');
    expect(store.getState().ui.dragCard).toBe('rage#2');
    s.setDragCard(null);
    expect(store.getState().ui.dragCard).toBeNull();
  });
});

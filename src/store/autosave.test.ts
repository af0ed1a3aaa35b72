// Autosave: every change of the game is written, writes never overlap, a burst of changes while a
// write is in flight ends with the newest state written, and failures are reported, not thrown.
import { describe, expect, it } from 'vitest';
import type { Action, GameSetup, GameState } from '../engine';
import { createAutosave, useSaveStatus } from './autosave';
import { createGameStore, type EngineApi } from './game-store';
import type { SavedGameRecord } from './saves-db';

const setup: GameSetup = {
  scenario: 'first-reconnaissance',
  players: [{ hero: 'goldyx', kind: 'human' }],
  seed: 3,
};
const fakeState = (n: number) =>
  ({
    n,
    setup,
    players: [{ kind: 'human', hero: 'goldyx' }],
    round: { number: 1 },
    gameOver: null,
  }) as unknown as GameState;
const nOf = (s: GameState) => (s as unknown as { n: number }).n;
const fake: EngineApi = {
  createGame: () => fakeState(0),
  applyAction: (s) => ({ state: fakeState(nOf(s) + 1), events: [] }),
  isCheckpoint: () => false,
};
const move: Action = { type: 'move', player: 0, to: '1,0' };

function deferredPut() {
  const written: SavedGameRecord[] = [];
  const pending: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const put = (r: SavedGameRecord) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<void>((resolve) =>
      pending.push(() => {
        inFlight--;
        written.push(structuredClone(r));
        resolve();
      }),
    );
  };
  const release = async () => {
    while (pending.length) {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { put, written, release, max: () => maxInFlight };
}

describe('autosave', () => {
  it('writes a new game, then every action, with its id, actions and checksum', async () => {
    const store = createGameStore(fake, { newId: () => 'g1' });
    const written: SavedGameRecord[] = [];
    const auto = createAutosave(store, {
      put: (r) => {
        written.push(structuredClone(r));
        return Promise.resolve();
      },
      checksum: (s) => `sum-${nOf(s)}`,
      now: () => '2026-01-01T00:00:00.000Z',
    });
    store.getState().newGame(setup);
    await auto.flush();
    store.getState().dispatch(move);
    await auto.flush();
    store.getState().undo();
    await auto.flush();
    expect(written.map((r) => [r.id, r.actions?.length, r.checksum])).toEqual([
      ['g1', 0, 'sum-0'],
      ['g1', 1, 'sum-1'],
      ['g1', 0, 'sum-0'],
    ]);
    expect(written[1]?.undo?.steps).toHaveLength(1);
    expect(written[1]?.summary).toEqual({
      scenario: 'first-reconnaissance',
      heroes: ['goldyx'],
      round: 1,
      over: false,
    });
    expect(useSaveStatus.getState().status).toBe('saved');
    auto.stop();
  });

  it('never runs two writes at once and ends with the newest state', async () => {
    const store = createGameStore(fake);
    const db = deferredPut();
    const auto = createAutosave(store, { put: db.put, checksum: () => 'x', now: () => 'now' });
    store.getState().newGame(setup);
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 5; i++) store.getState().dispatch(move);
    await db.release();
    await auto.flush();
    expect(db.max()).toBe(1);
    expect(db.written.length).toBeLessThanOrEqual(3);
    expect(nOf(db.written[db.written.length - 1]?.state as GameState)).toBe(5);
    auto.stop();
  });

  it('does nothing without a game, and reports a failing write without throwing', async () => {
    const store = createGameStore(fake);
    let calls = 0;
    const auto = createAutosave(store, {
      put: () => {
        calls++;
        return Promise.reject(new Error('QuotaExceededError'));
      },
      checksum: () => 'x',
      now: () => 'now',
    });
    store.getState().setLanguage('de');
    await auto.flush();
    expect(calls).toBe(0);
    store.getState().newGame(setup);
    await auto.flush();
    expect(calls).toBe(1);
    expect(useSaveStatus.getState()).toEqual({ status: 'error', error: 'QuotaExceededError' });
    auto.stop();
  });
});

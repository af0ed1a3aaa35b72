// The runner's per-action checks keep their power after being made cheaper (issue 13, fuzz speed).
import { describe, expect, it, vi } from 'vitest';
import type { Action, GameState } from '../engine';

// Record which objects legalActions hands out and which ones checkAction is asked about.
const seen = vi.hoisted(() => ({
  listed: new WeakSet<object>(),
  listedCount: 0,
  checkedListed: 0,
  checkedCopies: 0,
}));
vi.mock('../engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../engine')>();
  return {
    ...engine,
    legalActions: (s: GameState): Action[] => {
      const list = engine.legalActions(s);
      for (const a of list) seen.listed.add(a);
      seen.listedCount += list.length;
      return list;
    },
    checkAction: (s: GameState, a: Action) => {
      if (seen.listed.has(a)) seen.checkedListed++;
      else seen.checkedCopies++;
      return engine.checkAction(s, a);
    },
  };
});

const { createGame, applyAction, legalActions } = await import('../engine');
const { checkInvariants, isFrozenPlain } = await import('./invariants');
const { catalogFor } = await import('./catalog');
const { HEROES, runGame, setupFor } = await import('./runner');

describe('runner checks', () => {
  it('checks every listed action as a structurally equal copy, not the listed object itself', () => {
    // applyAction accepts the very objects legalActions listed by identity (actions/listed.ts), so
    // checking those would never reach the comparison by value that a loaded save depends on
    const r = runGame({
      scenario: 'first-reconnaissance',
      heroes: HEROES.slice(0, 2),
      seed: 5,
      bot: 'random',
      maxActions: 60,
    });
    expect(r.failures).toEqual([]);
    expect(r.actions).toBeGreaterThan(40);
    expect(seen.checkedListed).toBe(0);
    // one copy per listed action (the throwaway and undo applications list nothing)
    expect(seen.checkedCopies).toBe(seen.listedCount);
  });

  it('a non-plain value inside a frozen state is found, also once the rest is remembered', () => {
    const setup = setupFor('first-reconnaissance', HEROES.slice(0, 1), 9);
    const s0 = createGame(setup);
    const s1 = applyAction(s0, legalActions(s0)[0] as Action).state; // engine states are frozen
    const catalog = catalogFor(setup);
    expect(checkInvariants(s1, catalog)).toEqual([]);
    expect(isFrozenPlain(s1)).toBe(true);
    expect(isFrozenPlain(s0)).toBe(false); // createGame's state is not frozen: walked every time
    // a new state sharing every subtree of s1 but one, which holds NaN: still walked and reported
    const bad = Object.freeze({
      ...s1,
      players: Object.freeze(
        s1.players.map((p, i) => (i === 0 ? Object.freeze({ ...p, fame: NaN }) : p)),
      ),
    }) as GameState;
    expect(checkInvariants(bad, catalog).map((v) => v.message)).toEqual([
      'state.players[0].fame is NaN; the state must be plain JSON.',
    ]);
    expect(isFrozenPlain(bad)).toBe(false);
    // an undefined property in a frozen object deep inside
    const hex = Object.keys(s1.map.hexes)[0] as string;
    const holey = Object.freeze({
      ...s1,
      map: Object.freeze({
        ...s1.map,
        hexes: Object.freeze({
          ...s1.map.hexes,
          [hex]: Object.freeze({ ...s1.map.hexes[hex], extra: undefined }),
        }),
      }),
    }) as unknown as GameState;
    expect(checkInvariants(holey, catalog)[0]?.rule).toBe('plain-json');
    expect(checkInvariants(s1, catalog)).toEqual([]);
  });
});

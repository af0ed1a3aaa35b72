// The expert's value of a rollout's end (issue 18, expert/value.ts): with `rivalValue` on, a game of
// two real players counts the strongest rival's power against its own; alone, or with the switch
// off, it is its own power.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../../engine';
import { testGame, withHand } from '../../../engine/testing/builders';
import { setupFor } from '../../runner';
import { EXPERT_SWITCHES } from './profile';
import { positionValue, powerValue, titleValue, VALUE_WEIGHTS } from './value';

const saved = { ...EXPERT_SWITCHES };
afterEach(() => Object.assign(EXPERT_SWITCHES, saved));

function withFame(s: GameState, who: number, fame: number): GameState {
  const w = structuredClone(s);
  const p = w.players[who];
  if (p) p.fame = fame;
  return w;
}

describe('expert value against a rival (issue 18)', () => {
  it('counts the rival’s power against its own only with the switch on and a real rival', () => {
    const duel = testGame({ heroes: ['tovak', 'goldyx'] });
    const richer = withFame(duel, 1, 20);
    EXPERT_SWITCHES.titleValue = false;
    EXPERT_SWITCHES.rivalValue = false;
    expect(positionValue(richer, 0)).toBe(powerValue(richer, 0));
    EXPERT_SWITCHES.rivalValue = true;
    const drop = positionValue(duel, 0) - positionValue(richer, 0);
    const rivalGain = powerValue(richer, 1) - powerValue(duel, 1);
    expect(rivalGain).toBeGreaterThan(0);
    expect(drop).toBeCloseTo(VALUE_WEIGHTS.rival * rivalGain, 9);
    // the own power is unchanged by the rival's Fame
    expect(powerValue(richer, 0)).toBe(powerValue(duel, 0));
  });

  it('the dummy player of a solo game is no rival', () => {
    EXPERT_SWITCHES.rivalValue = true;
    const solo = createGame(setupFor('solo-conquest', ['arythea'], 1));
    expect(solo.players.some((p) => p.kind === 'dummy')).toBe(true);
    expect(positionValue(solo, 0)).toBe(powerValue(solo, 0));
  });

  it('values the titles it would hold if the game ended now, less the rival’s (SCEN-SCORE-1)', () => {
    const duel = testGame({ heroes: ['tovak', 'goldyx'] });
    const mine = withHand(duel, 0, ['fire-bolt']); // an Advanced Action: Greatest Knowledge 1 to 0
    const theirs = withHand(duel, 1, ['fire-bolt']);
    EXPERT_SWITCHES.titleValue = false;
    expect(titleValue(mine, 0)).toBe(0);
    EXPERT_SWITCHES.titleValue = true;
    expect(titleValue(duel, 0)).toBe(0);
    expect(titleValue(mine, 0)).toBe(3 * VALUE_WEIGHTS.title);
    expect(titleValue(theirs, 0)).toBe(-3 * VALUE_WEIGHTS.title);
    const both = withHand(mine, 1, ['fire-bolt']); // a tie: +1 each
    expect(titleValue(both, 0)).toBe(0);
    expect(positionValue(mine, 0)).toBe(powerValue(mine, 0) + 3 * VALUE_WEIGHTS.title);
    const solo = createGame(setupFor('solo-conquest', ['arythea'], 1));
    expect(titleValue(solo, 0)).toBe(0);
  });
});

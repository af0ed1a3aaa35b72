// Choices by value (issue 18): the level-up and reward picks are judged by rollouts of each answer
// and the value of power; the greedy answer stands unless another beats it by the margin.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  listedKey,
  type Action,
  type GameState,
} from '../../../engine';
import { setupFor } from '../../runner';
import { createBot } from '..';
import { newMemory } from '../greedy/memory';
import { BUY_BUDGET, buyPick, PICK_BUDGET, pickApplies, pickByRollouts } from './picks';
import { EXPERT_PROFILE, EXPERT_SWITCHES, withProfile } from './profile';
import { playOut } from './rollout';
import { powerValue } from './value';

/** The pick states (level-up and reward choices of player 0) of a greedy game, up to `max`. */
function pickStates(seed: number, max: number): GameState[] {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('greedy', seed);
  const out: GameState[] = [];
  for (let i = 0; i < 4000 && !s.gameOver && out.length < max; i++) {
    const legal = legalActions(s);
    if (pickApplies(s, legal, 0)) out.push(s);
    s = applyAction(s, bot.choose(s, legal)).state;
  }
  return out;
}

const answerOf = (s: GameState, picks: boolean) => {
  const saved = EXPERT_SWITCHES.picks;
  EXPERT_SWITCHES.picks = picks;
  try {
    return listedKey(createBot('expert', 5).choose(s, legalActions(s)));
  } finally {
    EXPERT_SWITCHES.picks = saved;
  }
};

describe('expert picks by rollouts (issue 18)', () => {
  const states = pickStates(1, 6);

  it('the answer with the best rollouts wins over the greedy one (by the margin)', () => {
    expect(states.length).toBeGreaterThan(2);
    let overruled = 0;
    // margin 0: any answer whose rollouts end in more power than the greedy one's replaces it
    const budget = { ...PICK_BUDGET, margin: 0 };
    const seed = 77;
    for (const s of states) {
      const legal = legalActions(s);
      const greedy = createBot('greedy', 1).choose(s, legal);
      const r = withProfile(EXPERT_PROFILE, () =>
        pickByRollouts([s], legal, newMemory(), greedy, seed, budget),
      );
      expect(r).not.toBeNull();
      if (!r) continue;
      // every candidate is a legal answer; the first is the greedy one
      expect(r.scored[0]?.key).toBe(listedKey(greedy));
      expect(r.scored.length).toBeLessThanOrEqual(PICK_BUDGET.k);
      const keys = new Set(legal.map(listedKey));
      expect(keys.has(listedKey(r.chosen))).toBe(true);
      const best = r.scored.reduce((b, x) => (x.value > b.value ? x : b));
      const own = r.scored[0];
      if (!own) continue;
      if (listedKey(r.chosen) !== own.key) {
        overruled++;
        expect(listedKey(r.chosen)).toBe(best.key);
        expect(best.value).toBeGreaterThan(own.value);
        // the value is the rollout's: the chosen answer played out alone ends where it said
        const after = applyAction(s, r.chosen).state;
        const v = withProfile(EXPERT_PROFILE, () =>
          powerValue(playOut(after, 0, newMemory(), null, 2, 250, seed).state, 0),
        );
        expect(v).toBe(best.value);
      } else expect(best.value).toBe(own.value);
      // with an unreachable margin the greedy answer stands
      const kept = withProfile(EXPERT_PROFILE, () =>
        pickByRollouts([s], legal, newMemory(), greedy, seed, { ...budget, margin: 1e9 }),
      );
      expect(listedKey(kept?.chosen ?? greedy)).toBe(listedKey(greedy));
    }
    expect(overruled).toBeGreaterThan(0);
  }, 120_000);

  it('the expert answers picks by rollouts only with the switch on (greedy answers without)', () => {
    let differs = 0;
    for (const s of states) {
      const greedy = listedKey(createBot('greedy', 1).choose(s, legalActions(s)));
      // without the picks the expert's answer is the greedy logic's (fixed preferences)
      expect(answerOf(s, false)).toBe(greedy);
      if (answerOf(s, true) !== greedy) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  }, 120_000);
});

/** States of greedy games where the greedy logic buys at an interaction and more could be bought. */
function buyStates(seeds: number[], max: number): { s: GameState; greedy: Action }[] {
  const out: { s: GameState; greedy: Action }[] = [];
  for (const seed of seeds) {
    let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
    const bot = createBot('greedy', seed);
    for (let i = 0; i < 3000 && !s.gameOver && out.length < max; i++) {
      const legal = legalActions(s);
      const a = bot.choose(s, legal);
      const kinds = new Set(
        legal.flatMap((x) =>
          x.type === 'buy' ? [`b:${x.item}`] : x.type === 'recruit' ? [`r:${x.unit}`] : [],
        ),
      );
      if (s.turn?.player === 0 && (a.type === 'buy' || a.type === 'recruit') && kinds.size > 1)
        out.push({ s, greedy: a });
      s = applyAction(s, a).state;
    }
  }
  return out;
}

describe('expert purchases by rollouts (issue 18)', () => {
  it('buys what the rollouts value most among the affordable purchases, greedy’s by the margin', () => {
    const found = buyStates([1, 2, 3], 6);
    expect(found.length).toBeGreaterThan(1);
    const margin = BUY_BUDGET.margin;
    let other = 0;
    try {
      for (const { s, greedy } of found) {
        const legal = legalActions(s);
        const keys = new Set(legal.map(listedKey));
        BUY_BUDGET.margin = 1e9;
        const kept = withProfile(EXPERT_PROFILE, () =>
          buyPick([s], legal, newMemory(), greedy, 77),
        );
        expect(listedKey(kept ?? greedy)).toBe(listedKey(greedy));
        BUY_BUDGET.margin = 0; // any purchase whose rollouts end in more power replaces greedy’s
        const b = withProfile(EXPERT_PROFILE, () => buyPick([s], legal, newMemory(), greedy, 77));
        expect(b).not.toBeNull();
        if (!b) continue;
        expect(keys.has(listedKey(b))).toBe(true);
        expect(b.type === 'buy' || b.type === 'recruit').toBe(true);
        if (listedKey(b) !== listedKey(greedy)) other++;
      }
    } finally {
      BUY_BUDGET.margin = margin;
    }
    expect(other).toBeGreaterThan(0);
  }, 120_000);
});

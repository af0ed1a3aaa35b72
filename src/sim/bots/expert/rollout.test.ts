// The expert's turn goal by rollouts (issue 18): each candidate goal is played out with the greedy
// logic committed to it, and the goal whose rollout ends in the better position by the value of
// power is committed; budgets are counted in decisions, so the same decision reproduces exactly.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameState } from '../../../engine';
import { setupFor } from '../../runner';
import { createBot } from '..';
import { newMemory } from '../greedy/memory';
import { EXPERT_PROFILE, withProfile } from './profile';
import {
  candidates,
  chooseByRollouts,
  playOut,
  ROLLOUT_BUDGET,
  rolloutCommit,
  type RolloutResult,
} from './rollout';
import { levelValue, powerValue } from './value';

/** The first fresh own turn of an expert game (seed) where the rollouts overrule the greedy goal. */
function findOverrule(seed: number, maxDecisions: number) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('expert', seed);
  let lastTurn = '';
  for (let i = 0; i < maxDecisions && !s.gameOver; i++) {
    const legal = legalActions(s);
    const t = s.turn;
    const key = `${s.round.number}:${t?.player}:${s.players[0]?.position}`;
    const fresh =
      t?.player === 0 &&
      !s.combat &&
      s.pending.length === 0 &&
      s.round.phase !== 'tactics' &&
      !t.moved &&
      t.played.length === 0 &&
      t.action === null &&
      legal.length > 1;
    if (fresh && key !== lastTurn) {
      lastTurn = key;
      const r = withProfile(EXPERT_PROFILE, () => chooseByRollouts([s], legal, newMemory(), 0, 77));
      if (r && r.chosen.goal) return { s, legal, r };
    }
    s = applyAction(s, bot.choose(s, legal)).state;
  }
  return null;
}

describe('expert rollouts (issue 18)', () => {
  it('of two goals, the one whose rollout ends in more power is committed to the greedy memory', () => {
    const found = findOverrule(1, 700);
    expect(found).not.toBeNull();
    if (!found) return;
    const { s, legal, r } = found;
    const better = r.chosen.goal;
    expect(better).not.toBeNull();
    if (!better) return;
    const own = r.scored[0];
    const mine = r.scored.find((x) => x.goal === better);
    // the greedy logic's own goal and the better one, played out on their own: the better one ends
    // in a position worth more (by more than the margin), and that is the one the hook commits
    const [vOwn, vBetter] = withProfile(EXPERT_PROFILE, () =>
      [null, better].map((g) => powerValue(playOut(s, 0, newMemory(), g, 2, 250, 77).state, 0)),
    ) as [number, number];
    expect(vBetter).toBeGreaterThan(vOwn + ROLLOUT_BUDGET.margin);
    expect(mine?.value).toBe(vBetter);
    expect(own?.value).toBe(vOwn);
    // with the two as the only candidates the better one is chosen, in either order of the rest
    const two = withProfile(EXPERT_PROFILE, () =>
      chooseByRollouts([s], legal, newMemory(), 0, 77, ROLLOUT_BUDGET, [
        { goal: null, label: 'own' },
        { goal: better, label: 'better' },
      ]),
    );
    expect(two?.chosen.label).toBe('better');
    // the hook commits it: the greedy logic then pursues that goal in this turn
    const mem = newMemory();
    const worlds = ROLLOUT_BUDGET.worlds;
    ROLLOUT_BUDGET.worlds = 1; // the decision's own world only, as in `r`
    const hook = () =>
      withProfile(EXPERT_PROFILE, () => rolloutCommit(s, legal, mem, 0, 77, () => s));
    let hooked: RolloutResult | null;
    try {
      hooked = hook();
    } finally {
      ROLLOUT_BUDGET.worlds = worlds;
    }
    expect(hooked?.chosen.label).toBe(r.chosen.label);
    expect(mem.goal).toEqual(better);
    // and not again in the same turn (once per turn and map size)
    expect(withProfile(EXPERT_PROFILE, () => rolloutCommit(s, legal, mem, 0, 77, () => s))).toBe(
      null,
    );
  });

  it('the budget reproduces: the same decision gives the same values and decisions, within the cap', () => {
    const found = findOverrule(1, 700);
    expect(found).not.toBeNull();
    if (!found) return;
    const { s, legal } = found;
    const budget = { ...ROLLOUT_BUDGET, k: 2, maxDecisions: 40, worlds: 2 };
    const run = (): RolloutResult | null =>
      withProfile(EXPERT_PROFILE, () =>
        chooseByRollouts([s, structuredClone(s)], legal, newMemory(), 0, 5, budget),
      );
    const a = run();
    const b = run();
    expect(a).not.toBeNull();
    expect(b?.scored.map((x) => [x.label, x.value])).toEqual(
      a?.scored.map((x) => [x.label, x.value]),
    );
    expect(b?.decisions).toBe(a?.decisions);
    // k = 2: the greedy logic's own goal and two more, on two worlds, each at most 40 decisions
    const cands = withProfile(EXPERT_PROFILE, () => candidates(s, legal, newMemory(), 0, 2));
    expect(a?.scored.length).toBe(cands.length);
    expect(cands.length).toBeLessThanOrEqual(3);
    expect(a?.decisions ?? 0).toBeLessThanOrEqual(cands.length * 2 * 40);
    expect(a?.decisions ?? 0).toBeGreaterThan(0);
  });

  it('the value of power: a Wound costs, a level is worth more than its Fame, the end is the score', () => {
    const s = createGame(setupFor('solo-conquest', ['arythea'], 3));
    const base = powerValue(s, 0);
    const wounded = structuredClone(s);
    wounded.players[0]?.hand.push('wound#900');
    expect(powerValue(wounded, 0)).toBeLessThan(base - 2);
    // 15 Fame reaches level 4 (REF-3: a second Command token at level 3, a skill at 2 and 4)
    const famed = structuredClone(s);
    if (famed.players[0]) famed.players[0].fame = 15;
    expect(powerValue(famed, 0) - base).toBeCloseTo(15 + levelValue(4), 5);
    expect(levelValue(4)).toBeGreaterThan(levelValue(3));
    expect(levelValue(3)).toBeGreaterThan(levelValue(2));
    const over = structuredClone(s);
    over.gameOver = {
      reason: 'test',
      scores: [{ player: 0, total: 42, lines: [] }],
      winners: [],
    };
    expect(powerValue(over, 0)).toBe(1000 + 42);
  });
});

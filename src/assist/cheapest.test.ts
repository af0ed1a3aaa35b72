// The cheapest-plan preference (issue 17 part 3): among winning plans the planner prefers the one
// that spends the fewest cards, then mana, then takes the fewest wounds, and says when it has
// proved so. Checked against the unpruned exhaustive search on small hands.
import { describe, expect, it } from 'vitest';
import { exhaustiveBest } from './exhaustive';
import { greedyPlan, lastPlanStats, leaner, planCombat, planCost, replaysToVictory } from './index';
import { fight } from './test-kit';

describe('planCombat prefers the cheapest plan', () => {
  it('COMBAT-RANGED-1: Prowlers (Armor 3) fall to a strong Swiftness (Ranged Attack 3, white crystal) before they attack — no wound — where the greedy plan takes 2', () => {
    const s = fight(['prowlers'], ['march', 'rage', 'swiftness'], {}, { white: 1 });
    const best = exhaustiveBest(s);
    expect(best).toEqual({ cards: 1, mana: 1, wounds: 0 });
    const g = greedyPlan(s, { budgetMs: 1e9 });
    expect(g.status).toBe('win');
    if (g.status !== 'win') return;
    const greedy = planCost(s, leaner(s, g.actions));
    // the greedy plan is a sure win but a costlier one (a melee kill after taking the damage)
    expect(greedy.wounds).toBeGreaterThan(0);
    const r = planCombat(s, { budgetMs: 60_000 });
    expect(r.status).toBe('win');
    if (r.status !== 'win') return;
    expect(replaysToVictory(s, r.actions)).toBe(true);
    expect(planCost(s, r.actions)).toEqual(best);
    expect(r.cheapest).toBe(true);
    expect(lastPlanStats().cheapest).toBe(true);
  }, 60_000);

  it('a plan found before the budget ran out is a sure win but says it is not proved the cheapest', () => {
    const s = fight(['prowlers'], ['march', 'rage', 'swiftness'], {}, { white: 1 });
    expect(greedyPlan(s, { budgetMs: 1e9 }).status).toBe('win');
    // just the states the greedy pass needs for its win: none left to look for a cheaper one
    const r = planCombat(s, { budgetMs: 1e9, maxNodes: lastPlanStats().nodes });
    expect(r.status).toBe('win');
    if (r.status !== 'win') return;
    expect(replaysToVictory(s, r.actions)).toBe(true);
    expect(r.cheapest).toBe(false);
    expect(lastPlanStats().cheapest).toBe(false);
    expect(planCost(s, r.actions).wounds).toBeGreaterThan(0);
  }, 60_000);
});

// A small seeded generator (the same cases on every run).
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}
const CARDS = ['rage', 'march', 'swiftness', 'determination', 'promise', 'stamina'];
const ENEMIES = ['prowlers', 'diggers', 'wolf-riders', 'orc-skirmishers', 'ironclads'];
const COLORS = ['red', 'blue', 'green', 'white'] as const;

describe('property: whenever the planner claims the cheapest plan, its cost is the exhaustive minimum', () => {
  const rand = rng(17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const cases = Array.from({ length: 12 }, (_, i) => {
    const hand = Array.from({ length: i < 9 ? 2 : 3 }, () => pick(CARDS));
    const crystals: Parameters<typeof fight>[3] = rand() < 0.7 ? { [pick(COLORS)]: 1 } : {};
    return { enemy: pick(ENEMIES), hand, crystals };
  });
  for (const { enemy, hand, crystals } of cases) {
    it(`${enemy} against ${hand.join(', ')} ${JSON.stringify(crystals)}`, () => {
      const s = fight([enemy], hand, {}, crystals);
      const best = exhaustiveBest(s);
      // a tight node budget (claims made on a partial search) and an ample one
      for (const maxNodes of [8, 20, 400]) {
        const r = planCombat(s, { budgetMs: 1e9, maxNodes });
        if (best === null) {
          expect(r.status).not.toBe('win');
          continue;
        }
        if (r.status !== 'win') continue;
        expect(replaysToVictory(s, r.actions)).toBe(true);
        const cost = planCost(s, r.actions);
        // never cheaper than the cheapest, and exactly the cheapest whenever claimed
        expect(cost.cards * 1e6 + cost.mana * 1e3 + cost.wounds).toBeGreaterThanOrEqual(
          best.cards * 1e6 + best.mana * 1e3 + best.wounds,
        );
        if (r.cheapest) expect(cost).toEqual(best);
        if (maxNodes === 400) expect(r.cheapest).toBe(true);
      }
    }, 60_000);
  }
});

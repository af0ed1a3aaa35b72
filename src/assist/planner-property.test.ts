// Property: every `win` the planner returns for a combat met in seeded games replays through
// applyAction to a victory over every enemy, without revealing anything (issue 17 part 3).
import { describe, expect, it } from 'vitest';
import { combatsMet } from './corpus';
import { planCombat, replaysToVictory } from './index';

describe('planCombat on combats met in seeded games', () => {
  it('every win plan replays to victory (greedy and random games, every phase)', () => {
    const combats = [
      ...combatsMet({ seeds: [100, 101], bot: 'greedy', phases: true, max: 8 }),
      ...combatsMet({ seeds: [7, 8, 9], bot: 'random', phases: true, max: 4 }),
    ];
    expect(combats.length).toBeGreaterThan(4);
    let wins = 0;
    for (const s of combats) {
      // a node budget rather than a time budget: the same answers on a fast or a busy machine
      const r = planCombat(s, { budgetMs: 1e9, maxNodes: 120 });
      if (r.status !== 'win') continue;
      wins++;
      expect(replaysToVictory(s, r.actions)).toBe(true);
    }
    expect(wins).toBeGreaterThan(0);
  }, 300_000);
});

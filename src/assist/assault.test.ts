// The partial-assault evaluator (issue 18, src/assist/assault.ts): the best plan by value — Fame of
// the enemies defeated less a cost per Wound — where planCombat only answers "every enemy or none".
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../engine';
import { act } from '../engine/testing/builders';
import { assaultOutcome, fameOf, lastAssaultStats, planAssault, type AssaultPlan } from './assault';
import { planCombat, planCost } from './index';
import { P, fight } from './test-kit';

const BUDGET = { budgetMs: 60_000 };

function expectPlan(s: GameState, opts = {}): AssaultPlan {
  const r = planAssault(s, { ...BUDGET, ...opts });
  expect(r.status).toBe('plan');
  if (r.status !== 'plan') throw new Error('no plan');
  return r.plan;
}

/** Replay through the engine: every step accepted, the combat over after the last one. */
function replays(s: GameState, actions: readonly Action[]): GameState {
  let t = s;
  for (const a of actions) t = act(t, a);
  expect(t.combat).toBeFalsy();
  return t;
}

describe('planAssault (issue 18)', () => {
  it('no full win, a partial one gains Fame: defeats one of two enemies and the plan replays', () => {
    const s = fight(['prowlers', 'diggers'], ['rage', 'rage']);
    expect(planCombat(s, BUDGET).status).toBe('none');
    // Wounds cheap: defeating one (2 Fame) beats blocking one and taking the other's wounds
    const p = expectPlan(s, { woundCost: 0.1 });
    expect(p.complete).toBe(false);
    expect(p.defeated.length).toBe(1);
    expect(p.fame).toBeGreaterThan(0);
    const after = replays(s, p.actions);
    expect((after.players[P]?.fame ?? 0) - (s.players[P]?.fame ?? 0)).toBe(p.fame);
    expect(planCost(s, p.actions).wounds).toBe(p.cost.wounds);
    expect(p.value).toBeCloseTo(fameOf(s, p.defeated) - 0.1 * p.cost.wounds, 9);
    // Wounds dear: the plan takes fewer of them and defeats nobody
    const q = expectPlan(s, { woundCost: 3 });
    expect(q.cost.wounds).toBeLessThan(p.cost.wounds);
    replays(s, q.actions);
  });

  it('when planCombat wins, the evaluator values its best plan at least as the win', () => {
    for (const [enemies, hand] of [
      [['prowlers'], ['rage', 'rage']],
      [
        ['prowlers', 'diggers'],
        ['rage', 'rage', 'rage'],
      ],
      [['ironclads'], ['rage', 'rage', 'rage']],
    ] as const) {
      const s = fight([...enemies], [...hand]);
      const win = planCombat(s, BUDGET);
      expect(win.status).toBe('win');
      if (win.status !== 'win') continue;
      const ids = (s.combat?.enemies ?? []).map((e) => e.id);
      const winValue = fameOf(s, ids) - 3 * planCost(s, win.actions).wounds;
      const p = expectPlan(s);
      expect(p.value).toBeGreaterThanOrEqual(winValue);
      replays(s, p.actions);
      expect(assaultOutcome(s, p.actions)?.defeated.sort()).toEqual(p.defeated.sort());
    }
  });

  it('a high cost per Wound prefers blocking to defeating: the value decides, not "defeat all"', () => {
    // two Rage: block the Prowlers (no wound) or attack them (a wound, 2 Fame)
    const s = fight(['prowlers'], ['rage', 'rage']);
    const cheap = expectPlan(s, { woundCost: 0.5 });
    const dear = expectPlan(s, { woundCost: 50 });
    expect(cheap.complete).toBe(true);
    expect(dear.cost.wounds).toBe(0);
    replays(s, dear.actions);
  });

  it('with nothing to fight with, the plan is the way through the combat with its wounds', () => {
    const s = fight(['prowlers'], ['march']);
    const p = expectPlan(s);
    expect(p.defeated).toEqual([]);
    expect(p.value).toBe(-3 * p.cost.wounds);
    replays(s, p.actions);
  });

  it('honours its node budget', () => {
    const s = fight(['prowlers', 'diggers'], ['rage', 'rage', 'march', 'swiftness']);
    planAssault(s, { maxNodes: 60, budgetMs: 60_000 });
    // each search may finish the state it is expanding: a few over at most
    expect(lastAssaultStats().nodes).toBeLessThanOrEqual(60 + 10);
  });

  it('honours its time budget', () => {
    const s = fight(['prowlers', 'diggers'], ['rage', 'rage', 'march', 'swiftness']);
    const t0 = performance.now();
    planAssault(s, { budgetMs: 30 });
    expect(performance.now() - t0).toBeLessThan(30 + 400);
  });
});

describe('planAssault atLeast (issue 18)', () => {
  it('a caller wanting at least some worth gets a plan worth it, or unknown', () => {
    const s = fight(['prowlers', 'diggers'], ['rage', 'rage']);
    const r = planAssault(s, { ...BUDGET, woundCost: 0.1, atLeast: 1 });
    expect(r.status).toBe('plan');
    if (r.status === 'plan') expect(r.plan.value).toBeGreaterThanOrEqual(1);
    // no plan can be worth more than the Fame of both enemies
    const all = fameOf(
      s,
      (s.combat?.enemies ?? []).map((e) => e.id),
    );
    expect(planAssault(s, { ...BUDGET, atLeast: all + 1 }).status).toBe('unknown');
  });
});

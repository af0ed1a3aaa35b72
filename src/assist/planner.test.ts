// The exact combat planner (issue 17 part 3): per-ability cases, replay of every win, and
// cross-checks against the unpruned exhaustive search on small hands.
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../engine';
import { act, testGame, withCrystals } from '../engine/testing/builders';
import { armorFloor, attackBound, maxAttack } from './bound';
import { exhaustiveBest } from './exhaustive';
import { cardDef, enemyStats } from '../engine';
import {
  greedyPlan,
  hopeless,
  lastPlanStats,
  leaner,
  planCombat,
  planCost,
  replaysToVictory,
} from './index';
import { P, fight } from './test-kit';

const BUDGET = { budgetMs: 60_000 };

const ids = (s: GameState) => (s.combat?.enemies ?? []).map((e) => e.id);

function expectWin(s: GameState) {
  const r = planCombat(s, BUDGET);
  expect(r.status).toBe('win');
  if (r.status !== 'win') throw new Error('no plan');
  expect(replaysToVictory(s, r.actions)).toBe(true);
  return { actions: r.actions, cost: planCost(s, r.actions) };
}
/** The combat phase in which each attack of a plan is declared (replayed through the engine). */
const attackPhases = (s: GameState, actions: Action[]) => {
  const out: string[] = [];
  let t = s;
  for (const a of actions) {
    if (a.type === 'declare-attack') out.push(t.combat?.phase ?? '-');
    t = act(t, a);
  }
  return out;
};

describe('planCombat: basics', () => {
  it('COMBAT-ATTACK-1: two Rages (Attack 2 each) defeat Prowlers (Armor 3), wounds taken rather than a card spent blocking', () => {
    const { cost, actions } = expectWin(fight(['prowlers'], ['rage', 'rage']));
    expect(cost).toEqual({ cards: 2, mana: 0, wounds: 2 });
    expect(actions.filter((a) => a.type === 'play-card')).toHaveLength(2);
  });
  it('one Rage alone cannot: none is proved', () => {
    expect(planCombat(fight(['prowlers'], ['rage']), BUDGET).status).toBe('none');
  });
  it('not in combat: none', () => {
    expect(planCombat(testGame()).status).toBe('none');
  });
  it('prefers the plan with fewer cards: a strong Rage paid by a red crystal over two basic plays', () => {
    const { cost } = expectWin(fight(['prowlers'], ['rage', 'rage'], {}, { red: 1 }));
    expect(cost.cards).toBe(1);
    expect(cost.mana).toBe(1);
  });
});

describe('planCombat: enemy abilities', () => {
  it('ABIL-RES-PHYS (resistance): Ironclads halve physical attacks — three Rages (6 → 3) win, one does not', () => {
    expect(planCombat(fight(['ironclads'], ['rage']), BUDGET).status).toBe('none');
    const { cost } = expectWin(fight(['ironclads'], ['rage', 'rage', 'rage']));
    expect(cost.cards).toBe(3);
  });
  it('ABIL-BRUTAL: the wounds of an unblocked brutal attack count in the plan (Ironclads: 8 damage)', () => {
    const { cost } = expectWin(fight(['ironclads'], ['rage', 'rage', 'rage']));
    expect(cost.wounds).toBe(4);
  });
  it('ABIL-FORTIFIED / COMBAT-RANGED-3: against fortified Diggers the melee attack comes in the Attack phase', () => {
    const s = fight(['diggers'], ['rage', 'rage']);
    const { actions } = expectWin(s);
    expect(attackPhases(s, actions)).toEqual(['attack']);
  });
  it('ABIL-SWIFT: Wolf Riders (Armor 4) fall to two Rages; blocking them would need Block 6', () => {
    const { cost } = expectWin(fight(['wolf-riders'], ['rage', 'rage']));
    expect(cost).toEqual({ cards: 2, mana: 0, wounds: 2 });
  });
  it('ABIL-SUMMON: summoning reveals a token, so only a Ranged kill before the Block phase is guaranteed', () => {
    expect(planCombat(fight(['orc-summoners'], ['rage', 'rage', 'rage']), BUDGET).status).toBe(
      'none',
    );
    const s = fight(['orc-summoners'], ['swiftness', 'swiftness'], {}, { white: 2 });
    const { actions } = expectWin(s);
    expect(attackPhases(s, actions)).toEqual(['ranged']);
  });
  it('ABIL-MULTI: Orc Skirmishers attack twice; the plan defeats them with two Rages', () => {
    const { cost } = expectWin(fight(['orc-skirmishers'], ['rage', 'rage']));
    expect(cost.cards).toBe(2);
  });
  it('multiple enemies: every enemy must be defeated (Prowlers and Diggers need 6)', () => {
    expect(planCombat(fight(['prowlers', 'diggers'], ['rage', 'rage']), BUDGET).status).toBe(
      'none',
    );
    const r = expectWin(fight(['prowlers', 'diggers'], ['rage', 'rage', 'rage']));
    expect(r.cost.cards).toBe(3);
  });
});

describe('planCombat agrees with the exhaustive search (small hands)', () => {
  const cases: Array<[string, string[], string[], Parameters<typeof withCrystals>[2]?]> = [
    ['prowlers', ['prowlers'], ['rage', 'march']],
    ['ironclads (resistance, brutal)', ['ironclads'], ['rage', 'determination']],
    ['diggers (fortified)', ['diggers'], ['rage', 'swiftness'], { white: 1 }],
    ['wolf riders (swift)', ['wolf-riders'], ['determination', 'rage']],
    ['orc trackers (elusive)', ['orc-trackers'], ['rage', 'rage']],
    ['zombie horde (cumbersome, multiple attacks)', ['zombie-horde'], ['march', 'rage']],
    ['shadow (elusive, arcane immunity)', ['shadow'], ['rage', 'determination']],
    ['orc summoners (summoner)', ['orc-summoners'], ['swiftness', 'rage'], { white: 1 }],
    ['crystal sprites (elusive, defend)', ['crystal-sprites'], ['rage', 'march']],
  ];
  for (const [name, enemies, hand, crystals] of cases) {
    it(`${name}: same answer and same cheapest cost`, () => {
      const s = fight(enemies, hand, {}, crystals ?? {});
      const best = exhaustiveBest(s);
      // the attack bound never rules out a fight that can be won
      if (best !== null) expect(hopeless(s, P, ids(s))).toBe(false);
      const r = planCombat(s, BUDGET);
      if (best === null) expect(r.status).toBe('none');
      else {
        expect(r.status).toBe('win');
        if (r.status === 'win') {
          expect(lastPlanStats().cheapest).toBe(true);
          expect(replaysToVictory(s, r.actions)).toBe(true);
          expect(planCost(s, r.actions)).toEqual(best);
        }
      }
    }, 120_000);
  }
});

describe('planCombat from later phases', () => {
  it('COMBAT-3: from the Block phase the plan goes on from there', () => {
    const s = act(fight(['prowlers'], ['rage', 'rage']), { type: 'end-combat-phase', player: P });
    expect(s.combat?.phase).toBe('block');
    expectWin(s);
  });
});

describe('planCombat: the attack bound proves `none` without searching', () => {
  it('COMBAT-ATTACK-1: March and Promise (at most 1 Attack each, sideways) against Diggers (Armor 3): none, no state expanded — as the exhaustive search finds', () => {
    const s = fight(['diggers'], ['march', 'promise']);
    expect(attackBound(s, P)).toBe(2);
    expect(armorFloor(s, ids(s))).toBe(3);
    expect(planCombat(s, BUDGET).status).toBe('none');
    expect(lastPlanStats().nodes).toBe(0);
    expect(exhaustiveBest(s)).toBeNull();
  }, 120_000);
  it('a card counts at its best effect: Rage (Attack 2, strong Attack 4) bounds at 4, March (Move only) at the sideways 1', () => {
    expect(maxAttack(cardDef('rage').strong)).toBe(4);
    const s = fight(['diggers'], ['rage', 'march']);
    expect(attackBound(s, P)).toBe(5);
    expect(hopeless(s, P, ids(s))).toBe(false);
  });
  it('ABIL-ELUSIVE: the bound takes the lower armor of an elusive enemy (Orc Trackers), so it never rules out a win by blocking first', () => {
    const s = fight(['orc-trackers'], ['rage', 'rage']);
    const floor = armorFloor(s, ids(s));
    expect(floor).toBeLessThan(s.combat ? enemyArmorNow(s) : 0);
  });
  it('an effect the bound cannot read (a modifier, a card-specific hook) leaves it unbounded', () => {
    expect(maxAttack({ kind: 'custom', hook: 'anything' })).toBe(Infinity);
  });
});

describe('planCombat: the greedy pass finds a win early', () => {
  it('a play the plan does without is trimmed (March sideways on top of two Rages against Prowlers)', () => {
    const s = fight(['prowlers'], ['rage', 'rage', 'march']);
    const { actions } = expectWin(s);
    const march = s.players[P]?.hand.find((c) => c.startsWith('march#')) ?? '';
    const last = actions.length - 1;
    expect(actions[last]?.type).toBe('resolve-column');
    const padded: Action[] = [
      ...actions.slice(0, last),
      { type: 'play-card', player: P, card: march, mode: 'sideways', as: 'attack' },
      ...actions.slice(last),
    ];
    expect(replaysToVictory(s, padded)).toBe(true);
    expect(planCost(s, padded).cards).toBe(3);
    const lean = leaner(s, padded);
    expect(replaysToVictory(s, lean)).toBe(true);
    expect(planCost(s, lean).cards).toBe(2);
  });
  const cases: Array<[string, string[], string[]]> = [
    ['prowlers', ['prowlers'], ['rage', 'march']],
    ['diggers (fortified)', ['diggers'], ['rage', 'rage']],
    ['wolf riders (swift)', ['wolf-riders'], ['rage', 'rage']],
  ];
  for (const [name, enemies, hand] of cases) {
    it(`${name}: a win within 12 states expanded, which replays, where the exhaustive search finds one`, () => {
      const s = fight(enemies, hand);
      const best = exhaustiveBest(s);
      expect(best).not.toBeNull();
      const r = greedyPlan(s, { budgetMs: 1e9 });
      expect(r.status).toBe('win');
      expect(lastPlanStats().nodes).toBeLessThanOrEqual(12);
      if (r.status !== 'win' || !best) return;
      expect(replaysToVictory(s, r.actions)).toBe(true);
      // not necessarily the cheapest within so small a budget, never cheaper than the cheapest
      const cost = planCost(s, r.actions);
      expect(cost.cards).toBeGreaterThanOrEqual(best.cards);
    }, 120_000);
  }
});

/** The armor the first enemy shows now (Elusive: the higher value until all its attacks are blocked). */
function enemyArmorNow(s: GameState): number {
  return enemyStats(s)[0]?.armor ?? 0;
}

// The expert's siege of a city (issue 18, `EXPERT_SWITCHES.siege`). Measured (README, Bots, "Why no
// city falls"): in a city assault the exact evaluator (planAssault) returns no plan at all — with
// three or four fortified defenders, each attacking, and a hand of six to nine cards, its exact
// search does not even finish the cheapest way through the combat within thousands of states — so
// the city campaign (expert/city.ts) never judged an assault worth it, whatever the hand. Here an
// assault is judged by play-outs instead: the greedy logic's own play of the combat on a copy of
// the sampled world after the step in, once as it plays and once with the damage sent to Units
// before the hero (a Wound on a Unit is healed or costs half a Unit level at the end, SCEN-SCORE-3;
// one in the hero's deck costs 2, SCEN-SCORE-6). The outcome (defenders defeated, Wounds of hero
// and Units) is valued by the campaign's measure with a Wound cost that knows the end: 2 for the
// Greatest Beating plus a little per round left for the clogged hands (it can still be healed).
// The best play-out's actions become the campaign's plan (followed step by step; off the plan the
// greedy logic plays on). Defenders defeated stay defeated (COMBAT-RANGED-5a), so a siege is a
// string of such assaults; a defender's share of the conquest counts more while rounds remain to
// finish it. Budgets in decisions (no clock), so games reproduce. Fair play: only the sampled world.
import {
  applyAction,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../engine';
import { createRng } from '../../rng';
import { greedyChoice } from '../greedy';
import { newMemory } from '../greedy/memory';
import { roundsLeft } from '../greedy/values';

/** Weights and budgets of the siege (points of score; decisions). */
export const SIEGE = {
  /** Decisions a play-out of the combat may take. */
  playoutSteps: 120,
  /** A hero Wound: 2 at the end (SCEN-SCORE-6) plus this per round left (a clogged hand). */
  heroWound: 2,
  heroWoundPerRound: 0.4,
  /** A Unit Wound: healed, or half a Unit level at the end (SCEN-SCORE-3). */
  unitWound: 1,
  unitWoundLast: 0.4,
  /** A defender's share of the conquest: with rounds left to finish the siege, in the last one. */
  share: 0.8,
  shareLast: 0.4,
  /** What the turn an assault takes is worth otherwise (the goal given up for it). */
  turnCost: 4,
};

export function siegeHeroWound(world: GameState): number {
  return SIEGE.heroWound + SIEGE.heroWoundPerRound * roundsLeft(world);
}

export function siegeUnitWound(world: GameState): number {
  return roundsLeft(world) === 0 ? SIEGE.unitWoundLast : SIEGE.unitWound;
}

export interface SiegeOutcome {
  /** The play-out's actions from the given state to the end of the combat. */
  actions: Action[];
  defeated: string[];
  heroWounds: number;
  unitWounds: number;
  cards: number;
  value: number;
}

/**
 * One play-out of the rest of the combat in `world` by the greedy logic (a fresh memory, its own
 * tie-break stream); with `unitsFirst` every damage it assigns goes to a Unit where one may take
 * it. Null when the combat does not end within the budget.
 */
export function playAssault(
  world: GameState,
  me: number,
  seed: number,
  unitsFirst: boolean,
): Omit<SiegeOutcome, 'value'> | null {
  const m = newMemory();
  const rng = createRng(seed, 31);
  const units = (s: GameState) => (s.players[me]?.units ?? []).reduce((n, u) => n + u.wounds, 0);
  let s = world;
  const actions: Action[] = [];
  let heroWounds = 0;
  let unitWounds = 0;
  let cards = 0;
  for (let i = 0; i < SIEGE.playoutSteps; i++) {
    const legal = legalActions(s);
    const first = legal[0];
    if (!first) return null;
    let a = legal.length === 1 ? first : greedyChoice(s, legal, rng, m, i);
    if (unitsFirst && a.type === 'assign-damage' && a.to === 'hero') {
      const { enemy, attack } = a;
      const u = legal.find(
        (x) =>
          x.type === 'assign-damage' && x.to !== 'hero' && x.enemy === enemy && x.attack === attack,
      );
      if (u) a = u;
    }
    if (a.type === 'play-card') cards++;
    let r: { state: GameState; events: GameEvent[] };
    try {
      r = applyAction(s, a);
    } catch {
      return null;
    }
    actions.push(a);
    for (const e of r.events)
      if (e.type === 'wounds-taken' && e.player === me) heroWounds += Number(e.count ?? 0);
    unitWounds += Math.max(0, units(r.state) - units(s));
    const end = r.events.find((e) => e.type === 'combat-ended');
    if (end) {
      const d = (end as { defeated?: unknown }).defeated;
      return {
        actions,
        defeated: Array.isArray(d) ? (d as string[]) : [],
        heroWounds,
        unitWounds,
        cards,
      };
    }
    s = r.state;
    if (!s.combat) return null;
  }
  return null;
}

/**
 * The best of the play-outs of the assault in `world` (as the greedy logic plays it, and with the
 * damage to Units first), valued by `value` less the Wounds at the siege's costs.
 */
export function judgeAssault(
  world: GameState,
  me: number,
  seed: number,
  value: (s: GameState, defeated: readonly string[]) => number,
): SiegeOutcome | null {
  let best: SiegeOutcome | null = null;
  const hw = siegeHeroWound(world);
  const uw = siegeUnitWound(world);
  for (const unitsFirst of [false, true]) {
    const o = playAssault(world, me, seed, unitsFirst);
    if (!o) continue;
    const v = value(world, o.defeated) - hw * o.heroWounds - uw * o.unitWounds;
    if (!best || v > best.value) best = { ...o, value: v };
  }
  return best;
}

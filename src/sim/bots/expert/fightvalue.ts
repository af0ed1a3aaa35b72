// The expert's fights by value (issue 18). The greedy logic underneath decides fights by a hand-made
// forecast and plays them by heuristics; here the partial-assault evaluator (src/assist/assault.ts,
// planAssault: the best plan by value — Fame of the enemies defeated and the site's reward, less a
// cost per Wound taken — replayed through the engine) judges them on the sampled world:
//   - playing a fight (`fightPlay`): at the first decision of a combat (not a city assault: the city
//     campaign, expert/city.ts, plays those) the evaluator's best plan is set against the greedy
//     logic's own play of the same combat, played out on a copy of the same world and valued by the
//     same measure; the better one plays the whole combat (the plan step by step, replanned when a
//     step is not legal);
//   - choosing a fight (`fightChoice`): when the greedy choice would start a fight (a move into a
//     site, entering an adventure site, a challenge), the evaluator values that fight on the world
//     after the action; a fight worth less than nothing is not started (its site is struck from the
//     greedy goals for the round at this strength) and the greedy logic chooses again.
// Values are in points of Fame. A Wound in the hero's deck costs 2 points at the end (SCEN-SCORE-6,
// the Greatest Beating) and clogs the hand on the turns left; a wounded Unit is out of play until
// healed. Budgets are in planner states (deterministic; the time cap is a safety net only).
// Fair play: everything is decided on the world sampled from the player's view (expert/world.ts).
import { fameOf, planAssault, type AssaultPlan } from '../../../assist/assault';
import {
  applyAction,
  legalActions,
  listedKey,
  type Action,
  type GameEvent,
  type GameState,
  type PlayerState,
} from '../../../engine';
import { createRng } from '../../rng';
import { greedyChoice } from '../greedy';
import type { Memory } from '../greedy/memory';
import { roundsLeft, siteConquestValue, TUNING } from '../greedy/values';
import { fightHex, markLost } from './fights';
import { EXPERT_SWITCHES, PLANNER_GUARD_MS } from './profile';
import { findListed, nextPlanStep, type PlanCursor } from './plan-cursor';

/**
 * Budgets of the evaluator in planner states; the greedy play-out in decisions (time is only a
 * hang guard: PLANNER_GUARD_MS).
 */
export const FIGHT_BUDGET = { combat: 300, preview: 150, playout: 80 };

/** The weights of a fight's worth (points of Fame); the diagnostics script may override them. */
export const FIGHT_WEIGHTS = {
  /** A Wound card taken by the hero: 2 at the end (SCEN-SCORE-6) plus this per round left. */
  heroWound: 2,
  heroWoundPerRound: 0.3,
  /** A Wound taken by a Unit. */
  unitWound: 1.2,
  /** A card played, a mana paid (kept, they serve later in the turn or game). */
  card: 0.15,
  mana: 0.2,
  /** The plan plays the combat when it is worth this much more than the greedy play-out. */
  planMargin: 0.5,
  /** A fight is started only when its best plan is worth at least this. */
  takeMin: 0,
};

/** Counters for the diagnostics (scripts/expert-fight-diag.ts); the bot never prints. */
export const fightStats: Record<string, number> = {};
export function resetFightStats(): void {
  for (const k of Object.keys(fightStats)) delete fightStats[k];
}
const count = (k: string, v = 1) => (fightStats[k] = (fightStats[k] ?? 0) + v);
/** The evaluator's verdict on the fight the bot last started (for the diagnostics' outcomes). */
export const fightVerdict: { value: number | null } = { value: null };

export interface FightValueMemory extends PlanCursor {
  /** The combat being played and by whom. */
  combatKey: string;
  mode: 'plan' | 'greedy';
  /** A combat decision already replanned without a plan. */
  noPlanKey: string;
  /** Per turn: the evaluator's verdicts on fight-starting actions. */
  turnKey: string;
  verdicts: Map<string, number | null>;
}

export const newFightValueMemory = (): FightValueMemory => ({
  combatKey: '',
  mode: 'greedy',
  plan: null,
  at: 0,
  noPlanKey: '',
  turnKey: '',
  verdicts: new Map(),
});

export function heroWoundCost(world: GameState): number {
  return FIGHT_WEIGHTS.heroWound + FIGHT_WEIGHTS.heroWoundPerRound * roundsLeft(world);
}

/** What a combat's site gives when every enemy falls (in Fame points), beyond their Fame. */
function siteWorth(world: GameState, me: PlayerState): number {
  const c = world.combat;
  const hex = c?.hex ?? me.position ?? '';
  const t = world.map.hexes[hex]?.site?.type;
  if (!t || t === 'city') return 0;
  try {
    return siteConquestValue(world, me, t, hex) / TUNING.fame;
  } catch {
    return 0;
  }
}

/** The worth of defeating `defeated` in the combat of `world`: Fame, and the site when all fall. */
function valueFn(world: GameState, me: PlayerState) {
  const site = siteWorth(world, me);
  const all = (world.combat?.enemies ?? []).filter((e) => !e.summonedBy).map((e) => e.id);
  return (s: GameState, defeated: readonly string[]) => {
    const down = new Set(defeated);
    const complete = all.length > 0 && all.every((id) => down.has(id));
    return fameOf(s, defeated) + (complete ? site : 0);
  };
}

/** The evaluator's best plan for the rest of the combat in `world`, by the weights above. */
export function evaluate(world: GameState, me: PlayerState, nodes: number): AssaultPlan | null {
  const r = planAssault(world, {
    maxNodes: nodes,
    budgetMs: PLANNER_GUARD_MS,
    woundCost: heroWoundCost(world),
    unitWoundCost: FIGHT_WEIGHTS.unitWound,
    cardCost: FIGHT_WEIGHTS.card,
    manaCost: FIGHT_WEIGHTS.mana,
    value: valueFn(world, me),
  });
  return r.status === 'plan' ? r.plan : null;
}

function copyMemory(mem: Memory): Memory {
  return {
    ...mem,
    badTargets: new Set(mem.badTargets),
    abandoned: new Set(mem.abandoned),
    specialsTried: new Set(mem.specialsTried),
    turnTried: new Set(mem.turnTried),
    failed: new Map(mem.failed),
    waits: new Map(mem.waits),
  };
}

/**
 * The greedy logic's own play of the rest of the combat on a copy of `world`, valued as a plan is:
 * the enemies it defeats less its wounds, cards and mana. Null when it does not end the combat
 * within the budget.
 */
export function greedyPlayout(
  world: GameState,
  me: PlayerState,
  mem: Memory,
  seed: number,
): number | null {
  const m = copyMemory(mem);
  const rng = createRng(seed, 14);
  const value = valueFn(world, me);
  const units = (s: GameState) => (s.players[me.id]?.units ?? []).reduce((n, u) => n + u.wounds, 0);
  let s = world;
  let hero = 0;
  let unit = 0;
  let cards = 0;
  let mana = 0;
  for (let i = 0; i < FIGHT_BUDGET.playout; i++) {
    const legal = legalActions(s);
    if (!legal.length) return null;
    const a = greedyChoice(s, legal, rng, m, i);
    if (a.type === 'play-card') cards++;
    if ('mana' in a && Array.isArray((a as { mana?: unknown[] }).mana))
      mana += (a as { mana: unknown[] }).mana.length;
    let r: { state: GameState; events: GameEvent[] };
    try {
      r = applyAction(s, a);
    } catch {
      return null;
    }
    for (const e of r.events)
      if (e.type === 'wounds-taken' && e.player === me.id) hero += Number(e.count ?? 0);
    unit += Math.max(0, units(r.state) - units(s));
    const end = r.events.find((e) => e.type === 'combat-ended');
    if (end) {
      const d = (end as { defeated?: unknown }).defeated;
      const defeated = Array.isArray(d) ? (d as string[]) : [];
      return (
        value(world, defeated) -
        heroWoundCost(world) * hero -
        FIGHT_WEIGHTS.unitWound * unit -
        FIGHT_WEIGHTS.card * cards -
        FIGHT_WEIGHTS.mana * mana
      );
    }
    s = r.state;
  }
  return null;
}

/** A city assault: the city campaign's (expert/city.ts), not this layer's. */
function cityCombat(world: GameState): boolean {
  const hex = world.combat?.hex;
  return !!hex && world.cities.some((c) => c.hex === hex);
}

/**
 * The hook of expert.ts in combat (`fightPlay`): the next step of the evaluator's plan when it was
 * judged better than the greedy play at the start of this combat, else null (the rest decides).
 */
export function fightByValue(
  world: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  fvm: FightValueMemory,
  seed: number,
): Action | null {
  const c = world.combat;
  const t = world.turn;
  if (!EXPERT_SWITCHES.fightPlay || !c || !t || t.player !== me.id || cityCombat(world))
    return null;
  const ck = `${world.round.number}:${mem.turnSerial}:${c.hex ?? ''}:${c.enemies
    .filter((e) => !e.summonedBy)
    .map((e) => e.id)
    .join(',')}`;
  if (fvm.combatKey !== ck) {
    fvm.combatKey = ck;
    fvm.plan = null;
    fvm.at = 0;
    fvm.noPlanKey = '';
    // (summoned enemies join and leave: the key is the combat's own enemies)
    const t0 = performance.now();
    const p = evaluate(world, me, FIGHT_BUDGET.combat);
    const t1 = performance.now();
    const g = greedyPlayout(world, me, mem, seed);
    count('combats');
    count('msPlan', t1 - t0);
    count('msPlayout', performance.now() - t1);
    const better = !!p && (g === null || p.value > g + FIGHT_WEIGHTS.planMargin);
    fvm.mode = better ? 'plan' : 'greedy';
    if (p && g !== null) count('planMinusGreedy', p.value - g);
    if (better && p) {
      count('playedByPlan');
      fvm.plan = p.actions;
    }
  }
  if (fvm.mode !== 'plan') return null;
  const step = nextPlanStep(fvm, legal);
  if (step) return step;
  // off the plan (a step not legal here): plan again from this state, once per decision context
  const key = `${c.phase}:${world.pending.length}:${legal.length}:${me.hand.length}:${c.enemies.filter((e) => e.defeated).length}`;
  if (fvm.noPlanKey === key) return null;
  count('replans');
  const p = evaluate(world, me, FIGHT_BUDGET.combat);
  const first = p?.actions[0] ? findListed(legal, p.actions[0]) : undefined;
  if (!p || !first) {
    fvm.noPlanKey = key;
    return null;
  }
  fvm.plan = p.actions;
  fvm.at = 1;
  return first;
}

/** The evaluator's worth of the fight `a` starts on `world` (null: no fight, or a city's). */
function fightWorth(
  world: GameState,
  a: Action,
  me: PlayerState,
  fvm: FightValueMemory,
): number | null | undefined {
  if (a.type !== 'move' && a.type !== 'enter-site' && a.type !== 'challenge') return undefined;
  const t = world.turn;
  const key = `${listedKey(a)}|${me.hand.join(',')}|${me.units.map((u) => `${u.id}${u.ready}${u.wounds}`).join(',')}|${t?.movePoints}|${t?.manaTokens.length}|${t?.played.length}`;
  if (fvm.verdicts.has(key)) return fvm.verdicts.get(key);
  let after: GameState;
  try {
    after = applyAction(world, a).state;
  } catch {
    return undefined;
  }
  if (!after.combat || after.turn?.player !== me.id || cityCombat(after)) {
    fvm.verdicts.set(key, undefined as unknown as null);
    return undefined;
  }
  const t0 = performance.now();
  const p = evaluate(after, after.players[me.id] ?? me, FIGHT_BUDGET.preview);
  count('msPreview', performance.now() - t0);
  const v = p ? p.value : null;
  fvm.verdicts.set(key, v);
  return v;
}

/**
 * Before a fight (`fightChoice`): the greedy choice, unless it starts a fight the evaluator values
 * below `takeMin` — then its site is struck for the round and the greedy logic chooses again (up to
 * three times). `observe` only records the verdicts (for measuring against the greedy forecast).
 */
export function fightChoice(
  world: GameState,
  me: PlayerState,
  mem: Memory,
  fvm: FightValueMemory,
  choose: () => Action,
  observe: boolean,
): Action {
  const tk = `${world.round.number}:${mem.turnSerial}`;
  if (fvm.turnKey !== tk) {
    fvm.turnKey = tk;
    fvm.verdicts.clear();
  }
  let a = choose();
  for (let tries = 0; tries < 3; tries++) {
    const v = fightWorth(world, a, me, fvm);
    if (v === undefined) return a;
    count('greedyStarts');
    fightVerdict.value = v ?? -99;
    // no plan within the budget: the greedy forecast stands (measured: such fights are won as often)
    if (v === null) {
      count('unknown');
      return a;
    }
    const take = v >= FIGHT_WEIGHTS.takeMin;
    if (take || observe) {
      count(take ? 'agree' : 'disagree');
      return a;
    }
    const hex = fightHex(world, a);
    // a move that provokes rampaging enemies on the way: no site to strike (the greedy walk stands)
    if (!hex || (a.type === 'move' && world.map.hexes[hex]?.site === undefined)) {
      count('cannotVeto');
      return a;
    }
    count('vetoed');
    markLost(mem, world, me, hex);
    a = choose();
  }
  return a;
}

/**
 * The hook of expert.ts on its own turn outside combat: `own` (the expert's choice) checked by
 * value before it starts a fight (`fightChoice`; `fightObserve` only records the verdicts).
 */
export function byValue(
  world: GameState,
  me: PlayerState,
  mem: Memory,
  fvm: FightValueMemory,
  own: () => Action,
): () => Action {
  const sw = EXPERT_SWITCHES;
  if (!sw.fightChoice && !sw.fightObserve) return own;
  return () => fightChoice(world, me, mem, fvm, own, !sw.fightChoice);
}

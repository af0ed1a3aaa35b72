// The partial-assault evaluator (issue 18): "what is the best I can get out of this fight?" —
// where planCombat (index.ts) only answers "can I defeat every enemy, and how?".
//
// A fortified site, a city above all, often cannot be taken in one assault, and need not be: the
// defenders of a city defeated in an assault that does not conquer it stay defeated — a defeated
// token is discarded at once, off its city card (COMBAT-RANGED-5a; the engine's discardDefeated),
// its shield stays on the city card (COMBAT-OUTCOME-1a), and the hero withdraws (COMBAT-OUTCOME-3d);
// the rulebook speaks of "the only remaining defender of a city" (Regelbuch, Variante Interaktiver
// Kampf). So repeated partial assaults wear a city down, and the worth of an assault is what it
// defeats, not only whether it defeats everything.
//
// planAssault searches the combat for the best plan by value: what the enemies it defeats are worth
// (their Fame by default; the caller adds city progress, a conquest) less a cost per Wound taken
// (hero and units, as planCost counts them). It asks the same exact search as planCombat for a plan
// that ends the combat with a given subset of the enemies defeated, cheapest in wounds first, for
// every subset worth more than the best plan known (most valuable first; a subset the attack bound
// rules out, or a superset of one proved impossible, is skipped) and for the empty subset (the
// fewest wounds to get through the combat). Every plan returned is a sequence of legal actions that
// reveals nothing (UNDO-2) and was replayed through applyAction; its outcome is the replay's.
import { activePlayer, applyAction, fameFor, type Action, type GameState } from '../engine';
import { noteTimeCap, plannerNow } from './clock';
import {
  lastPlanStats,
  planCombat,
  planCost,
  planForTargets,
  type PlanCost,
  type PlanOptions,
  type PlanStats,
} from './index';

export interface AssaultOptions extends PlanOptions {
  /** What a Wound taken costs, in the units of `value` (default 3). */
  woundCost?: number;
  /** What defeating these enemies is worth (default: their Fame). */
  value?: (state: GameState, defeated: readonly string[]) => number;
  /**
   * Only plans worth at least this much are wanted (a caller deciding whether to fight): subsets
   * worth less are not searched, and `unknown` is returned when none is found.
   */
  atLeast?: number;
  /**
   * What a Wound taken by a Unit costs (default: `woundCost`, every wound alike). A Wound card in
   * the hero's hand clogs the hand and counts at the end of the game (SCEN-SCORE-6); a wounded Unit
   * is out of play until healed — callers weigh them apart.
   */
  unitWoundCost?: number;
  /** What each card played costs (default 0): a card kept is there for the rest of the turn. */
  cardCost?: number;
  /** What each mana paid costs (default 0): crystals spent are gone for later turns. */
  manaCost?: number;
}

export interface AssaultPlan {
  /** Legal actions from the given state to the end of the combat (replayed). */
  actions: Action[];
  /** The enemies this plan defeats (the combat's record of the replay). */
  defeated: string[];
  /** Fame the replay gave. */
  fame: number;
  cost: PlanCost;
  /**
   * value(defeated) − woundCost × hero wounds − unitWoundCost × unit wounds − cardCost × cards −
   * manaCost × mana (with the defaults: value(defeated) − woundCost × wounds).
   */
  value: number;
  /** Of `cost.wounds`, those taken by Units (only counted when unitWoundCost is given). */
  unitWounds?: number;
  /** Every enemy of the combat defeated. */
  complete: boolean;
}

export type AssaultResult = { status: 'plan'; plan: AssaultPlan } | { status: 'unknown' };

export interface AssaultStats extends PlanStats {
  /** Subsets of the enemies searched. */
  subsets: number;
}

let lastStats: AssaultStats = { nodes: 0, applied: 0, ms: 0, subsets: 0 };
/** Figures of the last planAssault call. */
export function lastAssaultStats(): AssaultStats {
  return lastStats;
}

/** Fame of these enemies (the default value): what the engine's fameFor gives for each. */
export function fameOf(state: GameState, ids: readonly string[]): number {
  const set = new Set(ids);
  let v = 0;
  for (const e of state.combat?.enemies ?? []) if (set.has(e.id)) v += fameFor(e);
  return v;
}

/** Replay `actions`: the enemies defeated and the Fame gained when the combat ended, else null. */
export function assaultOutcome(
  state: GameState,
  actions: readonly Action[],
): { defeated: string[]; fame: number } | null {
  let s = state;
  let fame = 0;
  for (let i = 0; i < actions.length; i++) {
    let r;
    try {
      r = applyAction(s, actions[i] as Action);
    } catch {
      return null;
    }
    for (const e of r.events) if (e.type === 'enemy-defeated') fame += Number(e.fame ?? 0);
    const end = r.events.find((e) => e.type === 'combat-ended');
    if (end) {
      if (i !== actions.length - 1) return null;
      const d = (end as { defeated?: unknown }).defeated;
      return { defeated: Array.isArray(d) ? (d as string[]) : [], fame };
    }
    s = r.state;
  }
  return null;
}

/** Wounds Units of the deciding player take along `actions` (each step's new unit wounds). */
export function unitWoundsTaken(state: GameState, actions: readonly Action[]): number {
  const who = state.turn?.player ?? 0;
  const count = (s: GameState) => (s.players[who]?.units ?? []).reduce((n, u) => n + u.wounds, 0);
  let s = state;
  let n = 0;
  for (const a of actions) {
    const next = applyAction(s, a).state;
    n += Math.max(0, count(next) - count(s));
    s = next;
  }
  return n;
}

/**
 * The best plan by value for the rest of the combat in `state` (the deciding player's): see the
 * head of this file. Budgets: `maxNodes` (states expanded, over every subset; deterministic) and
 * `budgetMs` (default 1000), shared out so that the most valuable subsets are searched first.
 * `unknown` only when no plan at all was found within the budget.
 */
export function planAssault(state: GameState, options: AssaultOptions = {}): AssaultResult {
  const t0 = plannerNow();
  const stats: AssaultStats = { nodes: 0, applied: 0, ms: 0, subsets: 0 };
  lastStats = stats;
  const done = (r: AssaultResult): AssaultResult => {
    stats.ms = plannerNow() - t0;
    return r;
  };
  const c = state.combat;
  const who = activePlayer(state);
  if (!c || who === null || !state.turn || who !== state.turn.player)
    return done({ status: 'unknown' });
  const woundCost = options.woundCost ?? 3;
  const unitWoundCost = options.unitWoundCost ?? woundCost;
  const cardCost = options.cardCost ?? 0;
  const manaCost = options.manaCost ?? 0;
  const valueOf = options.value ?? fameOf;
  const budgetMs = options.budgetMs ?? 1000;
  const maxNodes = options.maxNodes ?? Infinity;
  const deadline = t0 + budgetMs;
  const ids = c.enemies.filter((e) => !e.summonedBy && !e.defeated).map((e) => e.id);
  const all = c.enemies.filter((e) => !e.summonedBy).map((e) => e.id);

  let best: AssaultPlan | null = null;
  const consider = (actions: readonly Action[]): void => {
    const out = assaultOutcome(state, actions);
    if (!out) return;
    let cost: PlanCost;
    try {
      cost = planCost(state, actions);
    } catch {
      return;
    }
    let unitWounds: number | undefined;
    if (unitWoundCost !== woundCost) {
      try {
        unitWounds = Math.min(cost.wounds, unitWoundsTaken(state, actions));
      } catch {
        return;
      }
    }
    const value =
      valueOf(state, out.defeated) -
      woundCost * (cost.wounds - (unitWounds ?? 0)) -
      unitWoundCost * (unitWounds ?? 0) -
      cardCost * cost.cards -
      manaCost * cost.mana;
    if (best && value <= best.value) return;
    const down = new Set(out.defeated);
    best = {
      actions: [...actions],
      defeated: out.defeated,
      fame: out.fame,
      cost,
      value,
      complete: all.every((id) => down.has(id)),
      ...(unitWounds !== undefined ? { unitWounds } : {}),
    };
  };
  const left = () => ({
    nodes: maxNodes - stats.nodes,
    ms: deadline - plannerNow(),
  });
  const spent = (st: PlanStats) => {
    stats.nodes += st.nodes;
    stats.applied += st.applied;
  };

  const atLeast = options.atLeast ?? -Infinity;
  // 1. The fewest wounds to get through the combat (the floor of every other plan's worth).
  if (valueOf(state, []) >= atLeast) {
    const l = left();
    const st: PlanStats = { nodes: 0, applied: 0, ms: 0 };
    const r = planForTargets(
      state,
      [],
      { maxNodes: Math.max(20, Math.floor(l.nodes / 4)), budgetMs: Math.max(1, l.ms / 4) },
      st,
    );
    spent(st);
    stats.subsets++;
    if (r.status === 'win') consider(r.actions);
  }
  // 2. Every enemy: planCombat's own answer first (so a win of planCombat is never valued less).
  const whole = ids.length > 0 && valueOf(state, ids) >= atLeast && left().nodes > 0;
  if (whole && left().ms <= 0) noteTimeCap(); // skipped by time, not by states
  if (whole && left().ms > 0) {
    const l = left();
    const share = {
      maxNodes: Math.max(20, Math.floor(l.nodes / 5)),
      budgetMs: Math.max(1, l.ms / 5),
    };
    const r = planCombat(state, share);
    spent(lastPlanStats());
    stats.subsets++;
    if (r.status === 'win') consider(r.actions);
  }
  // 3. Subsets, the smallest first (one proved impossible rules out every superset, and a floor is
  // found soon), the most valuable first among equals, while one could beat the best plan known.
  const subsets: string[][] = [];
  const n = Math.min(ids.length, 8);
  for (let m = 1; m < 1 << n; m++) subsets.push(ids.filter((_, i) => i < n && m & (1 << i)));
  const worth = new Map(subsets.map((s) => [s.join(','), valueOf(state, s)]));
  subsets.sort(
    (a, b) => a.length - b.length || (worth.get(b.join(',')) ?? 0) - (worth.get(a.join(',')) ?? 0),
  );
  const impossible: Set<string>[] = [];
  for (let i = 0; i < subsets.length; i++) {
    const l = left();
    if (l.nodes <= 0) break;
    if (l.ms <= 0) {
      noteTimeCap(); // stopped by time, not by states
      break;
    }
    const s = subsets[i] as string[];
    const w = worth.get(s.join(',')) ?? 0;
    if (best && w <= (best as AssaultPlan).value) continue; // wounds only take from its worth
    if (w < atLeast) continue;
    if (impossible.some((x) => [...x].every((id) => s.includes(id)))) continue;
    const rest = subsets.length - i;
    const st: PlanStats = { nodes: 0, applied: 0, ms: 0 };
    const r = planForTargets(
      state,
      s,
      {
        maxNodes: Math.max(20, Math.floor(l.nodes / Math.min(rest, 4))),
        budgetMs: Math.max(1, l.ms / Math.min(rest, 4)),
      },
      st,
    );
    spent(st);
    stats.subsets++;
    if (r.status === 'win') consider(r.actions);
    else if (r.status === 'none') impossible.push(new Set(s));
  }
  const found = best as AssaultPlan | null;
  if (!found || found.value < atLeast) return done({ status: 'unknown' });
  return done({ status: 'plan', plan: found });
}

// The exact combat planner (issue 17 part 3): "can I win this fight with what I hold — and how?"
// Assistance built on the engine's public face only (src/engine/index.ts): it searches over the
// engine's own legalActions/applyAction and decides no rule itself, so it never disagrees with
// the rules.
//
// A plan is a sequence of legal actions from the given state which, applied in order, ends the
// combat with every enemy of it defeated. It uses only what the deciding player has and knows:
// an action that reveals information (draws a card, reveals a token, rolls a die: the engine's
// REVEALING_EVENTS, UNDO-2) cannot be part of a guaranteed plan and ends that line of the search.
//
// Steps (README "Can I win?"): the attack bound (bound.ts) proves `none` when even the most
// Attack obtainable falls short of the armor to defeat, and prunes such states below; a greedy
// best-first pass (latest phase, then least armor left, then least spent) finds a win in a few
// dozen states; then branch and bound over the cost (cards played, mana paid, wounds taken — all
// three only grow along a plan, so the cost so far bounds every plan through a state): first in
// the greedy order, which meets cheaper wins soon, then cheapest first, which proves the best plan
// the cheapest in the fewest states. When time runs out, the best plan found stands (a sure win,
// maybe not the cheapest; `cheapest: false`). Speed comes from
//   - memoization: a canonical hash of what the rest of the combat depends on (the combat, the
//     open decisions, the turn, the deciding player, the Source), instance serials dropped;
//   - symmetry: identical cards in hand (and identical units in the same condition) are
//     interchangeable, so only one of them is tried;
//   - pruning: actions that leave the fight (end the turn, move, challenge more enemies, give up a
//     column) are not part of a plan; states the attack bound rules out are dropped;
//   - move ordering: among equally cheap states the deepest first, so a win is reached soon.
// A `win` is replayed through applyAction before it is returned (it is right every time); `none`
// means the bound or a search that ran out of states proved it; `unknown` means the time budget ran
// out.
import {
  activePlayer,
  applyAction,
  columnSummary,
  enemyStats,
  legalActions,
  REVEALING_EVENTS,
  type Action,
  type GameEvent,
  type GameState,
} from '../engine';
import { armorFloor, attackBound } from './bound';
import { noteTimeCap, plannerNow } from './clock';
import { canonicalHash, symmetryKey } from './hash';

export type PlanResult =
  | {
      status: 'win';
      actions: Action[];
      /**
       * The plan is proved the cheapest (fewest cards, then mana, then wounds, as planCost
       * counts them); false when the budget ran out first — a cheaper plan may exist.
       */
      cheapest?: boolean;
    }
  | { status: 'none' }
  | { status: 'unknown' };

export interface PlanOptions {
  /** Time budget in milliseconds (default 1000). */
  budgetMs?: number;
  /** Node budget (states expanded); none by default. Deterministic alternative to budgetMs. */
  maxNodes?: number;
  /** Called with each state expanded and each action tried (diagnostics). */
  trace?: (state: GameState, action: Action) => void;
}

export interface PlanStats {
  /** States expanded (legalActions computed). */
  nodes: number;
  /** Actions applied. */
  applied: number;
  ms: number;
  /** A `win` proved the cheapest (no state cheaper than it was left); false when time ran out. */
  cheapest?: boolean;
}

/**
 * What a plan spends: cards played, mana paid, wounds taken (hero and units, each step's new
 * wounds: a Wound later discarded, or a wounded Unit destroyed, is still a wound taken). All three
 * only grow along a plan, so the cost so far bounds the cost of every plan through it.
 */
export interface PlanCost {
  cards: number;
  mana: number;
  wounds: number;
}

/** Actions that can be part of a combat plan; the rest leave the fight or change it. */
export const PLAN_ACTIONS: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'play-card',
  'activate-unit',
  'use-skill',
  'use-tactic',
  'use-banner',
  'assign-banner',
  'choose',
  'declare-attack',
  'declare-block',
  'resolve-column',
  'end-combat-phase',
  'combat-option',
  'spend-move',
  'assign-damage',
]);

/** Mana paid by an action itself. */
function manaOf(a: Action): number {
  return 'mana' in a && Array.isArray(a.mana) ? a.mana.length : 0;
}

function woundsOf(s: GameState, player: number): number {
  const p = s.players[player];
  if (!p) return 0;
  let n = 0;
  for (const c of p.hand) if (c.startsWith('wound#')) n++;
  for (const u of p.units) n += u.wounds;
  return n;
}

/** The memo key: everything the rest of the combat can depend on, canonically. */
export function planKey(s: GameState): string {
  const who = s.turn?.player ?? 0;
  const p = s.players[who];
  const turn = s.turn;
  const c = s.combat;
  // the order of the entries in a column does not matter (a sum, halved by element)
  const sorted = <T>(xs: readonly T[]): string[] => xs.map((x) => symmetryKey(x)).sort();
  return canonicalHash([
    c && {
      ...c,
      attack: c.attack && { ...c.attack, entries: sorted(c.attack.entries) },
      block: c.block && { ...c.block, entries: sorted(c.block.entries) },
    },
    s.pending,
    turn && {
      ...turn,
      // the order of the cards played and of the tokens does not matter (multisets)
      played: [...turn.played].map((x) => symmetryKey(x)).sort(),
      manaTokens: [...turn.manaTokens].sort(),
    },
    p && { ...p, hand: [...p.hand].map((c) => c.replace(/#\d+$/, '')).sort(), deck: p.deck.length },
    s.source,
  ]);
}

/**
 * The symmetry key of an action: a card in hand counts by its definition (identical cards are
 * interchangeable); a unit by its definition and condition.
 */
function actionKey(s: GameState, a: Action): string {
  if (a.type === 'activate-unit') {
    const u = s.players[a.player]?.units.find((x) => x.id === a.unit);
    return symmetryKey({ ...a, unit: u ? { ...u } : a.unit });
  }
  if (a.type === 'play-card' || a.type === 'assign-banner') return symmetryKey(a);
  // everything else keeps its instance ids (enemies, dice)
  return JSON.stringify(a);
}

/** Events that show a resolved column did something. */
const USEFUL_RESOLVE: ReadonlySet<string> = new Set([
  'enemy-defeated',
  'attack-succeeded',
  'enemy-blocked',
  'summoned-discarded',
]);

function revealing(events: readonly GameEvent[]): boolean {
  return events.some((e) => REVEALING_EVENTS.has(e.type));
}

/** The enemies a plan must defeat: those of the combat now (summoned tokens only stand in). */
function targets(s: GameState): string[] {
  return (s.combat?.enemies ?? []).filter((e) => !e.summonedBy).map((e) => e.id);
}

/** After `events`, has the combat ended with every one of `ids` defeated? */
function wonBy(events: readonly GameEvent[], ids: readonly string[]): boolean {
  const end: GameEvent | undefined = events.find((e) => e.type === 'combat-ended');
  if (!end) return false;
  const defeated = (end as { defeated?: unknown }).defeated;
  const d = new Set(Array.isArray(defeated) ? (defeated as string[]) : []);
  return ids.every((id) => d.has(id));
}

// ---- a binary heap keyed by [cost, -depth]
interface Node {
  state: GameState;
  parent: Node | null;
  action: Action | null;
  cards: number;
  mana: number;
  wounds: number;
  /** Cheapest first: a lower bound on the cost key of every plan through this node. */
  f: number;
  depth: number;
  won: boolean;
  key: string;
  /** Greedy pass: the armor still standing (lower is closer to a win). */
  h: number;
  /** Greedy pass: the combat phase reached (0 ranged … 3 attack). */
  phase: number;
  /** Greedy pass: cards, unit activations, skills, tactics and mana spent so far. */
  used: number;
}
/** The lexicographic order of planCost as one number: cards, then mana, then wounds. */
const keyOf = (c: PlanCost): number => c.cards * 1e6 + c.mana * 1e3 + c.wounds;
/** Cheapest first: lowest bound, then deepest (a win is reached soon among equals). */
function cheaper(x: Node, y: Node): boolean {
  return x.f !== y.f ? x.f < y.f : x.depth > y.depth;
}
/** Greedy order of planAssault: fewest wounds taken, then as `closer`. */
function closerUnhurt(x: Node, y: Node): boolean {
  return x.wounds !== y.wounds ? x.wounds < y.wounds : closer(x, y);
}
/** Greedy order: least armor left standing, then cheapest, then deepest. */
function closer(x: Node, y: Node): boolean {
  if (x.phase !== y.phase) return x.phase > y.phase;
  if (x.h !== y.h) return x.h < y.h;
  if (x.used !== y.used) return x.used < y.used;
  return cheaper(x, y);
}
const PHASES = ['ranged', 'block', 'damage', 'attack'];
const phaseOf = (s: GameState): number => PHASES.indexOf(s.combat?.phase ?? 'attack');
/** What an action spends of what the player holds (the greedy pass spends it last). */
const SPENDS: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'play-card',
  'activate-unit',
  'use-skill',
  'use-tactic',
  'use-banner',
]);

/**
 * The armor of the enemies still to defeat, less what the open attack column already covers: a
 * guide for the greedy pass only (it decides nothing; any order of the search stays exact).
 */
export function armorLeft(s: GameState, ids: readonly string[]): number {
  const c = s.combat;
  if (!c) return 0;
  const want = new Set(ids);
  const inColumn = new Set(c.attack?.targets ?? []);
  let left = 0;
  for (const e of enemyStats(s))
    if (want.has(e.id) && !e.defeated && !inColumn.has(e.id)) left += e.armor;
  if (c.attack) {
    const col = columnSummary(s);
    if (col && col.kind === 'attack') left += col.needed;
  }
  return left;
}

class Heap {
  private h: Node[] = [];
  constructor(private less: (x: Node, y: Node) => boolean = cheaper) {}
  get size(): number {
    return this.h.length;
  }
  /** Order the same nodes by another comparison from now on. */
  reorder(less: (x: Node, y: Node) => boolean): void {
    const all = this.h;
    this.h = [];
    this.less = less;
    for (const n of all) this.push(n);
  }
  push(n: Node): void {
    const h = this.h;
    h.push(n);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(h[i] as Node, h[p] as Node)) break;
      [h[i], h[p]] = [h[p] as Node, h[i] as Node];
      i = p;
    }
  }
  pop(): Node | undefined {
    const h = this.h;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l] as Node, h[m] as Node)) m = l;
        if (r < h.length && this.less(h[r] as Node, h[m] as Node)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m] as Node, h[i] as Node];
        i = m;
      }
    }
    return top;
  }
}

function pathOf(n: Node): Action[] {
  const out: Action[] = [];
  for (let x: Node | null = n; x && x.action; x = x.parent) out.push(x.action);
  return out.reverse();
}

/**
 * Replay a plan from `state`: does it end the combat with every enemy defeated (or every one of
 * `ids`, when given)?
 */
export function replaysToVictory(
  state: GameState,
  actions: readonly Action[],
  ids: readonly string[] = targets(state),
): boolean {
  let s = state;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i] as Action;
    let r;
    try {
      r = applyAction(s, a);
    } catch {
      return false;
    }
    if (revealing(r.events)) return false;
    s = r.state;
    if (wonBy(r.events, ids)) return i === actions.length - 1;
  }
  return false;
}

/** What a plan spends (cards, mana, wounds) when replayed from `state`. */
export function planCost(state: GameState, actions: readonly Action[]): PlanCost {
  const who = state.turn?.player ?? 0;
  let s = state;
  let cards = 0;
  let mana = 0;
  let wounds = 0;
  for (const a of actions) {
    if (a.type === 'play-card') cards++;
    mana += manaOf(a);
    const next = applyAction(s, a).state;
    wounds += Math.max(0, woundsOf(next, who) - woundsOf(s, who));
    s = next;
  }
  return { cards, mana, wounds };
}

let lastStats: PlanStats = { nodes: 0, applied: 0, ms: 0 };
/** Figures of the last planCombat call (for the benchmark and tests). */
export function lastPlanStats(): PlanStats {
  return lastStats;
}

/**
 * Plan the rest of the combat in `state` for the player deciding it: a sequence of legal actions
 * that defeats every enemy — the cheapest one (fewest cards, then mana, then wounds) when the
 * budget allows proving it cheapest — `none` when provably there is none, `unknown` when the
 * budget ran out first.
 */
export function planCombat(state: GameState, options: PlanOptions = {}): PlanResult {
  const t0 = plannerNow();
  const budget = options.budgetMs ?? 1000;
  const maxNodes = options.maxNodes ?? Infinity;
  const stats: PlanStats = { nodes: 0, applied: 0, ms: 0 };
  lastStats = stats;
  const done = (r: PlanResult): PlanResult => {
    stats.ms = plannerNow() - t0;
    return r;
  };
  const c = state.combat;
  const who = activePlayer(state);
  if (!c || who === null || !state.turn || who !== state.turn.player)
    return done({ status: 'none' });
  // Bound: even the most Attack obtainable from what is held falls short of the armor to defeat.
  if (hopeless(state, who, targets(state))) return done({ status: 'none' });
  // Stage 1, greedy: best-first by phase and armor left standing. It visits every reachable state
  // at most once, so running out of states proves `none` just as the cheapest-first order does,
  // and it has the whole budget (a cheapest-first search from scratch could not do better); a win
  // it finds is real (applied by the engine and replayed) but not necessarily the cheapest.
  const quick = search(state, who, options, stats, {
    deadline: t0 + budget,
    maxNodes,
    mode: 'first',
  });
  if (quick.status !== 'win') return done(quick);
  const lean = leaner(state, quick.actions);
  // Stage 2, branch and bound: only states whose cost so far — a lower bound of every plan
  // through them, as cards, mana and wounds taken only grow — is below the best plan known; a
  // cheaper win met on the way becomes the best at once. Half the time left in the greedy order,
  // which meets cheaper wins soon; then the same queue cheapest first, which proves the best plan
  // the cheapest in the fewest states (over the 26 combats of greedy games 100–109 at 1,000 states:
  // a quarter gave 20 proved and 2 costlier than a 6,000-state search, half 20 and 1, a tenth 21
  // and 3). When no state is left below the best, it is proved the cheapest; when time runs out,
  // the best plan found so far stands (a sure win).
  const now = plannerNow();
  const share = 0.5;
  const full = search(state, who, options, stats, {
    deadline: t0 + budget,
    maxNodes,
    mode: 'improve',
    switchAt: {
      time: now + (t0 + budget - now) * share,
      nodes: stats.nodes + (maxNodes - stats.nodes) * share,
    },
    best: { actions: lean, cost: planCost(state, lean) },
  });
  const best = full.status === 'win' ? full : { actions: lean };
  const proved = full.status === 'win' && full.proved === true;
  const actions = proved ? best.actions : leaner(state, best.actions);
  stats.cheapest = proved;
  return done({ status: 'win', actions, cheapest: proved });
}

/**
 * The greedy pass alone (stage 1 of planCombat): a win quickly, not necessarily the cheapest;
 * `none` when it ran out of states (a proof), `unknown` when the budget ran out.
 */
export function greedyPlan(state: GameState, options: PlanOptions = {}): PlanResult {
  const t0 = plannerNow();
  const stats: PlanStats = { nodes: 0, applied: 0, ms: 0 };
  lastStats = stats;
  const who = activePlayer(state);
  if (!state.combat || who === null || !state.turn || who !== state.turn.player)
    return { status: 'none' };
  const r = search(state, who, options, stats, {
    deadline: t0 + (options.budgetMs ?? 1000),
    maxNodes: options.maxNodes ?? Infinity,
    mode: 'first',
  });
  stats.ms = plannerNow() - t0;
  return r.status === 'win' ? { status: 'win', actions: r.actions } : r;
}

/**
 * A win plan with the actions dropped that it does without: each play (card, unit, skill) is
 * left out in turn and the rest replayed; when it still wins at no greater cost, it goes.
 */
export function leaner(state: GameState, plan: readonly Action[]): Action[] {
  let best = [...plan];
  let cost = keyOf(planCost(state, best));
  // still a win, and no costlier (a unit's block left out may cost more wounds than it saves)
  const better = (trial: Action[]): boolean => {
    if (!replaysToVictory(state, trial)) return false;
    const k = keyOf(planCost(state, trial));
    if (k > cost) return false;
    cost = k;
    return true;
  };
  for (let i = best.length - 1; i >= 0; i--) {
    const a = best[i] as Action;
    if (a.type !== 'play-card' && a.type !== 'activate-unit' && a.type !== 'use-skill') continue;
    // a play may open a decision answered by the next `choose`: drop both together
    const drop = best[i + 1]?.type === 'choose' ? 2 : 1;
    const trial = [...best.slice(0, i), ...best.slice(i + drop)];
    if (better(trial)) best = trial;
    else if (drop === 2) {
      const alone = [...best.slice(0, i), ...best.slice(i + 1)];
      if (better(alone)) best = alone;
    }
  }
  return best;
}

/** Proved unwinnable by the attack bound (bound.ts): every resource at its best falls short. */
export function hopeless(s: GameState, who: number, ids: readonly string[]): boolean {
  const most = attackBound(s, who);
  return most !== Infinity && most < armorFloor(s, ids);
}

interface SearchLimits {
  deadline: number;
  maxNodes: number;
  /**
   * 'first': greedy best-first (phase, armor left, then cost), the first win found is returned;
   * 'improve': the same order, branch and bound below the best plan known (cheaper plans soon);
   * 'cheapest': cheapest first, branch and bound (the fewest states to prove the best the cheapest).
   */
  mode: 'first' | 'improve' | 'cheapest';
  /**
   * 'improve' only: when to go on cheapest first (time, states expanded). Branch and bound keeps
   * every state still to search in its queue whatever the order, so switching the order keeps it
   * complete and wastes nothing of what the greedy order did.
   */
  switchAt?: { time: number; nodes: number };
  /** Branch and bound: the best plan known (only strictly cheaper ones are searched for). */
  best?: { actions: Action[]; cost: PlanCost };
  /**
   * The enemies a plan must defeat (default: every enemy of the combat, as planCombat wants).
   * planAssault (assault.ts) asks for a subset: the combat ends with those defeated.
   */
  ids?: readonly string[];
  /**
   * The cost order: 'cards' (planCombat: cards, then mana, then wounds) or 'wounds' (planAssault:
   * wounds, then cards, then mana — a Wound outlasts the turn, the cards of an assault do not).
   */
  order?: 'cards' | 'wounds';
}

/** A cost as one number in the given lexicographic order (every part only grows along a plan). */
export function costKey(c: PlanCost, order: 'cards' | 'wounds' = 'cards'): number {
  return order === 'wounds' ? c.wounds * 1e6 + c.cards * 1e3 + c.mana : keyOf(c);
}

type SearchResult =
  | { status: 'win'; actions: Action[]; cost: PlanCost; proved?: boolean }
  | { status: 'none' }
  | { status: 'unknown' };

function search(
  state: GameState,
  who: number,
  options: PlanOptions,
  stats: PlanStats,
  lim: SearchLimits,
): SearchResult {
  const ids = lim.ids ?? targets(state);
  const order = lim.order ?? 'cards';
  const kOf = (c: PlanCost) => costKey(c, order);
  const seen = new Map<string, number>();
  const first = lim.mode === 'first';
  let mode = lim.mode;
  // wounds first (planAssault): the greedy order looks at the fewest wounds taken first
  const near = order === 'wounds' ? closerUnhurt : closer;
  const heap = new Heap(mode === 'cheapest' ? cheaper : near);
  let best = lim.best ? { ...lim.best, key: kOf(lim.best.cost) } : null;
  const root: Node = {
    state,
    parent: null,
    action: null,
    cards: 0,
    mana: 0,
    wounds: 0,
    f: 0,
    depth: 0,
    won: false,
    key: planKey(state),
    h: mode === 'cheapest' ? 0 : armorLeft(state, ids),
    phase: phaseOf(state),
    used: 0,
  };
  seen.set(root.key, root.f);
  heap.push(root);
  let timedOut = false;
  while (heap.size > 0) {
    const at = lim.switchAt;
    if (mode === 'improve' && at && (stats.nodes >= at.nodes || plannerNow() > at.time)) {
      if (stats.nodes < at.nodes) noteTimeCap(); // switched by time, not by states
      mode = 'cheapest';
      heap.reorder(cheaper);
    }
    const n = heap.pop() as Node;
    if (best && n.f >= best.key) {
      if (mode === 'cheapest') break; // nothing cheaper is left: the best is the cheapest
      continue; // bounded since it was queued
    }
    if (n.won) {
      // greedy pass only (cheapest first takes a win as soon as it meets it)
      const plan = pathOf(n);
      if (replaysToVictory(state, plan, ids))
        return {
          status: 'win',
          actions: plan,
          cost: { cards: n.cards, mana: n.mana, wounds: n.wounds },
        };
      continue; // cannot happen: every step was applied by the engine; be safe
    }
    if (!first && (seen.get(n.key) ?? Infinity) < n.f) continue; // reached more cheaply since
    if (stats.nodes >= lim.maxNodes || plannerNow() > lim.deadline) {
      if (stats.nodes < lim.maxNodes) noteTimeCap(); // stopped by time, not by states
      timedOut = true;
      break;
    }
    stats.nodes++;
    const s = n.state;
    if (!s.combat || activePlayer(s) !== who) continue;
    const tried = new Set<string>();
    // An open column that already suffices is resolved at once: more in it only costs more.
    const col = s.pending.length === 0 ? columnSummary(s) : null;
    const sufficient = col !== null && col.needed <= 0;
    for (const a of legalActions(s)) {
      if (!PLAN_ACTIONS.has(a.type)) continue;
      if (sufficient && a.type !== 'resolve-column') continue;
      const cards = n.cards + (a.type === 'play-card' ? 1 : 0);
      const mana = n.mana + manaOf(a);
      // cards and mana only grow: a play that reaches the best plan's cards and mana is no better
      if (best && kOf({ cards, mana, wounds: order === 'wounds' ? n.wounds : 0 }) >= best.key)
        continue;
      const k = actionKey(s, a);
      if (tried.has(k)) continue;
      tried.add(k);
      options.trace?.(s, a);
      let r;
      try {
        r = applyAction(s, a);
      } catch {
        continue;
      }
      stats.applied++;
      if (revealing(r.events)) continue; // UNDO-2: not part of a guaranteed plan
      // A column resolved without effect (nothing defeated or blocked) only threw cards away.
      if (a.type === 'resolve-column' && !r.events.some((e) => USEFUL_RESOLVE.has(e.type)))
        continue;
      const won = wonBy(r.events, ids);
      if (!won && !r.state.combat) continue; // the combat ended without every enemy defeated
      // wounds taken (planCost): a Wound discarded or a Unit destroyed later takes none back
      const wounds = n.wounds + Math.max(0, woundsOf(r.state, who) - woundsOf(s, who));
      if (won && !first) {
        const cost = { cards, mana, wounds };
        if (best && kOf(cost) >= best.key) continue;
        const plan = [...pathOf(n), a];
        if (replaysToVictory(state, plan, ids)) best = { actions: plan, cost, key: kOf(cost) };
        continue;
      }
      // cards, mana and wounds taken only grow along a plan: the cost so far bounds its end
      const f = kOf({ cards, mana, wounds });
      if (best && f >= best.key) continue; // cannot end cheaper than the best
      if (!won && hopeless(r.state, who, ids)) continue; // what is left cannot win (bound.ts)
      const child: Node = {
        state: r.state,
        parent: n,
        action: a,
        cards,
        mana,
        wounds,
        f,
        depth: n.depth + 1,
        won,
        key: won ? `won:${stats.applied}` : planKey(r.state),
        h: won ? -1 : mode === 'cheapest' ? 0 : armorLeft(r.state, ids),
        phase: phaseOf(r.state),
        used: n.used + (SPENDS.has(a.type) ? 1 : 0) + manaOf(a),
      };
      const prev = seen.get(child.key);
      // first win: every state once (its first plan is kept); branch and bound: the cheapest way
      // there (a state reached more cheaply is searched again, so that none is missed)
      if (prev !== undefined && (first || prev <= child.f)) continue;
      seen.set(child.key, child.f);
      heap.push(child);
    }
  }
  if (best) return { status: 'win', actions: best.actions, cost: best.cost, proved: !timedOut };
  return timedOut ? { status: 'unknown' } : { status: 'none' };
}

/**
 * A plan that ends the combat with every one of `ids` defeated (a subset of its enemies; `[]`:
 * just end the combat), the cheapest in wounds first, then cards, then mana — for planAssault
 * (assault.ts). Greedy best-first finds one, then branch and bound improves it in what is left of
 * the budget (half in the greedy order, then cheapest first). `none` when provably there is none,
 * `unknown` when the budget ran out first. Nodes expanded are added to `stats`.
 */
export function planForTargets(
  state: GameState,
  ids: readonly string[],
  options: PlanOptions,
  stats: PlanStats,
): PlanResult & { cost?: PlanCost } {
  const t0 = plannerNow();
  const who = activePlayer(state);
  if (!state.combat || who === null || !state.turn || who !== state.turn.player)
    return { status: 'none' };
  if (ids.length && hopeless(state, who, ids)) return { status: 'none' };
  const deadline = t0 + (options.budgetMs ?? 1000);
  const maxNodes = stats.nodes + (options.maxNodes ?? Infinity);
  const quick = search(state, who, options, stats, {
    deadline,
    maxNodes,
    mode: 'first',
    ids,
    order: 'wounds',
  });
  if (quick.status !== 'win') return quick;
  if (quick.cost.wounds === 0 && quick.cost.cards === 0) return { ...quick, cheapest: true };
  const now = plannerNow();
  const full = search(state, who, options, stats, {
    deadline,
    maxNodes,
    mode: 'improve',
    switchAt: {
      time: now + (deadline - now) / 2,
      nodes: stats.nodes + (maxNodes - stats.nodes) / 2,
    },
    best: { actions: quick.actions, cost: quick.cost },
    ids,
    order: 'wounds',
  });
  if (full.status !== 'win') return { ...quick, cheapest: false };
  return { status: 'win', actions: full.actions, cost: full.cost, cheapest: full.proved === true };
}

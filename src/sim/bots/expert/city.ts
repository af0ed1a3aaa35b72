// The expert's city campaign (issue 18). The greedy logic underneath walks the map for sites and
// Fame; this part takes over around the cities, the scenario's goal:
//   - an assault (a move into a city, COMBAT-1a) is started only when the partial-assault evaluator
//     (src/assist planAssault, on the sampled world after the move) finds a plan worth it — Fame of
//     the defenders it defeats, progress toward the conquest, the conquest itself, less a cost per
//     Wound and the Reputation the assault costs. It need not defeat every defender: defenders
//     defeated in an assault that fails stay defeated (COMBAT-RANGED-5a, the token is discarded off
//     the city card; COMBAT-OUTCOME-1a its shield stays) and the hero withdraws (COMBAT-OUTCOME-3d),
//     so repeated partial assaults wear a city down;
//   - in the assault its plan is followed step by step (replanned when the world differs);
//   - it marches: when the game is running out (the last rounds) or a city is already worn down, the
//     greedy goal becomes that city, so the hero walks there and assaults again on later turns.
// Fair play: every decision is made on the sampled world (expert/world.ts): city defenders still
// face down are re-drawn there from their colour's unseen tokens, so an assault is judged on
// defenders the player could have, not on the real ones.
import { hopeless } from '../../../assist';
// (the evaluator by its own module: src/assist/index.ts is what assault.ts builds on, not its face)
import { fameOf, lastAssaultStats, planAssault, type AssaultPlan } from '../../../assist/assault';
import {
  applyAction,
  legalActions,
  listedKey,
  type Action,
  type GameState,
  type PlayerState,
} from '../../../engine';
import { computeTurnPlan } from '../greedy/turn';
import { neighborKeys } from '../../hexmath';
import { roundsLeft } from '../greedy/values';
import type { Memory } from '../greedy/memory';
import { findListed, nextPlanStep, type PlanCursor } from './plan-cursor';
import { EXPERT_SWITCHES, PLANNER_GUARD_MS } from './profile';
import { judgeAssault, SIEGE, siegeHeroWound, siegeUnitWound } from './siege';

export interface CityMemory extends PlanCursor {
  /** The assault plan being followed and its next step (PlanCursor). */
  /** Per decision context: the evaluator's verdict on a move into a city (key → plan or null). */
  verdicts: Map<string, AssaultPlan | null>;
  turnKey: string;
  /** A combat decision already planned without result (not planned again). */
  noPlanKey: string;
  /** Turn the march was last decided in, and its city. */
  marchKey: string;
  march: string | null;
  /**
   * Cities the attack bound proved out of reach of the whole hand at the start of this turn (not
   * one defender can fall): a step in later in the turn, with fewer cards, is not planned.
   */
  barren: Set<string>;
  /** Cities the what-if at the start of this turn found an assault worth it on (previewed). */
  promising: Set<string>;
  /** Round and city of each what-if judged (once a round before the last). */
  judged: Set<string>;
  /** Round and city of each turn ended next to a city waiting for a better hand. */
  waited: Set<string>;
}

export const newCityMemory = (): CityMemory => ({
  plan: null,
  at: 0,
  verdicts: new Map(),
  turnKey: '',
  noPlanKey: '',
  marchKey: '',
  march: null,
  waited: new Set(),
  barren: new Set(),
  judged: new Set(),
  promising: new Set(),
});

/** Budgets in planner states (deterministic); time is only a hang guard (PLANNER_GUARD_MS). */
export const CITY_BUDGET = { preview: 500, combat: 600, march: 200, siege: 40 };

/** Log hook for diagnostics (scripts set it; the bot never prints). */
export const cityLog: { log: ((m: string) => void) | null } = { log: null };
/** Dump hook: the world after a move into a city (diagnostics). */
export const cityDump: { dump: ((s: GameState) => void) | null } = { dump: null };

/** Start an assault when its best plan is worth this much (after the Reputation it costs). */
const ASSAULT_MIN_BASE = 1;
/**
 * With the siege on, an assault also pays for the turn it takes (the rollouts' goal is given up for
 * it: measured, seed 4 lost 7 points to an assault worth 4 in the last round), SIEGE.turnCost.
 */
const assaultMin = (): number => ASSAULT_MIN_BASE + (EXPERT_SWITCHES.siege ? SIEGE.turnCost : 0);
/** Reputation −1 per assault (COMBAT-1a), in points. */
const ASSAULT_REP_COST = 1;
/** Assault previews searched per turn at most (the time a game takes). */
const PREVIEWS_PER_TURN = 2;
/** March on a city when an assault with the hand held now would give this much more. */
const MARCH_MARGIN = 2;

function openCity(world: GameState, hex: string | null | undefined) {
  if (!hex) return undefined;
  return world.cities.find((c) => c.hex === hex && !c.conquered && !c.friendly && !c.closed);
}

/** The last round of the game (the scenario's length, from the greedy knowledge). */
const lastRound = (world: GameState): boolean => roundsLeft(world) === 0;

/**
 * What a Wound taken in an assault costs: −2 Fame at the end per Wound in the deck (SCEN-SCORE-6)
 * and a clogged hand for the turns left — less late in the game.
 */
function woundCost(world: GameState): number {
  const left = roundsLeft(world);
  return left === 0 ? 2.2 : left === 1 ? 2.8 : 3.5;
}

/**
 * The worth of defeating `defeated` in the city assault of `world` (in Fame points): their Fame,
 * a share of the conquest per defender defeated (the city comes closer; its shields give Influence
 * there, INTERACT-3a), and the conquest when none is left (SCEN-SOLO-CONQ-9: +10 a city, +15 more
 * for the last, +30 per round saved).
 */
export function assaultValue(world: GameState, defeated: readonly string[]): number {
  const c = world.combat;
  const hex = c?.hex;
  const city = openCity(world, hex);
  let v = fameOf(world, defeated);
  if (!c || !city) return v;
  const down = new Set(defeated);
  const defenders = c.enemies.filter((e) => e.origin.kind === 'city' && !e.summonedBy);
  const hit = defenders.filter((e) => down.has(e.id)).length;
  const standing = defenders.filter((e) => !e.defeated).length;
  const open = world.cities.filter((x) => !x.conquered && !x.friendly);
  // the last city to conquer (Solo Conquest has two; a scenario with more cities counts them seen)
  const last = open.length === 1 && world.cities.length >= 2;
  const conquest = 10 + (last ? 15 + 30 * roundsLeft(world) : 0);
  if (standing > 0 && hit >= standing) return v + conquest;
  // each defender brings the conquest closer — worth less when too little time is left to finish
  // (the siege, expert/siege.ts: more while rounds remain to come back)
  const f = EXPERT_SWITCHES.siege
    ? lastRound(world)
      ? SIEGE.shareLast
      : SIEGE.share
    : lastRound(world)
      ? 0.3
      : 0.5;
  const share = f * (conquest / Math.max(1, city.garrison.length));
  v += hit * share;
  return v;
}

function plan(world: GameState, nodes: number, atLeast?: number): AssaultPlan | null {
  const siege = EXPERT_SWITCHES.siege;
  const r = planAssault(world, {
    atLeast,
    // (with the siege the exact search is a short first try: in a city it rarely finishes, README)
    maxNodes: siege ? Math.min(nodes, CITY_BUDGET.siege) : nodes,
    budgetMs: PLANNER_GUARD_MS,
    woundCost: siege ? siegeHeroWound(world) : woundCost(world),
    ...(siege ? { unitWoundCost: siegeUnitWound(world) } : {}),
    value: assaultValue,
  });
  const st = lastAssaultStats();
  cityLog.log?.(`search nodes=${st.nodes} subsets=${st.subsets} ms=${st.ms.toFixed(0)}`);
  const exact = r.status === 'plan' ? r.plan : null;
  if (!siege) return exact;
  // the siege: the best play-out of the assault (expert/siege.ts), where it is worth more
  const who = world.turn?.player ?? 0;
  const seed = world.round.number * 7919 + (world.players[who]?.hand.length ?? 0) * 131 + who;
  const o = judgeAssault(world, who, seed, assaultValue);
  cityLog.log?.(
    `siege play-out: ${o ? `v=${o.value.toFixed(1)} defeats ${o.defeated.length} wounds ${o.heroWounds}+${o.unitWounds}` : 'none'}`,
  );
  if (!o || (exact && exact.value >= o.value) || (atLeast !== undefined && o.value < atLeast))
    return exact;
  const standing = (world.combat?.enemies ?? []).filter((e) => !e.summonedBy && !e.defeated);
  const down = new Set(o.defeated);
  return {
    actions: o.actions,
    defeated: o.defeated,
    fame: fameOf(world, o.defeated),
    cost: { cards: o.cards, mana: 0, wounds: o.heroWounds + o.unitWounds },
    value: o.value,
    unitWounds: o.unitWounds,
    complete: standing.every((e) => down.has(e.id)),
  };
}

/** In a city assault: the next step of the best plan (planned on the world when there is none). */
function assaultStep(world: GameState, legal: readonly Action[], cm: CityMemory): Action | null {
  const c = world.combat;
  if (!c || c.kind !== 'assault' || !openCity(world, c.hex)) return null;
  const step = nextPlanStep(cm, legal);
  if (step) return step;
  const who = legal[0]?.player ?? -1;
  const key = `${world.round.number}:${c.phase}:${world.pending.length}:${legal.length}:${world.players[who]?.hand.length}:${c.enemies.filter((e) => e.defeated).length}`;
  if (cm.noPlanKey === key) return null;
  const p = plan(world, CITY_BUDGET.combat);
  cityLog.log?.(
    `assault ${c.phase}: ${p ? `plan v=${p.value.toFixed(1)} defeats ${p.defeated.length} wounds ${p.cost.wounds}` : 'no plan'}`,
  );
  const first = p?.actions[0] ? findListed(legal, p.actions[0]) : undefined;
  if (!p || !first) {
    cm.noPlanKey = key;
    return null;
  }
  cm.plan = p.actions;
  cm.at = 1;
  return first;
}

/** The evaluator's verdict on a move into a city: the plan after the move, or null. */
function previewAssault(world: GameState, move: Action, me: PlayerState, cm: CityMemory) {
  const t = world.turn;
  const key = `${listedKey(move)}|${me.hand.join(',')}|${me.units.map((u) => `${u.id}${u.ready}${u.wounds}`).join(',')}|${t?.movePoints}|${t?.manaTokens.length}|${t?.played.length}`;
  if (cm.verdicts.has(key)) return cm.verdicts.get(key) ?? null;
  // a few searches a turn at most (each decision of a walk next to a city would plan again)
  if (cm.verdicts.size >= PREVIEWS_PER_TURN) return null;
  let verdict: AssaultPlan | null = null;
  try {
    // the engine's own step into the city (it reveals the garrison on the world, not the state)
    const after = applyMove(world, move);
    // the attack bound rules out every defender alone: nothing to gain, no search (exact)
    if (after?.combat && !cannotDefeatAny(after))
      verdict = plan(after, CITY_BUDGET.preview, assaultMin() + ASSAULT_REP_COST);
    cityDump.dump?.(after as GameState);
  } catch {
    verdict = null;
  }
  cm.verdicts.set(key, verdict);
  cityLog.log?.(
    `preview ${listedKey(move)}: ${verdict ? `v=${verdict.value.toFixed(1)} defeats ${verdict.defeated.length} wounds ${verdict.cost.wounds}` : 'none'}`,
  );
  return verdict;
}

/** The attack bound (src/assist) proves no single enemy of the combat can be defeated. */
function cannotDefeatAny(s: GameState): boolean {
  const who = s.turn?.player ?? -1;
  const ids = (s.combat?.enemies ?? [])
    .filter((e) => !e.defeated && !e.summonedBy)
    .map((e) => e.id);
  return ids.every((id) => hopeless(s, who, [id]));
}

function applyMove(world: GameState, move: Action): GameState | null {
  return applyAction(world, move).state;
}

/**
 * What an assault on `hex` would give with the hand held now, were the hero standing next to it
 * with the Move for the step in (the engine's own move into the city on a copy of the world, then
 * the evaluator): the measure of whether marching there is worth it. Null when no step in is legal.
 */
function whatIf(
  world: GameState,
  me: PlayerState,
  hex: string,
  from: string,
  cm: CityMemory,
): AssaultPlan | null {
  const w = structuredClone<GameState>(world);
  const p = w.players[me.id];
  const t = w.turn;
  if (!p || !t) return null;
  p.position = from;
  t.movePoints = Math.max(t.movePoints, 2);
  const move = legalActions(w).find((a) => a.type === 'move' && a.to === hex);
  if (!move) return null;
  let after: GameState;
  try {
    after = applyAction(w, move).state;
  } catch {
    return null;
  }
  if (!after.combat) return null;
  cityDump.dump?.(after);
  if (cannotDefeatAny(after)) {
    cm.barren.add(hex); // proved: not one defender falls to the whole hand
    return null;
  }
  return plan(after, CITY_BUDGET.march, assaultMin() + ASSAULT_REP_COST + MARCH_MARGIN);
}

/** Should the hero march on a city now? The city's hex, or null. */
function marchTarget(
  world: GameState,
  me: PlayerState,
  mem: Memory,
  cm: CityMemory,
): string | null {
  const t = world.turn;
  if (!t || t.action || t.played.length > 0) return null; // judged on the turn's fresh hand
  const left = roundsLeft(world);
  const open = world.cities.filter((c) => !c.conquered && !c.friendly && !c.closed);
  if (!open.length) return null;
  // a hand of fewer than three cards besides Wounds takes no defender (saves the search)
  if (me.hand.filter((c) => !c.startsWith('wound')).length < 3) return null;
  const paths = computeTurnPlan(world, me, mem, false).paths;
  let best: { hex: string; score: number } | null = null;
  for (const c of open) {
    // where to step in from: the nearest neighbour the hero can reach
    let from = '';
    let d = Infinity;
    for (const n of neighborKeys(c.hex)) {
      const dn = paths.dist.get(n);
      if (dn !== undefined && dn < d && world.map.hexes[n] && !openCity(world, n)) {
        d = dn;
        from = n;
      }
    }
    if (!from) continue;
    // a march of more than about two turns (7 Move a turn) is judged when it is nearer, unless the
    // game is ending (5 turns a round)
    if (d > (left <= 1 ? 7 * 5 * (left + 1) : 14)) continue;
    // once a round per city (the hand is much the same strength), every turn in the last round or
    // within a turn's walk (where a step in may come this turn)
    const wk = `${world.round.number}:${c.hex}`;
    if (left > 0 && d > 7 && cm.judged.has(wk)) continue;
    cm.judged.add(wk);
    const p = whatIf(world, me, c.hex, from, cm);
    if (p) cm.promising.add(c.hex);
    cityLog.log?.(
      `what-if ${c.hex} from ${from} d=${d}: ${p ? `v=${p.value.toFixed(1)} defeats ${p.defeated.length}` : 'nothing'}`,
    );
    if (!p || p.value - ASSAULT_REP_COST < assaultMin() + MARCH_MARGIN) continue;
    const score = p.value - 0.5 * d;
    if (!best || score > best.score) best = { hex: c.hex, score };
  }
  return best?.hex ?? null;
}

/**
 * The campaign's decision for the deciding player on its world, or null to leave it to the greedy
 * logic. `greedy` gives the greedy choice (on the same world); null when the planner's fight layer
 * decides the rest (then only the assault itself — the step in and the plan — is decided here).
 */
export function cityChoice(
  world: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  cm: CityMemory,
  greedy: (() => Action) | null,
): Action | null {
  const t = world.turn;
  if (!t) return null;
  if (world.combat) return assaultStep(world, legal, cm);
  cm.plan = null;
  const pend = world.pending[world.pending.length - 1];
  if (pend && pend.player === me.id) return null;
  const tk = `${world.round.number}:${mem.turnSerial}`;
  if (cm.turnKey !== tk) {
    cm.turnKey = tk;
    cm.verdicts.clear();
    cm.barren.clear();
    cm.promising.clear();
  }
  // the march (and the what-if behind it) is judged at the first decision of the turn
  if (cm.marchKey !== tk) {
    cm.marchKey = tk;
    cm.march = marchTarget(world, me, mem, cm);
    if (cm.march) cityLog.log?.(`march on ${cm.march}`);
  }
  // a move into a city: only with a plan worth it
  const moves = legal.filter(
    (a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && !!openCity(world, a.to),
  );
  let bestMove: { a: Action; v: number; p: AssaultPlan } | null = null;
  for (const m of moves) {
    // only where this turn's what-if with the whole hand found an assault worth it: later in the
    // turn the hand is no stronger (this saves the time of a search on every step next to a city)
    if (cm.barren.has(m.to) || !cm.promising.has(m.to)) continue;
    const p = previewAssault(world, m, me, cm);
    if (!p) continue;
    const v = p.value - ASSAULT_REP_COST;
    if (v >= assaultMin() && (!bestMove || v > bestMove.v)) bestMove = { a: m, v, p };
  }
  if (bestMove) {
    cm.plan = bestMove.p.actions;
    cm.at = 0;
    return bestMove.a;
  }
  // with the planner's fights (greedy null) the rest is the planner layer's (expert.ts)
  if (!greedy) return null;
  // march: the greedy goal becomes the city (it walks there; the step in is decided above)
  const target = cm.march;
  const mark = `${world.round.number}:${me.level}:${me.units.length}`;
  if (target && openCity(world, target) && mem.failed.get(target) !== mark) {
    // the greedy goal of this turn (its key as chooseTurn and chooseMovePhase make it)
    const gk = `${world.round.number}:${mem.turnSerial}:${t.player}:${world.map.tiles.length}`;
    if (mem.goal?.site !== target)
      mem.goal = { kind: 'assault', stand: target, site: target, value: 50 };
    mem.goalKey = gk;
  }
  // the greedy logic must not step into a city the evaluator turned down
  for (let tries = 0; tries < 3; tries++) {
    const a = greedy();
    if (a.type !== 'move' || !openCity(world, a.to)) return a;
    // marching on it: wait next to it for a better hand rather than walk away
    const end = legal.find((x) => x.type === 'end-turn');
    // (once a round: a hand that keeps falling short is not waited for again)
    const wk = `${world.round.number}:${a.to}`;
    if (cm.march === a.to && end && !lastRound(world) && !cm.waited.has(wk)) {
      cm.waited.add(wk);
      return end;
    }
    mem.failed.set(a.to, mark);
    mem.planCache = null;
    mem.goal = null;
    mem.goalKey = '';
    if (cm.march === a.to) cm.march = null;
  }
  return null;
}

// Policy improvement by rollouts (issue 18): the expert chooses its turn's goal by playing each
// candidate out. At the first decision of each own turn (and again after an exploration reveals a
// tile), it takes the greedy logic's own goal and the next best goals of computeTurnPlan, plays each
// out on sampled worlds — the greedy logic committed to that goal for the rest of this turn
// (commitGoal), then the plain greedy policy for its following turn(s), the dummy's turns as the
// engine plays them — and commits to the goal whose rollouts end in the best state by the value
// function of power (expert/value.ts). The same worlds and the same tie-break streams serve every
// candidate (common random numbers), so a difference comes from the goal, not from the draw.
// Budgets are counted in decisions, never in time, so games reproduce. Fair play: the worlds are
// sampled from the player's view only (expert/world.ts).
import { applyAction, legalActions, type Action, type GameState } from '../../../engine';
import { createRng } from '../../rng';
import { greedyChoice, turnBot } from '../greedy';
import { newMemory, type Goal, type Memory } from '../greedy/memory';
import { commitGoal, computeTurnPlan } from '../greedy/turn';
import {
  FIGHT_GOALS,
  forcedStep,
  setForced,
  startsFight,
  skippedFights,
  type ForcedFight,
} from './fightgoals';
import { EXPERT_SWITCHES } from './profile';
import { positionValue } from './value';

/** Debug hook for traces and diagnostics (tools set `log`; the bot never prints by itself). */
export const rolloutLog: { log: ((msg: string) => void) | null } = { log: null };

/**
 * Rollout budgets (in decisions and worlds: no clock, so games reproduce). Solo Conquest seeds 1–20,
 * mean score (`scripts/expert-sweep.ts`): without rollouts 33.4; k 3, 2 turns, 1 world, margin 1
 * 39.7; 3 turns 36.4; margin 0 37.3; k 5 38.5; 2 worlds 43.5 (kept).
 */
export const ROLLOUT_BUDGET = {
  /** Candidate goals besides the greedy logic's own. */
  k: 3,
  /** Own turns played out: the rest of this one, then the plain greedy policy for the others. */
  turns: 2,
  /** Sampled worlds per candidate (the first is the decision's own world). */
  worlds: 2,
  /** Decisions one rollout may take (every player's) before it is judged as it stands. */
  maxDecisions: 250,
  /** Choose again after an exploration revealed a tile in the same turn. */
  afterExplore: true,
  /** A candidate must beat the greedy logic's own goal by this much (mean value) to replace it. */
  margin: 1,
};

/** A candidate of the turn: a goal to commit to, or null for the greedy logic's own play. */
export interface Candidate {
  goal: Goal | null;
  label: string;
  /** A fight started at the goal whatever greedy's forecast says (expert/fightgoals.ts). */
  forced?: ForcedFight;
}

export interface RolloutResult {
  /** The candidates in order with their mean value; the first is the greedy logic's own. */
  scored: { label: string; goal: Goal | null; forced?: ForcedFight; value: number }[];
  chosen: Candidate;
  /** Decisions taken by all rollouts together (the budget's unit). */
  decisions: number;
}

const goalId = (g: Goal): string => `${g.kind}@${g.stand}/${g.site}`;

/**
 * Plays `world` out from the current decision: `me` with the greedy logic on a copy of `mem`,
 * committed to `goal` (when given) for this turn; other players with fresh greedy memories; until
 * `me` has ended `turns` turns, the game ends, or `maxDecisions` were taken. With `forced`, `me`
 * starts that fight in this turn when it can (expert/fightgoals.ts forcedStep).
 */
export function playOut(
  world: GameState,
  me: number,
  mem: Memory,
  goal: Goal | null,
  turns: number,
  maxDecisions: number,
  seed: number,
  forced?: ForcedFight,
): { state: GameState; decisions: number } {
  const m = structuredClone(mem);
  let force = forced ?? null;
  if (goal) commitGoal(world, m, goal);
  const rng = createRng(seed, 21);
  const bots = new Map<number, ReturnType<typeof turnBot>>();
  const botFor = (p: number) => {
    let b = bots.get(p);
    if (!b) {
      const pm = p === me ? m : newMemory();
      b = turnBot('greedy', pm, (s, legal, steps) => {
        if (force && p === me) {
          const a = ended === 0 ? forcedStep(s, legal, force) : null;
          if (ended > 0 || (a && startsFight(a, force))) force = null;
          if (a) return a;
        }
        return greedyChoice(s, legal, rng, pm, steps);
      });
      bots.set(p, b);
    }
    return b;
  };
  let s = world;
  let ended = 0;
  let n = 0;
  for (; n < maxDecisions && !s.gameOver; n++) {
    const legal = legalActions(s);
    const first = legal[0];
    if (!first) break;
    const a: Action = legal.length === 1 ? first : botFor(first.player).choose(s, legal);
    try {
      s = applyAction(s, a).state;
    } catch {
      break;
    }
    if (a.player === me && (a.type === 'end-turn' || a.type === 'forfeit-turn')) {
      if (++ended >= turns) {
        n++;
        break;
      }
    }
  }
  return { state: s, decisions: n };
}

/** The greedy logic's own goal for this decision (on a copy of its memory), and the candidates. */
export function candidates(
  world: GameState,
  legal: readonly Action[],
  mem: Memory,
  steps: number,
  k: number,
): Candidate[] {
  const me = world.players[legal[0]?.player ?? -1];
  if (!me) return [];
  const m = structuredClone(mem);
  greedyChoice(world, legal, createRng(steps, 22), m, steps);
  const own = m.goal;
  const out: Candidate[] = [{ goal: null, label: own ? `greedy ${goalId(own)}` : 'greedy -' }];
  const seen = new Set(own ? [goalId(own)] : []);
  for (const g of computeTurnPlan(world, me, structuredClone(mem)).goals) {
    if (out.length > k) break;
    const id = goalId(g);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ goal: g, label: id });
  }
  // fights in reach the greedy plan leaves out (expert/fightgoals.ts)
  if (EXPERT_SWITCHES.fightGoals) {
    const taken = new Set(out.flatMap((c) => (c.goal ? [goalId(c.goal)] : [])));
    if (own) taken.add(goalId(own));
    for (const f of skippedFights(world, me, mem, taken))
      out.push({ goal: f.goal, label: `force ${goalId(f.goal)}`, forced: f.forced });
  }
  return out;
}

/**
 * Each candidate played out on each world (the same worlds and streams for all), valued by
 * powerValue; the best mean is chosen, the greedy logic's own unless another beats it by `margin`.
 * `given` replaces the candidates (the first stands for the greedy logic's own).
 */
export function chooseByRollouts(
  worlds: readonly GameState[],
  legal: readonly Action[],
  mem: Memory,
  steps: number,
  seed: number,
  budget: typeof ROLLOUT_BUDGET = ROLLOUT_BUDGET,
  given?: readonly Candidate[],
): RolloutResult | null {
  const world = worlds[0];
  const me = legal[0]?.player;
  if (!world || me === undefined) return null;
  const cands = given ?? candidates(world, legal, mem, steps, budget.k);
  if (cands.length < 2) return null;
  let decisions = 0;
  const scored = cands.map((c) => {
    let sum = 0;
    worlds.forEach((w, i) => {
      const r = playOut(
        w,
        me,
        mem,
        c.goal,
        budget.turns,
        budget.maxDecisions,
        seed + 7919 * i,
        c.forced,
      );
      decisions += r.decisions;
      sum += positionValue(r.state, me);
    });
    return { label: c.label, goal: c.goal, forced: c.forced, value: sum / worlds.length };
  });
  const base = scored[0] as (typeof scored)[number];
  // a fight greedy's forecast skips must beat it by more (expert/fightgoals.ts)
  const judged = (x: (typeof scored)[number]) => x.value - (x.forced ? FIGHT_GOALS.margin : 0);
  let best = base;
  for (const x of scored.slice(1)) if (judged(x) > judged(best)) best = x;
  if (best !== base && judged(best) < base.value + budget.margin) best = base;
  return {
    scored,
    chosen: { goal: best.goal, label: best.label, forced: best.forced },
    decisions,
  };
}

/** Per bot memory: the turn (and map size) whose goal was already chosen by rollouts. */
const chosenAt = new WeakMap<Memory, string>();

/** Whether this decision opens a turn (or follows a reveal) that the rollouts should choose for. */
export function rolloutApplies(world: GameState, legal: readonly Action[], mem: Memory): boolean {
  const t = world.turn;
  const me = legal[0]?.player;
  if (!t || me === undefined || t.player !== me || world.combat || world.pvp) return false;
  if (world.round.phase === 'tactics' || t.action !== null || t.interaction || t.rested)
    return false;
  const pend = world.pending[world.pending.length - 1];
  if (pend && pend.player === me) return false;
  const fresh = !t.moved && t.played.length === 0 && t.movePoints === 0;
  if (!fresh && !ROLLOUT_BUDGET.afterExplore) return false;
  const key = `${world.round.number}:${mem.turnSerial}:${me}:${world.map.tiles.length}`;
  if (chosenAt.get(mem) === key) return false;
  if (!fresh && !chosenAt.get(mem)?.startsWith(`${world.round.number}:${mem.turnSerial}:${me}:`))
    return false;
  chosenAt.set(mem, key);
  return true;
}

/**
 * The expert's hook: at the first decision of a turn (and after a reveal), the goal chosen by
 * rollouts is committed in `mem` (the greedy logic's own choice is left alone). `moreWorlds(i)`
 * samples the i-th extra world from the player's view.
 */
export function rolloutCommit(
  world: GameState,
  legal: readonly Action[],
  mem: Memory,
  steps: number,
  seed: number,
  moreWorlds: (i: number) => GameState,
): RolloutResult | null {
  if (!rolloutApplies(world, legal, mem)) return null;
  const worlds = [world];
  for (let i = 1; i < ROLLOUT_BUDGET.worlds; i++) worlds.push(moreWorlds(i));
  const r = chooseByRollouts(worlds, legal, mem, steps, seed);
  if (!r) return null;
  rolloutLog.log?.(
    `round ${world.round.number} turn ${mem.turnSerial}: ${r.scored.map((x) => `${x.label}=${x.value.toFixed(1)}`).join(' ')} -> ${r.chosen.label} (${r.decisions} decisions)`,
  );
  if (r.chosen.goal) commitGoal(world, mem, r.chosen.goal);
  setForced(world, mem, legal[0]?.player ?? -1, r.chosen.forced ?? null);
  return r;
}

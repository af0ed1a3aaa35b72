// The expert's fights, decided by the exact combat planner (src/assist, planCombat) on its sampled
// world instead of the greedy bot's estimate:
//   - in combat, a `win` plan is followed action by action (it is a real plan: the engine applied
//     and replayed it; it contains no action that reveals anything, so it stays valid on the real
//     state); without one the greedy combat logic fights on (partial kills, withdrawals);
//   - before a fight, every legal action that would start one (a move into a fortified site or
//     past rampaging enemies, entering an adventure site, a challenge) is tried on the world and
//     planned: a fight the planner wins is taken at once (Fame now, a site conquered), and a fight
//     the greedy logic wants but the planner proves lost (`none`) is struck from its goals for the
//     rest of the round at this strength.
// Fair play holds: the world is sampled from the player's view (expert/world.ts), and the planner
// only uses what the deciding player holds.
import { lastPlanStats, planCombat, planCost, type PlanResult } from '../../../assist';
import {
  applyAction,
  fameFor,
  listedKey,
  siteDef,
  type Action,
  type GameState,
  type PlayerState,
} from '../../../engine';
import type { Memory } from '../greedy/memory';
import { PLANNER_GUARD_MS } from './profile';

/** What the expert remembers of its fights (kept beside the greedy memory). */
export interface FightMemory {
  /** The plan being followed in the current combat and the next step of it. */
  plan: Action[] | null;
  at: number;
  /** Wounds the plan takes (the planner prefers fewer cards to fewer wounds). */
  planWounds: number;
  /** A combat decision already planned without a usable win (not planned again). */
  noPlanKey: string;
  /** Per turn: verdicts of fights tried on the world (action key → plan result). */
  turnKey: string;
  verdicts: Map<string, PlanVerdict>;
}

export interface PlanVerdict {
  status: PlanResult['status'];
  /** Fame the fight gives when won (enemies defeated) plus what the site is worth. */
  value: number;
  wounds: number;
  plan: Action[] | null;
}

export const newFightMemory = (): FightMemory => ({
  plan: null,
  at: 0,
  planWounds: 0,
  noPlanKey: '',
  turnKey: '',
  verdicts: new Map(),
});

/**
 * Budgets of the planner in states expanded (deterministic, unlike a time budget: the same game
 * plays the same way on a busy machine); the time budget is only a hang guard (PLANNER_GUARD_MS).
 * A time cap of 1.5 s was reached on a machine loaded many times over its cores (5–10 ms a state),
 * and then a game with the planner was no longer reproducible (load 14, Solo Conquest seed 2002).
 */
export const PLAN_BUDGET = { combat: 150, preview: 60 };

export const planLog: { log: ((m: string) => void) | null } = { log: null };

function plan(state: GameState, nodes: number): PlanResult {
  const r = planCombat(state, { maxNodes: nodes, budgetMs: PLANNER_GUARD_MS });
  const st = lastPlanStats();
  planLog.log?.(`plan ${r.status} nodes=${st.nodes} ms=${st.ms.toFixed(0)}`);
  return r;
}

function woundsOf(state: GameState, actions: readonly Action[]): number {
  try {
    return planCost(state, actions).wounds;
  } catch {
    return 99;
  }
}

function findKey(legal: readonly Action[], a: Action): Action | undefined {
  const k = listedKey(a);
  return legal.find((x) => x === a) ?? legal.find((x) => listedKey(x) === k);
}

/**
 * In combat: the next step of a winning plan, planned on the world when there is none yet. The
 * planner's cheapest plan saves cards before wounds, so a plan that takes wounds is followed only
 * once the damage is done (the attack phase); before that the greedy logic blocks.
 */
export function combatByPlan(
  world: GameState,
  legal: readonly Action[],
  fm: FightMemory,
): Action | null {
  const c = world.combat;
  const t = world.turn;
  const who = legal[0]?.player;
  if (!c || !t || who !== t.player) return null;
  const usable = () => fm.planWounds === 0 || c.phase === 'attack';
  if (fm.plan) {
    const next = fm.plan[fm.at];
    const hit = next ? findKey(legal, next) : undefined;
    if (hit && usable()) {
      fm.at++;
      return hit;
    }
    fm.plan = null;
  }
  const key = `${world.round.number}:${c.phase}:${world.pending.length}:${legal.length}:${world.players[who]?.hand.length}`;
  if (fm.noPlanKey === key) return null;
  const r = plan(world, PLAN_BUDGET.combat);
  if (r.status !== 'win' || r.actions.length === 0) {
    fm.noPlanKey = key;
    return null;
  }
  fm.plan = r.actions;
  fm.planWounds = woundsOf(world, r.actions);
  fm.at = 0;
  const first = findKey(legal, r.actions[0] as Action);
  if (!first || !usable()) {
    fm.noPlanKey = key;
    fm.plan = null;
    return null;
  }
  fm.at = 1;
  return first;
}

/** Value of winning the fight that `after` starts: the Fame of its enemies and the site's worth. */
function fightValue(before: GameState, after: GameState, me: PlayerState): number {
  const c = after.combat;
  if (!c) return 0;
  let v = 0;
  for (const e of c.enemies) {
    try {
      v += fameFor(e);
    } catch {
      /* no fame known */
    }
  }
  const hex = after.players[me.id]?.position ?? me.position ?? '';
  const site = after.map.hexes[hex]?.site ?? before.map.hexes[hex]?.site;
  if (site) {
    try {
      const d = siteDef(site.type);
      v += (d.rewards ?? []).length * 4;
    } catch {
      /* no rewards known */
    }
  }
  return v;
}

/** The actions among `legal` that start a fight, with the planner's verdict on each. */
export function previewFights(
  world: GameState,
  legal: readonly Action[],
  fm: FightMemory,
  turnKey: string,
): { action: Action; verdict: PlanVerdict }[] {
  if (fm.turnKey !== turnKey) {
    fm.turnKey = turnKey;
    fm.verdicts.clear();
  }
  const me = world.players[legal[0]?.player ?? -1];
  if (!me || world.combat || !world.turn) return [];
  const out: { action: Action; verdict: PlanVerdict }[] = [];
  const handKey = `${me.hand.join(',')}|${me.units.map((u) => `${u.id}${u.ready}${u.wounds}`).join(',')}|${world.turn.movePoints}|${world.turn.manaTokens.length}`;
  for (const a of legal) {
    if (a.type !== 'move' && a.type !== 'enter-site' && a.type !== 'challenge') continue;
    const key = `${listedKey(a)}|${handKey}`;
    let v = fm.verdicts.get(key);
    if (!v) {
      let after: GameState;
      try {
        after = applyAction(world, a).state;
      } catch {
        continue;
      }
      if (!after.combat) continue;
      const r = plan(after, PLAN_BUDGET.preview);
      const wounds = r.status === 'win' ? woundsOf(after, r.actions) : 0;
      v = {
        status: r.status,
        value: fightValue(world, after, me),
        wounds,
        plan: r.status === 'win' ? r.actions : null,
      };
      fm.verdicts.set(key, v);
    }
    out.push({ action: a, verdict: v });
  }
  return out;
}

/** The hex a fight-starting action fights at (for the greedy memory of failed sites). */
export function fightHex(world: GameState, a: Action): string | null {
  if (a.type === 'move') return a.to;
  if (a.type === 'challenge') return a.hexes[0] ?? null;
  if (a.type === 'enter-site') return world.players[a.player]?.position ?? null;
  return null;
}

/** Strike a site from the greedy goals for this round at this strength (its `failed` memory). */
export function markLost(mem: Memory, world: GameState, me: PlayerState, hex: string): void {
  mem.failed.set(hex, `${world.round.number}:${me.level}:${me.units.length}`);
  mem.planCache = null;
  mem.goal = null;
}

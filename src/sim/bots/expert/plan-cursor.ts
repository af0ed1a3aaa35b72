// Following a plan of engine actions step by step (issue 18): the city campaign's assault plan
// (expert/city.ts) and the fight layer's plan (expert/fightvalue.ts) are both a list of actions and
// the index of the next one. Steps are matched to the legal list by listed key (a plan is made on a
// sampled world; its actions are the state's by key).
import { listedKey, type Action } from '../../../engine';

export interface PlanCursor {
  /** The plan being followed, or null. */
  plan: Action[] | null;
  /** Index of its next step. */
  at: number;
}

/** The legal action with the same listed key as `a` (the very object first). */
export function findListed(legal: readonly Action[], a: Action): Action | undefined {
  const k = listedKey(a);
  return legal.find((x) => x === a) ?? legal.find((x) => listedKey(x) === k);
}

/**
 * The plan's next step when it is legal here (the cursor moves past it); otherwise the plan is
 * dropped and undefined returned (the caller plans again or lets other logic decide).
 */
export function nextPlanStep(c: PlanCursor, legal: readonly Action[]): Action | undefined {
  if (!c.plan) return undefined;
  const next = c.plan[c.at];
  const hit = next ? findListed(legal, next) : undefined;
  if (hit) c.at++;
  else c.plan = null;
  return hit;
}

/**
 * A forced step (one legal action, taken before the bot's layers are asked) that is the plan's next
 * step moves the plan on; otherwise the plan would be followed one step behind.
 */
export function forcedPlanStep(c: PlanCursor, a: Action): void {
  const next = c.plan?.[c.at];
  if (next && listedKey(next) === listedKey(a)) c.at++;
}

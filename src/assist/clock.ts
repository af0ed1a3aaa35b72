// The planners' clock and their time-cap counter (issue 18). The searches of index.ts and
// assault.ts stop at a node budget (states expanded: deterministic) or at a time budget
// (`budgetMs`, for the UI's callers), whichever comes first. A bot that must replay the same game
// whatever the machine's load passes budgets in states and a time budget so high that it is only
// a hang guard; `timeCaps()` counts how often a search was cut short by time (it should stay 0 in
// the bot's play). The clock can be replaced to test that (a slowed clock is a loaded machine).

export interface PlannerClock {
  now(): number;
}

const realClock: PlannerClock = { now: () => performance.now() };
let clock: PlannerClock = realClock;
let caps = 0;

/** The time the planners read (ms). */
export function plannerNow(): number {
  return clock.now();
}

/** Replace the planners' clock (tests); `null` restores the real one. */
export function setPlannerClock(c: PlannerClock | null): void {
  clock = c ?? realClock;
}

/** A search's course was decided by time, not by its node budget (a cap reached). */
export function noteTimeCap(): void {
  caps++;
}

/** How often a search was cut short (or switched order) by time since the last reset. */
export function timeCaps(): number {
  return caps;
}

export function resetTimeCaps(): void {
  caps = 0;
}

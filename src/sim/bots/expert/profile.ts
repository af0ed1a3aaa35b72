// The expert's own weights (issue 18, building power before the cities): the greedy logic it runs
// reads its judgement from TUNING (greedy/values.ts); the expert swaps its profile in for the
// length of one decision and puts the greedy bot's back afterwards, so a greedy opponent in the
// same game keeps deciding exactly as before. Each value here is kept because the figures on the
// tuning seeds (Solo Conquest 1–20) support it — README, Bots.
import { TUNING } from '../greedy/values';

export type Tuning = typeof TUNING;

/**
 * What the expert changes in TUNING (the rest stays the greedy bot's). Solo Conquest seeds 1–20,
 * mean score (`scripts/expert-sweep.ts`): the greedy weights 30.6 (with the turn guard and healing
 * before the end); a point of Fame worth 4 instead of 3 — more fights, Fame 19 → 26, level 3.9 →
 * 4.6, but more Wounds left at the end — 32.3; with Wounds costing 3 more (instead of 1) in the last
 * two rounds and healing worth 4 more there 33.0 (Wounds at the end 3.8 → 2.1). Tried and not kept
 * (all on top of Fame 4): Fame 3.5 or 5, a Wound at 2.5 or 4.5, lower fight thresholds, turns
 * away at 3, recruiting ×1.4, interaction ×1.2, less exploring, buying actions/spells +2.
 */
export const EXPERT_PROFILE: Partial<Tuning> = { fame: 4, woundLate: 3, healLate: 4 };

/** Runs `fn` with `profile` swapped into TUNING; the previous values come back afterwards. */
export function withProfile<T>(profile: Partial<Tuning>, fn: () => T): T {
  const keys = Object.keys(profile) as (keyof Tuning)[];
  if (keys.length === 0) return fn();
  const saved: Partial<Tuning> = {};
  for (const k of keys) saved[k] = TUNING[k];
  Object.assign(TUNING, profile);
  try {
    return fn();
  } finally {
    Object.assign(TUNING, saved);
  }
}

/**
 * The time budget of every planner search the expert starts (ms): a hang guard only. Its searches
 * stop at budgets in states (CITY_BUDGET, FIGHT_BUDGET, PLAN_BUDGET), so the same seed plays the
 * same game whatever the machine's load; the time caps they had (1.5–4 s) were reached on a loaded
 * machine and changed a game's course (Solo Conquest seed 2006: 74 or 63). `timeCaps()`
 * (assist/clock.ts) counts searches cut short by time: 0 in the measured games (README, Bots).
 */
export const PLANNER_GUARD_MS = 1_800_000;

/** The expert's own plays beside the greedy logic, each switchable for measuring. */
export const EXPERT_SWITCHES = {
  /** Play the turn out before its first card (expert/turnguard.ts). */
  turnGuard: true,
  /** Heal with units and cards before a turn ends (expert/wrapup.ts). */
  healBeforeEnd: true,
  /** Walk with units' Move abilities instead of sideways cards (expert/walk.ts). */
  unitMove: true,
  /** Choose the turn's goal by rollouts and the value of power (expert/rollout.ts). */
  rollout: true,
  /**
   * Play a fight by the partial-assault evaluator's plan where it beats the greedy play
   * (expert/fightvalue.ts). Seeds 1–20: Wounds taken in fights 10.65 → 8.5 a game for the same
   * Fame (Wounds per Fame 0.466 → 0.374), mean score 33.4 → 33.35.
   */
  fightPlay: true,
  /**
   * Do not start a fight the evaluator values below nothing (expert/fightvalue.ts). Off: on seeds
   * 1–20 it vetoed fights that paid — mean score 24.3 (Wounds at 2–3.5), 32.6 (at 1–2).
   */
  fightChoice: false,
  /**
   * Fights in reach that the greedy plan skips are rollout candidates too, started whatever the
   * greedy forecast says when chosen (expert/fightgoals.ts). Off: Solo Conquest seeds 1–20, mean
   * score 45.25 → 41.75 (fought where greedy stood) / 44.10 (walked there, half the hand's Move
   * away, +1 margin): Fame and level +1 %, within the noise (README, Bots).
   */
  fightGoals: false,
  /** Only record the evaluator's verdicts on the fights the greedy logic starts (measuring). */
  fightObserve: false,
  /**
   * The siege of a city (expert/siege.ts): city assaults judged by play-outs of the combat (the
   * exact evaluator finds no plan there) with Wound costs that know the end (issue 18, siege).
   * Seeds 1–20: mean score 45.25 → 45.15, 46.5 → 10.4 s a game (the exact searches in cities were
   * most of a game's time), no city conquered either way (README, Bots).
   */
  siege: true,
  /**
   * Rollouts judged against the strongest rival (expert/value.ts positionValue): own power less
   * half the rival's, in games of 2+ real players (Solo Conquest plays the same either way).
   */
  rivalValue: false,
  /**
   * Rollouts value the title bonuses of the standard achievements (expert/value.ts titleValue) in
   * games of 2+ real players: its own as if the game ended now, less the best rival's. Full
   * Conquest expert vs greedy, seats alternating: tuning seeds 3001–3020 13 → 16 wins of 20,
   * untuned 3021–3040 10 → 15 (mean 44.6 / 38.7 → 49.5 / 30.6); Solo Conquest plays the same.
   */
  titleValue: true,
  /**
   * Level-up skills and Advanced Actions and site rewards chosen by short rollouts and the value of
   * power instead of the greedy bot's fixed preferences (expert/picks.ts). Off: Solo Conquest seeds
   * 1–20, mean score 45.15 → 43.85 (margin 1), within the noise (README, Bots).
   */
  picks: false,
  /**
   * Bank the turn's unused Source die or tokens as a crystal before it ends (expert/bank.ts). Off:
   * seeds 1–20, mean score 45.15 → 43.90, within the noise (README, Bots).
   */
  bankMana: false,
  /**
   * What to buy at an interaction chosen by rollouts among the affordable purchases (picks.ts).
   * Off: mean score +0.30 (seeds 1–20), +0.25 (2001–2020), +0.90 (21–40, one game +28) — below
   * the noise of the paired difference (README, Bots).
   */
  buyPicks: false,
};

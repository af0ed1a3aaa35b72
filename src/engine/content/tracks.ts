// Fame track, levels and the Reputation track (../shared/reference/tracks.md; RULES REF-2..REF-5).
// Decision: the commonly published values are used (the rulebook text does not print them, REF-*).
import type { LevelInfo } from './types';

export const LEVELS: LevelInfo[] = [
  { level: 1, fame: 0, armor: 2, handLimit: 5, commandTokens: 1, skill: false },
  { level: 2, fame: 3, armor: 2, handLimit: 5, commandTokens: 1, skill: true },
  { level: 3, fame: 8, armor: 3, handLimit: 5, commandTokens: 2, skill: false },
  { level: 4, fame: 15, armor: 3, handLimit: 5, commandTokens: 2, skill: true },
  { level: 5, fame: 24, armor: 3, handLimit: 6, commandTokens: 3, skill: false },
  { level: 6, fame: 35, armor: 3, handLimit: 6, commandTokens: 3, skill: true },
  { level: 7, fame: 48, armor: 4, handLimit: 6, commandTokens: 4, skill: false },
  { level: 8, fame: 63, armor: 4, handLimit: 6, commandTokens: 4, skill: true },
  { level: 9, fame: 80, armor: 4, handLimit: 7, commandTokens: 5, skill: false },
  { level: 10, fame: 99, armor: 4, handLimit: 7, commandTokens: 5, skill: true },
];

export const MAX_FAME_ON_TRACK = 119;

export function levelInfo(level: number): LevelInfo {
  const l = LEVELS[Math.min(Math.max(level, 1), 10) - 1];
  if (!l) throw new Error(`no level ${level}`);
  return l;
}

/** The level a Fame total corresponds to (REF-3: one level per row of the Fame track). */
export function levelForFame(fame: number): number {
  let lvl = 1;
  for (const l of LEVELS) if (fame >= l.fame) lvl = l.level;
  return lvl;
}

export const REPUTATION_MIN = -7;
export const REPUTATION_MAX = 7;

/** REF-2: Influence modifier per Reputation position; `null` is the X space (no interaction). */
const REPUTATION_MODIFIERS: Record<number, number | null> = {
  [-7]: null,
  [-6]: -5,
  [-5]: -3,
  [-4]: -2,
  [-3]: -1,
  [-2]: -1,
  [-1]: 0,
  0: 0,
  1: 0,
  2: 1,
  3: 1,
  4: 2,
  5: 2,
  6: 3,
  7: 5,
};

export function reputationModifier(rep: number): number | null {
  const clamped = Math.max(REPUTATION_MIN, Math.min(REPUTATION_MAX, rep));
  const m = REPUTATION_MODIFIERS[clamped];
  return m === undefined ? 0 : m;
}

export function clampReputation(rep: number): number {
  return Math.max(REPUTATION_MIN, Math.min(REPUTATION_MAX, rep));
}

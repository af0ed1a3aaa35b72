import type { ScenarioId } from '../../engine';

/** Scenarios the start screen offers now, with the player counts it allows. */
export const OFFERED: Partial<Record<ScenarioId, { min: number; max: number }>> = {
  'first-reconnaissance': { min: 1, max: 4 },
  'solo-conquest': { min: 1, max: 1 },
};

export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}

// The tutorial's game (steps.ts explains the choice): kept apart from the steps so that the start
// screen does not pull the step data into its chunk.
import type { GameSetup } from '../../engine';

export const TUTORIAL_SETUP = {
  scenario: 'first-reconnaissance',
  hero: 'tovak',
  seed: 386,
} as const;

export function tutorialSetup(): GameSetup {
  return {
    scenario: TUTORIAL_SETUP.scenario,
    players: [{ hero: TUTORIAL_SETUP.hero, kind: 'human' }],
    seed: TUTORIAL_SETUP.seed,
  };
}

// Test kit of the planner's tests (src/assist/*.test.ts): fights set up for Tovak.
import type { GameState } from '../engine';
import { inCombat, testGame, withCrystals, withDice, withHand } from '../engine/testing/builders';

/** The deciding player of these fights. */
export const P = 0;

/**
 * A fight for Tovak with exactly this hand and these crystals (none unless given), no usable
 * Source dice (Day, black).
 */
export const fight = (
  enemies: string[],
  hand: string[],
  opts: Parameters<typeof inCombat>[2] = {},
  crystals: Parameters<typeof withCrystals>[2] = {},
): GameState =>
  inCombat(
    withCrystals(withDice(withHand(testGame(), P, hand), ['black', 'black']), P, {
      red: 0,
      blue: 0,
      green: 0,
      white: 0,
      ...crystals,
    }),
    enemies,
    opts,
  );

// Game variants (§14) and team play (§13.5). See RULINGS.md in this folder for the readings taken.
import type { Resolver } from '../choices/resolvers';
import { DECK_RESOLVERS } from './deck';
import { INTCOMBAT_RESOLVERS } from '../combat/intcombat';
import { ROUND_END_RESOLVERS } from './round-end';

export const VARIANT_RESOLVERS: Record<string, Resolver> = {
  ...INTCOMBAT_RESOLVERS,
  ...DECK_RESOLVERS,
  ...ROUND_END_RESOLVERS,
};

export { variantList, hasVariant, VARIANT_IDS } from './registry';
export type { VariantMeta } from './registry';
export { intCombatRevealed } from '../combat/intcombat';
export { teamOf, teammates } from '../state/teams';
export { teamsOf } from './teams';
export { deckRating, upgradeFits } from './deck';

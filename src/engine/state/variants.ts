// Which game variants (§14) are in play: a plain read of the setup, asked by the rule floors whose
// rules a variant changes (mana, map, combat, flow). The variants' list and checks are
// variants/registry.ts (issue 14: the question lived there, above the code asking it).
import type { GameState } from './types';

/** Whether the variant is in play. */
export function hasVariant(state: Pick<GameState, 'setup'>, id: string): boolean {
  return (state.setup.variants ?? []).includes(id);
}

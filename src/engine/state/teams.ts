// Who is on whose team (SCEN-TEAM-1). A leaf module (type imports only) so that the movement, mana
// and combat modules can ask it without import cycles.
import type { GameState, PlayerId } from './types';

/** The team index of a player in a team game, or null. */
export function teamOf(state: GameState, p: PlayerId): number | null {
  const teams = state.variants?.teams;
  if (!teams) return null;
  const i = teams.findIndex((t) => t.includes(p));
  return i < 0 ? null : i;
}

/** SCEN-TEAM-1: two different players on the same team of a team game. */
export function teammates(state: GameState, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return false;
  const t = teamOf(state, a);
  return t !== null && t === teamOf(state, b);
}

/**
 * SCEN-TEAM-2: an interactive skill token of `owner` does not apply to `other` when they are allies
 * (spells still do, SCEN-TEAM-3). Asked wherever another player's token in the centre acts.
 */
export function sparedBySkill(state: GameState, owner: PlayerId, other: PlayerId): boolean {
  return teammates(state, owner, other);
}

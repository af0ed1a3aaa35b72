// PvP rules about moving onto another hero's space (MOVE-8a/8b, PVP-1e).
import type { HexKey } from '../hex/hex';
import { isOthersKeep } from '../movement/movement';
import type { GameState, PlayerId } from '../state/types';
import { opponentsOn } from '../movement/movement';

/**
 * MOVE-8b.1: entering another player's keep while that player is there is an attack on the player,
 * not an assault on the keep; the movement ends there.
 */
export function keepOwnerHere(state: GameState, player: PlayerId, hex: HexKey): boolean {
  if (!isOthersKeep(state, player, hex)) return false;
  const owner = state.map.hexes[hex]?.owner;
  return owner !== undefined && opponentsOn(state, player, hex).includes(owner);
}

/** PVP-1e: another hero's space may not be entered by a move that provokes a rampaging enemy. */
export function entersHeroSpace(state: GameState, player: PlayerId, hex: HexKey): boolean {
  return opponentsOn(state, player, hex).length > 0;
}

// Refusals for a hero standing on another hero's space or in a PvP combat or cooperative assault
// (MOVE-8b/8c/8e, PVP-2/4, COOP-6): the questions the end of a turn, sites and actions ask. They
// used to sit in the scenario hooks (now state/scenario-hooks.ts), which the low modules import;
// their PvP rules pulled combat into every import cycle (issue 14).
import { refuse } from '../protocol/framework';
import type { Refusal } from '../mana/mana';
import type { GameState, PlayerId } from '../state/types';
import { pvpForbidden } from './rules';
import { opponentsOn } from '../movement/movement';

/** MOVE-8b: ending the move on another hero's space where PvP is allowed makes the attack mandatory. */
export function mustAttack(state: GameState, player: PlayerId): boolean {
  const turn = state.turn;
  const pos = state.players[player]?.position;
  if (!turn || !pos || turn.action !== null || turn.rested || state.pvp) return false;
  const target = opponentsOn(state, player, pos)[0];
  if (target === undefined || turn.path.length < 2) return false;
  return pvpForbidden(state, target, pos) === null;
}

/** Why the turn cannot be ended now (PvP, cooperative assault, mandatory attack), or null. */
export function endTurnRefusal(state: GameState, player: PlayerId): Refusal | null {
  const pvp = state.pvp;
  if (pvp && pvp.phase !== 'after')
    return refuse('PVP-4', 'Finish the player-versus-player combat first.');
  if (state.coop?.stage === 'assault')
    return refuse('COOP-6', 'Finish your part of the cooperative assault first.');
  if (mustAttack(state, player))
    return refuse(
      'MOVE-8b',
      "You ended your move on another hero's space: attack them or move on.",
    );
  return null;
}

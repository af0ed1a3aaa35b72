// Questions combat asks about a cooperative assault (COOP-6d.1, COOP-7): plain reads of the state.
// They sit in state/, apart from coop/flow.ts, which drives turns and imports the turn flow, so combat
// does not import the turn flow through them (issue 14).
import type { HexKey } from '../hex/hex';
import type { GameState, PlayerId } from './types';
import { cityAt, sameCity } from './cities';

/** COOP-6d.1: the defenders a participant faces (null when no cooperative assault is on). */
export function coopAssigned(state: GameState, player: PlayerId, hex: HexKey): string[] | null {
  const coop = state.coop;
  if (!coop || coop.stage !== 'assault' || !sameCity(state, coop.city, hex)) return null;
  return coop.assigned[String(player)] ?? [];
}

/** COOP-7: a participant who defeated their share does not conquer while defenders remain. */
export function cityDefendersLeft(state: GameState, hex: HexKey): boolean {
  const city = cityAt(state, hex);
  return !!city && city.garrison.length > 0;
}

/** COOP-6c: the participant assaulting now has not yet moved into the city. */
export function coopEntering(state: GameState, player: PlayerId): boolean {
  const coop = state.coop;
  return (
    !!coop &&
    coop.stage === 'assault' &&
    !!state.turn?.flags['coop-assault'] &&
    state.turn.player === player &&
    !sameCity(state, state.players[player]?.position ?? '', coop.city)
  );
}

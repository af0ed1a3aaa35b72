// Cooperative city assault state (§12). Plain JSON.
//
// Each participant fights in turn with their own play area: the participant assaulting now (or
// finishing their turn) is `state.turn`; the others' TurnStates wait in `parked`.
import type { HexKey } from '../hex/hex';
import type { PlayerId, TurnState } from './types';

export interface CoopState {
  /** The city assaulted. */
  city: HexKey;
  /** The player who announced the assault (COOP-3). */
  initiator: PlayerId;
  /** Participants in assault order: the initiator first, then round order (COOP-6). */
  participants: PlayerId[];
  /** COOP-5: the defenders dealt to each participant (enemy token ids), by player id. */
  assigned: Record<string, string[]>;
  /** Where each participant came from (COOP-7a withdrawal). */
  from: Record<string, HexKey>;
  /**
   * 'assault': participants fight one after another (COOP-6); 'finish': they end their turns one
   * after another (COOP-7b).
   */
  stage: 'assault' | 'finish';
  /** Index into `participants` of the one acting now. */
  index: number;
  /** TurnStates of participants not acting now, by player id. */
  parked: Record<string, TurnState>;
}

/** A proposal waiting for the invited players' answers (COOP-3c). */
export interface CoopProposal {
  invite: PlayerId[];
  /** Number of defenders per participant, aligned with [initiator, ...invite]. */
  counts: number[];
}

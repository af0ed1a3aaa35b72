// One definition per action kind (STYLE.md 2): `candidates` proposes, `check` decides legality
// (the same function applyAction uses), `apply` changes the draft.
import type { Ctx } from '../core/context';
import type { Refusal } from '../core/errors';
import type { GameState, PlayerId } from '../state/types';
import type { ActionOf, ActionType } from './types';

export interface ActionModule<T extends ActionType> {
  type: T;
  /** Actions of this kind that might be legal now for `player` (a superset; `check` filters). */
  candidates(state: GameState, player: PlayerId): ActionOf<T>[];
  /**
   * Optional (issue 15): exactly the candidates `check` accepts, in `candidates`' order and with the
   * same fields, worked out per family instead of per candidate (legalActions uses it when given;
   * `src/engine/legal-actions.test.ts` holds it to the per-candidate way).
   */
  legal?(state: GameState, player: PlayerId): ActionOf<T>[];
  /** Why the action is illegal, or null when it is legal. Must not change the state. */
  check(state: GameState, a: ActionOf<T>): Refusal | null;
  /** Carry out a legal action on the draft. */
  apply(state: GameState, a: ActionOf<T>, ctx: Ctx): void;
}

export const refuse = (ruleId: string, message: string): Refusal => ({ ruleId, message });

/** Who must act now: the innermost pending choice, the tactic picker, or the turn's player. */
export function activePlayer(state: GameState): PlayerId | null {
  if (state.gameOver) return null;
  const top = state.pending[state.pending.length - 1];
  if (top) return top.player;
  if (state.round.phase === 'tactics') return state.round.tacticPicker;
  if (state.turn) return state.turn.player;
  return state.round.order[state.round.current] ?? null;
}

/** Common checks of actions taken during one's own turn outside pending choices. */
export function ownTurn(state: GameState, player: PlayerId): Refusal | null {
  if (state.gameOver) return refuse('FLOW-5', 'The game is over.');
  if (state.pending.length > 0)
    return refuse('ENGINE-CHOICE', 'A decision is open; answer it first.');
  if (!state.turn || state.turn.player !== player)
    return refuse('ROUND-4a', 'It is not your turn.');
  return null;
}

// Shared steps of the prepared test states (src/ui/**/test-states.ts), built with the engine's
// public API only; used by component tests and, through window.mk.loadState, by e2e tests.
import { applyAction, legalActions, type GameState } from '../engine';

/** Choose tactics (first legal ones) until the first turn of the round starts. */
export function toFirstTurn(s0: GameState): GameState {
  let s = s0;
  for (let i = 0; i < 60; i++) {
    if (s.round.phase === 'turns' && s.turn && s.pending.length === 0) return s;
    const legal = legalActions(s);
    const a =
      legal.find((x) => x.type === 'choose-tactic') ??
      legal.find((x) => x.type === 'dummy-turn') ??
      legal.find((x) => x.type === 'choose');
    if (!a) throw new Error(`stuck before the first turn: ${JSON.stringify(legal.slice(0, 3))}`);
    s = applyAction(s, a).state;
  }
  throw new Error('no first turn');
}

export const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

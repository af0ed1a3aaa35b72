// Helpers of the rules-audit tests (src/engine/audit/*.test.ts): driving a game through whole
// turns and rounds with the public API, so a test can look at what the rules do between them.
import { legalActions } from '../index';
import type { GameState } from '../state/types';
import { act, edit } from '../testing/builders';

/** End the current turn, keeping the hand (discarding only what TURN-OPT-5a demands). */
export function endTurn(s: GameState): GameState {
  return settle(act(s, { type: 'end-turn', player: s.turn?.player ?? 0 }));
}

/** Answer open end-of-turn choices: the minimum discard, 'none' or nothing where possible. */
export function settle(s: GameState): GameState {
  let st = s;
  for (let guard = 0; guard < 20 && st.pending.length > 0; guard++) {
    const p = st.pending[st.pending.length - 1];
    if (!p) break;
    let option: string | string[];
    if (p.kind === 'end-discard') option = (p.min ?? 0) > 0 ? [p.options[0] ?? ''] : [];
    else if (p.options.includes('none')) option = 'none';
    else if (p.max !== undefined) option = p.options.slice(0, p.min ?? 0);
    else option = p.options[0] ?? '';
    st = act(st, { type: 'choose', player: p.player, option });
  }
  return st;
}

/** Let the flow run (dummy turns, forced choices) until a human player's turn starts or the game ends. */
export function untilHumanTurn(s: GameState): GameState {
  let st = s;
  for (let guard = 0; guard < 40 && !st.gameOver; guard++) {
    if (st.turn && st.pending.length === 0) return st;
    const a = legalActions(st)[0];
    if (!a) return st;
    st = act(st, a);
  }
  return st;
}

/**
 * Play on until the next round starts (or the game ends): the dummy announces the End of the Round
 * at once (its deck is emptied), the players end their turns keeping their cards.
 */
export function toNextRound(s: GameState): GameState {
  const round = s.round.number;
  let st = edit(s, (d) => {
    for (const p of d.players) if (p.kind === 'dummy') p.deck = [];
  });
  for (let guard = 0; guard < 60 && st.round.number === round && !st.gameOver; guard++) {
    if (st.turn && st.pending.length === 0) st = endTurn(st);
    else {
      const a = legalActions(st)[0];
      if (!a) break;
      st = act(st, a);
    }
  }
  return st;
}

/** Count cards of a definition in a list of instance ids. */
export const countOf = (cards: readonly string[], defId: string): number =>
  cards.filter((c) => c.startsWith(`${defId}#`)).length;

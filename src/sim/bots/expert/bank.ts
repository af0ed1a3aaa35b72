// Mana banked before a turn ends (issue 18, power by rounds 3–5): the greedy logic ends many turns
// with the turn's Source die unused (MANA-3: one a turn) or mana tokens left in the play area,
// which are lost at the end of the turn (MANA-1a, TURN-END-8a), while a card that turns mana into a
// crystal (Crystallize) waits in the hand. When the greedy choice ends the turn, the expert first
// plays such a card if it gains a crystal paid with that die or token (never with a crystal): the
// crystal powers a card on a later turn (MANA-2: crystals are kept, up to 3 a colour).
import { applyAction, type Action, type GameState } from '../../../engine';
import { cardWorth } from '../greedy/knowledge';

const crystals = (s: GameState, me: number): number => {
  const c = s.players[me]?.crystals;
  return c
    ? Math.min(3, c.red) + Math.min(3, c.blue) + Math.min(3, c.green) + Math.min(3, c.white)
    : 0;
};

/**
 * The crystals `a` gains for `me` in `state`, its opened choices of payment answered for the most
 * (null when it cannot be played or gains none).
 */
function crystalGain(state: GameState, a: Action, me: number): number {
  let after: GameState;
  try {
    after = applyAction(state, a).state;
  } catch {
    return 0;
  }
  const base = crystals(state, me);
  const top = after.pending[after.pending.length - 1];
  if (!top || top.player !== me) return crystals(after, me) - base;
  let best = crystals(after, me) - base;
  for (const o of top.options.slice(0, 12)) {
    try {
      const r = applyAction(after, {
        type: 'choose',
        player: me,
        option: top.max !== undefined ? [o] : o,
      }).state;
      const next = r.pending[r.pending.length - 1];
      // a further choice of ours still open: not judged (one level)
      if (next && next.player === me && r.pending.length >= after.pending.length) continue;
      best = Math.max(best, crystals(r, me) - base);
    } catch {
      /* not a valid single answer */
    }
  }
  return best;
}

/** A play that banks the turn's unused mana as a crystal before the turn ends, or null. */
export function bankBeforeEnd(
  state: GameState,
  legal: readonly Action[],
  choice: Action,
): Action | null {
  if (choice.type !== 'end-turn') return null;
  const t = state.turn;
  if (state.combat || !t || t.player !== choice.player) return null;
  const me = choice.player;
  // mana that would be lost: a die still allowed this turn, or tokens in the play area
  if (t.diceUsed.length >= t.diceAllowed && t.manaTokens.length === 0) return null;
  let best: Action | null = null;
  let bestS = 0;
  for (const a of legal) {
    if (a.type !== 'play-card' || a.mode === 'sideways') continue;
    const mana = Array.isArray(a.mana) ? a.mana : [];
    if (mana.some((m) => m.kind === 'crystal')) continue;
    const g = crystalGain(state, a, me);
    if (g <= 0) continue;
    // the card leaves the hand for the next turn: the least worth first
    const s = g - 0.05 * cardWorth(a.card);
    if (s > bestS) {
      bestS = s;
      best = a;
    }
  }
  return best;
}

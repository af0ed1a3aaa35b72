// Plundering a village (sites.md "Village", tracks.md): outside your own turn, at most once between
// two of your turns, while standing on the village: draw 2 cards, Reputation −1. Not an action.
// TURN-OUT-1a allows such effects "directly before your own turn": the engine offers it at the very
// start of your turn, before anything else is done (TURN-OUT-1c: never during tactic selection or
// the End-of-Turn step).
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import { changeReputation } from '../state/fame';
import type { Refusal } from '../mana/mana';
import { drawCards } from '../state/cards';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';

const PLUNDERED = 'village-plundered';

/** Nothing has been done yet in this turn (so it still counts as "before your turn"). */
function untouched(state: GameState, player: PlayerId): boolean {
  const t = state.turn;
  const p = state.players[player];
  if (!t || !p) return false;
  return (
    t.phase === 'start' &&
    !t.moved &&
    !t.rested &&
    t.action === null &&
    t.played.length === 0 &&
    t.diceUsed.length === 0 &&
    t.movePoints === 0 &&
    t.healPoints === 0 &&
    !t.flags['units-activated'] &&
    !p.skills.some((s) => s.usedThisTurn) &&
    !p.tacticData.usedThisTurn
  );
}

function plunderRefusal(state: GameState, player: PlayerId): Refusal | null {
  const base = ownTurn(state, player);
  if (base) return base;
  const t = state.turn;
  if (!t) return refuse('ROUND-4a', 'It is not your turn.');
  if (t.flags[PLUNDERED])
    return refuse(
      'TURN-OUT-1',
      'A village can be plundered at most once between two of your turns.',
    );
  if (!untouched(state, player))
    return refuse(
      'TURN-OUT-1a',
      'Plundering is done before your turn: only before you do anything else.',
    );
  const p = getPlayer(state, player);
  const h = p.position ? state.map.hexes[p.position] : undefined;
  if (h?.site?.type !== 'village')
    return refuse('TURN-OUT-1', 'You can plunder only the village you stand on.');
  return null;
}

export const plunderAction: ActionModule<'plunder-village'> = {
  type: 'plunder-village',
  candidates(state, player) {
    return state.turn?.player === player ? [{ type: 'plunder-village', player }] : [];
  },
  check(state, a) {
    return plunderRefusal(state, a.player);
  },
  apply(state, a, ctx) {
    const t = state.turn;
    if (!t) return;
    const p = getPlayer(state, a.player);
    t.flags[PLUNDERED] = 1;
    changeReputation(state, p, -1, ctx);
    drawCards(state, p, 2, ctx);
    ctx.emit({ type: 'village-plundered', player: a.player, hex: p.position ?? null });
    // TURN-OUT-1e: the start-of-turn conditions are checked after such effects.
    t.startedWithEmptyHand = p.hand.length === 0 && p.deck.length > 0;
    t.deckEmptyAtStart = p.deck.length === 0;
  },
};

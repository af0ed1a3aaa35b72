// Drawing from token piles and decks (SETUP-2: an empty enemy pile is rebuilt from its discards);
// taking a card from an offer (GAIN-3a).
import type { EnemyColor } from '../core/types';
import { rngOf } from '../rng/rng';
import type { GameState, TokenPile } from './types';

export function drawFromPile(state: GameState, pile: TokenPile): string | null {
  if (pile.draw.length === 0) {
    if (pile.discard.length === 0) return null;
    pile.draw = rngOf(state).shuffle(pile.discard);
    pile.discard = [];
  }
  return pile.draw.shift() ?? null;
}

/** Draw an enemy token of a colour; null when the pile and its discards are empty. */
export function drawEnemy(state: GameState, color: EnemyColor): string | null {
  return drawFromPile(state, state.enemyPiles[color]);
}

export function discardEnemy(state: GameState, id: string, color: EnemyColor): void {
  state.enemyPiles[color].discard.push(id);
}

/** GAIN-3a: taking a card from the AA or Spell offer refills it at once (new card on top). */
export function takeFromOffer(
  state: GameState,
  which: 'advancedActions' | 'spells',
  card: string,
): void {
  const offer = state.offers[which];
  const i = offer.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in the offer`);
  offer.splice(i, 1);
  const next = state.decks[which].shift();
  if (next) offer.unshift(next);
}

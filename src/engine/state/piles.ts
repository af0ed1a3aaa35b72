// Drawing from token piles and decks (SETUP-2: an empty enemy pile is rebuilt from its discards).
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

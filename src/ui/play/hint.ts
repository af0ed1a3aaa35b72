// A one-line hint for the player whose turn it is: what they can do next on the screen. Derived
// from the engine's legal actions and reachable hexes; it decides nothing.
import type { Action, GameState } from '../../engine';
import type { Key } from '../../i18n';
import { reachOf } from './movement';

export function playHint(state: GameState, legal: readonly Action[]): Key | null {
  if (state.gameOver || state.round.phase !== 'turns' || state.pending.length > 0) return null;
  if (state.combat) return null;
  const has = (type: Action['type']) => legal.some((a) => a.type === type);
  const moves = Object.keys(reachOf(state)).length > 0;
  if (moves && has('explore')) return 'play.hint.moveOrExplore';
  if (moves) return 'play.hint.move';
  if (has('explore')) return 'play.hint.explore';
  if (has('play-card') && state.turn?.phase === 'start') return 'play.hint.start';
  if (has('play-card')) return 'play.hint.cards';
  if (has('end-turn')) return 'play.hint.end';
  return null;
}

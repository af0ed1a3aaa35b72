// Keeps every game that ends in the score history: a subscription to the store while the game
// screen is shown (a game ends there, useGameServices). A game already over when it starts (a
// finished game loaded) is recorded too; recordGame keeps a result only once.
import type { GameState } from '../../engine';
import { recordGame } from './history';

interface GameStore {
  getState(): { game: GameState | null };
  subscribe(
    listener: (s: { game: GameState | null }, prev: { game: GameState | null }) => void,
  ): () => void;
}

export function installScoreHistory(store: GameStore): () => void {
  const now = store.getState().game;
  if (now?.gameOver) recordGame(now);
  return store.subscribe((s, prev) => {
    const g = s.game;
    if (g && g !== prev.game && g.gameOver) recordGame(g);
  });
}

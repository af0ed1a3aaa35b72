// React hooks over the store: translator for the chosen language, the viewed game state and the
// engine's legal actions (memoised per state).
import { useMemo } from 'react';
import type { Action, GameState, PlayerId } from '../engine';
import { makeT, type Translator } from '../i18n';
import { deciderOf, legalActionsOf, useGame, viewerOf, viewOf } from '../store';

export function useT(): Translator {
  const lang = useGame((s) => s.ui.language);
  return useMemo(() => makeT(lang), [lang]);
}

/** The full engine state (null before a game starts). */
export function useGameState(): GameState | null {
  return useGame((s) => s.game);
}

export interface ViewInfo {
  /** The state as the viewing player may see it (playerView). */
  view: GameState;
  viewer: PlayerId;
  decider: PlayerId | null;
}

export function useView(): ViewInfo | null {
  const game = useGame((s) => s.game);
  return useMemo(() => {
    if (!game) return null;
    const viewer = viewerOf(game);
    return { view: viewOf(game, viewer), viewer, decider: deciderOf(game) };
  }, [game]);
}

export function useLegalActions(): Action[] {
  const game = useGame((s) => s.game);
  return useMemo(() => (game ? legalActionsOf(game) : []), [game]);
}

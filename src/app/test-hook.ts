// Test hook (a contract for e2e tests; keep it stable): with `?test` in the URL the page exposes
//   window.mk = { getState, legalActions, dispatch }
// getState() returns the engine GameState (or null before a game starts), legalActions() the
// engine's legal actions for it, dispatch(action) applies one through the store and returns
// { ok, error }.
import type { Action } from '../engine/actions/types';
import type { GameState } from '../engine/state/types';
import { legalActionsOf, useGame, type DispatchResult } from '../store';

export interface TestHook {
  getState(): GameState | null;
  legalActions(): Action[];
  dispatch(action: Action): DispatchResult;
}

declare global {
  interface Window {
    mk?: TestHook;
  }
}

export function installTestHook(search: string): void {
  if (!new URLSearchParams(search).has('test')) return;
  window.mk = {
    getState: () => useGame.getState().game,
    legalActions: () => {
      const g = useGame.getState().game;
      return g ? legalActionsOf(g) : [];
    },
    dispatch: (action) => useGame.getState().dispatch(action),
  };
}

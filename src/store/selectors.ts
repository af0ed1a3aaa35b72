// Derived data the UI reads, computed once per engine state (states are immutable values, so a
// WeakMap keyed by the state object is a safe memo). The UI never re-implements a rule: anything
// about legality comes from the engine's legalActions.
// The engine comes from the loader: these are only called while a game exists, i.e. once it is
// loaded.
import type { Action, GameState, PlayerId } from '../engine';
import { engine } from './engine-loader';
import type { Store } from './game-store';

const legalCache = new WeakMap<GameState, Action[]>();
const viewCache = new WeakMap<GameState, Map<PlayerId, GameState>>();

export function legalActionsOf(state: GameState): Action[] {
  let a = legalCache.get(state);
  if (!a) {
    try {
      a = state.gameOver ? [] : engine().legalActions(state);
    } catch {
      a = [];
    }
    legalCache.set(state, a);
  }
  return a;
}

/** The player who decides now (may be the dummy), or null when the game is over. */
export function deciderOf(state: GameState): PlayerId | null {
  if (state.gameOver) return null;
  try {
    return engine().activePlayer(state);
  } catch {
    return null;
  }
}

/**
 * Whose eyes the screen shows: the deciding human player, or (while the dummy or a bot acts) the
 * first human. Hotseat hand-off happens between human players.
 */
export function viewerOf(state: GameState): PlayerId {
  const d = deciderOf(state);
  if (d !== null && state.players[d]?.kind === 'human') return d;
  return state.players.find((p) => p.kind === 'human')?.id ?? 0;
}

/** The state with hidden information removed for `viewer` (playerView). */
export function viewOf(state: GameState, viewer: PlayerId): GameState {
  let m = viewCache.get(state);
  if (!m) {
    m = new Map();
    viewCache.set(state, m);
  }
  let v = m.get(viewer);
  if (!v) {
    try {
      v = engine().playerView(state, viewer);
    } catch {
      v = state;
    }
    m.set(viewer, v);
  }
  return v;
}

// Narrow selectors for components.
export const selectGame = (s: Store) => s.game;
export const selectLanguage = (s: Store) => s.ui.language;
export const selectHover = (s: Store) => s.ui.hover;
export const selectSelection = (s: Store) => s.ui.selection;
export const selectLastError = (s: Store) => s.lastError;
export const selectCanUndo = (s: Store) => s.history.length > 0;
export const selectLog = (s: Store) => s.log;

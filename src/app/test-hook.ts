// Test hook (a contract for e2e tests; keep it stable): with `?test` in the URL the page exposes
//   window.mk = { getState, legalActions, dispatch }
// getState() returns the engine GameState (or null before a game starts), legalActions() the
// engine's legal actions for it, dispatch(action) applies one through the store and returns
// { ok, error }.
// Additive helpers for clicking the map: hexToScreen(hex) / tileToScreen(tilePos) give the page
// coordinates of a hex centre / tile centre with the board's current camera and layout, and
// reachable() the engine's reachable hexes for the current Move points; focusHex(hex) centres the
// map on a hex first. loadState(state) replaces
// the game state (for preparing test situations).
// zoomBy(f) / panBy(dx, dy) move the camera as the wheel / a drag do (UI benchmarks).
// Saving (additive): whenSaved() resolves once autosave has written every change so far;
// game() gives the saved-game id and the length of the action list (null after loadState).
// This module is a separate chunk, loaded (with the engine) before the first render in test mode.
import type { Action, GameState, HexKey, Reach } from '../engine';
import { legalActionsOf, loadEngine, useGame, type DispatchResult } from '../store';
import { flushAutosave } from '../store/autosave-binding';
import { HEX_SIZE, keyToPixel, tilePosCenterPixel, zoomAt, type Point } from '../ui/board/layout';
import { reachOf } from '../ui/play/movement';

export interface TestHook {
  getState(): GameState | null;
  legalActions(): Action[];
  dispatch(action: Action): DispatchResult;
  /** Replace the game state (test set-ups; the state must be a valid engine state). */
  loadState(state: GameState): void;
  hexToScreen(hex: HexKey): Point | null;
  tileToScreen(pos: string): Point | null;
  /** Centre the map on a hex (keeping the zoom) and return its page coordinates. */
  focusHex(hex: HexKey): Point | null;
  reachable(): Record<HexKey, Reach>;
  /** Zoom the map by a factor around the centre of the board (benchmarks). */
  zoomBy(factor: number): void;
  /** Move the map by (dx, dy) screen pixels, as a drag does (benchmarks). */
  panBy(dx: number, dy: number): void;
  whenSaved(): Promise<void>;
  game(): { id: string | null; actions: number | null };
}

declare global {
  interface Window {
    mk?: TestHook;
  }
}

function toScreen(world: Point): Point | null {
  const board = document.querySelector('[data-testid="board"]');
  if (!board) return null;
  const box = board.getBoundingClientRect();
  const cam = useGame.getState().ui.camera;
  return { x: box.left + cam.x + world.x * cam.scale, y: box.top + cam.y + world.y * cam.scale };
}

export async function installTestHook(search: string): Promise<void> {
  if (!new URLSearchParams(search).has('test')) return;
  await loadEngine();
  window.mk = {
    getState: () => useGame.getState().game,
    legalActions: () => {
      const g = useGame.getState().game;
      return g ? legalActionsOf(g) : [];
    },
    dispatch: (action) => useGame.getState().dispatch(action),
    loadState: (state) => useGame.getState().loadState(state),
    hexToScreen: (hex) => toScreen(keyToPixel(hex, HEX_SIZE)),
    tileToScreen: (pos) => toScreen(tilePosCenterPixel(pos, HEX_SIZE)),
    focusHex: (hex) => {
      const board = document.querySelector('[data-testid="board"]');
      if (!board) return null;
      const s = useGame.getState();
      const w = keyToPixel(hex, HEX_SIZE);
      const cam = s.ui.camera;
      s.setCamera({
        scale: cam.scale,
        x: board.clientWidth / 2 - w.x * cam.scale,
        y: board.clientHeight / 2 - w.y * cam.scale,
      });
      return toScreen(w);
    },
    reachable: () => {
      const g = useGame.getState().game;
      return g ? reachOf(g) : {};
    },
    zoomBy: (factor) => {
      const board = document.querySelector('[data-testid="board"]');
      const s = useGame.getState();
      const at = { x: (board?.clientWidth ?? 800) / 2, y: (board?.clientHeight ?? 600) / 2 };
      s.setCamera(zoomAt(s.ui.camera, at, factor));
    },
    panBy: (dx, dy) => {
      const s = useGame.getState();
      const cam = s.ui.camera;
      s.setCamera({ ...cam, x: cam.x + dx, y: cam.y + dy });
    },
    whenSaved: flushAutosave,
    game: () => {
      const s = useGame.getState();
      return { id: s.gameId, actions: s.actions ? s.actions.length : null };
    },
  };
}

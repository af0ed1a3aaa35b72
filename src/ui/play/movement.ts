// Movement on the map: the engine's reachable hexes (cheapest path and cost for the turn's Move
// points), and walking a path by dispatching one `move` action per hex (MOVE-2: each step is its
// own move the engine validates). The walk stops at a refusal, at anything revealed (a tile, an
// enemy: MOVE-4/5), at a decision or combat, so the player sees it before going on. All steps of
// one walk are one undo step.
import {
  REVEALING_EVENTS,
  reachableHexes,
  type GameEvent,
  type GameState,
  type HexKey,
  type Reach,
} from '../../engine';
import { useGame } from '../../store';

const reachCache = new WeakMap<GameState, Record<HexKey, Reach>>();

/** Reachable hexes now (memoised per state; empty outside the mover's turn). */
export function reachOf(state: GameState): Record<HexKey, Reach> {
  let r = reachCache.get(state);
  if (!r) {
    try {
      r = state.gameOver || state.pending.length > 0 || state.combat ? {} : reachableHexes(state);
    } catch {
      r = {};
    }
    reachCache.set(state, r);
  }
  return r;
}

export type WalkStop = 'refused' | 'revealed' | 'decision' | 'combat' | null;

const STOPPING = new Set(['combat-started', 'enemies-challenged', 'forced-withdrawal']);

function stopsWalk(events: readonly GameEvent[]): boolean {
  return events.some((e) => REVEALING_EVENTS.has(e.type) || STOPPING.has(e.type));
}

/** Move along `path` (hexes to enter in order). Returns the steps taken and why it stopped early. */
export function walkPath(path: readonly HexKey[]): { moved: number; stopped: WalkStop } {
  const store = useGame.getState();
  const group = store.newUndoGroup();
  let moved = 0;
  for (const to of path) {
    const game = useGame.getState().game;
    const player = game?.turn?.player;
    if (!game || player === undefined) return { moved, stopped: 'refused' };
    const r = useGame.getState().dispatch({ type: 'move', player, to }, { group });
    if (!r.ok) return { moved, stopped: 'refused' };
    moved += 1;
    const after = useGame.getState().game;
    if (stopsWalk(r.events ?? [])) return { moved, stopped: 'revealed' };
    if (after?.combat) return { moved, stopped: 'combat' };
    if ((after?.pending.length ?? 0) > 0) return { moved, stopped: 'decision' };
  }
  return { moved, stopped: null };
}

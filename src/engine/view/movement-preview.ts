// What the map shows during movement: the cheapest path and cost to every hex reachable with the
// current Move points, following the same rules the move action checks (MOVE-3..4). The UI only
// displays it; each step is still a separate `move` action the engine validates.
import { neighborKeys, type HexKey } from '../hex/hex';
import {
  isOthersKeep,
  isRampagingHex,
  isUnconqueredFortified,
  moveCost,
  provokedBy,
} from '../movement/movement';
import type { GameState } from '../state/types';
import { cityAt } from '../state/cities';

export interface Reach {
  cost: number;
  /** Hexes to enter in order (the start hex excluded). */
  path: HexKey[];
  /** Entering ends the movement (assault or provoking rampaging enemies). */
  endsMovement: boolean;
}

/** Dijkstra from the hero's hex over at most the turn's Move points. */
export function reachableHexes(state: GameState): Record<HexKey, Reach> {
  const turn = state.turn;
  if (!turn) return {};
  const start = state.players[turn.player]?.position;
  if (!start) return {};
  const budget = turn.movePoints;
  const out: Record<HexKey, Reach> = {};
  const best = new Map<HexKey, number>([[start, 0]]);
  const paths = new Map<HexKey, HexKey[]>([[start, []]]);
  const frontier: HexKey[] = [start];
  while (frontier.length > 0) {
    frontier.sort((a, b) => (best.get(a) ?? 0) - (best.get(b) ?? 0));
    const here = frontier.shift();
    if (here === undefined) break;
    const base = best.get(here) ?? 0;
    if (here !== start && out[here]?.endsMovement) continue;
    for (const next of neighborKeys(here)) {
      const h = state.map.hexes[next];
      if (!h || isRampagingHex(h)) continue;
      if (cityAt(state, next)?.closed) continue;
      const step = moveCost(state, next);
      if (step === null) continue;
      const total = base + step;
      if (total > budget || total >= (best.get(next) ?? Infinity)) continue;
      best.set(next, total);
      const path = [...(paths.get(here) ?? []), next];
      paths.set(next, path);
      const ends =
        isUnconqueredFortified(state, next) ||
        isOthersKeep(state, turn.player, next) ||
        provokedBy(state, here, next).length > 0;
      out[next] = { cost: total, path, endsMovement: ends };
      if (!ends) frontier.push(next);
    }
  }
  return out;
}

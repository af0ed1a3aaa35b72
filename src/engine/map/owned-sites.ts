// Sites a player owns on the map: a plain read, used by Conquer and Hold and by team scoring
// (variants/teams.ts), which must not import the scenario (issue 14).
import { readView } from '../core/read-view';
import type { HexKey } from '../hex/hex';
import type { GameState, PlayerId } from '../state/types';

/** Keeps and mage towers a player owns (SCEN-HOLD-9b, SCEN-HOLD-13). */
export function ownedSites(
  state: GameState,
  player: PlayerId,
  type: 'keep' | 'mage-tower',
): HexKey[] {
  return Object.entries(readView(state.map.hexes))
    .filter(([, h]) => h.site?.type === type && h.owner === player)
    .map(([k]) => k);
}

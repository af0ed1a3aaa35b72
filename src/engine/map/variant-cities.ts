// Map variability (§14.2): random tile orientation (VAR-MAP-2) and random cities (VAR-MAP-3).
import { CITIES } from '../content';
import type { LocalHex } from '../content/types';
import type { CityColor } from '../core/types';
import { rngOf } from '../rng/rng';
import type { GameState } from '../state/types';
import { hasVariant } from '../state/variants';

/** The outer hexes of a tile, clockwise (tiles.md §6.5). */
const RING: LocalHex[] = ['NE', 'E', 'SE', 'SW', 'W', 'NW'];

/**
 * VAR-MAP-2: how many 60° steps clockwise a tile revealed now is turned (0 without the variant).
 * Flipping a face-down tile over an axis fixed beforehand turns it at random; the starting tile is
 * not turned (ruling: it fixes the coastline and the shape of the map, SETUP-15).
 */
export function tileRotation(state: GameState, tileId: string): number {
  if (!hasVariant(state, 'random-tile-orientation') || tileId.startsWith('start-')) return 0;
  return rngOf(state).int(6);
}

/**
 * The local hex of the printed tile whose content lies at `local` after turning the tile `steps`
 * times 60° clockwise (content moves NE→E→SE→SW→W→NW→NE, the centre stays, tiles.md §6.5).
 */
export function sourceLocal(local: LocalHex, steps: number): LocalHex {
  const i = RING.indexOf(local);
  if (i < 0 || steps % 6 === 0) return local;
  return RING[(((i - steps) % 6) + 6) % 6] as LocalHex;
}

/**
 * VAR-MAP-3: whenever a city is revealed a random city card decides which city stands there,
 * whatever the tile's colour (also where the scenario names the city, VAR-MAP-3a). The card is
 * drawn from the cities not yet on the map.
 */
export function cityColorFor(state: GameState, printed: CityColor): CityColor {
  if (!hasVariant(state, 'random-cities')) return printed;
  const used = new Set(state.cities.map((c) => c.color));
  const free = CITIES.map((c) => c.color).filter((c) => !used.has(c));
  if (free.length === 0) return printed;
  return rngOf(state).pick(free);
}

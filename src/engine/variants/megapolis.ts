// Megapolis (§14.9): the last city revealed is a double city — a second, random city stands on the
// space to its right; the pair is one big city with one garrison and both cities' bonuses.
// VAR-MEGA-6: one CityState with `megapolis` (its second space and colour); every "which city is
// here" question goes through variants/city-at.ts, so both spaces reveal (6a), can be assaulted
// (6b: either is a city space, moving in is the assault of the whole garrison), give both bonuses
// (6c: combat/numbers.ts), take part in cooperative assaults (6d: coop/rules.ts) and fall together
// (6e: the leader as usual). VAR-MEGA-7: once conquered both spaces are the city (moving between
// them costs the city's 2, MOVE-3c); VAR-MEGA-7a: both shops (interaction/sites.ts);
// VAR-MEGA-7b: one city for scoring (one CityState). VAR-MEGA-1: only in scenarios with at most 3 cities (registry.ts). Not done:
// VAR-MEGA-8 (two Megapolises).
import { CITIES } from '../content';
import type { CityColor } from '../core/types';
import { hexKey, parseHexKey, type HexKey } from '../hex/hex';
import { realCount } from '../map/map';
import { rngOf } from '../rng/rng';
import { scenarioDef } from '../scenarios';
import type { GameState } from '../state/types';
import { hasVariant } from './registry';

/** VAR-MEGA-2: the Megapolis level when none was agreed (two level-4 cities). */
export const DEFAULT_MEGAPOLIS_LEVEL = 8;

export interface MegapolisPlan {
  /** VAR-MEGA-5: the left city's level (half, rounded up) and the right city's (rounded down). */
  leftLevel: number;
  rightLevel: number;
  /** VAR-MEGA-4: the space to the right of the first city and the colour drawn for it. */
  hex: HexKey;
  color: CityColor;
}

/**
 * VAR-MEGA-3/4/5: whether the city revealed now on `hex` becomes a Megapolis (it is the last city
 * of the scenario), and how: the second city is drawn from the remaining city cards and stands on
 * the space to the right (East) — on the same tile, its terrain and site ignored.
 */
export function megapolisPlan(
  state: GameState,
  hex: HexKey,
  first: CityColor,
): MegapolisPlan | null {
  if (!hasVariant(state, 'megapolis')) return null;
  const cities = scenarioDef(state.setup.scenario).setup(realCount(state)).tiles.coreCity;
  if (state.cities.length !== cities - 1) return null;
  const used = new Set<CityColor>([first, ...state.cities.map((c) => c.color)]);
  const free = CITIES.map((c) => c.color).filter((c) => !used.has(c));
  if (free.length === 0) return null;
  const level = state.setup.options?.megapolisLevel ?? DEFAULT_MEGAPOLIS_LEVEL;
  const h = parseHexKey(hex);
  return {
    leftLevel: Math.ceil(level / 2),
    rightLevel: Math.floor(level / 2),
    hex: hexKey({ q: h.q + 1, r: h.r }),
    color: rngOf(state).pick(free),
  };
}

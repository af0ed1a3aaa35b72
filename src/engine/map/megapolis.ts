// Megapolis (§14.9): the last city revealed is a double city — a second, random city stands on the
// space to its right; the pair is one big city with one garrison and both cities' bonuses.
// VAR-MEGA-6: one CityState with `megapolis` (its second space and colour); every "which city is
// here" question goes through state/cities.ts, so both spaces reveal (6a), can be assaulted
// (6b: either is a city space, moving in is the assault of the whole garrison), give both bonuses
// (6c: combat/numbers.ts), take part in cooperative assaults (6d: coop/rules.ts) and fall together
// (6e: the leader as usual). VAR-MEGA-7: once conquered both spaces are the city (moving between
// them costs the city's 2, MOVE-3c); VAR-MEGA-7a: both shops (interaction/sites.ts);
// VAR-MEGA-7b: one city for scoring (one CityState). VAR-MEGA-1: only in scenarios with at most 3
// cities (registry.ts). VAR-MEGA-8 ('two-megapolises'): in a scenario with two city tiles both are
// Megapolises — a random second city joins the first, the other two cities share the second tile.
import { CITIES } from '../content';
import type { CityColor } from '../core/types';
import { hexKey, parseHexKey, type HexKey } from '../hex/hex';
import { rngOf } from '../rng/rng';
import { scenarioSetupOf } from '../state/scenario-table';
import type { GameState } from '../state/types';
import { cityColors } from '../state/cities';
import { hasVariant } from '../state/variants';

/** VAR-MEGA-2: the Megapolis level when none was agreed (two level-4 cities). */
export const DEFAULT_MEGAPOLIS_LEVEL = 8;

export interface MegapolisPlan {
  /**
   * The city on the tile's own city space: the one revealed there, except that VAR-MEGA-8's second
   * Megapolis is made of the two cities left, whatever the tile's colour.
   */
  leftColor: CityColor;
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
 * VAR-MEGA-8: with two Megapolises every city tile revealed is one: the first gets a random second
 * city; the second tile gets the two cities left, even where the tile's own colour was drawn for
 * the first (its own colour, if still free, stays on the city space; otherwise the left one is
 * drawn at random).
 */
export function megapolisPlan(
  state: GameState,
  hex: HexKey,
  first: CityColor,
): MegapolisPlan | null {
  const two = hasVariant(state, 'two-megapolises');
  if (!two && !hasVariant(state, 'megapolis')) return null;
  const cities = scenarioSetupOf(state).tiles.coreCity;
  if (!two && state.cities.length !== cities - 1) return null;
  const used = new Set<CityColor>(state.cities.flatMap((c) => cityColors(c)));
  const all = CITIES.map((c) => c.color);
  const r = rngOf(state);
  let left = first;
  let right: CityColor | undefined;
  if (two && state.cities.length > 0) {
    // VAR-MEGA-8: "the other two cities go on the second city Core tile".
    const rest = all.filter((c) => !used.has(c));
    if (!rest.includes(left)) left = rest.length > 0 ? r.pick(rest) : left;
    right = rest.find((c) => c !== left);
  } else {
    const free = all.filter((c) => !used.has(c) && c !== first);
    right = free.length > 0 ? r.pick(free) : undefined;
  }
  if (!right) return null;
  const level = state.setup.options?.megapolisLevel ?? DEFAULT_MEGAPOLIS_LEVEL;
  const h = parseHexKey(hex);
  return {
    leftColor: left,
    leftLevel: Math.ceil(level / 2),
    rightLevel: Math.floor(level / 2),
    hex: hexKey({ q: h.q + 1, r: h.r }),
    color: right,
  };
}

// Terrain Move costs by Day and Night (REF-1, ../shared/reference/terrain.md).
// `null` = impassable (MOVE-3a). Only forest and desert differ between Day and Night (MOVE-3b).
import type { Terrain, TimeOfDay } from '../core/types';

export const TERRAIN_COSTS: Record<Terrain, Record<TimeOfDay, number | null>> = {
  plains: { day: 2, night: 2 },
  hills: { day: 3, night: 3 },
  forest: { day: 3, night: 5 },
  wasteland: { day: 4, night: 4 },
  desert: { day: 5, night: 3 },
  swamp: { day: 5, night: 5 },
  lake: { day: null, night: null },
  mountain: { day: null, night: null },
  // Decision (tiles.md doubt 3): the starting tile's sea is its own terrain that no effect can enter.
  sea: { day: null, night: null },
};

/** MOVE-3c: entering a city always costs 2. */
export const CITY_MOVE_COST = 2;

/** MOVE-5b: revealing a tile costs 2 Move points. */
export const EXPLORE_COST = 2;

// Tile selection of the scenarios with tile rules (SCEN-MINES-2, SCEN-DRUID-2, SCEN-DUNGEON-2,
// SCEN-HOLD-3): which tiles must be in the deck and which may be used at all.
import type { SiteType, TileDef } from '../content/types';
import type { RngCursor } from '../rng/rng';

/** The tile has a site of one of these types. */
export const hasSite =
  (...types: SiteType[]) =>
  (t: TileDef): boolean =>
    Object.values(t.hexes).some((h) => !!h.site && types.includes(h.site.type));

/**
 * `count` tiles of the pool: every allowed tile that must be used first (U30: the tiles set aside
 * are only those without the featured site), the rest at random; the result is shuffled.
 */
export function pickTiles(
  r: RngCursor,
  pool: readonly TileDef[],
  count: number,
  first?: (t: TileDef) => boolean,
  only?: (t: TileDef) => boolean,
): string[] {
  const allowed = only ? pool.filter(only) : [...pool];
  const must = first ? r.shuffle(allowed.filter(first).map((t) => t.id)) : [];
  const rest = r.shuffle(allowed.map((t) => t.id).filter((id) => !must.includes(id)));
  return r.shuffle([...must, ...rest].slice(0, count));
}

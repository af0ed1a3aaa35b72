// Which city stands on a space: a city is on its own space, a Megapolis (VAR-MEGA-4) on two. A leaf
// module (type imports only) for the movement, combat, interaction and map modules.
import type { CityColor } from '../core/types';
import type { HexKey } from '../hex/hex';
import type { CityState, GameState } from './types';

/** The spaces of a city (two for a Megapolis, VAR-MEGA-6/7). */
export function cityHexes(c: Pick<CityState, 'hex' | 'megapolis'>): HexKey[] {
  return c.megapolis ? [c.hex, c.megapolis.hex] : [c.hex];
}

/** The city on this space (either part of a Megapolis), if any. */
export function cityAt(state: Pick<GameState, 'cities'>, hex: HexKey | null | undefined) {
  if (!hex) return undefined;
  return state.cities.find((c) => c.hex === hex || c.megapolis?.hex === hex);
}

/** The colours of a city: two for a Megapolis (VAR-MEGA-6c, VAR-MEGA-7a). */
export function cityColors(
  c: Pick<CityState, 'color' | 'megapolis'> | null | undefined,
): CityColor[] {
  if (!c) return [];
  return c.megapolis ? [c.color, c.megapolis.color] : [c.color];
}

/** Both spaces belong to the same city. */
export function sameCity(state: Pick<GameState, 'cities'>, a: HexKey, b: HexKey): boolean {
  const ca = cityAt(state, a);
  return !!ca && ca.hex === cityAt(state, b)?.hex;
}

import { describe, expect, it } from 'vitest';
import { tileDef } from '../content';
import { hexKey, parseTilePosKey, tileHexes } from '../hex/hex';
import type { GameState } from '../index';
import { sourceLocal } from '../map/variant-cities';
import { revealAll, variantGame } from './test-kit';

/** Every placed tile's hexes hold the printed content turned by its rotation. */
function checkTiles(s: GameState): number[] {
  const rotations: number[] = [];
  for (const t of s.map.tiles) {
    const def = tileDef(t.tile);
    const r = t.rotation ?? 0;
    rotations.push(r);
    for (const { local, hex } of tileHexes(parseTilePosKey(t.pos))) {
      const h = s.map.hexes[hexKey(hex)];
      const printed = def.hexes[sourceLocal(local, r)];
      expect(h?.terrain).toBe(printed.terrain);
      expect(h?.site?.type).toBe(printed.site?.type);
    }
  }
  return rotations;
}

describe('§14.2 Map variability', () => {
  it('VAR-MAP-2: turning a tile moves its content NE→E→SE→SW→W→NW, the centre stays', () => {
    expect(sourceLocal('E', 1)).toBe('NE');
    expect(sourceLocal('NE', 1)).toBe('NW');
    expect(sourceLocal('C', 3)).toBe('C');
    expect(sourceLocal('SW', 0)).toBe('SW');
    expect(sourceLocal('W', 6)).toBe('W');
  });

  it('VAR-MAP-2: revealed tiles lie in a random orientation; the starting tile keeps its own', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = variantGame('full-conquest', 4, ['random-tile-orientation'], seed);
      const rot = checkTiles(s);
      expect(s.map.tiles.find((t) => t.tile.startsWith('start-'))?.rotation).toBeUndefined();
      for (const r of rot) seen.add(r);
    }
    expect(seen.size).toBe(6);
    const plain = variantGame('full-conquest', 4, [], 1);
    expect(plain.map.tiles.every((t) => t.rotation === undefined)).toBe(true);
  });

  it('VAR-MAP-3 / VAR-MAP-3a: a random city stands on each city space (also where the scenario names one), each colour at most once', () => {
    const colors = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      let s = variantGame('mines-liberation', 2, ['random-cities'], seed);
      // reveal every tile of the deck: the city core tile among them
      s = revealAll(s);
      expect(s.cities).toHaveLength(1);
      const c = s.cities[0];
      expect(s.map.hexes[c?.hex ?? '']?.site?.city).toBe(c?.color);
      colors.add(c?.color ?? '');
    }
    // VAR-MAP-3a: Mines Liberation names the Red City, yet other cities appear
    expect(colors.size).toBeGreaterThan(1);
    for (let seed = 1; seed <= 4; seed++) {
      const s = revealAll(variantGame('full-conquest', 3, ['random-cities'], seed));
      expect(new Set(s.cities.map((c) => c.color)).size).toBe(s.cities.length);
      expect(s.cities.length).toBe(3);
    }
  });
});

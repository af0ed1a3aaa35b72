import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hexDistance,
  hexKey,
  neighbors,
  parseHexKey,
  tileCenter,
  tileHexes,
  tileNeighbors,
  tileOfHex,
} from './hex';

describe('hex maths', () => {
  it('has six neighbours at distance 1', () => {
    const ns = neighbors({ q: 2, r: -1 });
    expect(ns).toHaveLength(6);
    for (const n of ns) expect(hexDistance(n, { q: 2, r: -1 })).toBe(1);
  });

  it('round-trips hex keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (q, r) => {
        expect(parseHexKey(hexKey({ q, r }))).toEqual({ q, r });
      }),
    );
  });

  it('places the wedge positions at the axial centres listed in tiles.md §6.1', () => {
    expect(tileCenter({ a: 0, b: 1 })).toEqual({ q: 1, r: -3 });
    expect(tileCenter({ a: 1, b: 0 })).toEqual({ q: 3, r: -2 });
    expect(tileCenter({ a: 1, b: 1 })).toEqual({ q: 4, r: -5 });
    expect(tileCenter({ a: 2, b: 2 })).toEqual({ q: 8, r: -10 });
  });

  it('maps every hex of a tile back to that tile and local position', () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), (a, b) => {
        for (const { local, hex } of tileHexes({ a, b })) {
          expect(tileOfHex(hex)).toEqual({ pos: { a, b }, local });
        }
      }),
    );
  });

  it('tiles the plane: neighbouring tiles share no hex and touch along three hex pairs', () => {
    const own = tileHexes({ a: 0, b: 0 }).map((h) => hexKey(h.hex));
    for (const n of tileNeighbors({ a: 0, b: 0 })) {
      const theirs = tileHexes(n).map((h) => hexKey(h.hex));
      expect(theirs.filter((k) => own.includes(k))).toEqual([]);
      let touching = 0;
      for (const a of tileHexes({ a: 0, b: 0 }))
        for (const b of tileHexes(n)) if (hexDistance(a.hex, b.hex) === 1) touching++;
      expect(touching).toBe(3);
    }
  });
});

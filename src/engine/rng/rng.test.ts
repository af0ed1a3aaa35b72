import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextInt, seedRng, shuffle } from './rng';

describe('seeded rng', () => {
  it('same seed gives the same sequence', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let a = seedRng(seed);
        let b = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const [x, na] = nextInt(a, 1000);
          const [y, nb] = nextInt(b, 1000);
          expect(x).toBe(y);
          a = na;
          b = nb;
        }
      }),
    );
  });

  it('ints stay in range and the state survives a JSON round trip', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 500 }), (seed, n) => {
        const s = seedRng(seed);
        const [v, next] = nextInt(s, n);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
        expect(JSON.parse(JSON.stringify(next))).toEqual(next);
      }),
    );
  });

  it('shuffle is a deterministic permutation', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, deck) => {
        const [a] = shuffle(deck, seedRng(seed));
        expect(shuffle(deck, seedRng(seed))[0]).toEqual(a);
        expect([...a].sort((x, y) => x - y)).toEqual([...deck].sort((x, y) => x - y));
      }),
    );
  });

  it('different seeds give different shuffles of a long deck', () => {
    const deck = Array.from({ length: 40 }, (_, i) => i);
    const [a] = shuffle(deck, seedRng(1));
    const [b] = shuffle(deck, seedRng(2));
    expect(a).not.toEqual(b);
  });
});

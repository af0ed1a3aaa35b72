// The simulator's own seeded RNG (bots, undo sampling). Independent of the engine's RNG in the game
// state, so that bot choices never disturb the game's randomness. sfc32 seeded through splitmix32;
// never Math.random, so every playout is reproducible from its seed.

export interface SimRng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Index chosen with probability proportional to its weight (weights ≥ 0; all 0 → uniform). */
  weighted(weights: readonly number[]): number;
  /** True with probability p. */
  chance(p: number): boolean;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A seeded RNG; `stream` separates independent sequences drawn from the same seed. */
export function createRng(seed: number, stream = 0): SimRng {
  const sm = splitmix32((Math.trunc(seed) ^ Math.imul(stream + 1, 0x2545f491)) >>> 0);
  let a = sm();
  let b = sm();
  let c = sm();
  let d = sm();
  const u32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) u32();
  const next = () => u32() / 0x100000000;
  const int = (n: number) => {
    if (!(n > 0)) throw new Error(`SimRng.int: bad range ${n}`);
    return Math.floor(next() * n);
  };
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('SimRng.pick: empty list');
      return items[int(items.length)] as T;
    },
    weighted(weights: readonly number[]): number {
      let total = 0;
      for (const w of weights) total += w > 0 ? w : 0;
      if (total <= 0) return int(weights.length);
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        const w = weights[i] ?? 0;
        if (w <= 0) continue;
        x -= w;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
    chance(p: number): boolean {
      return next() < p;
    },
  };
}

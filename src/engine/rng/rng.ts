// Seeded RNG kept in the game state (DESIGN.md): sfc32 seeded through splitmix32.
// Pure functions `(state) → [value, nextState]`; the state is four uint32 numbers (plain JSON).

export type RngState = [number, number, number, number];

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

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  const st: RngState = [next(), next(), next(), next()];
  // Warm up so close seeds diverge.
  let s = st;
  for (let i = 0; i < 12; i++) s = nextUint32(s)[1];
  return s;
}

export function nextUint32(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c >>> 0, d]];
}

/** Uniform integer in [0, n). */
export function nextInt(s: RngState, n: number): [number, RngState] {
  if (n <= 0 || !Number.isInteger(n)) throw new Error(`nextInt: bad range ${n}`);
  // Rejection sampling to avoid modulo bias.
  const limit = Math.floor(0x100000000 / n) * n;
  let st = s;
  for (;;) {
    const [v, ns] = nextUint32(st);
    st = ns;
    if (v < limit) return [v % n, st];
  }
}

/** Fisher–Yates shuffle; returns a new array. */
export function shuffle<T>(items: readonly T[], s: RngState): [T[], RngState] {
  const a = items.slice();
  let st = s;
  for (let i = a.length - 1; i > 0; i--) {
    const [j, ns] = nextInt(st, i + 1);
    st = ns;
    const tmp = a[i] as T;
    a[i] = a[j] as T;
    a[j] = tmp;
  }
  return [a, st];
}

/**
 * A mutable cursor over an RngState, for use inside immer recipes where the state's `rng` field is
 * a draft: `const r = rngOf(draft); r.int(6); …` writes back on every call.
 */
export interface RngCursor {
  int(n: number): number;
  shuffle<T>(items: readonly T[]): T[];
  pick<T>(items: readonly T[]): T;
}

export function rngOf(holder: { rng: RngState }): RngCursor {
  return {
    int(n) {
      const [v, s] = nextInt(holder.rng, n);
      holder.rng = s;
      return v;
    },
    shuffle(items) {
      const [a, s] = shuffle(items, holder.rng);
      holder.rng = s;
      return a;
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from empty list');
      const [v, s] = nextInt(holder.rng, items.length);
      holder.rng = s;
      return items[v] as (typeof items)[number];
    },
  };
}

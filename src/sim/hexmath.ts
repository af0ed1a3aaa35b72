// Minimal axial-hex helpers for the bots (pointy-top, keys "q,r", tile positions "a,b"), mirroring
// the conventions documented in src/engine/hex/hex.ts. Bots only use them for heuristics (where to
// walk); the engine alone decides what is legal.

export interface Hex {
  q: number;
  r: number;
}

const DIRS: Hex[] = [
  { q: 1, r: 0 },
  { q: -1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
];

export function parseKey(k: string): Hex {
  const i = k.indexOf(',');
  return { q: Number(k.slice(0, i)), r: Number(k.slice(i + 1)) };
}

export const keyOf = (h: Hex): string => `${h.q},${h.r}`;

export function neighborKeys(k: string): string[] {
  const h = parseKey(k);
  return DIRS.map((d) => `${h.q + d.q},${h.r + d.r}`);
}

export function hexDistance(a: string, b: string): number {
  const x = parseKey(a);
  const y = parseKey(b);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

const LOCAL: Hex[] = [
  { q: 0, r: 0 }, // C
  { q: 0, r: 1 }, // SE
  { q: 1, r: -1 }, // NE
  { q: 1, r: 0 }, // E
  { q: -1, r: 0 }, // W
  { q: -1, r: 1 }, // SW
  { q: 0, r: -1 }, // NW
];

/** Tile position ("a,b") of the tile a hex belongs to (tiles.md §4). */
export function tilePosOfHex(k: string): string {
  const h = parseKey(k);
  const rem = (((3 * h.q + h.r) % 7) + 7) % 7;
  const off = LOCAL[rem] ?? { q: 0, r: 0 };
  const cq = h.q - off.q;
  const cr = h.r - off.r;
  const a = (3 * cq + cr) / 7;
  const b = cq - 3 * a;
  return `${a},${b}`;
}

/** The 7 hex keys of a tile position. */
export function tileHexKeys(pos: string): string[] {
  const [a = 0, b = 0] = pos.split(',').map(Number);
  const c = { q: 3 * a + b, r: -2 * a - 3 * b };
  return [
    { q: 0, r: 0 },
    { q: 1, r: -1 },
    { q: 1, r: 0 },
    { q: 0, r: 1 },
    { q: -1, r: 1 },
    { q: -1, r: 0 },
    { q: 0, r: -1 },
  ].map((o) => `${c.q + o.q},${c.r + o.r}`);
}

export function tileNeighborPositions(pos: string): string[] {
  const [a = 0, b = 0] = pos.split(',').map(Number);
  return [
    [a + 1, b],
    [a, b + 1],
    [a - 1, b + 1],
    [a - 1, b],
    [a, b - 1],
    [a + 1, b - 1],
  ].map(([x, y]) => `${x},${y}`);
}

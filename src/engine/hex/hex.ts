// Hex maths (Red Blob Games' axial coordinates). Pointy-top hexes: every hex has a neighbour
// straight East and West; q grows East, r grows South. This is the convention of
// ../shared/reference/tiles.md and the only one used in the project. Pixel layout lives in the UI.

export interface Hex {
  q: number;
  r: number;
}

/** Record key of a hex: "q,r". */
export type HexKey = string;

export const hexKey = (h: Hex): HexKey => `${h.q},${h.r}`;

/**
 * Memo of pure functions of a hex key (issue 15: parsing "q,r" strings was ~3 % of the engine's
 * time). Bounded: a long run with many odd keys starts afresh instead of growing without end.
 */
export function keyMemo<T>(limit = 20000): Map<string, T> & { put(k: string, v: T): T } {
  const m = new Map<string, T>() as Map<string, T> & { put(k: string, v: T): T };
  m.put = (k, v) => {
    if (m.size >= limit) m.clear();
    m.set(k, v);
    return v;
  };
  return m;
}

const parsed = keyMemo<readonly [number, number]>();

export function parseHexKey(k: HexKey): Hex {
  let c = parsed.get(k);
  if (c === undefined) {
    const [q, r] = k.split(',').map(Number);
    if (q === undefined || r === undefined || Number.isNaN(q) || Number.isNaN(r))
      throw new Error(`bad hex key ${k}`);
    c = parsed.put(k, [q, r]);
  }
  // A fresh object each call: callers may keep or change it.
  return { q: c[0], r: c[1] };
}

export type Direction = 'E' | 'W' | 'NE' | 'NW' | 'SE' | 'SW';

export const DIRECTIONS: Record<Direction, Hex> = {
  E: { q: 1, r: 0 },
  W: { q: -1, r: 0 },
  NE: { q: 1, r: -1 },
  NW: { q: 0, r: -1 },
  SE: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
};

const DIR_LIST: Hex[] = Object.values(DIRECTIONS);

export const addHex = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });

export function neighbors(h: Hex): Hex[] {
  return DIR_LIST.map((d) => addHex(h, d));
}

const neighbourMemo = keyMemo<readonly HexKey[]>();

export function neighborKeys(k: HexKey): HexKey[] {
  const c = neighbourMemo.get(k) ?? neighbourMemo.put(k, neighbors(parseHexKey(k)).map(hexKey));
  return c.slice();
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

export function areAdjacent(a: HexKey, b: HexKey): boolean {
  return hexDistance(parseHexKey(a), parseHexKey(b)) === 1;
}

// ----------------------------------------------------------------------------- tiles on the lattice

/** Offset of each local hex of a tile from its centre (tiles.md §1). */
/** The seven spaces of a tile, by their place on it (centre and the six around it). */
export type LocalHex = 'C' | 'NE' | 'E' | 'SE' | 'SW' | 'W' | 'NW';

export const LOCAL_OFFSETS: Record<LocalHex, Hex> = {
  C: { q: 0, r: 0 },
  NE: { q: 1, r: -1 },
  E: { q: 1, r: 0 },
  SE: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  W: { q: -1, r: 0 },
  NW: { q: 0, r: -1 },
};

/** A tile position on the lattice (tiles.md §4): centre q = 3a + b, r = −2a − 3b. */
export interface TilePos {
  a: number;
  b: number;
}

export type TilePosKey = string;
export const tilePosKey = (p: TilePos): TilePosKey => `${p.a},${p.b}`;
export function parseTilePosKey(k: TilePosKey): TilePos {
  const [a, b] = k.split(',').map(Number);
  if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b))
    throw new Error(`bad tile position key ${k}`);
  return { a, b };
}

export function tileCenter(p: TilePos): Hex {
  return { q: 3 * p.a + p.b, r: -2 * p.a - 3 * p.b };
}

export function tileHexes(p: TilePos): { local: LocalHex; hex: Hex }[] {
  const c = tileCenter(p);
  return (Object.keys(LOCAL_OFFSETS) as LocalHex[]).map((local) => ({
    local,
    hex: addHex(c, LOCAL_OFFSETS[local]),
  }));
}

/** Neighbouring tile positions (E_T, NE_T, NW_T, W_T, SW_T, SE_T). */
export function tileNeighbors(p: TilePos): TilePos[] {
  return [
    { a: p.a + 1, b: p.b },
    { a: p.a, b: p.b + 1 },
    { a: p.a - 1, b: p.b + 1 },
    { a: p.a - 1, b: p.b },
    { a: p.a, b: p.b - 1 },
    { a: p.a + 1, b: p.b - 1 },
  ];
}

const LOCAL_BY_REMAINDER: LocalHex[] = ['C', 'SE', 'NE', 'E', 'W', 'SW', 'NW'];

/** Which tile position a hex belongs to, and its local name there (tiles.md §4 "Hex → tile"). */
export function tileOfHex(h: Hex): { pos: TilePos; local: LocalHex } {
  const k = (((3 * h.q + h.r) % 7) + 7) % 7;
  const local = LOCAL_BY_REMAINDER[k] as LocalHex;
  const off = LOCAL_OFFSETS[local];
  const c = { q: h.q - off.q, r: h.r - off.r };
  const a = (3 * c.q + c.r) / 7;
  const b = c.q - 3 * a;
  return { pos: { a, b }, local };
}

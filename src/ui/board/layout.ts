// Hex ↔ pixel layout of the map (Red Blob Games). Pointy-top axial coordinates, q east, r south
// (src/engine/hex/hex.ts); pixel centre x = R·√3·(q + r/2), y = R·1.5·r. The layout lives only in
// the UI. No Konva here: the maths is unit-tested in Node.
import {
  type GameState,
  type Hex,
  hexKey,
  type HexKey,
  parseHexKey,
  parseTilePosKey,
  tileCenter,
  tileHexes,
  tileNeighbors,
  type TilePos,
  tilePosKey,
  type TilePosKey,
} from '../../engine';

export const HEX_SIZE = 40;
const SQRT3 = Math.sqrt(3);

export interface Point {
  x: number;
  y: number;
}

export function hexToPixel(h: Hex, R = HEX_SIZE): Point {
  return { x: R * SQRT3 * (h.q + h.r / 2), y: R * 1.5 * h.r };
}

export function keyToPixel(k: HexKey, R = HEX_SIZE): Point {
  return hexToPixel(parseHexKey(k), R);
}

/** Round fractional axial coordinates to the hex that contains them (cube rounding). */
export function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // +0 turns a rounded -0 into 0 so keys read "0,0", not "-0,0"
  return { q: rq + 0, r: rr + 0 };
}

export function pixelToHex(p: Point, R = HEX_SIZE): Hex {
  const q = ((SQRT3 / 3) * p.x - (1 / 3) * p.y) / R;
  const r = ((2 / 3) * p.y) / R;
  return roundHex(q, r);
}

/** The six corners of a pointy-top hex, clockwise from the upper-right one. */
export function hexCorners(c: Point, R = HEX_SIZE): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push({ x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) });
  }
  return out;
}

/** Flat [x0, y0, x1, y1, …] polygon for Konva's Line. */
export function flatCorners(c: Point, R = HEX_SIZE): number[] {
  return hexCorners(c, R).flatMap((p) => [p.x, p.y]);
}

// Neighbour across each edge: edge i runs from corner i to corner i+1. Corner i is at angle
// 60·i − 30° (y down), so edge 0 faces E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE.
export const EDGE_NEIGHBOUR: Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

/** Outline of a set of hexes (e.g. one tile): the edges not shared with another member. */
export function outlineSegments(hexes: Hex[], R = HEX_SIZE): [Point, Point][] {
  const set = new Set(hexes.map(hexKey));
  const segs: [Point, Point][] = [];
  for (const h of hexes) {
    const cs = hexCorners(hexToPixel(h, R), R);
    EDGE_NEIGHBOUR.forEach((d, i) => {
      if (!set.has(hexKey({ q: h.q + d.q, r: h.r + d.r }))) {
        const a = cs[i];
        const b = cs[(i + 1) % 6];
        if (a && b) segs.push([a, b]);
      }
    });
  }
  return segs;
}

/** Closed outline polygon of a 7-hex tile at a lattice position (flat points for Konva). */
export function tileOutline(pos: TilePos, R = HEX_SIZE): number[] {
  const segs = outlineSegments(
    tileHexes(pos).map((t) => t.hex),
    R,
  );
  // Chain the 18 boundary segments into one ring.
  const ring: Point[] = [];
  const remaining = [...segs];
  const first = remaining.shift();
  if (!first) return [];
  ring.push(first[0], first[1]);
  const close = (a: Point, b: Point) => Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01;
  while (remaining.length > 0) {
    const last = ring[ring.length - 1] as Point;
    const i = remaining.findIndex((s) => close(s[0], last));
    if (i < 0) break;
    const [seg] = remaining.splice(i, 1);
    if (seg) ring.push(seg[1]);
  }
  ring.pop(); // last point equals the first
  return ring.flatMap((p) => [p.x, p.y]);
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(keys: Iterable<HexKey>, R = HEX_SIZE): Bounds | null {
  let b: Bounds | null = null;
  for (const k of keys) {
    const p = keyToPixel(k, R);
    const w = (R * SQRT3) / 2;
    if (!b) b = { minX: p.x - w, maxX: p.x + w, minY: p.y - R, maxY: p.y + R };
    else {
      b.minX = Math.min(b.minX, p.x - w);
      b.maxX = Math.max(b.maxX, p.x + w);
      b.minY = Math.min(b.minY, p.y - R);
      b.maxY = Math.max(b.maxY, p.y + R);
    }
  }
  return b;
}

export interface CameraFit {
  x: number;
  y: number;
  scale: number;
}

export interface FitOptions {
  margin?: number;
  /** Parts of the viewport covered by overlays (action bar, hand). */
  insets?: { top?: number; right?: number; bottom?: number; left?: number };
  minScale?: number;
  maxScale?: number;
}

/** Camera (stage position and scale) that shows `b` centred in the free part of a `w`×`h` viewport. */
export function fitCamera(b: Bounds, w: number, h: number, opts: FitOptions = {}): CameraFit {
  const { margin = 24, minScale = 0.3, maxScale = 1.8 } = opts;
  const top = opts.insets?.top ?? 0;
  const bottom = opts.insets?.bottom ?? 0;
  const left = opts.insets?.left ?? 0;
  const right = opts.insets?.right ?? 0;
  // Overlays larger than half the viewport are ignored rather than squeezing the map to nothing.
  const useInsets = top + bottom < h * 0.6 && left + right < w * 0.6;
  const fw = (useInsets ? w - left - right : w) - 2 * margin;
  const fh = (useInsets ? h - top - bottom : h) - 2 * margin;
  const bw = Math.max(1, b.maxX - b.minX);
  const bh = Math.max(1, b.maxY - b.minY);
  const scale = Math.min(maxScale, Math.max(minScale, Math.min(fw / bw, fh / bh)));
  const cx = (b.minX + b.maxX) / 2;
  const cy = (b.minY + b.maxY) / 2;
  const vx = useInsets ? left + (w - left - right) / 2 : w / 2;
  const vy = useInsets ? top + (h - top - bottom) / 2 : h / 2;
  return { x: vx - cx * scale, y: vy - cy * scale, scale };
}

/**
 * The camera at the same zoom, moved so that the world point `p` is in the middle of the free part
 * of a `w`×`h` viewport (as fitCamera places the map; overlays over half the viewport are ignored).
 */
export function centerCamera(
  cam: CameraFit,
  p: Point,
  w: number,
  h: number,
  insets: FitOptions['insets'] = {},
): CameraFit {
  const top = insets.top ?? 0;
  const bottom = insets.bottom ?? 0;
  const left = insets.left ?? 0;
  const right = insets.right ?? 0;
  const useInsets = top + bottom < h * 0.6 && left + right < w * 0.6;
  const vx = useInsets ? left + (w - left - right) / 2 : w / 2;
  const vy = useInsets ? top + (h - top - bottom) / 2 : h / 2;
  return { scale: cam.scale, x: vx - p.x * cam.scale, y: vy - p.y * cam.scale };
}

/**
 * The camera following the play (issue 16 part 2): the same zoom, moved as little as possible so
 * that the world rectangle `b` lies inside the free part of the viewport with `margin` pixels to
 * spare; unchanged when it is already there. A rectangle larger than the free part is centred.
 */
export function revealCamera(
  cam: CameraFit,
  b: Bounds,
  w: number,
  h: number,
  insets: FitOptions['insets'] = {},
  margin = 40,
): CameraFit {
  const top = insets.top ?? 0;
  const bottom = insets.bottom ?? 0;
  const left = insets.left ?? 0;
  const right = insets.right ?? 0;
  const useInsets = top + bottom < h * 0.6 && left + right < w * 0.6;
  const fx0 = (useInsets ? left : 0) + margin;
  const fx1 = (useInsets ? w - right : w) - margin;
  const fy0 = (useInsets ? top : 0) + margin;
  const fy1 = (useInsets ? h - bottom : h) - margin;
  const axis = (lo: number, hi: number, f0: number, f1: number): number => {
    if (hi - lo > f1 - f0) return (f0 + f1) / 2 - (lo + hi) / 2; // too big: centre it
    if (lo < f0) return f0 - lo;
    if (hi > f1) return f1 - hi;
    return 0;
  };
  const s = cam.scale;
  const dx = axis(cam.x + b.minX * s, cam.x + b.maxX * s, fx0, fx1);
  const dy = axis(cam.y + b.minY * s, cam.y + b.maxY * s, fy0, fy1);
  return dx === 0 && dy === 0 ? cam : { scale: s, x: cam.x + dx, y: cam.y + dy };
}

/** Zoom by `factor` keeping the world point under `pivot` (screen coordinates) fixed. */
export function zoomAt(
  cam: CameraFit,
  pivot: Point,
  factor: number,
  min = 0.3,
  max = 3,
): CameraFit {
  const scale = Math.min(max, Math.max(min, cam.scale * factor));
  const wx = (pivot.x - cam.x) / cam.scale;
  const wy = (pivot.y - cam.y) / cam.scale;
  return { scale, x: pivot.x - wx * scale, y: pivot.y - wy * scale };
}

// ---------------------------------------------------------------- unexplored tile positions

export type MapShape = 'wedge' | 'open' | 'unknown';

/** The starting tile's face tells the shape: side A = wedge, side B = open (tiles.md §6). */
export function mapShapeOf(state: Pick<GameState, 'map'>): MapShape {
  const start = state.map.tiles.find((t) => t.pos === '0,0');
  if (!start) return 'unknown';
  if (start.tile === 'start-a') return 'wedge';
  if (start.tile === 'start-b') return 'open';
  return 'unknown';
}

function insideShape(p: TilePos, shape: MapShape): boolean {
  if (shape === 'wedge') return p.a >= 0 && p.b >= 0;
  if (shape === 'open') return p.a >= 0 && p.b >= -2 && p.b <= 2 && p.a + p.b >= 0;
  return true;
}

/**
 * Empty lattice positions where a tile could be placed later, derived only from the map: inside
 * the map shape and, as for countryside tiles (tiles.md §5.3), touching two placed tiles or a
 * placed tile that itself touches two. Drawn faintly; real legality comes from legalActions.
 */
export function openTilePositions(state: Pick<GameState, 'map'>): TilePosKey[] {
  const placed = new Set(state.map.tiles.map((t) => t.pos));
  const shape = mapShapeOf(state);
  const placedNeighbours = (p: TilePos) =>
    tileNeighbors(p).filter((n) => placed.has(tilePosKey(n))).length;
  const out: TilePosKey[] = [];
  const seen = new Set<TilePosKey>();
  for (const t of state.map.tiles) {
    for (const n of tileNeighbors(parseTilePosKey(t.pos))) {
      const k = tilePosKey(n);
      if (placed.has(k) || seen.has(k)) continue;
      seen.add(k);
      if (!insideShape(n, shape)) continue;
      const touching = tileNeighbors(n).filter((m) => placed.has(tilePosKey(m)));
      const ok = touching.length >= 2 || touching.some((m) => placedNeighbours(m) >= 2);
      if (ok) out.push(k);
    }
  }
  return out;
}

export function tilePosCenterPixel(k: TilePosKey, R = HEX_SIZE): Point {
  return hexToPixel(tileCenter(parseTilePosKey(k)), R);
}

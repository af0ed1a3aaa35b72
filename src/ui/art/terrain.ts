// Procedural terrain art: a colour per terrain plus a subtle pattern (grass tufts, trees, dunes…),
// drawn with plain Canvas 2D calls so the same code paints the Konva map and small HTML canvases.
// Deterministic: the pattern of a hex depends only on its seed.
import type { Terrain } from '../../engine';
import { TERRAIN_HEX } from '../theme/colors';

export type Ctx = CanvasRenderingContext2D;

/** Begin a path along a closed polygon given as flat x, y pairs (fill or stroke it after). */
export function tracePolygon(ctx: Ctx, pts: readonly number[]): void {
  ctx.beginPath();
  for (let i = 0; i < pts.length; i += 2) {
    const x = pts[i] ?? 0;
    const y = pts[i + 1] ?? 0;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hexSeed(q: number, r: number): number {
  return (Math.imul(q, 73856093) ^ Math.imul(r, 19349663)) >>> 0;
}

/** Corner points of a pointy-top hex. */
export function hexPath(ctx: Ctx, cx: number, cy: number, R: number): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    const x = cx + R * Math.cos(a);
    const y = cy + R * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c + amount * 255)));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `rgb(${r},${g},${b})`;
}

/** Random point inside the inner part of the hex (kept away from the rim). */
function spot(rand: () => number, R: number, k = 0.72): [number, number] {
  for (;;) {
    const x = (rand() * 2 - 1) * R * k;
    const y = (rand() * 2 - 1) * R * k;
    // inside the pointy-top hex scaled by k
    if (Math.abs(x) <= R * k * 0.866 && Math.abs(y) + Math.abs(x) * 0.577 <= R * k) return [x, y];
  }
}

export function drawTerrainHex(
  ctx: Ctx,
  terrain: Terrain,
  cx: number,
  cy: number,
  R: number,
  seed: number,
): void {
  const base = TERRAIN_HEX[terrain];
  ctx.save();
  hexPath(ctx, cx, cy, R);
  const g = ctx.createRadialGradient(cx - R * 0.2, cy - R * 0.3, R * 0.1, cx, cy, R * 1.05);
  g.addColorStop(0, shade(base, 0.07));
  g.addColorStop(1, shade(base, -0.06));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.clip();
  ctx.translate(cx, cy);
  const rand = prng(seed);
  PATTERNS[terrain](ctx, R, rand, base);
  ctx.restore();
  // hex edge
  ctx.save();
  hexPath(ctx, cx, cy, R);
  ctx.lineWidth = Math.max(0.6, R * 0.025);
  ctx.strokeStyle = 'rgba(25,30,20,0.35)';
  ctx.stroke();
  ctx.restore();
}

type Pattern = (ctx: Ctx, R: number, rand: () => number, base: string) => void;

const plains: Pattern = (ctx, R, rand, base) => {
  ctx.strokeStyle = shade(base, -0.2);
  ctx.lineWidth = R * 0.025;
  ctx.lineCap = 'round';
  for (let i = 0; i < 11; i++) {
    const [x, y] = spot(rand, R, 0.85);
    const h = R * (0.07 + rand() * 0.05);
    ctx.beginPath();
    ctx.moveTo(x - h * 0.5, y - h);
    ctx.lineTo(x, y);
    ctx.lineTo(x + h * 0.1, y - h * 1.2);
    ctx.moveTo(x, y);
    ctx.lineTo(x + h * 0.6, y - h * 0.9);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(255,250,210,0.55)';
  for (let i = 0; i < 5; i++) {
    const [x, y] = spot(rand, R, 0.8);
    ctx.beginPath();
    ctx.arc(x, y, R * 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
};

const hills: Pattern = (ctx, R, rand, base) => {
  const n = 3;
  for (let i = 0; i < n; i++) {
    const [x, y] = spot(rand, R, 0.55);
    const w = R * (0.32 + rand() * 0.14);
    const h = w * 0.55;
    ctx.beginPath();
    ctx.moveTo(x - w, y + h * 0.35);
    ctx.quadraticCurveTo(x, y - h * 1.5, x + w, y + h * 0.35);
    ctx.closePath();
    ctx.fillStyle = shade(base, -0.1);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x - w * 0.75, y);
    ctx.quadraticCurveTo(x - w * 0.1, y - h * 1.05, x + w * 0.35, y - h * 0.5);
    ctx.strokeStyle = shade(base, 0.14);
    ctx.lineWidth = R * 0.03;
    ctx.lineCap = 'round';
    ctx.stroke();
  }
};

const forest: Pattern = (ctx, R, rand, base) => {
  const trees: [number, number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const [x, y] = spot(rand, R, 0.78);
    trees.push([x, y, R * (0.11 + rand() * 0.05)]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s] of trees) {
    ctx.fillStyle = 'rgba(0,0,0,0.18)';
    ctx.beginPath();
    ctx.ellipse(x + s * 0.3, y + s * 0.9, s * 0.9, s * 0.35, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#5b3d22';
    ctx.fillRect(x - s * 0.12, y, s * 0.24, s * 0.8);
    ctx.beginPath();
    ctx.moveTo(x, y - s * 1.6);
    ctx.lineTo(x + s * 0.85, y + s * 0.25);
    ctx.lineTo(x - s * 0.85, y + s * 0.25);
    ctx.closePath();
    ctx.fillStyle = shade(base, -0.14);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, y - s * 1.6);
    ctx.lineTo(x - s * 0.85, y + s * 0.25);
    ctx.lineTo(x - s * 0.1, y + s * 0.25);
    ctx.closePath();
    ctx.fillStyle = shade(base, 0.06);
    ctx.fill();
  }
};

const wasteland: Pattern = (ctx, R, rand, base) => {
  ctx.strokeStyle = shade(base, -0.22);
  ctx.lineWidth = R * 0.022;
  ctx.lineJoin = 'round';
  for (let i = 0; i < 4; i++) {
    let [x, y] = spot(rand, R, 0.7);
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let k = 0; k < 4; k++) {
      x += (rand() - 0.3) * R * 0.16;
      y += (rand() - 0.5) * R * 0.16;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  for (let i = 0; i < 6; i++) {
    const [x, y] = spot(rand, R, 0.8);
    const s = R * (0.03 + rand() * 0.03);
    ctx.fillStyle = shade(base, -0.15);
    ctx.beginPath();
    ctx.ellipse(x, y, s * 1.3, s, rand() * 3, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = shade(base, 0.1);
    ctx.beginPath();
    ctx.ellipse(x - s * 0.3, y - s * 0.3, s * 0.5, s * 0.35, 0, 0, Math.PI * 2);
    ctx.fill();
  }
};

const desert: Pattern = (ctx, R, rand, base) => {
  ctx.lineCap = 'round';
  for (let i = 0; i < 5; i++) {
    const [x, y] = spot(rand, R, 0.7);
    const w = R * (0.25 + rand() * 0.2);
    ctx.beginPath();
    ctx.moveTo(x - w, y);
    ctx.bezierCurveTo(x - w * 0.4, y - w * 0.35, x + w * 0.2, y + w * 0.3, x + w, y - w * 0.1);
    ctx.strokeStyle = shade(base, -0.14);
    ctx.lineWidth = R * 0.028;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x - w * 0.9, y - R * 0.03);
    ctx.bezierCurveTo(
      x - w * 0.4,
      y - w * 0.38,
      x + w * 0.2,
      y + w * 0.25,
      x + w * 0.9,
      y - w * 0.13,
    );
    ctx.strokeStyle = shade(base, 0.1);
    ctx.lineWidth = R * 0.016;
    ctx.stroke();
  }
};

const swamp: Pattern = (ctx, R, rand, base) => {
  for (let i = 0; i < 4; i++) {
    const [x, y] = spot(rand, R, 0.62);
    const w = R * (0.15 + rand() * 0.1);
    ctx.beginPath();
    ctx.ellipse(x, y, w, w * 0.45, 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(60,110,120,0.75)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(200,230,220,0.35)';
    ctx.lineWidth = R * 0.015;
    ctx.stroke();
  }
  ctx.lineCap = 'round';
  for (let i = 0; i < 9; i++) {
    const [x, y] = spot(rand, R, 0.8);
    const h = R * (0.1 + rand() * 0.07);
    ctx.strokeStyle = shade(base, -0.25);
    ctx.lineWidth = R * 0.018;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x - h * 0.15, y - h);
    ctx.stroke();
    ctx.strokeStyle = '#5a4028';
    ctx.lineWidth = R * 0.03;
    ctx.beginPath();
    ctx.moveTo(x - h * 0.15, y - h);
    ctx.lineTo(x - h * 0.2, y - h * 1.25);
    ctx.stroke();
  }
};

const water =
  (light: number, count: number): Pattern =>
  (ctx, R, rand, base) => {
    const g = ctx.createRadialGradient(0, 0, 0, 0, 0, R);
    g.addColorStop(0, 'rgba(255,255,255,0.12)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(-R, -R, 2 * R, 2 * R);
    ctx.strokeStyle = shade(base, light);
    ctx.lineWidth = R * 0.025;
    ctx.lineCap = 'round';
    for (let i = 0; i < count; i++) {
      const [x, y] = spot(rand, R, 0.75);
      const w = R * (0.08 + rand() * 0.06);
      ctx.beginPath();
      ctx.moveTo(x - w, y);
      ctx.quadraticCurveTo(x - w * 0.5, y - w * 0.6, x, y);
      ctx.quadraticCurveTo(x + w * 0.5, y + w * 0.6, x + w, y);
      ctx.stroke();
    }
  };

const mountain: Pattern = (ctx, R, rand, base) => {
  const peaks: [number, number, number][] = [
    [-R * 0.28, R * 0.18, R * 0.42],
    [R * 0.25, R * 0.22, R * 0.36],
    [0, R * 0.02, R * 0.55],
  ];
  for (const [x0, y0, s0] of peaks) {
    const x = x0 + (rand() - 0.5) * R * 0.08;
    const y = y0 + (rand() - 0.5) * R * 0.06;
    const s = s0 * (0.9 + rand() * 0.2);
    const top = y - s;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x + s * 0.85, y + s * 0.35);
    ctx.lineTo(x - s * 0.85, y + s * 0.35);
    ctx.closePath();
    ctx.fillStyle = shade(base, -0.17);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x - s * 0.85, y + s * 0.35);
    ctx.lineTo(x + s * 0.05, y + s * 0.35);
    ctx.closePath();
    ctx.fillStyle = shade(base, 0.04);
    ctx.fill();
    // snow cap
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x + s * 0.28, top + s * 0.42);
    ctx.lineTo(x + s * 0.08, top + s * 0.34);
    ctx.lineTo(x - s * 0.06, top + s * 0.46);
    ctx.lineTo(x - s * 0.28, top + s * 0.42);
    ctx.closePath();
    ctx.fillStyle = 'rgba(250,250,255,0.92)';
    ctx.fill();
  }
};

const PATTERNS: Record<Terrain, Pattern> = {
  plains,
  hills,
  forest,
  wasteland,
  desert,
  swamp,
  lake: water(0.2, 7),
  mountain,
  sea: water(0.15, 10),
};

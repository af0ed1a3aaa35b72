// Site symbols: our own clean vector glyphs on a round medallion, drawn with Canvas 2D. Glyphs are
// designed in a unit box (-1..1) and scaled to the hex.
import type { BasicColor, SiteOnHex, SiteType } from '../../engine';
import { CITY_HEX, ENEMY_HEX, MANA_HEX } from '../theme/colors';
import { tracePolygon, type Ctx } from './terrain';

const LIGHT = '#f4ecd6';
const DARK = '#1d1b22';

type Family = 'inhabited' | 'fortified' | 'adventure' | 'passive' | 'rampaging' | 'portal';

const FAMILY: Record<SiteType, Family> = {
  portal: 'portal',
  village: 'inhabited',
  monastery: 'inhabited',
  'refugee-camp': 'inhabited',
  keep: 'fortified',
  'mage-tower': 'fortified',
  city: 'fortified',
  'volkare-camp': 'fortified',
  dungeon: 'adventure',
  tomb: 'adventure',
  'monster-den': 'adventure',
  'spawning-grounds': 'adventure',
  'ancient-ruins': 'adventure',
  maze: 'adventure',
  labyrinth: 'adventure',
  'crystal-mine': 'passive',
  'deep-mine': 'passive',
  'magical-glade': 'passive',
  orcs: 'rampaging',
  draconum: 'rampaging',
};

const RIM: Record<Family, string> = {
  inhabited: '#d9b25a',
  fortified: '#b9c3d4',
  adventure: '#c98a52',
  passive: '#8fcfa7',
  rampaging: '#e06a55',
  portal: '#b79cff',
};

export interface SiteDrawOptions {
  conquered?: boolean;
  burned?: boolean;
}

/** Draw the site medallion centred at (cx, cy) for a hex of size R. */
export function drawSite(
  ctx: Ctx,
  site: SiteOnHex,
  cx: number,
  cy: number,
  R: number,
  opts: SiteDrawOptions = {},
): void {
  const fam = FAMILY[site.type];
  const big = site.type === 'city' || site.type === 'portal';
  const mr = R * (big ? 0.62 : 0.52);
  ctx.save();
  ctx.translate(cx, cy);
  if (fam === 'rampaging') {
    // A marked spot where rampaging enemies appear: dashed ring, no medallion.
    ctx.beginPath();
    ctx.arc(0, 0, mr, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(20,16,16,0.28)';
    ctx.fill();
    ctx.setLineDash([R * 0.08, R * 0.06]);
    ctx.lineWidth = R * 0.04;
    ctx.strokeStyle = site.type === 'orcs' ? ENEMY_HEX.green : ENEMY_HEX.red;
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = R * 0.12;
    ctx.shadowOffsetY = R * 0.04;
    ctx.beginPath();
    ctx.arc(0, 0, mr, 0, Math.PI * 2);
    const g = ctx.createRadialGradient(-mr * 0.3, -mr * 0.4, mr * 0.1, 0, 0, mr);
    g.addColorStop(0, '#3a3846');
    g.addColorStop(1, '#16151c');
    ctx.fillStyle = g;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.lineWidth = R * 0.045;
    ctx.strokeStyle = RIM[fam];
    ctx.stroke();
  }
  const s = mr * 0.8;
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  GLYPHS[site.type](ctx, site);
  ctx.restore();
  if (opts.burned) {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.beginPath();
    ctx.arc(0, 0, mr, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(30,10,5,0.6)';
    ctx.fill();
    ctx.strokeStyle = '#ff7a2a';
    ctx.lineWidth = R * 0.05;
    ctx.beginPath();
    ctx.moveTo(-mr * 0.5, -mr * 0.5);
    ctx.lineTo(mr * 0.5, mr * 0.5);
    ctx.moveTo(mr * 0.5, -mr * 0.5);
    ctx.lineTo(-mr * 0.5, mr * 0.5);
    ctx.stroke();
    ctx.restore();
  }
}

type Glyph = (ctx: Ctx, site: SiteOnHex) => void;

function fillStroke(ctx: Ctx, fill: string, stroke = DARK, lw = 0.08): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

function star(ctx: Ctx, cx: number, cy: number, r1: number, r2: number, n: number): void {
  ctx.beginPath();
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = (Math.PI * i) / n - Math.PI / 2;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function gem(ctx: Ctx, cx: number, cy: number, w: number, color: string): void {
  const h = w * 1.35;
  tracePolygon(ctx, [
    cx,
    cy - h,
    cx + w,
    cy - h * 0.3,
    cx + w * 0.6,
    cy + h,
    cx - w * 0.6,
    cy + h,
    cx - w,
    cy - h * 0.3,
  ]);
  fillStroke(ctx, color, DARK, 0.07);
  ctx.beginPath();
  ctx.moveTo(cx - w, cy - h * 0.3);
  ctx.lineTo(cx + w, cy - h * 0.3);
  ctx.moveTo(cx, cy - h);
  ctx.lineTo(cx - w * 0.35, cy - h * 0.3);
  ctx.lineTo(cx, cy + h);
  ctx.lineTo(cx + w * 0.35, cy - h * 0.3);
  ctx.closePath();
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = 0.05;
  ctx.stroke();
}

function crenels(ctx: Ctx, x: number, y: number, w: number, n: number, h: number): void {
  const step = w / (n * 2 - 1);
  for (let i = 0; i < n; i++) ctx.rect(x + i * 2 * step, y - h, step, h);
}

const portal: Glyph = (ctx) => {
  for (let i = 3; i >= 1; i--) {
    ctx.beginPath();
    ctx.arc(0, 0, 0.38 * i, 0, Math.PI * 2);
    ctx.strokeStyle = i === 3 ? '#b79cff' : i === 2 ? '#8fb0ff' : '#dff0ff';
    ctx.lineWidth = 0.09;
    ctx.stroke();
  }
  star(ctx, 0, 0, 0.62, 0.16, 4);
  ctx.fillStyle = '#f4f0ff';
  ctx.fill();
  star(ctx, 0, 0, 0.36, 0.1, 4);
  ctx.save();
  ctx.rotate(Math.PI / 4);
  star(ctx, 0, 0, 0.4, 0.1, 4);
  ctx.restore();
  ctx.fillStyle = '#cbb8ff';
  ctx.fill();
};

const house = (ctx: Ctx, x: number, y: number, s: number, roof: string): void => {
  ctx.beginPath();
  ctx.rect(x - s * 0.5, y - s * 0.45, s, s * 0.75);
  fillStroke(ctx, LIGHT);
  tracePolygon(ctx, [x - s * 0.65, y - s * 0.4, x, y - s * 1.0, x + s * 0.65, y - s * 0.4]);
  fillStroke(ctx, roof);
  ctx.beginPath();
  ctx.rect(x - s * 0.12, y - s * 0.05, s * 0.24, s * 0.35);
  ctx.fillStyle = '#5a3b22';
  ctx.fill();
};

const village: Glyph = (ctx) => {
  house(ctx, -0.38, 0.35, 0.7, '#b5523b');
  house(ctx, 0.36, 0.45, 0.85, '#c9703f');
};

const monastery: Glyph = (ctx) => {
  // nave
  ctx.beginPath();
  ctx.rect(-0.75, -0.05, 1.0, 0.65);
  fillStroke(ctx, LIGHT);
  tracePolygon(ctx, [-0.85, 0, -0.25, -0.45, 0.35, 0]);
  fillStroke(ctx, '#6f8fc8');
  // bell tower
  ctx.beginPath();
  ctx.rect(0.2, -0.55, 0.5, 1.15);
  fillStroke(ctx, LIGHT);
  tracePolygon(ctx, [0.12, -0.5, 0.45, -0.98, 0.78, -0.5]);
  fillStroke(ctx, '#6f8fc8');
  ctx.beginPath();
  ctx.arc(0.45, -0.25, 0.11, 0, Math.PI * 2);
  ctx.fillStyle = '#e2b44a';
  ctx.fill();
  // door arch
  ctx.beginPath();
  ctx.moveTo(-0.4, 0.6);
  ctx.lineTo(-0.4, 0.3);
  ctx.arc(-0.25, 0.3, 0.15, Math.PI, 0);
  ctx.lineTo(-0.1, 0.6);
  ctx.fillStyle = '#5a3b22';
  ctx.fill();
};

const keep: Glyph = (ctx) => {
  ctx.beginPath();
  ctx.rect(-0.55, -0.35, 1.1, 1.0);
  crenels(ctx, -0.55, -0.35, 1.1, 4, 0.2);
  fillStroke(ctx, '#c9ced8');
  ctx.beginPath();
  ctx.moveTo(-0.2, 0.65);
  ctx.lineTo(-0.2, 0.25);
  ctx.arc(0, 0.25, 0.2, Math.PI, 0);
  ctx.lineTo(0.2, 0.65);
  ctx.fillStyle = '#3a2c20';
  ctx.fill();
  // flag
  ctx.beginPath();
  ctx.moveTo(0, -0.55);
  ctx.lineTo(0, -0.95);
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 0.07;
  ctx.stroke();
  tracePolygon(ctx, [0, -0.95, 0.38, -0.85, 0, -0.72]);
  fillStroke(ctx, '#c0392b', DARK, 0.04);
};

const mageTower: Glyph = (ctx) => {
  tracePolygon(ctx, [-0.3, 0.75, -0.22, -0.3, 0.22, -0.3, 0.3, 0.75]);
  fillStroke(ctx, '#cfc7e6');
  tracePolygon(ctx, [-0.42, -0.25, 0, -1.0, 0.42, -0.25]);
  fillStroke(ctx, '#7c55a8');
  ctx.beginPath();
  ctx.rect(-0.08, 0.0, 0.16, 0.24);
  ctx.fillStyle = '#f3d36b';
  ctx.fill();
  star(ctx, 0.55, -0.72, 0.22, 0.08, 4);
  ctx.fillStyle = '#f3e7ff';
  ctx.fill();
};

const city: Glyph = (ctx, site) => {
  const col = site.city ? CITY_HEX[site.city] : LIGHT;
  // wall
  ctx.beginPath();
  ctx.rect(-0.9, 0.05, 1.8, 0.6);
  crenels(ctx, -0.9, 0.05, 1.8, 7, 0.15);
  fillStroke(ctx, col);
  // towers
  ctx.beginPath();
  ctx.rect(-0.85, -0.45, 0.42, 1.1);
  crenels(ctx, -0.85, -0.45, 0.42, 2, 0.14);
  fillStroke(ctx, col);
  ctx.beginPath();
  ctx.rect(0.43, -0.45, 0.42, 1.1);
  crenels(ctx, 0.43, -0.45, 0.42, 2, 0.14);
  fillStroke(ctx, col);
  ctx.beginPath();
  ctx.rect(-0.25, -0.75, 0.5, 1.4);
  fillStroke(ctx, col);
  tracePolygon(ctx, [-0.33, -0.7, 0, -1.1, 0.33, -0.7]);
  fillStroke(ctx, '#e2b44a');
  ctx.beginPath();
  ctx.moveTo(-0.14, 0.65);
  ctx.lineTo(-0.14, 0.35);
  ctx.arc(0, 0.35, 0.14, Math.PI, 0);
  ctx.lineTo(0.14, 0.65);
  ctx.fillStyle = DARK;
  ctx.fill();
};

const dungeon: Glyph = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(-0.7, 0.7);
  ctx.lineTo(-0.7, -0.05);
  ctx.arc(0, -0.05, 0.7, Math.PI, 0);
  ctx.lineTo(0.7, 0.7);
  ctx.closePath();
  fillStroke(ctx, '#8c8577');
  ctx.beginPath();
  ctx.moveTo(-0.42, 0.7);
  ctx.lineTo(-0.42, 0.0);
  ctx.arc(0, 0.0, 0.42, Math.PI, 0);
  ctx.lineTo(0.42, 0.7);
  ctx.closePath();
  ctx.fillStyle = '#0c0b0e';
  ctx.fill();
  ctx.strokeStyle = '#8c8577';
  ctx.lineWidth = 0.08;
  for (let i = 0; i < 3; i++) {
    const y = 0.25 + i * 0.17;
    const w = 0.12 + i * 0.09;
    ctx.beginPath();
    ctx.moveTo(-w, y);
    ctx.lineTo(w, y);
    ctx.stroke();
  }
};

const tomb: Glyph = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(-0.5, 0.6);
  ctx.lineTo(-0.5, -0.35);
  ctx.arc(0, -0.35, 0.5, Math.PI, 0);
  ctx.lineTo(0.5, 0.6);
  ctx.closePath();
  fillStroke(ctx, '#bdb6a8');
  ctx.beginPath();
  ctx.moveTo(0, -0.55);
  ctx.lineTo(0, 0.2);
  ctx.moveTo(-0.25, -0.3);
  ctx.lineTo(0.25, -0.3);
  ctx.strokeStyle = '#5d564b';
  ctx.lineWidth = 0.1;
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(-0.85, 0.6, 1.7, 0.18);
  fillStroke(ctx, '#6b5a44');
};

const monsterDen: Glyph = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(-0.85, 0.6);
  ctx.quadraticCurveTo(-0.75, -0.75, 0, -0.75);
  ctx.quadraticCurveTo(0.75, -0.75, 0.85, 0.6);
  ctx.closePath();
  fillStroke(ctx, '#7b6a55');
  ctx.beginPath();
  ctx.moveTo(-0.55, 0.6);
  ctx.quadraticCurveTo(-0.5, -0.4, 0, -0.42);
  ctx.quadraticCurveTo(0.5, -0.4, 0.55, 0.6);
  ctx.closePath();
  ctx.fillStyle = '#0d0b0c';
  ctx.fill();
  ctx.fillStyle = '#ffd23c';
  for (const x of [-0.18, 0.18]) {
    ctx.beginPath();
    ctx.ellipse(x, -0.02, 0.1, 0.06, x < 0 ? 0.3 : -0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = LIGHT;
  for (const x of [-0.3, -0.1, 0.1, 0.3]) {
    tracePolygon(ctx, [x - 0.07, -0.38, x + 0.07, -0.38, x, -0.2]);
    ctx.fill();
  }
};

const spawningGrounds: Glyph = (ctx) => {
  const eggs: [number, number, number][] = [
    [-0.4, 0.25, 0.3],
    [0.42, 0.3, 0.28],
    [0, -0.15, 0.36],
  ];
  for (const [x, y, s] of eggs) {
    ctx.beginPath();
    ctx.ellipse(x, y, s * 0.78, s, 0, 0, Math.PI * 2);
    fillStroke(ctx, '#d8cfae');
    ctx.fillStyle = '#7a8a3a';
    ctx.beginPath();
    ctx.arc(x - s * 0.25, y - s * 0.2, s * 0.14, 0, Math.PI * 2);
    ctx.arc(x + s * 0.22, y + s * 0.25, s * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.ellipse(0, 0.62, 0.9, 0.14, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#4a3b2a';
  ctx.fill();
};

const ancientRuins: Glyph = (ctx) => {
  const col = (x: number, top: number): void => {
    ctx.beginPath();
    ctx.rect(x - 0.16, top, 0.32, 0.7 - top);
    fillStroke(ctx, '#d8d0bc');
    ctx.beginPath();
    ctx.rect(x - 0.24, top - 0.1, 0.48, 0.12);
    fillStroke(ctx, '#d8d0bc');
  };
  col(-0.5, -0.5);
  col(0.05, 0.05);
  col(0.55, -0.3);
  tracePolygon(ctx, [-0.78, -0.62, 0.2, -0.62, 0.05, -0.75, -0.7, -0.78]);
  fillStroke(ctx, '#c8bea6');
  ctx.beginPath();
  ctx.rect(-0.9, 0.7, 1.8, 0.12);
  fillStroke(ctx, '#8a7d62');
};

const crystalMine: Glyph = (ctx, site) => {
  ctx.beginPath();
  ctx.moveTo(-0.85, 0.75);
  ctx.lineTo(-0.85, 0.0);
  ctx.arc(0, 0.0, 0.85, Math.PI, 0);
  ctx.lineTo(0.85, 0.75);
  ctx.strokeStyle = '#8a7458';
  ctx.lineWidth = 0.14;
  ctx.stroke();
  gem(ctx, 0, 0.05, 0.45, MANA_HEX[site.color ?? 'white']);
};

const deepMine: Glyph = (ctx, site) => {
  const cols: BasicColor[] = site.colors && site.colors.length > 0 ? site.colors : ['white'];
  const n = cols.length;
  cols.forEach((c, i) => {
    const x = n === 1 ? 0 : -0.5 + (i * 1.0) / (n - 1);
    gem(ctx, x, i % 2 === 0 ? 0.1 : -0.15, n > 2 ? 0.26 : 0.34, MANA_HEX[c]);
  });
  ctx.beginPath();
  ctx.moveTo(-0.9, 0.78);
  ctx.lineTo(0.9, 0.78);
  ctx.strokeStyle = '#8a7458';
  ctx.lineWidth = 0.12;
  ctx.stroke();
};

const magicalGlade: Glyph = (ctx) => {
  const g = ctx.createRadialGradient(0, 0, 0.05, 0, 0, 0.95);
  g.addColorStop(0, 'rgba(255,245,180,0.9)');
  g.addColorStop(1, 'rgba(120,220,160,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(0, 0, 0.95, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 0; i < 6; i++) {
    ctx.save();
    ctx.rotate((Math.PI / 3) * i);
    ctx.beginPath();
    ctx.ellipse(0, -0.42, 0.17, 0.34, 0, 0, Math.PI * 2);
    fillStroke(ctx, i % 2 === 0 ? '#7fd39b' : '#a6e3b8', '#24513a', 0.05);
    ctx.restore();
  }
  star(ctx, 0, 0, 0.3, 0.11, 4);
  ctx.fillStyle = '#fff6c8';
  ctx.fill();
};

const orcs: Glyph = (ctx) => {
  // two crossed axes
  for (const dir of [-1, 1]) {
    ctx.save();
    ctx.rotate((dir * Math.PI) / 4);
    ctx.beginPath();
    ctx.moveTo(0, 0.8);
    ctx.lineTo(0, -0.75);
    ctx.strokeStyle = '#6b4a2a';
    ctx.lineWidth = 0.13;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -0.7);
    ctx.quadraticCurveTo(dir * 0.55, -0.75, dir * 0.5, -0.25);
    ctx.quadraticCurveTo(dir * 0.25, -0.38, 0, -0.3);
    ctx.closePath();
    fillStroke(ctx, '#c8ccd2', DARK, 0.05);
    ctx.restore();
  }
};

const draconum: Glyph = (ctx) => {
  ctx.strokeStyle = '#f0745e';
  ctx.lineWidth = 0.15;
  for (const x of [-0.38, 0, 0.38]) {
    ctx.beginPath();
    ctx.moveTo(x - 0.2, -0.7);
    ctx.quadraticCurveTo(x + 0.2, -0.1, x - 0.05, 0.7);
    ctx.stroke();
  }
};

const maze: Glyph = (ctx) => {
  ctx.strokeStyle = '#d9c9a0';
  ctx.lineWidth = 0.12;
  ctx.beginPath();
  const pts = [
    [-0.8, 0.8],
    [-0.8, -0.8],
    [0.8, -0.8],
    [0.8, 0.8],
    [-0.45, 0.8],
    [-0.45, -0.45],
    [0.45, -0.45],
    [0.45, 0.45],
    [-0.1, 0.45],
    [-0.1, -0.1],
    [0.12, -0.1],
  ];
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x ?? 0, y ?? 0) : ctx.lineTo(x ?? 0, y ?? 0)));
  ctx.stroke();
};

const labyrinth: Glyph = (ctx) => {
  ctx.strokeStyle = '#e0a27a';
  ctx.lineWidth = 0.11;
  for (let i = 1; i <= 4; i++) {
    const r = 0.2 * i;
    const gap = 0.5 / i;
    const start = (i % 2 === 0 ? Math.PI / 2 : -Math.PI / 2) + gap;
    ctx.beginPath();
    ctx.arc(0, 0, r, start, start + Math.PI * 2 - 2 * gap);
    ctx.stroke();
  }
};

const refugeeCamp: Glyph = (ctx) => {
  const tent = (x: number, s: number, c: string): void => {
    tracePolygon(ctx, [x - s, 0.6, x, 0.6 - s * 1.3, x + s, 0.6]);
    fillStroke(ctx, c);
    tracePolygon(ctx, [x - s * 0.2, 0.6, x, 0.6 - s * 0.6, x + s * 0.2, 0.6]);
    ctx.fillStyle = '#3a2c20';
    ctx.fill();
  };
  tent(-0.38, 0.5, '#d8c7a0');
  tent(0.4, 0.42, '#c9a874');
  ctx.fillStyle = '#ff9a3c';
  ctx.beginPath();
  ctx.moveTo(0.02, 0.72);
  ctx.quadraticCurveTo(-0.12, 0.55, 0.02, 0.4);
  ctx.quadraticCurveTo(0.16, 0.55, 0.02, 0.72);
  ctx.fill();
};

const volkareCamp: Glyph = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(-0.4, 0.8);
  ctx.lineTo(-0.4, -0.85);
  ctx.strokeStyle = '#c9b48a';
  ctx.lineWidth = 0.1;
  ctx.stroke();
  tracePolygon(ctx, [-0.4, -0.85, 0.6, -0.7, 0.35, -0.4, 0.6, -0.1, -0.4, -0.15]);
  fillStroke(ctx, '#8a1f2a');
};

const GLYPHS: Record<SiteType, Glyph> = {
  portal,
  village,
  monastery,
  keep,
  'mage-tower': mageTower,
  city,
  dungeon,
  tomb,
  'monster-den': monsterDen,
  'spawning-grounds': spawningGrounds,
  'ancient-ruins': ancientRuins,
  'crystal-mine': crystalMine,
  'magical-glade': magicalGlade,
  orcs,
  draconum,
  maze,
  labyrinth,
  'refugee-camp': refugeeCamp,
  'deep-mine': deepMine,
  'volkare-camp': volkareCamp,
};

export const SITE_TYPES = Object.keys(GLYPHS) as SiteType[];

// Tokens on the map: enemy tokens (face up / face down), hero figures, shields and ruins tokens.
// Plain Canvas 2D, drawn around (0, 0).
import type { EnemyColor } from '../../engine';
import { ENEMY_HEX } from '../theme/colors';
import type { Ctx } from './terrain';

export interface EnemyFace {
  armor: number;
  /** First attack value, or null for a summoner. */
  attack: number | null;
  element: 'physical' | 'fire' | 'ice' | 'cold-fire';
  fortified: boolean;
}

const ELEMENT_HEX = {
  physical: '#f2ead6',
  fire: '#ff8a4c',
  ice: '#8fd3ff',
  'cold-fire': '#c9a2ff',
} as const;

function ringToken(ctx: Ctx, r: number, color: string): void {
  ctx.shadowColor = 'rgba(0,0,0,0.5)';
  ctx.shadowBlur = r * 0.35;
  ctx.shadowOffsetY = r * 0.12;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = r * 0.1;
  ctx.strokeStyle = 'rgba(15,12,10,0.85)';
  ctx.stroke();
}

export function drawEnemyToken(
  ctx: Ctx,
  r: number,
  pile: EnemyColor,
  face: EnemyFace | null,
): void {
  const col = ENEMY_HEX[pile];
  ctx.save();
  ringToken(ctx, r, col);
  if (!face) {
    // Face down: the pile's colour with an embossed emblem.
    ctx.beginPath();
    ctx.arc(0, 0, r * 0.66, 0, Math.PI * 2);
    ctx.strokeStyle = pile === 'white' ? 'rgba(0,0,0,0.25)' : 'rgba(255,255,255,0.35)';
    ctx.lineWidth = r * 0.08;
    ctx.stroke();
    ctx.beginPath();
    for (let i = 0; i < 8; i++) {
      const rr = i % 2 === 0 ? r * 0.45 : r * 0.17;
      const a = (Math.PI * i) / 4 - Math.PI / 2;
      if (i === 0) ctx.moveTo(rr * Math.cos(a), rr * Math.sin(a));
      else ctx.lineTo(rr * Math.cos(a), rr * Math.sin(a));
    }
    ctx.closePath();
    ctx.fillStyle = pile === 'white' ? 'rgba(0,0,0,0.28)' : 'rgba(255,255,255,0.4)';
    ctx.fill();
  } else {
    // Face up: dark centre, armour (top) and attack (bottom).
    ctx.beginPath();
    ctx.arc(0, 0, r * 0.8, 0, Math.PI * 2);
    ctx.fillStyle = '#1c1a20';
    ctx.fill();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${Math.round(r * 0.62)}px "Liberation Sans", Arial, sans-serif`;
    // armour in a small shield
    const sy = -r * 0.32;
    ctx.beginPath();
    ctx.moveTo(-r * 0.3, sy - r * 0.28);
    ctx.lineTo(r * 0.3, sy - r * 0.28);
    ctx.lineTo(r * 0.3, sy + r * 0.05);
    ctx.quadraticCurveTo(0, sy + r * 0.38, -r * 0.3, sy + r * 0.05);
    ctx.closePath();
    ctx.fillStyle = face.fortified ? '#6f7a8c' : '#4a4f5a';
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.fillText(String(face.armor), 0, sy - r * 0.02);
    ctx.fillStyle = ELEMENT_HEX[face.element];
    ctx.fillText(face.attack === null ? '✶' : String(face.attack), 0, r * 0.4);
  }
  ctx.restore();
}

/** A standing hero figure (pawn) in the hero's colour with their initial. */
export function drawHero(
  ctx: Ctx,
  size: number,
  color: string,
  initial: string,
  active: boolean,
): void {
  const s = size;
  ctx.save();
  // halo for contrast on any terrain or site
  ctx.beginPath();
  ctx.ellipse(0, s * 0.5, s * 0.72, s * 0.27, 0, 0, Math.PI * 2);
  ctx.fillStyle = active ? 'rgba(255,214,102,0.75)' : 'rgba(255,255,255,0.45)';
  ctx.fill();
  if (active) {
    ctx.strokeStyle = '#fff3c4';
    ctx.lineWidth = s * 0.06;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.ellipse(0, s * 0.55, s * 0.55, s * 0.2, 0, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = s * 0.09;
  ctx.strokeStyle = '#111';
  // base
  ctx.shadowColor = 'transparent';
  ctx.beginPath();
  ctx.ellipse(0, s * 0.45, s * 0.45, s * 0.16, 0, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.stroke();
  // body
  ctx.beginPath();
  ctx.moveTo(-s * 0.32, s * 0.45);
  ctx.quadraticCurveTo(-s * 0.3, -s * 0.15, -s * 0.12, -s * 0.28);
  ctx.lineTo(s * 0.12, -s * 0.28);
  ctx.quadraticCurveTo(s * 0.3, -s * 0.15, s * 0.32, s * 0.45);
  ctx.closePath();
  const g = ctx.createLinearGradient(-s * 0.3, 0, s * 0.3, 0);
  g.addColorStop(0, color);
  g.addColorStop(1, 'rgba(0,0,0,0.35)');
  ctx.fillStyle = color;
  ctx.fill();
  ctx.fillStyle = g;
  ctx.fill();
  ctx.stroke();
  // head
  ctx.beginPath();
  ctx.arc(0, -s * 0.48, s * 0.24, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#111';
  ctx.globalAlpha = 0.85;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.round(s * 0.36)}px "Liberation Sans", Arial, sans-serif`;
  ctx.fillStyle = luminance(color) > 0.6 ? '#1a1a1a' : '#ffffff';
  ctx.fillText(initial, 0, s * 0.12);
  ctx.restore();
}

export function drawShield(ctx: Ctx, size: number, color: string): void {
  const s = size;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(-s * 0.5, -s * 0.55);
  ctx.lineTo(s * 0.5, -s * 0.55);
  ctx.lineTo(s * 0.5, 0);
  ctx.quadraticCurveTo(s * 0.45, s * 0.45, 0, s * 0.65);
  ctx.quadraticCurveTo(-s * 0.45, s * 0.45, -s * 0.5, 0);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = s * 0.25;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = s * 0.12;
  ctx.strokeStyle = '#1a1a1a';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0, -s * 0.45);
  ctx.lineTo(0, s * 0.5);
  ctx.strokeStyle = 'rgba(255,255,255,0.4)';
  ctx.lineWidth = s * 0.08;
  ctx.stroke();
  ctx.restore();
}

export function drawRuinsToken(ctx: Ctx, r: number, faceUp: boolean, dots: string[]): void {
  ctx.save();
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    const x = r * Math.cos(a);
    const y = r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = r * 0.3;
  ctx.fillStyle = faceUp ? '#e8d48a' : '#d2ac3f';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = r * 0.1;
  ctx.strokeStyle = '#5a4310';
  ctx.stroke();
  if (!faceUp) {
    ctx.strokeStyle = '#7a5a14';
    ctx.lineWidth = r * 0.12;
    ctx.beginPath();
    ctx.moveTo(-r * 0.35, r * 0.35);
    ctx.lineTo(0, -r * 0.4);
    ctx.lineTo(r * 0.35, r * 0.35);
    ctx.moveTo(-r * 0.2, r * 0.05);
    ctx.lineTo(r * 0.2, r * 0.05);
    ctx.stroke();
  } else {
    const n = dots.length;
    dots.forEach((c, i) => {
      const a = (Math.PI * 2 * i) / Math.max(n, 1) - Math.PI / 2;
      const d = n === 1 ? 0 : r * 0.42;
      ctx.beginPath();
      ctx.arc(d * Math.cos(a), d * Math.sin(a), r * 0.24, 0, Math.PI * 2);
      ctx.fillStyle = c;
      ctx.fill();
      ctx.lineWidth = r * 0.06;
      ctx.strokeStyle = '#222';
      ctx.stroke();
    });
  }
  ctx.restore();
}

export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

// The scenarios' marks on the map (scenarios/map-marks.ts): face-down tiles drawn as their backs,
// secret dungeon and tomb entrances, liberated and guarded mines, glades bearing shields, owned
// keeps and towers, the closed portal, and the spaces a scenario choice or a tunnel can reach
// (clicking one picks it, see scenarios/map-click.ts). Not listening: the stage handles clicks.
import 'konva/lib/shapes/Line';
import type { Context } from 'konva/lib/Context';
import { memo, useMemo } from 'react';
import { Group, Line, Shape } from 'react-konva/lib/ReactKonvaCore';
import {
  type Action,
  type GameState,
  hexKey,
  type HexKey,
  parseTilePosKey,
  tileHexes,
} from '../../engine';
import { scenarioMarks, scenarioTargets, type HexMark } from '../scenarios/map-marks';
import { tracePolygon } from '../art/terrain';
import { HERO_HEX } from '../theme/colors';
import { flatCorners, HEX_SIZE, keyToPixel, tilePosCenterPixel } from './layout';

const R = HEX_SIZE;
const raw = (ctx: Context): CanvasRenderingContext2D => ctx._context;

const BACK = {
  countryside: { fill: '#4d7a3f', dark: '#223a1c', edge: '#8fbf72', ink: '#cfeaa8' },
  core: { fill: '#7a5530', dark: '#3a2512', edge: '#d0a060', ink: '#f6d49a' },
};

function hexPath(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) {
  tracePolygon(ctx, flatCorners({ x, y }, r));
}

/** A face-down tile: its seven hexes in the back's colour, a faint pattern and a seal. */
function drawTileBack(ctx: CanvasRenderingContext2D, pos: string, back: 'countryside' | 'core') {
  const c = BACK[back];
  const hexes = tileHexes(parseTilePosKey(pos)).map((h) => keyToPixel(hexKey(h.hex), R));
  ctx.save();
  for (const p of hexes) {
    hexPath(ctx, p.x, p.y, R * 0.985);
    const g = ctx.createRadialGradient(p.x - R * 0.3, p.y - R * 0.3, R * 0.1, p.x, p.y, R);
    g.addColorStop(0, c.fill);
    g.addColorStop(1, c.dark);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = 'rgba(0,0,0,0.45)';
    ctx.stroke();
    hexPath(ctx, p.x, p.y, R * 0.62);
    ctx.setLineDash([4, 5]);
    ctx.strokeStyle = `${c.edge}55`;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const m = tilePosCenterPixel(pos, R);
  ctx.beginPath();
  ctx.arc(m.x, m.y, R * 0.5, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(12,10,8,0.85)';
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = c.edge;
  ctx.stroke();
  // a compass star as the seal of the tile back
  ctx.fillStyle = c.ink;
  ctx.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i - Math.PI / 2;
    const r = i % 2 === 0 ? R * 0.36 : R * 0.12;
    const x = m.x + Math.cos(a) * r;
    const y = m.y + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function badge(ctx: CanvasRenderingContext2D, x: number, y: number, fill: string, text: string) {
  ctx.beginPath();
  ctx.arc(x, y, R * 0.19, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(0,0,0,0.7)';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(R * 0.26)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 1);
}

function ring(ctx: CanvasRenderingContext2D, x: number, y: number, color: string, dash: number[]) {
  ctx.beginPath();
  ctx.arc(x, y, R * 0.66, 0, Math.PI * 2);
  ctx.setLineDash(dash);
  ctx.lineWidth = R * 0.07;
  ctx.strokeStyle = color;
  ctx.shadowColor = color;
  ctx.shadowBlur = R * 0.25;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.shadowBlur = 0;
}

function drawMark(ctx: CanvasRenderingContext2D, m: HexMark, state: GameState) {
  const c = keyToPixel(m.hex, R);
  const color = (p: number | undefined) => {
    const hero = p === undefined ? undefined : state.players[p]?.hero;
    return hero ? HERO_HEX[hero] : '#ddd';
  };
  ctx.save();
  switch (m.kind) {
    case 'secret':
      ring(ctx, c.x, c.y, '#b48cff', [R * 0.12, R * 0.08]);
      badge(ctx, c.x - R * 0.55, c.y + R * 0.42, '#5b3a9a', '?');
      break;
    case 'mine-liberated':
      ring(ctx, c.x, c.y, color(m.players[0]), []);
      badge(ctx, c.x + R * 0.55, c.y + R * 0.42, '#2f7d45', '✓');
      break;
    case 'mine-guarded':
      ring(ctx, c.x, c.y, '#e0675a', [R * 0.1, R * 0.08]);
      break;
    case 'glade-active': {
      const g = ctx.createRadialGradient(c.x, c.y, R * 0.2, c.x, c.y, R * 0.9);
      g.addColorStop(0, 'rgba(170,255,170,0.35)');
      g.addColorStop(1, 'rgba(170,255,170,0)');
      ctx.fillStyle = g;
      hexPath(ctx, c.x, c.y, R * 0.95);
      ctx.fill();
      m.players.forEach((p, i) => {
        ctx.beginPath();
        ctx.arc(c.x, c.y, R * (0.6 + i * 0.08), 0, Math.PI * 2);
        ctx.lineWidth = R * 0.05;
        ctx.strokeStyle = color(p);
        ctx.stroke();
      });
      break;
    }
    case 'owned':
      ring(ctx, c.x, c.y, color(m.players[0]), []);
      break;
    case 'portal-closed':
      ctx.beginPath();
      ctx.arc(c.x, c.y, R * 0.66, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(20,18,30,0.6)';
      ctx.fill();
      ctx.strokeStyle = '#b79cff';
      ctx.lineWidth = R * 0.07;
      ctx.beginPath();
      ctx.moveTo(c.x - R * 0.35, c.y - R * 0.35);
      ctx.lineTo(c.x + R * 0.35, c.y + R * 0.35);
      ctx.moveTo(c.x + R * 0.35, c.y - R * 0.35);
      ctx.lineTo(c.x - R * 0.35, c.y + R * 0.35);
      ctx.stroke();
      break;
  }
  ctx.restore();
}

export const ScenarioLayer = memo(function ScenarioLayer({
  state,
  full,
  legal,
}: {
  /** The viewed state (what is drawn). */
  state: GameState;
  /** The full state (the pending choice the targets answer). */
  full: GameState | null;
  legal: readonly Action[];
}) {
  const marks = useMemo(() => scenarioMarks(state), [state]);
  const targets = useMemo(
    () => (full ? [...scenarioTargets(full, legal).keys()] : ([] as HexKey[])),
    [full, legal],
  );
  if (marks.hidden.length === 0 && marks.hexes.length === 0 && targets.length === 0) return null;
  return (
    <Group listening={false}>
      {(marks.hidden.length > 0 || marks.hexes.length > 0) && (
        <Shape
          sceneFunc={(kctx) => {
            const ctx = raw(kctx);
            for (const h of marks.hidden) drawTileBack(ctx, h.pos, h.back);
            for (const m of marks.hexes) drawMark(ctx, m, state);
          }}
        />
      )}
      {targets.map((k) => (
        <Line
          key={`t${k}`}
          points={flatCorners(keyToPixel(k, R), R * 0.9)}
          closed
          fill="rgba(180,140,255,0.2)"
          stroke="#cdb4ff"
          strokeWidth={3}
          dash={[9, 5]}
          shadowColor="#b48cff"
          shadowBlur={12}
          perfectDrawEnabled={false}
        />
      ))}
    </Group>
  );
});

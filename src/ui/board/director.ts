// The map's motion and camera direction (issue 16 parts 2 and 3), driven by the engine's events of
// a step that was just taken (never by undo or loading: those show the state at once). Konva tweens
// on the stage's nodes, not React state per frame: the hero walks its path hex by hex, a revealed
// tile turns over (a card back that folds away), revealed enemy tokens flip, and the camera pans
// as little as needed to keep the hero, a new tile, a revealed enemy or the combat site in the
// free part of the board. A click finishes everything at once (settings/motion.ts).
import 'konva/lib/shapes/Line';
import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import type { Node as KonvaNode } from 'konva/lib/Node';
import { Line as KonvaLine } from 'konva/lib/shapes/Line';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { Tween } from 'konva/lib/Tween';
import { type GameEvent, type HexKey, parseTilePosKey, tileHexes, hexKey } from '../../engine';
import { track } from '../settings/motion';
import { boundsOf, keyToPixel, tileOutline, tilePosCenterPixel, type Bounds } from './layout';

/** Seconds per hex of a walk, per tile flip, per token flip, per camera pan. */
export const STEP_S = 0.16;
const FLIP_S = 0.45;
const TOKEN_S = 0.3;
const PAN_S = 0.35;

/** What a batch of events asks of the map. */
export interface Direction {
  /** Hexes each hero walked through, in order (first = where they started). */
  walks: Map<number, HexKey[]>;
  /** Tile positions revealed. */
  tiles: string[];
  /** Hexes whose enemy tokens were revealed. */
  enemies: HexKey[];
  /** Where a combat started. */
  combat: HexKey | null;
}

/**
 * The events of the steps taken since the log entry `seen` (the last one already directed), and the
 * new last id. Undo and loading shorten or replace the log: nothing is fresh then, so they show the
 * state at once and never replay an animation (issue 16 part 3).
 */
export function freshSteps(
  log: readonly { id: number; event: GameEvent }[],
  seen: number,
): { events: GameEvent[]; last: number } {
  const last = log[log.length - 1]?.id ?? 0;
  const events = last > seen ? log.filter((e) => e.id > seen).map((e) => e.event) : [];
  return { events, last };
}

/** Read a step's events (pure: unit-tested). */
export function directionOf(events: readonly GameEvent[]): Direction {
  const d: Direction = { walks: new Map(), tiles: [], enemies: [], combat: null };
  const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  for (const e of events) {
    const from = str(e.from);
    const to = str(e.to);
    const hex = str(e.hex);
    const pos = str(e.pos);
    if (e.type === 'moved' && typeof e.player === 'number' && from && to) {
      const path = d.walks.get(e.player) ?? [from];
      path.push(to);
      d.walks.set(e.player, path);
    } else if (e.type === 'tile-revealed' && pos) d.tiles.push(pos);
    else if (e.type === 'enemy-revealed' && hex) d.enemies.push(hex);
    else if (e.type === 'combat-started' && hex) d.combat = hex;
  }
  return d;
}

/** The world rectangle the camera should show after these events (null: nothing to follow). */
export function focusOf(d: Direction, R: number, viewer: number | null): Bounds | null {
  const keys: HexKey[] = [];
  for (const p of d.tiles) for (const h of tileHexes(parseTilePosKey(p))) keys.push(hexKey(h.hex));
  keys.push(...d.enemies);
  if (d.combat) keys.push(d.combat);
  for (const [player, path] of d.walks) {
    const end = path[path.length - 1];
    if (end && (viewer === null || player === viewer || keys.length === 0)) keys.push(end);
  }
  return keys.length > 0 ? boundsOf(keys, R) : null;
}

/** Ease in and out (sine), as Konva's own easings take it. */
const easeInOut = (t: number, b: number, c: number, d: number): number =>
  (-c / 2) * (Math.cos((Math.PI * t) / d) - 1) + b;

/** Play a tween, registered so that a click can finish it; `done` runs once it ends either way. */
function play(node: KonvaNode, attrs: Record<string, number>, s: number, done?: () => void): Tween {
  let untrack: () => void = () => undefined;
  const tween = new Tween({
    node,
    duration: s,
    easing: easeInOut,
    ...attrs,
    onFinish: () => {
      untrack();
      tween.destroy();
      done?.();
    },
  });
  untrack = track({ finish: () => tween.finish() });
  tween.play();
  return tween;
}

/** Walk a hero token along `path` (its node already stands at the end, as React drew it). */
function walk(node: KonvaNode, path: HexKey[], R: number, after?: () => void) {
  const pts = path.map((k) => keyToPixel(k, R));
  const first = pts[0];
  if (!first || pts.length < 2) return;
  node.position(first);
  let i = 1;
  const next = () => {
    const p = pts[i++];
    if (!p) {
      after?.();
      return;
    }
    play(node, { x: p.x, y: p.y }, STEP_S, next);
  };
  next();
}

/** A card back over the new tile that folds away (scaleX → 0), uncovering the terrain. */
function flipTile(layer: KonvaLayer, pos: string, R: number) {
  const c = tilePosCenterPixel(pos, R);
  const pts = tileOutline(parseTilePosKey(pos), R).map((v, i) => v - (i % 2 === 0 ? c.x : c.y));
  const back = new KonvaLine({
    x: c.x,
    y: c.y,
    points: pts,
    closed: true,
    fill: '#28324e',
    stroke: '#d4a64a',
    strokeWidth: 3,
    listening: false,
    perfectDrawEnabled: false,
  });
  layer.add(back);
  play(back, { scaleX: 0, opacity: 0.4 }, FLIP_S, () => back.destroy());
}

/** Enemy tokens on `hex` flip face up (scaleX 0 → 1). */
function flipTokens(stage: KonvaStage, hex: HexKey) {
  for (const node of stage.find((n: KonvaNode) => n.name() === `enemy@${hex}`)) {
    node.scaleX(0.02);
    play(node, { scaleX: 1 }, TOKEN_S);
  }
}

export interface DirectOptions {
  R: number;
  motion: boolean;
  viewer: number | null;
  /** The camera that shows `b` (null: leave it). */
  reveal: (b: Bounds) => { x: number; y: number; scale: number } | null;
  /** The stage moved (by a tween's end or at once): the store learns the camera. */
  commit: () => void;
}

/** Animate a step's events on the stage and bring what matters into view. */
export function direct(stage: KonvaStage, events: readonly GameEvent[], o: DirectOptions): void {
  const d = directionOf(events);
  const overlay = stage.getLayers()[stage.getLayers().length - 1];
  if (o.motion) {
    for (const [player, path] of d.walks) {
      const node = stage.findOne(`#hero-${player}`);
      if (node) walk(node, path, o.R);
    }
    if (overlay) for (const p of d.tiles) flipTile(overlay, p, o.R);
    for (const h of d.enemies) flipTokens(stage, h);
  }
  const focus = focusOf(d, o.R, o.viewer);
  const cam = focus ? o.reveal(focus) : null;
  if (!cam) return;
  if (!o.motion) {
    stage.position({ x: cam.x, y: cam.y });
    stage.batchDraw();
    o.commit();
    return;
  }
  stopCamera();
  cameraTween = play(stage, { x: cam.x, y: cam.y }, PAN_S, () => {
    cameraTween = null;
    o.commit();
  });
}

let cameraTween: Tween | null = null;

/** A pan, a zoom or a camera set from elsewhere stops the camera's own move where it is. */
export function stopCamera(): void {
  const t = cameraTween;
  cameraTween = null;
  if (!t) return;
  t.pause();
  t.destroy();
}

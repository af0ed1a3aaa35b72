// The hex map (react-konva; src/ui/board/ is the only Konva importer). One non-listening layer
// (one canvas: every canvas costs each camera move a clear, a redraw and a compositor blend), drawn
// in order: the terrain (terrain, tile edges, sites, open tile positions) as one bitmap painted at
// the zoom's resolution, so that a pan copies it pixel for pixel and repaints it only when the map
// changes or a zoom settles; the scenarios' marks; highlights (legal targets, hover); challenge
// marks; tokens (enemies, ruins, shields, heroes). Pointer input is handled once on the stage
// (pixel → hex), so no shape needs to listen. Bench: `npm run bench:ui`.
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Text';
import type { Context } from 'konva/lib/Context';
import type { Shape as KonvaShape } from 'konva/lib/Shape';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Circle, Group, Layer, Line, Shape, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
import {
  EXPLORE_COST,
  type GameState,
  hexKey,
  type HexKey,
  type HexState,
  type Reach,
  parseHexKey,
  parseTilePosKey,
  tileHexes,
  tileOfHex,
  tilePosKey,
} from '../../engine';
import { loadCamera, saveCamera, useGame, type Camera } from '../../store';
import { motionEnabled } from '../settings/motion';
import { direct, directionOf, focusOf, freshSteps, stopCamera } from './director';
import { drawSite } from '../art/sites';
import { drawTerrainHex, hexSeed, tracePolygon } from '../art/terrain';
import { drawEnemyToken, drawHero, drawRuinsToken, drawShield } from '../art/tokens';
import { useLegalActions, useT, useView } from '../hooks';
import { encounterClick } from '../sites/map-click';
import { ChallengeLayer } from './ChallengeLayer';
import { ScenarioLayer } from './ScenarioLayer';
import { scenarioClick } from '../scenarios/map-click';
import { reachOf, walkPath } from '../play/movement';
import { HERO_HEX } from '../theme/colors';
import {
  boundsOf,
  centerCamera,
  fitCamera,
  flatCorners,
  HEX_SIZE,
  keyToPixel,
  openTilePositions,
  outlineSegments,
  pixelToHex,
  revealCamera,
  tileOutline,
  tilePosCenterPixel,
  zoomAt,
  type Bounds,
} from './layout';
import {
  boardTargets,
  enemySpots,
  heroSpots,
  ruinsDots,
  shieldSpots,
  type BoardTargets,
} from './map-model';

const R = HEX_SIZE;
/** A finger that moves farther than this between down and up pans instead of tapping. */
const TAP_SLOP_PX = 10;

/** How much of the map the overlays (action bar above, hand below, docked side panels) cover. */
function measureInsets(board: HTMLElement | null): Insets {
  const center = board?.closest('.center');
  if (!board || !center) return { top: 0, bottom: 0, left: 0, right: 0 };
  const b = board.getBoundingClientRect();
  const bar = center.querySelector('.action-bar')?.getBoundingClientRect();
  const hand = center.querySelector('.hand-area')?.getBoundingClientRect();
  const game = board.closest('.game');
  const side = (which: string) => {
    const el = game?.querySelector(`.side.${which}`);
    return el && el.childElementCount > 0 ? el.getBoundingClientRect() : null;
  };
  const l = side('left');
  const r = side('right');
  return {
    top: bar ? Math.max(0, bar.bottom - b.top) : 0,
    bottom: hand ? Math.max(0, b.bottom - hand.top) : 0,
    left: l ? Math.max(0, l.right - b.left) : 0,
    right: r ? Math.max(0, b.right - r.left) : 0,
  };
}
interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const raw = (ctx: Context): CanvasRenderingContext2D => ctx._context;
const lastLogId = (): number => {
  const log = useGame.getState().log;
  return log[log.length - 1]?.id ?? 0;
};

function mapBounds(state: GameState, extraTiles: string[]): Bounds | null {
  const keys: HexKey[] = Object.keys(state.map.hexes);
  for (const p of extraTiles)
    for (const h of tileHexes(parseTilePosKey(p))) keys.push(hexKey(h.hex));
  return boundsOf(keys, R);
}

export function Board() {
  const t = useT();
  const info = useView();
  const legal = useLegalActions();
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<KonvaStage>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const setHover = useGame((s) => s.setHover);
  const setCamera = useGame((s) => s.setCamera);
  const dispatch = useGame((s) => s.dispatch);
  const fitRequest = useGame((s) => s.ui.fitRequest);
  const focusRequest = useGame((s) => s.ui.focusRequest);

  const view = info?.view ?? null;
  const game = useGame((s) => s.game);
  const targets = useMemo(() => boardTargets(legal), [legal]);
  const reach = useMemo(() => (game ? reachOf(game) : {}), [game]);
  const heroHex = game?.turn ? (game.players[game.turn.player]?.position ?? null) : null;
  // SCEN-HOLD-2: a fixed map has no open positions, its face-down tiles are drawn instead
  const open = useMemo(() => (view && !view.map.hidden ? openTilePositions(view) : []), [view]);

  // Track the container size.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Camera: the store mirrors the stage; external changes (fit, zoom buttons) are applied here
  // imperatively, without re-rendering the board.
  useEffect(() => {
    const apply = (cam: Camera) => {
      const st = stageRef.current;
      if (!st) return;
      if (st.x() === cam.x && st.y() === cam.y && st.scaleX() === cam.scale) return;
      stopCamera(); // the player (or a test) took the camera: its own move ends here
      st.position({ x: cam.x, y: cam.y });
      st.scale({ x: cam.scale, y: cam.scale });
      st.batchDraw();
    };
    apply(useGame.getState().ui.camera);
    // While the camera moves, the panels over the map drop their backdrop blur (app.css): a
    // software compositor would re-blur what lies under them every frame (bench: `bench:ui`).
    const game = containerRef.current?.closest('.game');
    let still = 0;
    const unsub = useGame.subscribe((s, prev) => {
      if (s.ui.camera === prev.ui.camera) return;
      apply(s.ui.camera);
      game?.setAttribute('data-camera-moving', '');
      window.clearTimeout(still);
      still = window.setTimeout(() => game?.removeAttribute('data-camera-moving'), 200);
    });
    return () => {
      unsub();
      window.clearTimeout(still);
      game?.removeAttribute('data-camera-moving');
    };
  }, [size]);

  // Fit the map on request (new game, button) and when the viewport first gets a size.
  const lastFit = useRef<{ req: number; w: number; h: number } | null>(null);
  const restoredFor = useRef<string | null>(null);

  // Keep the camera per saved game (issue 16 part 2), written once it rests.
  useEffect(() => {
    let timer = 0;
    const unsub = useGame.subscribe((s, prev) => {
      if (s.ui.camera === prev.ui.camera || !s.gameId || restoredFor.current !== s.gameId) return;
      const id = s.gameId;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => saveCamera(id, useGame.getState().ui.camera), 400);
    });
    return () => {
      unsub();
      window.clearTimeout(timer);
    };
  }, []);

  // Motion and camera follow (issue 16 parts 2–3): after each step taken (the log grew; undo and
  // loading shrink or replace it and show the state at once), the director animates the step's
  // events on the stage and brings the hero, a new tile, revealed enemies, the combat site or newly
  // explorable tile positions into view. A pan stops the camera's move until the next step.
  const seenLog = useRef<number>(lastLogId());
  const seenExplores = useRef<Set<string>>(new Set(targets.explores.keys()));
  useLayoutEffect(() => {
    const { events, last } = freshSteps(useGame.getState().log, seenLog.current);
    seenLog.current = last;
    const explores = [...targets.explores.keys()];
    const newExplores = explores.filter((p) => !seenExplores.current.has(p));
    seenExplores.current = new Set(explores);
    const st = stageRef.current;
    if (!st || !size || events.length === 0) return;
    const insets = measureInsets(containerRef.current);
    const reveal = (b: Bounds) => {
      const cam = { x: st.x(), y: st.y(), scale: st.scaleX() };
      const next = revealCamera(cam, b, size.w, size.h, insets);
      return next === cam ? null : next;
    };
    const commit = () => setCamera({ x: st.x(), y: st.y(), scale: st.scaleX() });
    const opts = { R, motion: motionEnabled(), viewer: info?.viewer ?? null, reveal, commit };
    direct(st, events, opts);
    if (!focusOf(directionOf(events), R, opts.viewer) && newExplores.length > 0) {
      const keys = newExplores.flatMap((p) =>
        tileHexes(parseTilePosKey(p)).map((h) => hexKey(h.hex)),
      );
      const b = boundsOf(keys, R);
      const cam = b ? reveal(b) : null;
      if (cam) {
        st.position({ x: cam.x, y: cam.y });
        st.batchDraw();
        commit();
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per new state
  }, [view, targets]);
  useEffect(() => {
    if (!view || !size || size.w === 0 || size.h === 0) return;
    const lf = lastFit.current;
    if (lf && lf.req === fitRequest && lf.w === size.w && lf.h === size.h) return;
    lastFit.current = { req: fitRequest, w: size.w, h: size.h };
    // a saved game opens where the player left its camera (once per game and board)
    const id = useGame.getState().gameId;
    if (id && restoredFor.current !== id) {
      restoredFor.current = id;
      const saved = loadCamera(id);
      if (saved) {
        setCamera(saved);
        return;
      }
    }
    // explorable tile positions are part of the picture too
    const hidden = (view.map.hidden ?? []).map((h) => h.pos);
    const b = mapBounds(view, [...targets.explores.keys(), ...hidden]);
    if (b) setCamera(fitCamera(b, size.w, size.h, { insets: measureInsets(containerRef.current) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only on request/resize, not on every state
  }, [fitRequest, size, view !== null]);

  // Centre a space on request (the hotseat hand-off: the next player's hero), keeping the zoom
  // like the +/- and arrow keys do; a request made before this board existed is not replayed.
  const lastFocus = useRef(focusRequest?.n ?? 0);
  useEffect(() => {
    if (!focusRequest || focusRequest.n === lastFocus.current || !size || size.w === 0) return;
    lastFocus.current = focusRequest.n;
    const p = keyToPixel(focusRequest.hex, R);
    const insets = measureInsets(containerRef.current);
    setCamera(centerCamera(useGame.getState().ui.camera, p, size.w, size.h, insets));
  }, [focusRequest, size, setCamera]);

  const worldPointer = (): { x: number; y: number } | null => {
    const st = stageRef.current;
    const p = st?.getPointerPosition();
    if (!st || !p) return null;
    const s = st.scaleX();
    return { x: (p.x - st.x()) / s, y: (p.y - st.y()) / s };
  };

  const hexUnderPointer = (): HexKey | null => {
    const w = worldPointer();
    return w ? hexKey(pixelToHex(w, R)) : null;
  };

  const syncCamera = useRef(0);
  const pushCamera = () => {
    if (syncCamera.current) return;
    syncCamera.current = requestAnimationFrame(() => {
      syncCamera.current = 0;
      const st = stageRef.current;
      if (st) setCamera({ x: st.x(), y: st.y(), scale: st.scaleX() });
    });
  };

  const onWheel = (e: KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const st = stageRef.current;
    const p = st?.getPointerPosition();
    if (!st || !p) return;
    const factor = Math.pow(1.0015, -e.evt.deltaY);
    setCamera(zoomAt({ x: st.x(), y: st.y(), scale: st.scaleX() }, p, factor));
  };

  // Two-finger pinch zooms around the fingers' middle and follows it (a pan). Native listeners on
  // the container, in the capture phase: while Konva drags the stage with the first finger it
  // delivers no touchmove to the stage, so a Konva handler would never see the pinch. The stage
  // stops dragging while two fingers are down and until the last finger is lifted.
  const pinch = useRef<{ dist: number; cx: number; cy: number } | null>(null);
  const pinchedAt = useRef(0);
  const touchedAt = useRef(0);
  const tapRef = useRef<(clientX: number, clientY: number) => void>(() => undefined);
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const twoFingers = (e: TouchEvent) => {
      const st = stageRef.current;
      if (!st || e.touches.length < 2) return null;
      if (st.isDragging()) st.stopDrag();
      st.draggable(false);
      pinchedAt.current = Date.now();
      return st;
    };
    const fingers = (e: TouchEvent) => {
      const a = e.touches.item(0);
      const b = e.touches.item(1);
      if (!a || !b) return null;
      const box = el.getBoundingClientRect();
      return {
        dist: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        cx: (a.clientX + b.clientX) / 2 - box.left,
        cy: (a.clientY + b.clientY) / 2 - box.top,
      };
    };
    const onStart = (e: TouchEvent) => {
      touchedAt.current = Date.now();
      if (twoFingers(e)) pinch.current = fingers(e);
    };
    const onMove = (e: TouchEvent) => {
      const st = twoFingers(e);
      const now = fingers(e);
      if (!st || !now) return;
      e.preventDefault();
      const { dist, cx, cy } = now;
      const last = pinch.current;
      pinch.current = now;
      if (!last || last.dist === 0) return;
      const cam = zoomAt(
        { x: st.x(), y: st.y(), scale: st.scaleX() },
        { x: cx, y: cy },
        dist / last.dist,
      );
      setCamera({ ...cam, x: cam.x + cx - last.cx, y: cam.y + cy - last.cy });
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch.current = null;
      if (e.touches.length === 0) stageRef.current?.draggable(true);
    };
    // A tap: one finger (or pen) down and up without moving, not part of a pinch.
    let down: { id: number; x: number; y: number; multi: boolean } | null = null;
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      touchedAt.current = Date.now();
      if (!e.isPrimary) {
        if (down) down.multi = true;
        return;
      }
      down = { id: e.pointerId, x: e.clientX, y: e.clientY, multi: false };
    };
    const onPointerUp = (e: PointerEvent) => {
      if (!down || e.pointerId !== down.id) return;
      const d = down;
      down = null;
      touchedAt.current = Date.now();
      if (d.multi || Date.now() - pinchedAt.current < 400) return;
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) > TAP_SLOP_PX) return;
      tapRef.current(e.clientX, e.clientY);
    };
    const onPointerCancel = () => (down = null);
    el.addEventListener('pointerdown', onPointerDown, true);
    el.addEventListener('pointerup', onPointerUp, true);
    el.addEventListener('pointercancel', onPointerCancel, true);
    el.addEventListener('touchstart', onStart, { capture: true, passive: true });
    el.addEventListener('touchmove', onMove, { capture: true, passive: false });
    el.addEventListener('touchend', onEnd, { capture: true, passive: true });
    el.addEventListener('touchcancel', onEnd, { capture: true, passive: true });
    return () => {
      el.removeEventListener('pointerdown', onPointerDown, true);
      el.removeEventListener('pointerup', onPointerUp, true);
      el.removeEventListener('pointercancel', onPointerCancel, true);
      el.removeEventListener('touchstart', onStart, { capture: true });
      el.removeEventListener('touchmove', onMove, { capture: true });
      el.removeEventListener('touchend', onEnd, { capture: true });
      el.removeEventListener('touchcancel', onEnd, { capture: true });
    };
  }, [setCamera]);

  /** A click (or a confirming tap) on hex `k`. */
  const act = (k: HexKey) => {
    if (encounterClick(k, legal, info?.view ?? null)) return;
    if (scenarioClick(k, legal, game, k in reach)) return;
    // MOVE-2: walk the cheapest path one hex at a time (stops at anything revealed)
    const r = reach[k];
    if (r) {
      walkPath(r.path);
      return;
    }
    const move = targets.moves.get(k);
    if (move) {
      dispatch(move);
      return;
    }
    const pos = tilePosKey(tileOfHex(parseHexKey(k)).pos);
    const explore = targets.explores.get(pos);
    if (explore) dispatch(explore);
  };

  /** What a click on hex `k` does: the tile position it explores, or the hex itself. */
  const targetOf = (k: HexKey): string => {
    if (k in reach || targets.moves.has(k)) return k;
    const pos = tilePosKey(tileOfHex(parseHexKey(k)).pos);
    return targets.explores.has(pos) ? `tile:${pos}` : k;
  };

  // Touch has no hover: the first tap on a space shows what the mouse pointer shows (the hex's
  // information, the path preview); a second tap on the same target acts like a click. The mouse
  // events a browser emulates after a tap are ignored.
  const recentTouch = () => Date.now() - touchedAt.current < 1000;
  const tapAt = (clientX: number, clientY: number) => {
    const st = stageRef.current;
    const box = containerRef.current?.getBoundingClientRect();
    if (!st || !box) return;
    const s = st.scaleX();
    const w = { x: (clientX - box.left - st.x()) / s, y: (clientY - box.top - st.y()) / s };
    const k = hexKey(pixelToHex(w, R));
    const hover = useGame.getState().ui.hover;
    if (hover === null || targetOf(hover) !== targetOf(k)) {
      setHover(k);
      return;
    }
    act(k);
  };
  useEffect(() => {
    tapRef.current = tapAt;
  });
  const onClick = (e: KonvaEventObject<MouseEvent>) => {
    if (recentTouch() || (e.evt as PointerEvent).pointerType === 'touch') return;
    const k = hexUnderPointer();
    if (k) act(k);
  };

  // Keyboard: arrows pan, +/- zoom, 0 fits the map.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cam = useGame.getState().ui.camera;
    const step = 60;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const d = pan[e.key];
    if (d) setCamera({ ...cam, x: cam.x + d[0], y: cam.y + d[1] });
    else if ((e.key === '+' || e.key === '=' || e.key === '-') && size) {
      const f = e.key === '-' ? 1 / 1.2 : 1.2;
      setCamera(zoomAt(cam, { x: size.w / 2, y: size.h / 2 }, f));
    } else if (e.key === '0') useGame.getState().requestFit();
    else return;
    e.preventDefault();
  };

  return (
    <div
      className="board"
      ref={containerRef}
      data-testid="board"
      tabIndex={0}
      aria-label={t('game.mapLabel')}
      onKeyDown={onKeyDown}
      onMouseLeave={() => {
        // (a browser sends a mouse leave after a tap; the tapped hex stays shown)
        if (!recentTouch()) setHover(null);
      }}
    >
      {view && size && size.w > 0 && (
        <Stage
          ref={stageRef}
          width={size.w}
          height={size.h}
          draggable
          dragDistance={4}
          onDragStart={stopCamera}
          onDragMove={pushCamera}
          onDragEnd={pushCamera}
          onWheel={onWheel}
          onMouseMove={() => {
            if (!recentTouch()) setHover(hexUnderPointer());
          }}
          onClick={onClick}
        >
          {/* One canvas for everything: every layer is a canvas that each camera move clears,
              redraws, and hands to the compositor, which blends it over the page (costly
              without a GPU: `npm run bench:ui`). The terrain is one cached bitmap in it. */}
          <Layer listening={false}>
            <TerrainLayer state={view} open={open} />
            <ScenarioLayer state={view} full={game} legal={legal} />
            <HighlightLayer targets={targets} reach={reach} heroHex={heroHex} />
            <ChallengeLayer legal={legal} />
            <TokenLayer state={view} decider={info?.decider ?? null} />
          </Layer>
        </Stage>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- terrain (cached, static)

/** The terrain bitmap is re-rendered this long after the zoom settles (not during a zoom). */
const RECACHE_DELAY_MS = 250;
/** Largest terrain bitmap, in pixels (drawing a bigger one every frame costs too much). */
const MAX_CACHE_PIXELS = 12_000_000;

/**
 * The terrain bitmap's resolution for a stage scale: one bitmap pixel per screen pixel, so that a
 * pan copies it 1:1 (a resampled bitmap costs a software renderer several ms per frame), within
 * the browser's canvas limits.
 */
function bitmapRatio(scale: number, width: number, height: number): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(
    scale * dpr,
    8000 / Math.max(width, height),
    Math.sqrt(MAX_CACHE_PIXELS / (width * height)),
  );
}

interface HexDraw {
  key: HexKey;
  q: number;
  r: number;
  x: number;
  y: number;
  h: HexState;
}

const TerrainLayer = memo(function TerrainLayer({
  state,
  open,
}: {
  state: GameState;
  open: string[];
}) {
  const hexes = state.map.hexes;
  const tiles = state.map.tiles;

  const model = useMemo(() => {
    const list: HexDraw[] = Object.entries(hexes).map(([key, h]) => {
      const [q = 0, r = 0] = key.split(',').map(Number);
      const p = keyToPixel(key, R);
      return { key, q, r, x: p.x, y: p.y, h };
    });
    const tileEdges = tiles.map((t) =>
      outlineSegments(
        tileHexes(parseTilePosKey(t.pos)).map((x) => x.hex),
        R,
      ),
    );
    const openOutlines = open.map((p) => tileOutline(parseTilePosKey(p), R));
    const keys = [...Object.keys(hexes)];
    for (const p of open) for (const h of tileHexes(parseTilePosKey(p))) keys.push(hexKey(h.hex));
    const bounds = boundsOf(keys, R);
    return { list, tileEdges, openOutlines, bounds };
  }, [hexes, tiles, open]);

  // The bitmap matches the zoom: a new map is painted at once; a new zoom only once the zoom has
  // settled (meanwhile the old bitmap is scaled), so that zooming never waits for the terrain to
  // redraw. Panning re-renders nothing here (no React render either: the store is read directly).
  const bitmap = useRef<TerrainBitmap | null>(null);
  const shapeRef = useRef<KonvaShape>(null);
  useEffect(() => {
    const b = model.bounds;
    bitmap.current = null;
    if (!b || typeof document === 'undefined') return;
    const x = b.minX - 4;
    const y = b.minY - 4;
    const width = b.maxX - b.minX + 8;
    const height = b.maxY - b.minY + 8;
    const wanted = () => bitmapRatio(useGame.getState().ui.camera.scale, width, height);
    const canvas = document.createElement('canvas');
    const paint = () => {
      const ratio = wanted();
      canvas.width = Math.max(1, Math.ceil(width * ratio));
      canvas.height = Math.max(1, Math.ceil(height * ratio));
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, -x * ratio, -y * ratio);
      paintTerrain(ctx, model);
      bitmap.current = { canvas, ratio, x, y };
      shapeRef.current?.getLayer()?.batchDraw();
    };
    paint();
    let timer = 0;
    const unsub = useGame.subscribe((st, prev) => {
      if (st.ui.camera.scale === prev.ui.camera.scale) return;
      window.clearTimeout(timer);
      if (bitmapRatio(st.ui.camera.scale, width, height) !== bitmap.current?.ratio)
        timer = window.setTimeout(() => {
          if (wanted() !== bitmap.current?.ratio) paint();
        }, RECACHE_DELAY_MS);
    });
    return () => {
      unsub();
      window.clearTimeout(timer);
      canvas.width = 0; // frees the bitmap at once
      canvas.height = 0;
    };
  }, [model]);

  return (
    <Shape
      ref={shapeRef}
      listening={false}
      sceneFunc={(kctx) => {
        const ctx = raw(kctx);
        const bm = bitmap.current;
        if (!bm) {
          paintTerrain(ctx, model);
          return;
        }
        const m = ctx.getTransform();
        const same = (v: number) => Math.abs(v - bm.ratio) <= bm.ratio * 1e-6;
        if (same(m.a) && same(m.d) && m.b === 0 && m.c === 0) {
          // one bitmap pixel per canvas pixel: an integer-pixel copy, the cheapest draw there is
          ctx.setTransform(1, 0, 0, 1, Math.round(m.e + m.a * bm.x), Math.round(m.f + m.d * bm.y));
          ctx.drawImage(bm.canvas, 0, 0);
          ctx.setTransform(m);
        } else
          ctx.drawImage(
            bm.canvas,
            bm.x,
            bm.y,
            bm.canvas.width / bm.ratio,
            bm.canvas.height / bm.ratio,
          );
      }}
    />
  );
});

interface TerrainBitmap {
  canvas: HTMLCanvasElement;
  /** Bitmap pixels per world unit. */
  ratio: number;
  /** The bitmap's top left corner, in world units. */
  x: number;
  y: number;
}

interface TerrainModel {
  list: HexDraw[];
  tileEdges: ReturnType<typeof outlineSegments>[];
  openOutlines: number[][];
}

/** The terrain: open tile positions (faint), the hexes, tile edges and sites, in world units. */
function paintTerrain(ctx: CanvasRenderingContext2D, m: TerrainModel): void {
  // unexplored-but-possible tile positions, faint
  ctx.save();
  ctx.setLineDash([6, 6]);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(220,205,160,0.22)';
  ctx.fillStyle = 'rgba(220,205,160,0.04)';
  for (const pts of m.openOutlines) {
    tracePolygon(ctx, pts);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
  for (const d of m.list) drawTerrainHex(ctx, d.h.terrain, d.x, d.y, R, hexSeed(d.q, d.r));
  // tile edges
  ctx.save();
  ctx.lineWidth = 2.2;
  ctx.strokeStyle = 'rgba(30,24,14,0.55)';
  ctx.lineCap = 'round';
  for (const segs of m.tileEdges) {
    ctx.beginPath();
    for (const [a, b] of segs) {
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
    ctx.stroke();
  }
  ctx.restore();
  for (const d of m.list)
    if (d.h.site)
      drawSite(ctx, d.h.site, d.x, d.y - (d.h.site.type === 'city' ? 0 : R * 0.06), R, {
        conquered: d.h.conquered,
        burned: d.h.burned,
      });
}

// ---------------------------------------------------------------- highlights

const REACH_FILL = 'rgba(255,214,102,0.22)';
const REACH_STROKE = '#ffe08a';
const DANGER = '#ff8a6a';

/** Reachable hexes glow with their Move cost; open tile positions that can be explored show "2". */
const HighlightLayer = memo(function HighlightLayer({
  targets,
  reach,
  heroHex,
}: {
  targets: BoardTargets;
  reach: Record<HexKey, Reach>;
  heroHex: HexKey | null;
}) {
  const explores = [...targets.explores.keys()];
  // single legal steps the reach does not list (e.g. free moves) still glow, without a cost
  const extra = [...targets.moves.keys()].filter((k) => !(k in reach));
  return (
    <Group listening={false}>
      {Object.entries(reach).map(([k, r]) => {
        const c = keyToPixel(k, R);
        return (
          <Group key={`m${k}`}>
            <Line
              points={flatCorners(c, R * 0.92)}
              closed
              fill={REACH_FILL}
              stroke={r.endsMovement ? DANGER : REACH_STROKE}
              strokeWidth={2.5}
              shadowColor={r.endsMovement ? DANGER : '#ffd666'}
              shadowBlur={8}
              perfectDrawEnabled={false}
            />
            <Circle
              x={c.x}
              y={c.y + R * 0.58}
              radius={R * 0.2}
              fill={r.endsMovement ? '#7a2418' : '#2a2010'}
              stroke={r.endsMovement ? DANGER : REACH_STROKE}
              strokeWidth={1.5}
              perfectDrawEnabled={false}
            />
            <Text
              x={c.x - R * 0.2}
              y={c.y + R * 0.58 - R * 0.13}
              width={R * 0.4}
              align="center"
              text={String(r.cost)}
              fontSize={R * 0.27}
              fontStyle="bold"
              fill="#ffe9b0"
              perfectDrawEnabled={false}
            />
          </Group>
        );
      })}
      {extra.map((k) => (
        <Line
          key={`x${k}`}
          points={flatCorners(keyToPixel(k, R), R * 0.92)}
          closed
          fill={REACH_FILL}
          stroke={REACH_STROKE}
          strokeWidth={2.5}
          perfectDrawEnabled={false}
        />
      ))}
      {explores.map((p) => {
        const c = tilePosCenterPixel(p, R);
        return (
          <Group key={`e${p}`}>
            <Line
              points={tileOutline(parseTilePosKey(p), R)}
              closed
              fill="rgba(255,214,102,0.10)"
              stroke="#ffd666"
              strokeWidth={2.5}
              dash={[10, 6]}
              perfectDrawEnabled={false}
            />
            <Circle
              x={c.x}
              y={c.y}
              radius={R * 0.42}
              fill="rgba(30,24,12,0.85)"
              stroke="#ffd666"
              strokeWidth={2}
              perfectDrawEnabled={false}
            />
            <Text
              x={c.x - R * 0.42}
              y={c.y - R * 0.24}
              width={R * 0.84}
              align="center"
              text={String(EXPLORE_COST)}
              fontSize={R * 0.48}
              fontStyle="bold"
              fill="#ffe08a"
              perfectDrawEnabled={false}
            />
          </Group>
        );
      })}
      <PathPreview reach={reach} heroHex={heroHex} />
      <HoverOutline />
    </Group>
  );
});

/** Hovering a reachable hex previews the cheapest path from the hero and its total cost. */
function PathPreview({ reach, heroHex }: { reach: Record<HexKey, Reach>; heroHex: HexKey | null }) {
  const hover = useGame((s) => s.ui.hover);
  const r = hover ? reach[hover] : undefined;
  if (!hover || !r || !heroHex) return null;
  const pts = [heroHex, ...r.path].map((k) => keyToPixel(k, R));
  const end = pts[pts.length - 1] ?? keyToPixel(hover, R);
  const color = r.endsMovement ? DANGER : '#fff3c4';
  return (
    <Group>
      <Line
        points={pts.flatMap((p) => [p.x, p.y])}
        stroke="rgba(20,14,4,0.6)"
        strokeWidth={9}
        lineCap="round"
        lineJoin="round"
        perfectDrawEnabled={false}
      />
      <Line
        points={pts.flatMap((p) => [p.x, p.y])}
        stroke={color}
        strokeWidth={4}
        dash={[10, 7]}
        lineCap="round"
        lineJoin="round"
        perfectDrawEnabled={false}
      />
      {pts.slice(1, -1).map((p, i) => (
        <Circle key={i} x={p.x} y={p.y} radius={5} fill={color} perfectDrawEnabled={false} />
      ))}
      <Circle
        x={end.x}
        y={end.y}
        radius={R * 0.34}
        fill="#2a2010"
        stroke={color}
        strokeWidth={3}
        perfectDrawEnabled={false}
      />
      <Text
        x={end.x - R * 0.34}
        y={end.y - R * 0.19}
        width={R * 0.68}
        align="center"
        text={String(r.cost)}
        fontSize={R * 0.4}
        fontStyle="bold"
        fill={color}
        perfectDrawEnabled={false}
      />
    </Group>
  );
}

function HoverOutline() {
  const hover = useGame((s) => s.ui.hover);
  const exists = useGame((s) => (hover && s.game ? hover in s.game.map.hexes : false));
  if (!hover || !exists) return null;
  return (
    <Line
      points={flatCorners(keyToPixel(hover, R), R * 0.97)}
      closed
      stroke="rgba(255,255,255,0.9)"
      strokeWidth={2.5}
      shadowColor="#fff"
      shadowBlur={8}
      perfectDrawEnabled={false}
    />
  );
}

// ---------------------------------------------------------------- tokens

const TokenLayer = memo(function TokenLayer({
  state,
  decider,
}: {
  state: GameState;
  decider: number | null;
}) {
  const t = useT();
  const heroes = useMemo(() => heroSpots(state, R), [state]);
  const enemies = useMemo(() => enemySpots(state, R), [state]);
  const shields = useMemo(() => shieldSpots(state, R), [state]);
  const ruins = useMemo(
    () =>
      Object.entries(state.map.hexes)
        .filter(([, h]) => h.ruins)
        .map(([k, h]) => ({
          key: k,
          at: keyToPixel(k, R),
          ruins: h.ruins ?? { id: '', faceUp: false },
        })),
    [state],
  );
  return (
    <Group listening={false}>
      {ruins.map((r) => (
        <Shape
          key={`r${r.key}`}
          x={r.at.x - R * 0.42}
          y={r.at.y - R * 0.36}
          sceneFunc={(kctx) => {
            drawRuinsToken(
              raw(kctx),
              R * 0.24,
              r.ruins.faceUp,
              r.ruins.faceUp ? ruinsDots(r.ruins.id) : [],
            );
          }}
        />
      ))}
      {shields.map((s, i) => (
        <Shape
          key={`s${s.hex}-${i}`}
          x={s.at.x}
          y={s.at.y}
          sceneFunc={(kctx) => {
            const p = state.players[s.player];
            drawShield(raw(kctx), R * 0.26, p ? HERO_HEX[p.hero] : '#ccc');
          }}
        />
      ))}
      {enemies.map((e) => (
        <Shape
          key={`x${e.hex}-${e.id}`}
          name={`enemy@${e.hex}`}
          x={e.at.x}
          y={e.at.y}
          sceneFunc={(kctx) => drawEnemyToken(raw(kctx), R * 0.38, e.pile, e.face)}
        />
      ))}
      {heroes.map((h) => {
        const p = state.players[h.player];
        if (!p) return null;
        return (
          <Shape
            key={`h${h.player}`}
            id={`hero-${h.player}`}
            x={h.at.x}
            y={h.at.y}
            sceneFunc={(kctx) =>
              drawHero(
                raw(kctx),
                R * 0.62,
                HERO_HEX[p.hero],
                t(`hero.${p.hero}`).slice(0, 1),
                decider === h.player,
              )
            }
          />
        );
      })}
    </Group>
  );
});

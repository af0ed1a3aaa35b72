// `npm run bench:ui`: UI figures of DESIGN.md "What we measure", measured in Debian's Chromium
// through Playwright against the built app (`vite preview`), printed as JSON lines
// {"metric", "value", "unit"}:
//   ui.panZoom.p95FrameMs (+ .p50FrameMs, .maxFrameMs) — main-thread time per frame while the
//     camera pans and zooms a fully explored map (every tile of a 4-player Full Conquest placed):
//     from the frame's start to the end of its rendering (Konva draw, store update, React, style,
//     layout, paint). The camera moves every frame through the store, as wheel and drag do.
//   ui.panZoom.p95IntervalMs / .droppedFrames — the time between frames as shown (headless
//     Chromium paces frames at 60 Hz: 16.7 ms = nothing dropped) and the share of dropped frames.
//   ui.pan.p95FrameMs / ui.zoom.p95FrameMs — the same, per phase.
//   ui.panZoom.mainCpuMsPerFrame / .compositorCpuMsPerFrame — CPU time (from a trace) per frame of
//     the page's main thread and of the display compositor: not inflated by other load.
//   Software rendering (--disable-gpu), as in CI: slower than a real browser with a GPU. The
//   figures are wall-clock times, so a busy machine shows in them: ui.machine.loadAverage.
//   ui.clickToPaint.ms (+ .p95Ms) — from a click on a hand card (the input event's timestamp) to
//     the frame that shows its result: the first animation frame after the click, plus the task
//     right after it (i.e. after that frame's paint). Median of 15 clicks.
// Options: --frames N (default 300 per phase), --headed. MK_E2E_PORT / MK_DIST (as for Playwright)
// let a parallel run use its own preview port and build folder (built beforehand with
// `npx vite build --outDir $MK_DIST`); by default port 4179 and dist/ (built when stale).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { produce } from 'immer';
import { newCtx } from '../src/engine/core/context';
import { placementAllowed, placeTile } from '../src/engine/map/map';
import { tileNeighbors, parseTilePosKey, tilePosKey } from '../src/engine/hex/hex';
import {
  applyAction,
  createGame,
  legalActions,
  tileDef,
  type GameSetup,
  type GameState,
} from '../src/engine';
import { ensureBuilt, percentile, type Metric } from '../src/sim/bench';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.MK_E2E_PORT ?? 4179);
const DIST = process.env.MK_DIST;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** A 4-player Full Conquest at the first player's turn, with every tile of the game on the map. */
export function exploredState(): GameState {
  const setup: GameSetup = {
    scenario: 'full-conquest',
    players: ['arythea', 'goldyx', 'norowas', 'tovak'].map((hero) => ({
      hero: hero as GameSetup['players'][number]['hero'],
      kind: 'human' as const,
    })),
    seed: 2024,
  };
  let s = createGame(setup);
  for (let i = 0; i < 50 && (s.round.phase !== 'turns' || s.pending.length > 0); i++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'choose-tactic') ?? legal[0];
    if (!a) break;
    s = applyAction(s, a).state;
  }
  return produce(s, (d) => {
    const ctx = newCtx();
    for (let guard = 0; guard < 200; guard++) {
      const tile = d.tileDeck[0] ?? d.tilesAside[0];
      if (!tile) break;
      const kind = tileDef(tile).kind;
      const fromDeck = d.tileDeck[0] === tile;
      const seen = new Set<string>();
      let placed = false;
      for (const t of d.map.tiles)
        for (const n of tileNeighbors(parseTilePosKey(t.pos))) {
          const k = tilePosKey(n);
          if (placed || seen.has(k)) continue;
          seen.add(k);
          if (placementAllowed(d, n, kind, !fromDeck).ok) {
            placeTile(d, tile, n, ctx, null);
            placed = true;
          }
        }
      // (a tile that fits nowhere is dropped)
      if (fromDeck) d.tileDeck.shift();
      else d.tilesAside.shift();
    }
  });
}

async function startServer(): Promise<ChildProcess> {
  // node runs vite itself (no npx wrapper), so that killing the child stops the server
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const server = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
      ...(DIST ? ['--outDir', DIST] : []),
    ],
    { cwd: root, stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(BASE);
      if (r.ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('vite preview did not start');
}

async function openGame(browser: Browser, state: GameState): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${BASE}/?test`);
  await page.getByTestId('start-screen').waitFor();
  await page.evaluate((s) => window.mk?.loadState(s), state);
  await page.getByTestId('game-screen').waitFor();
  await page.locator('[data-testid="board"] canvas').first().waitFor();
  const handoff = page.getByTestId('handoff'); // hotseat: the first player takes the device
  if (await handoff.isVisible()) await handoff.getByRole('button').click();
  await page.getByTestId('fit-map').click();
  await page.waitForTimeout(500);
  return page;
}

/**
 * Frame times (ms) while the camera pans (a smooth drag around a circle) and zooms (in and out
 * around the centre), changing every frame through the store as drag and wheel do. For every frame,
 * `work` = main-thread time from the start of its first animation-frame callback (ours is made to
 * run first; the board's Konva draw runs after it) to the end of the frame's rendering (a message
 * posted then runs after style, layout, paint and commit); `interval` = time between frames as
 * shown (vsync-paced: 16.7 ms = nothing dropped).
 */
async function panZoom(page: Page, frames: number) {
  // (no named function constants in here: tsx would wrap them in a helper the page lacks)
  return page.evaluate(async (n) => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    const work: number[] = [];
    const interval: number[] = [];
    const idle: number[] = [];
    let next = new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
    let last = 0;
    for (let i = -60; i < 2 * n; i++) {
      const start = await next;
      next = new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
      if (i >= 0 && i < n) {
        const a = (i / n) * Math.PI * 4;
        mk.panBy(14 * Math.cos(a), 14 * Math.sin(a));
      } else if (i >= n) {
        mk.zoomBy(1 + 0.025 * Math.cos(((i - n) / n) * Math.PI * 8));
      }
      const end = await new Promise<number>((r) => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => r(performance.now());
        ch.port2.postMessage(0);
      });
      if (i < 0) {
        if (last) idle.push(start - last);
      } else {
        work.push(end - start);
        if (last) interval.push(start - last);
      }
      last = start;
    }
    return { work, interval, idle };
  }, frames);
}

/**
 * Run `f` while tracing, and sum the CPU time (trace `tdur`) of the top-level tasks of the page's
 * main thread and of the display compositor thread: unlike wall-clock times, it does not grow when
 * other processes compete for the CPU.
 */
async function threadCpu<T>(
  page: Page,
  f: () => Promise<T>,
): Promise<{ result: T; main: number; compositor: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d: { value: object[] }) =>
    events.push(...(d.value as TraceEvent[])),
  );
  const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  const result = await f();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const names = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const sum = (thread: string) =>
    events
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.name === 'ThreadControllerImpl::RunTask' &&
          names.get(`${e.pid}:${e.tid}`) === thread,
      )
      .reduce((t, e) => t + (e.tdur ?? 0) / 1000, 0);
  return { result, main: sum('CrRendererMain'), compositor: sum('VizCompositorThread') };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** Click → painted frame, for `n` clicks on a hand card (each opens its play menu, Esc closes). */
async function clickToPaint(page: Page, n: number): Promise<number[]> {
  const out: number[] = [];
  const card = page.getByTestId('hand-card').first();
  await card.waitFor();
  for (let i = 0; i < n + 2; i++) {
    await page.evaluate(() => {
      const w = window as unknown as { __ctp?: Promise<number> };
      w.__ctp = new Promise<number>((resolve) => {
        document.addEventListener(
          'click',
          (e) => {
            const t0 = e.timeStamp;
            requestAnimationFrame(() => {
              const ch = new MessageChannel();
              ch.port1.onmessage = () => resolve(performance.now() - t0);
              ch.port2.postMessage(0);
            });
          },
          { capture: true, once: true },
        );
      });
    });
    await card.click();
    const ms = await page.evaluate(() => (window as unknown as { __ctp?: Promise<number> }).__ctp);
    if (i >= 2 && typeof ms === 'number') out.push(ms); // two warm-up clicks
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  return out;
}

export async function main(argv: readonly string[]): Promise<number> {
  const frames = argv.includes('--frames') ? Number(argv[argv.indexOf('--frames') + 1]) : 300;
  const headless = !argv.includes('--headed');
  const print = (m: Metric) => console.log(JSON.stringify(m));
  const ms = (metric: string, value: number) => print({ metric, value: round(value), unit: 'ms' });
  const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
  if (!DIST) ensureBuilt(root, (s) => console.error(s));
  else if (!existsSync(join(root, DIST, 'index.html')))
    throw new Error(`${DIST}/index.html is missing: run \`npx vite build --outDir ${DIST}\``);
  const state = exploredState();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await openGame(browser, state);
    const cpu = await threadCpu(page, () => panZoom(page, frames));
    const { work, interval, idle } = cpu.result;
    await page.close();
    const w = sorted(work);
    const iv = sorted(interval);
    const dropped = interval.filter((x) => x > 1.5 * (percentile(iv, 50) || 16.7)).length;
    ms('ui.panZoom.p95FrameMs', percentile(w, 95));
    ms('ui.panZoom.p50FrameMs', percentile(w, 50));
    ms('ui.panZoom.maxFrameMs', w[w.length - 1] ?? 0);
    ms('ui.pan.p95FrameMs', percentile(sorted(work.slice(0, frames)), 95));
    ms('ui.zoom.p95FrameMs', percentile(sorted(work.slice(frames)), 95));
    ms('ui.panZoom.p95IntervalMs', percentile(iv, 95));
    print({
      metric: 'ui.panZoom.droppedFrames',
      value: round((100 * dropped) / Math.max(1, interval.length), 1),
      unit: '%',
    });
    ms('ui.panZoom.idleIntervalMs', percentile(sorted(idle), 50));
    print({ metric: 'ui.panZoom.frames', value: w.length, unit: 'frames' });
    // CPU time (not wall time: independent of other load) per frame of the pan/zoom run
    const perFrame = (t: number) => t / Math.max(1, w.length + 60);
    ms('ui.panZoom.mainCpuMsPerFrame', perFrame(cpu.main));
    ms('ui.panZoom.compositorCpuMsPerFrame', perFrame(cpu.compositor));
    print({
      metric: 'ui.panZoom.hexes',
      value: Object.keys(state.map.hexes).length,
      unit: 'hexes',
    });

    const second = await openGame(browser, state);
    const clicks = sorted(await clickToPaint(second, 15));
    ms('ui.clickToPaint.ms', percentile(clicks, 50));
    ms('ui.clickToPaint.p95Ms', percentile(clicks, 95));
  } finally {
    await browser.close();
    server.kill();
  }
  // The figures are wall-clock times: other work on the machine shows in them.
  print({ metric: 'ui.machine.loadAverage', value: round(loadavg()[0] ?? 0), unit: '1-min' });
  return 0;
}

const invokedDirectly = /bench-ui\.ts$/.test(process.argv[1] ?? '');
if (invokedDirectly)
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );

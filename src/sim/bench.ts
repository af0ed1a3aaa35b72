// `npm run bench`: performance figures of DESIGN.md "What we measure", one JSON object per line:
// {"metric": name, "value": number, "unit": text}.
//   engine.random.actionsPerSec / engine.greedy.actionsPerSec — playouts without checks (bot time
//     included: a playout is legalActions + choose + applyAction)
//   engine.legalActions.p50Ms / p99Ms / maxMs — legalActions on the states met in playouts (each
//     state timed as the median of 5 calls, after warm-up; maxMs = the busiest decision point)
//   engine.applyAction.p50Ms / p99Ms — the same for applying the chosen action
//   engine.legalActions.singleP99Ms / engine.applyAction.singleP99Ms — p99 of single calls (each
//     timed once, as a playout meets it: no median of repeats) over the same playouts (issue 15)
//   engine.state.bytes — JSON size (UTF-8 bytes) of a late-game state: the last state of a seeded
//     greedy Solo Conquest game (issue 15)
//   engine.soloGame.ms — a whole seeded Solo Conquest game with the greedy bot (median of 5 seeds,
//     warm); engine.soloGame.coldMs — the first such game in a fresh process
//   engine.soloGame.firstReconnaissance.ms — the same for the 4-round solo First Reconnaissance
//   planner.p50Ms / p95Ms — planCombat (src/assist, 1 s budget) on the state at the start of each
//     combat met in seeded greedy games; planner.unknownShare — the share of those combats where the
//     budget ran out (answer 'unknown'); planner.combats — how many combats were planned;
//     planner.cheapestShare — the share of those won whose plan is proved the cheapest in 1 s
//   bundle.initial.gzipKB / bundle.total.gzipKB — gzip (level 9) of dist/ JS: what index.html loads
//     (its scripts and modulepreloads and the chunks they import statically, not the lazy chunks of
//     the game screen and the engine), and all of it; builds with `npx vite build` first when dist/ is missing or stale.
// Options: --quick (fewer games), --no-bundle, --only engine|bundle|planner.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { applyAction, createGame, legalActions, type GameState } from '../engine';
import { createBot, type BotName } from './bots';
import { planCombat } from '../assist';
import { combatsMet } from '../assist/corpus';
import { runGame, setupFor, HEROES, type ScenarioId } from './runner';

export interface Metric {
  metric: string;
  value: number;
  unit: string;
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

function median(xs: number[]): number {
  return percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
}

/** Actions per second over whole games (no checks) for `ms` milliseconds at least. */
function throughput(
  bot: BotName,
  scenario: ScenarioId,
  players: number,
  minMs: number,
  seed: number,
): { aps: number; games: number } {
  let actions = 0;
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs || games < 2) {
    const r = runGame({
      scenario,
      heroes: HEROES.slice(0, players),
      seed: seed + games,
      bot,
      maxActions: 5000,
      check: false,
    });
    actions += r.actions;
    games++;
  }
  return { aps: (actions / (performance.now() - t0)) * 1000, games };
}

/**
 * Time legalActions and applyAction on every state of a few playouts. The states are collected
 * first; each is then timed as the median of 5 calls, so that a GC pause or a cold function does
 * not pass for the cost of a decision point.
 */
function timings(bot: BotName, scenario: ScenarioId, players: number, games: number, seed: number) {
  const states: { s: GameState; a: ReturnType<typeof legalActions>[number] }[] = [];
  for (let g = 0; g < games; g++) {
    let s: GameState = createGame(setupFor(scenario, HEROES.slice(0, players), seed + g));
    const b = createBot(bot, seed + g);
    for (let i = 0; i < 5000 && !s.gameOver; i++) {
      const legal = legalActions(s);
      if (legal.length === 0) break;
      const a = b.choose(s, legal);
      try {
        const next = applyAction(s, a).state;
        states.push({ s, a });
        s = next;
      } catch {
        break;
      }
    }
  }
  const timeOf = (f: () => void) => {
    const xs: number[] = [];
    for (let k = 0; k < 5; k++) {
      const t = performance.now();
      try {
        f();
      } catch {
        /* a failing action is the simulator's business, not the benchmark's */
      }
      xs.push(performance.now() - t);
    }
    return median(xs);
  };
  const la = states.map(({ s }) => timeOf(() => legalActions(s))).sort((a, b) => a - b);
  const ap = states.map(({ s, a }) => timeOf(() => applyAction(s, a))).sort((a, b) => a - b);
  return { la, ap };
}

/**
 * Single calls (issue 15): legalActions and applyAction each timed once per state, in the order a
 * playout meets them, so GC pauses and cold paths count as they would for a bot. Also returns the
 * last state met (for engine.state.bytes).
 */
function singleTimings(
  bot: BotName,
  scenario: ScenarioId,
  players: number,
  games: number,
  seed: number,
): { la: number[]; ap: number[]; last: GameState | null } {
  const la: number[] = [];
  const ap: number[] = [];
  let last: GameState | null = null;
  for (let g = 0; g < games; g++) {
    let s: GameState = createGame(setupFor(scenario, HEROES.slice(0, players), seed + g));
    const b = createBot(bot, seed + g);
    for (let i = 0; i < 5000 && !s.gameOver; i++) {
      let t = performance.now();
      const legal = legalActions(s);
      la.push(performance.now() - t);
      if (legal.length === 0) break;
      const a = b.choose(s, legal);
      try {
        t = performance.now();
        const next = applyAction(s, a).state;
        ap.push(performance.now() - t);
        s = next;
      } catch {
        break;
      }
    }
    last = s;
  }
  return { la, ap, last };
}

function soloGameMs(
  scenario: ScenarioId,
  seeds: number[],
): { ms: number; actions: number; finished: number } {
  const ms: number[] = [];
  const actions: number[] = [];
  let finished = 0;
  for (const seed of seeds) {
    const r = runGame({
      scenario,
      heroes: HEROES.slice(0, 1),
      seed,
      bot: 'greedy',
      maxActions: 20000,
      check: false,
    });
    ms.push(r.ms);
    actions.push(r.actions);
    if (r.finished) finished++;
  }
  return { ms: median(ms), actions: median(actions), finished };
}

export function engineMetrics(quick = false): Metric[] {
  const out: Metric[] = [];
  // a cold game first (a fresh page runs its first game cold too)
  const cold = runGame({
    scenario: 'solo-conquest',
    heroes: HEROES.slice(0, 1),
    seed: 1,
    bot: 'greedy',
    maxActions: 20000,
    check: false,
  });
  // then warm up the JIT for the steady-state figures
  const warm = performance.now();
  for (let i = 0; performance.now() - warm < (quick ? 500 : 2000); i++) {
    runGame({
      scenario: 'first-reconnaissance',
      heroes: HEROES.slice(0, 1),
      seed: 900 + i,
      bot: i % 2 ? 'greedy' : 'random',
      maxActions: 3000,
      check: false,
    });
  }
  const budget = quick ? 600 : 3000;
  const rnd = throughput('random', 'first-reconnaissance', 1, budget, 1000);
  out.push({
    metric: 'engine.random.actionsPerSec',
    value: Math.round(rnd.aps),
    unit: 'actions/s',
  });
  const gr = throughput('greedy', 'first-reconnaissance', 1, budget, 1000);
  out.push({ metric: 'engine.greedy.actionsPerSec', value: Math.round(gr.aps), unit: 'actions/s' });
  const t1 = timings('random', 'first-reconnaissance', 2, quick ? 2 : 6, 2000);
  const t2 = timings('greedy', 'solo-conquest', 1, quick ? 1 : 4, 3000);
  const la = [...t1.la, ...t2.la].sort((a, b) => a - b);
  const ap = [...t1.ap, ...t2.ap].sort((a, b) => a - b);
  out.push({
    metric: 'engine.legalActions.p50Ms',
    value: round(percentile(la, 50), 4),
    unit: 'ms',
  });
  out.push({
    metric: 'engine.legalActions.p99Ms',
    value: round(percentile(la, 99), 4),
    unit: 'ms',
  });
  out.push({
    metric: 'engine.legalActions.maxMs',
    value: round(la[la.length - 1] ?? 0, 4),
    unit: 'ms',
  });
  out.push({ metric: 'engine.legalActions.samples', value: la.length, unit: 'states' });
  out.push({ metric: 'engine.applyAction.p50Ms', value: round(percentile(ap, 50), 4), unit: 'ms' });
  out.push({ metric: 'engine.applyAction.p99Ms', value: round(percentile(ap, 99), 4), unit: 'ms' });
  const s1 = singleTimings('random', 'first-reconnaissance', 2, quick ? 2 : 6, 2000);
  const s2 = singleTimings('greedy', 'solo-conquest', 1, quick ? 1 : 4, 3000);
  const sla = [...s1.la, ...s2.la].sort((a, b) => a - b);
  const sap = [...s1.ap, ...s2.ap].sort((a, b) => a - b);
  out.push({
    metric: 'engine.legalActions.singleP99Ms',
    value: round(percentile(sla, 99), 4),
    unit: 'ms',
  });
  out.push({
    metric: 'engine.applyAction.singleP99Ms',
    value: round(percentile(sap, 99), 4),
    unit: 'ms',
  });
  out.push({
    metric: 'engine.state.bytes',
    value: s2.last ? Buffer.byteLength(JSON.stringify(s2.last), 'utf8') : 0,
    unit: 'bytes',
  });
  const seeds = quick ? [1, 2, 3] : [1, 2, 3, 4, 5];
  const solo = soloGameMs('solo-conquest', seeds);
  out.push({ metric: 'engine.soloGame.ms', value: round(solo.ms, 1), unit: 'ms' });
  out.push({ metric: 'engine.soloGame.coldMs', value: round(cold.ms, 1), unit: 'ms' });
  out.push({ metric: 'engine.soloGame.actions', value: solo.actions, unit: 'actions' });
  out.push({
    metric: 'engine.soloGame.finished',
    value: solo.finished,
    unit: `of ${seeds.length} games`,
  });
  const recon = soloGameMs('first-reconnaissance', seeds);
  out.push({
    metric: 'engine.soloGame.firstReconnaissance.ms',
    value: round(recon.ms, 1),
    unit: 'ms',
  });
  out.push(...plannerMetrics(quick));
  out.push(...expertMetrics(quick));
  return out;
}

/** planCombat over the combats met in seeded greedy games (issue 17 part 3). */
export function plannerMetrics(quick = false): Metric[] {
  const combats = combatsMet({
    seeds: quick ? [100, 101] : [100, 101, 102, 103, 104, 105],
    bot: 'greedy',
  });
  const ms: number[] = [];
  let unknown = 0;
  let wins = 0;
  let cheapest = 0;
  for (const s of combats) {
    const t = performance.now();
    const r = planCombat(s, { budgetMs: 1000 });
    ms.push(performance.now() - t);
    if (r.status === 'unknown') unknown++;
    if (r.status === 'win') {
      wins++;
      if (r.cheapest) cheapest++;
    }
  }
  ms.sort((a, b) => a - b);
  return [
    { metric: 'planner.p50Ms', value: round(percentile(ms, 50), 1), unit: 'ms' },
    { metric: 'planner.p95Ms', value: round(percentile(ms, 95), 1), unit: 'ms' },
    {
      metric: 'planner.unknownShare',
      value: round(combats.length ? unknown / combats.length : 0, 3),
      unit: 'of combats',
    },
    { metric: 'planner.combats', value: combats.length, unit: 'combats' },
    {
      metric: 'planner.cheapestShare',
      value: round(wins ? cheapest / wins : 0, 3),
      unit: 'of wins',
    },
  ];
}

/** The expert bot's time per decision along seeded Solo Conquest games (issue 18). */
export function expertMetrics(quick = false): Metric[] {
  const ms: number[] = [];
  for (const seed of quick ? [200] : [200, 201]) {
    let s: GameState = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), seed));
    const bot = createBot('expert', seed);
    for (let i = 0; i < (quick ? 150 : 400) && !s.gameOver; i++) {
      const legal = legalActions(s);
      if (legal.length === 0) break;
      const t = performance.now();
      const a = bot.choose(s, legal);
      ms.push(performance.now() - t);
      s = applyAction(s, a).state;
    }
  }
  ms.sort((a, b) => a - b);
  return [
    { metric: 'engine.expert.msPerDecision.p50', value: round(percentile(ms, 50), 2), unit: 'ms' },
    { metric: 'engine.expert.msPerDecision.p95', value: round(percentile(ms, 95), 2), unit: 'ms' },
  ];
}

// ----------------------------------------------------------------------------- bundle

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = st.mtimeMs;
  for (const f of readdirSync(path))
    if (f !== 'node_modules') m = Math.max(m, newestMtime(join(path, f)));
  return m;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

/** Specifiers of a built chunk's static imports (`import … from "x"`, `import "x"`), not `import()`. */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
  ))
    if (m[1]) out.push(m[1]);
  return out;
}

/** Build dist/ with `npx vite build` when it is missing or older than its sources. */
export function ensureBuilt(root: string, log: (s: string) => void): void {
  const indexHtml = join(root, 'dist', 'index.html');
  const inputs = ['src', 'index.html', 'public', 'vite.config.ts', 'package.json'].map((f) =>
    newestMtime(join(root, f)),
  );
  const stale = !existsSync(indexHtml) || statSync(indexHtml).mtimeMs < Math.max(...inputs);
  if (!stale) return;
  log('bench: dist/ is missing or stale, running `npx vite build` …');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0 || !existsSync(indexHtml)) throw new Error('vite build failed');
}

export function bundleMetrics(root: string, log: (s: string) => void): Metric[] {
  const dist = join(root, 'dist');
  const indexHtml = join(dist, 'index.html');
  ensureBuilt(root, log);
  const html = readFileSync(indexHtml, 'utf8');
  // What index.html loads directly: module scripts and modulepreload links (classic scripts too).
  const direct = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (m[1]) direct.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    if (m[1]) direct.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g))
    if (m[1]) direct.add(m[1]);
  const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
  // ... and every chunk those import statically, transitively (not the dynamic `import()`s).
  const initialFiles = new Set<string>();
  const visit = (file: string) => {
    if (initialFiles.has(file) || !file.endsWith('.js') || !existsSync(file)) return;
    initialFiles.add(file);
    for (const dep of staticImports(readFileSync(file, 'utf8')))
      if (dep.startsWith('.')) visit(resolve(dirname(file), dep));
  };
  for (const src of direct) {
    if (/^[a-z]+:\/\//i.test(src)) continue;
    visit(resolve(dist, src.replace(/^\//, '')));
  }
  let initial = 0;
  for (const f of initialFiles) initial += gz(f);
  // All app JS; the service worker and its workbox runtime are not part of the app bundle.
  const js = listFiles(dist).filter(
    (f) => f.endsWith('.js') && !/[\\/](sw|workbox-[^\\/]*)\.js$/.test(f),
  );
  const total = js.reduce((s, f) => s + gz(f), 0);
  return [
    { metric: 'bundle.initial.gzipKB', value: round(initial, 1), unit: 'KiB' },
    { metric: 'bundle.total.gzipKB', value: round(total, 1), unit: 'KiB' },
  ];
}

export function main(argv: readonly string[]): number {
  const quick = argv.includes('--quick');
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const print = (m: Metric) => console.log(JSON.stringify(m));
  const log = (s: string) => console.error(s);
  if (only === 'planner') {
    for (const m of plannerMetrics(quick)) print(m);
    return 0;
  }
  if (only !== 'bundle') for (const m of engineMetrics(quick)) print(m);
  if (only !== 'engine' && !argv.includes('--no-bundle')) {
    try {
      for (const m of bundleMetrics(process.cwd(), log)) print(m);
    } catch (e) {
      log(`bench: bundle size not measured: ${e instanceof Error ? e.message : String(e)}`);
      return 1;
    }
  }
  return 0;
}

const invokedDirectly =
  typeof process !== 'undefined' && /[\\/]sim[\\/]bench\.ts$/.test(process.argv[1] ?? '');
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));

// The legalActions side of issue 15's workload (scripts/engine-profile.ts: 40 whole solo games
// with the random bot, seeds 1000–1039, 9,826 actions every time). Prints the action count, the
// hash of the listings' lengths (fixed: a changed one means changed behaviour), and the CPU time
// spent inside legalActions. `--by-family` times every action module's part of legalActions
// (`legal`, or `candidates` + `check`) by situation, wall clock, per call.
// Bundle it for profiles or instruction counts, e.g.:
//   npx esbuild scripts/engine-legal-profile.ts --bundle --platform=node --format=esm --outfile=/tmp/l.mjs
//   valgrind --tool=callgrind node --single-threaded --predictable /tmp/l.mjs --games 3
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { ACTION_MODULES, situationOf } from '../src/engine/action-modules';
import { activePlayer } from '../src/engine/protocol/framework';
import { createBot } from '../src/sim/bots';
import { HEROES, setupFor } from '../src/sim/runner';

const arg = (k: string) =>
  process.argv.includes(k) ? process.argv[process.argv.indexOf(k) + 1] : undefined;
const games = Number(arg('--games')) || 40;
const byFamily = process.argv.includes('--by-family');
const fam = new Map<string, { calls: number; listed: number; ns: bigint }>();
let where = '';
if (byFamily) {
  for (const m of Object.values(ACTION_MODULES) as unknown as Array<
    Record<string, unknown> | undefined
  >) {
    if (!m) continue;
    const type = m.type as string;
    for (const k of ['legal', 'candidates', 'check'] as const) {
      const f = m[k] as ((...a: unknown[]) => unknown) | undefined;
      if (typeof f !== 'function') continue;
      m[k] = function (this: unknown, ...a: unknown[]) {
        const key = `${type} ${where}`;
        let e = fam.get(key);
        if (!e) fam.set(key, (e = { calls: 0, listed: 0, ns: 0n }));
        const t = process.hrtime.bigint();
        const r = f.apply(this, a);
        e.ns += process.hrtime.bigint() - t;
        if (k !== 'check') e.calls++;
        if (k === 'legal') e.listed += (r as unknown[]).length;
        if (k === 'check' && r === null) e.listed++;
        return r;
      };
    }
  }
}
let actions = 0;
let hash = 0;
let legalUs = 0;
const c0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const scenario = g % 2 ? 'solo-conquest' : 'first-reconnaissance';
  const seed = 1000 + g;
  let s: GameState = createGame(setupFor(scenario, HEROES.slice(0, 1), seed));
  const bot = createBot('random', seed);
  for (let i = 0; i < 5000 && !s.gameOver; i++) {
    if (byFamily) {
      const who = activePlayer(s);
      where = who === null ? 'none' : situationOf(s, who);
    }
    const u0 = process.cpuUsage();
    const legal = legalActions(s);
    const u = process.cpuUsage(u0);
    legalUs += u.user + u.system;
    hash = (hash * 31 + legal.length) | 0;
    if (legal.length === 0) break;
    const a = bot.choose(s, legal);
    s = applyAction(s, a).state;
    actions++;
  }
}
const c = process.cpuUsage(c0);
const cpuS = (c.user + c.system) / 1e6;
console.log(
  JSON.stringify({
    actions,
    hash,
    cpuS: Math.round(cpuS * 100) / 100,
    actionsPerCpuS: Math.round(actions / cpuS),
    legalCpuS: Math.round(legalUs / 1e4) / 100,
    legalUsPerCall: Math.round((legalUs / actions) * 10) / 10,
  }),
);
if (byFamily)
  for (const [k, e] of [...fam]
    .filter(([, e]) => e.calls)
    .sort((x, y) => Number(y[1].ns - x[1].ns)))
    console.log(
      k.padEnd(32),
      String(e.calls).padStart(7),
      String(e.listed).padStart(7),
      `${(Number(e.ns) / 1e6).toFixed(0).padStart(6)} ms`,
      `${(Number(e.ns) / 1e3 / e.calls).toFixed(2).padStart(7)} µs/call`,
    );

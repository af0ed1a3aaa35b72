// The fixed workload of issue 15's profiles (README "Engine throughput (issue 15), step by step"):
// 40 whole solo games with the random bot, First Reconnaissance and Solo Conquest alternating,
// createGame included, seeds 1000–1039. Prints the action count (fixed: a changed count means
// changed behaviour), CPU time and CPU-time actions/s, and the share of that spent in applyAction.
// Profile it bundled, e.g.:
//   npx esbuild scripts/engine-profile.ts --bundle --platform=node --format=esm --outfile=/tmp/p.mjs
//   node --cpu-prof --cpu-prof-dir=/tmp/prof /tmp/p.mjs
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { createBot } from '../src/sim/bots';
import { HEROES, setupFor } from '../src/sim/runner';

const games = Number(process.argv[process.argv.indexOf('--games') + 1]) || 40;
let actions = 0;
let applyNs = 0n;
const byType = new Map<string, { n: number; ns: bigint }>();
const c0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const scenario = g % 2 ? 'solo-conquest' : 'first-reconnaissance';
  const seed = 1000 + g;
  let s: GameState = createGame(setupFor(scenario, HEROES.slice(0, 1), seed));
  const bot = createBot('random', seed);
  for (let i = 0; i < 5000 && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const a = bot.choose(s, legal);
    const t = process.hrtime.bigint();
    s = applyAction(s, a).state;
    const dt = process.hrtime.bigint() - t;
    applyNs += dt;
    const k = a.type;
    const e = byType.get(k) ?? { n: 0, ns: 0n };
    e.n++;
    e.ns += dt;
    byType.set(k, e);
    actions++;
  }
}
const c = process.cpuUsage(c0);
const cpuS = (c.user + c.system) / 1e6;
console.log(
  JSON.stringify({
    actions,
    cpuS: Math.round(cpuS * 100) / 100,
    actionsPerCpuS: Math.round(actions / cpuS),
    applyWallS: Math.round(Number(applyNs) / 1e7) / 100,
  }),
);
if (process.argv.includes('--by-type'))
  for (const [k, e] of [...byType].sort((x, y) => Number(y[1].ns - x[1].ns)))
    console.log(
      k.padEnd(24),
      String(e.n).padStart(6),
      `${(Number(e.ns) / 1e6).toFixed(0).padStart(6)} ms`,
      `${(Number(e.ns) / 1e3 / e.n).toFixed(1).padStart(7)} µs/action`,
    );

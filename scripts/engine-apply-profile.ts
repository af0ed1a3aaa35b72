// Apply-only timing for issue 15 (README "The applyAction side, third session"): the (state, action)
// pairs of scripts/engine-profile.ts's workload (40 random solo games, 9,826 actions) collected once,
// then replayed through applyAction R times (env R, default 8) in chunks of 250; the fastest CPU time
// of each chunk is summed, which filters most of the noise of a loaded machine. Run bundled:
//   npx esbuild scripts/engine-apply-profile.ts --bundle --platform=node --format=esm --outfile=/tmp/a.mjs
//   node --single-threaded /tmp/a.mjs
import { applyAction, createGame, legalActions, type GameState, type Action } from '../src/engine';
import { createBot } from '../src/sim/bots';
import { HEROES, setupFor } from '../src/sim/runner';
const samples: { s: GameState; a: Action }[] = [];
const G = Number(process.env.G ?? 40);
for (let g = 0; g < G; g++) {
  let s: GameState = createGame(
    setupFor(g % 2 ? 'solo-conquest' : 'first-reconnaissance', HEROES.slice(0, 1), 1000 + g),
  );
  const bot = createBot('random', 1000 + g);
  for (let i = 0; i < 5000 && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const a = bot.choose(s, legal);
    samples.push({ s, a });
    s = applyAction(s, a).state;
  }
}
const R = Number(process.env.R ?? 8);
const CH = 250;
const mins: number[] = [];
for (let r = 0; r < R; r++) {
  for (let c = 0; c * CH < samples.length; c++) {
    const c0 = process.cpuUsage();
    const end = Math.min(samples.length, (c + 1) * CH);
    for (let i = c * CH; i < end; i++) applyAction(samples[i]!.s, samples[i]!.a);
    const d = process.cpuUsage(c0);
    mins[c] = Math.min(mins[c] ?? Infinity, d.user + d.system);
  }
}
const total = mins.reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify({
    samples: samples.length,
    minSumApplyUs: Math.round((total / samples.length) * 10) / 10,
  }),
);

// Instruction-count harness for the legalActions side of issue 15: plays the workload of
// scripts/engine-profile.ts (random bot, seeds 1000+, First Reconnaissance and Solo Conquest
// alternating) for `--games` games, recording every state, then lists the recorded states again
// `--reps` times (0: record only). Run it under
//   valgrind --tool=cachegrind --cache-sim=no node --single-threaded --predictable <bundle>
// with --reps 0 and --reps 2: the difference over the printed call count is the instructions per
// legalActions call, repeatable to the instruction (the first pass still pays for compiling, so
// compare only figures taken with the same --reps; README, the fifth round on the legal side).
// `--family <type>` lists only that action module's part (`legal`, or `candidates` + `check`) on
// the states where legalActions asks it.
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { ACTION_MODULES, listsIn, situationOf } from '../src/engine/action-modules';
import { activePlayer } from '../src/engine/protocol/framework';
import type { Action } from '../src/engine/protocol/types';
import { createBot } from '../src/sim/bots';
import { HEROES, setupFor } from '../src/sim/runner';

const arg = (k: string) =>
  process.argv.includes(k) ? process.argv[process.argv.indexOf(k) + 1] : undefined;
const games = Number(arg('--games')) || 6;
const reps = Number(arg('--reps') ?? 1);
const family = arg('--family');
const fresh = process.argv.includes('--fresh');
const states: GameState[] = [];
for (let g = 0; g < games; g++) {
  const scenario = g % 2 ? 'solo-conquest' : 'first-reconnaissance';
  const seed = 1000 + g;
  let s: GameState = createGame(setupFor(scenario, HEROES.slice(0, 1), seed));
  const bot = createBot('random', seed);
  for (let i = 0; i < 5000 && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    states.push(s);
    s = applyAction(s, bot.choose(s, legal)).state;
  }
}
type Mod = {
  legal?: (s: GameState, p: number) => Action[];
  candidates: (s: GameState, p: number) => Action[];
  check: (s: GameState, a: Action) => unknown;
};
const mod = family ? (ACTION_MODULES as unknown as Record<string, Mod>)[family] : undefined;
let calls = 0;
let listed = 0;
let hash = 0;
for (let r = 0; r < reps; r++)
  for (const s of states) {
    // The recorded states themselves: a copy (`--fresh`) has another shape than applyAction's
    // results, and the optimised code deoptimises on it (a cost the workload never pays).
    const t: GameState = fresh ? Object.freeze({ ...s }) : s;
    if (mod) {
      const who = activePlayer(t);
      if (who === null || !listsIn(family as Action['type'], situationOf(t, who))) continue;
      calls++;
      let n = 0;
      if (mod.legal) n = mod.legal(t, who).length;
      else for (const a of mod.candidates(t, who)) if (mod.check(t, a) === null) n++;
      listed += n;
      hash = (hash * 31 + n) | 0;
    } else {
      calls++;
      const n = legalActions(t).length;
      listed += n;
      hash = (hash * 31 + n) | 0;
    }
  }
console.log(JSON.stringify({ states: states.length, calls, listed, hash }));
// `--by-family n`: wall time of each family over the recorded states, n times (a quiet machine).
const byFamily = Number(arg('--by-family')) || 0;
const only = arg('--only'); // with --by-family: these families only (comma-separated)
if (byFamily) {
  const rows: Array<[string, number, number, number]> = [];
  let total = 0;
  // Made ahead (the families of one listing share the memos, as in legalActions).
  const copies: GameState[][] = [];
  for (let r = 0; r < byFamily; r++)
    copies.push(fresh ? states.map((s) => Object.freeze({ ...s })) : states);
  for (const [type, m] of Object.entries(ACTION_MODULES as unknown as Record<string, Mod>)) {
    if (!m || (only && !only.split(',').includes(type))) continue;
    let n = 0;
    let asked = 0;
    const t0 = process.hrtime.bigint();
    for (let r = 0; r < byFamily; r++)
      for (const t of copies[r]!) {
        const who = activePlayer(t);
        if (who === null || !listsIn(type as Action['type'], situationOf(t, who))) continue;
        asked++;
        if (m.legal) n += m.legal(t, who).length;
        else for (const a of m.candidates(t, who)) if (m.check(t, a) === null) n++;
      }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6 / byFamily;
    total += ms;
    rows.push([`${type}${m.legal ? ' (legal)' : ''}`, asked / byFamily, n / byFamily, ms]);
  }
  for (const [k, asked, n, ms] of rows.sort((x, y) => y[3] - x[3]))
    console.log(
      k.padEnd(32),
      String(asked).padStart(6),
      String(n).padStart(6),
      `${ms.toFixed(2).padStart(7)} ms`,
      `${((ms * 1000) / Math.max(asked, 1)).toFixed(2).padStart(7)} µs/asked`,
      `${((ms / total) * 100).toFixed(1).padStart(5)} %`,
    );
}

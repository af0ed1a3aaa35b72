// The expert's rollout choices for one Solo Conquest game (issue 18): each turn's candidates with
// their values, the chosen goal, and the decisions the rollouts took.
//   npx tsx scripts/expert-rollout-trace.ts 3 [budget JSON]
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { createBot } from '../src/sim/bots';
import { ROLLOUT_BUDGET, rolloutLog } from '../src/sim/bots/expert/rollout';
import { setupFor } from '../src/sim/runner';

const seed = Number(process.argv[2] ?? 1);
Object.assign(ROLLOUT_BUDGET, JSON.parse(process.argv[3] ?? '{}'));
let changed = 0;
let total = 0;
let decisions = 0;
rolloutLog.log = (m) => {
  console.log(m);
  total++;
  if (!m.includes('-> greedy')) changed++;
  decisions += Number(/\((\d+) decisions\)/.exec(m)?.[1] ?? 0);
};
let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
const bot = createBot('expert', seed);
const t0 = performance.now();
let n = 0;
while (!s.gameOver && n < 20000) {
  s = applyAction(s, bot.choose(s, legalActions(s))).state;
  n++;
}
const p = s.players[0];
console.log(
  `seed ${seed}: score ${s.gameOver?.scores[0]?.total} fame ${p?.fame} level ${p?.level} units ${p?.units.length} | rollout choices ${total}, changed ${changed}, decisions ${decisions}, game actions ${n}, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

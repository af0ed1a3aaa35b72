// Tuning the expert's profile (issue 18): plays Solo Conquest with the expert on the given seeds
// with EXPERT_PROFILE overridden by a JSON object, and prints one line of means.
//   npx tsx scripts/expert-sweep.ts '{"fame":4}' 1-20 '{"unitMove":true}' '{"turns":3}'
// (the 4th argument overrides the rollout budget, expert/rollout.ts ROLLOUT_BUDGET; the 5th the
// siege's weights, expert/siege.ts SIEGE; the 6th the value function's weights,
// expert/value.ts VALUE_WEIGHTS; the 7th the picks' budget, expert/picks.ts PICK_BUDGET)
// Only for the tuning seeds (1–20); the final figures come from `npm run sim` on 2001–2020.
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { createBot } from '../src/sim/bots';
import { EXPERT_PROFILE, EXPERT_SWITCHES } from '../src/sim/bots/expert/profile';
import { PICK_BUDGET } from '../src/sim/bots/expert/picks';
import { ROLLOUT_BUDGET } from '../src/sim/bots/expert/rollout';
import { SIEGE } from '../src/sim/bots/expert/siege';
import { VALUE_WEIGHTS } from '../src/sim/bots/expert/value';
import { setupFor } from '../src/sim/runner';

const over = JSON.parse(process.argv[2] ?? '{}') as Record<string, number>;
const [a = 1, b = a] = (process.argv[3] ?? '1-20').split('-').map(Number);
Object.assign(EXPERT_PROFILE, over);
const switches = JSON.parse(process.argv[4] ?? '{}') as Record<string, boolean>;
Object.assign(EXPERT_SWITCHES, switches);
const budget = JSON.parse(process.argv[5] ?? '{}') as Record<string, number | boolean>;
Object.assign(ROLLOUT_BUDGET, budget);
// the 5th argument overrides the siege's weights (expert/siege.ts SIEGE), the 6th the value
// function's weights (expert/value.ts VALUE_WEIGHTS)
Object.assign(SIEGE, JSON.parse(process.argv[6] ?? '{}') as Record<string, number>);
const weights = JSON.parse(process.argv[7] ?? '{}') as Record<string, number>;
Object.assign(VALUE_WEIGHTS, weights);
// the 7th argument overrides the picks' budget (expert/picks.ts PICK_BUDGET)
Object.assign(PICK_BUDGET, JSON.parse(process.argv[8] ?? '{}') as Record<string, number>);
const sum: Record<string, number> = {};
const add = (k: string, v: number) => (sum[k] = (sum[k] ?? 0) + v);
const scores: number[] = [];
const reveals: string[] = [];
const t0 = performance.now();
for (let seed = a; seed <= b; seed++) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('expert', seed);
  let n = 0;
  let fights = 0;
  const seen = new Map<string, number>();
  while (!s.gameOver && n < 20000) {
    const act = bot.choose(s, legalActions(s));
    const before = s;
    s = applyAction(s, act).state;
    if (!before.combat && s.combat) fights++;
    for (const c of s.cities) if (!seen.has(c.hex)) seen.set(c.hex, s.round.number);
    n++;
  }
  const p = s.players[0];
  const total = s.gameOver?.scores[0]?.total ?? 0;
  scores.push(total);
  // per game: the round each city was revealed in (r4 r6; - none), cities conquered
  reveals.push(
    `${seed}:${[...seen.values()].map((r) => `r${r}`).join('/') || '-'}:${s.cities.filter((c) => c.conquered).length}`,
  );
  add('score', total);
  add('fame', p?.fame ?? 0);
  add('level', p?.level ?? 0);
  add('units', p?.units.length ?? 0);
  add('fights', fights);
  add('cities', s.cities.filter((c) => c.conquered).length);
  add(
    'wounds',
    [...(p?.deck ?? []), ...(p?.hand ?? []), ...(p?.discard ?? [])].filter((c) =>
      c.startsWith('wound'),
    ).length,
  );
}
const g = b - a + 1;
console.log(
  `${JSON.stringify(over)} ${JSON.stringify(switches)} ${JSON.stringify(budget)} ${JSON.stringify(weights)} seeds ${a}-${b}: ${Object.entries(
    sum,
  )
    .map(([k, v]) => `${k}=${(v / g).toFixed(2)}`)
    .join(
      ' ',
    )} s/game=${((performance.now() - t0) / 1000 / g).toFixed(1)} scores=${scores.join(',')} cities=${reveals.join(' ')}`,
);

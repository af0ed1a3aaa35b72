// The expert's fights, measured (issue 18, fights by value): plays Solo Conquest with the expert on
// the given seeds, with EXPERT_SWITCHES overridden by a JSON object, and prints one line of means —
// score, Fame, fights, Wounds taken in fights (hero and unit wounds, the engine's events), Fame per
// fight, Wounds per Fame, level, units, seconds — plus the fight-choice comparison of
// expert/fightvalue.ts (greedy's forecast and the evaluator on the same states; outcomes).
//   npx tsx scripts/expert-fight-diag.ts '{"fightPlay":false,"fightChoice":false}' 1-20 [verbose]
// Only for the tuning seeds (1–20); the final figures come from `npm run sim` on 2001–2020.
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { createBot } from '../src/sim/bots';
import { EXPERT_SWITCHES } from '../src/sim/bots/expert/profile';
import {
  fightStats,
  fightVerdict,
  heroWoundCost,
  FIGHT_WEIGHTS,
  resetFightStats,
} from '../src/sim/bots/expert/fightvalue';
import { setupFor } from '../src/sim/runner';

const switches = JSON.parse(process.argv[2] ?? '{}') as Record<string, boolean>;
Object.assign(EXPERT_SWITCHES, switches);
// weights of the evaluator (expert/fightvalue.ts FIGHT_WEIGHTS) as a 5th argument, JSON
Object.assign(FIGHT_WEIGHTS, JSON.parse(process.argv[5] ?? '{}'));
const [a = 1, b = a] = (process.argv[3] ?? '1-20').split('-').map(Number);
const verbose = process.argv[4] === 'verbose';
const sum: Record<string, number> = {};
const add = (k: string, v: number) => (sum[k] = (sum[k] ?? 0) + v);
const scores: number[] = [];
const t0 = performance.now();
resetFightStats();
for (let seed = a; seed <= b; seed++) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('expert', seed);
  let n = 0;
  let fight: {
    fame: number;
    hw: number;
    uw: number;
    site: string;
    n: number;
    verdict: number | null;
    cost: number;
  } | null = null;
  while (!s.gameOver && n < 20000) {
    const act = bot.choose(s, legalActions(s));
    const r = applyAction(s, act);
    const before = s;
    s = r.state;
    n++;
    if (!before.combat && s.combat)
      fight = {
        fame: before.players[0]?.fame ?? 0,
        hw: 0,
        uw: 0,
        site: s.map.hexes[s.combat.hex ?? '']?.site?.type ?? 'rampaging',
        n: s.combat.enemies.length,
        verdict: fightVerdict.value,
        cost: heroWoundCost(before),
      };
    if (!before.combat && s.combat) fightVerdict.value = null;
    if (fight && (before.combat || s.combat)) {
      for (const e of r.events) {
        if (e.type === 'wounds-taken' && e.player === 0) fight.hw += Number(e.count ?? 0);
        if (e.type === 'unit-wounded' && e.player === 0) fight.uw += Number(e.wounds ?? 1);
      }
    }
    if (fight && before.combat && !s.combat) {
      const fame = (s.players[0]?.fame ?? 0) - fight.fame;
      // the evaluator's verdict when the fight was started (fightObserve/fightChoice) and the outcome
      if (fight.verdict !== null) {
        const end = r.events.find((e) => e.type === 'combat-ended') as
          { defeated?: unknown } | undefined;
        const all = Array.isArray(end?.defeated) && end.defeated.length >= fight.n;
        const b =
          fight.verdict === -99 ? 'unk' : fight.verdict >= FIGHT_WEIGHTS.takeMin ? 'take' : 'skip';
        const out = fame - fight.cost * fight.hw - FIGHT_WEIGHTS.unitWound * fight.uw;
        add(`${b}.n`, 1);
        add(`${b}.fame`, fame);
        add(`${b}.wounds`, fight.hw + fight.uw);
        add(`${b}.won`, all ? 1 : 0);
        add(`${b}.outcome`, out);
        add(`${b}.outcomeNeg`, out < 0 ? 1 : 0);
        add(`${b}.verdict`, fight.verdict);
      }
      add('fights', 1);
      add('fightFame', fame);
      add('heroWounds', fight.hw);
      add('unitWounds', fight.uw);
      if (verbose)
        console.log(
          `  s${seed} r${s.round.number} ${fight.site} foes=${fight.n} fame=${fame} hw=${fight.hw} uw=${fight.uw} verdict=${fight.verdict?.toFixed(1) ?? '-'}`,
        );
      fight = null;
    }
  }
  const p = s.players[0];
  const total = s.gameOver?.scores[0]?.total ?? 0;
  scores.push(total);
  add('score', total);
  add('fame', p?.fame ?? 0);
  add('level', p?.level ?? 0);
  add('units', p?.units.length ?? 0);
  add('cities', s.cities.filter((c) => c.conquered).length);
  add(
    'woundsAtEnd',
    [...(p?.deck ?? []), ...(p?.hand ?? []), ...(p?.discard ?? [])].filter((c) =>
      c.startsWith('wound'),
    ).length,
  );
}
const g = b - a + 1;
const w = (sum.heroWounds ?? 0) + (sum.unitWounds ?? 0);
console.log(
  `${JSON.stringify(switches)} seeds ${a}-${b}: ${Object.entries(sum)
    .map(([k, v]) => `${k}=${(v / g).toFixed(2)}`)
    .join(' ')} woundsPerFame=${(w / Math.max(1, sum.fightFame ?? 0)).toFixed(3)} s/game=${(
    (performance.now() - t0) /
    1000 /
    g
  ).toFixed(1)} scores=${scores.join(',')}`,
);
console.log(`fight stats: ${JSON.stringify(fightStats)}`);
const buckets = Object.entries(sum).filter(([k]) => /^(take|skip|unk)\./.test(k));
if (buckets.length)
  console.log(
    `verdicts (sums over all games): ${buckets.map(([k, v]) => `${k}=${v.toFixed(1)}`).join(' ')}`,
  );

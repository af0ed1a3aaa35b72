// Where a 2-player duel goes (issue 18): plays Full Conquest, expert against greedy, seats
// alternating like `npm run sim -- --bots expert,greedy --swap-seats` (game i from the first seed:
// expert,greedy when i is even), and prints per game each bot's score and score lines, Fame won in
// fights by kind of combat, who announced the end of which round, the last round, and the planner
// searches cut short by time (assist/clock.ts: should be 0).
//   npx tsx scripts/expert-duel.ts 3001-3020 ['<EXPERT_SWITCHES JSON>'] ['<VALUE_WEIGHTS JSON>']
import { resetTimeCaps, timeCaps } from '../src/assist/clock';
import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { EXPERT_SWITCHES } from '../src/sim/bots/expert/profile';
import { VALUE_WEIGHTS } from '../src/sim/bots/expert/value';
import { createSeatedBot, HEROES, setupFor } from '../src/sim/runner';

const [a = 3001, b = a] = (process.argv[2] ?? '3001-3020').split('-').map(Number);
Object.assign(EXPERT_SWITCHES, JSON.parse(process.argv[3] ?? '{}') as Record<string, boolean>);
Object.assign(VALUE_WEIGHTS, JSON.parse(process.argv[4] ?? '{}') as Record<string, number>);
const heroes = HEROES.slice(0, 2);
const tot = { wins: 0, losses: 0, ties: 0, expert: 0, greedy: 0, caps: 0 };
const fameBy: Record<string, Record<string, number>> = { expert: {}, greedy: {} };
const t0 = performance.now();
for (let seed = a; seed <= b; seed++) {
  const seats = (seed - a) % 2 === 0 ? ['expert', 'greedy'] : ['greedy', 'expert'];
  let s: GameState = createGame(setupFor('full-conquest', [...heroes], seed));
  const bot = createSeatedBot(seats as ('expert' | 'greedy')[], seed);
  resetTimeCaps();
  const announced: string[] = [];
  let n = 0;
  let fight: { who: number; kind: string; fame: number } | null = null;
  while (!s.gameOver && n < 20000) {
    const act = bot.choose(s, legalActions(s));
    const before = s;
    if (act.type === 'announce-end-of-round' && s.turn)
      announced.push(`r${s.round.number}:${seats[s.turn.player]?.[0]}`);
    s = applyAction(s, act).state;
    if (!before.combat && s.combat && s.turn) {
      const who = s.turn.player;
      fight = { who, kind: s.combat.kind, fame: before.players[who]?.fame ?? 0 };
    }
    if (before.combat && !s.combat && fight) {
      const got = (s.players[fight.who]?.fame ?? 0) - fight.fame;
      const by = fameBy[seats[fight.who] ?? '?'] ?? {};
      by[fight.kind] = (by[fight.kind] ?? 0) + got;
      fight = null;
    }
    n++;
  }
  const sheets = s.gameOver?.scores ?? [];
  const score = (name: string) => sheets[seats.indexOf(name)]?.total ?? 0;
  const e = score('expert');
  const g = score('greedy');
  tot.expert += e;
  tot.greedy += g;
  if (e > g) tot.wins++;
  else if (e < g) tot.losses++;
  else tot.ties++;
  tot.caps += timeCaps();
  const lines = (i: number) =>
    (sheets[i]?.lines ?? [])
      .filter((l) => l.points !== 0)
      .map((l) => `${l.id}=${l.points}`)
      .join(' ');
  console.log(
    `seed ${seed} seats=${seats.join(',')} expert ${e} greedy ${g} ${e > g ? 'WIN' : e < g ? 'LOSS' : 'TIE'} ` +
      `lastRound=${s.round.number} cities=${s.cities.filter((c) => c.conquered).length} ` +
      `announce=${announced.join(',') || '-'} caps=${timeCaps()} actions=${n}`,
  );
  for (let i = 0; i < seats.length; i++)
    console.log(
      `   ${seats[i]}: fame=${s.players[i]?.fame} level=${s.players[i]?.level} units=${s.players[i]?.units.length} | ${lines(i)}`,
    );
}
const games = b - a + 1;
console.log(
  `TOTAL games=${games} expert wins=${tot.wins} losses=${tot.losses} ties=${tot.ties} ` +
    `mean expert/greedy=${(tot.expert / games).toFixed(2)}/${(tot.greedy / games).toFixed(2)} ` +
    `timeCaps=${tot.caps} s/game=${((performance.now() - t0) / 1000 / games).toFixed(1)}`,
);
for (const [k, v] of Object.entries(fameBy))
  console.log(
    `FAME IN FIGHTS ${k}: ` +
      Object.entries(v)
        .map(([kind, f]) => `${kind}=${(f / games).toFixed(2)}`)
        .join(' '),
  );

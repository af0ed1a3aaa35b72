// Where a bot's Solo Conquest goes (issue 18, "measure first"): per game and round — own turns,
// moves, explorations, fights, sideways plays, Fame, level, units, crystals, deck and wounds, the
// cities seen — then the final score sheet and every fight with the Fame after it.
//   npx tsx scripts/expert-diag.ts [bot=expert] [seeds=1,2,3] [cityLevels=5,8|-] [compact]
// `compact` prints one SUMMARY line per game (cities revealed in which rounds, city fights, city
// defenders defeated). Deterministic for a seed, like `npm run sim`.
import { applyAction, createGame, legalActions, type Action, type GameState } from '../src/engine';
import { createBot, type BotName } from '../src/sim/bots';
import { setupFor } from '../src/sim/runner';

const bot = (process.argv[2] ?? 'expert') as BotName;
const seeds = (process.argv[3] ?? '1').split(',').map(Number);
const levelsArg = process.argv[4];
const levels = levelsArg && levelsArg !== '-' ? levelsArg.split(',').map(Number) : undefined;
const compact = process.argv[5] === 'compact';
const say = (m: string) => {
  if (!compact || m.startsWith('SUMMARY')) console.log(m);
};

for (const seed of seeds) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed, levels));
  const b = createBot(bot, seed);
  const t0 = performance.now();
  let n = 0;
  let round = s.round.number;
  const c = { turns: 0, rests: 0, moves: 0, explores: 0, fights: 0, sideways: 0, announce: 0 };
  const fights: string[] = [];
  const cityRev: number[] = [];
  let cityFights = 0;
  let cityKills = 0;
  let allFights = 0;
  const row = (r: number) => {
    const p = s.players[0];
    const dummy = s.players.find((x) => x.kind === 'dummy');
    if (!p) return '';
    const all = [...p.deck, ...p.hand, ...p.discard];
    return (
      `r${r} turns=${c.turns} rest=${c.rests} moves=${c.moves} explore=${c.explores} fights=${c.fights} ` +
      `sideways=${c.sideways} announce=${c.announce} fame=${p.fame} level=${p.level} units=${p.units.length} ` +
      `crystals=${Object.values(p.crystals).join('/')} cards=${all.length} wounds=${all.filter((x) => x.startsWith('wound')).length} ` +
      `pos=${p.position} tiles=${s.map.tiles.length} cities=${s.cities.map((x) => `${x.hex}:${x.conquered ? 'conquered' : x.garrison.length}`).join(',')} dummyDeck=${dummy?.deck.length}`
    );
  };
  while (!s.gameOver && n < 20000) {
    const legal = legalActions(s);
    const a: Action = b.choose(s, legal);
    if (a.type === 'end-turn' && a.player === 0) c.turns++;
    if (a.type === 'rest') c.rests++;
    if (a.type === 'move') c.moves++;
    if (a.type === 'explore') c.explores++;
    if (a.type === 'play-card' && a.mode === 'sideways') c.sideways++;
    if (a.type === 'announce-end-of-round') c.announce++;
    const before = s;
    s = applyAction(s, a).state;
    n++;
    if (s.cities.length > before.cities.length) cityRev.push(s.round.number);
    if (!before.combat && s.combat) {
      c.fights++;
      allFights++;
      const at = s.players[0]?.position;
      if (s.cities.some((x) => x.hex === at || (a.type === 'move' && x.hex === a.to))) cityFights++;
      fights.push(
        `r${s.round.number} ${s.combat.kind} vs ${s.combat.enemies.map((e) => e.id).join('+')}`,
      );
    }
    if (before.combat && !s.combat) {
      const g = (st: GameState) =>
        st.cities.reduce((m, x) => m + (x.conquered ? 0 : x.garrison.length), 0);
      if (g(s) < g(before)) cityKills += g(before) - g(s);
      fights[fights.length - 1] += ` → Fame ${s.players[0]?.fame}`;
    }
    if (s.round.number !== round) {
      say(`seed ${seed} ${row(round)}`);
      round = s.round.number;
      for (const k of Object.keys(c) as (keyof typeof c)[]) c[k] = 0;
    }
  }
  const p = s.players[0];
  const sheet = s.gameOver?.scores[0];
  say(
    `SUMMARY seed ${seed} score=${sheet?.total} fame=${p?.fame} level=${p?.level} units=${p?.units.length} tiles=${s.map.tiles.length} ` +
      `cityRevealRounds=${cityRev.join(',') || '-'} cityFights=${cityFights} cityDefendersDefeated=${cityKills} ` +
      `fights=${allFights} actions=${n} s=${((performance.now() - t0) / 1000).toFixed(1)}`,
  );
  say(`seed ${seed} ${row(round)} (end)`);
  say(`  sheet ${(sheet?.lines ?? []).map((l) => `${l.id}:${l.points}`).join(' ')}`);
  for (const f of fights) say(`  fight ${f}`);
}

import { applyAction, createGame, legalActions, listedKey, type GameState } from '../src/engine';
import { createBot } from '../src/sim/bots';
import { greedyDebug } from '../src/sim/bots/greedy/memory';
import { setupFor } from '../src/sim/runner';
const seed = Number(process.argv[2]); const R = Number(process.argv[3]);
let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
const bot = createBot((process.argv[4] ?? 'expert') as 'expert', seed);
let cur = s;
greedyDebug.log = (m) => { if (cur.round.number === R) console.log('   ', m.slice(0, 400)); };
let n = 0;
while (!s.gameOver && n < 20000 && s.round.number <= R) {
  cur = s;
  const a = bot.choose(s, legalActions(s));
  if (s.round.number === R && a.player === 0) console.log(`ACT ${listedKey(a)} mp=${s.turn?.movePoints} pos=${s.players[0]?.position}`);
  s = applyAction(s, a).state; n++;
}

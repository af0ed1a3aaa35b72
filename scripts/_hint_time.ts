import { applyAction, createGame, legalActions, type GameState } from '../src/engine';
import { createBot, suggestExpertMoveWithReason } from '../src/sim/bots';
import { setupFor } from '../src/sim/runner';
const times: number[] = [];
for (const seed of [1, 2]) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('expert', seed);
  for (let i = 0; i < 400 && !s.gameOver; i++) {
    const legal = legalActions(s);
    const t = s.turn;
    if (t?.player === 0 && !s.combat && !t.moved && t.played.length === 0 && s.round.phase !== 'tactics' && legal.length > 1 && i % 3 === 0) {
      const t0 = performance.now();
      suggestExpertMoveWithReason(s);
      times.push(performance.now() - t0);
    }
    s = applyAction(s, bot.choose(s, legal)).state;
  }
}
times.sort((a, b) => a - b);
console.log(`hint at fresh turns: n=${times.length} p50=${times[Math.floor(times.length / 2)]?.toFixed(0)} ms p95=${times[Math.floor(times.length * 0.95)]?.toFixed(0)} ms max=${times[times.length - 1]?.toFixed(0)} ms`);

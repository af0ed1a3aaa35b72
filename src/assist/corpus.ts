// Combats met in seeded games (tests and the benchmark): the state at the start of each combat
// (and, optionally, at the start of its later phases), from greedy or random bot play.
import { activePlayer, applyAction, createGame, legalActions, type GameState } from '../engine';
import { createBot, type BotName } from '../sim/bots';
import { setupFor, HEROES, type ScenarioId } from '../sim/runner';

export interface CorpusOptions {
  scenario?: ScenarioId;
  players?: number;
  bot?: BotName;
  seeds: readonly number[];
  /** Stop after this many combats. */
  max?: number;
  /** Also take the states where a later phase begins (block, attack). */
  phases?: boolean;
  maxActions?: number;
}

export function combatsMet(opts: CorpusOptions): GameState[] {
  const out: GameState[] = [];
  const max = opts.max ?? Infinity;
  for (const seed of opts.seeds) {
    const setup = setupFor(
      opts.scenario ?? 'first-reconnaissance',
      HEROES.slice(0, opts.players ?? 1),
      seed,
    );
    const bot = createBot(opts.bot ?? 'greedy', seed);
    let s: GameState = createGame(setup);
    for (let i = 0; i < (opts.maxActions ?? 3000) && !s.gameOver && out.length < max; i++) {
      const legal = legalActions(s);
      if (legal.length === 0) break;
      let next: GameState;
      try {
        next = applyAction(s, bot.choose(s, legal)).state;
      } catch {
        break;
      }
      const c = next.combat;
      const started = c && !s.combat;
      const phase = c && s.combat && c.phase !== s.combat.phase && opts.phases;
      if (
        c &&
        (started || phase) &&
        next.pending.length === 0 &&
        next.turn &&
        activePlayer(next) === next.turn.player &&
        !next.pvp &&
        !next.coop
      )
        out.push(next);
      s = next;
    }
    if (out.length >= max) break;
  }
  return out;
}

// Helpers for the scenario tests (tests only).
import { legalActions } from '../index';
import type { GameState } from '../index';
import type { ScenarioId } from '../core/types';
import { act, legal, testGame, withColumn } from '../testing/builders';

/** A game of the scenario with these heroes at the start of the first real turn. */
export function scenarioGame(scenario: ScenarioId, players = 2, seed = 1): GameState {
  const heroes = (['tovak', 'goldyx', 'norowas', 'arythea'] as const).slice(0, players);
  return testGame({ scenario, heroes: [...heroes], seed });
}

/** Answer open choices with their first legal answer. */
export function settle(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 30 && x.pending.length > 0; i++) {
    const c = legal(x, 'choose')[0];
    if (!c) break;
    x = act(x, c);
  }
  return x;
}

/** End the current turn (answering end-of-turn choices) and let the dummy play if it is next. */
export function endTurn(s: GameState): GameState {
  let x = s;
  if (x.turn) x = settle(act(x, { type: 'end-turn', player: x.turn.player }));
  for (let i = 0; i < 10 && !x.gameOver && !x.turn; i++) {
    if (x.pending.length > 0) {
      x = settle(x);
      continue;
    }
    const a = legalActions(x).find((y) => y.type === 'dummy-turn' || y.type === 'choose-tactic');
    if (!a) break;
    x = act(x, a);
  }
  return x;
}

/** A score line of a player's (or the team's) sheet. */
export function line(s: GameState, player: number | 'team', id: string): number | undefined {
  return s.gameOver?.scores.find((x) => x.player === player)?.lines.find((l) => l.id === id)
    ?.points;
}

/** Fight the current combat through: defeat every enemy in the Attack phase (win) or none. */
export function fight(s: GameState, win: boolean): GameState {
  let x = s;
  for (let i = 0; i < 40 && x.combat; i++) {
    const who = x.turn?.player ?? 0;
    const c = x.combat;
    if (x.pending.length > 0) {
      x = settle(x);
      continue;
    }
    if (c.phase === 'damage') {
      const d = legal(x, 'assign-damage').find((a) => a.to === 'hero');
      if (d) {
        x = act(x, d);
        continue;
      }
    }
    if (c.phase === 'attack' && win && !c.attack) {
      const targets = c.enemies.filter((e) => !e.defeated).map((e) => e.id);
      x = act(x, { type: 'declare-attack', player: who, targets });
      x = withColumn(x, [{ amount: 99 }]);
      x = act(x, { type: 'resolve-column', player: who });
      continue;
    }
    x = act(x, { type: 'end-combat-phase', player: who });
  }
  return x;
}

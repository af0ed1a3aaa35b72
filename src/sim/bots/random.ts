// The random bot: uniform among the legal actions, after first choosing an action *kind* with
// weights that make games end (few sideways plays and discards; the longer a turn lasts, the more it
// wants to end it; a hard cap per turn then ends it whenever the engine allows).
import type { Action, GameState } from '../../engine';
import { createRng } from '../rng';
import { actionKind, TurnCounter, type Bot } from './types';

/** Decisions in a turn after which ending it (or the combat phase) is always preferred. */
export const RANDOM_TURN_CAP = 40;

const BASE_WEIGHT: Record<string, number> = {
  choose: 1,
  'choose-tactic': 1,
  'dummy-turn': 1,
  'play-card': 3,
  'play-card:sideways': 0.6,
  move: 3,
  explore: 4,
  rest: 0.4,
  heal: 2,
  'use-tactic': 0.6,
  'announce-end-of-round': 0.08,
  'forfeit-turn': 0.04,
  interact: 2,
  recruit: 2,
  buy: 1.5,
  challenge: 1,
  'enter-site': 1,
  'burn-monastery': 0.1,
  'activate-unit': 2,
  'use-skill': 1.5,
  'declare-attack': 2,
  'declare-block': 2,
  'resolve-column': 3,
  'abandon-column': 0.3,
  'assign-damage': 2,
};

function weightOf(kind: string, steps: number): number {
  if (kind === 'end-turn') return steps < 6 ? 0.3 : steps < 20 ? 1 : 4;
  if (kind === 'end-combat-phase') return steps < 10 ? 0.7 : 3;
  return BASE_WEIGHT[kind] ?? 1;
}

export function createRandomBot(seed: number): Bot {
  const rng = createRng(seed, 1);
  const counter = new TurnCounter();
  return {
    name: 'random',
    choose(state: GameState, legal: readonly Action[]): Action {
      if (legal.length === 0) throw new Error('random bot: no legal actions');
      const steps = counter.tick(state);
      const groups = new Map<string, Action[]>();
      for (const a of legal) {
        const k = actionKind(a);
        const g = groups.get(k);
        if (g) g.push(a);
        else groups.set(k, [a]);
      }
      if (steps >= RANDOM_TURN_CAP) {
        for (const k of ['end-turn', 'end-combat-phase', 'resolve-column']) {
          const g = groups.get(k);
          if (g) return rng.pick(g);
        }
      }
      const kinds = [...groups.keys()];
      const k = kinds[rng.weighted(kinds.map((x) => weightOf(x, steps)))] ?? kinds[0] ?? '';
      return rng.pick(groups.get(k) ?? legal);
    },
  };
}

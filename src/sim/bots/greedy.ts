// The greedy bot: plays to progress and to win, one decision at a time, through the legal actions it
// is given and the engine's public numbers. Each turn it picks a goal on the map — explore, assault a
// keep, mage tower or city, enter an adventure site, challenge rampaging enemies, interact (recruit,
// heal, learn Advanced Actions and spells), a glade or a mine — valued by a fight plan of its hand,
// units and skills against the enemies there (greedy/fight.ts) and by the distance; walks there with
// the cards it can spare; fights by re-planning at every combat decision (greedy/combat.ts: ranged
// kills, blocks, cheapest damage, melee kills, columns filled to the engine's columnSummary);
// interacts; rests when wounded; answers choices by looking one step ahead (greedy/pending.ts).
// City assaults count each defender defeated as progress (a shield and a smaller garrison next time,
// COMBAT-OUTCOME-1a), so a partial assault is worth making when the plan beats part of the garrison.
// Like a player peeking, it reads the full state (face-down enemies included): fine for simulations
// and hints. Deterministic for a seed (its own sim RNG only breaks ties).
import { activePlayer, legalActions, type Action, type GameState } from '../../engine';
import { createRng, type SimRng } from '../rng';
import { chooseCombat, choosePvp } from './greedy/combat';
import { newMemory, type Goal, type Memory } from './greedy/memory';
import { choosePending } from './greedy/pending';
import { chooseTurn } from './greedy/turn';
import type { Bot, BotName } from './types';

export { explorablePositions } from './greedy/turn';

/** Decisions in one turn after which the greedy bot ends the turn (or combat phase) when it can. */
export const GREEDY_TURN_CAP = 80;

const TACTIC_RANK = [
  'the-right-moment',
  'great-start',
  'planning',
  'mana-steal',
  'rethink',
  'early-bird',
  'sparing-power',
  'long-night',
  'mana-search',
  'midnight-meditation',
  'preparation',
  'from-the-dusk',
];

function pickMax<T>(items: readonly T[], score: (x: T) => number, rng: SimRng): T | undefined {
  let best: T | undefined;
  let bestS = -Infinity;
  for (const x of items) {
    const s = score(x) + rng.next() * 0.001;
    if (s > bestS) {
      bestS = s;
      best = x;
    }
  }
  return best;
}

/** Counts the bot's decisions in the current turn (known by the round and its own ended turns). */
function tickTurn(state: GameState, mem: Memory): number {
  const key = `${state.round.number}:${state.round.phase}:${mem.turnSerial}:${activePlayer(state) ?? '-'}`;
  if (key !== mem.stepsKey) {
    mem.stepsKey = key;
    mem.turnSteps = 0;
  }
  return mem.turnSteps++;
}

/**
 * A bot that decides with `decide` and keeps its memory's turn count (shared by greedy and expert:
 * they differ only in what state they decide on).
 */
export function turnBot(
  name: BotName,
  mem: Memory,
  decide: (state: GameState, legal: readonly Action[], steps: number) => Action,
): Bot {
  return {
    name,
    choose(state, legal) {
      if (legal.length === 0) throw new Error(`${name} bot: no legal actions`);
      const steps = tickTurn(state, mem);
      const a = decide(state, legal, steps);
      if (a.type === 'end-turn' || a.type === 'forfeit-turn') mem.turnSerial++;
      return a;
    },
  };
}

export function createGreedyBot(seed: number): Bot {
  const rng = createRng(seed, 2);
  const mem = newMemory();
  return turnBot('greedy', mem, (state, legal, steps) =>
    greedyChoice(state, legal, rng, mem, steps),
  );
}

/** The greedy bot's choice for the current decision (the UI's hint button), or null if none. */
export function suggestMove(state: GameState): Action | null {
  return suggestMoveWithReason(state).action;
}

/** Why the greedy bot suggests its move, for a one-line explanation (the UI words it). */
export type SuggestReason =
  | { kind: 'tactic' }
  | { kind: 'choice' }
  | { kind: 'combat' }
  | { kind: 'goal'; goal: Goal['kind']; site: string }
  | { kind: 'turn' };

/** suggestMove with the reason behind it: the pending choice, the fight, or the goal pursued. */
export function suggestMoveWithReason(state: GameState): {
  action: Action | null;
  reason: SuggestReason | null;
} {
  const legal = legalActions(state);
  if (legal.length === 0) return { action: null, reason: null };
  const mem = newMemory();
  const action = greedyChoice(state, legal, createRng(0, 2), mem, 0);
  const who = legal[0]?.player;
  const pend = state.pending[state.pending.length - 1];
  const reason: SuggestReason =
    pend && pend.player === who
      ? { kind: 'choice' }
      : state.round.phase === 'tactics'
        ? { kind: 'tactic' }
        : state.combat
          ? { kind: 'combat' }
          : mem.goal
            ? { kind: 'goal', goal: mem.goal.kind, site: mem.goal.site }
            : { kind: 'turn' };
  return { action, reason };
}

/** One greedy decision on `state` among `legal` (the expert bot runs it on a sampled world). */
export function greedyChoice(
  state: GameState,
  legal: readonly Action[],
  rng: SimRng,
  mem: Memory,
  steps: number,
): Action {
  const first = legal[0] as Action;
  if (legal.length === 1) return first;
  const me = state.players[first.player];
  if (!me) return first;
  if (steps >= GREEDY_TURN_CAP) {
    for (const t of [
      'resolve-column',
      'abandon-column',
      'end-combat-phase',
      'end-turn',
      'pvp-pass',
      'pvp-resolve',
      'pvp-end-damage',
      'coop-done',
      'rest',
      // MOVE-8b: a hero who ended the move on another hero's space may not end the turn before
      // attacking them; without this the cap found nothing to stop on and two Herbalists readied
      // each other until the action cap (full-conquest, goldyx+arythea, seed 3004)
      'pvp-attack',
    ]) {
      const a = legal.find((x) => x.type === t);
      if (a) return a;
    }
  }
  const pend = state.pending[state.pending.length - 1];
  if (pend && pend.player === me.id) return choosePending(state, legal, pend, me, rng);
  if (state.round.phase === 'tactics') {
    return (
      pickMax(
        legal,
        (a) => {
          if (a.type !== 'choose-tactic') return -100;
          const i = TACTIC_RANK.indexOf(a.tactic);
          return i < 0 ? -50 : -i;
        },
        rng,
      ) ?? first
    );
  }
  if (state.pvp) return choosePvp(state, legal, me);
  if (state.combat) return chooseCombat(state, legal, me, mem, rng);
  return chooseTurn(state, legal, me, mem, rng, steps);
}

// The expert bot (issue 18), first stage: it plays fair. Every decision is made on a sampled world
// consistent with its player's view (expert/world.ts: hidden orders, face-down tokens, other hands
// and future dice re-drawn from its own random stream), never on the real hidden state; the
// decision itself is the greedy bot's whole-turn logic (goals on the map, fight plans, pending
// choices) run on that world. Legality only from the engine: the action returned is always one of
// the `legal` list it was given (matched by listedKey).
//
// The world is sampled once per own turn (seeded by the bot's seed, the round and its turn count —
// all visible), so that within a turn the bot does not change its mind about a face-down token from
// one decision to the next.
import { legalActions, listedKey, type Action, type GameState } from '../../engine';
import { createRng } from '../rng';
import { sampleWorld } from './expert/world';
import { greedyChoice, suggestMoveWithReason, turnBot, type SuggestReason } from './greedy';
import { newMemory, type Memory } from './greedy/memory';
import type { Bot } from './types';

/** The stream a world is sampled from: visible facts only (seed, round, phase, own turn count). */
function worldSeed(seed: number, state: GameState, mem: Memory, player: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  for (const x of [state.round.number, state.round.phase.length, mem.turnSerial, player])
    h = Math.imul(h ^ (x + 0x27d4eb2d), 0xc2b2ae35) >>> 0;
  return h;
}

/** The expert's choice among `legal` on a world sampled for the deciding player. */
function expertChoice(
  state: GameState,
  legal: readonly Action[],
  seed: number,
  mem: Memory,
  steps: number,
): Action {
  const first = legal[0] as Action;
  if (legal.length === 1) return first;
  const world = sampleWorld(
    state,
    first.player,
    createRng(worldSeed(seed, state, mem, first.player), 11),
  );
  // Tie-breaks: a stream fixed per decision (the same world and step give the same choice).
  const tie = createRng(worldSeed(seed, state, mem, first.player) ^ steps, 12);
  const a = greedyChoice(world, legal, tie, mem, steps);
  const key = listedKey(a);
  return legal.find((x) => x === a) ?? legal.find((x) => listedKey(x) === key) ?? first;
}

export function createExpertBot(seed: number): Bot {
  const mem = newMemory();
  return turnBot('expert', mem, (state, legal, steps) =>
    expertChoice(state, legal, seed, mem, steps),
  );
}

/**
 * "Suggest a move" with the expert (the UI's hint): the expert's choice for the deciding player on
 * a world sampled from that player's view, with the reason behind it. One pass, no search: it takes
 * about as long as one bot decision (`npm run bench`: engine.expert.msPerDecision), far inside the
 * hint's budget of about a second.
 */
export function suggestExpertMoveWithReason(state: GameState): {
  action: Action | null;
  reason: SuggestReason | null;
} {
  const legal = legalActions(state);
  const first = legal[0];
  if (!first) return { action: null, reason: null };
  if (legal.length === 1) return suggestMoveWithReason(state);
  const mem = newMemory();
  const world = sampleWorld(
    state,
    first.player,
    createRng(worldSeed(state.setup.seed, state, mem, first.player), 11),
  );
  const r = suggestMoveWithReason(world);
  if (!r.action) return { action: null, reason: null };
  const key = listedKey(r.action);
  return { action: legal.find((x) => listedKey(x) === key) ?? first, reason: r.reason };
}

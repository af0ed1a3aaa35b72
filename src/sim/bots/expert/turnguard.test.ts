// The expert's turn guard (issue 18): a turn whose first card is played to walk toward a goal that
// it then cannot act on (e.g. the mana counted for the walk and for the fight twice) is found by
// playing the turn out first, and the goal is struck so that the cards are not spent for nothing.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, listedKey, type GameState } from '../../../engine';
import { createRng } from '../../rng';
import { setupFor } from '../../runner';
import { createBot } from '..';
import { greedyChoice } from '../greedy';
import { newMemory } from '../greedy/memory';
import { EXPERT_SWITCHES } from './profile';
import { guardApplies, guardedChoice, rolloutTurn, wasted } from './turnguard';

/** The first state of an expert game where the greedy choice would waste the turn. */
function findWastedTurn(seed: number, maxDecisions: number): GameState | null {
  // the game path to the situation: the expert without its rollouts (they change the path; this
  // test is about the guard only)
  const rollout = EXPERT_SWITCHES.rollout;
  EXPERT_SWITCHES.rollout = false;
  try {
    return findWastedTurnOn(seed, maxDecisions);
  } finally {
    EXPERT_SWITCHES.rollout = rollout;
  }
}

function findWastedTurnOn(seed: number, maxDecisions: number): GameState | null {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('expert', seed);
  for (let i = 0; i < maxDecisions && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (s.turn?.player === 0 && !s.combat && s.pending.length === 0 && legal.length > 1) {
      const mem = newMemory();
      const a = greedyChoice(s, legal, createRng(1, 2), mem, 0);
      if (guardApplies(s, a) && wasted(rolloutTurn(s, a, mem, createRng(1, 3), 0))) return s;
    }
    s = applyAction(s, bot.choose(s, legal)).state;
  }
  return null;
}

describe('expert turn guard (issue 18)', () => {
  it('a turn that would spend Move cards for nothing strikes its goal and is played to some end', () => {
    const s = findWastedTurn(6, 400) ?? findWastedTurn(3, 400);
    expect(s).not.toBeNull();
    if (!s) return;
    const legal = legalActions(s);
    const rawMem = newMemory();
    greedyChoice(s, legal, createRng(1, 2), rawMem, 0);
    const struck = rawMem.goal?.site ?? '';
    const mem = newMemory();
    const guarded = guardedChoice(
      s,
      mem,
      () => greedyChoice(s, legal, createRng(1, 2), mem, 0),
      createRng(1, 3),
      0,
    );
    // the goal the turn was wasted on is struck for this round at this strength; another goal
    // is chosen, and the guarded choice is listed and does not waste the turn
    expect(struck).not.toBe('');
    expect(mem.failed.has(struck) || mem.badTargets.has(rawMem.goal?.stand ?? '')).toBe(true);
    expect(mem.goal?.site).not.toBe(struck);
    expect(legal.some((x) => listedKey(x) === listedKey(guarded))).toBe(true);
    expect(wasted(rolloutTurn(s, guarded, mem, createRng(1, 3), 0))).toBe(false);
  });

  it('a turn whose first card buys a step, a fight or an exploration is not wasted', () => {
    const base = { cardsPlayed: 2, firstForMove: true, fought: false, explored: false };
    expect(wasted({ ...base, moved: false, interacted: false })).toBe(true);
    expect(wasted({ ...base, moved: true, interacted: false })).toBe(false);
    expect(wasted({ ...base, moved: false, interacted: true })).toBe(false);
    expect(wasted({ ...base, fought: true, moved: false, interacted: false })).toBe(false);
    // a card played for its own worth (a crystal, a draw) is not a walk
    expect(wasted({ ...base, firstForMove: false, moved: false, interacted: false })).toBe(false);
  });
});

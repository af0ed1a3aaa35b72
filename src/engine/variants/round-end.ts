// The variants' steps at the end of a round that does not end the game (ROUND-5), before the
// scenario's own end-of-round rules and the preparation of the next round: rampaging enemies come
// back (VAR-RAMPAGE-2..4), the darkness roll (VAR-TIME-2), drafted cards into the decks at the end
// of a Day (VAR-DECK-2e), action upgrades at the end of a Night (VAR-DECK-1). Steps with choices
// wait; the resolver of their last choice calls continueRoundEnd.
import type { Ctx } from '../core/context';
import { prepareRound } from '../flow/round';
import { roundEndHook } from '../scenarios/hooks';
import type { GameState } from '../state/types';
import { draftReturnStart, upgradeStart } from './deck';
import { rampageRoundEnd } from './rampage';
import { darknessRoll } from './time';

/** Each step returns true when it pushed a choice and waits for it. */
const STEPS: ((state: GameState, ctx: Ctx) => boolean)[] = [
  (s, ctx) => {
    rampageRoundEnd(s, ctx);
    return false;
  },
  (s, ctx) => {
    darknessRoll(s, ctx);
    return false;
  },
  (s) => draftReturnStart(s),
  (s, ctx) => upgradeStart(s, ctx),
];

function runFrom(state: GameState, first: number, ctx: Ctx): boolean {
  for (let step = first; step < STEPS.length; step++) {
    const waits = STEPS[step]?.(state, ctx) ?? false;
    if (waits) {
      (state.variants ??= {}).roundEndStep = step;
      return true;
    }
  }
  if (state.variants?.roundEndStep !== undefined) delete state.variants.roundEndStep;
  return false;
}

/** The round ended and the game goes on: true when a variant's choice must be answered first. */
export function variantRoundEnd(state: GameState, ctx: Ctx): boolean {
  return runFrom(state, 0, ctx);
}

/** A waiting step is done: the remaining steps, the scenario's rules, then the next round. */
export function continueRoundEnd(state: GameState, ctx: Ctx): void {
  const at = state.variants?.roundEndStep ?? STEPS.length;
  if (runFrom(state, at + 1, ctx)) return;
  if (roundEndHook(state, ctx)) return;
  prepareRound(state, ctx);
}

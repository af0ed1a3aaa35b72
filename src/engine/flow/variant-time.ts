// Daytime variability (§14.3): Night arrival (VAR-TIME-1) and Darkness is coming (VAR-TIME-2).
import type { Ctx } from '../core/context';
import type { ManaColor, TimeOfDay } from '../core/types';
import { tacticsFor } from './tactics';
import { rollFace, writableDice } from '../mana/source';
import { rngOf } from '../rng/rng';
import type { GameState } from '../state/types';
import { hasVariant } from '../state/variants';

/**
 * VAR-TIME-1: the game starts with a Night round (Night tactics on display); as recommended, the
 * mana dice are rerolled until no gold and no black is left in the Source.
 */
export function nightArrivalSetup(state: GameState): void {
  if (!hasVariant(state, 'night-arrival')) return;
  state.round.time = 'night';
  state.round.tacticsOffer = tacticsFor('night', state.tacticsRemoved);
  const r = rngOf(state);
  const dark = (c: ManaColor) => c === 'gold' || c === 'black';
  const dice = writableDice(state);
  for (let guard = 0; guard < 1000 && dice.some((d) => dark(d.color)); guard++)
    for (const d of dice) if (dark(d.color)) d.color = rollFace(r);
}

/**
 * The time of the next round (ROUND-2a): the other one, except under VAR-TIME-2 (Day after Day until
 * the darkness comes, then Night until the end of the game).
 */
export function nextRoundTime(state: GameState): TimeOfDay {
  if (hasVariant(state, 'darkness-is-coming')) return state.variants?.darkness ? 'night' : 'day';
  return state.round.time === 'day' ? 'night' : 'day';
}

/** VAR-TIME-2: at the end of each Day round roll 2 mana dice; a black one brings the Night. */
export function darknessRoll(state: GameState, ctx: Ctx): void {
  if (!hasVariant(state, 'darkness-is-coming')) return;
  if (state.round.time !== 'day' || state.variants?.darkness) return;
  const r = rngOf(state);
  const faces = [rollFace(r), rollFace(r)];
  ctx.emit({ type: 'darkness-roll', faces, night: faces.includes('black') });
  if (faces.includes('black')) (state.variants ??= {}).darkness = true;
}

/**
 * The time of a later round as far as it is known now (VAR-DECK-1a "every Night except the
 * last"): rounds alternate; under VAR-TIME-2 every round is Night once the darkness has come and
 * Day before.
 */
export function timeOfRound(state: GameState, n: number): TimeOfDay {
  if (n === state.round.number) return state.round.time;
  if (hasVariant(state, 'darkness-is-coming')) return state.variants?.darkness ? 'night' : 'day';
  const same = (n - state.round.number) % 2 === 0;
  if (same) return state.round.time;
  return state.round.time === 'day' ? 'night' : 'day';
}

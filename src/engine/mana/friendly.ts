// Friendly mana (VAR-NICE-4): by Day a gold die may not stand in for a colour still lying unused in
// the Source, and may not be rerolled or altered while another, non-gold die is in the Source.
import type { Die, GameState } from '../state/types';
import type { Refusal } from './mana';
import type { ManaColor } from '../core/types';
import { hasVariant } from '../state/variants';

const BASIC: readonly ManaColor[] = ['red', 'blue', 'green', 'white'];

/** Dice lying unused in the Source (not taken, not on a tactic, not claimed). */
function unused(state: GameState, except: ReadonlySet<number>): Die[] {
  return state.source.dice.filter(
    (d) => d.takenBy === null && d.stolenBy == null && d.claimedBy == null && !except.has(d.id),
  );
}

const friendlyDay = (state: GameState) =>
  hasVariant(state, 'friendly-mana') && state.round.time === 'day';

/**
 * VAR-NICE-4: why a gold die may not pay for `need` (a basic colour, or any basic colour) now:
 * a die of that colour still lies unused in the Source. `chosen`: dice already taken in the
 * same payment.
 */
export function friendlyGoldRefusal(
  state: GameState,
  die: Die,
  need: string,
  chosen: ReadonlySet<number>,
): Refusal | null {
  if (!friendlyDay(state) || die.color !== 'gold' || need === 'black') return null;
  const others = unused(state, new Set([...chosen, die.id]));
  const wanted = need === 'any-basic' ? BASIC : [need];
  const there = others.find((d) => wanted.includes(d.color));
  if (!there) return null;
  return {
    ruleId: 'VAR-NICE-4',
    message: `Friendly mana: a ${there.color} die is still in the Source — take it instead of the gold one.`,
  };
}

/**
 * VAR-NICE-4: whether an effect may reroll or change this Source die: by Day not a gold die while
 * another die that is not gold lies in the Source.
 */
export function dieAlterable(state: GameState, die: Die): boolean {
  if (!friendlyDay(state) || die.color !== 'gold') return true;
  return !state.source.dice.some(
    (d) => d.id !== die.id && d.color !== 'gold' && d.takenBy === null,
  );
}

// The Source (SETUP-11b, ROUND-2b, MANA-3): mana dice rolled so that at least half show a basic colour.
import { MANA_COLORS, type ManaColor } from '../core/types';
import type { RngCursor } from '../rng/rng';
import { writable } from '../core/working-copy';
import type { Die, GameState } from '../state/types';

export const isBasic = (c: ManaColor): boolean => c !== 'gold' && c !== 'black';

export function rollFace(r: RngCursor): ManaColor {
  return r.pick(MANA_COLORS);
}

/**
 * SETUP-11b: roll all dice; while fewer than half (⌈n/2⌉, U2) show a basic colour, reroll all gold
 * and black dice together.
 */
export function rollSourceDice(dice: Die[], r: RngCursor): void {
  for (const d of dice) d.color = rollFace(r);
  const need = Math.ceil(dice.length / 2);
  for (let guard = 0; guard < 1000; guard++) {
    const basic = dice.filter((d) => isBasic(d.color)).length;
    if (basic >= need) return;
    for (const d of dice) if (!isBasic(d.color)) d.color = rollFace(r);
  }
}

export function createSource(count: number, r: RngCursor): GameState['source'] {
  const dice: Die[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    color: 'gold',
    takenBy: null,
  }));
  rollSourceDice(dice, r);
  return { dice, nextDieId: count + 1 };
}

/**
 * The Source's dice, to be written (issue 15). applyAction's copy plans leave them out (`LAZY` in
 * src/engine/index.ts: most kinds of action that may change a die change none, a card play paying
 * without one, say), so every rule that changes a die asks for it here first, and the dice are
 * copied at that first write (core/working-copy.ts `writable`). Read `state.source.dice` again
 * after this call, never an array or die taken from it before.
 */
export function writableDice(state: GameState): Die[] {
  const dice = writable<Die[]>(writable(state, 'source'), 'dice');
  for (let i = 0; i < dice.length; i++) writable(dice, i);
  return dice;
}

/** The die `id` of the Source, to be written (see writableDice); the other dice stay shared. */
export function writableDie(state: GameState, id: number): Die {
  const i = state.source.dice.findIndex((d) => d.id === id);
  if (i < 0) throw new Error(`No Source die ${id}.`);
  return writable<Die>(writable<Die[]>(writable(state, 'source'), 'dice'), i);
}

// The Source (SETUP-11b, ROUND-2b, MANA-3): mana dice rolled so that at least half show a basic colour.
import { MANA_COLORS, type ManaColor } from '../core/types';
import type { RngCursor } from '../rng/rng';
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

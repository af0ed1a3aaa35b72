// Action types the combat, site and units UI presents in its own places (combat panel, site
// panel, unit cards); the generic action bar leaves them out.
import type { Action, GameState } from '../../engine';

export const COMBAT_HANDLED_TYPES: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'challenge',
  'enter-site',
  'burn-monastery',
  'declare-attack',
  'declare-block',
  'resolve-column',
  'abandon-column',
  'end-combat-phase',
  'assign-damage',
  'spend-move',
  'interact',
  'recruit',
  'buy',
  'activate-unit',
]);

/** Shown by the combat/site/units UI now (skills are in the combat panel while fighting). */
export function combatUiHandles(a: Action, state: GameState): boolean {
  return COMBAT_HANDLED_TYPES.has(a.type) || (a.type === 'use-skill' && state.combat !== null);
}

// The bridge between effects and combat columns: where an Attack or Block effect may go right now
// and how it is added (COMBAT-RANGED-3, COMBAT-RANGED-8, COMBAT-BLOCK-4, COMBAT-BLOCK-10).
import { enemyDef } from '../content';
import type { AttackStyle, Element } from '../core/types';
import type { GameState } from '../state/types';
import type { CombatEnemy, ColumnEntry } from './types';

export function findEnemy(state: GameState, id: string): CombatEnemy | undefined {
  return state.combat?.enemies.find((e) => e.id === id);
}

/**
 * COMBAT-RANGED-3b/3c: an enemy counts as fortified in the Ranged phase when it has the Fortified
 * ability or defends a fortified site (not both: then it cannot be targeted at all), unless an
 * effect removed its fortification or it is Unfortified against site fortification (ABIL-UNFORT).
 */
export function fortificationLevel(e: CombatEnemy): 0 | 1 | 2 {
  if (e.flags['lose-fortification']) return 0;
  const def = enemyDef(e.id);
  const own = def.abilities.includes('fortified') ? 1 : 0;
  const site = e.siteFortified && !def.abilities.includes('unfortified') ? 1 : 0;
  return (own + site) as 0 | 1 | 2;
}

/** Whether an Attack effect of this style may be added to the open attack group now. */
export function attackAllowed(state: GameState, style: AttackStyle): boolean {
  const c = state.combat;
  if (!c?.attack) return false;
  if (c.phase === 'attack') return true; // COMBAT-ATTACK-1a
  if (c.phase !== 'ranged') return false;
  if (style === 'melee') return false;
  const fortified = c.attack.targets.some((t) => {
    const e = findEnemy(state, t);
    return e ? fortificationLevel(e) > 0 : false;
  });
  return fortified ? style === 'siege' : true; // COMBAT-RANGED-3b
}

export function addAttack(state: GameState, entry: ColumnEntry): void {
  const g = state.combat?.attack;
  if (!g) throw new Error('no open attack group');
  g.entries.push(entry);
}

/** Block effects go to the open block column (COMBAT-BLOCK-4). */
export function blockAllowed(state: GameState): boolean {
  return !!state.combat && state.combat.phase === 'block' && !!state.combat.block;
}

export function addBlock(state: GameState, entry: ColumnEntry): void {
  const b = state.combat?.block;
  if (!b) throw new Error('no open block column');
  b.entries.push(entry);
}

export type { Element };

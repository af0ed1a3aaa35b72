// The bridge between effects and combat columns: where an Attack or Block effect may go right now
// and how it is added (COMBAT-RANGED-3, COMBAT-RANGED-8, COMBAT-BLOCK-4, COMBAT-BLOCK-10), and when
// Move points are useful in combat (ABIL-CUMBERSOME).
import type { AttackStyle, Element } from '../core/types';
import type { GameState } from '../state/types';
import {
  attackActive,
  attacksAlsoSiege,
  findEnemy,
  fortificationLevel,
  hasAbility,
} from './numbers';
import type { ColumnEntry } from '../state/combat-types';
import { bowActive, moveUsefulInCombat, transformAttack } from './modifier-queries';
import { pvpAddAttack, pvpAddBlock, pvpAttackAllowed, pvpBlockAllowed } from '../state/pvp-columns';

export { findEnemy, fortificationLevel };

/** Whether an Attack effect of this style may be added to the open attack group now. */
export function attackAllowed(state: GameState, style: AttackStyle): boolean {
  if (state.pvp) return pvpAttackAllowed(state, style); // §11: the PvP attack column
  const c = state.combat;
  if (!c?.attack) return false;
  if (c.phase === 'attack') return true; // COMBAT-ATTACK-1a
  if (c.phase !== 'ranged') return false;
  // Altem Mages: every attack is also Siege; Bow of Starsdawn: a Ranged attack may become Siege.
  const s: AttackStyle =
    attacksAlsoSiege(state) || (style === 'ranged' && bowActive(state)) ? 'siege' : style;
  if (s === 'melee') return false; // COMBAT-RANGED-3
  const fortified = c.attack.targets.some((t) => {
    const e = findEnemy(state, t);
    return e ? fortificationLevel(state, e) > 0 : false;
  });
  return fortified ? s === 'siege' : true; // COMBAT-RANGED-3b
}

function attacksBecomeColdFire(state: GameState): boolean {
  return (state.turn?.modifiers ?? []).some(
    (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'attacks-become-cold-fire',
  );
}

/**
 * Add an attack to the open group. COMBAT-RANGED-8: attack points that cannot go into the open
 * group (none open, or a style not allowed now) are lost.
 */
export function addAttack(state: GameState, entry: ColumnEntry): void {
  if (state.pvp) return pvpAddAttack(state, entry);
  const g = state.combat?.attack;
  if (!g || !attackAllowed(state, entry.style)) return;
  const element: Element = attacksBecomeColdFire(state) ? 'cold-fire' : entry.element;
  // Bow of Starsdawn, Sword of Justice (combat/modifier-queries.ts).
  g.entries.push(transformAttack(state, { ...entry, element }));
}

/** Block effects go to the open block column (COMBAT-BLOCK-4). */
export function blockAllowed(state: GameState): boolean {
  if (state.pvp) return pvpBlockAllowed(state); // §11: the PvP block column
  return !!state.combat && state.combat.phase === 'block' && !!state.combat.block;
}

/** COMBAT-BLOCK-10: block points with no open block column are lost. */
export function addBlock(state: GameState, entry: ColumnEntry): void {
  if (state.pvp) return pvpAddBlock(state, entry);
  const b = state.combat?.block;
  if (!b || !blockAllowed(state)) return;
  b.entries.push(entry);
}

/**
 * ABIL-CUMBERSOME: in the Block phase Move points can reduce the attack of a cumbersome enemy,
 * so Move effects are usable then.
 */
export function cumbersomeTargets(state: GameState): { enemy: string; attack: number }[] {
  const c = state.combat;
  if (!c || c.phase !== 'block') return [];
  const out: { enemy: string; attack: number }[] = [];
  for (const e of c.enemies) {
    e.blocked.forEach((_, i) => {
      if (attackActive(state, e, i) && hasAbility(state, e, 'cumbersome', i))
        out.push({ enemy: e.id, attack: i });
    });
  }
  return out;
}

/** cumbersomeTargets non-empty, stopping at the first (issue 15: asked by every listing). */
function anyCumbersomeTarget(state: GameState): boolean {
  const c = state.combat;
  if (!c || c.phase !== 'block') return false;
  for (const e of c.enemies)
    for (let i = 0; i < e.blocked.length; i++)
      if (attackActive(state, e, i) && hasAbility(state, e, 'cumbersome', i)) return true;
  return false;
}

/**
 * Move effects are usable in combat only against cumbersome enemies in the Block phase; and after
 * announcing a maze/labyrinth path, to pay its Move (sites.md).
 */
export function moveUsableInCombat(state: GameState): boolean {
  if (!state.combat && state.turn?.siteEntry) return true;
  // Agility (Move → Attack) and Wings of Night (Move for more enemies).
  return anyCumbersomeTarget(state) || moveUsefulInCombat(state);
}

export type { Element };

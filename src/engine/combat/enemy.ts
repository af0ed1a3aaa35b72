// A fresh enemy in combat, built from its definition: used by the start of combat and by enemies
// summoned during it (combat/phases.ts), which start.ts itself calls (issue 14: no file cycle).
import { enemyDef } from '../content';
import type { CombatEnemy } from '../state/combat-types';

export function combatEnemy(
  id: string,
  origin: CombatEnemy['origin'],
  opts: {
    siteFortified?: boolean;
    rampaging?: boolean;
    fameFactor?: number;
    defender?: boolean;
  } = {},
): CombatEnemy {
  const def = enemyDef(id);
  const attacks = def.attacks.length;
  return {
    id,
    origin,
    siteFortified: opts.siteFortified ?? false,
    ...(opts.defender ? { defender: true } : {}),
    rampaging: opts.rampaging ?? false,
    defeated: false,
    blocked: Array.from({ length: attacks }, () => false),
    damageAssigned: Array.from({ length: attacks }, () => false),
    armorMod: 0,
    attackMod: Array.from({ length: attacks }, () => 0),
    flags: {},
    ...(opts.fameFactor !== undefined ? { fameFactor: opts.fameFactor } : {}),
  };
}

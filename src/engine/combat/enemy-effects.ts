// Non-Attack effects on enemies (COMBAT-5): armor/attack changes, "does not attack", losing
// fortification or resistances. Fire-/ice-resistant enemies ignore such effects of red/blue
// sources (COMBAT-5a/5b); enemies with Arcane Immunity ignore them all (ABIL-ARCANE).
import type { Ctx } from '../core/context';
import { enemyDef } from '../content';
import type { EnemyEffect } from '../effects/vocabulary';
import type { GameState } from '../state/types';
import type { EffectCtx } from '../effects/interpret';
import { findEnemy } from './columns';

export function affectedBy(state: GameState, enemyId: string, ec: EffectCtx): boolean {
  const def = enemyDef(enemyId);
  if (def.abilities.includes('arcane-immunity')) return false;
  if (ec.color === 'red' && def.resistances.includes('fire')) return false;
  if (ec.color === 'blue' && def.resistances.includes('ice')) return false;
  return true;
}

export function enemyEffectTargets(state: GameState, _eff: EnemyEffect, ec: EffectCtx): string[] {
  const c = state.combat;
  if (!c) return [];
  return c.enemies.filter((e) => !e.defeated && affectedBy(state, e.id, ec)).map((e) => e.id);
}

export function applyEnemyEffect(
  state: GameState,
  enemyId: string,
  eff: EnemyEffect,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  const e = findEnemy(state, enemyId);
  if (!e) return;
  switch (eff.kind) {
    case 'armor':
      e.armorMod += eff.amount;
      e.flags['armor-min'] = Math.max(e.flags['armor-min'] ?? 0, eff.min);
      break;
    case 'attack':
      e.attackMod = e.attackMod.map((m) => m + eff.amount);
      break;
    case 'does-not-attack':
      e.flags['does-not-attack'] = 1;
      break;
    case 'lose-fortification':
      e.flags['lose-fortification'] = 1;
      break;
    case 'lose-resistances':
      e.flags['lose-resistances'] = 1;
      break;
    case 'destroy-if-blocked':
      e.flags['destroy-if-blocked'] = 1;
      break;
    case 'defeat':
      e.flags['defeat-now'] = 1;
      break;
    default:
      throw new Error(`enemy effect ${eff.kind} is not implemented`);
  }
  ctx.emit({ type: 'enemy-affected', player: ec.player, enemy: enemyId, effect: eff.kind });
}

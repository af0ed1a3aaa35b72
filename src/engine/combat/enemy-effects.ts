// Non-Attack effects on enemies (COMBAT-5): armor/attack changes, "does not attack", losing
// fortification or resistances, defeating outright. Fire-/ice-resistant enemies ignore such effects
// of red/blue sources (COMBAT-5a/5b); enemies with Arcane Immunity ignore all of them except
// changes of their attacks (ABIL-ARCANE).
import type { Ctx } from '../core/context';
import type { EffectCtx } from '../state/choice-types';
import type { EnemyEffect, EnemyTrait } from '../content/vocabulary';
import type { GameState } from '../state/types';
import { defeatEnemies } from './defeat';
import {
  activeEnemies,
  enemyArmor,
  enemyAttackDef,
  enemyAttackValue,
  enemyResistances,
  findEnemy,
  fortificationLevel,
  hasAbility,
} from './numbers';
import type { CombatEnemy } from '../state/combat-types';
import { pvpApplyEnemyEffect, pvpEnemyTargets } from '../state/pvp-special';

/** An enemy-effect hook (customEnemy in content data). */
export interface EnemyHook {
  /** The effect only changes the enemy's attacks (still works against Arcane Immunity). */
  aboutAttacks?: boolean;
  /** Extra targeting condition. */
  applies?(
    state: GameState,
    e: CombatEnemy,
    params: Record<string, number | string | boolean>,
  ): boolean;
  apply(
    state: GameState,
    e: CombatEnemy,
    params: Record<string, number | string | boolean>,
    ec: EffectCtx,
    ctx: Ctx,
  ): void;
}

/**
 * Registry of enemy-effect hooks; an unregistered hook makes its effect unusable. The hooks are a
 * family of effects/hooks/ (combat-enemies.ts), above combat: the composition root registers them.
 */
export const ENEMY_HOOKS: Record<string, EnemyHook> = {};

/** Called once by the composition root (plugins.ts) with the enemy-effect hooks. */
export function registerEnemyHooks(hooks: Record<string, EnemyHook>): void {
  Object.assign(ENEMY_HOOKS, hooks);
}

/** ABIL-ARCANE: effects that relate directly to the enemy's attacks still apply. */
function aboutAttacks(eff: EnemyEffect): boolean {
  switch (eff.kind) {
    case 'attack':
      return true;
    case 'combined':
      return eff.effects.every(aboutAttacks);
    case 'unless':
      return aboutAttacks(eff.effect);
    case 'custom':
      return ENEMY_HOOKS[eff.hook]?.aboutAttacks ?? false;
    default:
      return false;
  }
}

function hasTrait(state: GameState, e: CombatEnemy, t: EnemyTrait): boolean {
  switch (t) {
    case 'fortified':
      return fortificationLevel(state, e) > 0;
    case 'fire-resistant':
      return enemyResistances(e).includes('fire');
    case 'ice-resistant':
      return enemyResistances(e).includes('ice');
    case 'physical-resistant':
      return enemyResistances(e).includes('physical');
    case 'arcane-immune':
      return hasAbility(state, e, 'arcane-immunity');
  }
}

/** Whether this effect can do something to this enemy. */
function effectApplies(state: GameState, e: CombatEnemy, eff: EnemyEffect): boolean {
  switch (eff.kind) {
    case 'defeat':
      return eff.maxArmor === undefined || enemyArmor(state, e) <= eff.maxArmor;
    case 'attack':
      return e.blocked.some((_, i) => enemyAttackDef(e, i)?.kind === 'attack');
    case 'combined':
      return eff.effects.some((x) => effectApplies(state, e, x));
    case 'unless':
      return !eff.traits.some((t) => hasTrait(state, e, t)) && effectApplies(state, e, eff.effect);
    case 'custom': {
      const hook = ENEMY_HOOKS[eff.hook];
      if (!hook) return false;
      return hook.applies ? hook.applies(state, e, eff.params ?? {}) : true;
    }
    default:
      return true;
  }
}

/** COMBAT-5a/5b, ABIL-ARCANE: whether a non-Attack effect of this source reaches the enemy. */
export function affectedBy(
  state: GameState,
  e: CombatEnemy,
  eff: EnemyEffect,
  ec: EffectCtx,
): boolean {
  if (hasAbility(state, e, 'arcane-immunity') && !aboutAttacks(eff)) return false;
  const res = enemyResistances(e);
  if (ec.color === 'red' && res.includes('fire')) return false;
  if (ec.color === 'blue' && res.includes('ice')) return false;
  return true;
}

/** Enemies this effect may target now (alive, not a hidden summoner, COMBAT-BLOCK-2a). */
export function enemyEffectTargets(state: GameState, eff: EnemyEffect, ec: EffectCtx): string[] {
  if (state.pvp) return pvpEnemyTargets(state, eff, ec); // PVP-SPECIAL-2: the opponent's units
  if (!state.combat) return [];
  return activeEnemies(state)
    .filter((e) => affectedBy(state, e, eff, ec) && effectApplies(state, e, eff))
    .map((e) => e.id);
}

export function applyEnemyEffect(
  state: GameState,
  enemyId: string,
  eff: EnemyEffect,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  if (state.pvp) return pvpApplyEnemyEffect(state, enemyId, eff, ec, ctx); // PVP-SPECIAL-2
  const e = findEnemy(state, enemyId);
  if (!e || e.defeated) return;
  applyTo(state, e, eff, ec, ctx);
  ctx.emit({ type: 'enemy-affected', player: ec.player, enemy: enemyId, effect: eff.kind });
}

function applyTo(
  state: GameState,
  e: CombatEnemy,
  eff: EnemyEffect,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  switch (eff.kind) {
    case 'armor':
      e.armorMod += eff.amount;
      if (eff.amount < 0) e.flags['armor-min'] = Math.max(e.flags['armor-min'] ?? 0, eff.min);
      return;
    case 'attack':
      e.attackMod = e.attackMod.map((m, i) => {
        const before = enemyAttackValue(state, e, i);
        const after = Math.max(Math.min(before, eff.min), before + eff.amount);
        return m + (after - before);
      });
      return;
    case 'does-not-attack':
      e.flags['does-not-attack'] = 1;
      return;
    case 'lose-fortification':
      e.flags['lose-fortification'] = 1;
      return;
    case 'lose-resistances':
      if (eff.which) for (const r of eff.which) e.flags[`lose-res-${r}`] = 1;
      else e.flags['lose-resistances'] = 1;
      return;
    case 'destroy-if-blocked':
      e.flags['destroy-if-blocked'] = 1;
      return;
    case 'defeat':
      defeatEnemies(state, [e.id], ctx);
      return;
    case 'combined':
      for (const x of eff.effects) if (effectApplies(state, e, x)) applyTo(state, e, x, ec, ctx);
      return;
    case 'unless':
      applyTo(state, e, eff.effect, ec, ctx);
      return;
    case 'custom': {
      const hook = ENEMY_HOOKS[eff.hook];
      if (hook) hook.apply(state, e, eff.params ?? {}, ec, ctx);
      return;
    }
  }
}

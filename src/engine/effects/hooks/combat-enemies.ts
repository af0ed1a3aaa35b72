// Enemy-effect hooks (customEnemy in content data; registered in combat/enemy-effects.ts
// ENEMY_HOOKS) and the choices some of them open. COMBAT-5a/5b and ABIL-ARCANE are applied by
// enemy-effects.ts before a hook is reached; `aboutAttacks` hooks still reach Arcane Immune enemies.
// No interpreter imports: combat/enemy-effects.ts spreads this registry when it loads.
import type { Resolver } from '../../choices/resolvers';
import type { EnemyAbility } from '../../content/types';
import type { Resistance } from '../../core/types';
import {
  ATTACK_ABILITIES,
  allAttacksBlocked,
  enemyAbilities,
  enemyArmor,
  enemyAttackDef,
  enemyAttackElement,
  enemyAttackValue,
  enemyResistances,
  findEnemy,
  fortificationLevel,
  hasAbility,
} from '../../combat/numbers';
import type { CombatEnemy } from '../../state/combat-types';
import type { GameState } from '../../state/types';
import type { EffectCtx } from '../interpret';
import type { EnemyHook } from '../../combat/enemy-effects';

type Params = Record<string, number | string | boolean>;

/** Armor reduction by `amount` (negative), never below 1 (all these cards say "not below 1"). */
function lowerArmor(e: CombatEnemy, amount: number): void {
  if (amount >= 0) return;
  e.armorMod += amount;
  e.flags['armor-min'] = Math.max(e.flags['armor-min'] ?? 0, 1);
}

const attackIndices = (e: CombatEnemy): number[] =>
  e.blocked.map((_, i) => i).filter((i) => enemyAttackDef(e, i)?.kind === 'attack');

// ----------------------------------------------------------------------------- Know Your Prey

/** Know Your Prey options on one enemy: `ability:<a>`, `res:<r>`, `element:<attack>:<element>`. */
export function knowYourPreyOptions(state: GameState, e: CombatEnemy): string[] {
  const out: string[] = [];
  for (const a of enemyAbilities(state, e)) if (a !== 'arcane-immunity') out.push(`ability:${a}`);
  for (const r of enemyResistances(e)) out.push(`res:${r}`);
  for (const i of attackIndices(e)) {
    const el = enemyAttackElement(e, i);
    if (el === 'fire' || el === 'ice') out.push(`element:${i}:physical`);
    if (el === 'cold-fire') out.push(`element:${i}:fire`, `element:${i}:ice`);
  }
  return out;
}

function applyKnowYourPrey(e: CombatEnemy, option: string): void {
  const [kind, a, b] = option.split(':');
  if (kind === 'ability' && a) e.flags[`lose-ability:${a as EnemyAbility}`] = 1;
  else if (kind === 'res' && a) e.flags[`lose-res-${a as Resistance}`] = 1;
  else if (kind === 'element' && a !== undefined)
    e.flags[`element:${a}`] = b === 'fire' ? 2 : b === 'ice' ? 3 : 1;
}

// ----------------------------------------------------------------------------- Curse

/** Curse options on one enemy: `attack:<index>` (Attack −2), `armor` (Armor −1, not vs Arcane Immunity). */
export function curseOptions(state: GameState, e: CombatEnemy): string[] {
  const out = attackIndices(e)
    .filter((i) => enemyAttackValue(state, e, i) > 0)
    .map((i) => `attack:${i}`);
  if (!hasAbility(state, e, 'arcane-immunity') && enemyArmor(state, e) > 1) out.push('armor');
  return out;
}

function applyCurse(state: GameState, e: CombatEnemy, option: string, params: Params): void {
  const [kind, idx] = option.split(':');
  if (kind === 'armor') {
    lowerArmor(e, Number(params.armor ?? -1));
    return;
  }
  const i = Number(idx);
  const before = enemyAttackValue(state, e, i);
  const cut = Math.min(before, -Number(params.attack ?? -2));
  e.attackMod[i] = (e.attackMod[i] ?? 0) - cut;
}

function chooseOr(
  state: GameState,
  kind: string,
  e: CombatEnemy,
  options: string[],
  ec: EffectCtx,
  params: Params,
  now: (option: string) => void,
): void {
  const only = options[0];
  if (options.length === 1 && only) {
    now(only);
    return;
  }
  if (options.length === 0) return;
  state.pending.push({
    kind,
    player: ec.player,
    source: ec.source,
    options,
    data: { enemy: e.id, params },
  });
}

// ----------------------------------------------------------------------------- the hooks

export const COMBAT_ENEMY_HOOKS: Record<string, EnemyHook> = {
  /** Earthquake: Armor {amount}, or {fortified} if the enemy is fortified (once, however doubly). */
  'armor-by-fortification': {
    apply(state, e, params) {
      const fortified = fortificationLevel(state, e) > 0;
      lowerArmor(e, Number(fortified ? params.fortified : params.amount));
    },
  },
  /** Shield Bash strong: Armor −1 per Block point above what the blocked attack needed. */
  'armor-per-excess-block': {
    apply(_state, e, _params, ec) {
      lowerArmor(e, -(ec.blockExcess ?? 0));
    },
  },
  /** Resistance Break: Armor {amount} per resistance of the enemy. */
  'armor-per-resistance': {
    applies: (_state, e) => enemyResistances(e).length > 0,
    apply(_state, e, params) {
      lowerArmor(e, Number(params.amount ?? -1) * enemyResistances(e).length);
    },
  },
  /** Disease: an enemy whose attacks were all blocked has Armor 1 this combat. */
  'armor-one-if-blocked': {
    applies: (_state, e) => allAttacksBlocked(e),
    apply(_state, e) {
      e.flags['armor-set'] = 1;
    },
  },
  /** Chilling Stare basic: the enemy loses the special abilities of its attacks this combat. */
  'lose-attack-abilities': {
    aboutAttacks: true,
    applies: (state, e) => enemyAbilities(state, e).some((a) => ATTACK_ABILITIES.includes(a)),
    apply(_state, e) {
      e.flags['lose-attack-abilities'] = 1;
    },
  },
  /** Nature's Vengeance: the enemy gains Cumbersome. */
  'gain-cumbersome': {
    aboutAttacks: true,
    applies: (_state, e) => attackIndices(e).length > 0,
    apply(_state, e) {
      e.flags['gain-cumbersome'] = 1;
    },
  },
  /** Know Your Prey: one ability ignored, or one resistance removed, or one attack's element changed. */
  'know-your-prey': {
    applies: (state, e) => knowYourPreyOptions(state, e).length > 0,
    apply(state, e, params, ec) {
      chooseOr(state, 'know-your-prey', e, knowYourPreyOptions(state, e), ec, params, (o) =>
        applyKnowYourPrey(e, o),
      );
    },
  },
  /**
   * Curse: Attack −2 on one attack, or Armor −1 (not below 1, not vs Arcane Immunity); not on a
   * fortified enemy in the Ranged and Siege phase.
   */
  'krang-curse': {
    aboutAttacks: true,
    applies: (state, e) =>
      !(state.combat?.phase === 'ranged' && fortificationLevel(state, e) > 0) &&
      curseOptions(state, e).length > 0,
    apply(state, e, params, ec) {
      chooseOr(state, 'krang-curse', e, curseOptions(state, e), ec, params, (o) =>
        applyCurse(state, e, o, params),
      );
    },
  },
};

export const COMBAT_ENEMY_RESOLVERS: Record<string, Resolver> = {
  'know-your-prey': (state, pend, answer, ctx) => {
    const e = findEnemy(state, typeof pend.data?.enemy === 'string' ? pend.data.enemy : '');
    const option = answer[0];
    if (!e || !option) return;
    applyKnowYourPrey(e, option);
    ctx.emit({
      type: 'enemy-affected',
      player: pend.player,
      enemy: e.id,
      effect: option,
      source: pend.source,
    });
  },
  'krang-curse': (state, pend, answer, ctx) => {
    const e = findEnemy(state, typeof pend.data?.enemy === 'string' ? pend.data.enemy : '');
    const option = answer[0];
    if (!e || !option) return;
    applyCurse(state, e, option, (pend.data?.params ?? {}) as Params);
    ctx.emit({
      type: 'enemy-affected',
      player: pend.player,
      enemy: e.id,
      effect: option,
      source: pend.source,
    });
  },
};

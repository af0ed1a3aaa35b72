// Combat hooks of Advanced Actions, Spells and Artifacts (content/custom-hooks-used.ts "combat:
// attacks and blocks"): Dodge and Weave's delayed Attack, Horn of Wrath, Shield of the Fallen
// Kings' and Forked Lightning's split blocks/attacks, Soul Harvester, Possess, Wings of Night,
// Banner of Fear's strong effect, and the Banners' basic effects (they act while assigned,
// UNIT-8). Modifier hooks (Agility, Ambush, Sword of Justice, Bow of Starsdawn, Veil of Mist, Into
// the Heat, Demolish, Altem Mages) are read where they apply (combat-rules.ts, combat-flow.ts).
import type { Resolver } from '../../choices/resolvers';
import { addAttack, addBlock, attackAllowed, blockAllowed } from '../../combat/columns';
import {
  enemyAttackDef,
  enemyAttackElement,
  enemyAttackValue,
  findEnemy,
  hiddenSummoner,
} from '../../combat/numbers';
import type { ColumnEntry, CombatEnemy } from '../../state/combat-types';
import { affectedBy } from '../../combat/enemy-effects';
import { enemyDef } from '../../content';
import type { Ctx } from '../../core/context';
import type { AttackStyle, BasicColor, Element } from '../../core/types';
import { gainCrystal } from '../../mana/mana';
import { rollFace } from '../../mana/source';
import { rngOf } from '../../rng/rng';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId } from '../../state/types';
import type { EffectCtx } from '../interpret';
import type { EnemyEffect } from '../../content/vocabulary';
import { pvpCancelAttack, pvpCancelUsable } from '../../state/pvp-special';
import { heroWoundsToHand } from './combat-flow';
import { addReserve, doesNotAttackTargets } from '../../combat/modifier-queries';
import type { CustomHook, HookParams } from '../../protocol/hook-types';

const DOES_NOT_ATTACK: EnemyEffect = { kind: 'does-not-attack' };

const num = (p: HookParams, k: string, d: number): number => Number(p[k] ?? d);
const elementOf = (p: HookParams): Element => (p.element as Element | undefined) ?? 'physical';

/** Roll mana dice: a Wound into hand for each black or red (Horn of Wrath). */
function rollForWounds(
  state: GameState,
  player: PlayerId,
  dice: number,
  source: string,
  ctx: Ctx,
): void {
  const r = rngOf(state);
  const faces = Array.from({ length: dice }, () => rollFace(r));
  ctx.emit({ type: 'dice-rolled', player, count: dice, colors: faces, source });
  heroWoundsToHand(state, player, faces.filter((f) => f === 'black' || f === 'red').length, ctx);
}

/** Enemies a "does not attack" effect of this source reaches (COMBAT-5a/5b, ABIL-ARCANE). */
function stopTargets(state: GameState, ec: EffectCtx): CombatEnemy[] {
  return doesNotAttackTargets(state).filter((e) => affectedBy(state, e, DOES_NOT_ATTACK, ec));
}

const beforeDamage = (state: GameState): boolean =>
  state.combat?.phase === 'ranged' || state.combat?.phase === 'block';

function stopAttacking(
  state: GameState,
  player: PlayerId,
  e: CombatEnemy,
  source: string,
  ctx: Ctx,
): void {
  e.flags['does-not-attack'] = 1;
  ctx.emit({ type: 'enemy-affected', player, enemy: e.id, effect: 'does-not-attack', source });
}

// ----------------------------------------------------------------------------- Possess

/** Possess: enemies without Arcane Immunity that still have an attack (any phase but damage). */
function possessTargets(state: GameState, ec: EffectCtx): CombatEnemy[] {
  const c = state.combat;
  if (!c || c.phase === 'damage') return [];
  return c.enemies.filter(
    (e) =>
      !e.defeated &&
      !e.summonedBy &&
      !hiddenSummoner(state, e) &&
      affectedBy(state, e, DOES_NOT_ATTACK, ec) &&
      e.blocked.some(
        (_, i) => enemyAttackDef(e, i)?.kind === 'attack' && enemyAttackValue(state, e, i) > 0,
      ),
  );
}

/**
 * The possessed enemy does not attack; in the Attack phase its attack (value now, its element,
 * none of its abilities) is yours against the other enemies (kept as a combat option).
 */
function possess(state: GameState, ec: EffectCtx, enemyId: string, ctx: Ctx): void {
  const e = findEnemy(state, enemyId);
  if (!e) return;
  const entries: ColumnEntry[] = [];
  e.blocked.forEach((_, i) => {
    if (enemyAttackDef(e, i)?.kind !== 'attack') return;
    const amount = enemyAttackValue(state, e, i);
    if (amount > 0)
      entries.push({
        amount,
        element: enemyAttackElement(e, i),
        style: 'melee',
        source: ec.source,
      });
  });
  stopAttacking(state, ec.player, e, ec.source, ctx);
  if (entries.length > 0)
    addReserve(state, {
      source: ec.source,
      kind: 'attack',
      phase: 'attack',
      entries,
      exclude: [e.id],
    });
}

// ----------------------------------------------------------------------------- split effects

/** The first part goes into the open column; the others are kept for other enemies / attacks. */
function split(
  state: GameState,
  ec: EffectCtx,
  params: HookParams,
  kind: 'attack' | 'block',
  ctx: Ctx,
): void {
  const c = state.combat;
  if (!c) return;
  const count = num(params, 'count', 2);
  const amount = num(params, 'amount', 1);
  const element = elementOf(params);
  const style = (params.style as AttackStyle | undefined) ?? 'melee';
  const entry: ColumnEntry = {
    amount,
    element,
    style: kind === 'block' ? 'melee' : style,
    source: ec.source,
  };
  let used: string[] = [];
  if (kind === 'attack' && c.attack) {
    used = [...c.attack.targets];
    addAttack(state, entry);
    ctx.emit({ type: 'points', player: ec.player, kind: 'attack', amount, element, style });
  } else if (kind === 'block' && c.block) {
    used = [`${c.block.enemy}|${c.block.attackIndex}`];
    addBlock(state, entry);
    ctx.emit({ type: 'points', player: ec.player, kind: 'block', amount, element });
  }
  const group = `split:${state.nextSerial}`;
  for (let i = 1; i < count; i++)
    addReserve(state, {
      source: ec.source,
      kind,
      phase: c.phase,
      entries: [{ ...entry }],
      exclude: [...used],
      group,
    });
}

// ----------------------------------------------------------------------------- the hooks

/**
 * A Banner's basic effect played from the hand: it works only while the Banner is assigned to a
 * unit (UNIT-8, the assign-banner action), so as a play it is refused with that reason.
 */
export const BANNER_BASIC: CustomHook = {
  usable: () => false,
  why: () => ({
    ruleId: 'UNIT-8',
    message: 'A Banner works when assigned to one of your units, not when played.',
  }),
  resolve() {},
};

export const COMBAT_CARD_HOOKS: Record<string, CustomHook> = {
  /**
   * Dodge and Weave: Attack {amount} in the Attack phase if no Wound went into your hand earlier
   * in this combat (checked when it is used).
   */
  'attack-if-no-wound-this-combat': {
    usable: (state) => !!state.combat && state.combat.phase !== 'attack',
    resolve(state, ec, params) {
      addReserve(state, {
        source: ec.source,
        kind: 'attack',
        phase: 'attack',
        unwounded: true,
        entries: [
          {
            amount: num(params, 'amount', 1),
            element: 'physical',
            style: 'melee',
            source: ec.source,
          },
        ],
      });
    },
  },
  /** Horn of Wrath strong: Siege Attack {base} + up to {maxExtra}; a die per +1, a Wound per black/red. */
  'horn-of-wrath': {
    usable: (state) => attackAllowed(state, 'siege'),
    resolve(state, ec, params) {
      const max = num(params, 'maxExtra', 5);
      state.pending.push({
        kind: 'horn-of-wrath',
        player: ec.player,
        source: ec.source,
        options: Array.from({ length: max + 1 }, (_, i) => String(i)),
        data: { base: num(params, 'base', 5) },
      });
    },
  },
  /** Horn of Wrath basic (with its Siege Attack): roll {dice} mana dice, a Wound per black or red. */
  'roll-for-wounds': {
    usable: (state) => attackAllowed(state, 'siege'),
    resolve(state, ec, params, ctx) {
      rollForWounds(state, ec.player, num(params, 'dice', 1), ec.source, ctx);
    },
  },
  /** Shield of the Fallen Kings: {count} Blocks of {amount} {element}, each on a different attack. */
  'split-block': {
    usable: (state) => blockAllowed(state),
    resolve(state, ec, params, ctx) {
      split(state, ec, params, 'block', ctx);
    },
  },
  /** Forked Lightning: {count} {style} Attacks of {amount} {element}, each on a different enemy. */
  'split-attack': {
    usable: (state, _ec, params) =>
      attackAllowed(state, (params.style as AttackStyle | undefined) ?? 'melee'),
    resolve(state, ec, params, ctx) {
      split(state, ec, params, 'attack', ctx);
    },
  },
  /**
   * Soul Harvester: a crystal for the defeated enemy — red if it has Fire resistance, blue Ice,
   * green Physical (printed resistances), white always. Summoned enemies never trigger it.
   */
  'crystal-by-enemy-resistance': {
    usable: () => true,
    resolve(state, ec, _params, ctx) {
      if (!ec.defeated) return;
      const res = enemyDef(ec.defeated).resistances;
      const options: BasicColor[] = [];
      if (res.includes('fire')) options.push('red');
      if (res.includes('ice')) options.push('blue');
      if (res.includes('physical')) options.push('green');
      options.push('white');
      if (options.length === 1) {
        gainCrystal(state, getPlayer(state, ec.player), 'white', ctx, ec.source);
        return;
      }
      state.pending.push({ kind: 'crystal-color', player: ec.player, source: ec.source, options });
    },
  },
  /** Possess (strong Charm): one enemy does not attack; its attack is yours in the Attack phase. */
  possess: {
    usable: (state, ec) => possessTargets(state, ec).length > 0,
    resolve(state, ec, _params, ctx) {
      const options = possessTargets(state, ec).map((e) => e.id);
      const only = options[0];
      if (options.length === 1 && only) possess(state, ec, only, ctx);
      else if (options.length > 1)
        state.pending.push({
          kind: 'possess',
          player: ec.player,
          source: ec.source,
          options,
          context: { source: ec.source, ...(ec.color ? { color: ec.color } : {}) },
        });
    },
  },
  /**
   * Wings of Night: one enemy does not attack this combat; each further enemy costs Move (2nd 1,
   * 3rd 2, …), paid with `combat-option` 'wings-of-night:<enemy>' (Move effects are then usable).
   * PVP-SPECIAL-5: in PvP combat it cancels the one attack being blocked.
   */
  'wings-of-night': {
    usable: (state, ec) =>
      state.pvp
        ? pvpCancelUsable(state, ec.player) // PVP-SPECIAL-5
        : beforeDamage(state) && stopTargets(state, ec).length > 0,
    resolve(state, ec, _params, ctx) {
      if (state.pvp) return pvpCancelAttack(state, ec.player, ec.source, ctx); // PVP-SPECIAL-5
      const options = stopTargets(state, ec).map((e) => e.id);
      const only = options[0];
      if (options.length === 1 && only) wingsFirst(state, ec.player, only, ec.source, ctx);
      else if (options.length > 1)
        state.pending.push({
          kind: 'wings-of-night',
          player: ec.player,
          source: ec.source,
          options,
        });
    },
  },
  /**
   * Banner of Fear strong: up to {max} different enemies do not attack this combat.
   * PVP-SPECIAL-5: in PvP combat it cancels the one attack being blocked.
   */
  'enemies-do-not-attack': {
    usable: (state, ec) =>
      state.pvp
        ? pvpCancelUsable(state, ec.player) // PVP-SPECIAL-5
        : beforeDamage(state) && stopTargets(state, ec).length > 0,
    resolve(state, ec, params, ctx) {
      if (state.pvp) return pvpCancelAttack(state, ec.player, ec.source, ctx); // PVP-SPECIAL-5
      const options = stopTargets(state, ec).map((e) => e.id);
      const max = Math.min(num(params, 'max', 3), options.length);
      const only = options[0];
      if (options.length === 1 && only) {
        const e = findEnemy(state, only);
        if (e) stopAttacking(state, ec.player, e, ec.source, ctx);
        return;
      }
      if (options.length > 1)
        state.pending.push({
          kind: 'enemies-do-not-attack',
          player: ec.player,
          source: ec.source,
          options,
          min: 1,
          max,
        });
    },
  },
  // Banners' basic effects work while the Banner is assigned (UNIT-8; the assign-banner action):
  // Glory and Protection in combat/damage.ts and combat-flow.ts, Fear as a combat option,
  // Fortitude when its unit would be wounded. Played from hand they do nothing.
  'banner-of-glory': BANNER_BASIC,
  'banner-of-fear': BANNER_BASIC,
  'banner-of-protection': BANNER_BASIC,
  'banner-of-fortitude': BANNER_BASIC,
};

function wingsFirst(
  state: GameState,
  player: PlayerId,
  enemyId: string,
  source: string,
  ctx: Ctx,
): void {
  const e = findEnemy(state, enemyId);
  const t = state.turn;
  if (!e || !t) return;
  stopAttacking(state, player, e, source, ctx);
  t.flags['wings-of-night'] = Math.max(t.flags['wings-of-night'] ?? 0, 1);
}

export const COMBAT_CARD_RESOLVERS: Record<string, Resolver> = {
  'horn-of-wrath': (state, pend, answer, ctx) => {
    const extra = Number(answer[0] ?? 0);
    const amount = Number(pend.data?.base ?? 5) + extra;
    addAttack(state, { amount, element: 'physical', style: 'siege', source: pend.source });
    ctx.emit({
      type: 'points',
      player: pend.player,
      kind: 'attack',
      amount,
      element: 'physical',
      style: 'siege',
    });
    if (extra > 0) rollForWounds(state, pend.player, extra, pend.source, ctx);
  },
  possess: (state, pend, answer, ctx) => {
    const ec: EffectCtx = { player: pend.player, ...(pend.context ?? { source: pend.source }) };
    possess(state, ec, answer[0] ?? '', ctx);
  },
  'wings-of-night': (state, pend, answer, ctx) => {
    wingsFirst(state, pend.player, answer[0] ?? '', pend.source, ctx);
  },
  'enemies-do-not-attack': (state, pend, answer, ctx) => {
    for (const id of answer) {
      const e = findEnemy(state, id);
      if (e) stopAttacking(state, pend.player, e, pend.source, ctx);
    }
  },
};

// The effect interpreter: whether an effect can be used now (the same predicate the legal actions
// are built from), and resolving it. Choices with more than one usable answer become pending
// choices; the rest of an effect continues after the answer (`then`).
import type { EffectContext, EffectCtx, Pending } from '../state/choice-types';
import type { Ctx } from '../core/context';
import { BASIC_COLORS, type BasicColor, type ManaColor } from '../core/types';
import { cardDef, enemyDef, unitDef } from '../content';
import {
  addAttack,
  addBlock,
  attackAllowed,
  blockAllowed,
  moveUsableInCombat,
} from '../combat/columns';
import { checkKnockout } from '../combat/damage';
import {
  gainCrystal,
  gainManaToken,
  canPayNeeds,
  manaTime,
  paymentOptions,
  sourceColor,
  sourceKey,
  type ManaNeed,
} from '../mana/mana';
import { drawCards, isWound, takeWounds } from '../state/cards';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { changeReputation, gainFame } from '../state/fame';
import type { Condition, Cost, Counter, Effect, TriggerEvent } from '../content/vocabulary';
import type { Element } from '../core/types';
import { walkEffect } from '../content/vocabulary';
import { influenceForFeesUsable } from '../state/units';
import { enemyEffectTargets, applyEnemyEffect } from '../combat/enemy-effects';
import { pvpNoHealing, pvpUnusableReason } from '../state/pvp-columns';
import { pvpEnemyCount } from '../state/pvp-special';
import {
  HOOKS,
  combatBonus,
  deedHooks,
  healUnitTargets,
  modifierForOneUnit,
  modifierStart,
  offerUseOptions,
  peacefulMomentActive,
  relocateTargets,
  resolveHealUnit,
  resolveOnSuccessfulBlock,
  resolveRelocate,
  resolveTakeFromOffer,
  resolveUseFromOffer,
  spaceCostOptions,
  takeFromOfferOptions,
  woundsToHandTriggers,
} from '../protocol/hook-port';

export type { EffectCtx };

function turnOf(state: GameState, player: PlayerId) {
  const t = state.turn;
  return t && t.player === player ? t : null;
}

/** In the movement part of a regular turn (MOVE-1, TURN-OPT-5c.1). */
export function inMovementPhase(state: GameState, player: PlayerId): boolean {
  const t = turnOf(state, player);
  return !!t && !t.rested && (t.phase === 'start' || t.phase === 'move') && !state.combat;
}

export function inCombat(state: GameState): boolean {
  return state.combat !== null;
}

/** Effects that only change numbers nobody uses now are not "usable" (they would be wasted). */
function productive(e: Effect): boolean {
  // A `for-each` only promises something later: alone it does not make a combined effect usable.
  return !(
    e.kind === 'fame' ||
    e.kind === 'reputation' ||
    e.kind === 'take-wound' ||
    e.kind === 'nothing' ||
    e.kind === 'for-each'
  );
}

export function isUsable(state: GameState, e: Effect, ec: EffectCtx): boolean {
  const t = turnOf(state, ec.player);
  if (!t || t.phase === 'end') return false;
  switch (e.kind) {
    case 'nothing':
      return true;
    case 'move':
      // ABIL-CUMBERSOME: Move also serves in the Block phase (and to pay a maze path).
      return inMovementPhase(state, ec.player) || moveUsableInCombat(state);
    case 'influence':
      // INTERACT-2; in combat only to pay the Thugs/Heroes fees (units/units.ts); Peaceful Moment
      // played as the action spends Influence outside an interaction.
      return (
        (t.interaction !== null && !state.combat) ||
        influenceForFeesUsable(state, ec.player) ||
        peacefulMomentActive(state, ec.player) ||
        ((influenceAsBlock(state) !== null || ec.influenceAsBlockNext === true) &&
          blockAllowed(state))
      );
    case 'attack':
      return attackAllowed(state, e.style);
    case 'block':
      return blockAllowed(state);
    case 'heal':
      return !inCombat(state) && !pvpNoHealing(state); // HEAL-3d (also in PvP combat)
    case 'draw':
    case 'gain-mana':
    case 'gain-crystal':
    case 'fame':
    case 'reputation':
    case 'take-wound':
      return true;
    case 'ready-unit':
      return readyTargets(state, ec.player, e.maxLevel).length > 0;
    case 'choice':
      return e.options.some((o) => isUsable(state, o, ec));
    case 'all': {
      // What does not depend on the state is worked out once per effect (allFacts, issue 15).
      const f = allFacts(e);
      // CARD-6: a part with a cost that cannot be paid makes the whole effect unplayable; so does
      // a part whose behaviour is not implemented (never resolve half a card).
      for (const cost of f.costs) if (!canPayCost(state, cost, ec)) return false;
      if (!f.implemented) return false;
      // Diplomacy: its own Influence may block once its modifier (resolved first) is active.
      if (f.influenceAsBlock) ec = { ...ec, influenceAsBlockNext: true };
      for (const x of f.productive.length === 0 ? e.effects : f.productive)
        if (isUsable(state, x, ec)) return true;
      return false;
    }
    case 'pay':
      return canPayCost(state, e.cost, ec) && isUsable(state, e.then, ec);
    case 'by-time':
      return isUsable(state, manaTime(state) === 'day' ? e.day : e.night, ec);
    case 'modifier':
      return true;
    case 'enemy':
      return enemyEffectTargets(state, e.effect, ec).length > 0;
    case 'when':
      if (e.timing === 'not-in-combat' && inCombat(state)) return false;
      if (e.timing === 'combat-only' && !inCombat(state)) return false;
      if (e.timing === 'interaction-only' && !t.interaction) return false;
      if (e.timing === 'block-phase' && state.combat?.phase !== 'block') return false;
      if (e.timing === 'attack-phase' && state.combat?.phase !== 'attack') return false;
      if (
        e.timing === 'combat-start' &&
        !(
          state.combat?.phase === 'ranged' &&
          !state.combat.attack &&
          (state.turn?.flags['combat-acted'] ?? 0) === 0
        )
      )
        return false;
      return isUsable(state, e.effect, ec);
    case 'custom': {
      const hook = HOOKS[e.hook] ?? deedHooks()[e.hook];
      return hook ? hook.usable(state, ec, e.params ?? {}) : false;
    }
    case 'bonus-per':
      return isUsable(state, e.effect, ec);
    case 'by-paid-color': {
      if (ec.paidColor) return isUsable(state, paidBranch(e, ec.paidColor), ec);
      const branches = [e.red, e.blue, e.green, e.white, ...(e.colorless ? [e.colorless] : [])];
      return branches.some((b) => isUsable(state, b, ec));
    }
    case 'if':
      return isUsable(
        state,
        conditionHolds(state, e.condition, ec) ? e.then : (e.else ?? NOTHING),
        ec,
      );
    case 'for-each':
      return true;
    case 'on-successful-block':
      return isUsable(state, e.block, ec);
    case 'hand-limit':
      return true;
    case 'relocate':
      return inMovementPhase(state, ec.player) && relocateTargets(state, ec.player, e).length > 0;
    case 'take-from-offer':
      return takeFromOfferOptions(state, e, ec).length > 0;
    case 'use-from-offer':
      return offerUseOptions(state, e, ec).length > 0;
    case 'heal-unit':
      return !inCombat(state) && healUnitTargets(state, ec.player).length > 0;
    default:
      // Effect families not implemented yet make the effect unusable (never silently wrong).
      return false;
  }
}

const NOTHING: Effect = { kind: 'nothing' };

/** What isUsable asks of an `all` effect that depends only on the effect itself. */
interface AllFacts {
  /** The costs of its `pay` parts, in order (CARD-6). */
  costs: Cost[];
  /** Every part implemented (isImplemented). */
  implemented: boolean;
  /** A part lets Influence block (Diplomacy). */
  influenceAsBlock: boolean;
  /** Its productive parts. */
  productive: Effect[];
}

/**
 * Issue 15: the facts of an `all` effect, once per effect object (effects are content or frozen
 * state and never change; the hook tables isImplemented reads are fixed at start-up).
 */
const ALL_FACTS = new WeakMap<Effect, AllFacts>();
function allFacts(e: Extract<Effect, { kind: 'all' }>): AllFacts {
  let f = ALL_FACTS.get(e);
  if (!f) {
    const costs: Cost[] = [];
    for (const x of e.effects) if (x.kind === 'pay') costs.push(x.cost);
    f = {
      costs,
      implemented: e.effects.every(isImplemented),
      influenceAsBlock: e.effects.some(grantsInfluenceAsBlock),
      productive: e.effects.filter(productive),
    };
    ALL_FACTS.set(e, f);
  }
  return f;
}

function grantsInfluenceAsBlock(e: Effect): boolean {
  let found = false;
  walkEffect(e, (x) => {
    if (
      x.kind === 'modifier' &&
      x.modifier.kind === 'custom' &&
      x.modifier.hook === 'influence-as-block'
    )
      found = true;
  });
  return found;
}

/** Diplomacy: the element Influence blocks as this turn, or null without the modifier. */
export function influenceAsBlock(state: GameState): Element | null {
  for (const m of state.turn?.modifiers ?? []) {
    const mod = m.modifier;
    if (mod.kind === 'custom' && mod.hook === 'influence-as-block') {
      const el = mod.params?.element;
      return el === 'fire' || el === 'ice' || el === 'cold-fire' ? el : 'physical';
    }
  }
  return null;
}

/** Whether every named hook inside an effect exists (content may name hooks not built yet). */
export function isImplemented(e: Effect): boolean {
  let ok = true;
  walkEffect(e, (x) => {
    if (x.kind === 'custom' && !(HOOKS[x.hook] ?? deedHooks()[x.hook])) ok = false;
  });
  return ok;
}

export interface Why {
  ruleId: string;
  message: string;
}

/** Why an effect cannot be used now, naming the rule (for refusals the player reads). */
export function unusableReason(state: GameState, e: Effect, ec: EffectCtx): Why {
  const c = state.combat;
  const t = state.turn;
  switch (e.kind) {
    case 'move':
      if (c || t?.action)
        return {
          ruleId: 'TURN-REG-6d',
          message: 'Move effects only count before the action of your turn.',
        };
      if (t?.rested)
        return { ruleId: 'TURN-REST-7', message: 'You cannot move in a turn in which you rest.' };
      return {
        ruleId: 'TURN-OPT-5c.1',
        message: 'Move points can only be used in the movement part of your turn.',
      };
    case 'influence':
      return {
        ruleId: 'INTERACT-2',
        message: 'Influence can only be used while interacting with locals.',
      };
    case 'attack':
      if (state.pvp) return pvpUnusableReason(state, 'attack', e.style);
      if (!c) return { ruleId: 'COMBAT-1', message: 'Attacks can only be used in combat.' };
      if (c.phase === 'block' || c.phase === 'damage')
        return {
          ruleId: 'COMBAT-3',
          message: 'Attacks count only in the Ranged/Siege and Attack phases.',
        };
      if (!c.attack)
        return {
          ruleId: 'COMBAT-RANGED-8',
          message: 'Attack points must go to an attack: choose its targets first.',
        };
      if (c.phase === 'ranged' && e.style === 'melee')
        return {
          ruleId: 'COMBAT-RANGED-3',
          message: 'Only Ranged and Siege attacks can be used in the Ranged and Siege phase.',
        };
      return {
        ruleId: 'COMBAT-RANGED-3b',
        message: 'A fortified target can only be attacked with Siege attacks in this phase.',
      };
    case 'block':
      if (state.pvp) return pvpUnusableReason(state, 'block');
      if (!c) return { ruleId: 'COMBAT-1', message: 'Blocks can only be used in combat.' };
      if (c.phase !== 'block')
        return { ruleId: 'COMBAT-BLOCK-1', message: 'Blocks are played in the Block phase.' };
      return {
        ruleId: 'COMBAT-BLOCK-10',
        message: 'Block points must go to a chosen enemy attack: choose it first.',
      };
    case 'heal':
      return { ruleId: 'HEAL-3d', message: 'Healing effects cannot be used during combat.' };
    case 'ready-unit':
      return {
        ruleId: 'UNIT-6',
        message: 'You have no spent unit of a level this effect can ready.',
      };
    case 'choice': {
      // Explain with the option that fits the situation best (an attack or block in combat).
      const real = e.options.filter((o) => o.kind !== 'nothing');
      const fitting = c ? real.find((o) => o.kind === 'attack' || o.kind === 'block') : undefined;
      const first = fitting ?? real[0];
      return first
        ? unusableReason(state, first, ec)
        : { ruleId: 'CARD-2', message: 'Nothing to choose.' };
    }
    case 'all': {
      const unpaid = e.effects.find((x) => x.kind === 'pay' && !canPayCost(state, x.cost, ec));
      if (unpaid) return unusableReason(state, unpaid, ec);
      const parts = e.effects.filter(productive);
      const first = parts[0] ?? e.effects[0];
      return first
        ? unusableReason(state, first, ec)
        : { ruleId: 'CARD-2', message: 'This effect does nothing now.' };
    }
    case 'pay':
      if (!canPayCost(state, e.cost, ec)) return unpaidCostReason(e.cost);
      return unusableReason(state, e.then, ec);
    case 'by-time':
      return unusableReason(state, manaTime(state) === 'day' ? e.day : e.night, ec);
    case 'when':
      if (e.timing === 'not-in-combat' && c)
        return { ruleId: 'HEAL-3d', message: 'This effect cannot be used during combat.' };
      if (e.timing === 'combat-only' && !c)
        return { ruleId: 'COMBAT-5', message: 'This effect is used only in combat.' };
      if (e.timing === 'interaction-only' && !t?.interaction)
        return { ruleId: 'INTERACT-2', message: 'This effect is used only while interacting.' };
      if (e.timing === 'block-phase' && c?.phase !== 'block')
        return { ruleId: 'COMBAT-BLOCK-1', message: 'This effect is used in the Block phase.' };
      if (e.timing === 'attack-phase' && c?.phase !== 'attack')
        return {
          ruleId: 'COMBAT-ATTACK-1c',
          message: 'This effect is used only in the Attack phase.',
        };
      return unusableReason(state, e.effect, ec);
    case 'enemy':
      return c
        ? {
            ruleId: 'COMBAT-5',
            message: 'No enemy in this combat can be affected (resistances or Arcane Immunity).',
          }
        : { ruleId: 'COMBAT-5', message: 'This effect targets enemies in combat.' };
    case 'bonus-per':
      return unusableReason(state, e.effect, ec);
    case 'if':
      return unusableReason(
        state,
        conditionHolds(state, e.condition, ec) ? e.then : (e.else ?? NOTHING),
        ec,
      );
    case 'on-successful-block':
      return unusableReason(state, e.block, ec);
    case 'custom':
      return (
        (HOOKS[e.hook] ?? deedHooks()[e.hook])?.why?.(state, ec, e.params ?? {}) ?? {
          ruleId: 'TURN-OPT-5c.1',
          message: 'This effect cannot be used right now.',
        }
      );
    case 'relocate':
      if (!inMovementPhase(state, ec.player))
        return {
          ruleId: 'TURN-OPT-5c.1',
          message: 'You can move your figure only in the movement part of your turn.',
        };
      return { ruleId: 'MOVE-7d', message: 'There is no revealed safe space within reach.' };
    case 'take-from-offer':
    case 'use-from-offer':
      return { ruleId: 'GAIN-3', message: 'No card in the offer fits this effect now.' };
    case 'heal-unit':
      if (c) return { ruleId: 'HEAL-3d', message: 'Healing effects cannot be used during combat.' };
      return { ruleId: 'HEAL-3c.2', message: 'You have no wounded unit.' };
    default:
      return { ruleId: 'TURN-OPT-5c.1', message: 'This effect cannot be used right now.' };
  }
}

function paidBranch(
  e: Extract<Effect, { kind: 'by-paid-color' }>,
  c: BasicColor | 'colorless',
): Effect {
  if (c === 'colorless') return e.colorless ?? NOTHING;
  return e[c];
}

/** Conditions of `if` effects. */
export function conditionHolds(state: GameState, c: Condition, ec: EffectCtx): boolean {
  const p = getPlayer(state, ec.player);
  const hex = p.position ? state.map.hexes[p.position] : undefined;
  switch (c.kind) {
    case 'lowest-fame': {
      const others = state.players.filter((o) => o.id !== p.id && o.kind !== 'dummy');
      return others.length > 0 && others.every((o) => o.fame > p.fame);
    }
    case 'on-terrain':
      return hex?.terrain === c.terrain;
    case 'at-fortified-site': {
      const t = hex?.site?.type;
      return t === 'keep' || t === 'mage-tower' || t === 'city';
    }
    case 'at-magical-glade':
      return hex?.site?.type === 'magical-glade';
    case 'unit-mana-token': {
      const u = p.units.find((x) => x.id === ec.source);
      return u?.token === c.color;
    }
  }
}

/** Add `n` to the amounts of Move/Influence/Attack/Block (and optionally Heal/Draw) effects. */
export function addAmount(
  e: Effect,
  n: number,
  kinds: ReadonlyArray<'move' | 'influence' | 'attack' | 'block' | 'heal' | 'draw'> = [
    'move',
    'influence',
    'attack',
    'block',
    'heal',
    'draw',
  ],
): Effect {
  if (n === 0) return e;
  switch (e.kind) {
    case 'move':
    case 'influence':
    case 'attack':
    case 'block':
    case 'heal':
    case 'draw':
      return kinds.includes(e.kind) ? { ...e, amount: e.amount + n } : e;
    case 'choice':
      return { ...e, options: e.options.map((o) => addAmount(o, n, kinds)) };
    case 'all':
      return { ...e, effects: e.effects.map((o) => addAmount(o, n, kinds)) };
    case 'pay':
      return { ...e, then: addAmount(e.then, n, kinds) };
    case 'by-time':
      return { ...e, day: addAmount(e.day, n, kinds), night: addAmount(e.night, n, kinds) };
    case 'when':
      return { ...e, effect: addAmount(e.effect, n, kinds) };
    case 'bonus-per':
      return { ...e, effect: addAmount(e.effect, n, kinds) };
    case 'on-successful-block':
      // Concentration on Shield Bash: the block gets the bonus, not what follows it.
      return { ...e, block: addAmount(e.block, n, kinds) };
    case 'if':
      return {
        ...e,
        then: addAmount(e.then, n, kinds),
        ...(e.else ? { else: addAmount(e.else, n, kinds) } : {}),
      };
    default:
      return e;
  }
}

/** Count what a `bonus-per` effect counts (effects/vocabulary.ts Counter). */
export function countFor(state: GameState, per: Counter, ec: EffectCtx): number {
  const p = getPlayer(state, ec.player);
  const c = state.combat;
  switch (per) {
    case 'wound-in-hand-or-on-units':
      return p.hand.filter(isWound).length + p.units.filter((u) => u.wounds > 0).length;
    case 'enemy-blocked-this-turn':
      return state.turn?.flags['enemies-blocked'] ?? 0;
    case 'enemy-in-combat':
      if (state.pvp) return pvpEnemyCount(state, ec.player); // PVP-SPECIAL-2f
      return c ? c.enemies.filter((e) => !e.defeated && !e.summonedBy).length : 0;
    case 'ready-unwounded-unit':
      return p.units.filter((u) => u.ready && u.wounds === 0).length;
    case 'crystal-color-owned':
      return BASIC_COLORS.filter((col) => p.crystals[col] > 0).length;
    case 'crystal-set':
      return Math.min(...BASIC_COLORS.map((col) => p.crystals[col]));
    case 'blocked-enemy-trait': {
      const id = c?.block?.enemy;
      return id ? enemyTraitCount(id) : 0;
    }
    case 'card-paid':
      return ec.cardsPaid ?? 0;
  }
}

/**
 * Cold Toughness: the blocked enemy's special abilities, attack elements other than physical and
 * resistances; an enemy with Arcane Immunity counts nothing (basic-actions.md notes).
 */
export function enemyTraitCount(enemyId: string): number {
  const d = enemyDef(enemyId);
  if (d.abilities.includes('arcane-immunity')) return 0;
  const elements = new Set(
    d.attacks
      .filter((a) => a.kind === 'attack' && a.element !== 'physical')
      .map((a) => (a.kind === 'attack' ? a.element : '')),
  );
  const summons = d.attacks.some((a) => a.kind === 'summon') ? 1 : 0;
  return d.abilities.length + summons + elements.size + d.resistances.length;
}

function readyTargets(state: GameState, player: PlayerId, maxLevel: number): string[] {
  const p = getPlayer(state, player);
  return p.units.filter((u) => !u.ready && unitDef(u.id).level <= maxLevel).map((u) => u.id);
}

// ----------------------------------------------------------------------------- costs (CARD-6)

function discardable(
  p: PlayerState,
  wounds: 'no' | 'allowed' | 'only',
  exclude: string | EffectCtx,
): string[] {
  const gone =
    typeof exclude === 'string' ? [exclude] : [exclude.source, ...(exclude.leavingHand ?? [])];
  return p.hand.filter((c) => {
    if (gone.includes(c)) return false;
    if (wounds === 'only') return isWound(c);
    if (wounds === 'no') return !isWound(c);
    return true;
  });
}

/** How many cards `discardable` would list, without listing them (issue 15: asked per listing). */
function discardableCount(
  p: PlayerState,
  wounds: 'no' | 'allowed' | 'only',
  ec: EffectCtx,
): number {
  let n = 0;
  for (const c of p.hand) {
    if (c === ec.source || (ec.leavingHand !== undefined && ec.leavingHand.includes(c))) continue;
    if (wounds === 'allowed' || (wounds === 'only') === isWound(c)) n++;
  }
  return n;
}

/** Cards a throw-away cost may take: 'action' = Basic or Advanced Action cards only. */
function throwable(
  p: PlayerState,
  cost: Extract<Cost, { kind: 'throw-away' }>,
  exclude: string | EffectCtx,
): string[] {
  return discardable(p, cost.wounds ?? 'no', exclude).filter((c) => {
    if (cost.cardType !== 'action' || isWound(c)) return true;
    const t = cardDef(c).type;
    return t === 'basic-action' || t === 'advanced-action';
  });
}

/** CARD-6: why a cost cannot be paid, by its kind (CARD-6a only where Wounds are the reason). */
function unpaidCostReason(cost: Cost): { ruleId: string; message: string } {
  switch (cost.kind) {
    case 'mana':
      return {
        ruleId: 'CARD-6',
        message:
          'The cost of this effect cannot be paid: no mana of a fitting colour is available.',
      };
    case 'spend-crystal':
      return {
        ruleId: 'CARD-6',
        message: 'The cost of this effect cannot be paid: you have no crystal of a fitting colour.',
      };
    case 'throw-away':
      return {
        ruleId: 'CARD-6',
        message:
          'The cost of this effect cannot be paid: not enough cards to throw away (Wounds never count).',
      };
    default:
      return {
        ruleId: 'CARD-6',
        message: 'The cost of this effect cannot be paid (Wounds never pay a discard cost).',
      };
  }
}

export function canPayCost(state: GameState, cost: Cost, ec: EffectCtx): boolean {
  const p = getPlayer(state, ec.player);
  switch (cost.kind) {
    case 'mana': {
      const needs = manaNeeds(cost.color, cost.count);
      return needs !== null && canPayNeeds(state, p, needs);
    }
    case 'discard':
      return discardableCount(p, cost.wounds ?? 'no', ec) >= cost.count;
    case 'throw-away':
      return throwable(p, cost, ec).length >= cost.count;
    case 'take-wound':
    case 'reputation':
      return true;
    case 'spend-crystal':
      return cost.color === 'any-basic'
        ? BASIC_COLORS.some((c) => p.crystals[c] >= cost.count)
        : p.crystals[cost.color] >= cost.count;
    case 'discard-up-to':
      return true;
  }
}

function manaNeeds(color: ManaColor | 'any-basic' | 'any', count: number): ManaNeed[] | null {
  if (color === 'gold') return null;
  // "Pay 1 mana of any colour" (Magic Talent, Blood of Ancients): a basic colour, gold by Day as
  // the colour it is used as; black would pay for nothing of a colour.
  const need: ManaNeed = color === 'any' ? 'any-basic' : color;
  const out: ManaNeed[] = [];
  for (let i = 0; i < count; i++) out.push(need);
  return out;
}

// ----------------------------------------------------------------------------- resolving

/** Resolve effects in order; stop at the first pending choice and attach the rest to it. */
export function resolveEffects(state: GameState, effects: Effect[], ec: EffectCtx, ctx: Ctx): void {
  for (let i = 0; i < effects.length; i++) {
    const before = state.pending.length;
    const e = effects[i];
    if (!e) continue;
    resolveOne(state, e, ec, ctx);
    if (state.pending.length > before) {
      attachContinuation(state, effects.slice(i + 1), ec);
      return;
    }
  }
}

/** Append effects to the innermost pending choice, to run once it is answered. */
export function attachContinuation(state: GameState, rest: Effect[], ec: EffectCtx): void {
  const top = state.pending[state.pending.length - 1];
  if (!top || rest.length === 0) return;
  top.then = [...(top.then ?? []), ...rest];
  if (!top.context) top.context = contextOf(ec);
}

export function contextOf(ec: EffectCtx): EffectContext {
  const out: EffectContext = { source: ec.source };
  if (ec.color) out.color = ec.color;
  if (ec.strong) out.strong = ec.strong;
  if (ec.bonus) out.bonus = ec.bonus;
  if (ec.origin) out.origin = ec.origin;
  if (ec.enemy) out.enemy = ec.enemy;
  if (ec.defeated) out.defeated = ec.defeated;
  if (ec.blockExcess !== undefined) out.blockExcess = ec.blockExcess;
  return out;
}

export function pushPending(state: GameState, p: Pending): void {
  state.pending.push(p);
}

/**
 * `value-bonus` modifiers (Tirelessness …): +amount to a later effect of this stat from the given
 * kind of source ("other" than the card that created the modifier); 'next' ones are used up.
 */
function valueBonus(
  state: GameState,
  stat: 'move' | 'influence' | 'attack' | 'block',
  ec: EffectCtx,
): number {
  const t = state.turn;
  if (!t) return 0;
  let extra = 0;
  const origin = ec.origin ?? 'card';
  t.modifiers = t.modifiers.filter((m) => {
    const mod = m.modifier;
    if (mod.kind !== 'value-bonus' || mod.stat !== stat || m.source === ec.source) return true;
    if (mod.from === 'cards' && origin !== 'card') return true;
    if (mod.from === 'units' && origin !== 'unit') return true;
    extra += mod.amount;
    return mod.count === 'each';
  });
  return extra;
}

function withBonus(
  state: GameState,
  stat: 'move' | 'influence' | 'attack' | 'block',
  amount: number,
  ec: EffectCtx,
): number {
  return amount + (ec.bonus ?? 0) + valueBonus(state, stat, ec);
}

export function resolveOne(state: GameState, e: Effect, ec: EffectCtx, ctx: Ctx): void {
  const p = getPlayer(state, ec.player);
  const turn = state.turn;
  switch (e.kind) {
    case 'nothing':
      return;
    case 'move':
      if (!turn) return;
      // MOVE-2b: gain Move points (TURN-OPT-5c.1: only useful in the movement phase).
      {
        const amount = withBonus(state, 'move', e.amount, ec);
        turn.movePoints += amount;
        if (turn.phase === 'start') turn.phase = 'move';
        ctx.emit({ type: 'points', player: p.id, kind: 'move', amount });
      }
      return;
    case 'influence':
      if (!turn) return;
      {
        // Diplomacy: this turn Influence may be used as Block (of the card's element).
        const asBlock = influenceAsBlock(state);
        if (asBlock && blockAllowed(state) && !influenceForFeesUsable(state, ec.player)) {
          const amount = withBonus(state, 'influence', e.amount, ec);
          addBlock(state, { amount, element: asBlock, style: 'melee', source: ec.source });
          ctx.emit({ type: 'points', player: p.id, kind: 'block', amount, element: asBlock });
          return;
        }
        const amount = withBonus(state, 'influence', e.amount, ec);
        turn.influencePoints += amount;
        ctx.emit({ type: 'points', player: p.id, kind: 'influence', amount });
      }
      return;
    case 'attack': {
      const amount = withBonus(state, 'attack', e.amount, ec) + combatBonus(state, e, ec, ctx);
      addAttack(state, { amount, element: e.element, style: e.style, source: ec.source });
      ctx.emit({
        type: 'points',
        player: p.id,
        kind: 'attack',
        amount,
        element: e.element,
        style: e.style,
      });
      return;
    }
    case 'block': {
      const amount = withBonus(state, 'block', e.amount, ec) + combatBonus(state, e, ec, ctx);
      addBlock(state, {
        amount,
        element: e.element,
        style: 'melee',
        source: ec.source,
        ...(e.swiftDouble ? { swiftDouble: true } : {}),
      });
      ctx.emit({ type: 'points', player: p.id, kind: 'block', amount, element: e.element });
      return;
    }
    case 'heal':
      if (!turn) return;
      turn.healPoints += e.amount;
      ctx.emit({ type: 'points', player: p.id, kind: 'heal', amount: e.amount });
      return;
    case 'draw':
      drawCards(state, p, e.amount, ctx);
      return;
    case 'gain-mana':
      for (let i = 0; i < e.count; i++) {
        if (e.color === 'any-basic' || e.color === 'any') {
          const options: string[] = [...BASIC_COLORS];
          if (e.color === 'any') options.push('gold', 'black');
          pushPending(state, { kind: 'mana-color', player: p.id, source: ec.source, options });
          attachContinuation(
            state,
            Array.from({ length: e.count - i - 1 }, () => ({ ...e, count: 1 })),
            ec,
          );
          return;
        }
        gainManaToken(state, p, e.color, ctx, ec.source);
      }
      return;
    case 'gain-crystal':
      for (let i = 0; i < e.count; i++) {
        if (e.color === 'any-basic') {
          pushPending(state, {
            kind: 'crystal-color',
            player: p.id,
            source: ec.source,
            options: [...BASIC_COLORS],
          });
          attachContinuation(
            state,
            Array.from({ length: e.count - i - 1 }, () => ({ ...e, count: 1 })),
            ec,
          );
          return;
        }
        gainCrystal(state, p, e.color, ctx, ec.source);
      }
      return;
    case 'fame':
      gainFame(state, p, e.amount, ctx);
      return;
    case 'reputation':
      if (e.atEndOfTurn && turn) turn.endOfTurnReputation += e.amount;
      else changeReputation(state, p, e.amount, ctx);
      return;
    case 'take-wound':
      takeWounds(state, p, e.count, e.to, ctx);
      if (state.combat && e.to === 'hand') {
        state.combat.woundsThisCombat += e.count;
        checkKnockout(state, p, ctx); // COMBAT-DMG-5d.1
      }
      if (e.to === 'hand') woundsToHandTriggers(state, e.count, ctx);
      return;
    case 'ready-unit': {
      const targets = readyTargets(state, p.id, e.maxLevel);
      if (targets.length === 0) return;
      if (targets.length === 1 && targets[0]) {
        readyUnitNow(state, p, targets[0], ctx);
        return;
      }
      pushPending(state, { kind: 'ready-unit', player: p.id, source: ec.source, options: targets });
      return;
    }
    case 'choice': {
      const usable = e.options.map((o, i) => ({ o, i })).filter(({ o }) => isUsable(state, o, ec));
      if (usable.length === 1 && usable[0]) {
        resolveEffects(state, [usable[0].o], ec, ctx);
        return;
      }
      if (usable.length === 0) return;
      pushPending(state, {
        kind: 'effect-option',
        player: p.id,
        source: ec.source,
        options: usable.map((_, i) => String(i)),
        effects: usable.map(({ o }) => o),
        context: contextOf(ec),
      });
      return;
    }
    case 'all':
      resolveEffects(state, e.effects, ec, ctx);
      return;
    case 'pay': {
      if (!canPayCost(state, e.cost, ec)) return; // CARD-6: an unpaid cost buys nothing
      const before = state.pending.length;
      payCost(state, e.cost, ec, ctx);
      if (state.pending.length > before) {
        attachContinuation(state, [e.then], ec);
        return;
      }
      resolveEffects(state, [e.then], ec, ctx);
      return;
    }
    case 'by-time':
      resolveEffects(state, [manaTime(state) === 'day' ? e.day : e.night], ec, ctx);
      return;
    case 'modifier':
      if (!turn) return;
      if (e.modifier.kind === 'custom' && e.modifier.hook === 'space-cost') {
        // Druidic Paths: the space is chosen when the card is played.
        const min = Number(e.modifier.params?.min ?? 0);
        const options = spaceCostOptions(state, p.id, min);
        if (options.length > 0)
          pushPending(state, {
            kind: 'choose-space',
            player: p.id,
            source: ec.source,
            options,
            data: { delta: Number(e.modifier.params?.delta ?? -1), min },
          });
        return;
      }
      if (e.modifier.kind === 'unit-resistances' && e.modifier.units === 'one') {
        modifierForOneUnit(state, e, ec, ctx); // Force of Nature: the Unit is chosen now
        return;
      }
      turn.modifiers.push({
        modifier: e.modifier,
        duration: e.duration,
        source: ec.source,
        player: p.id,
      });
      if (e.modifier.kind === 'custom')
        modifierStart(e.modifier.hook)?.(state, ec, e.modifier.params ?? {}, ctx);
      if (e.modifier.kind === 'extra-source-dice') turn.diceAllowed += e.modifier.count;
      ctx.emit({
        type: 'modifier',
        player: p.id,
        modifier: e.modifier.kind,
        source: ec.source,
        duration: e.duration,
        detail: JSON.stringify(e.modifier), // the log describes it in words
      });
      return;
    case 'enemy': {
      // `on-successful-block`: the effect is for the blocked enemy only.
      const targets = enemyEffectTargets(state, e.effect, ec).filter(
        (t) => !ec.enemy || t === ec.enemy,
      );
      if (e.target === 'all') {
        for (const t of targets) applyEnemyEffect(state, t, e.effect, ec, ctx);
        return;
      }
      if (targets.length === 1 && targets[0]) {
        applyEnemyEffect(state, targets[0], e.effect, ec, ctx);
        return;
      }
      if (targets.length === 0) return;
      pushPending(state, {
        kind: 'enemy-target',
        player: p.id,
        source: ec.source,
        options: targets,
        data: { effect: e.effect },
      });
      return;
    }
    case 'when':
      resolveEffects(state, [e.effect], ec, ctx);
      return;
    case 'custom': {
      const hook = HOOKS[e.hook] ?? deedHooks()[e.hook];
      if (!hook) throw new Error(`custom effect hook ${e.hook} is not implemented`);
      hook.resolve(state, ec, e.params ?? {}, ctx);
      return;
    }
    case 'bonus-per': {
      const extra = e.amount * countFor(state, e.per, ec);
      const capped = e.max === undefined ? extra : Math.min(extra, e.max);
      resolveEffects(state, [addAmount(e.effect, capped)], ec, ctx);
      return;
    }
    case 'by-paid-color':
      resolveEffects(state, [paidBranch(e, ec.paidColor ?? 'colorless')], ec, ctx);
      return;
    case 'if':
      resolveEffects(
        state,
        [conditionHolds(state, e.condition, ec) ? e.then : (e.else ?? NOTHING)],
        ec,
        ctx,
      );
      return;
    case 'for-each':
      if (!turn) return;
      turn.triggers.push({
        event: e.event,
        effect: e.effect,
        left: e.max ?? null,
        context: contextOf(ec),
        player: p.id,
        ...(state.combat ? { phase: state.combat.phase } : {}),
      });
      return;
    case 'on-successful-block':
      resolveOnSuccessfulBlock(state, e, ec, ctx);
      return;
    case 'relocate':
      resolveRelocate(state, ec, e, ctx);
      return;
    case 'take-from-offer':
      resolveTakeFromOffer(state, e, ec, ctx);
      return;
    case 'use-from-offer':
      resolveUseFromOffer(state, e, ec, ctx);
      return;
    case 'heal-unit':
      resolveHealUnit(state, ec, e.count, ctx);
      return;
    case 'hand-limit':
      // The Hand limit rises at the next draw (END-7b); `ifEndOn` is checked when drawing.
      if (e.ifEndOn) {
        if (turn)
          turn.flags[`hand-limit-on-${e.ifEndOn}`] =
            (turn.flags[`hand-limit-on-${e.ifEndOn}`] ?? 0) + e.amount;
      } else p.nextDrawBonus += e.amount;
      ctx.emit({ type: 'hand-limit-bonus', player: p.id, amount: e.amount });
      return;
    default:
      throw new Error(`effect kind ${(e as Effect).kind} is not implemented`);
  }
}

/** Fire the `for-each` triggers of the turn for an event (Savage Harvesting, …). */
export function fireTriggers(
  state: GameState,
  event: TriggerEvent,
  ctx: Ctx,
  player?: PlayerId,
): void {
  const turn = state.turn;
  if (!turn) return;
  for (const t of turn.triggers) {
    if (t.event.on !== event.on) continue;
    if (player !== undefined && t.player !== player) continue;
    if (t.event.on === 'spell-cast' && event.on === 'spell-cast' && t.event.color !== event.color)
      continue;
    if (t.left === 0) continue;
    if (t.left !== null) t.left -= 1;
    const ec: EffectCtx = { player: t.player, ...t.context };
    const before = state.pending.length;
    resolveEffects(state, [t.effect], ec, ctx);
    if (state.pending.length > before) return; // one decision at a time; later triggers wait
  }
}

export function readyUnitNow(state: GameState, p: PlayerState, unit: string, ctx: Ctx): void {
  const u = p.units.find((x) => x.id === unit);
  if (!u) return;
  u.ready = true;
  ctx.emit({ type: 'unit-readied', player: p.id, unit });
}

/**
 * The answers of a 'pay-mana' choice: every way to pay, as `+`-joined source keys; a gold mana (or
 * a special die) paying "any basic colour" is named as the colour it stands for (`die:3@red`).
 */
export function paymentKeys(state: GameState, p: PlayerState, needs: ManaNeed[]): string[] {
  const keys: string[] = [];
  for (const o of paymentOptions(state, p, needs)) {
    let variants = [''];
    o.forEach((src, i) => {
      const key = sourceKey(src);
      const color = sourceColor(state, src);
      const named = needs[i] === 'any-basic' && (color === 'gold' || color === 'black');
      const names = named ? BASIC_COLORS.map((c) => `${key}@${c}`) : [key];
      variants = variants.flatMap((v) => names.map((n) => (v ? `${v}+${n}` : n)));
    });
    keys.push(...variants);
  }
  return [...new Set(keys)];
}

/** Pay a cost; costs that need a decision push a pending choice. */
export function payCost(state: GameState, cost: Cost, ec: EffectCtx, ctx: Ctx): void {
  const p = getPlayer(state, ec.player);
  switch (cost.kind) {
    case 'mana': {
      const needs = manaNeeds(cost.color, cost.count);
      if (!needs) return;
      const keys = paymentKeys(state, p, needs);
      if (keys.length === 0) return; // nothing can pay: the caller skips what the cost buys
      pushPending(state, {
        kind: 'pay-mana',
        player: p.id,
        source: ec.source,
        options: keys,
        data: { needs },
      });
      return;
    }
    case 'discard':
    case 'throw-away': {
      const cards =
        cost.kind === 'throw-away'
          ? throwable(p, cost, ec.source)
          : discardable(p, cost.wounds ?? 'no', ec.source);
      pushPending(state, {
        kind: cost.kind === 'discard' ? 'discard-cost' : 'throw-away-cost',
        player: p.id,
        source: ec.source,
        options: cards,
        min: cost.count,
        max: cost.count,
      });
      return;
    }
    case 'take-wound':
      takeWounds(state, p, cost.count, 'hand', ctx);
      if (state.combat) {
        state.combat.woundsThisCombat += cost.count;
        checkKnockout(state, p, ctx); // COMBAT-DMG-5d.1
      }
      woundsToHandTriggers(state, cost.count, ctx);
      return;
    case 'reputation':
      changeReputation(state, p, cost.amount, ctx);
      return;
    case 'discard-up-to': {
      const cards = discardable(p, cost.wounds, ec.source);
      pushPending(state, {
        kind: 'discard-cost',
        player: p.id,
        source: ec.source,
        options: cards,
        min: 0,
        max: Math.min(cost.max ?? cards.length, cards.length),
      });
      return;
    }
    case 'spend-crystal': {
      const colors: BasicColor[] =
        cost.color === 'any-basic'
          ? BASIC_COLORS.filter((c) => p.crystals[c] >= cost.count)
          : [cost.color];
      if (colors.length === 1 && colors[0]) {
        p.crystals[colors[0]] -= cost.count;
        ctx.emit({ type: 'crystal-spent', player: p.id, color: colors[0], count: cost.count });
        return;
      }
      pushPending(state, {
        kind: 'spend-crystal',
        player: p.id,
        source: ec.source,
        options: colors,
        data: { count: cost.count },
      });
      return;
    }
  }
}

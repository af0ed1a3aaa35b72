// Offers and interaction (content/custom-hooks-used.ts "interaction and recruiting"): the effect
// families `take-from-offer` and `use-from-offer` (COMPOSITE-1), `heal-unit`, Learning's purchase,
// Peaceful Moment, recruiting discounts; the `spend-influence` action that spends Influence on
// what those cards allow outside the normal interaction options.
import type { ActionModule } from '../../protocol/framework';
import { ownTurn, refuse } from '../../protocol/framework';
import type { ActionOf } from '../../protocol/types';
import { manaNeedsFor } from '../../mana/mana';
import type { Resolver } from '../../choices/resolvers';
import { cardDef, skillDef, unitDef } from '../../content';
import type { Ctx } from '../../core/context';
import type { BasicColor } from '../../core/types';
import { takeFromOffer as takeCardFromOffer } from '../../state/piles';
import {
  blackUsable,
  manaTime,
  paymentOptions,
  type ManaNeed,
  type Refusal,
} from '../../mana/mana';
import { returnWound } from '../../state/cards';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId, PlayerState } from '../../state/types';
import { abilityNeeds } from '../../units/activate';
import {
  addUnit,
  disbandUnit,
  findUnit,
  freeCommandTokens,
  freeRecruitAllowed,
} from '../../state/units';
import { gainSkillToken } from '../../skills/skills';
import {
  contextOf,
  fireTriggers,
  isUsable,
  paymentKeys,
  readyUnitNow,
  resolveEffects,
  type EffectCtx,
} from '../interpret';
import type { Effect } from '../../content/vocabulary';
import { activeHooks } from '../../state/modifiers';
import { disbandable } from '../../interaction/recruit-modifiers';
import type { CustomHook } from '../../protocol/hook-types';

type TakeEffect = Extract<Effect, { kind: 'take-from-offer' }>;
type UseEffect = Extract<Effect, { kind: 'use-from-offer' }>;

const matches = (card: string, color?: BasicColor) =>
  !color || cardDef(card).colors.includes(color);

// ----------------------------------------------------------------------------- take-from-offer

/** What a `take-from-offer` effect may take now. */
export function takeFromOfferOptions(state: GameState, e: TakeEffect, ec: EffectCtx): string[] {
  const p = getPlayer(state, ec.player);
  switch (e.offer) {
    case 'advanced-action':
      return state.offers.advancedActions.filter((c) => matches(c, e.color));
    case 'spell':
      return state.offers.spells.filter((c) => matches(c, e.color));
    case 'unit':
      // UNIT-4a: at the Command limit one of your units is disbanded first (never the Bonds one).
      if (freeCommandTokens(p) <= 0 && disbandable(p).length === 0) return [];
      return state.offers.units.filter(freeRecruitAllowed);
    case 'skill':
      return [...state.offers.skills];
  }
}

export function resolveTakeFromOffer(
  state: GameState,
  e: TakeEffect,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  const options = takeFromOfferOptions(state, e, ec);
  const only = options[0];
  if (options.length === 1 && only) {
    takeNow(state, ec.player, e.offer, e.to, only, ctx);
    return;
  }
  if (options.length === 0) return;
  state.pending.push({
    kind: 'take-offer',
    player: ec.player,
    source: ec.source,
    options,
    data: { offer: e.offer, to: e.to },
  });
}

/** Gain a card, unit or skill token from an offer (GAIN-3, GAIN-3a/3b). */
function takeNow(
  state: GameState,
  player: PlayerId,
  offer: TakeEffect['offer'],
  to: TakeEffect['to'],
  id: string,
  ctx: Ctx,
): void {
  const p = getPlayer(state, player);
  if (offer === 'advanced-action' || offer === 'spell') {
    takeCardFromOffer(state, offer === 'spell' ? 'spells' : 'advancedActions', id);
    if (to === 'hand') p.hand.push(id);
    else if (to === 'discard') p.discard.push(id);
    else p.deck.unshift(id);
    ctx.emit({ type: 'card-gained', player, card: id, to });
    return;
  }
  if (offer === 'skill') {
    state.offers.skills = state.offers.skills.filter((s) => s !== id);
    gainSkillToken(state, p, id, ctx);
    return;
  }
  if (freeCommandTokens(p) > 0) {
    recruitFree(state, p, id, ctx);
    return;
  }
  state.pending.push({
    kind: 'take-unit-disband',
    player,
    source: 'take-from-offer',
    options: disbandable(p),
    data: { unit: id },
  });
}

/** A unit recruited for free (Call to Glory, Banner of Command): GAIN-3b, no refill. */
function recruitFree(state: GameState, p: PlayerState, unit: string, ctx: Ctx): void {
  const at = state.offers.units.indexOf(unit);
  if (at < 0) return;
  state.offers.units.splice(at, 1);
  addUnit(p, unit);
  if (state.turn) state.turn.flags[`recruited:${unit}`] = 1;
  ctx.emit({ type: 'unit-recruited', player: p.id, unit, cost: 0 });
  fireTriggers(state, { on: 'unit-recruited' }, ctx, p.id);
}

// ----------------------------------------------------------------------------- use-from-offer

/** The effect context of an effect used from an offer: one effect of the using card (COMPOSITE-1). */
function usedCtx(
  ec: EffectCtx,
  color: BasicColor | undefined,
  strong: boolean,
  origin: EffectCtx['origin'],
): EffectCtx {
  const out: EffectCtx = { player: ec.player, source: ec.source, origin: origin ?? 'card' };
  if (color) out.color = color; // COMPOSITE-1b: each effect keeps its colour
  if (strong) out.strong = true;
  return out;
}

function spellUses(e: UseEffect): ('basic' | 'strong')[] {
  if (e.use === 'either') return ['basic', 'strong'];
  if (e.use === 'basic' || e.use === 'strong') return [e.use];
  return [];
}

/**
 * A card of an offer that uses the same offer again (Blood of Ancients in the Advanced Action
 * offer) is not nested: while an offer is being checked, using it again counts as unusable.
 */
const checkingOffers = new Set<string>();

/** Option ids `<card|unit|skill>|<use>` a `use-from-offer` effect may use now. */
export function offerUseOptions(state: GameState, e: UseEffect, ec: EffectCtx): string[] {
  if (checkingOffers.has(e.offer)) return [];
  checkingOffers.add(e.offer);
  try {
    return offerUseOptionsNow(state, e, ec);
  } finally {
    checkingOffers.delete(e.offer);
  }
}

function offerUseOptionsNow(state: GameState, e: UseEffect, ec: EffectCtx): string[] {
  const p = getPlayer(state, ec.player);
  const out: string[] = [];
  switch (e.offer) {
    case 'spell':
      for (const card of state.offers.spells) {
        if (!matches(card, e.color)) continue;
        const def = cardDef(card);
        for (const use of spellUses(e)) {
          // CARD-3b: the strong effect needs black mana, so only at Night (unless ignoreTime).
          if (
            use === 'strong' &&
            !e.ignoreTime &&
            manaTime(state) === 'day' &&
            !blackUsable(state, p)
          )
            continue;
          if (e.payMana && paymentOptions(state, p, manaNeedsFor(def, use)[0] ?? []).length === 0)
            continue;
          const eff = use === 'strong' ? def.strong : def.basic;
          if (isUsable(state, eff, usedCtx(ec, def.colors[0], use === 'strong', 'card')))
            out.push(`${card}|${use}`);
        }
      }
      return out;
    case 'advanced-action':
      for (const card of state.offers.advancedActions) {
        if (!matches(card, e.color)) continue;
        const def = cardDef(card);
        for (const use of spellUses(e)) {
          if (e.payMana && paymentOptions(state, p, manaNeedsFor(def, use)[0] ?? []).length === 0)
            continue;
          const eff = use === 'strong' ? def.strong : def.basic;
          if (isUsable(state, eff, usedCtx(ec, def.colors[0], use === 'strong', 'card')))
            out.push(`${card}|${use}`);
        }
      }
      return out;
    case 'unit':
      for (const unit of state.offers.units) {
        if (!freeRecruitAllowed(unit)) continue;
        unitDef(unit).abilities.forEach((ab, i) => {
          const needs = abilityNeeds(ab);
          if (needs.length > 0 && (!e.payMana || paymentOptions(state, p, needs).length === 0))
            return;
          const color = ab.mana && ab.mana !== 'gold' && ab.mana !== 'black' ? ab.mana : undefined;
          if (isUsable(state, ab.effect, usedCtx({ ...ec, source: unit }, color, false, 'unit')))
            out.push(`${unit}|${i}`);
        });
      }
      return out;
    case 'skill':
      for (const skill of state.offers.skills) {
        const def = skillDef(skill);
        if (def.interactive || def.usage === 'passive' || def.usage === 'interactive') continue;
        if (
          isUsable(state, def.effect, usedCtx({ ...ec, source: skill }, undefined, false, 'skill'))
        )
          out.push(`${skill}|ability`);
      }
      return out;
  }
}

export function resolveUseFromOffer(state: GameState, e: UseEffect, ec: EffectCtx, ctx: Ctx): void {
  const options = offerUseOptions(state, e, ec);
  const only = options[0];
  if (options.length === 1 && only) {
    applyOfferUse(state, ec, only, { offer: e.offer, payMana: e.payMana }, ctx);
    return;
  }
  if (options.length === 0) return;
  state.pending.push({
    kind: 'use-offer',
    player: ec.player,
    source: ec.source,
    options,
    data: { offer: e.offer, payMana: e.payMana },
    context: contextOf(ec),
  });
}

/** Resolve `effect` after paying `needs` (a 'pay-mana' choice when anything must be paid). */
function payThen(
  state: GameState,
  p: PlayerState,
  needs: ManaNeed[],
  effect: Effect,
  ec: EffectCtx,
  ctx: Ctx,
): void {
  if (needs.length === 0) {
    resolveEffects(state, [effect], ec, ctx);
    return;
  }
  const options = paymentKeys(state, p, needs);
  if (options.length === 0) return;
  state.pending.push({
    kind: 'pay-mana',
    player: p.id,
    source: ec.source,
    options,
    data: { needs },
    then: [effect],
    context: contextOf(ec),
  });
}

function applyOfferUse(
  state: GameState,
  ec: EffectCtx,
  option: string,
  data: Record<string, unknown>,
  ctx: Ctx,
): void {
  const [id, use] = option.split('|');
  if (!id || !use) return;
  const p = getPlayer(state, ec.player);
  const payMana = data.payMana === true;
  switch (data.offer) {
    case 'spell':
    case 'advanced-action': {
      const def = cardDef(id);
      const strong = use === 'strong';
      const uc = usedCtx(ec, def.colors[0], strong, 'card');
      ctx.emit({
        type: 'card-played',
        player: ec.player,
        card: id,
        mode: strong ? 'strong' : 'basic',
        as: null,
        via: ec.source,
      });
      if (def.type === 'spell' && def.colors[0])
        fireTriggers(state, { on: 'spell-cast', color: def.colors[0] }, ctx, ec.player);
      const needs = payMana ? (manaNeedsFor(def, strong ? 'strong' : 'basic')[0] ?? []) : [];
      payThen(state, p, needs, strong ? def.strong : def.basic, uc, ctx);
      return;
    }
    case 'unit': {
      const ab = unitDef(id).abilities[Number(use)];
      if (!ab) return;
      const color = ab.mana && ab.mana !== 'gold' && ab.mana !== 'black' ? ab.mana : undefined;
      ctx.emit({
        type: 'unit-activated',
        player: ec.player,
        unit: id,
        ability: Number(use),
        via: ec.source,
      });
      payThen(
        state,
        p,
        payMana ? abilityNeeds(ab) : [],
        ab.effect,
        usedCtx({ ...ec, source: id }, color, false, 'unit'),
        ctx,
      );
      return;
    }
    case 'skill': {
      const def = skillDef(id);
      const uc = usedCtx({ ...ec, source: id }, undefined, false, 'skill');
      ctx.emit({ type: 'skill-used', player: ec.player, skill: id, via: ec.source });
      // Circlet of Proficiency: a once-per-turn skill used this way works twice.
      resolveEffects(
        state,
        def.usage === 'turn' ? [def.effect, def.effect] : [def.effect],
        uc,
        ctx,
      );
      return;
    }
  }
}

// ----------------------------------------------------------------------------- heal-unit

export function healUnitTargets(state: GameState, player: PlayerId): string[] {
  return getPlayer(state, player)
    .units.filter((u) => u.wounds > 0)
    .map((u) => u.id);
}

/** Remove every Wound from one unit (HEAL-3c.2 fully, whatever its level). */
export function healUnitNow(state: GameState, p: PlayerState, unit: string, ctx: Ctx): void {
  const i = p.units.findIndex((u) => u.id === unit);
  const u = p.units[i];
  if (!u || u.wounds === 0) return;
  for (let w = 0; w < u.wounds; w++) returnWound(state);
  u.wounds = 0;
  ctx.emit({ type: 'healed', player: p.id, target: unit });
  unitHealed(state, p, i, ctx);
}

/** Triggers of a healed unit (Cure: ready it). */
export function unitHealed(state: GameState, p: PlayerState, index: number, ctx: Ctx): void {
  if (state.turn) state.turn.flags['last-healed-unit'] = index + 1;
  fireTriggers(state, { on: 'unit-healed' }, ctx, p.id);
}

export function resolveHealUnit(
  state: GameState,
  ec: EffectCtx,
  count: number | 'all',
  ctx: Ctx,
): void {
  const p = getPlayer(state, ec.player);
  const targets = healUnitTargets(state, ec.player);
  if (count === 'all' || targets.length <= count) {
    for (const u of targets) healUnitNow(state, p, u, ctx);
    return;
  }
  state.pending.push({
    kind: 'heal-unit',
    player: ec.player,
    source: ec.source,
    options: targets,
    data: { left: count - 1 },
  });
}

// ----------------------------------------------------------------------------- Peaceful Moment

/** Peaceful Moment was played as the action: Influence may be spent outside an interaction. */
export function peacefulMomentActive(state: GameState, player: PlayerId): boolean {
  const t = state.turn;
  return !!t && t.player === player && !state.combat && (t.flags['peaceful-moment'] ?? 0) > 0;
}

export { ignoresReputation } from '../../state/modifiers';

// ----------------------------------------------------------------------------- recruiting

// ----------------------------------------------------------------------------- spend-influence

/**
 * Items Influence may buy through card effects: 'heal' (Peaceful Moment: 2 → Healing 1),
 * 'ready:<unit>' (Peaceful Moment strong: 2 per level; Ruthless Coercion strong: its price per
 * level up to its level), 'aa:<card>' (Learning: once, its price → the card to hand/discard).
 */
function spendRefusal(state: GameState, a: ActionOf<'spend-influence'>): Refusal | null {
  const base = ownTurn(state, a.player);
  if (base) return base;
  const t = state.turn;
  if (!t || t.phase === 'end')
    return refuse('TURN-END-8c', 'You cannot use effects during your End-of-Turn step.');
  const p = getPlayer(state, a.player);
  const [kind, id] = a.item.split(':');
  if (kind === 'heal') {
    if (!peacefulMomentActive(state, a.player))
      return refuse(
        'peaceful-moment-action',
        'Only Peaceful Moment played as your action turns Influence into healing.',
      );
    if (t.influencePoints < 2)
      return refuse('peaceful-moment-action', 'Healing 1 costs 2 Influence.');
    return null;
  }
  if (kind === 'ready' && id) {
    const u = findUnit(p, id);
    if (!u) return refuse('UNIT-6', 'That is not one of your units.');
    if (u.ready) return refuse('UNIT-6', 'That unit is ready already.');
    const price = readyPrice(state, a.player, id);
    if (price === null)
      return refuse(
        'ready-units-for-influence',
        'No effect of this turn lets you ready that unit for Influence.',
      );
    if (t.influencePoints < price)
      return refuse(
        'ready-units-for-influence',
        `Readying that unit costs ${price} Influence; you have ${t.influencePoints}.`,
      );
    return null;
  }
  if (kind === 'aa' && id) {
    const buy = activeHooks(state, a.player, 'buy-from-offer')[0];
    if (!buy)
      return refuse(
        'buy-from-offer',
        'No effect of this turn lets you buy from the Advanced Action offer.',
      );
    if (state.combat) return refuse('INTERACT-2', 'Influence cannot be spent in combat.');
    if (!state.offers.advancedActions.includes(id))
      return refuse('buy-from-offer', 'That card is not in the Advanced Action offer.');
    const price = Number(buy.price ?? 0);
    if (t.influencePoints < price)
      return refuse(
        'buy-from-offer',
        `The card costs ${price} Influence; you have ${t.influencePoints}.`,
      );
    return null;
  }
  return refuse('ENGINE-ACTION', `Unknown item "${a.item}".`);
}

/** Influence to ready this unit now, or null when nothing allows it. */
function readyPrice(state: GameState, player: PlayerId, unit: string): number | null {
  const level = unitDef(unit).level;
  const prices: number[] = [];
  if (state.turn?.flags['peaceful-moment'] === 2 && !state.combat) prices.push(2 * level);
  for (const m of activeHooks(state, player, 'ready-units-for-influence'))
    if (level <= Number(m.maxLevel ?? 0)) prices.push(Number(m.influencePerLevel ?? 0) * level);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export const spendInfluenceAction: ActionModule<'spend-influence'> = {
  type: 'spend-influence',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || t.influencePoints <= 0) return [];
    const p = getPlayer(state, player);
    const items = ['heal', ...p.units.filter((u) => !u.ready).map((u) => `ready:${u.id}`)];
    if (activeHooks(state, player, 'buy-from-offer').length > 0)
      items.push(...state.offers.advancedActions.map((c) => `aa:${c}`));
    return items.map((item) => ({ type: 'spend-influence' as const, player, item }));
  },
  check: spendRefusal,
  apply(state, a, ctx) {
    const t = state.turn;
    if (!t) return;
    const p = getPlayer(state, a.player);
    const [kind, id] = a.item.split(':');
    if (kind === 'heal') {
      t.influencePoints -= 2;
      t.healPoints += 1;
      ctx.emit({ type: 'points', player: a.player, kind: 'heal', amount: 1 });
      return;
    }
    if (kind === 'ready' && id) {
      t.influencePoints -= readyPrice(state, a.player, id) ?? 0;
      readyUnitNow(state, p, id, ctx);
      return;
    }
    if (kind === 'aa' && id) {
      const i = t.modifiers.findIndex(
        (m) =>
          m.player === a.player &&
          m.modifier.kind === 'custom' &&
          m.modifier.hook === 'buy-from-offer',
      );
      const m = t.modifiers[i];
      if (!m || m.modifier.kind !== 'custom') return;
      t.modifiers.splice(i, 1); // once this turn
      t.influencePoints -= Number(m.modifier.params?.price ?? 0);
      takeNow(
        state,
        a.player,
        'advanced-action',
        m.modifier.params?.to === 'hand' ? 'hand' : 'discard',
        id,
        ctx,
      );
    }
  },
};

// ----------------------------------------------------------------------------- hooks and resolvers

export const OFFER_HOOKS: Record<string, CustomHook> = {
  /**
   * Peaceful Moment as the action: {influence} Influence to spend on healing (2 → 1) and, with
   * {readyUnits}, on readying units (2 per level). Not an interaction: no Reputation modifier.
   */
  'peaceful-moment-action': {
    usable: (state) => {
      const t = state.turn;
      return (
        !!t &&
        t.action === null &&
        !t.rested &&
        !state.combat &&
        t.phase !== 'end' &&
        !t.interaction
      );
    },
    resolve(state, ec, params, ctx) {
      const t = state.turn;
      if (!t) return;
      t.action = 'other'; // TURN-REG-6d
      t.phase = 'after';
      t.flags['peaceful-moment'] = params.readyUnits ? 2 : 1;
      const amount = Number(params.influence ?? 0);
      t.influencePoints += amount;
      ctx.emit({ type: 'points', player: ec.player, kind: 'influence', amount });
    },
  },
};

export const OFFER_RESOLVERS: Record<string, Resolver> = {
  'take-offer': (state, pend, answer, ctx) => {
    const id = answer[0];
    const offer = pend.data?.offer as TakeEffect['offer'] | undefined;
    const to = pend.data?.to as TakeEffect['to'] | undefined;
    if (id && offer && to) takeNow(state, pend.player, offer, to, id, ctx);
  },
  'take-unit-disband': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const old = answer[0];
    const unit = typeof pend.data?.unit === 'string' ? pend.data.unit : '';
    if (!old || !unit) return;
    disbandUnit(state, p, old, ctx); // UNIT-4a
    recruitFree(state, p, unit, ctx);
  },
  'use-offer': (state, pend, answer, ctx) => {
    const option = answer[0];
    if (!option) return;
    const ec: EffectCtx = { player: pend.player, ...(pend.context ?? { source: pend.source }) };
    applyOfferUse(state, ec, option, pend.data ?? {}, ctx);
  },
  'heal-unit': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const unit = answer[0];
    if (!unit) return;
    healUnitNow(state, p, unit, ctx);
    const left = Number(pend.data?.left ?? 0);
    const targets = healUnitTargets(state, pend.player);
    if (left > 0 && targets.length > 0)
      state.pending.push({
        kind: 'heal-unit',
        player: pend.player,
        source: pend.source,
        options: targets,
        data: { left: left - 1 },
      });
  },
};

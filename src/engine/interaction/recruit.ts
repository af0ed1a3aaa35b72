// Recruiting units while interacting (INTERACT-4a, UNIT-3, UNIT-4), with the Lost Legion unit
// rules on recruiting (Thugs, Heroes, Magic Familiars; units.md "Special unit rules").
import type { ActionModule } from '../protocol/framework';
import { refuse } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';
import { unitDef } from '../content';
import { BASIC_COLORS } from '../core/types';
import { fireTriggers } from '../effects/interpret';
import { checkPayment, paymentOptions, spendMana, type Refusal } from '../mana/mana';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { addUnit, disbandUnit, findUnit, freeCommandTokens, hasHook } from '../state/units';
import { currentInteraction, interactingRefusal } from './interact';
import { afterRecruit, disbandable, recruitAdjustment } from './recruit-modifiers';
import { recruitSurcharge, type InteractionSite } from './sites';

/**
 * Influence to recruit this unit in the current interaction: printed cost + site surcharge, with
 * the Reputation modifier counted reversed for Thugs ('thugs-reversed-reputation': it was already
 * added once, so twice the opposite) and doubled for Heroes ('heroes-double-reputation'). `need`
 * is what the Influence total must reach (it may be negative); `pay` what is taken from it (never
 * negative: the reversed or doubled modifier helps only with this unit, it adds no Influence).
 */
export function recruitPrice(
  state: GameState,
  site: InteractionSite,
  unitId: string,
): { need: number; pay: number } | null {
  const surcharge = recruitSurcharge(site, unitId);
  if (surcharge === null) return null;
  const rep = state.turn?.interaction?.reputationBonus ?? 0;
  let need = unitDef(unitId).cost + surcharge;
  if (hasHook(unitId, 'thugs-reversed-reputation')) need += 2 * rep;
  if (hasHook(unitId, 'heroes-double-reputation')) need -= rep;
  // Ruthless Coercion / Charm discount, Bonds of Loyalty, On Her Own (effects/hooks/offers.ts).
  if (state.turn) need += recruitAdjustment(state, state.turn.player);
  return { need, pay: Math.max(0, need) };
}

const isThugs = (id: string) => hasHook(id, 'thugs-reversed-reputation');
const isHeroes = (id: string) => hasHook(id, 'heroes-double-reputation');

function recruitRefusal(state: GameState, a: ActionOf<'recruit'>): Refusal | null {
  const r = interactingRefusal(state, a.player, 'recruit units');
  if (r) return r;
  const t = state.turn;
  const site = currentInteraction(state, a.player);
  if (!t?.interaction || !site)
    return refuse('INTERACT-4a', 'You are not interacting with locals.');
  const p = getPlayer(state, a.player);
  if (p.position !== site.hex)
    return refuse('INTERACT-4a', 'You must stay where the interaction started.');
  if (!state.offers.units.includes(a.unit))
    return refuse('INTERACT-4a', 'That unit is not in the Unit offer.');
  const def = unitDef(a.unit);
  const price = recruitPrice(state, site, a.unit);
  if (price === null)
    return refuse(
      'INTERACT-4a',
      `${def.name} cannot be recruited here: none of its unit-type symbols matches this site.`,
    );
  const recruited = t.interaction.recruited;
  if (
    (isHeroes(a.unit) && recruited.some(isThugs)) ||
    (isThugs(a.unit) && recruited.some(isHeroes))
  )
    return refuse(
      'no-heroes-with-thugs',
      'Heroes and Thugs cannot be recruited in the same interaction.',
    );
  // familiars-recruit-mana
  if (hasHook(a.unit, 'familiars-recruit-mana')) {
    if (!a.token || !a.mana || a.mana.length === 0)
      return refuse(
        'familiars-recruit-mana',
        'Recruiting Magic Familiars also costs 1 mana of a basic colour; a token of it goes on the card.',
      );
    if (!BASIC_COLORS.includes(a.token))
      return refuse(
        'familiars-recruit-mana',
        'The Magic Familiars token must be of a basic colour.',
      );
    const pay = checkPayment(state, p, [a.token], a.mana);
    if (pay) return pay;
  } else if ((a.mana && a.mana.length > 0) || a.token) {
    return refuse('INTERACT-4a', 'Recruiting this unit costs Influence only, no mana.');
  }
  // UNIT-3, UNIT-4a
  const free = freeCommandTokens(p);
  if (a.disband !== undefined) {
    if (free > 0)
      return refuse(
        'UNIT-4a',
        'You still have a free Command token; disband a unit only when all are assigned.',
      );
    if (!findUnit(p, a.disband))
      return refuse('UNIT-4a', 'You can only disband one of your own units.');
    if (!disbandable(p).includes(a.disband))
      return refuse(
        'norowas-bonds-of-loyalty',
        'The unit on Bonds of Loyalty cannot be disbanded.',
      );
  } else if (free <= 0) {
    return refuse(
      'UNIT-4a',
      'All your Command tokens are assigned: disband one of your units to recruit a new one.',
    );
  }
  if (t.influencePoints < price.need)
    return refuse(
      'INTERACT-4a',
      `Recruiting ${def.name} costs ${price.need} Influence; you have ${t.influencePoints}.`,
    );
  return null;
}

/**
 * Issue 15: the candidates `recruitRefusal` accepts, in the candidates' order, with the
 * interaction's gates (INTERACT-4, the site, staying where it started) asked once per call, and
 * each unit's price (INTERACT-4a), Heroes-with-Thugs and the disbands (UNIT-4a, Bonds of Loyalty)
 * before Magic Familiars' payments are worked out (most units are refused by then).
 */
function legalRecruits(state: GameState, player: PlayerId): ActionOf<'recruit'>[] {
  const t = state.turn;
  if (!t || t.player !== player || !t.interaction || state.combat) return [];
  if (interactingRefusal(state, player, 'recruit units')) return [];
  const site = currentInteraction(state, player);
  const p = getPlayer(state, player);
  if (!site || p.position !== site.hex) return [];
  // UNIT-3, UNIT-4a: a free Command token, or one of the player's units disbanded for it.
  const free = freeCommandTokens(p) > 0;
  const disbands: (string | undefined)[] = free ? [undefined] : p.units.map((u) => u.id);
  let mayDisband: string[] | null = null;
  const recruited = t.interaction.recruited;
  const out: ActionOf<'recruit'>[] = [];
  const seen = new Set<string>();
  for (const unit of state.offers.units) {
    const def = unitDef(unit);
    if (seen.has(def.id)) continue; // identical units are interchangeable
    seen.add(def.id);
    const price = recruitPrice(state, site, unit);
    if (price === null || t.influencePoints < price.need) continue;
    if ((isHeroes(unit) && recruited.some(isThugs)) || (isThugs(unit) && recruited.some(isHeroes)))
      continue; // no-heroes-with-thugs
    for (const disband of disbands) {
      if (disband !== undefined && !(mayDisband ??= disbandable(p)).includes(disband)) continue;
      const base: ActionOf<'recruit'> = {
        type: 'recruit',
        player,
        unit,
        ...(disband !== undefined ? { disband } : {}),
      };
      if (!hasHook(unit, 'familiars-recruit-mana')) {
        out.push(base);
        continue;
      }
      for (const token of BASIC_COLORS)
        for (const mana of paymentOptions(state, p, [token]))
          if (mana.length > 0 && checkPayment(state, p, [token], mana) === null)
            out.push({ ...base, token, mana });
    }
  }
  return out;
}

export const recruitAction: ActionModule<'recruit'> = {
  type: 'recruit',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || !t.interaction || state.combat) return [];
    const p = getPlayer(state, player);
    const disbands: (string | undefined)[] =
      freeCommandTokens(p) > 0 ? [undefined] : p.units.map((u) => u.id);
    const out: ActionOf<'recruit'>[] = [];
    const seen = new Set<string>();
    for (const unit of state.offers.units) {
      const def = unitDef(unit);
      if (seen.has(def.id)) continue; // identical units are interchangeable
      seen.add(def.id);
      for (const disband of disbands) {
        const base: ActionOf<'recruit'> = {
          type: 'recruit',
          player,
          unit,
          ...(disband !== undefined ? { disband } : {}),
        };
        if (!hasHook(unit, 'familiars-recruit-mana')) {
          out.push(base);
          continue;
        }
        for (const token of BASIC_COLORS)
          for (const mana of paymentOptions(state, p, [token])) out.push({ ...base, token, mana });
      }
    }
    return out;
  },
  legal: legalRecruits,
  check: recruitRefusal,
  apply(state, a, ctx) {
    const t = state.turn;
    const site = currentInteraction(state, a.player);
    if (!t?.interaction || !site) return;
    const p = getPlayer(state, a.player);
    const cost = recruitPrice(state, site, a.unit)?.pay ?? 0;
    t.influencePoints -= cost;
    if (a.mana && a.mana.length > 0) spendMana(state, p, a.mana, ctx);
    if (a.disband !== undefined) disbandUnit(state, p, a.disband, ctx); // UNIT-4a
    // GAIN-3b: the Unit offer is not refilled.
    state.offers.units.splice(state.offers.units.indexOf(a.unit), 1);
    addUnit(p, a.unit, a.token);
    t.interaction.recruited.push(a.unit);
    ctx.emit({ type: 'unit-recruited', player: a.player, unit: a.unit, cost });
    afterRecruit(state, a.player, a.unit, ctx);
    fireTriggers(state, { on: 'unit-recruited' }, ctx);
  },
};

// Buying while interacting (INTERACT-4b..4e, INTERACT-5): Healing points, monastery Advanced
// Actions, spells, and the city options (INTERACT-CITY-1..4). Bought cards go on top of the Deed
// deck (GAIN-3). Also the 2-Influence unit fees of Thugs and Heroes paid during a combat.
//
// Item ids: 'heal' · 'monastery-aa:<card>' · 'spell:<card>' · 'artifact' · 'elite-unit' ·
// 'aa:<card>' · 'aa-deck' · 'fee:<unit>'.
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';
import { cardDef, unitDef } from '../content';
import type { Ctx } from '../core/context';
import type { CityColor } from '../core/types';
import { checkPayment, paymentOptions, spendMana, type Refusal } from '../mana/mana';
import { takeFromOffer } from '../state/piles';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { feeFlag, unpaidFees } from '../state/units';
import { currentInteraction, interactingRefusal } from './interact';
import { hasCityColor, healCostAt, PRICES, sellsSpells, type InteractionSite } from './sites';

type ItemKind =
  'heal' | 'monastery-aa' | 'spell' | 'artifact' | 'elite-unit' | 'aa' | 'aa-deck' | 'fee';
const KINDS: readonly ItemKind[] = [
  'heal',
  'monastery-aa',
  'spell',
  'artifact',
  'elite-unit',
  'aa',
  'aa-deck',
  'fee',
];

export function parseItem(item: string): { kind: ItemKind; id: string } | null {
  const at = item.indexOf(':');
  const kind = (at < 0 ? item : item.slice(0, at)) as ItemKind;
  const id = at < 0 ? '' : item.slice(at + 1);
  if (!KINDS.includes(kind)) return null;
  const needsId = kind === 'monastery-aa' || kind === 'spell' || kind === 'aa' || kind === 'fee';
  if (needsId !== (id !== '')) return null;
  return { kind, id };
}

/** Price and refusal of an item at this site (mana of spells is checked separately). */
function priceAt(
  state: GameState,
  site: InteractionSite,
  kind: ItemKind,
  id: string,
): number | Refusal {
  const has = (c: CityColor) => hasCityColor(site, c); // VAR-MEGA-7a: both cities of a Megapolis
  switch (kind) {
    case 'heal': {
      const c = healCostAt(site);
      return (
        c ?? refuse('INTERACT-4b', 'Healing points are sold only at villages and monasteries.')
      );
    }
    case 'monastery-aa':
      if (site.type !== 'monastery')
        return refuse(
          'INTERACT-4c',
          'Advanced Actions from the Unit offer are taught only in monasteries.',
        );
      if (!state.offers.monasteryActions.includes(id))
        return refuse('INTERACT-4c', 'That Advanced Action is not in the Unit offer.');
      return PRICES.monasteryAction;
    case 'spell':
      if (!sellsSpells(site))
        return refuse(
          'INTERACT-4d',
          'Spells are sold only in conquered mage towers and the Blue City.',
        );
      if (!state.offers.spells.includes(id))
        return refuse('INTERACT-4d', 'That spell is not in the Spell offer.');
      return PRICES.spell;
    case 'artifact':
      if (!has('red')) return refuse('INTERACT-CITY-1', 'Artifacts are sold only in the Red City.');
      if (state.decks.artifacts.length === 0)
        return refuse('INTERACT-CITY-1', 'The Artifact deck is empty.');
      return PRICES.artifact;
    case 'elite-unit':
      if (!has('white'))
        return refuse('INTERACT-CITY-3', 'Only the White City adds Elite units to the Unit offer.');
      if (state.decks.eliteUnits.length === 0)
        return refuse('INTERACT-CITY-3', 'The Elite unit deck is empty.');
      return PRICES.eliteUnit;
    case 'aa':
      if (!has('green'))
        return refuse('INTERACT-CITY-4', 'Advanced Actions are sold only in the Green City.');
      if (!state.offers.advancedActions.includes(id))
        return refuse('INTERACT-CITY-4', 'That card is not in the Advanced Action offer.');
      return PRICES.cityAdvancedAction;
    case 'aa-deck':
      if (!has('green'))
        return refuse('INTERACT-CITY-4', 'Advanced Actions are sold only in the Green City.');
      if (state.decks.advancedActions.length === 0)
        return refuse('INTERACT-CITY-4', 'The Advanced Action deck is empty.');
      return PRICES.cityAdvancedAction;
    case 'fee':
      return refuse('INTERACT-4', 'Unit fees are paid during combat.');
  }
}

function feeRefusal(state: GameState, player: PlayerId, unit: string): Refusal | null {
  const base = ownTurn(state, player);
  if (base) return base;
  const t = state.turn;
  if (!t || !state.combat) return refuse('thugs-damage-fee', 'Unit fees are paid during a combat.');
  const def = unitDef(unit);
  if (!unpaidFees(state, player).some((u) => u.id === unit))
    return refuse('thugs-damage-fee', `No fee is due for ${def.name} in this combat.`);
  if (t.influencePoints < PRICES.unitFee)
    return refuse(
      def.hooks?.includes('thugs-damage-fee') ? 'thugs-damage-fee' : 'heroes-assault-fee',
      `The fee for ${def.name} is ${PRICES.unitFee} Influence; you have ${t.influencePoints}.`,
    );
  return null;
}

function buyRefusal(state: GameState, a: ActionOf<'buy'>): Refusal | null {
  const item = parseItem(a.item);
  if (!item) return refuse('INTERACT-4', `Unknown item "${a.item}".`);
  if (item.kind === 'fee') {
    if (a.mana && a.mana.length > 0)
      return refuse('INTERACT-4', 'A unit fee is paid in Influence only.');
    return feeRefusal(state, a.player, item.id);
  }
  const r = interactingRefusal(state, a.player, 'buy anything');
  if (r) return r;
  const site = currentInteraction(state, a.player);
  const t = state.turn;
  if (!site || !t) return refuse('INTERACT-4', 'You are not interacting with locals.');
  const p = getPlayer(state, a.player);
  if (p.position !== site.hex)
    return refuse('INTERACT-4', 'You must stay where the interaction started.');
  const price = priceAt(state, site, item.kind, item.id);
  if (typeof price !== 'number') return price;
  if (item.kind === 'spell') {
    const color = cardDef(item.id).colors[0];
    if (!color) return refuse('INTERACT-4d', 'That spell has no colour.');
    if (!a.mana || a.mana.length === 0)
      return refuse('INTERACT-4d', `Learning this spell also costs 1 ${color} mana.`);
    const pay = checkPayment(state, p, [color], a.mana);
    if (pay) return pay;
  } else if (a.mana && a.mana.length > 0) {
    return refuse('INTERACT-4', 'This costs Influence only, no mana.');
  }
  if (t.influencePoints < price)
    return refuse(
      item.kind === 'heal' ? 'INTERACT-4b' : 'INTERACT-5',
      `This costs ${price} Influence; you have ${t.influencePoints}.`,
    );
  return null;
}

/**
 * Issue 15: the candidates `buyRefusal` accepts, in the candidates' order, with the interaction's
 * gates (INTERACT-4, the site, staying where it started) asked once per call instead of once per
 * item, the items made already parsed, and a spell's payments worked out only when the spell is
 * sold here and affordable (INTERACT-4d, INTERACT-5). Unit fees in combat are few: asked one by one.
 */
function legalBuys(state: GameState, player: PlayerId): ActionOf<'buy'>[] {
  const t = state.turn;
  if (!t || t.player !== player || state.pending.length > 0) return [];
  if (state.combat)
    return buyAction.candidates(state, player).filter((a) => buyRefusal(state, a) === null);
  if (interactingRefusal(state, player, 'buy anything')) return [];
  const site = currentInteraction(state, player);
  const p = getPlayer(state, player);
  if (!site || p.position !== site.hex) return [];
  const out: ActionOf<'buy'>[] = [];
  const ip = t.influencePoints;
  if (affordable(state, site, 'heal', '', ip)) out.push({ type: 'buy', player, item: 'heal' });
  for (const c of state.offers.monasteryActions)
    if (affordable(state, site, 'monastery-aa', c, ip))
      out.push({ type: 'buy', player, item: `monastery-aa:${c}` });
  for (const c of state.offers.spells) {
    const color = cardDef(c).colors[0];
    if (!color || !sellsSpells(site) || !affordable(state, site, 'spell', c, ip)) continue;
    for (const mana of paymentOptions(state, p, [color]))
      if (mana.length > 0 && checkPayment(state, p, [color], mana) === null)
        out.push({ type: 'buy', player, item: `spell:${c}`, mana });
  }
  if (affordable(state, site, 'artifact', '', ip))
    out.push({ type: 'buy', player, item: 'artifact' });
  if (affordable(state, site, 'elite-unit', '', ip))
    out.push({ type: 'buy', player, item: 'elite-unit' });
  for (const c of state.offers.advancedActions)
    if (affordable(state, site, 'aa', c, ip)) out.push({ type: 'buy', player, item: `aa:${c}` });
  if (affordable(state, site, 'aa-deck', '', ip))
    out.push({ type: 'buy', player, item: 'aa-deck' });
  return out;
}

/** An item sold here whose price the Influence reaches (buyRefusal's last steps, mana apart). */
function affordable(
  state: GameState,
  site: InteractionSite,
  kind: ItemKind,
  id: string,
  influence: number,
): boolean {
  const price = priceAt(state, site, kind, id);
  return typeof price === 'number' && influence >= price;
}

/** GAIN-3: a gained Deed card goes on top of the Deed deck. */
function gainCard(p: PlayerState, card: string, ctx: Ctx): void {
  p.deck.unshift(card);
  ctx.emit({ type: 'card-gained', player: p.id, card, to: 'deck' });
}

export const buyAction: ActionModule<'buy'> = {
  type: 'buy',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || state.pending.length > 0) return [];
    const out: ActionOf<'buy'>[] = [];
    if (state.combat) {
      for (const u of unpaidFees(state, player))
        out.push({ type: 'buy', player, item: `fee:${u.id}` });
      return out;
    }
    const site = currentInteraction(state, player);
    if (!site) return out;
    const p = getPlayer(state, player);
    const push = (item: string) => out.push({ type: 'buy', player, item });
    push('heal');
    for (const c of state.offers.monasteryActions) push(`monastery-aa:${c}`);
    for (const c of state.offers.spells) {
      const color = cardDef(c).colors[0];
      if (!color || !sellsSpells(site)) continue;
      for (const mana of paymentOptions(state, p, [color]))
        out.push({ type: 'buy', player, item: `spell:${c}`, mana });
    }
    push('artifact');
    push('elite-unit');
    for (const c of state.offers.advancedActions) push(`aa:${c}`);
    push('aa-deck');
    return out;
  },
  legal: legalBuys,
  check: buyRefusal,
  apply(state, a, ctx) {
    const t = state.turn;
    const item = parseItem(a.item);
    if (!t || !item) return;
    const p = getPlayer(state, a.player);
    if (item.kind === 'fee') {
      t.influencePoints -= PRICES.unitFee;
      t.flags[feeFlag(item.id)] = 1;
      ctx.emit({ type: 'unit-fee-paid', player: a.player, unit: item.id, cost: PRICES.unitFee });
      return;
    }
    const site = currentInteraction(state, a.player);
    if (!site) return;
    const price = priceAt(state, site, item.kind, item.id);
    if (typeof price !== 'number') return;
    t.influencePoints -= price;
    ctx.emit({ type: 'item-bought', player: a.player, item: a.item, cost: price });
    switch (item.kind) {
      case 'heal':
        t.healPoints += 1; // HEAL-3b: spent with the heal action (HEAL-3c)
        break;
      case 'monastery-aa': {
        // INTERACT-4c, GAIN-3b: not refilled before the next round.
        const offer = state.offers.monasteryActions;
        offer.splice(offer.indexOf(item.id), 1);
        gainCard(p, item.id, ctx);
        break;
      }
      case 'spell':
        if (a.mana) spendMana(state, p, a.mana, ctx);
        takeFromOffer(state, 'spells', item.id); // GAIN-3a
        gainCard(p, item.id, ctx);
        ctx.emit({ type: 'random-drawn', player: a.player, what: 'spell-offer' });
        break;
      case 'artifact':
        // INTERACT-CITY-1: drawn at the end of the turn as if won in combat (END-5b).
        t.rewards.push({ kind: 'artifact', count: 1 });
        break;
      case 'elite-unit': {
        const u = state.decks.eliteUnits.shift();
        if (u) {
          state.offers.units.push(u);
          ctx.emit({ type: 'random-drawn', player: a.player, what: 'elite-unit', unit: u });
        }
        break;
      }
      case 'aa':
        takeFromOffer(state, 'advancedActions', item.id); // GAIN-3a
        gainCard(p, item.id, ctx);
        ctx.emit({ type: 'random-drawn', player: a.player, what: 'advanced-action-offer' });
        break;
      case 'aa-deck': {
        const c = state.decks.advancedActions.shift();
        if (c) {
          gainCard(p, c, ctx);
          ctx.emit({ type: 'random-drawn', player: a.player, what: 'advanced-action-deck' });
        }
        break;
      }
    }
  },
};

// The Assign Damage phase (COMBAT-DMG-*): units and hero take the damage of unblocked attacks,
// with unit resistances (COMBAT-DMG-4b, URES-1), Brutal, Poison, Paralyze, Assassination,
// Vampiric and the knockout (COMBAT-DMG-5d).
import { refuse } from '../protocol/framework';
import type { Ctx } from '../core/context';
import type { Element, Resistance } from '../core/types';
import { unitDef } from '../content';
import type { Refusal } from '../mana/mana';
import { isWound, takeWounds } from '../state/cards';
import { baseHandLimit, getPlayer, heroArmor } from '../state/player';
import type { GameState, PlayerState, UnitInstance } from '../state/types';
import { unitMayTakeDamage } from '../state/units';
import {
  attackActive,
  enemyAttackDef,
  enemyAttackElement,
  enemyAttackValue,
  findEnemy,
  hasAbility,
  hiddenSummoner,
} from './numbers';
import type { CombatEnemy } from '../state/combat-types';
import {
  bannerArmorBonus,
  extraUnitResistances,
  forcedDamageUnit,
  fortitudeReady,
  hasModifier,
  veilReady,
} from './modifier-queries';
import { woundsToHandTriggers } from '../protocol/hook-port';

/** Unblocked attacks whose damage is still to be assigned (COMBAT-DMG-1, COMBAT-DMG-7). */
export function pendingDamage(state: GameState): { enemy: string; attack: number }[] {
  const c = state.combat;
  if (!c) return [];
  const out: { enemy: string; attack: number }[] = [];
  for (const e of c.enemies) {
    if (hiddenSummoner(state, e)) continue; // COMBAT-DMG-6c: the summoned monster attacks instead
    e.damageAssigned.forEach((done, i) => {
      if (!done && attackActive(state, e, i)) out.push({ enemy: e.id, attack: i });
    });
  }
  return out;
}

/** COMBAT-DMG-2/2a: damage of an unblocked attack (Brutal doubles), or what is left of it. */
export function attackDamage(state: GameState, e: CombatEnemy, i: number): number {
  const left = e.damageLeft?.[i];
  if (left !== undefined && left !== null) return left;
  const v = enemyAttackValue(state, e, i);
  return hasAbility(state, e, 'brutal', i) ? v * 2 : v;
}

function customModifierAmount(state: GameState, hook: string): number {
  let n = 0;
  for (const m of state.turn?.modifiers ?? [])
    if (m.modifier.kind === 'custom' && m.modifier.hook === hook)
      n += Number(m.modifier.params?.amount ?? 0);
  return n;
}

export function unitArmor(state: GameState, u: UnitInstance): number {
  return (
    unitDef(u.id).armor + customModifierAmount(state, 'unit-armor-bonus') + bannerArmorBonus(u)
  );
}

export function unitResistances(state: GameState, u: UnitInstance): Resistance[] {
  const out = new Set<Resistance>(unitDef(u.id).resistances);
  for (const m of state.turn?.modifiers ?? [])
    if (m.modifier.kind === 'unit-resistances' && m.modifier.units === 'all')
      for (const r of m.modifier.resistances) out.add(r);
  for (const r of extraUnitResistances(state, u)) out.add(r); // Banner of Protection, Force of Nature
  return [...out];
}

/** COMBAT-DMG-4b, URES-4: whether the unit resists an attack of this element. */
export function unitResists(res: Resistance[], element: Element): boolean {
  if (element === 'cold-fire') return res.includes('fire') && res.includes('ice');
  return res.includes(element);
}

export function damageRefusal(
  state: GameState,
  enemyId: string,
  attack: number,
  to: string,
): Refusal | null {
  const c = state.combat;
  const turn = state.turn;
  if (!c || !turn) return refuse('COMBAT-3', 'You are not in combat.');
  if (c.phase !== 'damage')
    return refuse('COMBAT-DMG-1', 'Damage is assigned only in the Assign Damage phase.');
  const e = findEnemy(state, enemyId);
  if (!e) return refuse('COMBAT-DMG-1', 'That enemy is not in this combat.');
  if (!pendingDamage(state).some((x) => x.enemy === enemyId && x.attack === attack))
    return refuse(
      'COMBAT-DMG-1',
      'That attack deals no damage to assign (defeated, blocked or already assigned).',
    );
  // Shocktroops: this attack's damage goes to that unit first, even against Assassination.
  const forced = forcedDamageUnit(state, e, attack);
  if (forced && to !== forced)
    return refuse(
      'draw-attack-to-this-unit',
      'The damage of this attack must first be assigned to the unit that drew it.',
    );
  if (to === 'hero') return null;
  const p = getPlayer(state, turn.player);
  const u = p.units.find((x) => x.id === to);
  if (!u) return refuse('COMBAT-DMG-3', 'That is not one of your units.');
  if (!c.unitsAllowed || (c.allowedUnits && !c.allowedUnits.includes(u.id)))
    return refuse(
      c.kind === 'burn-monastery' ? 'COMBAT-1c' : 'COMBAT-1b',
      'Units may not be used in this combat.',
    );
  if (hasModifier(state, 'no-damage-to-units'))
    return refuse(
      'no-damage-to-units',
      'You may not assign damage to your units this turn (Into the Heat).',
    );
  if (hasAbility(state, e, 'assassination', attack) && forced !== u.id)
    return refuse(
      'ABIL-ASSASSIN',
      'Damage of an Assassination attack may only be assigned to your hero.',
    );
  if (u.wounds > 0) return refuse('COMBAT-DMG-4', 'Only unwounded units can be assigned damage.');
  if (c.unitsAbsorbed.includes(u.id))
    return refuse(
      'COMBAT-DMG-4b.5',
      'This unit already absorbed damage by its resistance in this combat.',
    );
  if (!unitMayTakeDamage(state, u.id))
    return refuse(
      'thugs-damage-fee',
      'Damage may be assigned to Thugs only after paying 2 Influence for them.',
    );
  return null;
}

export interface DamagePreview {
  /** Damage of the attack still to assign (Brutal doubled). */
  damage: number;
  /** 'hero' or a unit instance id. */
  to: string;
  element: Element;
  /** Unit: absorbed by its resistance without a wound (COMBAT-DMG-4b.2). */
  absorbed: boolean;
  /** Wounds the unit takes (2 with Poison), 0 when absorbed. */
  unitWounds: number;
  /** Unit destroyed by Paralyze (COMBAT-DMG-6b.1). */
  unitDestroyed: boolean;
  /** Damage left after the unit, to assign further. */
  remaining: number;
  /** Wounds into the hero's hand (COMBAT-DMG-5c). */
  heroWounds: number;
  /** Extra Wounds into the discard pile by Poison (COMBAT-DMG-6a.2). */
  poisonWounds: number;
  /** Paralyze: the hero discards all non-Wound cards (COMBAT-DMG-6b.2). */
  discardHand: boolean;
  /** The hero is knocked out by these wounds (COMBAT-DMG-5d). */
  knockout: boolean;
  /** Armor the enemy gains by Vampiric. */
  vampiric: number;
  /** Veil of Mist: a Wound (with its side effects) the hero ignores. */
  ignoredWound?: boolean;
  /** Banner of Fortitude is flipped: the unit is not wounded (it counts as assigned damage). */
  fortitude?: boolean;
}

/** What assigning this attack's damage to the hero or a unit would do (pure; for the UI). */
export function damagePreview(
  state: GameState,
  enemyId: string,
  attack: number,
  to: string,
): DamagePreview | null {
  const c = state.combat;
  const turn = state.turn;
  const e = findEnemy(state, enemyId);
  if (!c || !turn || !e || enemyAttackDef(e, attack)?.kind !== 'attack') return null;
  const p = getPlayer(state, turn.player);
  const damage = attackDamage(state, e, attack);
  const element = enemyAttackElement(e, attack);
  const poison = hasAbility(state, e, 'poison', attack);
  const paralyze = hasAbility(state, e, 'paralyze', attack);
  const vampiric = hasAbility(state, e, 'vampiric', attack);
  const out: DamagePreview = {
    damage,
    to,
    element,
    absorbed: false,
    unitWounds: 0,
    unitDestroyed: false,
    remaining: 0,
    heroWounds: 0,
    poisonWounds: 0,
    discardHand: false,
    knockout: false,
    vampiric: 0,
  };
  if (to === 'hero') {
    // COMBAT-DMG-5a/5b/5c: one Wound per Armor of damage, rounded up.
    const armor = Math.max(1, heroArmor(p));
    let wounds = damage > 0 ? Math.ceil(damage / armor) : 0;
    if (wounds > 0 && veilReady(state)) {
      wounds -= 1; // Veil of Mist: the first Wound from enemies this turn is ignored
      out.ignoredWound = true;
    }
    out.heroWounds = wounds;
    out.poisonWounds = poison ? wounds : 0;
    out.discardHand = paralyze && wounds > 0;
    out.knockout = !c.knockedOut && c.woundsThisCombat + wounds >= baseHandLimit(p);
    out.vampiric = vampiric ? wounds : 0;
    return out;
  }
  const u = p.units.find((x) => x.id === to);
  if (!u) return null;
  const armor = unitArmor(state, u);
  let dmg = damage;
  if (unitResists(unitResistances(state, u), element)) {
    // COMBAT-DMG-4b.1/4b.2: first reduce by Armor without a wound.
    dmg -= armor;
    if (dmg <= 0) {
      out.absorbed = true;
      return out;
    }
  }
  if (fortitudeReady(u)) {
    // Banner of Fortitude: no Wound nor its side effects; the damage is still reduced by Armor.
    out.fortitude = true;
    out.remaining = Math.max(0, dmg - armor);
    return out;
  }
  // COMBAT-DMG-4a: wounded however much damage; then reduce by Armor.
  out.unitWounds = paralyze ? 1 : poison ? 2 : 1;
  out.unitDestroyed = paralyze;
  out.remaining = Math.max(0, dmg - armor);
  out.vampiric = vampiric ? 1 : 0;
  return out;
}

/** COMBAT-DMG-5d: knocked out once the Wounds taken into hand this combat reach the Hand limit. */
export function checkKnockout(state: GameState, p: PlayerState, ctx: Ctx): void {
  const c = state.combat;
  if (!c || c.knockedOut || c.woundsThisCombat < baseHandLimit(p)) return;
  c.knockedOut = true;
  discardNonWounds(state, p);
  ctx.emit({ type: 'knocked-out', player: p.id, wounds: c.woundsThisCombat });
}

/** COMBAT-DMG-5d / 6b.2: discard all non-Wound cards (counts as discarding for TURN-OPT-5a). */
function discardNonWounds(state: GameState, p: PlayerState): void {
  const gone = p.hand.filter((x) => !isWound(x));
  if (gone.length === 0) return;
  p.hand = p.hand.filter(isWound);
  p.discard.push(...gone);
  if (state.turn?.player === p.id) state.turn.cardPlayedOrDiscarded = true;
}

/** Assign the (remaining) damage of one attack to the hero or a unit. */
export function assignDamage(
  state: GameState,
  enemyId: string,
  attack: number,
  to: string,
  ctx: Ctx,
): void {
  const c = state.combat;
  const turn = state.turn;
  const e = findEnemy(state, enemyId);
  const pv = damagePreview(state, enemyId, attack, to);
  if (!c || !turn || !e || !pv) return;
  const p = getPlayer(state, turn.player);
  if (!e.damageLeft) e.damageLeft = e.blocked.map(() => null);
  ctx.emit({ type: 'damage-assigned', player: p.id, enemy: e.id, attack, to, damage: pv.damage });
  for (const k of Object.keys(e.flags)) if (k === `damage-first-to:${to}`) delete e.flags[k]; // Shocktroops
  if (pv.ignoredWound) {
    turn.flags['veil-used'] = 1;
    ctx.emit({ type: 'wound-ignored', player: p.id, source: 'ignore-first-enemy-wound' });
  }
  if (to === 'hero') {
    takeWounds(state, p, pv.heroWounds, 'hand', ctx);
    if (pv.poisonWounds > 0) takeWounds(state, p, pv.poisonWounds, 'discard', ctx); // COMBAT-DMG-6a.2
    c.woundsThisCombat += pv.heroWounds;
    if (pv.discardHand) {
      discardNonWounds(state, p); // COMBAT-DMG-6b.2
      ctx.emit({ type: 'paralyzed', player: p.id });
    }
    e.vampiric = (e.vampiric ?? 0) + pv.vampiric; // ABIL-VAMPIRIC
    e.damageAssigned[attack] = true;
    e.damageLeft[attack] = null;
    checkKnockout(state, p, ctx);
    woundsToHandTriggers(state, pv.heroWounds, ctx);
    return;
  }
  const u = p.units.find((x) => x.id === to);
  if (!u) return;
  if (pv.absorbed) {
    c.unitsAbsorbed.push(u.id); // COMBAT-DMG-4b.5
    ctx.emit({ type: 'damage-absorbed', player: p.id, unit: u.id });
  } else if (pv.fortitude) {
    u.bannerFlipped = true; // face up again at the next round
    c.unitsAbsorbed.push(u.id); // it counts as having been assigned damage
    ctx.emit({ type: 'banner-flipped', player: p.id, unit: u.id, card: u.banner ?? null });
  } else if (pv.unitDestroyed) {
    // COMBAT-DMG-6b.1: destroyed, out of the game.
    p.units = p.units.filter((x) => x.id !== u.id);
    if (u.banner) p.discard.push(u.banner);
    state.removed.push(u.id);
    ctx.emit({ type: 'unit-destroyed', player: p.id, unit: u.id });
  } else {
    u.wounds += pv.unitWounds; // COMBAT-DMG-6a.1: 2 with Poison
    state.woundPile -= pv.unitWounds;
    ctx.emit({ type: 'unit-wounded', player: p.id, unit: u.id, wounds: pv.unitWounds });
  }
  e.vampiric = (e.vampiric ?? 0) + pv.vampiric;
  if (pv.remaining > 0) e.damageLeft[attack] = pv.remaining;
  else {
    e.damageAssigned[attack] = true;
    e.damageLeft[attack] = null;
  }
}

// Pure queries behind the combat effects of cards, skills, units and banners: which modifiers are
// in force and what they change in the combat numbers (attacks, unit armor and resistances,
// damage). The combat module calls these at its seams; nothing here changes the state except the
// small bookkeeping helpers at the end. No interpreter imports: combat/columns.ts, damage.ts and
// phases.ts ask it, so it sits in combat/ (issue 14), and the effect hooks import it from here.
import { cardDef } from '../content';
import type { Resistance } from '../core/types';
import type { ColumnEntry, CombatEnemy, CombatReserve } from '../state/combat-types';
import { attackActive, findEnemy, fortificationLevel, hasAbility, hiddenSummoner } from './numbers';
import type { ActiveModifier, GameState, PlayerState, UnitInstance } from '../state/types';

/** Active custom modifiers of this hook (content: customModifier). */
export function customModifiers(state: GameState, hook: string): ActiveModifier[] {
  return (state.turn?.modifiers ?? []).filter(
    (m) => m.modifier.kind === 'custom' && m.modifier.hook === hook,
  );
}

export const hasModifier = (state: GameState, hook: string): boolean =>
  customModifiers(state, hook).length > 0;

export function modifierParam(m: ActiveModifier, key: string): number {
  return m.modifier.kind === 'custom' ? Number(m.modifier.params?.[key] ?? 0) : 0;
}

// ----------------------------------------------------------------------------- banners (UNIT-8)

/** Definition id of the Banner assigned to a unit (null without one). */
export function bannerOf(u: UnitInstance): string | null {
  if (!u.banner || u.commandBanner) return null;
  return cardDef(u.banner).id;
}

/** Banner of Glory and Banner of Protection: the assigned unit has Armor +1. */
export function bannerArmorBonus(u: UnitInstance): number {
  const b = bannerOf(u);
  return b === 'banner-of-glory' || b === 'banner-of-protection' ? 1 : 0;
}

/**
 * Resistances a unit gains: Banner of Protection (Fire and Ice), and 'unit-resistances'
 * modifiers given to this one unit (Force of Nature).
 */
export function extraUnitResistances(state: GameState, u: UnitInstance): Resistance[] {
  const out: Resistance[] = [];
  if (bannerOf(u) === 'banner-of-protection') out.push('fire', 'ice');
  for (const m of state.turn?.modifiers ?? [])
    if (m.modifier.kind === 'unit-resistances' && m.modifier.units === 'one' && m.target === u.id)
      out.push(...m.modifier.resistances);
  return out;
}

/** Banner of Fortitude: unused this round, it keeps the unit from being wounded once. */
export function fortitudeReady(u: UnitInstance): boolean {
  return bannerOf(u) === 'banner-of-fortitude' && !u.bannerFlipped;
}

export function isUnitOf(p: PlayerState, source: string): boolean {
  return p.units.some((u) => u.id === source);
}

// ----------------------------------------------------------------------------- attacks

/** Whether the open attack group may take a Ranged attack as such (no fortified target now). */
export function rangedAllowedNow(state: GameState): boolean {
  const c = state.combat;
  if (!c?.attack) return false;
  if (c.phase === 'attack') return true;
  if (c.phase !== 'ranged') return false;
  return !c.attack.targets.some((t) => {
    const e = findEnemy(state, t);
    return e ? fortificationLevel(state, e) > 0 : false;
  });
}

/** 'bow-of-starsdawn': a Ranged attack may always become a Siege attack this turn. */
export const bowActive = (state: GameState): boolean => hasModifier(state, 'bow-of-starsdawn');

/**
 * What modifiers make of an attack added to a column: Bow of Starsdawn (a Ranged attack is doubled
 * or becomes Siege; a Siege attack may be doubled and becomes Ranged — whichever the targets allow,
 * doubling when both do), Sword of Justice (physical attacks count double in the Attack phase).
 */
export function transformAttack(state: GameState, entry: ColumnEntry): ColumnEntry {
  let out = entry;
  if (bowActive(state) && (out.style === 'ranged' || out.style === 'siege')) {
    out = rangedAllowedNow(state)
      ? { ...out, amount: out.amount * 2, style: 'ranged' }
      : { ...out, style: 'siege' };
  }
  if (
    state.combat?.phase === 'attack' &&
    out.element === 'physical' &&
    hasModifier(state, 'double-physical-attacks')
  )
    out = { ...out, amount: out.amount * 2 };
  return out;
}

// ----------------------------------------------------------------------------- Move in combat

/** Enemies one more Wings of Night target may be (not Arcane Immune, still attacking). */
export function doesNotAttackTargets(state: GameState): CombatEnemy[] {
  const c = state.combat;
  if (!c) return [];
  return c.enemies.filter(
    (e) =>
      !e.defeated &&
      !hiddenSummoner(state, e) &&
      !e.flags['does-not-attack'] &&
      !hasAbility(state, e, 'arcane-immunity') &&
      e.blocked.some((_, i) => attackActive(state, e, i)),
  );
}

/** Move the next Wings of Night enemy costs (2nd 1, 3rd 2, …); 0 when none is under way. */
export function wingsCost(state: GameState): number {
  return state.turn?.flags['wings-of-night'] ?? 0;
}

export function wingsOpen(state: GameState): boolean {
  const ph = state.combat?.phase;
  return (
    wingsCost(state) > 0 &&
    (ph === 'ranged' || ph === 'block') &&
    doesNotAttackTargets(state).length > 0
  );
}

/** Agility ('move-to-attack') and Wings of Night make Move points useful in combat. */
export function moveUsefulInCombat(state: GameState): boolean {
  const ph = state.combat?.phase;
  if (hasModifier(state, 'move-to-attack') && (ph === 'ranged' || ph === 'attack')) return true;
  return wingsOpen(state);
}

// ----------------------------------------------------------------------------- damage

/**
 * Shocktroops ('draw-attack-to-this-unit'): the unit this attack's damage must go to first, while
 * it can still take it.
 */
export function forcedDamageUnit(state: GameState, e: CombatEnemy, attack: number): string | null {
  const c = state.combat;
  const p = state.turn ? state.players[state.turn.player] : undefined;
  if (!c || !p || !c.unitsAllowed || hasModifier(state, 'no-damage-to-units')) return null;
  for (const [k, v] of Object.entries(e.flags)) {
    if (!k.startsWith('damage-first-to:') || v !== attack + 1) continue;
    const id = k.slice('damage-first-to:'.length);
    const u = p.units.find((x) => x.id === id);
    if (
      u &&
      u.wounds === 0 &&
      !c.unitsAbsorbed.includes(u.id) &&
      (!c.allowedUnits || c.allowedUnits.includes(u.id))
    )
      return u.id;
  }
  return null;
}

/** Veil of Mist: the first Wound the hero would take from enemies this turn is still to ignore. */
export function veilReady(state: GameState): boolean {
  return hasModifier(state, 'ignore-first-enemy-wound') && !state.turn?.flags['veil-used'];
}

// ----------------------------------------------------------------------------- reserves

const PHASE_ORDER = { ranged: 0, block: 1, damage: 2, attack: 3 } as const;

/** Reserves for a phase the combat has moved past are lost (COMBAT-RANGED-8, COMBAT-BLOCK-10). */
export function pruneReserves(state: GameState): void {
  const c = state.combat;
  if (!c?.reserve) return;
  c.reserve = c.reserve.filter((r) => PHASE_ORDER[r.phase] >= PHASE_ORDER[c.phase]);
}

export function addReserve(state: GameState, r: Omit<CombatReserve, 'id'>): CombatReserve | null {
  const c = state.combat;
  if (!c) return null;
  const full: CombatReserve = { id: String(state.nextSerial++), ...r };
  c.reserve = [...(c.reserve ?? []), full];
  return full;
}

/**
 * Combat hooks that are rules rather than effects (modifier hooks), and where each is read — the
 * combat counterpart of deeds.ts RULE_HOOKS, for the hook registry test.
 */
export const COMBAT_RULE_HOOKS: Record<string, string> = {
  'influence-as-block': 'effects/interpret.ts influenceAsBlock (Influence resolves as Block)',
  'move-to-attack': 'effects/hooks/combat-flow.ts (combat-option), combat/columns.ts (Move usable)',
  ambush: 'effects/hooks/combat-flow.ts combatBonus',
  'no-damage-to-units': 'combat/damage.ts damageRefusal',
  'double-physical-attacks': 'combat/modifier-queries.ts transformAttack (combat/columns.ts)',
  'bow-of-starsdawn': 'combat/modifier-queries.ts transformAttack, combat/columns.ts attackAllowed',
  'attacks-become-cold-fire': 'combat/columns.ts addAttack',
  'attacks-also-siege': 'combat/numbers.ts, combat/columns.ts attackAllowed',
  'ignore-first-enemy-wound': 'combat/damage.ts damagePreview / assignDamage',
  'ignore-site-fortifications': 'combat/numbers.ts fortificationLevel',
  'unit-armor-bonus': 'combat/damage.ts unitArmor',
  'norowas-leadership': 'effects/hooks/combat-flow.ts combatBonus',
};

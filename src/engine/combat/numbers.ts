// Every number of a combat, computed by the engine and shown by the UI: enemies' effective armor,
// attacks and abilities (ABIL-*, COMBAT-CITY-1), the totals of attack groups after resistances
// (COMBAT-RANGED-4) and of blocks after elemental efficiency and Swift (COMBAT-BLOCK-5/6).
// Pure functions of the state.
import { cityDef, enemyDef } from '../content';
import { writable, writableDeep } from '../core/working-copy';
import type { EnemyAbility, EnemyAttack } from '../content/types';
import type { Element, Resistance } from '../core/types';
import type { GameState } from '../state/types';
import type { AttackGroup, BlockColumn, ColumnEntry, CombatEnemy } from '../state/combat-types';
import { sparedBySkill } from '../state/teams';
import { intCombatArmor, intCombatAttack } from './intcombat';
import { cityAt, cityColors } from '../state/cities';

export function findEnemy(state: GameState, id: string): CombatEnemy | undefined {
  return state.combat?.enemies.find((e) => e.id === id);
}

/**
 * findEnemy, to be written (issue 15): applyAction's copy plans leave the combat's enemies out
 * (`LAZY` in src/engine/index.ts; a declared attack changes one only when a Defend enemy lends its
 * armour, COMBAT-ABIL defend), so a rule that changes one through this copies it at that first
 * write (core/working-copy.ts); the others stay shared. Read `state.combat.enemies` again after it.
 */
export function writableEnemy(state: GameState, id: string): CombatEnemy | undefined {
  const i = state.combat?.enemies.findIndex((e) => e.id === id) ?? -1;
  if (i < 0) return undefined;
  const c = writable<NonNullable<GameState['combat']>>(state, 'combat');
  return writableDeep<CombatEnemy>(writable(c, 'enemies'), i);
}

/** Abilities that belong to an enemy's attacks (lost together, 'lose-attack-abilities'). */
export const ATTACK_ABILITIES: readonly EnemyAbility[] = [
  'swift',
  'brutal',
  'poison',
  'paralyze',
  'assassination',
  'cumbersome',
  'vampiric',
];

/** COMBAT-CITY-1: the defender bonus of the city assaulted (VAR-MEGA-6c: both of a Megapolis). */
function cityBonuses(state: GameState, e: CombatEnemy) {
  const color = state.combat?.cityColor;
  if (!color || e.origin.kind !== 'city') return [];
  const city = cityAt(state, e.origin.hex);
  const colors = city?.megapolis ? cityColors(city) : [color];
  return colors.map((c) => cityDef(c).defenderBonus);
}

/** The printed attack of an enemy (undefined for a bad index). */
export function enemyAttackDef(e: CombatEnemy, i: number): EnemyAttack | undefined {
  return enemyDef(e.id).attacks[i];
}

/**
 * The enemy's abilities now: printed ones, Brutal/Poison of a red/green city for physical
 * attacks (COMBAT-CITY-1c/1d), minus attack abilities removed by effects. With `attack` given,
 * the abilities that apply to that attack.
 */
export function enemyAbilities(state: GameState, e: CombatEnemy, attack?: number): EnemyAbility[] {
  const out = new Set<EnemyAbility>(enemyDef(e.id).abilities);
  for (const bonus of cityBonuses(state, e)) {
    if (bonus.kind !== 'gain-ability') continue;
    const atks = enemyDef(e.id).attacks;
    const physical =
      attack === undefined
        ? atks.some((a) => a.kind === 'attack' && a.element === 'physical')
        : (() => {
            const a = atks[attack];
            return a?.kind === 'attack' && a.element === 'physical';
          })();
    if (physical) out.add(bonus.ability);
  }
  if (e.flags['gain-cumbersome']) out.add('cumbersome');
  if (e.flags['lose-attack-abilities']) for (const a of ATTACK_ABILITIES) out.delete(a);
  // Know Your Prey: one ability ignored.
  for (const a of [...out]) if (e.flags[`lose-ability:${a}`]) out.delete(a);
  return [...out];
}

export const hasAbility = (
  state: GameState,
  e: CombatEnemy,
  a: EnemyAbility,
  attack?: number,
): boolean => enemyAbilities(state, e, attack).includes(a);

/** Resistances still in force (effects may remove some or all, ABIL-RES-*). */
export function enemyResistances(e: CombatEnemy): Resistance[] {
  if (e.flags['lose-resistances']) return [];
  return enemyDef(e.id).resistances.filter((r) => !e.flags[`lose-res-${r}`]);
}

/** All attacks of this enemy blocked (ABIL-MULTI; needs at least one blockable attack). */
export function allAttacksBlocked(e: CombatEnemy): boolean {
  const atks = enemyDef(e.id).attacks;
  let any = false;
  for (let i = 0; i < atks.length; i++) {
    if (atks[i]?.kind !== 'attack') continue;
    any = true;
    if (!e.blocked[i]) return false;
  }
  return any;
}

/**
 * Effective armor: ABIL-ELUSIVE (the lower value only in the Attack phase when all attacks were
 * blocked), White City +1 (COMBAT-CITY-1a), Vampiric gains, Defend bonus, effects (reductions
 * never below their minimum).
 */
export function enemyArmor(state: GameState, e: CombatEnemy): number {
  const set = e.flags['armor-set'];
  if (set) return set; // Disease: Armor 1 this combat
  const def = enemyDef(e.id);
  let base = def.armor;
  if (def.elusiveArmor !== undefined && hasAbility(state, e, 'elusive')) {
    const low = state.combat?.phase === 'attack' && allAttacksBlocked(e);
    if (!low) base = def.elusiveArmor;
  }
  for (const bonus of cityBonuses(state, e)) if (bonus.kind === 'armor') base += bonus.amount;
  base += (e.vampiric ?? 0) + (e.defendBonus ?? 0) + intCombatArmor(state, e); // VAR-INTCOMBAT-2a/2c
  if (e.armorMod >= 0) return base + e.armorMod;
  const floor = e.flags['armor-min'] ?? 1;
  return Math.max(Math.min(base, floor), base + e.armorMod);
}

/** Element of an attack of the enemy. */
export function enemyAttackElement(e: CombatEnemy, i: number): Element {
  // Know Your Prey: the element of one attack changed (1 physical, 2 fire, 3 ice).
  const changed = e.flags[`element:${i}`];
  if (changed) return changed === 2 ? 'fire' : changed === 3 ? 'ice' : 'physical';
  const a = enemyAttackDef(e, i);
  return a?.kind === 'attack' ? a.element : 'physical';
}

/** Effective value of one attack: printed + Blue City bonus (COMBAT-CITY-1b) + effects, ≥ 0. */
export function enemyAttackValue(state: GameState, e: CombatEnemy, i: number): number {
  const a = enemyAttackDef(e, i);
  if (a?.kind !== 'attack') return 0;
  let v = a.value;
  for (const bonus of cityBonuses(state, e)) {
    if (bonus.kind !== 'elemental-attack') continue;
    if (a.element === 'fire' || a.element === 'ice') v += bonus.fireOrIce;
    else if (a.element === 'cold-fire') v += bonus.coldFire;
  }
  // VAR-INTCOMBAT-2b: the red die gives Attack +1.
  return Math.max(
    0,
    v + (e.attackMod[i] ?? 0) + naturesVengeance(state) + intCombatAttack(state, e),
  );
}

/**
 * Nature's Vengeance (★): while another player's token is in the centre, the enemies fought get
 * Attack +1 in the Block phase.
 */
function naturesVengeance(state: GameState): number {
  if (state.combat?.phase !== 'block' || !state.turn) return 0;
  const me = state.turn.player;
  return state.players.some(
    (p) =>
      p.id !== me &&
      !sparedBySkill(state, p.id, me) && // SCEN-TEAM-2
      p.skills.some((s) => s.id === 'braevalar-natures-vengeance' && s.inCenter),
  )
    ? 1
    : 0;
}

/** Is this attack still coming (not blocked, enemy alive and attacking, value above 0)? */
export function attackActive(state: GameState, e: CombatEnemy, i: number): boolean {
  if (e.defeated || e.flags['does-not-attack']) return false;
  if (enemyAttackDef(e, i)?.kind !== 'attack') return false;
  if (e.flags[`cancelled:${i}`]) return false; // Banner of Fear (cancelled, not blocked)
  if (e.blocked[i]) return false;
  return enemyAttackValue(state, e, i) > 0;
}

/** COMBAT-BLOCK-2a: a summoner whose summoned tokens stand in for it cannot be targeted now. */
export function hiddenSummoner(state: GameState, e: CombatEnemy): boolean {
  const ph = state.combat?.phase;
  return (ph === 'block' || ph === 'damage') && (e.summoned?.length ?? 0) > 0;
}

/** Enemies that can be targeted by effects now: alive, not a hidden summoner. */
export function activeEnemies(state: GameState): CombatEnemy[] {
  return (state.combat?.enemies ?? []).filter((e) => !e.defeated && !hiddenSummoner(state, e));
}

// ----------------------------------------------------------------------------- fortification

function siteFortificationIgnored(state: GameState): boolean {
  return (state.turn?.modifiers ?? []).some(
    (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'ignore-site-fortifications',
  );
}

/**
 * COMBAT-RANGED-3b/3c: an enemy counts as fortified in the Ranged phase when it has the Fortified
 * ability or defends a fortified site (both: doubly fortified, not targetable at all), unless an
 * effect removed its fortification; Unfortified enemies ignore site fortification (ABIL-UNFORT).
 */
export function fortificationLevel(state: GameState, e: CombatEnemy): 0 | 1 | 2 {
  if (e.flags['lose-fortification']) return 0;
  const def = enemyDef(e.id);
  const own = def.abilities.includes('fortified') && !e.flags['lose-ability:fortified'] ? 1 : 0;
  const unfortified = def.abilities.includes('unfortified') && !e.flags['lose-ability:unfortified'];
  const site = e.siteFortified && !unfortified && !siteFortificationIgnored(state) ? 1 : 0;
  return (own + site) as 0 | 1 | 2;
}

// ----------------------------------------------------------------------------- attack totals

/** 'attacks-also-siege' (Altem Mages): every attack counts as a Siege attack this combat. */
export function attacksAlsoSiege(state: GameState): boolean {
  return (state.turn?.modifiers ?? []).some(
    (m) => m.modifier.kind === 'custom' && m.modifier.hook === 'attacks-also-siege',
  );
}

/** Whether an attack of this element is inefficient against these targets (COMBAT-RANGED-4a/4b). */
export function attackInefficient(element: Element, targets: CombatEnemy[]): boolean {
  const res = targets.map(enemyResistances);
  switch (element) {
    case 'physical':
      return res.some((r) => r.includes('physical'));
    case 'fire':
      return res.some((r) => r.includes('fire'));
    case 'ice':
      return res.some((r) => r.includes('ice'));
    case 'cold-fire':
      return res.some((r) => r.includes('fire') && r.includes('ice'));
  }
}

/** Sum of efficient entries plus half (rounded down) the sum of inefficient ones. */
function halve(entries: { amount: number; inefficient: boolean }[]) {
  let raw = 0;
  let eff = 0;
  let ineff = 0;
  for (const x of entries) {
    raw += x.amount;
    if (x.inefficient) ineff += x.amount;
    else eff += x.amount;
  }
  return { raw, effective: eff + Math.floor(ineff / 2) };
}

export interface AttackSummary {
  kind: 'attack';
  targets: string[];
  /** Sum of all attack values in the column. */
  raw: number;
  /** After halving inefficient attacks (resistances). */
  effective: number;
  /** Total effective armor of the targets. */
  armor: number;
  /** Attack still needed to defeat all targets (0 = enough). */
  needed: number;
}

export function attackSummary(state: GameState, g: AttackGroup): AttackSummary {
  const targets = g.targets.map((t) => findEnemy(state, t)).filter((e): e is CombatEnemy => !!e);
  const { raw, effective } = halve(
    g.entries.map((x) => ({
      amount: x.amount,
      inefficient: attackInefficient(x.element, targets),
    })),
  );
  const armor = targets.reduce((s, e) => s + enemyArmor(state, e), 0);
  return {
    kind: 'attack',
    targets: g.targets,
    raw,
    effective,
    armor,
    needed: Math.max(0, armor - effective),
  };
}

// ----------------------------------------------------------------------------- block totals

/** COMBAT-BLOCK-5a: which block elements are fully efficient against an attack element. */
export function blockEfficient(block: Element, attack: Element): boolean {
  switch (attack) {
    case 'physical':
      return true;
    case 'fire':
      return block === 'ice' || block === 'cold-fire';
    case 'ice':
      return block === 'fire' || block === 'cold-fire';
    case 'cold-fire':
      return block === 'cold-fire';
  }
}

export interface BlockSummary {
  kind: 'block';
  enemy: string;
  attackIndex: number;
  element: Element;
  /** Sum of all block values in the column. */
  raw: number;
  /** After halving inefficient blocks and doubling Swift-double blocks against Swift enemies. */
  effective: number;
  /** Block needed: the attack value, doubled against Swift (COMBAT-BLOCK-6a). */
  attack: number;
  needed: number;
}

/** Block needed against one attack (COMBAT-BLOCK-6/6a). */
export function blockNeeded(state: GameState, e: CombatEnemy, i: number): number {
  const v = enemyAttackValue(state, e, i);
  return hasAbility(state, e, 'swift', i) ? v * 2 : v;
}

export function blockTotal(state: GameState, e: CombatEnemy, i: number, entries: ColumnEntry[]) {
  const element = enemyAttackElement(e, i);
  const swift = hasAbility(state, e, 'swift', i);
  return halve(
    entries.map((x) => ({
      amount: x.swiftDouble && swift ? x.amount * 2 : x.amount,
      inefficient: !blockEfficient(x.element, element),
    })),
  );
}

export function blockSummary(state: GameState, b: BlockColumn): BlockSummary | null {
  const e = findEnemy(state, b.enemy);
  if (!e) return null;
  const { raw, effective } = blockTotal(state, e, b.attackIndex, b.entries);
  const attack = blockNeeded(state, e, b.attackIndex);
  return {
    kind: 'block',
    enemy: b.enemy,
    attackIndex: b.attackIndex,
    element: enemyAttackElement(e, b.attackIndex),
    raw,
    effective,
    attack,
    needed: Math.max(0, attack - effective),
  };
}

/** The open column's numbers for the UI (null when no column is open). */
export function columnSummary(state: GameState): AttackSummary | BlockSummary | null {
  const c = state.combat;
  if (!c) return null;
  if (c.attack) return attackSummary(state, c.attack);
  if (c.block) return blockSummary(state, c.block);
  return null;
}

// ----------------------------------------------------------------------------- enemy view

export interface EnemyStats {
  id: string;
  defeated: boolean;
  armor: number;
  /** Fortification in the Ranged phase: 0 none, 1 fortified, 2 doubly fortified. */
  fortification: 0 | 1 | 2;
  resistances: Resistance[];
  abilities: EnemyAbility[];
  attacks: {
    index: number;
    kind: 'attack' | 'summon';
    element: Element;
    value: number;
    /** Block needed (Swift doubled). */
    blockNeeded: number;
    /** Damage if unblocked (Brutal doubled). */
    damage: number;
    blocked: boolean;
    damageAssigned: boolean;
  }[];
  summonedBy: string | null;
  /** Cannot be targeted now (a summoner in the Block/Damage phase). */
  hidden: boolean;
}

/** Effective numbers of every enemy in the combat. */
export function enemyStats(state: GameState): EnemyStats[] {
  return (state.combat?.enemies ?? []).map((e) => ({
    id: e.id,
    defeated: e.defeated,
    armor: enemyArmor(state, e),
    fortification: fortificationLevel(state, e),
    resistances: enemyResistances(e),
    abilities: enemyAbilities(state, e),
    attacks: enemyDef(e.id).attacks.map((a, index) => {
      const value = enemyAttackValue(state, e, index);
      return {
        index,
        kind: a.kind,
        element: enemyAttackElement(e, index),
        value,
        blockNeeded: a.kind === 'attack' ? blockNeeded(state, e, index) : 0,
        damage:
          a.kind === 'attack' ? (hasAbility(state, e, 'brutal', index) ? value * 2 : value) : 0,
        blocked: e.blocked[index] ?? false,
        damageAssigned: e.damageAssigned[index] ?? false,
      };
    }),
    summonedBy: e.summonedBy ?? null,
    hidden: hiddenSummoner(state, e),
  }));
}

// Combat state (§8). The four phases (COMBAT-3) run in order; the player builds attack groups and
// blocks as "columns" of effects, and the engine computes every number the UI shows
// (combat/numbers.ts). Everything here is plain JSON.
import type { CityColor, Element, EnemyInstanceId } from '../core/types';
import type { Reward, SiteType } from '../content/types';
import type { HexKey } from '../hex/hex';
import type { PlayerId } from './types';
import type { Effect } from '../content/vocabulary';
import type { EffectContext } from './choice-types';
import type { IntCombatDie } from './variant-types';

export type CombatPhase = 'ranged' | 'block' | 'damage' | 'attack';

export interface CombatEnemy {
  /** Enemy token instance id. */
  id: EnemyInstanceId;
  /** Where the token came from, so the outcome can put survivors back (COMBAT-OUTCOME-3). */
  origin: { kind: 'hex'; hex: HexKey } | { kind: 'city'; hex: HexKey } | { kind: 'drawn' };
  /** Defends a fortified site (COMBAT-1a): fortified in the ranged phase. */
  siteFortified: boolean;
  /** A defender of the site fought at (must all be defeated to conquer it, COMBAT-OUTCOME-2c.1). */
  defender?: boolean;
  /** Rampaging enemy fought on its space (reputation on defeat, COMBAT-OUTCOME-2a). */
  rampaging: boolean;
  defeated: boolean;
  /** Per attack of the enemy: blocked or not (ABIL-MULTI). */
  blocked: boolean[];
  /** Damage of each attack assigned (COMBAT-DMG-7). */
  damageAssigned: boolean[];
  /** Damage of an attack still to assign after part of it went to units (COMBAT-DMG-5). */
  damageLeft?: (number | null)[];
  /** Armor modifications this combat by effects (negative = reduction). */
  armorMod: number;
  /** ABIL-VAMPIRIC: armor gained from wounds dealt this combat. */
  vampiric?: number;
  /** ABIL-DEFEND: armor added by a defending enemy (at most one Defend bonus per enemy). */
  defendBonus?: number;
  /** Attack modifications per attack (effects, cumbersome Move points). */
  attackMod: number[];
  /** ABIL-SUMMON: the summoned tokens standing in for this enemy in the block/damage phases. */
  summoned?: EnemyInstanceId[];
  /** This enemy was summoned by another (discarded after the damage phase, no fame). */
  summonedBy?: EnemyInstanceId;
  /**
   * Effects on this enemy. Known flags: does-not-attack, lose-fortification, lose-resistances,
   * lose-res-physical/-fire/-ice, destroy-if-blocked, lose-attack-abilities, gain-cumbersome,
   * armor-min (floor of armor reductions), armor-set (Armor is this value: Disease),
   * lose-ability:<ability> and element:<attack index> (1 physical, 2 fire, 3 ice: Know Your
   * Prey), cancelled:<attack index> (Banner of Fear), damage-first-to:<unit> (Shocktroops),
   * dueled (Dueling), unit-helped (a Unit blocked or attacked it: Dueling).
   */
  flags: Record<string, number>;
  /** Fame multiplier (½ for another player's keep, COMBAT-1a.1; rounded up). */
  fameFactor?: number;
}

/** One contribution to a column (an attack or block effect). */
export interface ColumnEntry {
  amount: number;
  element: Element;
  style: 'melee' | 'ranged' | 'siege';
  /** Card/unit/skill it came from (for colour-based resistance checks and the UI). */
  source: string;
  /** Counts double against swift enemies (Utem Guardsmen, Catapults). */
  swiftDouble?: boolean;
}

export interface AttackGroup {
  targets: EnemyInstanceId[];
  entries: ColumnEntry[];
}

export interface BlockColumn {
  enemy: EnemyInstanceId;
  attackIndex: number;
  entries: ColumnEntry[];
  /** `on-successful-block`: effects that follow if this block succeeds (effects/hooks/combat-blocks.ts). */
  onSuccess?: { effect: Effect; context: EffectContext }[];
}

/**
 * Attack or Block points an effect made available for later in this combat (Dueling, Possess,
 * Burning Shield, split blocks/attacks, Dodge and Weave): used with the `combat-option` action
 * into the open column of `phase` (effects/hooks/combat-options.ts).
 */
export interface CombatReserve {
  /** Unique within the combat (the option id is `reserve:<id>`). */
  id: string;
  /** Card, skill or unit it came from (colour checks, Dueling's no-unit condition). */
  source: string;
  kind: 'attack' | 'block';
  entries: ColumnEntry[];
  /** The phase it may be used in (dropped when the combat moves past it). */
  phase: CombatPhase;
  /** Only in an attack on exactly this enemy (Dueling). */
  only?: EnemyInstanceId;
  /** Never against these enemies (Possess) or enemy attacks `<enemy>|<index>` (split blocks). */
  exclude?: string[];
  /** Reserves of one split effect: each goes to a different enemy / enemy attack. */
  group?: string;
  /** Usable only if no Wound went into the hand this combat (Dodge and Weave). */
  unwounded?: boolean;
}

/** The site a combat is fought at and what winning it means (COMBAT-OUTCOME-2). */
export interface CombatSite {
  hex: HexKey;
  type: SiteType;
  /** Dungeon/tomb fought again after its conquest: Fame only (sites.md). */
  fameOnly?: boolean;
  /** Rewards for winning, taken at the end of the turn (END-5). */
  rewards: Reward[];
  /** Maze/labyrinth path (its Move cost). */
  path?: number;
  /** Another player's keep being assaulted (COMBAT-1a.1): its owner. */
  previousOwner?: PlayerId;
}

export interface CombatState {
  phase: CombatPhase;
  /** What started it (COMBAT-1) and where. */
  kind: 'rampaging' | 'assault' | 'adventure' | 'burn-monastery' | 'scenario';
  hex: HexKey | null;
  /** The site fought at (assault, adventure site, monastery); null for rampaging enemies only. */
  site?: CombatSite | null;
  /** COMBAT-CITY-1: colour of the city assaulted (its defenders get the bonus). */
  cityColor?: CityColor | null;
  enemies: CombatEnemy[];
  /** Open attack group in the ranged or attack phase. */
  attack: AttackGroup | null;
  /** Open block column in the block phase. */
  block: BlockColumn | null;
  /** Site-specific restrictions (dungeons, tombs, burning a monastery). */
  nightRules: boolean;
  unitsAllowed: boolean;
  /** Maze/labyrinth: only these units may take part (null = all, when units are allowed). */
  allowedUnits?: string[] | null;
  /** COMBAT-DMG-5d: wounds taken into hand this combat. */
  woundsThisCombat: number;
  knockedOut: boolean;
  /** Units that absorbed damage by resistance this combat (COMBAT-DMG-4b.5). */
  unitsAbsorbed: string[];
  /** Fame gained in this combat (for the log and the UI). */
  fameGained: number;
  /**
   * COMBAT-2c: rampaging enemies adjacent to the space a move started this combat on, which may
   * still be challenged to join (until the first attack is declared or the phase ends).
   */
  challengeable?: HexKey[];
  /** ABIL-DEFEND: enemies whose Defend has been used this combat. */
  defendUsed?: EnemyInstanceId[];
  /** Attack/Block points kept for later in this combat (CombatReserve). */
  reserve?: CombatReserve[];
  /** VAR-INTCOMBAT-2: the die the previous player set for a combat against a single enemy. */
  intCombat?: IntCombatDie;
}

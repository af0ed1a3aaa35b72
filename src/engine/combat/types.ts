// Combat state (§8). The four phases (COMBAT-3) run in order; the player builds attack groups and
// blocks as "columns" of effects, and the engine computes every number the UI shows.
import type { Element, EnemyInstanceId } from '../core/types';
import type { HexKey } from '../hex/hex';

export type CombatPhase = 'ranged' | 'block' | 'damage' | 'attack';

export interface CombatEnemy {
  /** Enemy token instance id. */
  id: EnemyInstanceId;
  /** Where the token came from, so the outcome can put survivors back (COMBAT-OUTCOME-3). */
  origin: { kind: 'hex'; hex: HexKey } | { kind: 'city'; hex: HexKey } | { kind: 'drawn' };
  /** Defends a fortified site (COMBAT-1a): fortified in the ranged phase. */
  siteFortified: boolean;
  /** Rampaging enemy fought on its space (reputation on defeat, COMBAT-OUTCOME-2a). */
  rampaging: boolean;
  defeated: boolean;
  /** Per attack of the enemy: blocked or not (ABIL-MULTI). */
  blocked: boolean[];
  /** Damage of each attack assigned (COMBAT-DMG-7). */
  damageAssigned: boolean[];
  /** Armor modifications this combat (effects, vampiric). */
  armorMod: number;
  /** Attack modifications per attack (effects, cumbersome). */
  attackMod: number[];
  /** ABIL-SUMMON: the summoned token standing in for this enemy in block/damage phases. */
  summoned?: EnemyInstanceId;
  /** This enemy was summoned by another (discarded after the damage phase, no fame). */
  summonedBy?: EnemyInstanceId;
  /** Effects on this enemy: does not attack, lost fortification/resistances, etc. */
  flags: Record<string, number>;
  /** Fame multiplier (½ for another player's keep, 2 in Druid Nights). */
  fameFactor?: number;
}

/** One contribution to a column (an attack or block effect). */
export interface ColumnEntry {
  amount: number;
  element: Element;
  style: 'melee' | 'ranged' | 'siege';
  /** Card/unit/skill it came from (for colour-based resistance checks and the UI). */
  source: string;
  /** Counts double against swift enemies (Utem Guardsmen). */
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
}

export interface CombatState {
  phase: CombatPhase;
  /** What started it (COMBAT-1) and where. */
  kind: 'rampaging' | 'assault' | 'adventure' | 'burn-monastery' | 'scenario';
  hex: HexKey | null;
  enemies: CombatEnemy[];
  /** Open attack group in the ranged or attack phase. */
  attack: AttackGroup | null;
  /** Open block column in the block phase. */
  block: BlockColumn | null;
  /** Site-specific restrictions (dungeons, tombs, burning a monastery). */
  nightRules: boolean;
  unitsAllowed: boolean;
  /** COMBAT-DMG-5d: wounds taken into hand this combat. */
  woundsThisCombat: number;
  knockedOut: boolean;
  /** Units that absorbed damage by resistance this combat (COMBAT-DMG-4b.5). */
  unitsAbsorbed: string[];
  /** Move points available for cumbersome enemies (ABIL-CUMBERSOME). */
  fameGained: number;
}

// Player-versus-player combat state (§11). Plain JSON like the rest of GameState.
//
// Both heroes play cards in this combat, each from their own play area. The engine's card, unit and
// mana machinery works on `state.turn`, so the two players' TurnStates take turns being it: the
// player deciding now (the attacker while attacking and assigning damage, the blocker while
// blocking, the defender while committing) is `state.turn`; the other one waits in
// `PvpState.waiting`. `activePlayer` therefore names the right player without special cases, and
// every decision passes between the two players as data in the state.
import type { EffectContext } from './choice-types';
import type { Element } from '../core/types';
import type { Effect } from '../content/vocabulary';
import type { HexKey } from '../hex/hex';
import type { PlayerId, TurnState } from './types';

export type PvpPhase =
  /** PVP-3: the defender chooses full or partial commitment. */
  | 'commit'
  /** §11.1: ranged and siege attacks, the defender attacks first. */
  | 'ranged'
  /** §11.2: melee attacks, the aggressor attacks first. */
  | 'melee'
  /** PVP-3a.5: a fully committed defender may play special and healing effects, then ends the turn. */
  | 'after';

export type PvpStep =
  /** The attacker plays attacks into the attack column (or passes). */
  | 'attack'
  /** The blocker plays blocks into the block column. */
  | 'block'
  /** The attacker assigns the damage left after the block (PVP-RANGED-5, PVP-MELEE-2). */
  | 'damage';

export interface PvpEntry {
  amount: number;
  element: Element;
  style: 'melee' | 'ranged' | 'siege';
  /** Card instance or unit instance it came from. */
  source: string;
  /** PVP-MELEE-1c: a card played sideways makes the whole attack physical. */
  sideways?: boolean;
  /** PVP-RANGED-4c.1: a block that "counts twice against Swift" (the blocked enemy loses Swift). */
  swiftDouble?: boolean;
}

export type PvpOutcome =
  /** PVP-OUTCOME-1: `loser` was forced to retreat; `fame` is what the winner gained. */
  | { kind: 'retreat'; winner: PlayerId; loser: PlayerId; fame: number }
  /** PVP-OUTCOME-2: nobody wanted to attack any more; the aggressor withdrew. */
  | { kind: 'draw' };

export interface PvpState {
  aggressor: PlayerId;
  defender: PlayerId;
  /** The space fought on. */
  hex: HexKey;
  /** The space the aggressor attacked from (PVP-OUTCOME-2a). */
  from: HexKey;
  /** PVP-RANGED-3a: the defender stands on a keep or mage tower. */
  fortified: boolean;
  commitment: 'full' | 'partial' | null;
  phase: PvpPhase;
  /** Who makes the current attack; the other player is the blocker. */
  attacker: PlayerId;
  step: PvpStep;
  /** Passes in succession in the current phase (PVP-RANGED-6: two end the phase). */
  passes: number;
  /** The attack column of the current attack. */
  attack: PvpEntry[];
  /** The block column against it. */
  block: PvpEntry[];
  /** Damage still to assign in the damage step. */
  damage: number;
  /** Elements of the attack that caused the damage (unit resistances, PVP-RANGED-5a.1). */
  elements: Element[];
  /** The TurnState of the player who is not deciding now. */
  waiting: TurnState | null;
  /** COMBAT-DMG-5d: Wounds taken into hand in this combat, by player id. */
  wounds: Record<string, number>;
  knockedOut: PlayerId[];
  outcome: PvpOutcome | null;
  /** PVP-SPECIAL-2/2d: Armor changes of units by enemy-targeting effects (for the whole combat). */
  unitArmor?: Record<string, number>;
  /** PVP-SPECIAL-2: resistances units lost by enemy-targeting effects. */
  unitLostRes?: Record<string, string[]>;
  /**
   * PVP-RANGED-4c.1: the blocker made the current attack lose Swift (an effect saying "the blocked
   * enemy loses Swift" on a unit taking part): the block counts 1 per point in the ranged phase.
   */
  swiftLost?: boolean;
  /**
   * PVP-SPECIAL-2e: follow-ups of the blocker's "if this blocks successfully" effects, resolved
   * against a unit taking part in the attack when the block reduces the attack to 0.
   */
  onSuccess?: { effect: Effect; context: EffectContext }[];
  /**
   * PVP-SPECIAL-2e: while the follow-ups resolve, the units an effect on "the blocked enemy" may
   * target (the attacker's units taking part in the attack).
   */
  blockedUnits?: string[];
  /** PVP-SPECIAL-5: the blocker cancelled the current attack; it deals no damage. */
  cancelled?: boolean;
}

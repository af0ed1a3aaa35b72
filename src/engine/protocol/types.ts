// Every action a decision-maker can take. Each kind has one module under actions/ with
// `candidates(state)` (what might be legal) and `validate(state, action)` (throws RuleError); the
// legal actions are the candidates that validate, so the UI, bots and applyAction share one truth.
// protocol/ is the floor just above the state (issue 14): the action modules live in the rule
// folders (combat, interaction, units, skills, PvP, coop) and in actions/, and all speak this union.

import type { BasicColor, CardInstanceId, ManaColor, UnitInstanceId } from '../core/types';
import type { HexKey, TilePosKey } from '../hex/hex';
import type { PlayerId } from '../state/types';

/** One mana paid: a Source die, a crystal from the Inventory, or a mana token in the play area. */
export type ManaSource =
  | { kind: 'die'; die: number }
  | { kind: 'crystal'; color: BasicColor }
  | { kind: 'token'; color: ManaColor };

export type SidewaysAs = 'move' | 'influence' | 'attack' | 'block';

export type Action =
  // ---- round (§3)
  | { type: 'choose-tactic'; player: PlayerId; tactic: string }
  /** Solo/co-op: the dummy player takes its tactic or plays its turn (SCEN-DUMMY-5..8). */
  | { type: 'dummy-turn'; player: PlayerId }
  // ---- turn (§5)
  | { type: 'announce-end-of-round'; player: PlayerId }
  /** Use the taken tactic's optional effect (The Right Moment, Long Night, Mana Search, …). */
  | { type: 'use-tactic'; player: PlayerId; option?: string[] }
  | { type: 'forfeit-turn'; player: PlayerId }
  | {
      type: 'play-card';
      player: PlayerId;
      card: CardInstanceId;
      mode: 'basic' | 'strong' | 'sideways';
      /** For sideways plays: which family the card counts as (CARD-3e). */
      as?: SidewaysAs;
      /** Mana paying the strong effect (CARD-3a/3b). */
      mana?: ManaSource[];
    }
  | { type: 'rest'; player: PlayerId; discard: CardInstanceId[] }
  | { type: 'end-turn'; player: PlayerId }
  /** Answer the innermost pending choice. */
  | { type: 'choose'; player: PlayerId; option: string | string[] }
  /** Spend Healing points (HEAL-3c). */
  | {
      type: 'heal';
      player: PlayerId;
      /** 'wound' (a Wound in hand) or a unit instance id. */ target: string;
    }
  // ---- movement (§6)
  | { type: 'move'; player: PlayerId; to: HexKey }
  | { type: 'explore'; player: PlayerId; pos: TilePosKey }
  // ---- units and skills (§4.2, §4.3)
  | {
      type: 'activate-unit';
      player: PlayerId;
      unit: UnitInstanceId;
      ability: number;
      mana?: ManaSource[];
    }
  | {
      type: 'use-skill';
      player: PlayerId;
      skill: string;
      /** Mana paid by the action itself (turning a flipped token face up with green mana). */
      mana?: ManaSource[];
      /** Turn the own flipped token face up again as its skill allows (rest, action, green mana). */
      unflip?: boolean;
    }
  /** UNIT-8: tuck a Banner from your hand under one of your units (any time in your turn). */
  | { type: 'assign-banner'; player: PlayerId; card: CardInstanceId; unit: UnitInstanceId }
  /** Use the once-per-round ability of the Banner assigned to this unit (Banner of Courage). */
  | { type: 'use-banner'; player: PlayerId; unit: UnitInstanceId }
  /** Spend Influence on what a card allows (Learning, Peaceful Moment, Ruthless Coercion). */
  | { type: 'spend-influence'; player: PlayerId; item: string }
  // ---- interaction (§7)
  | { type: 'interact'; player: PlayerId }
  | {
      type: 'recruit';
      player: PlayerId;
      unit: UnitInstanceId;
      /** UNIT-4a: the unit disbanded to free a Command token. */
      disband?: UnitInstanceId;
      /** Magic Familiars (familiars-recruit-mana): the mana paid and the token colour it sets. */
      mana?: ManaSource[];
      token?: BasicColor;
    }
  | { type: 'buy'; player: PlayerId; item: string; mana?: ManaSource[] }
  /** TURN-OUT-1a: plunder the village you stand on directly before your own turn (sites.md). */
  | { type: 'plunder-village'; player: PlayerId }
  // ---- combat (§8)
  | { type: 'challenge'; player: PlayerId; hexes: HexKey[] }
  | {
      type: 'enter-site';
      player: PlayerId;
      /** Ancient ruins altar: the mana paid as tribute (sites.md). */
      mana?: ManaSource[];
      /** Maze/labyrinth: the path, by its Move cost (2, 4 or 6), and the one unit taken along. */
      path?: number;
      unit?: UnitInstanceId;
    }
  | { type: 'burn-monastery'; player: PlayerId }
  | { type: 'declare-attack'; player: PlayerId; targets: string[] }
  | { type: 'declare-block'; player: PlayerId; enemy: string; attack: number }
  | { type: 'resolve-column'; player: PlayerId }
  | { type: 'abandon-column'; player: PlayerId }
  | { type: 'end-combat-phase'; player: PlayerId }
  /**
   * Use a combat option an effect made available (effects/hooks/combat-options.ts): a kept Attack
   * or Block (`reserve:<id>`), Agility's Move → Attack (`move-to-attack:melee|ranged[:all]`), one
   * more enemy for Wings of Night (`wings-of-night:<enemy>`), Banner of Fear
   * (`banner-of-fear:<unit>:<enemy>|<attack>`).
   */
  | { type: 'combat-option'; player: PlayerId; option: string }
  /** ABIL-CUMBERSOME: spend Move points in the Block phase to reduce one attack. */
  | { type: 'spend-move'; player: PlayerId; enemy: string; attack: number; amount: number }
  | {
      type: 'assign-damage';
      player: PlayerId;
      enemy: string;
      attack: number;
      /** 'hero', or the instance id of one of your units (UnitInstanceId). */
      to: string;
    }
  // ---- player-versus-player combat (§11, pvp/)
  /** MOVE-8b, PVP-1: attack the hero on your space as the action of your turn. */
  | { type: 'pvp-attack'; player: PlayerId }
  /** PVP-3: the defender commits fully (their next turn is spent now) or partly. */
  | { type: 'pvp-commit'; player: PlayerId; full: boolean }
  /** PVP-RANGED-2: pass instead of attacking (two passes in succession end the phase). */
  | { type: 'pvp-pass'; player: PlayerId }
  /** The attacker makes the attack in the column / the blocker is done blocking. */
  | { type: 'pvp-resolve'; player: PlayerId }
  /**
   * PVP-RANGED-5, PVP-MELEE-2: spend damage: 'hero', a unit instance id, 'artifact:<card>' (steal)
   * or 'retreat:<hex>' (force a retreat there).
   */
  | { type: 'pvp-damage'; player: PlayerId; to: string }
  /** PVP-RANGED-5c: let the rest of the damage lapse. */
  | { type: 'pvp-end-damage'; player: PlayerId }
  // ---- cooperative city assault (§12, coop/)
  /**
   * COOP-3: invite eligible heroes and propose the split of the defenders; `counts` is aligned
   * with [player, ...invite].
   */
  | { type: 'coop-assault'; player: PlayerId; invite: PlayerId[]; counts: number[] }
  /** COOP-6: this participant's assault is over (or given up before entering the city). */
  | { type: 'coop-done'; player: PlayerId }
  // ---- scenario special rules (§15, scenarios/)
  /**
   * A scenario's own action: 'liberate-mine' (SCEN-MINES-4b), 'activate-glade' (SCEN-DRUID-4a),
   * 'incantation' (SCEN-DRUID-4b), 'tunnel' to `hex` (SCEN-DUNGEON-4e).
   */
  | { type: 'scenario-action'; player: PlayerId; id: string; hex?: HexKey };

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

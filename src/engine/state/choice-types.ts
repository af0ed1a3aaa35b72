// Pending choices (DESIGN.md "Decisions as data"): a value in state per open decision; legalActions
// lists its answers; answering is an action like any other.
import type { BasicColor } from '../core/types';
import type { Effect } from '../content/vocabulary';
import type { Ctx } from '../core/context';
import type { GameState, PlayerId } from './types';

export interface EffectContext {
  /** Card instance or unit/skill id that produced the effect. */
  source: string;
  /** Colour of the effect's source, for COMBAT-5a/5b and resistances (COMPOSITE-1b). */
  color?: BasicColor;
  /** Played as a card's strong effect. */
  strong?: boolean;
  /** Bonus added to Move/Influence/Attack/Block amounts (Concentration, Will Focus). */
  bonus?: number;
  /** What produced it: a card, a unit ability, a skill, a tactic, a site. */
  origin?: 'card' | 'unit' | 'skill' | 'tactic' | 'site';
  /** Colour of what the enclosing `pay` consumed (`by-paid-color`). */
  paidColor?: BasicColor | 'colorless';
  /** Number of cards the enclosing `pay` discarded (`bonus-per` 'card-paid'). */
  cardsPaid?: number;
  /** The enemy that enemy effects apply to (the blocked enemy of `on-successful-block`). */
  enemy?: string;
  /** The enemy whose defeat fired an 'enemy-defeated' trigger (Soul Harvester). */
  defeated?: string;
  /** Block points above what the blocked attack needed (Shield Bash, Swift doubling counted). */
  blockExcess?: number;
}

export interface Pending {
  /** Kind of decision; each kind has one resolver (choices/index.ts) and one UI component. */
  kind: string;
  /** Who must decide. */
  player: PlayerId;
  /** Where the choice comes from (card/skill/site id), for the prompt. */
  source: string;
  /** Option ids the player may choose from. */
  options: string[];
  /** 'effect-option': the effect behind each option id ('0', '1', …). */
  effects?: Effect[];
  /** Multi-select choices (discards): how many options to pick. */
  min?: number;
  max?: number;
  /** Extra data of this choice kind (plain JSON). */
  data?: Record<string, unknown>;
  /** Effects still to resolve after this choice (the rest of an `all`, a `pay` continuation). */
  then?: Effect[];
  context?: EffectContext;
}

/** Answers a pending choice of one kind (choices/index.ts looks it up by `Pending.kind`). */
export type Resolver = (state: GameState, p: Pending, answer: string[], ctx: Ctx) => void;

/** An effect's context while it resolves: whose it is, and the interpreter's lookahead flags. */
export interface EffectCtx extends EffectContext {
  player: PlayerId;
  /** Only while checking usability: a sibling effect lets Influence block (Diplomacy). */
  influenceAsBlockNext?: boolean;
  /** Cards that will have left the hand when this effect resolves (the card boosting it). */
  leavingHand?: string[];
}

// Pending choices (DESIGN.md "Decisions as data"): a value in state per open decision; legalActions
// lists its answers; answering is an action like any other.
import type { PlayerId } from '../state/types';

export interface PendingBase {
  /** Who must decide. */
  player: PlayerId;
  /** Where the choice comes from (card/skill/site id), for the prompt. */
  source: string;
}

/** Choose one of several effect options (a `choice` effect with more than one usable option). */
export interface PendingEffectChoice extends PendingBase {
  kind: 'effect-option';
  /** Serialised effects to choose from (indices into `options`). */
  options: import('../effects/vocabulary').Effect[];
  /** Remaining effects to resolve after the chosen one (continuation). */
  then: import('../effects/vocabulary').Effect[];
  /** Context for attack/block effects (whether it goes to a column). */
  context: EffectContext;
}

export interface EffectContext {
  /** Card instance or unit/skill id that produced the effect. */
  source: string;
  /** Colour of the effect's source, for COMBAT-5a/5b and resistances. */
  color?: string;
  /** Played as a card's strong effect. */
  strong?: boolean;
}

export interface PendingGeneric extends PendingBase {
  kind: string;
  /** Option ids the player may choose from. */
  options: string[];
  /** Minimum/maximum number of options to pick (multi-select choices such as discards). */
  min?: number;
  max?: number;
  /** Extra data of this choice kind. */
  data?: Record<string, unknown>;
}

export type Pending = PendingEffectChoice | PendingGeneric;

import type { Ctx } from '../core/context';
import type { GameState } from '../state/types';
import type { EffectCtx } from '../state/choice-types';
import type { HookParams } from '../content/vocabulary';

export type { HookParams };

/** A named behaviour for a card, skill, tactic or unit that fits no effect family (STYLE.md 4). */
export interface CustomHook {
  /** Whether the effect can be used now (part of the legal-action predicate). */
  usable(state: GameState, ec: EffectCtx, params: HookParams): boolean;
  /** Why it cannot be used now, when `usable` says no (shown to the player; default: a general word). */
  why?(state: GameState, ec: EffectCtx, params: HookParams): { ruleId: string; message: string };
  /** Carry it out; may push pending choices. */
  resolve(state: GameState, ec: EffectCtx, params: HookParams, ctx: Ctx): void;
}

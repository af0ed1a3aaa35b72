// The non-combat hook families of advanced actions, spells, artifacts and skills, gathered for the
// registries: effect hooks (HOOKS in ./index.ts), pending-choice resolvers (choices/index.ts),
// modifiers that act when put into play, and the hooks that are rules read elsewhere in the engine
// (modifier hooks, unit hooks) with where they are read.
import type { Resolver } from '../../choices/resolvers';
import type { Ctx } from '../../core/context';
import type { GameState } from '../../state/types';
import type { EffectCtx } from '../interpret';
import { BANNER_HOOKS, BANNER_RESOLVERS } from './banners-out-of-combat';
import { CARD_HOOKS, CARD_RESOLVERS } from './cards';
import { INTERACTIVE_SPELL_HOOKS, INTERACTIVE_SPELL_RESOLVERS } from './interactive-spells';
import { MANA_HOOKS, MANA_RESOLVERS } from './mana';
import { MOVEMENT_HOOKS, MOVEMENT_MODIFIER_START, MOVEMENT_RESOLVERS } from './movement';
import { OFFER_HOOKS, OFFER_RESOLVERS } from './offers';
import { SKILL_HOOKS, SKILL_RESOLVERS } from './skills';
import type { CustomHook, HookParams } from '../../protocol/hook-types';

// Built on first use: the family modules import the interpreter, which imports this registry, so
// at load time some of them may not be evaluated yet (module cycles).
let hooks: Record<string, CustomHook> | null = null;
let resolvers: Record<string, Resolver> | null = null;

export function deedHooks(): Record<string, CustomHook> {
  hooks ??= {
    ...MANA_HOOKS,
    ...MOVEMENT_HOOKS,
    ...OFFER_HOOKS,
    ...CARD_HOOKS,
    ...INTERACTIVE_SPELL_HOOKS,
    ...SKILL_HOOKS,
    ...BANNER_HOOKS,
  };
  return hooks;
}

export function deedResolvers(): Record<string, Resolver> {
  resolvers ??= {
    ...MANA_RESOLVERS,
    ...MOVEMENT_RESOLVERS,
    ...OFFER_RESOLVERS,
    ...CARD_RESOLVERS,
    ...INTERACTIVE_SPELL_RESOLVERS,
    ...SKILL_RESOLVERS,
    ...BANNER_RESOLVERS,
  };
  return resolvers;
}

/** Modifier hooks that also act at the moment they are put into play (Hawk Eyes by Day …). */
export function modifierStart(
  hook: string,
): ((state: GameState, ec: EffectCtx, params: HookParams, ctx: Ctx) => void) | undefined {
  return MOVEMENT_MODIFIER_START[hook];
}

/**
 * Hooks that are rules rather than effects: modifier hooks and UnitDef.hooks, implemented where the
 * rule is decided (hook → file). The registry test counts them as implemented.
 */
export const RULE_HOOKS: Record<string, string> = {
  // mana and the Source
  'extra-die-black-as-any': 'mana/mana.ts',
  'special-dice-as-basic': 'mana/mana.ts',
  'unlimited-mana': 'mana/mana.ts',
  // movement
  'space-cost': 'movement/movement.ts',
  'forbid-terrain': 'movement/movement.ts',
  'explore-distance': 'actions/movement.ts',
  'space-bending': 'actions/movement.ts',
  'reveal-garrisons': 'effects/hooks/movement.ts',
  'day-rules-at-night': 'movement/movement.ts, mana/mana.ts',
  'night-rules-at-day': 'movement/movement.ts, mana/mana.ts',
  // interaction
  'buy-from-offer': 'effects/hooks/offers.ts (spend-influence)',
  'ignore-reputation': 'flow/turn.ts, interaction/interact.ts',
  // skills
  'sideways-boost': 'actions/play-card.ts (effects/hooks/skills.ts sidewaysFor)',
  'wound-sideways': 'actions/play-card.ts (effects/hooks/skills.ts sidewaysFor)',
  // units (UnitDef.hooks, by the units module)
  'thugs-reversed-reputation': 'interaction/recruit.ts',
  'thugs-damage-fee': 'units/units.ts',
  'no-heroes-with-thugs': 'interaction/recruit.ts',
  'heroes-double-reputation': 'interaction/recruit.ts',
  'heroes-assault-fee': 'units/activate.ts',
  'familiars-recruit-mana': 'interaction/recruit.ts',
  'familiars-upkeep': 'units/upkeep.ts',
  'no-free-recruit': 'units/units.ts',
  'delphana-multi-ability': 'units/activate.ts',
};

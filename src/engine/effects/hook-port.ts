// The effect hooks as the rule kernel sees them (issue 14). The hook families in effects/hooks/
// build on the interpreter, combat and the turn flow; the kernel (interpreter, combat, turn and
// round flow, card play, choices) calls back into a few of them. Importing them directly closed one
// import cycle through most of the engine, so the kernel imports this port instead: the tables and
// functions below are filled once by the composition root (src/engine/index.ts, registerHookPort)
// and only read at call time. The types come from the hook modules (type imports are erased).
import type * as BasicCards from './hooks/basic-cards';
import type * as Banners from './hooks/banners-out-of-combat';
import type * as Cards from './hooks/cards';
import type * as CombatFlow from './hooks/combat-flow';
import type * as Deeds from './hooks/deeds';
import type * as Movement from './hooks/movement';
import type * as Offers from './hooks/offers';
import type * as Skills from './hooks/skills';
import type { CustomHook } from './hook-types';

export interface HookPort {
  /** The registry of effects/hooks/index.ts. */
  HOOKS: Record<string, CustomHook>;
  deedHooks: typeof Deeds.deedHooks;
  deedResolvers: typeof Deeds.deedResolvers;
  modifierStart: typeof Deeds.modifierStart;
  spaceCostOptions: typeof BasicCards.spaceCostOptions;
  bannerRoundEndStart: typeof Banners.bannerRoundEndStart;
  endOfTurnCards: typeof Cards.endOfTurnCards;
  combatBonus: typeof CombatFlow.combatBonus;
  modifierForOneUnit: typeof CombatFlow.modifierForOneUnit;
  resolveOnSuccessfulBlock: typeof CombatFlow.resolveOnSuccessfulBlock;
  woundsToHandTriggers: typeof CombatFlow.woundsToHandTriggers;
  onEnemyDefeated: typeof CombatFlow.onEnemyDefeated;
  relocateTargets: typeof Movement.relocateTargets;
  resolveRelocate: typeof Movement.resolveRelocate;
  undergroundTargets: typeof Movement.undergroundTargets;
  healUnitTargets: typeof Offers.healUnitTargets;
  peacefulMomentActive: typeof Offers.peacefulMomentActive;
  resolveHealUnit: typeof Offers.resolveHealUnit;
  resolveTakeFromOffer: typeof Offers.resolveTakeFromOffer;
  resolveUseFromOffer: typeof Offers.resolveUseFromOffer;
  takeFromOfferOptions: typeof Offers.takeFromOfferOptions;
  offerUseOptions: typeof Offers.offerUseOptions;
  consumeSideways: typeof Skills.consumeSideways;
  manaOverloadBonus: typeof Skills.manaOverloadBonus;
  playedEffect: typeof Skills.playedEffect;
  sidewaysFor: typeof Skills.sidewaysFor;
  woundSidewaysAllowed: typeof Skills.woundSidewaysAllowed;
}

type Fn = (...args: never[]) => unknown;
type FnKey = { [K in keyof HookPort]: HookPort[K] extends Fn ? K : never }[keyof HookPort];

let port: HookPort | undefined;

/** Called once by the composition root with the hook modules' tables and functions. */
export function registerHookPort(p: HookPort): void {
  port = p;
  Object.assign(HOOKS, p.HOOKS);
}

function impl(): HookPort {
  if (!port) throw new Error('hook port not registered (import the engine through src/engine)');
  return port;
}

/** A stand-in that calls the registered function of that name. */
function late<K extends FnKey>(key: K): HookPort[K] {
  const call = (...args: unknown[]): unknown =>
    (impl()[key] as unknown as (...a: unknown[]) => unknown)(...args);
  return call as unknown as HookPort[K];
}

/** The custom effect hooks of effects/hooks/index.ts (filled by registerHookPort). */
export const HOOKS: Record<string, CustomHook> = {};
export const deedHooks = late('deedHooks');
export const deedResolvers = late('deedResolvers');
export const modifierStart = late('modifierStart');
export const spaceCostOptions = late('spaceCostOptions');
export const bannerRoundEndStart = late('bannerRoundEndStart');
export const endOfTurnCards = late('endOfTurnCards');
export const combatBonus = late('combatBonus');
export const modifierForOneUnit = late('modifierForOneUnit');
export const resolveOnSuccessfulBlock = late('resolveOnSuccessfulBlock');
export const woundsToHandTriggers = late('woundsToHandTriggers');
export const onEnemyDefeated = late('onEnemyDefeated');
export const relocateTargets = late('relocateTargets');
export const resolveRelocate = late('resolveRelocate');
export const undergroundTargets = late('undergroundTargets');
export const healUnitTargets = late('healUnitTargets');
export const peacefulMomentActive = late('peacefulMomentActive');
export const resolveHealUnit = late('resolveHealUnit');
export const resolveTakeFromOffer = late('resolveTakeFromOffer');
export const resolveUseFromOffer = late('resolveUseFromOffer');
export const takeFromOfferOptions = late('takeFromOfferOptions');
export const offerUseOptions = late('offerUseOptions');
export const consumeSideways = late('consumeSideways');
export const manaOverloadBonus = late('manaOverloadBonus');
export const playedEffect = late('playedEffect');
export const sidewaysFor = late('sidewaysFor');
export const woundSidewaysAllowed = late('woundSidewaysAllowed');

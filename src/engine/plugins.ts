// The composition root's list of plug-ins (issue 14): the modules that sit above the rule code
// they extend — every scenario, the effect-hook families, PvP and cooperative turn-end intercepts —
// are registered here into the tables the rule code asks through. Nothing in the engine imports
// this file but index.ts, which calls registerPlugins() once before anything else runs.
import { registerHookPort } from './effects/hook-port';
import { HOOKS } from './effects/hooks';
import { bannerRoundEndStart } from './effects/hooks/banners-out-of-combat';
import { spaceCostOptions } from './effects/hooks/basic-cards';
import { endOfTurnCards } from './effects/hooks/cards';
import {
  combatBonus,
  modifierForOneUnit,
  onEnemyDefeated,
  resolveOnSuccessfulBlock,
  woundsToHandTriggers,
} from './effects/hooks/combat-flow';
import { deedHooks, deedResolvers, modifierStart } from './effects/hooks/deeds';
import { relocateTargets, resolveRelocate, undergroundTargets } from './effects/hooks/movement';
import {
  healUnitTargets,
  offerUseOptions,
  peacefulMomentActive,
  resolveHealUnit,
  resolveTakeFromOffer,
  resolveUseFromOffer,
  takeFromOfferOptions,
} from './effects/hooks/offers';
import {
  consumeSideways,
  manaOverloadBonus,
  playedEffect,
  sidewaysFor,
  woundSidewaysAllowed,
} from './effects/hooks/skills';
import { coopTurnEnded } from './coop/flow';
import { pvpTurnEnded } from './pvp/flow';
import { SCENARIOS } from './scenarios';
import { registerTurnEndIntercepts } from './state/scenario-hooks';
import { registerScenarios } from './state/scenario-table';
import { registerVariantRoundEnd } from './flow/round';
import { variantRoundEnd } from './variants/round-end';

let registered = false;

export function registerPlugins(): void {
  if (registered) return;
  registered = true;
  registerScenarios(SCENARIOS);
  // Asked in this order at the end of a turn: a PvP defender hands back first (PVP-4), then a
  // cooperative assault participant (COOP-6).
  registerTurnEndIntercepts(pvpTurnEnded, coopTurnEnded);
  registerVariantRoundEnd(variantRoundEnd);
  registerHookPort({
    HOOKS,
    deedHooks,
    deedResolvers,
    modifierStart,
    spaceCostOptions,
    bannerRoundEndStart,
    endOfTurnCards,
    combatBonus,
    modifierForOneUnit,
    resolveOnSuccessfulBlock,
    woundsToHandTriggers,
    onEnemyDefeated,
    relocateTargets,
    resolveRelocate,
    undergroundTargets,
    healUnitTargets,
    peacefulMomentActive,
    resolveHealUnit,
    resolveTakeFromOffer,
    resolveUseFromOffer,
    takeFromOfferOptions,
    offerUseOptions,
    consumeSideways,
    manaOverloadBonus,
    playedEffect,
    sidewaysFor,
    woundSidewaysAllowed,
  });
}

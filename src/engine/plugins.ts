// The composition root's list of plug-ins (issue 14): the modules that sit above the rule code
// they extend — every scenario, the effect-hook families, PvP and cooperative turn-end intercepts —
// are registered here into the tables the rule code asks through (the pending-choice resolvers too). Nothing in the engine imports
// this file but index.ts, which calls registerPlugins() once before anything else runs.
import { registerResolvers } from './choices';
import { registerEnemyHooks } from './combat/enemy-effects';
import { COMBAT_RESOLVERS } from './combat/resolvers';
import { COOP_RESOLVERS } from './coop/actions';
import { registerHookPort } from './protocol/hook-port';
import { BASIC_CARD_RESOLVERS } from './effects/hooks/basic-cards';
import { COMBAT_CARD_RESOLVERS } from './effects/hooks/combat-cards';
import { COMBAT_ENEMY_HOOKS, COMBAT_ENEMY_RESOLVERS } from './effects/hooks/combat-enemies';
import { COMBAT_SKILL_RESOLVERS } from './effects/hooks/combat-skills';
import { LEVEL_RESOLVERS } from './flow/level-up';
import { TACTIC_RESOLVERS } from './flow/tactic-effects';
import { INTERACTION_RESOLVERS } from './interaction/resolvers';
import { SCENARIO_RESOLVERS } from './scenarios/actions';
import { VARIANT_RESOLVERS } from './variants';
import { HOOKS } from './effects/hooks';
import { bannerRoundEndStart } from './effects/hooks/banners-out-of-combat';
import { spaceCostOptions } from './effects/hooks/basic-cards';
import { endOfTurnCards } from './effects/hooks/cards';
import {
  COMBAT_FLOW_RESOLVERS,
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
import { registerPlayCardCheck } from './coop/rules';
import { playCard } from './actions/play-card';
import { pvpTurnEnded } from './pvp/flow';
import { SCENARIOS } from './scenarios';
import { registerTurnEndIntercepts } from './state/scenario-hooks';
import { registerScenarios } from './state/scenario-table';
import { registerTeamScore, registerVariantRoundEnd } from './flow/round';
import { variantRoundEnd } from './variants/round-end';
import { teamScore } from './variants/teams';

let registered = false;

export function registerPlugins(): void {
  if (registered) return;
  registered = true;
  registerScenarios(SCENARIOS);
  // Asked in this order at the end of a turn: a PvP defender hands back first (PVP-4), then a
  // cooperative assault participant (COOP-6).
  registerTurnEndIntercepts(pvpTurnEnded, coopTurnEnded);
  registerVariantRoundEnd(variantRoundEnd);
  registerEnemyHooks(COMBAT_ENEMY_HOOKS);
  registerPlayCardCheck((state, a) => playCard.check(state, a));
  registerTeamScore(teamScore);
  // The pending-choice resolvers of the floors above choices/, asked in this order after the core
  // ones (the deed resolvers' table is built on first use).
  registerResolvers(
    TACTIC_RESOLVERS,
    LEVEL_RESOLVERS,
    COMBAT_RESOLVERS,
    INTERACTION_RESOLVERS,
    BASIC_CARD_RESOLVERS,
    deedResolvers,
    COMBAT_CARD_RESOLVERS,
    COMBAT_SKILL_RESOLVERS,
    COMBAT_ENEMY_RESOLVERS,
    COMBAT_FLOW_RESOLVERS,
    COOP_RESOLVERS,
    SCENARIO_RESOLVERS,
    VARIANT_RESOLVERS,
  );
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

// All action modules, by action type: gathered from every floor (round and turn actions, combat,
// interaction, PvP, coop, scenarios, skills), so the table belongs to the composition root beside
// index.ts, which alone reads it (issue 14). Its key order is the order legalActions lists them.
import type { ActionModule } from './protocol/framework';
import type { ActionType } from './protocol/types';
import { chooseTactic, dummyTurnAction, announceEndOfRoundAction } from './actions/round-actions';
import { playCard } from './actions/play-card';
import { moveAction, exploreAction } from './actions/movement';
import { restAction, healAction, endTurnAction } from './actions/turn-actions';
import { chooseAction } from './actions/choose';
import { useTacticAction } from './actions/tactic-actions';
import { COMBAT_ACTIONS } from './actions/combat-actions';
import { INTERACTION_ACTIONS } from './interaction/actions';
import { PVP_ACTIONS } from './pvp/actions';
import { COOP_ACTIONS } from './coop/actions';
import { SCENARIO_ACTIONS } from './scenarios/actions';
import { SKILL_AND_DEED_ACTIONS } from './actions/skill-actions';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

export const ACTION_MODULES: Partial<Record<ActionType, AnyModule>> = {
  'choose-tactic': chooseTactic,
  'dummy-turn': dummyTurnAction,
  'announce-end-of-round': announceEndOfRoundAction,
  'use-tactic': useTacticAction,
  'play-card': playCard,
  move: moveAction,
  explore: exploreAction,
  rest: restAction,
  heal: healAction,
  'end-turn': endTurnAction,
  choose: chooseAction,
  ...COMBAT_ACTIONS,
  ...INTERACTION_ACTIONS,
  ...PVP_ACTIONS,
  ...COOP_ACTIONS,
  ...SCENARIO_ACTIONS,
  ...SKILL_AND_DEED_ACTIONS,
};

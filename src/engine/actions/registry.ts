// All action modules, by action type.
import type { ActionModule } from '../protocol/framework';
import type { ActionType } from '../protocol/types';
import { chooseTactic, dummyTurnAction, announceEndOfRoundAction } from './round-actions';
import { playCard } from './play-card';
import { moveAction, exploreAction } from './movement';
import { restAction, healAction, endTurnAction } from './turn-actions';
import { chooseAction } from './choose';
import { useTacticAction } from './tactic-actions';
import { COMBAT_ACTIONS } from './combat-actions';
import { INTERACTION_ACTIONS } from '../interaction/actions';
import { PVP_ACTIONS } from '../pvp/actions';
import { COOP_ACTIONS } from '../coop/actions';
import { SCENARIO_ACTIONS } from '../scenarios/actions';
import { SKILL_AND_DEED_ACTIONS } from './skill-actions';

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

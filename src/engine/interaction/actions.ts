// Interaction and unit action modules (§7, §4.2).
import type { ActionModule } from '../protocol/framework';
import type { ActionType } from '../protocol/types';
import { activateUnitAction } from '../units/activate';
import { buyAction } from './buy';
import { interactAction } from './interact';
import { plunderAction } from './plunder';
import { recruitAction } from './recruit';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

export const INTERACTION_ACTIONS: Partial<Record<ActionType, AnyModule>> = {
  interact: interactAction,
  recruit: recruitAction,
  buy: buyAction,
  'plunder-village': plunderAction,
  'activate-unit': activateUnitAction,
};

// Combat action modules (§8). Filled in by the combat work.
import type { ActionModule } from '../actions/framework';
import type { ActionType } from '../actions/types';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

export const COMBAT_ACTIONS: Partial<Record<ActionType, AnyModule>> = {};

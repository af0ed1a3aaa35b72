// Action modules of skills and of the non-combat deed effects (registered in action-modules.ts).
import type { ActionModule } from '../protocol/framework';
import type { ActionType } from '../protocol/types';
import { assignBannerAction, useBannerAction } from '../effects/hooks/banners-out-of-combat';
import { spendInfluenceAction } from '../effects/hooks/offers';
import { useSkillAction } from './use-skill';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

export const SKILL_AND_DEED_ACTIONS: Partial<Record<ActionType, AnyModule>> = {
  'use-skill': useSkillAction,
  'assign-banner': assignBannerAction,
  'use-banner': useBannerAction,
  'spend-influence': spendInfluenceAction,
};

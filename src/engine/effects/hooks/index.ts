// Registry of every custom effect hook, grouped by family. A hook name used in content data must
// appear here (checked by the content registry test) before its card counts as implemented.
import { BASIC_CARD_HOOKS } from './basic-cards';
import type { CustomHook } from '../../protocol/hook-types';
import { UNIT_HOOKS } from '../../units/hooks';
import { COMBAT_CARD_HOOKS } from './combat-cards';
import { COMBAT_SKILL_HOOKS } from './combat-skills';

export const HOOKS: Record<string, CustomHook> = {
  ...BASIC_CARD_HOOKS,
  ...UNIT_HOOKS,
  ...COMBAT_CARD_HOOKS,
  ...COMBAT_SKILL_HOOKS,
};

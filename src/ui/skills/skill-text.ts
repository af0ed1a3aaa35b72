// A skill in words: its usage (SKILL-4a/4b/4c, permanent), its effect (the effect vocabulary and the
// named hooks through cards/describe.ts) and its permanent part, if any.
import type { SkillDef } from '../../engine';
import type { Translator } from '../../i18n';
import { describeEffect } from '../cards/describe';
import type { SkillTokenState } from './skill-model';

/** "Once per turn", "Once per round", "Interactive ★ …", "Permanent". */
export function usageText(def: SkillDef, t: Translator): string {
  let base: string;
  if (def.interactive === 'competitive') base = t('skills.usage.competitive');
  else if (def.interactive === 'cooperative') base = t('skills.usage.cooperative');
  else base = t(`skills.usage.${def.usage}`);
  return def.otherTurns ? t('skills.usage.otherTurns', { usage: base }) : base;
}

/** The rule behind the usage mark (for the rule references). */
export function usageRule(def: SkillDef): string {
  if (def.usage === 'interactive' || def.interactive) return 'SKILL-4b';
  if (def.usage === 'round') return 'SKILL-4a';
  if (def.usage === 'turn') return 'SKILL-4c';
  return 'SKILL-3';
}

export function effectText(def: SkillDef, t: Translator): string {
  const main = describeEffect(def.effect, t);
  if (!def.passive) return main;
  const always = t('skills.always', { what: describeEffect(def.passive, t) });
  return def.usage === 'passive' ? always : `${main}. ${always}`;
}

export function stateText(state: SkillTokenState, t: Translator): string {
  return t(`skills.state.${state}`);
}

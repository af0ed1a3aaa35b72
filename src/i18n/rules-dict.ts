// The rules reference's strings (src/ui/rules), English and German: a dictionary pair of its own
// that loads with the game screen, so the start screen's initial bundle does not carry them. Same
// conventions as en.ts/de.ts (placeholders {name}; rules.de.ts must translate every key).
import { interpolate, type Language, type Params } from './index';
import { rulesDe } from './sections/rules.de';
import { rulesEn } from './sections/rules.en';

export type RulesKey = keyof typeof rulesEn;

export const RULES_DICTIONARIES: Record<Language, Record<RulesKey, string>> = {
  en: rulesEn,
  de: rulesDe,
};

export function rulesText(lang: Language, key: RulesKey, params?: Params): string {
  return interpolate(RULES_DICTIONARIES[lang][key] || rulesEn[key], params);
}

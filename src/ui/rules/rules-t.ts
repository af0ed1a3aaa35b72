// The rules reference's translator (its strings load with the game screen: i18n/rules-dict.ts).
import { useMemo } from 'react';
import type { Params } from '../../i18n';
import { rulesText, type RulesKey } from '../../i18n/rules-dict';
import { useGame } from '../../store';

export function useRulesT(): (key: RulesKey, params?: Params) => string {
  const lang = useGame((s) => s.ui.language);
  return useMemo(() => (key: RulesKey, params?: Params) => rulesText(lang, key, params), [lang]);
}

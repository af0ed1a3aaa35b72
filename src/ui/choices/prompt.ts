// The sentence that asks a pending choice: `play.choice.<kind>` with what asks ({source}).
import type { GameState, Pending } from '../../engine';
import { isKey, type Translator } from '../../i18n';
import { heroName } from '../names';
import { optionText } from '../panels/labels';

export function choicePrompt(p: Pending, state: GameState, t: Translator): string {
  const params = {
    source: optionText(p.source, t, state),
    n: p.min ?? p.max ?? 1,
    max: p.max ?? p.options.length,
    hero: heroName(state, p.player, t),
  };
  const k = `play.choice.${p.kind}`;
  return isKey(k) ? t(k, params) : t('play.choice.generic', params);
}

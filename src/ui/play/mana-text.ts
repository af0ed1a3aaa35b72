// Mana in words, through the dictionaries.
import type { GameState, ManaSource } from '../../engine';
import type { Translator } from '../../i18n';
import { sourceColor } from './plays';

/** Words for one mana source: "red die from the Source", "blue crystal", "gold mana token". */
export function sourceText(s: ManaSource, state: GameState, t: Translator): string {
  const color = sourceColor(state, s) ?? '?';
  const c = colorWord(color, t);
  if (s.kind === 'die') return t('play.pay.die', { color: c });
  if (s.kind === 'crystal') return t('play.pay.crystal', { color: c });
  return t('play.pay.token', { color: c });
}

export function colorWord(color: string, t: Translator): string {
  switch (color) {
    case 'red':
    case 'blue':
    case 'green':
    case 'white':
    case 'gold':
    case 'black':
      return t(`mana.${color}`);
    default:
      return color;
  }
}

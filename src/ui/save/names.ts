// Names of a saved game's scenario and heroes (ids from storage: unknown ones are shown as is).
import { isKey, type Translator } from '../../i18n';

const name = (t: Translator, key: string, fallback: string) => (isKey(key) ? t(key) : fallback);

export function scenarioName(t: Translator, id: string): string {
  return name(t, `scenario.${id}`, id);
}

export function heroNames(t: Translator, heroes: readonly string[]): string {
  return heroes.map((h) => name(t, `hero.${h}`, h)).join(', ');
}

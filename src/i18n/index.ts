// Typed i18n: `t(key, params)` with {name} interpolation; plural pairs `<key>.one` / `<key>.other`
// chosen through Intl.PluralRules. No dependencies, usable anywhere (UI, store, Node scripts).
import { de } from './de';
import { en, type Key } from './en';

export type { Key } from './en';
export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

export const DICTIONARIES: Record<Language, Record<Key, string>> = { en, de };

export type Params = Record<string, string | number>;

/** Keys that come in `.one` / `.other` pairs, named without the suffix. */
export type PluralKey = {
  [K in Key]: K extends `${infer B}.one` ? (`${B}.other` extends Key ? B : never) : never;
}[Key];

export function isKey(k: string): k is Key {
  return Object.prototype.hasOwnProperty.call(en, k);
}

export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    const v = params[name];
    return v === undefined ? m : String(v);
  });
}

export function translate(lang: Language, key: Key, params?: Params): string {
  const dict = DICTIONARIES[lang];
  return interpolate(dict[key] || en[key], params);
}

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

export function translatePlural(
  lang: Language,
  key: PluralKey,
  n: number,
  params?: Params,
): string {
  const rules = (pluralRules[lang] ??= new Intl.PluralRules(lang));
  const form = rules.select(n) === 'one' ? 'one' : 'other';
  return translate(lang, `${key}.${form}` as Key, { n, ...params });
}

export interface Translator {
  lang: Language;
  (key: Key, params?: Params): string;
  plural(key: PluralKey, n: number, params?: Params): string;
}

/** A translator bound to one language. */
export function makeT(lang: Language): Translator {
  const t = ((key: Key, params?: Params) => translate(lang, key, params)) as Translator;
  t.lang = lang;
  t.plural = (key, n, params) => translatePlural(lang, key, n, params);
  return t;
}

// ---------------------------------------------------------------- persisted language choice

export const LANGUAGE_STORAGE_KEY = 'mk.language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadLanguage(): Language {
  const saved = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (saved === 'en' || saved === 'de') return saved;
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  return nav.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function saveLanguage(lang: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or quota: the choice just isn't remembered.
  }
}

// Engine refusals in the player's language. The engine refuses in English (`{ ruleId, message }`,
// STYLE.md "Every refusal says why"); the UI shows the message through `refusalText`, which finds
// the German text of the message's pattern (src/i18n/refusals/de-part*.ts, keys read from the
// engine source by scripts/refusal-messages.ts) and fills its holes. A hole's value is translated
// too when it is a known term (mana colour, terrain, …) or itself a refusal message ("{0}: {1}").
// A message without a German text stays English (refusals.test.ts keeps that from happening).
import { translate, type Key, type Language } from '../index';
import { en } from '../en';
import { dePart1 } from './de-part1';
import { dePart2 } from './de-part2';
import { dePart3 } from './de-part3';

/** English pattern → German text, holes `{0}`, `{1}`… as in the pattern. */
export const REFUSALS_DE: Readonly<Record<string, string>> = {
  ...dePart1,
  ...dePart2,
  ...dePart3,
};

/** Hole values that are phrases of the engine rather than names or numbers. */
const PHRASES_DE: Readonly<Record<string, string>> = {
  'buy anything': 'etwas kaufen',
  'recruit units': 'Einheiten rekrutieren',
};

const HOLE = /\{(\d+)\}/g;

interface Compiled {
  en: string;
  re: RegExp;
  holes: number[];
  german: string;
  /** Literal characters: the more, the more specific the pattern. */
  weight: number;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let compiled: Compiled[] | null = null;

function patterns(): Compiled[] {
  if (compiled) return compiled;
  const out: Compiled[] = [];
  for (const [en, de] of Object.entries(REFUSALS_DE)) {
    const holes = [...en.matchAll(HOLE)].map((m) => Number(m[1]));
    if (holes.length === 0 || !de) continue;
    const parts = en.split(HOLE).filter((_, i) => i % 2 === 0);
    const re = new RegExp(`^${parts.map(escapeRe).join('([\\s\\S]*?)')}$`);
    out.push({ en, re, holes, german: de, weight: parts.join('').length });
  }
  compiled = out.sort((a, b) => b.weight - a.weight || a.holes.length - b.holes.length);
  return compiled;
}

/** Dictionary families whose entries may stand in a hole, by id or by their English text. */
const TERM_FAMILIES = ['mana', 'terrain', 'site'];
let termKeys: Map<string, Key> | null = null;

function termKey(value: string): Key | undefined {
  if (!termKeys) {
    termKeys = new Map();
    for (const [key, text] of Object.entries(en) as [Key, string][]) {
      const dot = key.indexOf('.');
      if (!TERM_FAMILIES.includes(key.slice(0, dot))) continue;
      termKeys.set(key.slice(dot + 1), key);
      termKeys.set(text.toLowerCase(), key);
    }
  }
  return termKeys.get(value) ?? termKeys.get(value.toLowerCase());
}

function termText(value: string, lang: Language): string | null {
  const phrase = PHRASES_DE[value];
  if (phrase) return phrase;
  const key = termKey(value);
  return key ? translate(lang, key) : null;
}

/** Joints of term lists the engine writes into a hole ("red or blue", "red + black"). */
const JOINTS: readonly [string, string][] = [
  [' or ', ' oder '],
  [' + ', ' + '],
  [', ', ', '],
];

function holeText(value: string, lang: Language): string {
  const term = termText(value, lang);
  if (term !== null) return term;
  for (const [en, de] of JOINTS) {
    if (!value.includes(en)) continue;
    const parts = value.split(en).map((v) => termText(v, lang));
    if (parts.every((p) => p !== null)) return parts.join(de);
  }
  return localizeMessage(value, lang);
}

/** The English pattern a message was made from, or null when no German text knows it. */
export function patternOf(message: string): string | null {
  if (REFUSALS_DE[message]) return message;
  return match(message)?.[0].en ?? null;
}

function match(message: string): [Compiled, string[]] | null {
  for (const p of patterns()) {
    const m = p.re.exec(message);
    if (m) return [p, p.holes.map((_, i) => m[i + 1] ?? '')];
  }
  return null;
}

/** The message in `lang` (German where the pattern is known, else unchanged). */
export function localizeMessage(message: string, lang: Language): string {
  if (lang === 'en' || message === '') return message;
  const exact = REFUSALS_DE[message];
  if (exact) return exact;
  const found = match(message);
  if (!found) return message;
  const [p, values] = found;
  return p.german.replace(HOLE, (whole, n: string) => {
    const at = p.holes.indexOf(Number(n));
    return at < 0 ? whole : holeText(values[at] ?? '', lang);
  });
}

export interface RefusalLike {
  ruleId: string | null;
  message: string;
}

/**
 * A refusal's message in the player's language. A thrown RuleError's message starts with
 * "RULE-ID: "; that prefix is kept out of the translation (the UI names the rule itself).
 */
export function refusalText(r: RefusalLike, lang: Language): string {
  const prefix = r.ruleId ? `${r.ruleId}: ` : '';
  const bare = prefix && r.message.startsWith(prefix) ? r.message.slice(prefix.length) : r.message;
  return localizeMessage(bare, lang);
}

/** "message (RULE-ID)", the form used in tooltips and refusal lines. */
export function refusalWithRule(r: RefusalLike, lang: Language): string {
  const text = refusalText(r, lang);
  return r.ruleId ? `${text} (${r.ruleId})` : text;
}

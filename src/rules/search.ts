// Search of the rules reference: by ID, short name and text in the player's language, and by the
// other language's term (the other language's short name, the German part of a digest title, and
// the glossary of §20 translating a query word) — "flink" finds Swift, and so does "swift".
import type { Language } from '../i18n';
import { ruleName, ruleText, splitTitle, type RuleBook } from './book';
import type { GlossaryEntry } from './types';

/** Lower case, without accents or umlaut dots, ß as ss: "Flüchtling" ~ "fluchtling". */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

const words = (q: string) =>
  fold(q)
    .split(/[^\p{L}\p{N}.-]+/u)
    .filter(Boolean);

/** Glossary entries one of whose terms contains the word (words of 3 letters and more). */
export function glossaryMatches(glossary: readonly GlossaryEntry[], word: string): GlossaryEntry[] {
  if (word.length < 3) return [];
  return glossary.filter((g) => fold(g.de).includes(word) || fold(g.en).includes(word));
}

/** The terms of a glossary side ("Hand, Handkarten" → hand, handkarten; "(mit Mana)" dropped). */
function terms(side: string): string[] {
  return side
    .replace(/\([^)]*\)/g, '')
    .split(/[,/]/)
    .map((t) => fold(t).trim())
    .filter((t) => t.length >= 3);
}

function alternatives(b: RuleBook, word: string): string[] {
  const alt = new Set([word]);
  for (const g of glossaryMatches(b.data.glossary, word)) {
    for (const t of [...terms(g.de), ...terms(g.en)]) alt.add(t);
  }
  return [...alt];
}

export interface RuleHit {
  id: string;
  score: number;
}

const cache = new WeakMap<RuleBook, Map<Language, Map<string, [string, string, string]>>>();

/** [id, ' | '-separated names (both languages, the title's parts), text in the player's language], folded. */
function haystacks(b: RuleBook, lang: Language): Map<string, [string, string, string]> {
  let byLang = cache.get(b);
  if (!byLang) cache.set(b, (byLang = new Map<Language, Map<string, [string, string, string]>>()));
  let hay = byLang.get(lang);
  if (hay) return hay;
  hay = new Map();
  for (const r of b.data.rules) {
    const n = b.names[r.id];
    const names = [
      '',
      ruleName(b, r.id, lang),
      n?.en ?? '',
      n?.de ?? '',
      splitTitle(r.title, 'en'),
      splitTitle(r.title, 'de'),
      '',
    ].join(' | ');
    hay.set(r.id, [fold(r.id), fold(names), fold(ruleText(b, r.id, lang).text)]);
  }
  byLang.set(lang, hay);
  return hay;
}

/**
 * Rules matching every word of the query (in any of its glossary translations), best first: a
 * match in the ID or a name weighs more than one in the text; ties keep the digest's order.
 */
export function searchRules(b: RuleBook, query: string, lang: Language): RuleHit[] {
  const ws = words(query);
  if (ws.length === 0) return [];
  const alts = ws.map((w) => alternatives(b, w));
  const hay = haystacks(b, lang);
  const hits: RuleHit[] = [];
  for (const r of b.data.rules) {
    const [id, names, text] = hay.get(r.id)!;
    let score = 0;
    let all = true;
    for (const [i, alt] of alts.entries()) {
      const w = ws[i]!;
      let best = 0;
      if (id === w || id.startsWith(w)) best = 20;
      for (const a of alt) {
        const own = a === w ? 1 : 0.5; // the word itself beats its translation
        if (names.includes(` | ${a} | `)) best = Math.max(best, 15 * own);
        else if (names.includes(a)) best = Math.max(best, 10 * own);
        else if (text.includes(a)) best = Math.max(best, 1 * own);
      }
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    if (all) hits.push({ id: r.id, score });
  }
  return hits.sort((a, b2) => b2.score - a.score);
}

/** Glossary rows matching the query in either language. */
export function searchGlossary(b: RuleBook, query: string): GlossaryEntry[] {
  const ws = words(query);
  if (ws.length === 0) return [];
  return b.data.glossary.filter((g) => {
    const hay = fold(`${g.de} ${g.en} ${g.note}`);
    return ws.every((w) => hay.includes(w));
  });
}

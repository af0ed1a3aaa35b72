// The rules reference's data: the digest's rules as parsed by parse.ts (src/rules/text/en.json),
// the German texts and short names written beside it (names.json, de-sNN.json).

/** One rule of the digest: a line `- **<ID> [Title]** text` with its unlabelled sub-bullets. */
export interface RuleEntry {
  id: string;
  /** Section number (§0–§21). */
  section: number;
  /** Subsection heading ("8.2 Ranged and Siege Attack phase (…)"), '' before the first one. */
  sub: string;
  /** The rule this one is indented under, null at the top level. */
  parent: string | null;
  /** The bold title after the ID ("Swift (Flink)"), '' when the rule has none. */
  title: string;
  /** English text: the rest of the line, then its unlabelled sub-bullets, one per line. */
  text: string;
}

export interface SectionEntry {
  n: number;
  /** "Combat with Enemies (Kampf gegen Feinde)" */
  title: string;
}

/** A glossary row of §20 (German → English). */
export interface GlossaryEntry {
  de: string;
  en: string;
  note: string;
}

/** A site row of §17: what the rulebook itself says about the site, with its rule IDs. */
export interface SiteEntry {
  de: string;
  en: string;
  category: string;
  text: string;
  rules: string[];
}

/** src/rules/text/en.json */
export interface RuleBookData {
  sections: SectionEntry[];
  rules: RuleEntry[];
  glossary: GlossaryEntry[];
  sites: SiteEntry[];
}

/** src/rules/text/names.json: short names of every rule in both languages. */
export type RuleNames = Record<string, { en?: string; de?: string }>;

/** src/rules/text/de-sNN.json: German texts of a section's rules. */
export type RuleTextsDe = Record<string, string>;

// The rule texts of the rules reference (issue 17 part 2): short names of every rule of RULES.md
// in English and German (names.json) and the German rule texts, one file per section
// (de-sNN.json). These tests need only the JSON files; the comparison with RULES.md itself runs
// only where the digest is present (CI may not have it), like scripts/check-rule-texts.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.dirname(new URL(import.meta.url).pathname);
// The rule ID format of scripts/rules-coverage.mjs (ABOUT-2), anchored.
const ID = String.raw`(?:ABIL-[A-Z]+(?:-[A-Z]+)*(?![a-z0-9])|[A-Z]+(?:-[A-Z][A-Z0-9]*)*-P?[0-9]+[a-z]?(?:\.[0-9]+)?)`;
const IS_ID = new RegExp(`^${ID}$`);
const CITED = new RegExp(String.raw`\b${ID}`, 'g');

/** The section (§N of RULES.md) a rule ID belongs to, from its prefix. */
const SECTION_OF_PREFIX: [RegExp, number][] = [
  [/^ABOUT-/, 0],
  [/^FLOW-/, 1],
  [/^SETUP-/, 2],
  [/^ROUND-/, 3],
  [/^(CARD|UNIT|SKILL|MANA|EFFECT|COMPOSITE|GAIN|DISCARD|UNDO)-/, 4],
  [/^TURN-/, 5],
  [/^MOVE-/, 6],
  [/^INTERACT-/, 7],
  [/^COMBAT-/, 8],
  [/^END-/, 9],
  [/^(WOUND|HEAL)-/, 10],
  [/^PVP-/, 11],
  [/^COOP-/, 12],
  [/^SCEN-(MAP|PACE|DUMMY|SOLOSKILL|TEAM|SCORE)-/, 13],
  [/^VAR-/, 14],
  [/^SCEN-/, 15],
  [/^(SUM|ABIL|URES)-/, 16],
  [/^REF-/, 18],
];
const sectionOf = (id: string): number | undefined =>
  SECTION_OF_PREFIX.find(([re]) => re.test(id))?.[1];

type Names = Record<string, { en: string; de: string }>;
const names = JSON.parse(fs.readFileSync(path.join(DIR, 'names.json'), 'utf8')) as Names;
const sectionFiles = fs
  .readdirSync(DIR)
  .filter((f) => f.startsWith('de-'))
  .sort();
const germanTexts = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

describe('rule texts: names.json (short rule names, English and German)', () => {
  it('is keyed by rule IDs of the ABOUT-2 format, each with a non-empty English and German name', () => {
    const ids = Object.keys(names);
    expect(ids.length).toBeGreaterThan(800);
    expect(ids.filter((id) => !IS_ID.test(id))).toEqual([]);
    for (const [id, name] of Object.entries(names)) {
      expect(Object.keys(name).sort(), id).toEqual(['de', 'en']);
      expect(isText(name.en) && isText(name.de), id).toBe(true);
      expect(name.en, id).toBe(name.en.trim());
      expect(name.de, id).toBe(name.de.trim());
    }
  });

  it('puts every rule into one of the sections §0–§18', () => {
    expect(Object.keys(names).filter((id) => sectionOf(id) === undefined)).toEqual([]);
  });

  it('has short names (at most 6 words) that tell the rules of one section apart', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [id, name] of Object.entries(names)) {
      for (const lang of ['en', 'de'] as const) {
        expect(name[lang].split(/\s+/).length, `${id} ${lang}`).toBeLessThanOrEqual(6);
        const key = `${sectionOf(id)}|${lang}|${name[lang].toLowerCase()}`;
        const other = seen.get(key);
        if (other) clashes.push(`${other} and ${id}: ${name[lang]}`);
        seen.set(key, id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives every rule a name of its own in each language (search results stay tellable apart)', () => {
    for (const lang of ['en', 'de'] as const) {
      const byName = new Map<string, string[]>();
      for (const [id, name] of Object.entries(names)) {
        const key = name[lang].toLowerCase();
        byName.set(key, [...(byName.get(key) ?? []), id]);
      }
      expect([...byName.values()].filter((ids) => ids.length > 1)).toEqual([]);
    }
  });
});

describe('rule texts: de-sNN.json (German rule texts per section)', () => {
  it('are named de-s00.json … de-s18.json', () => {
    expect(sectionFiles.filter((f) => !/^de-s(0\d|1[0-8])\.json$/.test(f))).toEqual([]);
  });

  it.each(sectionFiles)('%s maps rule IDs of its own section to non-empty German texts', (file) => {
    const texts = germanTexts(file);
    expect(texts !== null && typeof texts === 'object' && !Array.isArray(texts)).toBe(true);
    const section = Number(file.slice(4, 6));
    for (const [id, text] of Object.entries(texts as Record<string, unknown>)) {
      expect(IS_ID.test(id), id).toBe(true);
      expect(sectionOf(id), id).toBe(section);
      expect(id in names, `${id} has a name`).toBe(true);
      expect(isText(text), id).toBe(true);
    }
  });

  it.each(sectionFiles)('%s cites only rule IDs that exist', (file) => {
    const texts = germanTexts(file) as Record<string, string>;
    const unknown = Object.entries(texts).flatMap(([id, text]) =>
      (text.match(CITED) ?? []).filter((c) => !(c in names)).map((c) => `${id} → ${c}`),
    );
    expect(unknown).toEqual([]);
  });
});

// Against the digest itself, where it is available (skipped otherwise).
const RULES = ['../shared/rules/RULES.md', '/work/shared/rules/RULES.md']
  .map((p) => path.resolve(p))
  .find((p) => fs.existsSync(p));
const RULE_LINE = new RegExp(String.raw`^\s*- \*\*(${ID})\b`);

describe.skipIf(!RULES)('rule texts against RULES.md', () => {
  const digest = new Map<string, number>();
  let section = -1;
  for (const line of RULES ? fs.readFileSync(RULES, 'utf8').split('\n') : []) {
    const h = line.match(/^## (\d+)\./);
    if (h) section = Number(h[1]);
    const m = line.match(RULE_LINE);
    if (m?.[1] && section >= 0 && section <= 18) digest.set(m[1], section);
  }

  it('names exactly the rules of RULES.md §0–§18, each in its section', () => {
    expect(digest.size).toBeGreaterThan(800);
    expect(Object.keys(names).sort()).toEqual([...digest.keys()].sort());
    for (const [id, s] of digest) expect(sectionOf(id), id).toBe(s);
  });

  it.each(sectionFiles)('%s has a text for every rule of its section', (file) => {
    const texts = germanTexts(file) as Record<string, string>;
    const section = Number(file.slice(4, 6));
    const missing = [...digest].filter(([id, s]) => s === section && !(id in texts));
    expect(missing).toEqual([]);
  });
});

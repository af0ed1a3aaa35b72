// The rules reference's data: the parser of RULES.md, the committed src/rules/text/en.json kept in
// step with the digest, the optional German files, short names and the search in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeRuleBook, ruleName, ruleText, splitTitle } from './book';
import { isRuleId, parseRulesDigest, rulesDigestPath } from './parse';
import { searchRules } from './search';
import type { RuleBookData } from './types';
import committed from './text/en.json';

const root = fileURLToPath(new URL('../..', import.meta.url));
const digest = rulesDigestPath(root, process.env.MK_RULES, (p) => fs.existsSync(p));
const data: RuleBookData = committed;
const book = makeRuleBook(data, {}, {});

describe('RULES.md parser', () => {
  const sample = [
    '## 8. Combat with Enemies (Kampf gegen Feinde)',
    '### 8.3 Block phase (Blockphase)',
    '- **COMBAT-BLOCK-6 Swift.** Some text with **bold**. [ABIL-SWIFT]',
    '  - **COMBAT-BLOCK-6a** Child rule.',
    '    - an unlabelled sub-bullet',
    '  - [See also X]',
    '## 16. Summary Pages (Zusammenfassung)',
    '- **ABIL-SWIFT Swift (Flink):** blocking it requires twice its Attack.',
    '- **ABIL-MULTI ★** Each attack separately.',
    '## 20. Glossary (German → English)',
    '| German | English | Notes |',
    '|---|---|---|',
    '| flink | swift | |',
  ].join('\n');
  const parsed = parseRulesDigest(sample);

  it('reads ID, section, subsection, parent, title and text with unlabelled sub-bullets (ABOUT-2)', () => {
    expect(parsed.rules.map((r) => r.id)).toEqual([
      'COMBAT-BLOCK-6',
      'COMBAT-BLOCK-6a',
      'ABIL-SWIFT',
      'ABIL-MULTI',
    ]);
    const [six, sixA, swift, multi] = parsed.rules;
    expect(six).toMatchObject({ section: 8, sub: '8.3 Block phase (Blockphase)', parent: null });
    expect(six?.title).toBe('Swift');
    expect(six?.text).toBe('Some text with **bold**. [ABIL-SWIFT]\n- [See also X]');
    expect(sixA).toMatchObject({ parent: 'COMBAT-BLOCK-6', title: '' });
    expect(sixA?.text).toBe('Child rule.\n- an unlabelled sub-bullet');
    expect(swift).toMatchObject({ section: 16, title: 'Swift (Flink)', parent: null });
    expect(swift?.text).toBe('blocking it requires twice its Attack.');
    expect(multi).toMatchObject({ title: '', text: 'Each attack separately.' });
    expect(parsed.glossary).toEqual([{ de: 'flink', en: 'swift', note: '' }]);
  });

  it('tells rule IDs from other refusal codes', () => {
    expect(isRuleId('COMBAT-RANGED-6')).toBe(true);
    expect(isRuleId('COMBAT-DMG-5d.1')).toBe(true);
    expect(isRuleId('ABIL-SWIFT')).toBe(true);
    expect(isRuleId('ENGINE')).toBe(false);
    expect(isRuleId('SCEN-SCORE')).toBe(false);
  });
});

describe('committed rule data (src/rules/text/en.json)', () => {
  it('has every rule entry of the digest: 898 rules, 245 with a title, unique IDs', () => {
    expect(data.rules).toHaveLength(898);
    expect(data.rules.filter((r) => r.title)).toHaveLength(245);
    expect(new Set(data.rules.map((r) => r.id)).size).toBe(898);
    for (const prefix of ['ABOUT-1', 'SUM-PVP-2', 'REF-1', 'ABIL-SWIFT', 'URES-4'])
      expect(book.byId.has(prefix), prefix).toBe(true);
    expect(book.byId.get('COMBAT-2c.1')?.parent).toBe('COMBAT-2c');
    expect(book.byId.get('REF-1')?.text).toContain('Forest (Wald) | 3 | 5');
    expect(data.glossary.find((g) => g.de === 'Ruhm')?.en).toBe('Fame');
    expect(data.sites.find((s) => s.en === 'Village')?.rules).toContain('INTERACT-4b');
  });

  it.runIf(digest)('is in step with RULES.md (npm run gen:rules regenerates it)', () => {
    const fresh = parseRulesDigest(fs.readFileSync(digest!, 'utf8'));
    expect(fresh).toEqual(data);
  });
  it.skipIf(digest)(
    'is in step with RULES.md — SKIPPED: RULES.md not found (../shared/rules/RULES.md)',
    () => undefined,
  );

  it('German section files and names.json, where present, use rule IDs of the digest only', () => {
    const dir = path.join(root, 'src/rules/text');
    for (const f of fs.readdirSync(dir).filter((n) => /^(de-s\d\d|names)\.json$/.test(n))) {
      const ids = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as object);
      for (const id of ids) expect(book.byId.has(id), `${f}: ${id}`).toBe(true);
    }
  });
});

describe('short names and texts', () => {
  it('falls back to the English title, else the ID, until names.json has the rule', () => {
    expect(ruleName(book, 'ABIL-SWIFT', 'en')).toBe('Swift');
    expect(ruleName(book, 'ABIL-SWIFT', 'de')).toBe('Flink');
    expect(ruleName(book, 'COMBAT-RANGED-6', 'en')).toBe('COMBAT-RANGED-6');
    expect(ruleName(null, 'COMBAT-RANGED-6', 'de')).toBe('COMBAT-RANGED-6');
    expect(splitTitle('Terrain Move costs (Day/Night board)', 'de')).toBe('Day/Night board');
  });

  it('uses names.json and the German texts when present, English text per missing rule', () => {
    const named = makeRuleBook(
      data,
      {
        'COMBAT-RANGED-6': {
          en: 'Ranged attacks on several enemies',
          de: 'Fernangriff auf mehrere',
        },
      },
      { 'ABIL-SWIFT': 'Zum Blocken braucht es **doppelt** so viel Block.' },
    );
    expect(ruleName(named, 'COMBAT-RANGED-6', 'de')).toBe('Fernangriff auf mehrere');
    expect(ruleName(named, 'COMBAT-RANGED-6', 'en')).toBe('Ranged attacks on several enemies');
    expect(ruleText(named, 'ABIL-SWIFT', 'de')).toEqual({
      text: 'Zum Blocken braucht es **doppelt** so viel Block.',
      translated: true,
    });
    expect(ruleText(named, 'ABIL-BRUTAL', 'de').translated).toBe(false);
    expect(ruleText(named, 'ABIL-BRUTAL', 'de').text).toContain('twice');
  });
});

describe('search', () => {
  it('finds Swift by its English name in English: the rules named Swift come first', () => {
    const top = searchRules(book, 'swift', 'en')
      .slice(0, 2)
      .map((h) => h.id);
    expect(top.sort()).toEqual(['ABIL-SWIFT', 'COMBAT-BLOCK-6a']);
  });
  it('finds Swift by its German name "flink" in German and in English (cross-language)', () => {
    expect(searchRules(book, 'flink', 'de')[0]?.id).toBe('ABIL-SWIFT');
    expect(searchRules(book, 'Flink', 'en')[0]?.id).toBe('ABIL-SWIFT');
  });
  it('finds Swift by "swift" in German too, and by names.json names', () => {
    expect(searchRules(book, 'swift', 'de').map((h) => h.id)).toContain('ABIL-SWIFT');
    const named = makeRuleBook(data, { 'COMBAT-RANGED-6': { en: 'x', de: 'Zielwahl' } }, {});
    expect(searchRules(named, 'zielwahl', 'en')[0]?.id).toBe('COMBAT-RANGED-6');
  });
  it('translates a query word through the glossary (Ruhm → Fame)', () => {
    const hits = searchRules(book, 'ruhm', 'en').map((h) => h.id);
    expect(hits.length).toBeGreaterThan(10);
    expect(book.byId.get(hits[0]!)?.text.toLowerCase()).toMatch(/fame|ruhm/);
  });
  it('finds a rule by its ID, and every word must match', () => {
    expect(searchRules(book, 'combat-ranged-6', 'en')[0]?.id).toBe('COMBAT-RANGED-6');
    expect(searchRules(book, 'swift xyzzyq', 'en')).toEqual([]);
    expect(searchRules(book, '   ', 'en')).toEqual([]);
  });
  it('searches the German text for German players', () => {
    const de = makeRuleBook(
      data,
      {},
      { 'ABIL-BRUTAL': 'Ungeblockt richtet er doppelten Schaden an.' },
    );
    expect(searchRules(de, 'ungeblockt', 'de').map((h) => h.id)).toEqual(['ABIL-BRUTAL']);
    expect(searchRules(de, 'ungeblockt', 'en')).toEqual([]);
  });
});

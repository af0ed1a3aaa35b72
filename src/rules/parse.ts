// Parser of the rules digest (RULES.md) into the reference's data (types.ts). Used by
// scripts/gen-rules.ts to write src/rules/text/en.json and by the test that keeps that file in step
// with the digest; the app itself only reads the JSON. Pure: no file system here.
import type { GlossaryEntry, RuleBookData, RuleEntry, SectionEntry, SiteEntry } from './types';

/**
 * A rule ID as scripts/rules-coverage.mjs reads them: numbered IDs (MOVE-4c, COMBAT-DMG-5d.1,
 * SETUP-P4) and the mnemonic enemy abilities (ABIL-SWIFT) — ABOUT-2.
 */
export const RULE_ID_RE =
  '(?:ABIL-[A-Z]+(?:-[A-Z]+)*(?![a-z0-9])|[A-Z]+(?:-[A-Z][A-Z0-9]*)*-P?[0-9]+[a-z]?(?:\\.[0-9]+)?)';

const RULE_LINE = new RegExp(`^( *)- \\*\\*(${RULE_ID_RE})\\b\\s*(?:★\\s*)?([^*]*)\\*\\*(.*)$`);
const BULLET = /^( *)- (.*)$/;
const H2 = /^## (\d+)\. (.*)$/;
const H3 = /^### ([\d.]+) (.*)$/;

/** Where RULES.md is, relative to the project root (as scripts/rules-coverage.mjs looks). */
export function rulesDigestPath(
  root: string,
  explicit: string | undefined,
  exists: (path: string) => boolean,
): string | null {
  const base = root.endsWith('/') ? root : `${root}/`;
  const candidates = [
    explicit ?? '',
    `${base}../shared/rules/RULES.md`,
    '/work/shared/rules/RULES.md',
  ].filter(Boolean);
  return candidates.find((p) => exists(p)) ?? null;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

const isTableRow = (line: string) => line.trimStart().startsWith('|');
const isTableRule = (line: string) => /^\|[\s|:-]+\|$/.test(line.trim());

function cleanTitle(raw: string): string {
  return raw
    .trim()
    .replace(/^[—–-]\s*/, '')
    .replace(/[:.]\s*$/, '')
    .trim();
}

function cleanText(raw: string): string {
  return raw
    .replace(/^\s*[:.—–]?\s*/, '')
    .replace(/^[—–]\s*/, '')
    .trim();
}

export function parseRulesDigest(markdown: string): RuleBookData {
  const sections: SectionEntry[] = [];
  const rules: RuleEntry[] = [];
  const glossary: GlossaryEntry[] = [];
  const sites: SiteEntry[] = [];
  let section = -1;
  let sub = '';
  /** Open rules by indentation, innermost last. */
  let stack: { indent: number; rule: RuleEntry }[] = [];
  /** The last line belonged to a rule (a table right after it is part of its text). */
  let inRule = false;
  let tableHeader = true;

  for (const line of markdown.split('\n')) {
    const h2 = H2.exec(line);
    if (h2) {
      section = Number(h2[1]);
      sections.push({ n: section, title: (h2[2] ?? '').trim() });
      sub = '';
      stack = [];
      inRule = false;
      continue;
    }
    const h3 = H3.exec(line);
    if (h3) {
      sub = `${h3[1]} ${(h3[2] ?? '').trim()}`;
      stack = [];
      inRule = false;
      continue;
    }
    if (line.trim() === '') {
      tableHeader = true;
      continue;
    }
    const m = RULE_LINE.exec(line);
    if (m) {
      const indent = (m[1] ?? '').length;
      while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
      const rule: RuleEntry = {
        id: m[2]!,
        section,
        sub,
        parent: stack[stack.length - 1]?.rule.id ?? null,
        title: cleanTitle(m[3] ?? ''),
        text: cleanText(m[4] ?? ''),
      };
      rules.push(rule);
      stack.push({ indent, rule });
      inRule = true;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet && stack.length > 0) {
      // An unlabelled sub-bullet belongs to the nearest labelled rule above it (ABOUT-2).
      const indent = (bullet[1] ?? '').length;
      const owner = [...stack].reverse().find((s) => s.indent < indent) ?? stack[stack.length - 1]!;
      owner.rule.text += `\n- ${(bullet[2] ?? '').trim()}`;
      inRule = true;
      continue;
    }
    if (isTableRow(line)) {
      if (isTableRule(line)) continue;
      const row = cells(line);
      if (tableHeader) {
        tableHeader = false;
        // a table right after a rule (REF-1's terrain costs) is part of its text, header included
        if (inRule && stack.length > 0) stack[0]!.rule.text += `\n${row.join(' | ')}`;
        continue;
      }
      if (inRule && stack.length > 0) {
        stack[0]!.rule.text += `\n${row.join(' | ')}`;
        continue;
      }
      if (section === 20 && row.length >= 2) {
        glossary.push({ de: row[0]!, en: row[1]!, note: row[2] ?? '' });
      } else if (section === 17 && row.length >= 4) {
        const ids = [...row[3]!.matchAll(new RegExp(RULE_ID_RE, 'g'))].map((x) => x[0]);
        sites.push({
          de: row[0]!,
          en: row[1]!,
          category: row[2]!,
          text: row[3]!,
          rules: [...new Set(ids)],
        });
      }
      continue;
    }
    // any other line (a paragraph, a bold heading) ends the open rules
    stack = [];
    inRule = false;
  }
  const known = new Set(rules.map((r) => r.id));
  for (const s of sites) s.rules = s.rules.filter((id) => known.has(id));
  return { sections, rules, glossary, sites };
}

const WHOLE_ID = new RegExp(`^${RULE_ID_RE}$`);

/** "COMBAT-RANGED-6" yes; "ENGINE", "UI", "SCEN-SCORE" (no number) no. */
export function isRuleId(s: string): boolean {
  return WHOLE_ID.test(s);
}

// `node scripts/check-rule-texts.mjs`: checks the rule texts of the in-game rules reference
// (src/rules/text/) against the rules digest RULES.md.
//
//   - names.json must name every rule of RULES.md, in English and German, with non-empty strings;
//   - every section file de-sNN.json that exists must hold a non-empty German text for every rule
//     of section NN (§0–§18), and only rules of that section;
//   - no file may hold an ID that is not a rule of RULES.md;
//   - rule IDs cited in square brackets in a German text must be rules of RULES.md (warning for
//     IDs that the English entry cites but the German text leaves out).
//   - the German texts are our own words, not the publisher's: where the German rulebook is at hand
//     (--rulebook PATH, default ../shared/seeds/mage-knight-ultimate-rulebook-de.txt), no text may
//     share a run of OWN_WORDS_LIMIT or more consecutive words with it (case and punctuation
//     ignored); the longest shared run is reported.
// Section files not written yet are listed; with --strict they are errors too.
//
// Usage: node scripts/check-rule-texts.mjs [--rules PATH] [--rulebook PATH] [--strict]
// Exit code 0 = all good, 1 = errors, 2 = RULES.md not found.
import fs from 'node:fs';
import path from 'node:path';
import { arg, findRulesDigest, ID_RE, ROOT, RULE_LINE } from './rules-digest.mjs';

const TEXT_DIR = path.join(ROOT, 'src', 'rules', 'text');
const STRICT = process.argv.includes('--strict');
const RULES = findRulesDigest('check-rule-texts');
const CITED = new RegExp(String.raw`\b${ID_RE}`, 'g');

/** Rules of RULES.md §0–§18: id → { section, english text incl. unlabelled sub-bullets }. */
function parseRules(file) {
  const rules = new Map();
  let section = null;
  let current = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const heading = line.match(/^## (\d+)\./);
    if (heading) {
      section = Number(heading[1]);
      current = null;
      continue;
    }
    if (section === null || section > 18) continue;
    const m = line.match(RULE_LINE);
    if (m) {
      current = { section, indent: m[1].length, english: line };
      rules.set(m[2], current);
    } else if (current && /^\s+- /.test(line) && line.match(/^\s*/)[0].length > current.indent) {
      current.english += '\n' + line;
    } else if (line.trim() !== '') {
      current = null;
    }
  }
  return rules;
}

const rules = parseRules(RULES);
const RULEBOOK = [
  arg('--rulebook', ''),
  path.join(ROOT, '..', 'shared', 'seeds', 'mage-knight-ultimate-rulebook-de.txt'),
  '/work/shared/seeds/mage-knight-ultimate-rulebook-de.txt',
]
  .filter(Boolean)
  .find((f) => fs.existsSync(f));
// A run of this many words in common with the publisher's text is a copied phrase, not a shared
// term: lists of game terms ("Bewegung 1, Einfluss 1, Angriff 1 oder Block 1") stay below it.
const OWN_WORDS_LIMIT = 10;
const words = (s) =>
  s
    .toLowerCase()
    .replace(/\*\*|\*|\[[^\]]*\]/g, ' ')
    .replace(/[^a-zäöüß0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
const publisherRuns = new Set();
if (RULEBOOK) {
  const book = words(fs.readFileSync(RULEBOOK, 'utf8'));
  for (let i = 0; i + OWN_WORDS_LIMIT <= book.length; i++)
    publisherRuns.add(book.slice(i, i + OWN_WORDS_LIMIT).join(' '));
}
/** The first run of OWN_WORDS_LIMIT words this text shares with the rulebook, or ''. */
const sharedRun = (text) => {
  const w = words(text);
  for (let i = 0; i + OWN_WORDS_LIMIT <= w.length; i++) {
    const run = w.slice(i, i + OWN_WORDS_LIMIT).join(' ');
    if (publisherRuns.has(run)) return run;
  }
  return '';
};
const errors = [];
const warnings = [];
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    errors.push(`${path.relative(ROOT, file)}: not valid JSON (${e.message})`);
    return null;
  }
};
const isText = (v) => typeof v === 'string' && v.trim() !== '';

// ---------------------------------------------------------------- names.json
const namesFile = path.join(TEXT_DIR, 'names.json');
const names = fs.existsSync(namesFile)
  ? readJson(namesFile)
  : (errors.push('names.json missing'), null);
if (names) {
  for (const id of rules.keys()) if (!(id in names)) errors.push(`names.json: missing ${id}`);
  for (const [id, v] of Object.entries(names)) {
    if (!rules.has(id)) errors.push(`names.json: ${id} is not a rule of RULES.md`);
    if (!v || !isText(v.en)) errors.push(`names.json: ${id} has no English name`);
    if (!v || !isText(v.de)) errors.push(`names.json: ${id} has no German name`);
  }
}

// ---------------------------------------------------------------- de-sNN.json
const sections = [...new Set([...rules.values()].map((r) => r.section))].sort((a, b) => a - b);
let withText = 0;
const notWritten = [];
for (const s of sections) {
  const file = path.join(TEXT_DIR, `de-s${String(s).padStart(2, '0')}.json`);
  const ids = [...rules].filter(([, r]) => r.section === s).map(([id]) => id);
  if (!fs.existsSync(file)) {
    notWritten.push(`§${s} (${ids.length} rules)`);
    continue;
  }
  const texts = readJson(file);
  if (!texts) continue;
  const rel = path.relative(ROOT, file);
  for (const id of ids) if (!(id in texts)) errors.push(`${rel}: missing ${id}`);
  for (const [id, text] of Object.entries(texts)) {
    const rule = rules.get(id);
    if (!rule) errors.push(`${rel}: ${id} is not a rule of RULES.md`);
    else if (rule.section !== s) errors.push(`${rel}: ${id} belongs to §${rule.section}`);
    if (!isText(text)) {
      errors.push(`${rel}: ${id} has an empty text`);
      continue;
    }
    withText++;
    const copied = publisherRuns.size ? sharedRun(text) : '';
    if (copied) {
      errors.push(`${rel}: ${id} follows the publisher's wording ("${copied} …")`);
    }
    for (const cited of text.match(CITED) ?? [])
      if (!rules.has(cited) && !/^(D|U)\d+$/.test(cited))
        errors.push(`${rel}: ${id} cites ${cited}, which is not a rule`);
    if (rule) {
      const own = new RegExp(String.raw`^\s*- \*\*${id.replace(/[.]/g, '\\.')}`);
      const englishCites = new Set(
        (rule.english.replace(own, '').match(CITED) ?? []).filter((c) => rules.has(c)),
      );
      for (const c of englishCites)
        if (!text.includes(c)) warnings.push(`${rel}: ${id} leaves out the reference ${c}`);
    }
  }
}
for (const f of fs.existsSync(TEXT_DIR) ? fs.readdirSync(TEXT_DIR) : [])
  if (/^de-s\d+\.json$/.test(f) && !sections.includes(Number(f.slice(4, 6))))
    errors.push(`${f}: no such section in RULES.md`);

// ---------------------------------------------------------------- report
console.log(
  RULEBOOK
    ? `own-words check against ${path.relative(ROOT, RULEBOOK)}: no run of ${OWN_WORDS_LIMIT} words allowed`
    : 'German rulebook not found: own-words check skipped',
);
for (const w of warnings) console.log(`warning: ${w}`);
if (notWritten.length) {
  const msg = `German texts not written yet: ${notWritten.join(', ')}`;
  if (STRICT) errors.push(msg);
  else console.log(msg);
}
for (const e of errors) console.error(`error: ${e}`);
console.log(
  `check-rule-texts: ${rules.size} rules, ${names ? Object.keys(names).length : 0} names, ` +
    `${withText} German texts, ${errors.length} errors, ${warnings.length} warnings`,
);
process.exit(errors.length ? 1 : 0);

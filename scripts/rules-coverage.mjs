// `npm run rules:coverage`: the rules coverage map src/engine/RULES-COVERAGE.md.
//
// It parses every rule ID of the rules digest (RULES.md §1–§15 plus the enemy abilities ABIL-* and
// unit resistances URES-* of §16), then greps
//   - the engine source (src/engine/**/*.ts, not tests) for where each rule is cited (comments and
//     refusal rule ids: the engine cites the rule it implements next to the code),
//   - the engine tests (src/engine/**/*.test.ts) for describe/it/test titles naming the rule,
//   - the UI (src/ui) for rules the UI carries out,
// and writes one table per section: rule → implementation file(s) → test(s) → status.
// Rules that are not engine rules (table talk, advice, physical handling) are annotated below
// (ANNOTATIONS), so the report can say "not applicable" instead of "not implemented".
//
// Usage: node scripts/rules-coverage.mjs [--rules PATH] [--out PATH] [--check]
//   --check  exit 1 if a rule cited in the engine has no test naming it (for CI, optional).
import fs from 'node:fs';
import path from 'node:path';
import { arg, findRulesDigest, ID_RE, ROOT, RULE_LINE } from './rules-digest.mjs';

const RULES = findRulesDigest('rules-coverage');
const OUT = path.resolve(ROOT, arg('--out', 'src/engine/RULES-COVERAGE.md'));
const ENGINE = path.join(ROOT, 'src', 'engine');
const UI = path.join(ROOT, 'src', 'ui');

// ---------------------------------------------------------------- annotations (not engine rules)
// status: 'n/a' = nothing for the engine to enforce (advice, table talk, physical handling, the
// digest describing itself, or excluded by design); 'ui' = carried out by the UI, not the rules
// engine; 'gap' = a known missing rule (shown as "not implemented" even where code mentions it).
// A test naming an annotated rule still makes it "tested".
const NA = (note) => ({ status: 'n/a', note });
const UIR = (note) => ({ status: 'ui', note });
const AUCTION_AT_TABLE = UIR(
  'the auction is held before the game; the engine takes its result (options.fameBids)',
);
const ANNOTATIONS = {
  'FLOW-0a': NA('structure of the books'),
  'FLOW-0b': NA('definition of site categories (content/sites.ts)'),
  'FLOW-1': UIR('new-game dialog chooses the scenario'),
  'FLOW-2': UIR('new-game dialog: player order and heroes'),
  'SETUP-16': NA('physical: cards within reach'),
  'SETUP-17': NA('physical: city components'),
  'SETUP-18': NA('physical: general supply'),
  'SETUP-P11': NA('physical: skill description card'),
  'SETUP-P12': NA('physical: play area'),
  'UNDO-1': UIR('undo stack in the UI store; the engine marks checkpoints (isCheckpoint)'),
  'UNDO-2a': UIR('undo stack in the UI store; the engine marks checkpoints (isCheckpoint)'),
  'TURN-END-8b': NA('table talk: telling the next player to start'),
  'SKILL-3': NA('skill description card (content/skills.ts)'),
  'EFFECT-2': NA('card text shorthand (effects/vocabulary.ts)'),
  'CARD-4': NA('laying cards in columns (combat/columns.ts)'),
  'SCEN-MAP-1b': NA('designer note'),
  'SCEN-MAP-1c': NA('advice on player counts'),
  'SCEN-MAP-2a': NA('advice on player counts'),
  'SCEN-MAP-3a': NA('advice on player counts'),
  'SCEN-MAP-3b': NA('advice on player counts'),
  'SCEN-PACE-1': NA('designer note (why a dummy player)'),
  'SCEN-DUMMY-11': NA('hint'),
  'SCEN-DUMMY-12': NA('hint'),
  'SCEN-DUMMY-13': NA('hint on player counts'),
  'SCEN-TEAM-4': NA('table talk: no trading (the engine has no trade action)'),
  'SCEN-TEAM-5': NA('table talk between allies'),
  'SCEN-TEAM-9d': NA('hint'),
  'SCEN-RECON-2': NA('story'),
  'SCEN-FULL-CONQ-2': NA('story'),
  'SCEN-BLITZ-CONQ-5': NA('variant suggestion'),
  'SCEN-SOLO-CONQ-10': NA('variant suggestion'),
  'SCEN-SOLO-CONQ-11': NA('advice'),
  'SCEN-FULL-COOP-7': NA('variant suggestion'),
  'SCEN-RETURN-4': NA('variant suggestion'),
  'SCEN-HOLD-14': NA('variant suggestion'),
  'VAR-0a': NA('advice'),
  'VAR-0b': NA('table agreement'),
  'VAR-0c': NA('table agreement'),
  'VAR-0d': NA('advice'),
  'VAR-0e': NA('advice'),
  'VAR-0f': NA('advice'),
  'VAR-INTCOMBAT-4': NA('advice'),
  'VAR-DECK-1g': NA('table agreement'),
  'VAR-CITYLVL-1': NA('advice'),
  // §14 variants carried out at the table or on the start screen (variants/RULINGS.md).
  'VAR-AUCTION-1': AUCTION_AT_TABLE,
  'VAR-AUCTION-2': AUCTION_AT_TABLE,
  'VAR-AUCTION-3': AUCTION_AT_TABLE,
  'VAR-AUCTION-4': AUCTION_AT_TABLE,
  'VAR-AUCTION-5': AUCTION_AT_TABLE,
  'VAR-MAP-1': NA(
    'advice: shapes and tile counts are the scenarios’ (city levels: options.cityLevels)',
  ),
  'VAR-MAP-2a': NA('physical: the lattice positions stay, only the tile content turns'),
  // Represented differently by the engine (no physical component to handle).
  'SETUP-P8': NA('Fame and Reputation are numbers; shields on hexes and city cards are unlimited'),
  'UNIT-2': UIR('the unit area; units never enter hand, deck or discard pile (PlayerState.units)'),
  'SCEN-RECON-4e': NA('the offers are shown from the start; nothing in play depends on it'),
  'SCEN-MINES-4f': NA('physical substitute tokens; the engine draws real tokens'),
  // By design: effects "before your turn / during another player's turn" are offered at the very
  // start of the own turn (TURN-OUT-1a makes the two equivalent); nothing can be played outside it.
  'ROUND-4e': NA('by design: out-of-turn effects are offered only at the start of the own turn'),
  'TURN-OUT-1a.1': NA('by design: offered at the start of every own turn, the first player’s too'),
  'TURN-OUT-1d': NA('by design: the engine offers no other action outside the own turn'),
  // Known gaps (see the audit report; scenarios/RULINGS.md lists the scenario ones).
  'TURN-OUT-1b': { status: 'gap', note: 'gap: no reactions to another player’s effects' },
};

// ---------------------------------------------------------------- rule IDs in the digest
const IN_SCOPE_SECTION = (n) => n >= 1 && n <= 15;
const IN_SCOPE_PREFIX = /^(ABIL|URES)-/;

function parseRules(text) {
  const rules = [];
  let section = 0;
  let sectionTitle = '';
  let sub = '';
  for (const line of text.split('\n')) {
    const h2 = /^## (\d+)\. (.*)$/.exec(line);
    if (h2) {
      section = Number(h2[1]);
      sectionTitle = h2[2].trim();
      sub = '';
      continue;
    }
    const h3 = /^### ([\d.]+) (.*)$/.exec(line);
    if (h3) {
      sub = `${h3[1]} ${h3[2].trim()}`;
      continue;
    }
    const m = RULE_LINE.exec(line);
    if (!m) continue;
    const id = m[2];
    const inScope = IN_SCOPE_SECTION(section) || IN_SCOPE_PREFIX.test(id);
    if (!inScope || /^(SUM|REF|ABOUT)-/.test(id)) continue;
    const name = m[3].replace(/[:.]\s*$/, '').trim();
    const body = m[4]
      .replace(/\*\*/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .trim();
    const summary = (name ? `${name}: ` : '') + body;
    rules.push({
      id,
      depth: m[1].length / 2,
      section,
      sectionTitle: IN_SCOPE_PREFIX.test(id) && section === 16 ? sub : sectionTitle,
      sectionKey: IN_SCOPE_PREFIX.test(id) && section === 16 ? sub : String(section),
      summary: summary.length > 90 ? `${summary.slice(0, 87).trimEnd()}…` : summary,
    });
  }
  return rules;
}

// ---------------------------------------------------------------- citations in source text
/** Expand "COMBAT-5a/5b", "SETUP-P4/P5", "ROUND-3a–3d", "COMBAT-DMG-4b.1/4b.2" into IDs. */
function citedIds(text) {
  const out = new Set();
  const re = new RegExp(
    `(?<![A-Za-z0-9-])(${ID_RE})((?:(?:[/–]|\\.\\.)(?:P?[0-9]+[a-z]?(?:\\.[0-9]+)?|[a-z](?:\\.[0-9]+)?|\\.[0-9]+)(?![A-Za-z0-9]))*)`,
    'g',
  );
  for (const m of text.matchAll(re)) {
    const first = m[1];
    out.add(first);
    if (!m[2]) continue;
    // Split the stem of the first ID: prefix, number, letter, sub-number.
    const stem = /^(.*-)(P?)([0-9]+)([a-z]?)((?:\.[0-9]+)?)$/.exec(first);
    if (!stem) continue;
    const [, prefix, p, num, letter] = stem;
    let prev = first;
    for (const part of m[2].matchAll(/([/–]|\.\.)((?:(?!\.\.)[^/–])+)/g)) {
      const [, sep, suf] = part;
      let id;
      if (/^P?[0-9]/.test(suf)) id = `${prefix}${suf.startsWith('P') ? '' : p}${suf}`;
      else if (/^[a-z]/.test(suf)) id = `${prefix}${p}${num}${suf}`;
      else id = `${prefix}${p}${num}${letter}${suf}`;
      if (sep === '–' || sep === '..') {
        // Ranges: 3a–3d → 3a, 3b, 3c, 3d; SCEN-SCORE-1..5 → 1, 2, 3, 4, 5.
        const n1 = /-(\d+)$/.exec(prev);
        const n2 = /-(\d+)$/.exec(id);
        if (n1 && n2 && prev.slice(0, n1.index) === id.slice(0, n2.index))
          for (let k = Number(n1[1]) + 1; k < Number(n2[1]); k++)
            out.add(`${id.slice(0, n2.index)}-${k}`);
        const a = /([a-z])$/.exec(prev);
        const b = /^(.*?)([a-z])$/.exec(id);
        if (a && b && prev.slice(0, -1) === b[1])
          for (let c = a[1].charCodeAt(0) + 1; c < b[2].charCodeAt(0); c++)
            out.add(`${b[1]}${String.fromCharCode(c)}`);
      }
      out.add(id);
      prev = id;
    }
  }
  return out;
}

function walk(dir, pred, acc = []) {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const f = path.join(dir, e.name);
    if (e.isDirectory()) walk(f, pred, acc);
    else if (pred(f)) acc.push(f);
  }
  return acc;
}
const rel = (f) => path.relative(path.join(ROOT, 'src'), f).split(path.sep).join('/');
const isTest = (f) => /\.test\.tsx?$/.test(f);
const isTs = (f) => /\.tsx?$/.test(f);

/** ID → Map(file → count) over non-test sources. */
function implIndex(files) {
  const idx = new Map();
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    const counts = new Map();
    const re = new RegExp(`(?<![A-Za-z0-9-])${ID_RE}`, 'g');
    // Count every citation (the set above only says which IDs; counts rank files).
    for (const line of text.split('\n'))
      for (const id of citedIds(line)) counts.set(id, (counts.get(id) ?? 0) + 1);
    void re;
    for (const [id, n] of counts) {
      if (!idx.has(id)) idx.set(id, new Map());
      idx.get(id).set(rel(f), n);
    }
  }
  return idx;
}

/** ID → [{file, title}] over describe/it/test titles of the test files. */
function testIndex(files) {
  const idx = new Map();
  const re =
    /\b(describe|it|test)(?:\.(?:only|skip|todo|concurrent|each\([^)]*\)))?\(\s*(['"`])((?:\\.|(?!\2)[\s\S])*?)\2/g;
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    for (const m of text.matchAll(re)) {
      const title = m[3].replace(/\s+/g, ' ');
      for (const id of citedIds(title)) {
        if (!idx.has(id)) idx.set(id, []);
        idx.get(id).push({ file: rel(f), title, kind: m[1] });
      }
    }
  }
  return idx;
}

// ---------------------------------------------------------------- build the map
const rules = parseRules(fs.readFileSync(RULES, 'utf8'));
const known = new Set(rules.map((r) => r.id));
const engineFiles = walk(
  ENGINE,
  (f) => isTs(f) && !isTest(f) && !f.includes(`${path.sep}testing${path.sep}`),
);
const testFiles = walk(ENGINE, isTest);
const uiFiles = walk(UI, (f) => isTs(f) && !isTest(f));
const impl = implIndex(engineFiles);
const tests = testIndex(testFiles);
const ui = implIndex(uiFiles);

const childrenOf = new Map();
for (const r of rules) {
  const parent = rules
    .filter(
      (q) =>
        q.id !== r.id &&
        (r.id.startsWith(`${q.id}.`) ||
          new RegExp(`^${q.id.replace(/[.]/g, '\\.')}[a-z]`).test(r.id)),
    )
    .sort((a, b) => b.id.length - a.id.length)[0];
  if (parent) {
    if (!childrenOf.has(parent.id)) childrenOf.set(parent.id, []);
    childrenOf.get(parent.id).push(r.id);
  }
}
const descendants = (id) => (childrenOf.get(id) ?? []).flatMap((c) => [c, ...descendants(c)]);

function statusOf(r) {
  const ann = ANNOTATIONS[r.id];
  const files = impl.get(r.id);
  const ts = tests.get(r.id) ?? [];
  const itTests = ts.filter((t) => t.kind !== 'describe');
  const kids = descendants(r.id);
  // A sub-rule is covered when a test names it, it is annotated (not a gap), or all of its own
  // sub-rules are covered.
  const covered = (k) =>
    tests.has(k) ||
    (ANNOTATIONS[k] !== undefined && ANNOTATIONS[k].status !== 'gap') ||
    ((childrenOf.get(k) ?? []).length > 0 && (childrenOf.get(k) ?? []).every(covered));
  const kidsTested = kids.length > 0 && kids.every(covered);
  // A known gap stays "not implemented" even where code mentions the rule.
  if (ann?.status === 'gap') return { status: 'not implemented', files, note: ann.note, ts };
  if (ts.length > 0) return { status: 'tested', files, ts: itTests.length ? itTests : ts };
  if (kidsTested) return { status: 'tested', files, ts, via: 'sub-rules' };
  if (ann)
    return {
      status: ann.status === 'ui' ? 'not applicable (UI)' : 'not applicable',
      files,
      note: ann.note,
      ts,
    };
  if (files) return { status: 'implemented, not tested', files, ts };
  if (kids.some((k) => impl.has(k) || tests.has(k)))
    return { status: 'implemented, not tested', via: 'sub-rules', ts };
  // Cited only by the UI: the engine still has to enforce it.
  if (ui.has(r.id)) return { status: 'not implemented', uiFiles: ui.get(r.id), ts };
  return { status: 'not implemented', ts };
}

const parentOf = new Map();
for (const [parent, kids] of childrenOf) for (const k of kids) parentOf.set(k, parent);
/** The rule's family: its ID without the number part (MOVE-4c → MOVE, SCEN-SOLO-CONQ-9b → SCEN-SOLO-CONQ). */
const familyOf = (id) => id.replace(/-P?[0-9]+[a-z]?(\.[0-9]+)?$/, '');
const familyFiles = new Map();
for (const [id, files] of impl) {
  if (!known.has(id) && !rules.some((r) => r.id.startsWith(`${id}`))) continue;
  const fam = familyOf(id);
  if (!familyFiles.has(fam)) familyFiles.set(fam, new Map());
  const m = familyFiles.get(fam);
  for (const [f, n] of files) m.set(f, (m.get(f) ?? 0) + n);
}

/**
 * Where to look when the engine does not cite a rule by its full ID (comments often abbreviate,
 * e.g. "// 9b"): the nearest parent rule's files, else the files citing the rule's family most.
 */
function indirectFiles(r) {
  for (let p = parentOf.get(r.id); p; p = parentOf.get(p)) {
    const f = impl.get(p);
    if (f) return { files: f, via: p };
  }
  const fam = familyFiles.get(familyOf(r.id));
  if (fam) {
    const top = new Map([...fam.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2));
    return { files: top, via: `${familyOf(r.id)}-*` };
  }
  return null;
}

const rows = rules.map((r) => {
  const st = statusOf(r);
  if (st.files || st.status !== 'tested') return { ...r, ...st };
  const ind = indirectFiles(r);
  return ind ? { ...r, ...st, indirect: ind } : { ...r, ...st };
});
const order = [...new Set(rows.map((r) => r.sectionKey))];
const bySection = new Map(order.map((k) => [k, rows.filter((r) => r.sectionKey === k)]));

const short = (f) => f.replace(/^engine\//, '');
const fmtFiles = (m) =>
  m
    ? [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([f]) => `\`${short(f)}\``)
        .join(', ') + (m.size > 4 ? ` +${m.size - 4}` : '')
    : '';
const esc = (s) => s.replace(/\|/g, '\\|').replace(/`/g, "'");
const fmtTests = (ts) =>
  ts.length
    ? ts
        .slice(0, 2)
        .map(
          (t) =>
            `\`${short(t.file).replace(/\.test\.ts$/, '')}\` › ${esc(t.title.length > 70 ? `${t.title.slice(0, 67)}…` : t.title)}`,
        )
        .join('<br>') + (ts.length > 2 ? `<br>+${ts.length - 2} more` : '')
    : '';

const count = (list, st) => list.filter((r) => r.status === st).length;
const STATUSES = [
  'tested',
  'implemented, not tested',
  'not implemented',
  'not applicable',
  'not applicable (UI)',
];
let md = '';
md += '# Rules coverage map\n\n';
md +=
  '<!-- Generated by `node scripts/rules-coverage.mjs` (npm run rules:coverage). Do not edit by hand. -->\n\n';
md += `Source: \`${path.basename(RULES)}\` (${rules.length} rule IDs in §1–§15, \`ABIL-*\`, \`URES-*\`). `;
md +=
  'For each rule: the engine files that cite it (comments or refusal rule ids), the tests whose ';
md += '`describe`/`it` title names it, and a status:\n\n';
md +=
  '- **tested** — a test title names the rule (or every sub-rule is tested: "via sub-rules"); where\n';
md +=
  '  the engine cites a rule only in shorthand, the files of its parent rule or of its family are\n';
md += '  shown "(via …)";\n';
md += '- **implemented, not tested** — the engine cites the rule but no test title names it;\n';
md +=
  '- **not implemented** — neither the engine nor a test cites the rule, or a known gap ("gap: …");\n';
md +=
  '- **not applicable** — nothing for a rules engine to enforce (advice, table talk, physical handling,\n';
md += '  or excluded by design — the reason is given);\n';
md += '- **not applicable (UI)** — carried out by the user interface.\n\n';
md += '## Summary\n\n';
md +=
  '| Section | Rules | Tested | Implemented, not tested | Not implemented | N/A | N/A (UI) |\n|---|---|---|---|---|---|---|\n';
for (const k of order) {
  const list = bySection.get(k);
  const title = /^\d+$/.test(k) ? `§${k} ${list[0].sectionTitle}` : list[0].sectionTitle;
  md += `| ${esc(title)} | ${list.length} | ${STATUSES.map((st) => count(list, st)).join(' | ')} |\n`;
}
md += `| **Total** | **${rows.length}** | ${STATUSES.map((st) => `**${count(rows, st)}**`).join(' | ')} |\n\n`;

const unknownCited = [...new Set([...impl.keys(), ...tests.keys()])]
  .filter((id) => !known.has(id) && !/^(SUM|REF|ABOUT|ENGINE|UI|DESIGN|RULING)-/.test(id))
  // Group references (ROUND-2 for ROUND-2a…2g, ABIL-RES for ABIL-RES-*) are fine.
  .filter((id) => !rules.some((r) => r.id.startsWith(id)))
  // SETUP-0 is the engine's own id for an invalid setup object (not a rule of the book).
  .filter((id) => id !== 'SETUP-0')
  .filter((id) =>
    /^(FLOW|SETUP|ROUND|CARD|UNIT|SKILL|MANA|EFFECT|COMPOSITE|GAIN|DISCARD|UNDO|TURN|MOVE|INTERACT|COMBAT|END|WOUND|HEAL|PVP|COOP|SCEN|VAR|ABIL|URES)-/.test(
      id,
    ),
  )
  .sort();

for (const k of order) {
  const list = bySection.get(k);
  const title = /^\d+$/.test(k) ? `§${k} ${list[0].sectionTitle}` : list[0].sectionTitle;
  md += `## ${title}\n\n| Rule | Implementation | Tests | Status |\n|---|---|---|---|\n`;
  for (const r of list) {
    const ind = '&nbsp;&nbsp;'.repeat(Math.max(0, r.depth - 0));
    const parts = [];
    if (r.files) parts.push(fmtFiles(r.files));
    else if (r.indirect) parts.push(`(via ${r.indirect.via}) ${fmtFiles(r.indirect.files)}`);
    else if (r.uiFiles) parts.push(`UI: ${fmtFiles(r.uiFiles)}`);
    else if (r.via) parts.push('(see sub-rules)');
    if (r.note) parts.push(`(${esc(r.note)})`);
    const implCell = parts.join(' ') || '—';
    const st =
      r.via && r.status === 'tested' && !r.ts?.length ? 'tested (via sub-rules)' : r.status;
    md += `| ${ind}**${r.id}** ${esc(r.summary)} | ${implCell} | ${fmtTests(r.ts ?? [])} | ${st} |\n`;
  }
  md += '\n';
}
if (unknownCited.length) {
  md += '## Cited IDs not in the digest\n\n';
  md +=
    'The engine or its tests cite these IDs, which RULES.md does not define (typos or retired IDs):\n\n';
  md += `${unknownCited.map((id) => `\`${id}\``).join(', ')}\n`;
}

// Keep the generated file as Prettier would write it (npm run format:check covers src/engine).
try {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(OUT)) ?? {};
  md = await prettier.format(md, { ...options, filepath: OUT });
} catch {
  // Prettier not installed: write the table as generated.
}
fs.writeFileSync(OUT, md);
const total = (st) => count(rows, st);
console.log(
  `rules-coverage: ${rows.length} rules — ${total('tested')} tested, ${total('implemented, not tested')} implemented but not tested, ` +
    `${total('not implemented')} not implemented, ${total('not applicable') + total('not applicable (UI)')} not applicable → ${path.relative(ROOT, OUT)}`,
);
if (unknownCited.length)
  console.log(
    `rules-coverage: cited but unknown: ${unknownCited
      .map(
        (id) =>
          `${id} (${[...(impl.get(id)?.keys() ?? []), ...(tests.get(id) ?? []).map((t) => t.file)].join(', ')})`,
      )
      .join('; ')}`,
  );
if (process.argv.includes('--check') && total('implemented, not tested') > 0) process.exit(1);

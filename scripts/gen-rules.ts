// `npm run gen:rules`: regenerate the in-game rules reference data src/rules/text/en.json from the
// rules digest (../shared/rules/RULES.md, else /work/shared/rules/RULES.md — the same search as
// scripts/rules-coverage.mjs). The parser is src/rules/parse.ts; src/rules/rules-data.test.ts
// keeps the committed file in step with the digest.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseRulesDigest, rulesDigestPath } from '../src/rules/parse';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = rulesDigestPath(root, process.argv[2], existsSync);
if (!source) {
  console.error('gen-rules: RULES.md not found (../shared/rules/RULES.md or /work/shared/rules/)');
  process.exit(2);
}
const book = parseRulesDigest(readFileSync(source, 'utf8'));
const out = fileURLToPath(new URL('../src/rules/text/en.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(book, null, 2)}\n`);
spawnSync('npx', ['prettier', '--write', out], { stdio: 'inherit' });
console.log(
  `gen-rules: ${book.rules.length} rules, ${book.glossary.length} glossary entries, ` +
    `${book.sites.length} sites from ${source} → ${out}`,
);

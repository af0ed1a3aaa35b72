// Where the rules digest (RULES.md) is and how its rule IDs and rule lines look: shared by
// scripts/rules-coverage.mjs and scripts/check-rule-texts.mjs (src/rules/parse.ts reads the same
// formats for the app's reference).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The value after `name` on the command line, or `dflt`. */
export function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
}

/**
 * RULES.md: `--rules PATH`, `$MK_RULES`, the shared folder beside the project, or docs/. Exits
 * with code 2 and says where it looked when there is none.
 */
export function findRulesDigest(tool) {
  const candidates = [
    arg('--rules', ''),
    process.env.MK_RULES ?? '',
    path.join(ROOT, '..', 'shared', 'rules', 'RULES.md'),
    '/work/shared/rules/RULES.md',
    path.join(ROOT, 'docs', 'RULES.md'),
  ].filter(Boolean);
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) {
    console.error(`${tool}: RULES.md not found (tried ${candidates.join(', ')})`);
    process.exit(2);
  }
  return found;
}

/** Numbered IDs (MOVE-4c, COMBAT-DMG-5d.1, SETUP-P4) and the mnemonic enemy abilities (ABIL-SWIFT). */
export const ID_RE = String.raw`(?:ABIL-[A-Z]+(?:-[A-Z]+)*(?![a-z0-9])|[A-Z]+(?:-[A-Z][A-Z0-9]*)*-P?[0-9]+[a-z]?(?:\.[0-9]+)?)`;

/** A rule line of the digest: indent, ID, short name, text. */
export const RULE_LINE = new RegExp(
  String.raw`^(\s*)- \*\*(${ID_RE})\b\s*(?:★\s*)?([^*]*)\*\*(.*)$`,
);

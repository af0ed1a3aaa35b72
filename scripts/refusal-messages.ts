// Every refusal message the engine can give, read from its source: the message argument of
// `refuse(ruleId, message)`, `require(cond, ruleId, message)`, `new RuleError(ruleId, message)` and
// of object literals `{ ruleId, message }`. A template literal becomes a pattern with numbered
// holes (`Entering costs {0} Move point{1}; you have {2}.`), a conditional gives one pattern per
// branch. The German refusal dictionary (src/i18n/refusals) is checked against this list, so a new
// or changed engine message without a German text fails the unit tests.
//
// `npx tsx scripts/refusal-messages.ts` prints the list as JSON (pattern, rule ids, where).
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RefusalSite {
  file: string;
  line: number;
  /** The rule-id argument as written (a literal id or an expression). */
  ruleId: string;
  /** The message patterns; empty when the message is forwarded from another refusal. */
  patterns: string[];
  /** The message expression as written, when it is not a (conditional of) literal(s). */
  forwarded?: string;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.ts$/.test(p) && !/\.test\.ts$/.test(p) && !/test-kit\.ts$/.test(p)) out.push(p);
  }
  return out.sort();
}

/** The patterns of a message expression, or null when it is not built from literals. */
function patternsOf(n: ts.Expression): string[] | null {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return [n.text];
  if (ts.isTemplateExpression(n)) {
    let s = n.head.text;
    n.templateSpans.forEach((span, i) => (s += `{${i}}${span.literal.text}`));
    return [s];
  }
  if (ts.isParenthesizedExpression(n)) return patternsOf(n.expression);
  if (ts.isConditionalExpression(n)) {
    const a = patternsOf(n.whenTrue);
    const b = patternsOf(n.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

function propertyNamed(o: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of o.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
      return p.initializer;
  }
  return undefined;
}

export function refusalSites(engineDir = join(ROOT, 'src/engine')): RefusalSite[] {
  const sites: RefusalSite[] = [];
  for (const file of sourceFiles(engineDir)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      let rule: ts.Expression | undefined;
      let msg: ts.Expression | undefined;
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        if (n.expression.text === 'refuse') [rule, msg] = n.arguments;
        if (n.expression.text === 'require' && n.arguments.length === 3)
          [, rule, msg] = n.arguments;
      } else if (ts.isNewExpression(n) && ts.isIdentifier(n.expression)) {
        if (n.expression.text === 'RuleError') [rule, msg] = n.arguments ?? [];
      } else if (ts.isObjectLiteralExpression(n)) {
        rule = propertyNamed(n, 'ruleId');
        msg = propertyNamed(n, 'message');
      }
      if (rule && msg) {
        const patterns = patternsOf(msg);
        sites.push({
          file: relative(ROOT, file),
          line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
          ruleId: rule.getText(sf),
          patterns: patterns ?? [],
          ...(patterns ? {} : { forwarded: msg.getText(sf) }),
        });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return sites;
}

/** Every distinct message pattern the engine can give. */
export function refusalPatterns(sites = refusalSites()): string[] {
  return [...new Set(sites.flatMap((s) => s.patterns))].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sites = refusalSites();
  const byPattern = new Map<string, { ruleIds: Set<string>; where: string[] }>();
  for (const s of sites)
    for (const p of s.patterns) {
      const e = byPattern.get(p) ?? { ruleIds: new Set(), where: [] };
      e.ruleIds.add(s.ruleId);
      e.where.push(`${s.file}:${s.line}`);
      byPattern.set(p, e);
    }
  const out = [...byPattern].map(([pattern, e]) => ({
    pattern,
    ruleIds: [...e.ruleIds],
    where: e.where,
  }));
  console.log(
    JSON.stringify({ patterns: out, forwarded: sites.filter((s) => s.forwarded) }, null, 1),
  );
}

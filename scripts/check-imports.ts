// The import check (issue 14): reads every import of src/ with the TypeScript compiler API and
// reports (1) cycles among the engine's folders, type imports counted, (2) runtime import cycles
// among the files of src/, (3) imports that break the engine's floor plan (a folder importing a
// folder it may not, see FLOOR_PLAN), (4) production files importing test kits.
// `npx tsx scripts/check-imports.ts` prints the report; src/engine/layering.test.ts runs it in
// `npm test`. No dependency beyond `typescript`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** How an import binds: erased at build (`import type`), loaded at start, or loaded on demand. */
export type ImportKind = 'type' | 'runtime' | 'dynamic';

export interface ImportEdge {
  /** Paths relative to the scanned root, with forward slashes. */
  from: string;
  to: string;
  kind: ImportKind;
}

/** A source file as the checker sees it: its path (relative to the root) and text. */
export interface SourceText {
  path: string;
  text: string;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** Resolves a relative specifier against the set of known files; undefined for packages. */
function resolve(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The imports of one file. `import type` and `export type … from` are type imports;
 * `import { type A }` still loads the module under verbatimModuleSyntax, so it counts as runtime.
 * `import()` calls are dynamic (loaded on demand, so they close no evaluation cycle).
 */
export function importsOf(file: SourceText, known: ReadonlySet<string>): ImportEdge[] {
  const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
  const edges: ImportEdge[] = [];
  const add = (spec: string, kind: ImportKind): void => {
    const to = resolve(file.path, spec, known);
    if (to !== undefined && to !== file.path) edges.push({ from: file.path, to, kind });
  };
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      add(st.moduleSpecifier.text, st.importClause?.isTypeOnly ? 'type' : 'runtime');
    } else if (
      ts.isExportDeclaration(st) &&
      st.moduleSpecifier &&
      ts.isStringLiteral(st.moduleSpecifier)
    ) {
      add(st.moduleSpecifier.text, st.isTypeOnly ? 'type' : 'runtime');
    } else if (ts.isImportEqualsDeclaration(st)) {
      const ref = st.moduleReference;
      if (ts.isExternalModuleReference(ref) && ts.isStringLiteral(ref.expression)) {
        add(ref.expression.text, st.isTypeOnly ? 'type' : 'runtime');
      }
    }
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0]!)
    ) {
      add(node.arguments[0].text, 'dynamic');
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, 'type');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return edges;
}

/** Strongly connected components with more than one member (Tarjan), each sorted. */
export function cycles(nodes: Iterable<string>, edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  // Iterative, so deep import chains cannot overflow the call stack.
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const open = (n: string): void => {
      index.set(n, counter);
      low.set(n, counter);
      counter++;
      stack.push(n);
      onStack.add(n);
      work.push({ node: n, next: (edges.get(n) ?? new Set<string>()).values() });
    };
    open(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.next.next();
      if (!step.done) {
        const m = step.value;
        if (!index.has(m)) open(m);
        else if (onStack.has(m)) low.set(top.node, Math.min(low.get(top.node)!, index.get(m)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const scc: string[] = [];
        let m: string;
        do {
          m = stack.pop()!;
          onStack.delete(m);
          scc.push(m);
        } while (m !== top.node);
        if (scc.length > 1) out.push(scc.sort());
      }
    }
  }
  return out.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

// ---------------------------------------------------------------------------------------------
// The engine's floor plan, as data. Folders of src/engine from the ground up; each may import the
// folders listed for it (and itself), nothing else. src/engine/README.md explains the floors.
// A folder is a directory under src/engine (subdirectories are their own folders, written
// 'effects/hooks'); the files directly in src/engine form '.' (the public face and meta entry).

export const FLOOR_PLAN: Record<string, readonly string[]> = {};

const floors: [folder: string, mayImport: string[]][] = [
  ['core', []],
  ['rng', ['core']],
  ['hex', ['core']],
  ['content', ['core', 'hex']],
  ['state', ['core', 'rng', 'hex', 'content']],
  ['protocol', ['core', 'rng', 'hex', 'content', 'state']],
];
const base = ['core', 'rng', 'hex', 'content', 'state', 'protocol'];
floors.push(
  ['mana', [...base]],
  ['map', [...base]],
  ['movement', [...base, 'mana', 'map']],
  ['combat', [...base, 'mana', 'map', 'movement']],
  ['effects', [...base, 'mana', 'map', 'movement', 'combat']],
);
const kernel = [...base, 'mana', 'map', 'movement', 'combat', 'effects'];
floors.push(
  ['units', [...kernel]],
  ['choices', [...kernel, 'units']],
  ['interaction', [...kernel, 'units', 'choices']],
);
const rules = [...kernel, 'units', 'choices', 'interaction'];
floors.push(
  ['skills', [...rules]],
  ['flow', [...rules, 'skills']],
  ['effects/hooks', [...rules, 'skills', 'flow']],
);
// Floors 6 and up may import all of floor 5 (effects/hooks, skills and flow), as the README says.
const five = [...rules, 'effects/hooks', 'skills', 'flow'];
floors.push(
  ['pvp', [...five]],
  ['coop', [...five, 'pvp']],
  ['actions', [...five, 'pvp', 'coop']],
  ['scenarios', [...five, 'pvp', 'coop', 'actions']],
  ['variants', [...five, 'pvp', 'coop', 'actions', 'scenarios']],
  ['setup', [...five, 'pvp', 'coop', 'actions', 'variants', 'scenarios']],
  ['view', [...five, 'pvp', 'coop', 'actions', 'variants', 'scenarios', 'setup']],
);
const all = floors.map(([f]) => f);
floors.push(['.', [...all, 'effects/hooks', 'skills']]);
for (const [folder, may] of floors) FLOOR_PLAN[folder] = may;

/** Test kits: helpers for tests that live beside the rules. Production code must not import them. */
export function isTestKit(file: string): boolean {
  return (
    /(^|\/)test-kit\.ts$/.test(file) ||
    /(^|\/)fixtures\.ts$/.test(file) ||
    /(^|\/)test-[a-z-]*kit\.tsx?$/.test(file) ||
    /(^|\/)test-states?\.tsx?$/.test(file) ||
    /-test-states\.tsx?$/.test(file) ||
    file.startsWith('src/engine/testing/') ||
    file === 'src/engine/audit/helpers.ts'
  );
}

export function isTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith('src/test-setup');
}

/** The engine folder of a file under src/engine, or undefined outside the engine. */
export function engineFolder(file: string): string | undefined {
  const m = /^src\/engine\/(.*)$/.exec(file);
  if (!m) return undefined;
  const dir = path.posix.dirname(m[1]!);
  return dir === '.' ? '.' : dir;
}

export interface ImportReport {
  files: number;
  /** Folder cycles in src/engine (all imports, type imports counted; tests and kits left out). */
  folderCycles: string[][];
  /** Runtime (static value) import cycles among the files of src/ (tests left out). */
  runtimeCycles: string[][];
  /** Files of src/engine in runtime cycles. */
  engineFilesInRuntimeCycles: number;
  /** Imports that break FLOOR_PLAN: "from → to (folder → folder)". */
  upward: string[];
  /** Engine files importing the engine's own index.ts. */
  indexImports: string[];
  /** Production files importing a test kit. */
  kitImports: string[];
}

/** Checks a set of files (paths relative to the project root, under src/). */
export function checkImports(
  sources: SourceText[],
  plan: Record<string, readonly string[]> = FLOOR_PLAN,
): ImportReport {
  const known = new Set(sources.map((s) => s.path));
  const edges = sources.flatMap((s) => importsOf(s, known));
  const production = (f: string): boolean => !isTest(f);
  const engineProduction = (f: string): boolean =>
    engineFolder(f) !== undefined && production(f) && !isTestKit(f);

  const folderEdges = new Map<string, Set<string>>();
  const folders = new Set<string>();
  const runtimeEdges = new Map<string, Set<string>>();
  const upward: string[] = [];
  const indexImports: string[] = [];
  const kitImports: string[] = [];
  for (const f of known) {
    const folder = engineFolder(f);
    if (folder !== undefined && engineProduction(f)) folders.add(folder);
  }
  for (const e of edges) {
    if (!production(e.from)) continue;
    if (isTestKit(e.to) && !isTestKit(e.from)) kitImports.push(`${e.from} → ${e.to}`);
    if (e.kind === 'runtime') {
      if (!runtimeEdges.has(e.from)) runtimeEdges.set(e.from, new Set());
      runtimeEdges.get(e.from)!.add(e.to);
    }
    if (!engineProduction(e.from) || !engineProduction(e.to)) continue;
    const a = engineFolder(e.from)!;
    const b = engineFolder(e.to)!;
    if (e.to === 'src/engine/index.ts' && e.from !== e.to) indexImports.push(e.from);
    if (a === b) continue;
    if (!folderEdges.has(a)) folderEdges.set(a, new Set());
    folderEdges.get(a)!.add(b);
    const may = plan[a];
    if (may === undefined || !may.includes(b)) {
      upward.push(
        `${e.from} → ${e.to} (${a} → ${b}${may === undefined ? ', not in the plan' : ''})`,
      );
    }
  }
  for (const folder of folders) {
    if (plan[folder] === undefined) upward.push(`${folder}: folder not in the floor plan`);
  }
  const runtimeCycles = cycles([...known].filter(production), runtimeEdges);
  return {
    files: known.size,
    folderCycles: cycles(folders, folderEdges),
    runtimeCycles,
    engineFilesInRuntimeCycles: runtimeCycles.flat().filter((f) => engineFolder(f) !== undefined)
      .length,
    upward: [...new Set(upward)].sort(),
    indexImports: [...new Set(indexImports)].sort(),
    kitImports: [...new Set(kitImports)].sort(),
  };
}

/** All .ts/.tsx files under src/ of the project root. */
export function readSources(root: string): SourceText[] {
  const out: SourceText[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push({ path: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') });
      }
    }
  };
  walk('src');
  return out;
}

/** The report as lines of text; empty sections are left out. */
export function describe(r: ImportReport): string[] {
  const lines = [
    `${r.files} files; engine folder cycles: ${r.folderCycles.length} (largest ${r.folderCycles[0]?.length ?? 0} folders); ` +
      `runtime file cycles: ${r.runtimeCycles.length} (${r.runtimeCycles.flat().length} files, largest ${r.runtimeCycles[0]?.length ?? 0}); ` +
      `floor-plan breaches: ${r.upward.length}; index.ts imports: ${r.indexImports.length}; kit imports: ${r.kitImports.length}`,
  ];
  for (const c of r.folderCycles) lines.push(`folder cycle: ${c.join(', ')}`);
  for (const c of r.runtimeCycles) lines.push(`runtime cycle (${c.length}): ${c.join(', ')}`);
  for (const u of r.upward) lines.push(`breach: ${u}`);
  for (const i of r.indexImports) lines.push(`imports engine index: ${i}`);
  for (const k of r.kitImports) lines.push(`test kit in production: ${k}`);
  return lines;
}

/**
 * What the baseline (scripts/import-baseline.json) does not cover: new breaches of the plan, new
 * files in runtime cycles, engine files importing the index, test kits in production code.
 */
export function newProblems(
  r: ImportReport,
  baseline: { upward: readonly string[]; runtimeCycleFiles: readonly string[] },
): string[] {
  const upward = new Set(baseline.upward);
  const cyclic = new Set(baseline.runtimeCycleFiles);
  return [
    ...r.upward.filter((u) => !upward.has(u)).map((u) => `new breach: ${u}`),
    ...r.runtimeCycles
      .flat()
      .filter((f) => !cyclic.has(f))
      .map((f) => `new file in a runtime cycle: ${f}`),
    ...r.indexImports.map((f) => `imports the engine index: ${f}`),
    ...r.kitImports.map((k) => `test kit in production: ${k}`),
  ];
}

// `npx tsx scripts/check-imports.ts`: the report, then what the baseline does not cover (exit 1).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = checkImports(readSources(process.cwd()));
  for (const line of describe(report)) console.log(line);
  const baselineFile = path.join(process.cwd(), 'scripts/import-baseline.json');
  const baseline = fs.existsSync(baselineFile)
    ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as {
        upward: string[];
        runtimeCycleFiles: string[];
      })
    : { upward: [], runtimeCycleFiles: [] };
  const problems = newProblems(report, baseline);
  for (const p of problems) console.log(`NEW: ${p}`);
  console.log(
    problems.length === 0 ? 'no new import problems' : `${problems.length} new import problems`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}

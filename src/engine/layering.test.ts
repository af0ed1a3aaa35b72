// The engine's floor plan is kept (issue 14): scripts/check-imports.ts reads every import of src/
// and this test fails on a new import cycle, a new upward import against FLOOR_PLAN, an engine file
// importing the engine's index.ts, or production code importing a test kit. Breaches that were
// there before the layering work are listed in scripts/import-baseline.json; the list may only
// shrink (a listed breach that is gone must be removed from it, so it cannot come back unseen).
import fs from 'node:fs';
import path from 'node:path';
import { describe as group, expect, it } from 'vitest';
import {
  FLOOR_PLAN,
  checkImports,
  cycles,
  describe,
  readSources,
  type SourceText,
} from '../../scripts/check-imports';

const root = path.resolve(import.meta.dirname, '../..');
const baseline = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/import-baseline.json'), 'utf8'),
) as { upward: string[]; runtimeCycleFiles: string[] };

group('import check (the checker itself)', () => {
  const src = (p: string, text: string): SourceText => ({ path: p, text });
  const plan = {
    core: [],
    state: ['core'],
    flow: ['core', 'state'],
    '.': ['core', 'state', 'flow'],
  };

  it('reports a planted runtime cycle, but not one closed only by a type import or import()', () => {
    const r = checkImports(
      [
        src('src/engine/state/a.ts', "import { b } from './b';\nexport const a = 1;"),
        src('src/engine/state/b.ts', "import { a } from './a';\nexport const b = 2;"),
        src('src/engine/state/c.ts', "import type { D } from './d';\nexport const c = 3;"),
        src('src/engine/state/d.ts', "import { c } from './c';\nexport type D = 4;"),
        src('src/engine/state/e.ts', "export const e = () => import('./f');"),
        src('src/engine/state/f.ts', "import { e } from './e';\nexport const f = e;"),
      ],
      plan,
    );
    expect(r.runtimeCycles).toEqual([['src/engine/state/a.ts', 'src/engine/state/b.ts']]);
    expect(r.upward).toEqual([]);
  });

  it('reports an upward import (type imports counted) and the folder cycle it closes', () => {
    const r = checkImports(
      [
        src(
          'src/engine/core/types.ts',
          "import type { S } from '../state/types';\nexport type C = S;",
        ),
        src(
          'src/engine/state/types.ts',
          "import type { C } from '../core/types';\nexport type S = 1;",
        ),
        src('src/engine/flow/turn.ts', "import { x } from '../state/types';"),
      ],
      plan,
    );
    expect(r.upward).toEqual([
      'src/engine/core/types.ts → src/engine/state/types.ts (core → state)',
    ]);
    expect(r.folderCycles).toEqual([['core', 'state']]);
    expect(r.runtimeCycles).toEqual([]);
  });

  it('reports an engine file importing the index, a test kit in production and an unplanned folder', () => {
    const r = checkImports(
      [
        src('src/engine/index.ts', "export * from './flow/turn';"),
        src('src/engine/flow/turn.ts', "import type { X } from '../index';\nexport const t = 1;"),
        src('src/engine/flow/kit.ts', "import { k } from '../testing/builders';"),
        src(
          'src/engine/testing/builders.ts',
          "import { t } from '../flow/turn';\nexport const k = t;",
        ),
        src('src/engine/flow/turn.test.ts', "import { k } from '../testing/builders';"),
        src('src/engine/attic/old.ts', 'export const o = 1;'),
      ],
      plan,
    );
    expect(r.indexImports).toEqual(['src/engine/flow/turn.ts']);
    expect(r.kitImports).toEqual(['src/engine/flow/kit.ts → src/engine/testing/builders.ts']);
    expect(r.upward).toContain('src/engine/flow/turn.ts → src/engine/index.ts (flow → .)');
    expect(r.upward).toContain('attic: folder not in the floor plan');
  });

  it('finds every cycle of a graph (Tarjan), singletons left out', () => {
    const edges = new Map<string, Set<string>>([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
    ]);
    expect(cycles(['a', 'b', 'c', 'd', 'e', 'f'], edges)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });
});

group('the floor plan of src/engine (issue 14)', () => {
  const report = checkImports(readSources(root));
  const text = describe(report).join('\n');

  it('the plan itself has no cycle (every allowed import points down)', () => {
    const edges = new Map(Object.entries(FLOOR_PLAN).map(([f, may]) => [f, new Set(may)]));
    expect(cycles(Object.keys(FLOOR_PLAN), edges)).toEqual([]);
  });

  it('no upward import beyond the shrinking baseline, and the baseline holds no stale entry', () => {
    const known = new Set(baseline.upward);
    expect(
      report.upward.filter((u) => !known.has(u)),
      text,
    ).toEqual([]);
    const now = new Set(report.upward);
    expect(
      baseline.upward.filter((u) => !now.has(u)),
      'fixed: remove from the baseline',
    ).toEqual([]);
  });

  it('no runtime import cycle in src/ outside the files of the baseline', () => {
    const known = new Set(baseline.runtimeCycleFiles);
    expect(
      report.runtimeCycles.flat().filter((f) => !known.has(f)),
      text,
    ).toEqual([]);
    const now = new Set(report.runtimeCycles.flat());
    expect(
      baseline.runtimeCycleFiles.filter((f) => !now.has(f)),
      'out of the cycles: remove from the baseline',
    ).toEqual([]);
  });

  it('no engine file imports the engine index; no production file imports a test kit', () => {
    expect(report.indexImports, text).toEqual([]);
    expect(report.kitImports, text).toEqual([]);
  });
});

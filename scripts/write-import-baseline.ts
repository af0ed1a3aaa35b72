// Writes scripts/import-baseline.json from the current imports: the floor-plan breaches and
// runtime-cycle files left from before the layering (issue 14). Run it only after removing
// breaches; src/engine/layering.test.ts fails when the list would grow.
import fs from 'node:fs';
import { checkImports, readSources } from './check-imports';

const r = checkImports(readSources(process.cwd()));
const baseline = { upward: r.upward, runtimeCycleFiles: r.runtimeCycles.flat().sort() };
fs.writeFileSync('scripts/import-baseline.json', JSON.stringify(baseline, null, 2) + '\n');
console.log(
  `${r.upward.length} breaches, ${baseline.runtimeCycleFiles.length} files in runtime cycles`,
);

// `npm run golden`: play the golden-trace games and compare them with src/sim/golden-trace.json;
// `npm run golden -- --write` records the trace anew (only for a change meant to alter behaviour).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareTrace, recordTrace, type GoldenTrace } from '../src/sim/golden';

const file = fileURLToPath(new URL('../src/sim/golden-trace.json', import.meta.url));
const t0 = performance.now();
const trace = recordTrace();
const ms = Math.round(performance.now() - t0);
const actions = trace.games.reduce((n, g) => n + g.actions, 0);
if (process.argv.includes('--write')) {
  writeFileSync(file, JSON.stringify(trace, null, 1) + '\n');
  console.log(`golden trace written: ${trace.games.length} games, ${actions} actions, ${ms} ms`);
} else {
  const expected = JSON.parse(readFileSync(file, 'utf8')) as GoldenTrace;
  const diffs = compareTrace(expected, trace);
  for (const d of diffs) console.log(d);
  console.log(
    `golden trace: ${trace.games.length} games, ${actions} actions, ${ms} ms — ${diffs.length === 0 ? 'identical' : `${diffs.length} differ`}`,
  );
  if (diffs.length) process.exit(1);
}

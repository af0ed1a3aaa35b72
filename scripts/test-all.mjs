// `npm test`: typecheck, lint, unit tests, build, e2e — then one summary line
// `N passed, N failed, N skipped` from both JSON reports. Every step runs even after a failure
// (so one run shows everything); the exit code is non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const env = { ...process.env, MK_REPORTS: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const steps = [];

function run(name, cmd, args) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  const ok = r.status === 0;
  const ms = Date.now() - t0;
  steps.push({ name, ok, ms });
  console.log(`[time] ${name} ${ms} ms (${ok ? 'ok' : `exit ${r.status ?? r.signal}`})`);
  return ok;
}

fs.rmSync('reports', { recursive: true, force: true });
fs.mkdirSync('reports', { recursive: true });

/**
 * Steps that only read the sources run side by side (each is single-threaded; on two cores this
 * saves about a minute); each step's output is printed whole when it ends.
 */
function runTogether(list) {
  return Promise.all(
    list.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { env, shell: process.platform === 'win32' });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code, signal) => {
            const ok = code === 0;
            const ms = Date.now() - t0;
            console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}\n${out.trimEnd()}`);
            console.log(`[time] ${name} ${ms} ms (${ok ? 'ok' : `exit ${code ?? signal}`})`);
            steps.push({ name, ok, ms });
            resolve(ok);
          });
        }),
    ),
  );
}

await runTogether([
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
]);
run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/unit.json',
]);
const built = run('build', 'npx', ['vite', 'build']);
if (built) run('e2e', 'npx', ['playwright', 'test']);
else steps.push({ name: 'e2e', ok: false, ms: 0, skipped: true });

const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const unit = read('reports/unit.json'); // Vitest json reporter (jest-compatible fields)
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}
const e2e = read('reports/e2e.json'); // Playwright json reporter
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
// A runner that left no report crashed (or never ran): count it as a failure.
if (!unit) failed += 1;
if (!e2e) failed += 1;

console.log('');
for (const s of steps)
  console.log(`  ${s.ok ? '✓' : '✗'} ${s.name.padEnd(10)} ${s.skipped ? 'not run' : `${s.ms} ms`}`);
// Steps without tests of their own (typecheck, lint, build) count as one failure each.
const stepFailures = steps.filter(
  (s) => !s.ok && ['typecheck', 'lint', 'format', 'build'].includes(s.name),
);
failed += stepFailures.length;
const anyStepFailed = steps.some((s) => !s.ok);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || anyStepFailed ? 1 : 0);

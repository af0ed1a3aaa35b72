// `npm run fuzz -- --jobs n`: the games of a run are shared out over n jobs (child processes) and
// the counts summed; a failure inside a job still fails the run with its replay command.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allConfigs,
  fuzz,
  fuzzJobs,
  playTask,
  type FuzzReport,
  type GameOutcome,
  type GameTask,
  type Job,
} from './fuzz';
import { CORRUPT_CARD } from './runner';

/** A job in this process: plays the real game after a random pause (jobs finish out of order). */
function inProcess(log: GameTask[], jobsMade: { n: number }, play = playTask): () => Job {
  return () => {
    jobsMade.n++;
    return {
      play: (t) =>
        new Promise<GameOutcome>((resolve, reject) => {
          log.push(t);
          setTimeout(
            () => {
              try {
                resolve(play(t));
              } catch (e) {
                reject(e instanceof Error ? e : new Error(String(e)));
              }
            },
            Math.floor(Math.random() * 5),
          );
        }),
      close: () => undefined,
    };
  };
}

/** The report without what depends on timing. */
const counts = (r: FuzzReport) => {
  const { actionsPerSecond: _a, msPerGame: _m, jobs: _j, ...rest } = r;
  return rest;
};

describe('fuzz jobs', () => {
  const configs = allConfigs().filter((c) => c.scenario === 'first-reconnaissance');

  it('plays every game exactly once over the jobs and sums to the one-process counts', async () => {
    const opts = { games: 11, seed: 3, maxActions: 25, configs };
    const one = fuzz(opts);
    const log: GameTask[] = [];
    const made = { n: 0 };
    const three = await fuzzJobs(opts, 3, inProcess(log, made));
    expect(made.n).toBe(3);
    expect(log.map((t) => t.i).sort((a, b) => a - b)).toEqual([...Array(11).keys()]);
    for (const t of log) {
      expect(t.seed).toBe(3 + t.i);
      expect(t.cfg).toEqual(configs[t.i % configs.length]);
    }
    expect(three.jobs).toBe(3);
    expect(three.games).toBe(11);
    expect(counts(three)).toEqual(counts(one));
    expect(three.actions).toBeGreaterThan(11 * 20);
  });

  it('stops handing out games at the action target', async () => {
    const log: GameTask[] = [];
    const fake = (t: GameTask): GameOutcome => ({
      i: t.i,
      actions: 100,
      ms: 1,
      finished: true,
      capped: false,
      failures: [],
    });
    const r = await fuzzJobs(
      { games: Infinity, actionTarget: 1000, seed: 1, maxActions: 10, configs },
      2,
      inProcess(log, { n: 0 }, fake),
    );
    // 10 games reach the target; a job still busy then may add one more
    expect(r.actions).toBeGreaterThanOrEqual(1000);
    expect(r.games).toBeLessThanOrEqual(11);
    expect(new Set(log.map((t) => t.i)).size).toBe(log.length);
  });

  it('a job that dies counts as an error in its game, and a fresh job plays on', async () => {
    const made = { n: 0 };
    const crashy = (t: GameTask): GameOutcome => {
      if (t.i === 2) throw new Error('killed');
      return { i: t.i, actions: 5, ms: 1, finished: false, capped: true, failures: [] };
    };
    const r = await fuzzJobs(
      { games: 6, seed: 10, maxActions: 10, configs },
      2,
      inProcess([], made, crashy),
    );
    expect(r.games).toBe(6);
    expect(r.errors).toBe(1);
    expect(r.failures[0]).toMatchObject({ kind: 'error', seed: 12 });
    expect(r.failures[0]?.message).toMatch(/job died.*killed/);
    expect(r.failures[0]?.replay).toMatch(/--seed 12 /);
    expect(made.n).toBe(3);
  });

  it('a violation inside a child process fails the run (exit 1) with its replay command', () => {
    const fuzzTs = fileURLToPath(new URL('./fuzz.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        tsx,
        fuzzTs,
        '--games',
        '5',
        '--max-actions',
        '20',
        '--scenario',
        'first-reconnaissance',
        '--jobs',
        '2',
        '--inject-violation',
        '3:7',
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    const rep = JSON.parse(lines[lines.length - 1] ?? '') as FuzzReport;
    expect(rep).toMatchObject({ games: 5, jobs: 2, invariantViolations: 1, errors: 0 });
    expect(rep.failures[0]?.message).toContain(CORRUPT_CARD);
    // game 3 of first-reconnaissance's configurations: seed 1 + 3, player count and bot from it
    const cfg = configs[3 % configs.length];
    expect(run.stdout).toContain(
      `replay: npm run sim -- --scenario first-reconnaissance --players ${cfg?.players} --games 1 --seed 4 --bot ${cfg?.bot} --max-actions 20 --replay-to 7`,
    );
    expect(lines[lines.length - 2]).toMatch(
      /0 errors, 1 invariant violations, 0 refused legal actions$/,
    );
  }, 120_000);
});

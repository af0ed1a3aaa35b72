// The fuzzer: whole games with every check on, rotating through every playable scenario, every
// player count it allows (up to 4) and both bots; game i uses seed s+i. Used by the unit suite
// (small, bounded: fuzz.test.ts) and for long nightly runs:
//   npm run fuzz -- --games 10000 [--seed 1] [--max-actions 3000] [--minutes 60]
//                   [--scenario id] [--players n] [--bot random|greedy|expert]
//   npm run fuzz -- --actions 1000000 --jobs 2   (nightly: a million actions on two cores, README)
//   npm run fuzz -- --mutate 200           (issue 19: mutated actions in 200 games, src/sim/mutate.ts)
// `--jobs n` plays the games in n child processes: the parent hands out game numbers in order to
// whichever job is free (game i is always seed s+i with configuration i mod #configs, as in one
// process), so every game is played exactly once and the counts are the sums over the jobs.
// Prints progress to stderr, then each distinct failure with its replay command, and as its LAST
// line one JSON object: {"games","finished","actions","errors","invariantViolations",
// "refusedLegalActions","actionsPerSecond","msPerGame","jobs","configs":[…],"failures":[…]}.
// Exit code 1 when anything failed.
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SCENARIOS } from '../engine';
import { BOT_NAMES, type BotName } from './bots';
import { mutationFuzz } from './mutate';
import { HEROES, runGame, type Failure, type ScenarioId } from './runner';

export interface FuzzConfig {
  scenario: ScenarioId;
  players: number;
  bot: BotName;
}

export interface FuzzOptions {
  games: number;
  seed: number;
  maxActions: number;
  /** Stop early after this long (ms). */
  timeLimitMs?: number;
  /** Stop once this many actions have been played (whole games; `games` may then be Infinity). */
  actionTarget?: number;
  configs?: FuzzConfig[];
  undoRate?: number;
  /** Test hook: in game number `game`, corrupt the state after action `action` (runner corruptAt). */
  inject?: { game: number; action: number };
  onGame?: (r: GameOutcome, cfg: FuzzConfig, i: number) => void;
}

/** One game of a fuzz run, as handed to a job. */
export interface GameTask {
  /** Game number in the run (0-based): seed = run seed + i, configuration i mod #configs. */
  i: number;
  cfg: FuzzConfig;
  seed: number;
  maxActions: number;
  undoRate?: number;
  corruptAt?: number;
}

/** What a job reports back for one game (plain JSON: it crosses process boundaries). */
export interface GameOutcome {
  i: number;
  actions: number;
  ms: number;
  finished: boolean;
  capped: boolean;
  failures: Omit<Failure, 'stack'>[];
}

/** Play one fuzz game with every check on. */
export function playTask(t: GameTask): GameOutcome {
  const r = runGame({
    scenario: t.cfg.scenario,
    heroes: HEROES.slice(0, t.cfg.players),
    seed: t.seed,
    bot: t.cfg.bot,
    maxActions: t.maxActions,
    check: true,
    ...(t.undoRate !== undefined ? { undoRate: t.undoRate } : {}),
    ...(t.corruptAt !== undefined ? { corruptAt: t.corruptAt } : {}),
  });
  return {
    i: t.i,
    actions: r.actions,
    ms: r.ms,
    finished: r.finished,
    capped: r.capped,
    failures: r.failures.map(({ stack: _stack, ...rest }) => rest),
  };
}

export interface FuzzFailure extends Omit<Failure, 'stack'> {
  scenario: ScenarioId;
  players: number;
  bot: BotName;
  replay: string;
}

export interface FuzzReport {
  games: number;
  finished: number;
  capped: number;
  actions: number;
  errors: number;
  invariantViolations: number;
  refusedLegalActions: number;
  actionsPerSecond: number;
  msPerGame: number;
  /** Processes the games were played in. */
  jobs: number;
  configs: (FuzzConfig & { games: number; finished: number; failed: number })[];
  /** One entry per distinct failure message (numbers masked), first occurrence, with a count. */
  failures: (FuzzFailure & { count: number })[];
}

/**
 * Bots of a fuzz run without `--bot`: random and greedy. The expert (issue 18) runs the greedy logic
 * on a sampled world and costs several times more per decision, so it is fuzzed on request only
 * (`--bot expert`): the unit suite's bounded fuzz and the nightly million keep their pace.
 */
export const FUZZ_BOTS: readonly BotName[] = BOT_NAMES.filter((b) => b !== 'expert');

/** Every playable scenario × player count (≤ 4) × bot. */
export function allConfigs(bots: readonly BotName[] = FUZZ_BOTS): FuzzConfig[] {
  const out: FuzzConfig[] = [];
  for (const [id, s] of Object.entries(SCENARIOS)) {
    if (!s.playable) continue;
    for (let n = s.minPlayers; n <= Math.min(4, s.maxPlayers); n++)
      for (const bot of bots) out.push({ scenario: id as ScenarioId, players: n, bot });
  }
  return out;
}

export function replayLine(
  cfg: FuzzConfig,
  f: Pick<Failure, 'seed' | 'actionIndex'>,
  maxActions: number,
  undoRate?: number,
): string {
  return (
    `npm run sim -- --scenario ${cfg.scenario} --players ${cfg.players} --games 1 --seed ${f.seed} --bot ${cfg.bot}` +
    ` --max-actions ${maxActions}` +
    (undoRate !== undefined ? ` --undo-rate ${undoRate}` : '') +
    ` --replay-to ${f.actionIndex}`
  );
}

/** The running totals of a fuzz run: games are added as they come in (in any order). */
function tally(opts: FuzzOptions, configs: readonly FuzzConfig[], jobs: number) {
  const per = configs.map((c) => ({ ...c, games: 0, finished: 0, failed: 0 }));
  const distinct = new Map<string, FuzzFailure & { count: number; game: number }>();
  const t0 = performance.now();
  const rep: FuzzReport = {
    games: 0,
    finished: 0,
    capped: 0,
    actions: 0,
    errors: 0,
    invariantViolations: 0,
    refusedLegalActions: 0,
    actionsPerSecond: 0,
    msPerGame: 0,
    jobs,
    configs: per,
    failures: [],
  };
  let ms = 0;
  let next = 0;
  return {
    rep,
    /** The next game to play, or null when the run is over (games, time or action target). */
    nextTask(): GameTask | null {
      if (next >= opts.games) return null;
      if (opts.timeLimitMs !== undefined && performance.now() - t0 > opts.timeLimitMs) return null;
      if (opts.actionTarget !== undefined && rep.actions >= opts.actionTarget) return null;
      const i = next++;
      return {
        i,
        cfg: configs[i % configs.length] as FuzzConfig,
        seed: opts.seed + i,
        maxActions: opts.maxActions,
        ...(opts.undoRate !== undefined ? { undoRate: opts.undoRate } : {}),
        ...(opts.inject?.game === i ? { corruptAt: opts.inject.action } : {}),
      };
    },
    add(r: GameOutcome): void {
      const k = r.i % configs.length;
      const cfg = configs[k] as FuzzConfig;
      const stat = per[k];
      rep.games++;
      rep.actions += r.actions;
      ms += r.ms;
      if (stat) stat.games++;
      if (r.finished) {
        rep.finished++;
        if (stat) stat.finished++;
      }
      if (r.capped) rep.capped++;
      if (r.failures.length > 0 && stat) stat.failed++;
      for (const f of r.failures) {
        if (f.kind === 'error') rep.errors++;
        else if (f.kind === 'invariant') rep.invariantViolations++;
        else rep.refusedLegalActions++;
        const key = `${f.kind}:${f.message.replace(/\d+/g, '#')}`;
        const seen = distinct.get(key);
        if (seen) {
          seen.count++;
          // the first occurrence in game order, whichever job reported first
          if (r.i < seen.game)
            Object.assign(seen, {
              ...f,
              ...cfg,
              replay: replayLine(cfg, f, opts.maxActions, opts.undoRate),
              game: r.i,
            });
        } else
          distinct.set(key, {
            ...f,
            ...cfg,
            replay: replayLine(cfg, f, opts.maxActions, opts.undoRate),
            count: 1,
            game: r.i,
          });
      }
      opts.onGame?.(r, cfg, r.i);
    },
    finish(): FuzzReport {
      const wall = performance.now() - t0;
      rep.actionsPerSecond = wall > 0 ? Math.round((rep.actions / wall) * 1000) : 0;
      rep.msPerGame = rep.games > 0 ? Math.round((ms / rep.games) * 10) / 10 : 0;
      rep.failures = [...distinct.values()]
        .sort((a, b) => b.count - a.count || a.game - b.game)
        .map(({ game: _game, ...f }) => f);
      return rep;
    },
  };
}

function configsOf(opts: FuzzOptions): FuzzConfig[] {
  const configs = opts.configs ?? allConfigs();
  if (configs.length === 0) throw new Error('fuzz: no playable scenario');
  return configs;
}

/** A fuzz run in this process. */
export function fuzz(opts: FuzzOptions): FuzzReport {
  const t = tally(opts, configsOf(opts), 1);
  for (let task = t.nextTask(); task; task = t.nextTask()) t.add(playTask(task));
  return t.finish();
}

/** A process (or a stand-in, in tests) that plays the games it is handed, one at a time. */
export interface Job {
  play(t: GameTask): Promise<GameOutcome>;
  close(): void;
}

/**
 * A fuzz run over `jobs` jobs. Game numbers are handed out in order to whichever job is free, so the
 * games played are those of a one-process run (with an action or time target, up to jobs − 1 more
 * may finish). A job that dies mid-game counts as an error in that game, and a fresh job goes on.
 */
export async function fuzzJobs(
  opts: FuzzOptions,
  jobs: number,
  spawn: () => Job = forkJob,
): Promise<FuzzReport> {
  const t = tally(opts, configsOf(opts), jobs);
  const lane = async () => {
    let job = spawn();
    try {
      for (let task = t.nextTask(); task; task = t.nextTask()) {
        let out: GameOutcome;
        try {
          out = await job.play(task);
        } catch (e) {
          out = {
            i: task.i,
            actions: 0,
            ms: 0,
            finished: false,
            capped: false,
            failures: [
              {
                kind: 'error',
                seed: task.seed,
                actionIndex: 0,
                message: `fuzz job died in this game: ${e instanceof Error ? e.message : String(e)}`,
              },
            ],
          };
          job.close();
          job = spawn();
        }
        t.add(out);
      }
    } finally {
      job.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, lane));
  return t.finish();
}

/** Job processes alive: stopped with the parent (a job busy in a game would finish it first). */
const children = new Set<ChildProcess>();
let stopWithParent = false;
function killChildrenOnStop(): void {
  if (stopWithParent) return;
  stopWithParent = true;
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      for (const c of children) c.kill('SIGTERM');
      process.exit(sig === 'SIGINT' ? 130 : 143);
    });
}

/** This file, run as a job: `--job` (the parent sends GameTasks, the job answers GameOutcomes). */
function forkJob(): Job {
  killChildrenOnStop();
  const self = fileURLToPath(import.meta.url);
  // the TypeScript loader the CLI runs under (tsx), named absolutely so that it works from any cwd
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child: ChildProcess = fork(self, ['--job'], {
    execArgv: ['--import', tsx],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  let waiting: { resolve(o: GameOutcome): void; reject(e: Error): void } | null = null;
  let dead: Error | null = null;
  child.on('message', (m) => {
    const w = waiting;
    waiting = null;
    w?.resolve(m as GameOutcome);
  });
  const die = (e: Error) => {
    dead ??= e;
    const w = waiting;
    waiting = null;
    w?.reject(dead);
  };
  child.on('error', die);
  child.on('exit', (code, signal) => {
    children.delete(child);
    die(new Error(`the job process exited (code ${code ?? '–'}, signal ${signal ?? '–'})`));
  });
  return {
    play(task) {
      if (dead) return Promise.reject(dead);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        child.send(task);
      });
    },
    close() {
      if (child.connected) child.disconnect();
    },
  };
}

/** The job side of forkJob: play each task as it comes, until the parent disconnects. */
function jobMain(): void {
  process.on('message', (task) => process.send?.(playTask(task as GameTask)));
  process.on('disconnect', () => process.exit(0));
}

/** Human-readable lines for the failures of a report (also used by the unit test's message). */
export function failureReport(rep: FuzzReport, limit = 30): string[] {
  const lines: string[] = [];
  if (rep.failures.length === 0) return lines;
  lines.push(
    `FAIL ${rep.errors} error(s), ${rep.invariantViolations} invariant violation(s), ${rep.refusedLegalActions} refused legal action(s) in ${rep.games} games; ${rep.failures.length} distinct:`,
  );
  for (const f of rep.failures.slice(0, limit)) {
    lines.push(
      `- ${f.count}× ${f.kind} (${f.scenario}, ${f.players}p, ${f.bot}) first at seed=${f.seed} action=${f.actionIndex}: ${f.message.slice(0, 400)}`,
    );
    lines.push(`    replay: ${f.replay}`);
  }
  return lines;
}

export function main(argv: readonly string[]): number | Promise<number> {
  if (argv[0] === '--job') {
    jobMain();
    return 0;
  }
  let games = 200;
  let seed = 1;
  let maxActions = 3000;
  let minutes: number | undefined;
  let scenario: ScenarioId | undefined;
  let players: number | undefined;
  let bot: BotName | undefined;
  let undoRate: number | undefined;
  let actionTarget: number | undefined;
  let mutate: number | undefined;
  let jobs = 1;
  let inject: { game: number; action: number } | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    const need = (name: string) => {
      if (v === undefined) throw new Error(`${name} needs a value`);
      i++;
      return v;
    };
    if (a === '--games') games = Number(need(a));
    else if (a === '--seed') seed = Number(need(a));
    else if (a === '--max-actions') maxActions = Number(need(a));
    else if (a === '--minutes') minutes = Number(need(a));
    else if (a === '--scenario') scenario = need(a) as ScenarioId;
    else if (a === '--players') players = Number(need(a));
    else if (a === '--bot') bot = need(a) as BotName;
    else if (a === '--undo-rate') undoRate = Number(need(a));
    else if (a === '--actions') actionTarget = Number(need(a));
    else if (a === '--mutate') mutate = Number(need(a));
    else if (a === '--jobs') jobs = Number(need(a));
    else if (a === '--inject-violation') {
      // test hook: --inject-violation <game>:<action> corrupts that game's state after that action
      const [g, at] = need(a).split(':').map(Number);
      inject = { game: g ?? NaN, action: at ?? NaN };
    } else {
      console.log(`error: unknown option "${a ?? ''}"`);
      console.log(
        'usage: npm run fuzz -- [--games n | --actions n] [--seed s] [--max-actions n] [--minutes m] [--scenario id] [--players n] [--bot random|greedy|expert] [--undo-rate p] [--jobs n] [--mutate games]',
      );
      return 2;
    }
  }
  const configs = allConfigs(bot ? [bot] : FUZZ_BOTS).filter(
    (c) => (!scenario || c.scenario === scenario) && (!players || c.players === players),
  );
  if (configs.length === 0) {
    console.log(
      `error: no playable configuration matches (playable: ${[...new Set(allConfigs().map((c) => c.scenario))].join(', ')})`,
    );
    return 2;
  }
  if (!Number.isInteger(jobs) || jobs < 1) {
    console.log(`error: --jobs needs a whole number ≥ 1, got ${jobs}`);
    return 2;
  }
  if (mutate !== undefined) return mutateMain(mutate, seed, scenario);
  if (actionTarget !== undefined && !argv.includes('--games')) games = Infinity;
  let last = performance.now();
  const started = last;
  let played = 0;
  let done = 0;
  const opts: FuzzOptions = {
    games,
    ...(actionTarget !== undefined ? { actionTarget } : {}),
    seed,
    maxActions,
    configs,
    ...(minutes !== undefined ? { timeLimitMs: minutes * 60_000 } : {}),
    ...(undoRate !== undefined ? { undoRate } : {}),
    ...(inject ? { inject } : {}),
    onGame: (r, cfg, i) => {
      if (r.failures[0]) {
        const f = r.failures[0];
        console.error(
          `[fuzz] game ${i + 1}: ${f.kind} at seed=${f.seed} action=${f.actionIndex} (${cfg.scenario}, ${cfg.players}p, ${cfg.bot}): ${f.message.slice(0, 200)}`,
        );
      }
      played += r.actions;
      done++;
      if (performance.now() - last > 10_000) {
        last = performance.now();
        const aps = Math.round((played / (last - started)) * 1000);
        console.error(
          `[fuzz] ${done}${Number.isFinite(games) ? `/${games}` : ''} games, ${played}${actionTarget !== undefined ? `/${actionTarget}` : ''} actions, ${aps} actions/s${jobs > 1 ? ` (${jobs} jobs)` : ''}`,
        );
      }
    },
  };
  if (jobs > 1) return fuzzJobs(opts, jobs).then((rep) => report(rep, configs));
  return report(fuzz(opts), configs);
}

function report(rep: FuzzReport, configs: readonly FuzzConfig[]): number {
  for (const l of failureReport(rep, 100)) console.log(l);
  console.log(
    `fuzz: ${rep.actions} actions in ${rep.games} games over ${new Set(configs.map((c) => c.scenario)).size} scenarios, ${rep.actionsPerSecond} actions/s; ${rep.errors} errors, ${rep.invariantViolations} invariant violations, ${rep.refusedLegalActions} refused legal actions`,
  );
  console.log(JSON.stringify(rep));
  return rep.errors + rep.invariantViolations + rep.refusedLegalActions > 0 ? 1 : 0;
}

/** `--mutate n`: the mutation fuzz of issue 19 over n games (all playable scenarios). */
function mutateMain(games: number, seed: number, scenario?: ScenarioId): number {
  const t0 = performance.now();
  const rep = mutationFuzz({
    seed,
    games,
    steps: 300,
    perState: 3,
    every: 3,
    maxFindings: 100,
    ...(scenario ? { scenarios: [scenario] } : {}),
  });
  for (const f of rep.findings.slice(0, 30))
    console.log(
      `- ${f.kind} (${f.scenario}, seed ${f.seed}, step ${f.step}): ${JSON.stringify(f.action)} — ${f.message}`,
    );
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `mutate: ${rep.mutants} mutants of listed actions in ${rep.states} states (${games} games), ${rep.accepted} accepted, ${rep.findings.length} findings, ${Math.round(rep.mutants / secs)} mutants/s`,
  );
  console.log(JSON.stringify({ ...rep, findings: rep.findings.length }));
  return rep.findings.length > 0 ? 1 : 0;
}

const invokedDirectly =
  typeof process !== 'undefined' && /[\\/]sim[\\/]fuzz\.ts$/.test(process.argv[1] ?? '');
if (invokedDirectly)
  void Promise.resolve(main(process.argv.slice(2))).then((code) => {
    if (process.argv[2] !== '--job') process.exitCode = code;
  });

// The fuzzer: whole games with every check on, rotating through every playable scenario, every
// player count it allows (up to 4) and both bots; game i uses seed s+i. Used by the unit suite
// (small, bounded: fuzz.test.ts) and for long nightly runs:
//   npm run fuzz -- --games 10000 [--seed 1] [--max-actions 3000] [--minutes 60]
//                   [--scenario id] [--players n] [--bot random|greedy|expert]
//   npm run fuzz -- --actions 1000000      (nightly: play until a million actions, see README)
//   npm run fuzz -- --mutate 200           (issue 19: mutated actions in 200 games, src/sim/mutate.ts)
// Prints progress to stderr, then each distinct failure with its replay command, and as its LAST
// line one JSON object: {"games","finished","actions","errors","invariantViolations",
// "refusedLegalActions","actionsPerSecond","msPerGame","configs":[…],"failures":[…]}.
// Exit code 1 when anything failed.
import { SCENARIOS } from '../engine';
import { BOT_NAMES, type BotName } from './bots';
import { mutationFuzz } from './mutate';
import { HEROES, runGame, type Failure, type GameResult, type ScenarioId } from './runner';

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
  onGame?: (r: GameResult, cfg: FuzzConfig, i: number) => void;
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

export function fuzz(opts: FuzzOptions): FuzzReport {
  const configs = opts.configs ?? allConfigs();
  if (configs.length === 0) throw new Error('fuzz: no playable scenario');
  const per = configs.map((c) => ({ ...c, games: 0, finished: 0, failed: 0 }));
  const distinct = new Map<string, FuzzFailure & { count: number }>();
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
    configs: per,
    failures: [],
  };
  let ms = 0;
  for (let i = 0; i < opts.games; i++) {
    if (opts.timeLimitMs !== undefined && performance.now() - t0 > opts.timeLimitMs) break;
    if (opts.actionTarget !== undefined && rep.actions >= opts.actionTarget) break;
    const k = i % configs.length;
    const cfg = configs[k] as FuzzConfig;
    const stat = per[k];
    const r = runGame({
      scenario: cfg.scenario,
      heroes: HEROES.slice(0, cfg.players),
      seed: opts.seed + i,
      bot: cfg.bot,
      maxActions: opts.maxActions,
      check: true,
      ...(opts.undoRate !== undefined ? { undoRate: opts.undoRate } : {}),
    });
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
      if (seen) seen.count++;
      else {
        const { stack: _stack, ...rest } = f;
        distinct.set(key, {
          ...rest,
          ...cfg,
          replay: replayLine(cfg, f, opts.maxActions, opts.undoRate),
          count: 1,
        });
      }
    }
    opts.onGame?.(r, cfg, i);
  }
  const wall = performance.now() - t0;
  rep.actionsPerSecond = wall > 0 ? Math.round((rep.actions / wall) * 1000) : 0;
  rep.msPerGame = rep.games > 0 ? Math.round((ms / rep.games) * 10) / 10 : 0;
  rep.failures = [...distinct.values()].sort((a, b) => b.count - a.count);
  return rep;
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

export function main(argv: readonly string[]): number {
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
    else {
      console.log(`error: unknown option "${a ?? ''}"`);
      console.log(
        'usage: npm run fuzz -- [--games n | --actions n] [--seed s] [--max-actions n] [--minutes m] [--scenario id] [--players n] [--bot random|greedy|expert] [--undo-rate p] [--mutate games]',
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
  if (mutate !== undefined) return mutateMain(mutate, seed, scenario);
  if (actionTarget !== undefined && !argv.includes('--games')) games = Infinity;
  let last = performance.now();
  const started = last;
  let played = 0;
  const rep = fuzz({
    games,
    ...(actionTarget !== undefined ? { actionTarget } : {}),
    seed,
    maxActions,
    configs,
    ...(minutes !== undefined ? { timeLimitMs: minutes * 60_000 } : {}),
    ...(undoRate !== undefined ? { undoRate } : {}),
    onGame: (r, cfg, i) => {
      if (r.failures[0]) {
        const f = r.failures[0];
        console.error(
          `[fuzz] game ${i + 1}: ${f.kind} at seed=${f.seed} action=${f.actionIndex} (${cfg.scenario}, ${cfg.players}p, ${cfg.bot}): ${f.message.slice(0, 200)}`,
        );
      }
      played += r.actions;
      if (performance.now() - last > 10_000) {
        last = performance.now();
        const aps = Math.round((played / (last - started)) * 1000);
        console.error(
          `[fuzz] ${i + 1}${Number.isFinite(games) ? `/${games}` : ''} games, ${played}${actionTarget !== undefined ? `/${actionTarget}` : ''} actions, ${aps} actions/s`,
        );
      }
    },
  });
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
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));

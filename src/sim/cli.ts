// `npm run sim -- --scenario <id> --players <1-4> --games <n> --seed <s> --bot <random|greedy|expert>
//                 [--max-actions <n>] [--heroes a,b] [--replay-to <i>] [--no-check] [--undo-rate <p>]
//                 [--dump <file>] [--verbose] [--city-levels 1,2] [--variants a,b]
//                 [--bots expert,greedy [--swap-seats]]`
// Plays whole games through the engine's public API; game i uses seed s+i. `--bots` seats one bot
// per player (in seat order) instead of `--bot` for all; `--swap-seats` rotates that list by one
// seat each game (2 players: game i alternates expert,greedy / greedy,expert), so every bot plays
// every seat and hero equally often. The summary then also gives seatBots, winsByBot and
// meanScoreByBot (runner.ts Summary). The LAST line printed
// is one JSON object (the contract other tools read); failures are printed before it with a
// one-line command that replays the first of them. Exit code 1 when anything failed, 2 on bad usage.
import { writeFileSync } from 'node:fs';
import { applyAction, KNOWN_VARIANTS, legalActions, SCENARIOS } from '../engine';
import { checkInvariants } from './invariants';
import {
  describeState,
  HEROES,
  runGame,
  summarize,
  type Failure,
  type GameResult,
  type HeroId,
  type ScenarioId,
  type SeatedBot,
} from './runner';
import { BOT_NAMES, type BotName } from './bots';

export interface CliOptions {
  scenario: ScenarioId;
  players: number;
  games: number;
  seed: number;
  bot: BotName;
  maxActions: number;
  heroes: HeroId[];
  heroesGiven: boolean;
  replayTo: number | null;
  check: boolean;
  undoRate: number | null;
  dump: string | null;
  verbose: boolean;
  /** --city-levels 1,2: city levels in order of revealing (setup option). */
  cityLevels: number[] | null;
  /** --variants a,b: game variants (§14) by id. */
  variants: string[];
  /** --bots a,b: one bot per seat in seat order (replaces `bot`); null = `bot` for every seat. */
  bots: BotName[] | null;
  /** --swap-seats: game i seats the `bots` list rotated by i (see seatBotsFor). */
  swapSeats: boolean;
}

/** The bot of each seat in game number `i` of a run (null when every seat plays `o.bot`). */
export function seatBotsFor(
  o: Pick<CliOptions, 'bots' | 'swapSeats'>,
  i: number,
): BotName[] | null {
  if (!o.bots) return null;
  const n = o.bots.length;
  if (!o.swapSeats || n === 0) return [...o.bots];
  const k = ((i % n) + n) % n;
  return [...o.bots.slice(k), ...o.bots.slice(0, k)];
}

export const DEFAULT_MAX_ACTIONS = 20000;

export class UsageError extends Error {}

export function playableScenarios(): ScenarioId[] {
  return (Object.keys(SCENARIOS) as ScenarioId[]).filter((id) => SCENARIOS[id].playable);
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const o: CliOptions = {
    scenario: 'first-reconnaissance',
    players: 1,
    games: 1,
    seed: 1,
    bot: 'random',
    maxActions: DEFAULT_MAX_ACTIONS,
    heroes: [],
    heroesGiven: false,
    replayTo: null,
    check: true,
    undoRate: null,
    dump: null,
    verbose: false,
    cityLevels: null,
    variants: [],
    bots: null,
    swapSeats: false,
  };
  let botGiven = false;
  const int = (name: string, v: string | undefined, min: number): number => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n) || n < min)
      throw new UsageError(`${name} needs an integer ≥ ${min}, got "${v ?? ''}".`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--scenario': {
        const v = value() ?? '';
        if (!(v in SCENARIOS))
          throw new UsageError(
            `Unknown scenario "${v}". Scenarios: ${Object.keys(SCENARIOS).join(', ')}.`,
          );
        o.scenario = v as ScenarioId;
        break;
      }
      case '--players':
        o.players = int('--players', value(), 1);
        break;
      case '--games':
        o.games = int('--games', value(), 1);
        break;
      case '--seed':
        o.seed = int('--seed', value(), -0x7fffffff);
        break;
      case '--bot': {
        const v = value() ?? '';
        if (!BOT_NAMES.includes(v as BotName))
          throw new UsageError(`Unknown bot "${v}". Bots: ${BOT_NAMES.join(', ')}.`);
        o.bot = v as BotName;
        botGiven = true;
        break;
      }
      case '--bots': {
        const list = (value() ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        if (list.length === 0)
          throw new UsageError('--bots needs one bot name per seat, e.g. expert,greedy.');
        for (const v of list)
          if (!BOT_NAMES.includes(v as BotName))
            throw new UsageError(`Unknown bot "${v}". Bots: ${BOT_NAMES.join(', ')}.`);
        o.bots = list as BotName[];
        break;
      }
      case '--swap-seats':
        o.swapSeats = true;
        break;
      case '--max-actions':
        o.maxActions = int('--max-actions', value(), 1);
        break;
      case '--heroes': {
        const list = (value() ?? '')
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean);
        for (const h of list)
          if (!HEROES.includes(h as HeroId))
            throw new UsageError(`Unknown hero "${h}". Heroes: ${HEROES.join(', ')}.`);
        if (new Set(list).size !== list.length)
          throw new UsageError('--heroes: every player needs a different hero.');
        o.heroes = list as HeroId[];
        o.heroesGiven = true;
        break;
      }
      case '--replay-to':
        o.replayTo = int('--replay-to', value(), 0);
        break;
      case '--no-check':
        o.check = false;
        break;
      case '--undo-rate': {
        const p = Number(value());
        if (!(p >= 0 && p <= 1))
          throw new UsageError('--undo-rate needs a probability between 0 and 1.');
        o.undoRate = p;
        break;
      }
      case '--dump':
        o.dump = value() ?? null;
        break;
      case '--verbose':
        o.verbose = true;
        break;
      case '--city-levels': {
        const raw = value() ?? '';
        const levels = raw.split(',').map((x) => Number(x.trim()));
        if (raw === '' || levels.some((n) => !Number.isInteger(n) || n < 1 || n > 11))
          throw new UsageError(
            `--city-levels needs levels 1–11 separated by commas, got "${raw}".`,
          );
        o.cityLevels = levels;
        break;
      }
      case '--variants': {
        const list = (value() ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        for (const v of list)
          if (!KNOWN_VARIANTS.includes(v))
            throw new UsageError(`Unknown variant "${v}". Variants: ${KNOWN_VARIANTS.join(', ')}.`);
        o.variants = list;
        break;
      }
      case '--help':
      case '-h':
        throw new UsageError('help');
      default:
        throw new UsageError(`Unknown option "${arg}".`);
    }
  }
  if (o.bots && botGiven)
    throw new UsageError('Give either --bot (every seat) or --bots (per seat).');
  if (o.swapSeats && !o.bots) throw new UsageError('--swap-seats needs --bots.');
  const playersGiven = argv.some((a) => a === '--players' || a.startsWith('--players='));
  if (o.bots && !playersGiven && !o.heroesGiven) o.players = o.bots.length;
  const scen = SCENARIOS[o.scenario];
  if (!scen.playable)
    throw new UsageError(
      `Scenario "${o.scenario}" cannot be played yet (missing: ${scen.missing ?? 'rules'}). Playable now: ${playableScenarios().join(', ')}.`,
    );
  if (o.heroesGiven) {
    if (!playersGiven) o.players = o.heroes.length;
    if (o.heroes.length !== o.players)
      throw new UsageError(`--heroes names ${o.heroes.length} heroes for ${o.players} players.`);
  } else {
    if (o.players > HEROES.length) throw new UsageError(`At most ${HEROES.length} players.`);
    o.heroes = HEROES.slice(0, o.players);
  }
  if (o.players < scen.minPlayers || o.players > scen.maxPlayers)
    throw new UsageError(
      `Scenario "${o.scenario}" is for ${scen.minPlayers}–${scen.maxPlayers} players, not ${o.players}.`,
    );
  if (o.bots && o.bots.length !== o.players)
    throw new UsageError(`--bots names ${o.bots.length} bots for ${o.players} players.`);
  if (o.replayTo !== null) o.games = 1;
  return o;
}

export const USAGE =
  'usage: npm run sim -- --scenario <id> --players <1-4> --games <n> --seed <s> --bot <random|greedy|expert>\n' +
  '                      [--max-actions <n>] [--heroes a,b] [--replay-to <i>] [--no-check] [--undo-rate <p>]\n' +
  '                      [--dump <file>] [--verbose] [--city-levels 1,2] [--variants a,b]\n' +
  '                      [--bots expert,greedy [--swap-seats]]   (one bot per seat instead of --bot;\n' +
  '                      --swap-seats rotates the seats by one each game)';

/** The one-line command that replays a failure. */
export function replayCommand(o: CliOptions, f: Pick<Failure, 'seed' | 'actionIndex'>): string {
  const parts = [
    'npm run sim --',
    `--scenario ${o.scenario}`,
    `--players ${o.players}`,
    '--games 1',
    `--seed ${f.seed}`,
  ];
  // a game's own seating, fixed (the replay is game 0 of its own run)
  const seats = seatBotsFor(o, f.seed - o.seed);
  parts.push(seats ? `--bots ${seats.join(',')}` : `--bot ${o.bot}`);
  if (o.heroesGiven) parts.push(`--heroes ${o.heroes.join(',')}`);
  if (o.maxActions !== DEFAULT_MAX_ACTIONS) parts.push(`--max-actions ${o.maxActions}`);
  if (!o.check) parts.push('--no-check');
  if (o.cityLevels) parts.push(`--city-levels ${o.cityLevels.join(',')}`);
  if (o.variants.length > 0) parts.push(`--variants ${o.variants.join(',')}`);
  if (o.undoRate !== null) parts.push(`--undo-rate ${o.undoRate}`);
  parts.push(`--replay-to ${f.actionIndex}`);
  return parts.join(' ');
}

function failureLines(o: CliOptions, results: readonly GameResult[]): string[] {
  const all = results.flatMap((r) => r.failures);
  if (all.length === 0) return [];
  const first = all[0] as Failure;
  const lines = [
    `FAIL ${all.length} failure(s) in ${results.filter((r) => r.failures.length > 0).length} of ${results.length} game(s).`,
    `FIRST FAILURE seed=${first.seed} action=${first.actionIndex} kind=${first.kind}: ${first.message}`,
  ];
  if (first.action) lines.push(`  action: ${JSON.stringify(first.action)}`);
  lines.push(`  replay: ${replayCommand(o, first)}`);
  // other distinct messages, one line each
  const seen = new Set([first.message.replace(/\d+/g, '#')]);
  for (const f of all.slice(1)) {
    const key = f.message.replace(/\d+/g, '#');
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(
      `also seed=${f.seed} action=${f.actionIndex} kind=${f.kind}: ${f.message.slice(0, 300)}`,
    );
    if (seen.size > 12) break;
  }
  return lines;
}

function botsOption(o: CliOptions, i: number): { bots?: BotName[] } {
  const seats = seatBotsFor(o, i);
  return seats ? { bots: seats } : {};
}

function replay(o: CliOptions, out: (s: string) => void): GameResult {
  const at = o.replayTo ?? 0;
  Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 60); // deep enough to show a recursion's cycle
  const r = runGame({
    scenario: o.scenario,
    heroes: o.heroes,
    seed: o.seed,
    bot: o.bot,
    ...botsOption(o, 0),
    maxActions: o.maxActions,
    check: o.check,
    ...(o.undoRate !== null ? { undoRate: o.undoRate } : {}),
    ...(o.cityLevels ? { cityLevels: o.cityLevels } : {}),
    ...(o.variants.length > 0 ? { variants: o.variants } : {}),
    stopAt: at,
  });
  if (r.failures.length > 0) {
    out(`Replay of seed ${o.seed} failed at or before action ${at}:`);
    for (const f of r.failures) {
      out(`  action ${f.actionIndex} (${f.kind}): ${f.message}`);
      if (f.action) out(`  action: ${JSON.stringify(f.action)}`);
      if (f.stack)
        out(
          f.stack
            .split('\n')
            .map((l) => `    ${l}`)
            .join('\n'),
        );
    }
  } else if (r.state && r.stopped) {
    const s = r.state;
    out(`Stopped before action ${at} of seed ${o.seed}: ${describeState(s)}`);
    const legal = legalActions(s);
    out(`${legal.length} legal actions:`);
    for (const a of legal.slice(0, 40)) out(`  ${JSON.stringify(a)}`);
    if (legal.length > 40) out(`  … and ${legal.length - 40} more`);
    if (legal.length > 0) {
      const a = r.bot.choose(s, legal);
      const who = 'botFor' in r.bot ? (r.bot as SeatedBot).botFor(s).name : o.bot;
      out(`bot ${who} chooses: ${JSON.stringify(a)}`);
      try {
        const res = applyAction(s, a);
        out(`events: ${JSON.stringify(res.events)}`);
        const inv = checkInvariants(res.state);
        out(
          inv.length
            ? `invariant violations:\n${inv.map((v) => `  [${v.rule}] ${v.message}`).join('\n')}`
            : 'invariants hold after it.',
        );
      } catch (e) {
        out(`applyAction threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      }
    }
  } else {
    out(
      `Game of seed ${o.seed} ended after ${r.actions} actions, before action ${at} (${r.finished ? 'finished' : r.capped ? 'capped' : 'stopped'}).`,
    );
  }
  if (o.dump && r.state) {
    writeFileSync(
      o.dump,
      JSON.stringify({ setup: r.setup, actions: r.log, state: r.state }, null, 1),
    );
    out(`wrote ${o.dump} (setup, ${r.log.length} actions, state)`);
  }
  return r;
}

export function main(
  argv: readonly string[],
  out: (s: string) => void = (s) => console.log(s),
): number {
  let o: CliOptions;
  try {
    o = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      if (e.message !== 'help') out(`error: ${e.message}`);
      out(USAGE);
      return 2;
    }
    throw e;
  }
  const t0 = performance.now();
  let results: GameResult[];
  if (o.replayTo !== null) {
    results = [replay(o, out)];
  } else {
    results = [];
    for (let i = 0; i < o.games; i++) {
      const r = runGame({
        scenario: o.scenario,
        heroes: o.heroes,
        seed: o.seed + i,
        bot: o.bot,
        ...botsOption(o, i),
        maxActions: o.maxActions,
        check: o.check,
        ...(o.undoRate !== null ? { undoRate: o.undoRate } : {}),
        ...(o.cityLevels ? { cityLevels: o.cityLevels } : {}),
        ...(o.variants.length > 0 ? { variants: o.variants } : {}),
      });
      if (o.verbose)
        out(
          `game seed=${r.seed}${r.seatBots ? ` bots=${r.seatBots.join(',')}` : ''} actions=${r.actions} ms=${r.ms.toFixed(1)} ${r.finished ? 'finished' : r.capped ? 'capped' : 'FAILED'}` +
            (r.scores ? ` scores=${JSON.stringify(r.scores)}` : '') +
            (r.citiesConquered !== null ? ` cities=${r.citiesConquered}` : '') +
            (r.victory ? ' victory' : '') +
            (r.failures[0] ? ` — ${r.failures[0].message.slice(0, 200)}` : ''),
        );
      results.push({ ...r, state: null, log: [] });
    }
    for (const l of failureLines(o, results)) out(l);
  }
  const summary = summarize(results, o.players, performance.now() - t0);
  out(JSON.stringify(summary));
  return summary.errors + summary.invariantViolations + summary.refusedLegalActions > 0 ? 1 : 0;
}

// Run when executed directly (tsx src/sim/cli.ts …), not when imported by tests.
const invokedDirectly =
  typeof process !== 'undefined' && /[\\/]sim[\\/]cli\.ts$/.test(process.argv[1] ?? '');
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));

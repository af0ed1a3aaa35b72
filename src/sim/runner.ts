// Headless play of whole games through the engine's public API, with the reliability checks of
// DESIGN.md "What we measure": invariants after every action, every listed action accepted,
// undo to the last checkpoint restores the earlier state, save → load keeps playing the same game,
// and (setup, actions) replays bit for bit. The first failure of a game ends that game and is
// reported with its seed and action index so that it can be replayed.
import {
  applyAction,
  checkAction,
  createGame,
  isCheckpoint,
  isRuleError,
  legalActions,
  playerView,
  activePlayer,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine';
import { createBot, type Bot, type BotName } from './bots';
import { catalogFor, type Catalog } from './catalog';
import { checkInvariants, isFrozenPlain } from './invariants';
import { createRng } from './rng';
import { countEvents, emptyStats, mergeStats, type SimStats } from './stats';

export type ScenarioId = GameSetup['scenario'];
export type HeroId = GameSetup['players'][number]['hero'];

/** Heroes in the order the CLI assigns them by default. */
export const HEROES: readonly HeroId[] = [
  'arythea',
  'goldyx',
  'norowas',
  'tovak',
  'wolfhawk',
  'krang',
  'braevalar',
];

export type FailureKind = 'error' | 'invariant' | 'refused';

export interface Failure {
  kind: FailureKind;
  seed: number;
  /** Index of the action (0-based count of actions applied in this game, undone ones included). */
  actionIndex: number;
  message: string;
  action?: Action;
  stack?: string;
}

export interface GameOptions {
  scenario: ScenarioId;
  heroes: HeroId[];
  seed: number;
  bot: BotName;
  /**
   * One bot name per real seat, in seat order (`npm run sim -- --bots expert,greedy`); when given
   * it replaces `bot`. Each decision goes to the bot of the deciding player's seat; one instance
   * per distinct name (seeded like `bot`), so a name repeated for every seat plays exactly as `bot`.
   */
  bots?: BotName[];
  /** Stop (unfinished, not a failure) after this many actions. */
  maxActions: number;
  /** Run the reliability checks (default true). Off for benchmarks. */
  check?: boolean;
  /** Chance per action to undo one step when undo is possible (default 0.05; needs check). */
  undoRate?: number;
  /** Stop just before the bot chooses action number `stopAt` (replays). */
  stopAt?: number;
  /** City levels in order of revealing (setup option, SCEN-SOLO-CONQ-10); default: the scenario's. */
  cityLevels?: number[];
  /** Game variants (§14) by id, e.g. ['rampage', 'team-play']. */
  variants?: string[];
  /**
   * Test hook (fuzz tests, `npm run fuzz -- --inject-violation`): right after action number
   * `corruptAt` is applied, a card that was never dealt is slipped into the first player's hand, so
   * the invariant check must catch it there. Never set in real runs.
   */
  corruptAt?: number;
}

export interface GameResult {
  seed: number;
  setup: GameSetup;
  finished: boolean;
  /** Stopped by maxActions. */
  capped: boolean;
  /** Stopped by stopAt. */
  stopped: boolean;
  actions: number;
  ms: number;
  failures: Failure[];
  stats: SimStats;
  /** Final total per player seat (real players), when the game finished. */
  scores: number[] | null;
  winners: number[] | null;
  /** Cities conquered when the game ended (null when it did not finish). */
  citiesConquered: number | null;
  /** The scenario's victory flag at the end (cooperative and solo scenarios), if any. */
  victory: boolean | null;
  /** The bot name of each real seat when the game was played with `bots` (null with one `bot`). */
  seatBots: BotName[] | null;
  /** The state where play stopped, the bot (for replays) and the actions on the path to it. */
  state: GameState | null;
  bot: Bot;
  log: Action[];
}

export function setupFor(
  scenario: ScenarioId,
  heroes: HeroId[],
  seed: number,
  cityLevels?: number[],
  variants?: string[],
): GameSetup {
  const setup: GameSetup = {
    scenario,
    players: heroes.map((hero) => ({ hero, kind: 'bot' as const })),
    seed,
  };
  if (cityLevels && cityLevels.length > 0) setup.options = { cityLevels: [...cityLevels] };
  if (variants && variants.length > 0) setup.variants = [...variants];
  return setup;
}

const short = (a: Action | undefined): string => (a ? JSON.stringify(a) : '(none)');

function errText(e: unknown): { message: string; stack?: string } {
  if (e instanceof Error)
    return { message: `${e.name}: ${e.message}`, ...(e.stack ? { stack: e.stack } : {}) };
  return { message: String(e) };
}

/** Describe where a game stands (for "stuck" reports). */
export function describeState(s: GameState): string {
  const who = activePlayer(s);
  const top = s.pending[s.pending.length - 1];
  const parts = [
    `round ${s.round.number} (${s.round.time}, ${s.round.phase})`,
    `active player ${who ?? 'none'}`,
    s.turn
      ? `turn of player ${s.turn.player} in phase ${s.turn.phase}${s.turn.action ? ` (action: ${s.turn.action})` : ''}`
      : 'no turn',
  ];
  if (top)
    parts.push(`pending ${top.kind} for player ${top.player} with ${top.options.length} options`);
  if (s.combat)
    parts.push(
      `combat (${s.combat.kind}) in phase ${s.combat.phase} against ${s.combat.enemies.map((e) => e.id).join(', ')}`,
    );
  return parts.join('; ');
}

/** First path where two JSON values differ (diagnostics for replay/undo mismatches). */
export function firstDifference(a: unknown, b: unknown, path = 'state'): string | null {
  if (a === b) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object')
    return `${path}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  for (const k of new Set([...ka, ...kb])) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d) return d;
  }
  return null;
}

/**
 * An undo checkpoint. A state that is plain JSON and frozen all the way down (what the engine
 * returns; see isFrozenPlain) cannot change afterwards and its JSON text is fixed, so its text is
 * only built if the undo is actually taken; any other state (a JSON copy from save → load) has its
 * text taken at once, to be compared then.
 */
interface Snapshot {
  state: GameState;
  /** JSON of `state` when the snapshot was taken; null when `state` is frozen plain JSON. */
  json: string | null;
  action: Action;
  /** The state `action` gave. */
  post: GameState;
  /** JSON of `post` when it was made; null when `post` is frozen plain JSON. */
  postJson: string | null;
}

/** A card instance no setup deals (the corruptAt test hook). */
export const CORRUPT_CARD = 'corrupt-test-card#1';

function corrupt(state: GameState): GameState {
  const copy = JSON.parse(JSON.stringify(state)) as GameState;
  copy.players[0]?.hand.push(CORRUPT_CARD);
  return copy;
}

/** Seat index (position in `state.players`) of the player who decides now, or null. */
export function decidingSeat(state: GameState): number | null {
  const who = activePlayer(state);
  if (who === null) return null;
  const i = state.players.findIndex((p) => p.id === who);
  return i >= 0 ? i : null;
}

/** A bot that hands each decision to the bot of the deciding player's seat (see GameOptions.bots). */
export interface SeatedBot extends Bot {
  /** The bot that decides in `state`. */
  botFor(state: GameState): Bot;
}

export function createSeatedBot(names: readonly BotName[], seed: number): SeatedBot {
  if (names.length === 0) throw new Error('createSeatedBot: no bot names');
  const byName = new Map<BotName, Bot>();
  const seats = names.map((n) => {
    let b = byName.get(n);
    if (!b) byName.set(n, (b = createBot(n, seed)));
    return b;
  });
  const botFor = (state: GameState): Bot => {
    const seat = decidingSeat(state);
    const b = seat !== null ? seats[seat] : undefined;
    if (!b) throw new Error(`no bot seated for the deciding player (seat ${seat ?? 'none'})`);
    return b;
  };
  return {
    name: names[0] as BotName,
    botFor,
    choose: (state, legal) => botFor(state).choose(state, legal),
  };
}

/** Play one whole game. Never throws: failures are returned. */
export function runGame(opts: GameOptions): GameResult {
  const check = opts.check ?? true;
  const undoRate = check ? (opts.undoRate ?? 0.05) : 0;
  const setup = setupFor(opts.scenario, opts.heroes, opts.seed, opts.cityLevels, opts.variants);
  const seated = opts.bots ? createSeatedBot(opts.bots, opts.seed) : null;
  const bot: Bot = seated ?? createBot(opts.bot, opts.seed);
  /** Name of the bot deciding in `s` (for failure messages). */
  const botName = (s: GameState): string => {
    if (!seated) return bot.name;
    try {
      return seated.botFor(s).name;
    } catch {
      return opts.bots?.join(',') ?? bot.name;
    }
  };
  const harness = createRng(opts.seed, 7);
  const stats = emptyStats();
  const failures: Failure[] = [];
  const log: Action[] = [];
  const t0 = performance.now();
  let step = 0;
  const fail = (kind: FailureKind, message: string, action?: Action, stack?: string) => {
    failures.push({
      kind,
      seed: opts.seed,
      actionIndex: step,
      message,
      ...(action ? { action } : {}),
      ...(stack ? { stack } : {}),
    });
  };
  const result = (state: GameState | null, extra: Partial<GameResult>): GameResult => {
    const over = state?.gameOver ?? null;
    const real = state ? state.players.filter((p) => p.kind !== 'dummy').length : 0;
    let scores: number[] | null = null;
    if (over && failures.length === 0) {
      scores = Array.from({ length: real }, () => 0);
      for (const sh of over.scores)
        if (typeof sh.player === 'number' && sh.player < real) scores[sh.player] = sh.total;
        else for (const m of sh.members ?? []) if (m < real) scores[m] = sh.total; // SCEN-TEAM-9
    }
    if (state) stats.counts.rounds += state.round.number;
    finalizeStats(stats);
    return {
      seed: opts.seed,
      setup,
      finished: !!over && failures.length === 0,
      capped: false,
      stopped: false,
      actions: step,
      ms: performance.now() - t0,
      failures,
      stats,
      scores,
      winners: over && failures.length === 0 ? [...over.winners] : null,
      citiesConquered:
        over && failures.length === 0 && state
          ? state.cities.filter((c) => c.conquered).length
          : null,
      victory: over && failures.length === 0 && over.victory !== undefined ? over.victory : null,
      seatBots: opts.bots ? [...opts.bots] : null,
      state,
      bot,
      log,
      ...extra,
    };
  };

  let state: GameState;
  let catalog: Catalog;
  try {
    state = createGame(setup);
    catalog = catalogFor(setup);
  } catch (e) {
    const t = errText(e);
    fail('error', `createGame threw: ${t.message}`, undefined, t.stack);
    return result(null, {});
  }
  if (check) {
    const v = checkInvariants(state, catalog);
    for (const x of v) fail('invariant', `after setup: [${x.rule}] ${x.message}`);
    if (v.length) return result(state, {});
  }
  let history: Snapshot[] = [];
  let lastJson: { state: GameState; json: string } | null = null;
  const jsonOf = (s: GameState): string =>
    lastJson?.state === s ? lastJson.json : JSON.stringify(s);

  while (!state.gameOver) {
    if (step >= opts.maxActions) return result(state, { capped: true });
    let legal: Action[];
    try {
      legal = legalActions(state);
    } catch (e) {
      const t = errText(e);
      fail(
        'error',
        `legalActions threw: ${t.message} — ${describeState(state)}`,
        undefined,
        t.stack,
      );
      return result(state, {});
    }
    if (legal.length === 0) {
      let why = '';
      const who = activePlayer(state);
      if (who !== null && state.turn && state.pending.length === 0) {
        const r = checkAction(state, { type: 'end-turn', player: who });
        if (r) why = `; end-turn refused: [${r.ruleId}] ${r.message}`;
      }
      fail(
        'error',
        `stuck: no legal actions but the game is not over — ${describeState(state)}${why}`,
      );
      return result(state, {});
    }
    if (check) {
      // Every listed action must pass checkAction — checked on structurally equal copies, as a
      // save file or the UI would pass them back: the listed objects themselves are accepted by
      // identity (actions/listed.ts), which would leave the comparison by value untested.
      const copies = JSON.parse(JSON.stringify(legal)) as Action[];
      let refused = 0;
      for (const a of copies) {
        let r;
        try {
          r = checkAction(state, a);
        } catch (e) {
          const t = errText(e);
          fail('error', `checkAction threw on a listed action: ${t.message}`, a, t.stack);
          return result(state, {});
        }
        if (r) {
          refused++;
          if (refused <= 3)
            fail(
              'refused',
              `listed by legalActions but checkAction refuses it: [${r.ruleId}] ${r.message}`,
              a,
            );
        }
      }
      if (refused > 0) return result(state, {});
      // undo to the last checkpoint (simulating the store)
      const last = history[history.length - 1];
      if (last && harness.chance(undoRate)) {
        history.pop();
        log.pop();
        stats.counts.undos++;
        // the snapshot must be unchanged (a frozen plain-JSON state cannot change: no text needed)
        if (
          last.json === null ? !isFrozenPlain(last.state) : JSON.stringify(last.state) !== last.json
        ) {
          fail(
            'invariant',
            `[undo] the snapshot taken before ${short(last.action)} was changed afterwards: ${last.json === null ? 'it is no longer frozen plain JSON' : firstDifference(JSON.parse(last.json), last.state)}`,
          );
          return result(state, {});
        }
        try {
          const again = JSON.stringify(applyAction(last.state, last.action).state);
          const postJson = last.postJson ?? JSON.stringify(last.post);
          if (again !== postJson) {
            fail(
              'invariant',
              `[undo] re-applying ${short(last.action)} to the same state gave a different state: ${firstDifference(JSON.parse(postJson), JSON.parse(again))}`,
              last.action,
            );
            return result(state, {});
          }
        } catch (e) {
          const t = errText(e);
          fail(
            'error',
            `[undo] re-applying ${short(last.action)} threw: ${t.message}`,
            last.action,
            t.stack,
          );
          return result(state, {});
        }
        state = last.state;
        continue;
      }
      // apply another listed action to a throwaway copy now and then: it must not be refused
      if (legal.length > 1 && harness.chance(0.15)) {
        const other = harness.pick(legal);
        try {
          applyAction(state, other);
        } catch (e) {
          const t = errText(e);
          if (isRuleError(e))
            fail(
              'refused',
              `listed by legalActions but applyAction refuses it: ${t.message}`,
              other,
            );
          else
            fail(
              'error',
              `applyAction threw on a listed action (not the one played): ${t.message}`,
              other,
              t.stack,
            );
          return result(state, {});
        }
      }
    }
    if (opts.stopAt !== undefined && step >= opts.stopAt) return result(state, { stopped: true });
    let action: Action;
    try {
      action = bot.choose(state, legal);
    } catch (e) {
      const t = errText(e);
      fail(
        'error',
        `bot ${botName(state)} threw: ${t.message} — ${describeState(state)}`,
        undefined,
        t.stack,
      );
      return result(state, {});
    }
    if (!legal.includes(action)) {
      fail('error', `bot ${botName(state)} chose an action that is not in legalActions`, action);
      return result(state, {});
    }
    const pre = state;
    let events;
    try {
      const r = applyAction(state, action);
      state = r.state;
      events = r.events;
    } catch (e) {
      const t = errText(e);
      if (isRuleError(e))
        fail('refused', `listed by legalActions but applyAction refuses it: ${t.message}`, action);
      else
        fail('error', `applyAction threw: ${t.message} — ${describeState(pre)}`, action, t.stack);
      return result(pre, {});
    }
    step++;
    stats.actionTypes[action.type] = (stats.actionTypes[action.type] ?? 0) + 1;
    log.push(action);
    countEvents(stats, events, catalog);
    if (!check) continue;
    if (opts.corruptAt === step - 1) state = corrupt(state);
    const inv = checkInvariants(state, catalog);
    if (inv.length > 0) {
      step--; // report the index of the action that broke it
      for (const v of inv.slice(0, 5)) fail('invariant', `[${v.rule}] ${v.message}`, action);
      step++;
      return result(state, {});
    }
    let checkpoint: boolean;
    try {
      checkpoint = isCheckpoint(action, events);
    } catch (e) {
      const t = errText(e);
      fail('error', `isCheckpoint threw: ${t.message}`, action, t.stack);
      return result(state, {});
    }
    if (checkpoint) {
      history = [];
      // save → load: keep playing from a JSON copy (unfrozen, no shared structure) now and then
      if (harness.chance(0.1)) state = JSON.parse(JSON.stringify(state)) as GameState;
      if (harness.chance(0.02)) {
        for (const p of state.players) {
          try {
            playerView(state, p.id);
          } catch (e) {
            const t = errText(e);
            fail('error', `playerView(state, ${p.id}) threw: ${t.message}`, action, t.stack);
            return result(state, {});
          }
        }
      }
    } else {
      // JSON text only for states that could still change (the one before this action is usually
      // the one after the previous: its text is reused)
      const preJson = isFrozenPlain(pre) ? null : jsonOf(pre);
      const postJson = isFrozenPlain(state) ? null : JSON.stringify(state);
      history.push({ state: pre, json: preJson, action, post: state, postJson });
      if (postJson !== null) lastJson = { state, json: postJson };
    }
  }

  if (check) {
    // (setup, actions) must replay to the same final state, bit for bit
    try {
      let s = createGame(setup);
      for (const a of log) s = applyAction(s, a).state;
      const a = JSON.stringify(s);
      const b = JSON.stringify(state);
      if (a !== b)
        fail(
          'invariant',
          `[replay] replaying (setup, ${log.length} actions) gives a different final state: ${firstDifference(JSON.parse(b), JSON.parse(a))}`,
        );
    } catch (e) {
      const t = errText(e);
      fail(
        'invariant',
        `[replay] replaying (setup, ${log.length} actions) threw: ${t.message}`,
        undefined,
        t.stack,
      );
    }
  }
  return result(state, {});
}

/** Derived counters: prefer the event counts, fall back on the actions applied. */
function finalizeStats(stats: SimStats): void {
  const c = stats.counts;
  const at = stats.actionTypes;
  c.interactions = Math.max(c.interactions, at.interact ?? 0);
  c.unitsRecruited = Math.max(c.unitsRecruited, at.recruit ?? 0);
  c.skillsUsed = Math.max(c.skillsUsed, at['use-skill'] ?? 0);
}

// ----------------------------------------------------------------------------- many games

export interface RunManyOptions extends Omit<GameOptions, 'seed'> {
  games: number;
  /** Game i uses seed + i. */
  seed: number;
  onGame?: (r: GameResult, i: number) => void;
}

export interface Summary {
  games: number;
  finished: number;
  actions: number;
  errors: number;
  invariantViolations: number;
  refusedLegalActions: number;
  actionsPerSecond: number;
  msPerGame: number;
  stats: Record<string, unknown>;
  /** Per game, the final score of each player seat (null when the game did not finish). */
  scores: (number[] | null)[];
  /** Per player seat, the games won. */
  wins: number[];
  /** Per game, the cities conquered when it finished (null when it did not finish). */
  cities: (number | null)[];
  /** Games whose scenario reports a victory (solo and cooperative scenarios). */
  victories: number;
  /** Games stopped by --max-actions. */
  capped: number;
  /** First failures (at most 20), with their seed and action index. */
  failures: Omit<Failure, 'stack'>[];
  // Only when games were played with one bot per seat (`--bots`); absent with `--bot`:
  /** Per game, the bot name of each real seat. */
  seatBots?: BotName[][];
  /**
   * Games by outcome, adding up to `games`: a bot's name when every winner (`wins`, the scenario's
   * winners) sat as that bot; `tie` when winners sat as different bots; `none` when a game finished
   * without a winner (e.g. a lost cooperative game); `unfinished` when it did not finish.
   */
  winsByBot?: Record<string, number>;
  /** Per bot name, the mean final score of its seats over the finished games (null if none). */
  meanScoreByBot?: Record<string, number | null>;
}

export function summarize(
  results: readonly GameResult[],
  players: number,
  wallMs?: number,
): Summary {
  const stats = emptyStats();
  let actions = 0;
  let ms = 0;
  const s: Summary = {
    games: results.length,
    finished: 0,
    actions: 0,
    errors: 0,
    invariantViolations: 0,
    refusedLegalActions: 0,
    actionsPerSecond: 0,
    msPerGame: 0,
    stats: {},
    scores: [],
    wins: Array.from({ length: players }, () => 0),
    cities: [],
    victories: 0,
    capped: 0,
    failures: [],
  };
  for (const r of results) {
    actions += r.actions;
    ms += r.ms;
    if (r.finished) s.finished++;
    if (r.capped) s.capped++;
    for (const f of r.failures) {
      if (f.kind === 'error') s.errors++;
      else if (f.kind === 'invariant') s.invariantViolations++;
      else s.refusedLegalActions++;
      if (s.failures.length < 20) {
        const { stack: _stack, ...rest } = f;
        s.failures.push(rest);
      }
    }
    mergeStats(stats, r.stats);
    s.scores.push(r.scores);
    s.cities.push(r.citiesConquered ?? null);
    if (r.victory) s.victories++;
    for (const w of r.winners ?? []) if (w < players) s.wins[w] = (s.wins[w] ?? 0) + 1;
  }
  if (results.some((r) => r.seatBots)) addBotTotals(s, results);
  const totalMs = wallMs ?? ms;
  s.actions = actions;
  s.actionsPerSecond = totalMs > 0 ? Math.round((actions / totalMs) * 1000) : 0;
  s.msPerGame = results.length > 0 ? Math.round((ms / results.length) * 10) / 10 : 0;
  s.stats = {
    ...stats.counts,
    capped: s.capped,
    events: stats.events,
    actionTypes: stats.actionTypes,
  };
  return s;
}

/** The per-bot totals of a run with one bot per seat (Summary.seatBots, winsByBot, meanScoreByBot). */
function addBotTotals(s: Summary, results: readonly GameResult[]): void {
  const names = [...new Set(results.flatMap((r) => r.seatBots ?? []))];
  const wins: Record<string, number> = {};
  const sum: Record<string, { total: number; n: number }> = {};
  for (const n of names) {
    wins[n] = 0;
    sum[n] = { total: 0, n: 0 };
  }
  wins.tie = 0;
  wins.none = 0;
  wins.unfinished = 0;
  s.seatBots = [];
  for (const r of results) {
    const seats = r.seatBots ?? [];
    s.seatBots.push([...seats]);
    if (!r.finished || !r.winners) {
      wins.unfinished++;
      continue;
    }
    const by = new Set(r.winners.map((w) => seats[w] ?? '?'));
    const only = [...by][0];
    if (by.size === 0) wins.none++;
    else if (by.size === 1 && only !== undefined && only in sum) wins[only] = (wins[only] ?? 0) + 1;
    else wins.tie++;
    (r.scores ?? []).forEach((score, seat) => {
      const acc = sum[seats[seat] ?? ''];
      if (acc) {
        acc.total += score;
        acc.n++;
      }
    });
  }
  s.winsByBot = wins;
  s.meanScoreByBot = {};
  for (const n of names) {
    const acc = sum[n] ?? { total: 0, n: 0 };
    s.meanScoreByBot[n] = acc.n > 0 ? Math.round((acc.total / acc.n) * 10) / 10 : null;
  }
}

export function runMany(opts: RunManyOptions): { results: GameResult[]; summary: Summary } {
  const results: GameResult[] = [];
  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const r = runGame({ ...opts, seed: opts.seed + i });
    // keep memory flat over long runs
    const slim: GameResult = { ...r, state: null, log: [] };
    results.push(slim);
    opts.onGame?.(r, i);
  }
  return { results, summary: summarize(results, opts.heroes.length, performance.now() - t0) };
}

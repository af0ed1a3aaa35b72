import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, SCENARIOS, type GameState } from '../engine';
import { createBot, type Bot, type BotName } from './bots';
import { main, parseArgs, replayCommand, seatBotsFor, UsageError } from './cli';
import { decidingSeat, runGame, summarize, type GameResult } from './runner';
import { emptyStats } from './stats';

/** A scenario the engine cannot play yet (none once every scenario is playable). */
const unplayable = Object.entries(SCENARIOS).find(([, s]) => !s.playable);
import { percentile } from './bench';
import { allConfigs, replayLine } from './fuzz';

describe('sim CLI arguments', () => {
  it('has defaults and takes every option', () => {
    const o = parseArgs([
      '--scenario',
      'first-reconnaissance',
      '--players',
      '2',
      '--games',
      '3',
      '--seed',
      '40',
      '--bot',
      'greedy',
      '--max-actions',
      '500',
    ]);
    expect(o).toMatchObject({
      scenario: 'first-reconnaissance',
      players: 2,
      games: 3,
      seed: 40,
      bot: 'greedy',
      maxActions: 500,
      heroes: ['arythea', 'goldyx'],
    });
    expect(parseArgs(['--heroes', 'tovak,krang']).heroes).toEqual(['tovak', 'krang']);
    expect(parseArgs(['--heroes', 'tovak,krang']).players).toBe(2);
    expect(parseArgs(['--replay-to', '17']).games).toBe(1);
  });

  it('explains bad usage', () => {
    expect(() => parseArgs(['--scenario', 'nope'])).toThrow(UsageError);
    if (unplayable)
      expect(() =>
        parseArgs(['--scenario', unplayable[0], '--players', String(unplayable[1].minPlayers)]),
      ).toThrow(/cannot be played yet.*Playable now: .*first-reconnaissance/);
    expect(() => parseArgs(['--scenario', 'solo-conquest', '--players', '2'])).toThrow(
      /for 1–1 players/,
    );
    expect(() => parseArgs(['--players', '3', '--heroes', 'tovak'])).toThrow(
      /1 heroes for 3 players/,
    );
    expect(() => parseArgs(['--bot', 'clever'])).toThrow(/Unknown bot/);
    expect(() => parseArgs(['--frobnicate'])).toThrow(/Unknown option/);
  });

  it('prints a replay command with the options that matter', () => {
    const o = parseArgs([
      '--scenario',
      'first-reconnaissance',
      '--players',
      '1',
      '--bot',
      'random',
    ]);
    expect(replayCommand(o, { seed: 1234, actionIndex: 517 })).toBe(
      'npm run sim -- --scenario first-reconnaissance --players 1 --games 1 --seed 1234 --bot random --replay-to 517',
    );
    const f = { scenario: 'solo-conquest' as const, players: 1, bot: 'greedy' as const };
    expect(replayLine(f, { seed: 9, actionIndex: 3 }, 100)).toBe(
      'npm run sim -- --scenario solo-conquest --players 1 --games 1 --seed 9 --bot greedy --max-actions 100 --replay-to 3',
    );
  });

  it('ends with one JSON line in the contract shape, and the exit code follows the failures', () => {
    const lines: string[] = [];
    const code = main(['--games', '2', '--seed', '3', '--max-actions', '60'], (s) => lines.push(s));
    const last = JSON.parse(lines[lines.length - 1] ?? '') as Record<string, unknown>;
    for (const k of [
      'games',
      'finished',
      'actions',
      'errors',
      'invariantViolations',
      'refusedLegalActions',
      'actionsPerSecond',
      'msPerGame',
      'stats',
      'scores',
      'wins',
    ])
      expect(last).toHaveProperty(k);
    expect(last.games).toBe(2);
    const stats = last.stats as Record<string, unknown>;
    for (const k of [
      'turns',
      'rounds',
      'tilesExplored',
      'combats',
      'enemiesDefeated',
      'sitesConquered',
      'interactions',
      'unitsRecruited',
      'levelUps',
      'skillsGained',
      'cardsPlayed',
      'advancedActionsPlayed',
      'spellsCast',
      'artifactsPlayed',
      'skillsUsed',
      'woundsTaken',
      'undos',
    ])
      expect(typeof stats[k]).toBe('number');
    const failed =
      (last.errors as number) +
      (last.invariantViolations as number) +
      (last.refusedLegalActions as number);
    expect(code).toBe(failed > 0 ? 1 : 0);
    if (failed > 0) expect(lines.some((l) => l.includes('--replay-to'))).toBe(true);
  });

  it('replays a game up to an action', () => {
    const lines: string[] = [];
    main(['--seed', '4', '--replay-to', '5'], (s) => lines.push(s));
    expect(lines.join('\n')).toMatch(
      /Stopped before action 5 of seed 4|failed at or before action 5/,
    );
    expect(() => JSON.parse(lines[lines.length - 1] ?? '') as unknown).not.toThrow();
  });

  it.skipIf(!unplayable)('refuses unplayable scenarios with exit code 2', () => {
    const lines: string[] = [];
    expect(
      main(
        ['--scenario', unplayable?.[0] ?? '', '--players', String(unplayable?.[1].minPlayers ?? 1)],
        (s) => lines.push(s),
      ),
    ).toBe(2);
    expect(lines[0]).toMatch(/cannot be played yet/);
  });

  it('refuses a bad player count with exit code 2', () => {
    const lines: string[] = [];
    expect(main(['--scenario', 'solo-conquest', '--players', '3'], (s) => lines.push(s))).toBe(2);
    expect(lines[0]).toMatch(/for 1–1 players, not 3/);
  });
});

describe('bench and fuzz helpers', () => {
  it('computes percentiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });

  it('fuzzes every playable scenario and player count with both bots', () => {
    const cfgs = allConfigs();
    expect(
      cfgs.some(
        (c) => c.scenario === 'first-reconnaissance' && c.players === 4 && c.bot === 'greedy',
      ),
    ).toBe(true);
    expect(cfgs.some((c) => c.scenario === 'solo-conquest' && c.players === 1)).toBe(true);
  });
});

// ----------------------------------------------------------------------------- one bot per seat

/** The last line of a `main` run, parsed, and its exit code. */
function run(argv: string[]): { json: Record<string, unknown>; code: number; lines: string[] } {
  const lines: string[] = [];
  const code = main(argv, (l) => lines.push(l));
  return {
    json: JSON.parse(lines[lines.length - 1] ?? '') as Record<string, unknown>,
    code,
    lines,
  };
}

/** A summary without what depends on the clock (and without the per-bot additions). */
function timeless(j: Record<string, unknown>): Record<string, unknown> {
  const {
    actionsPerSecond: _a,
    msPerGame: _m,
    seatBots: _s,
    winsByBot: _w,
    meanScoreByBot: _ms,
    ...rest
  } = j;
  return rest;
}

describe('sim CLI: --bots seats one bot per player', () => {
  it('parses --bots and --swap-seats and refuses what does not fit', () => {
    const o = parseArgs(['--scenario', 'full-conquest', '--bots', 'expert,greedy', '--swap-seats']);
    expect(o).toMatchObject({ players: 2, bots: ['expert', 'greedy'], swapSeats: true });
    expect(o.heroes).toHaveLength(2);
    expect(seatBotsFor(o, 0)).toEqual(['expert', 'greedy']);
    expect(seatBotsFor(o, 1)).toEqual(['greedy', 'expert']);
    expect(seatBotsFor(o, 2)).toEqual(['expert', 'greedy']);
    const three = parseArgs(['--players', '3', '--bots', 'expert,greedy,random', '--swap-seats']);
    expect(seatBotsFor(three, 1)).toEqual(['greedy', 'random', 'expert']);
    expect(seatBotsFor({ ...three, swapSeats: false }, 1)).toEqual(['expert', 'greedy', 'random']);
    expect(seatBotsFor(parseArgs(['--bot', 'greedy']), 1)).toBeNull();
    expect(() => parseArgs(['--bots', 'expert,clever'])).toThrow(/Unknown bot "clever"/);
    expect(() => parseArgs(['--players', '3', '--bots', 'expert,greedy'])).toThrow(
      /2 bots for 3 players/,
    );
    expect(() => parseArgs(['--bot', 'greedy', '--bots', 'expert,greedy'])).toThrow(/either/);
    expect(() => parseArgs(['--swap-seats'])).toThrow(/needs --bots/);
  });

  it("the replay command names the failed game's own seating", () => {
    const o = parseArgs(['--seed', '100', '--bots', 'expert,greedy', '--swap-seats']);
    expect(replayCommand(o, { seed: 101, actionIndex: 7 })).toBe(
      'npm run sim -- --scenario first-reconnaissance --players 2 --games 1 --seed 101 --bots greedy,expert --replay-to 7',
    );
    expect(replayCommand(o, { seed: 102, actionIndex: 7 })).toContain('--bots expert,greedy');
  });

  it("each seat's decisions come from its own bot (the action log replays seat by seat)", () => {
    const names: BotName[] = ['random', 'greedy'];
    const seed = 11;
    const r = runGame({
      scenario: 'first-reconnaissance',
      heroes: ['tovak', 'goldyx'],
      seed,
      bot: 'random',
      bots: names,
      maxActions: 160,
      check: false,
    });
    expect(r.failures).toEqual([]);
    expect(r.seatBots).toEqual(names);
    expect(r.log.length).toBe(160);
    // replay the log: at every step the deciding seat's own bot (a fresh one of that name and
    // seed) must choose exactly the logged action; a bot shared by both seats would not
    const own = new Map<BotName, Bot>(names.map((n) => [n, createBot(n, seed)]));
    let s: GameState = createGame(r.setup);
    const decisions = [0, 0];
    for (const logged of r.log) {
      const seat = decidingSeat(s) ?? -1;
      const bot = own.get(names[seat] as BotName);
      expect(bot).toBeDefined();
      const a = bot?.choose(s, legalActions(s));
      expect(JSON.stringify(a)).toBe(JSON.stringify(logged));
      decisions[seat] = (decisions[seat] ?? 0) + 1;
      s = applyAction(s, logged).state;
    }
    expect(decisions[0]).toBeGreaterThan(10);
    expect(decisions[1]).toBeGreaterThan(10);
    // and the seats really differ: the same game with greedy in both seats goes another way
    const both = runGame({
      ...r.setup,
      scenario: 'first-reconnaissance',
      heroes: ['tovak', 'goldyx'],
      seed,
      bot: 'greedy',
      maxActions: 160,
      check: false,
    });
    expect(JSON.stringify(both.log)).not.toBe(JSON.stringify(r.log));
  });

  it('counts wins and mean scores per bot; the outcomes add up to the games', () => {
    const game = (
      seatBots: BotName[],
      winners: number[] | null,
      scores: number[] | null,
    ): GameResult =>
      ({
        seed: 1,
        finished: winners !== null,
        capped: winners === null,
        stopped: false,
        actions: 10,
        ms: 1,
        failures: [],
        stats: emptyStats(),
        scores,
        winners,
        citiesConquered: null,
        victory: null,
        seatBots,
      }) as unknown as GameResult;
    const s = summarize(
      [
        game(['expert', 'greedy'], [0], [80, 40]),
        game(['greedy', 'expert'], [1], [30, 70]),
        game(['expert', 'greedy'], [1], [50, 60]),
        game(['greedy', 'expert'], [0, 1], [55, 55]),
        game(['expert', 'greedy'], null, null),
      ],
      2,
    );
    expect(s.wins).toEqual([2, 3]); // the seat counts, as before
    expect(s.winsByBot).toEqual({ expert: 2, greedy: 1, tie: 1, none: 0, unfinished: 1 });
    expect(s.meanScoreByBot).toEqual({ expert: 63.8, greedy: 46.3 });
    expect(s.seatBots).toHaveLength(5);
    // with one bot for every seat the summary has none of it
    const plain = summarize([{ ...game(['greedy', 'greedy'], [0], [1, 0]), seatBots: null }], 2);
    expect(plain).not.toHaveProperty('winsByBot');
    expect(plain).not.toHaveProperty('seatBots');
  });

  it('a run with --bots and --swap-seats reports every game in winsByBot', () => {
    const { json, code } = run([
      '--players',
      '2',
      '--games',
      '3',
      '--seed',
      '21',
      '--bots',
      'random,greedy',
      '--swap-seats',
      '--max-actions',
      '80',
    ]);
    expect(code).toBe(0);
    expect(json.seatBots).toEqual([
      ['random', 'greedy'],
      ['greedy', 'random'],
      ['random', 'greedy'],
    ]);
    const w = json.winsByBot as Record<string, number>;
    expect(Object.values(w).reduce((a, b) => a + b, 0)).toBe(3);
    expect(Object.keys(json.meanScoreByBot as object).sort()).toEqual(['greedy', 'random']);
  });

  it('--bot X gives the same JSON as before: the same as X named for every seat, minus the additions', () => {
    const argv = ['--players', '2', '--games', '2', '--seed', '5', '--max-actions', '150'];
    const one = run([...argv, '--bot', 'greedy']).json;
    const seated = run([...argv, '--bots', 'greedy,greedy']).json;
    expect(one).not.toHaveProperty('winsByBot');
    expect(one).not.toHaveProperty('seatBots');
    expect(one).not.toHaveProperty('meanScoreByBot');
    expect(seated).toHaveProperty('winsByBot');
    expect(one.actions).toBeGreaterThan(250);
    expect(timeless(seated)).toEqual(timeless(one));
  });
});

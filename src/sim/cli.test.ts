import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../engine';
import { main, parseArgs, replayCommand, UsageError } from './cli';

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

import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../engine';
import { createBot, suggestMove } from './bots';
import { createRng } from './rng';
import { HEROES, runGame, setupFor } from './runner';

describe('sim RNG', () => {
  it('is deterministic per seed and stream, and stays in range', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(42, 1);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    for (let i = 0; i < 1000; i++) {
      const n = a.int(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
    expect(a.weighted([0, 0, 5])).toBe(2);
  });
});

describe('bots', () => {
  for (const bot of ['random', 'greedy'] as const) {
    it(`${bot}: the same seed plays the same game`, () => {
      const opts = {
        scenario: 'first-reconnaissance' as const,
        heroes: HEROES.slice(0, 2),
        seed: 11,
        bot,
        maxActions: 250,
        check: false,
      };
      const a = runGame(opts);
      const b = runGame(opts);
      expect(a.log.length).toBeGreaterThan(20);
      expect(b.log).toEqual(a.log);
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    });

    it(`${bot}: chooses only legal actions`, () => {
      let s = createGame(setupFor('first-reconnaissance', HEROES.slice(0, 1), 5));
      const b = createBot(bot, 5);
      for (let i = 0; i < 80 && !s.gameOver; i++) {
        const legal = legalActions(s);
        if (legal.length === 0) break;
        const a = b.choose(s, legal);
        expect(legal).toContain(a);
        try {
          s = applyAction(s, a).state;
        } catch {
          break; // engine failures are the fuzzer's business
        }
      }
    });
  }

  it('greedy explores the map in First Reconnaissance', () => {
    let tiles = 0;
    for (const seed of [1, 2, 3]) {
      const r = runGame({
        scenario: 'first-reconnaissance',
        heroes: ['arythea'],
        seed,
        bot: 'greedy',
        maxActions: 3000,
        check: false,
      });
      tiles += r.stats.counts.tilesExplored;
    }
    expect(tiles).toBeGreaterThan(3);
  });

  it('suggestMove gives one of the legal actions, or null when the game is over', () => {
    let s = createGame(setupFor('solo-conquest', ['goldyx'], 3));
    const b = createBot('random', 3);
    for (let i = 0; i < 40 && !s.gameOver; i++) {
      const legal = legalActions(s);
      if (legal.length === 0) break;
      const hint = suggestMove(s);
      expect(hint).not.toBeNull();
      expect(legal).toContainEqual(hint);
      try {
        s = applyAction(s, b.choose(s, legal)).state;
      } catch {
        break;
      }
    }
    const r = runGame({
      scenario: 'first-reconnaissance',
      heroes: ['tovak'],
      seed: 2,
      bot: 'greedy',
      maxActions: 3000,
      check: false,
    });
    if (r.state?.gameOver) expect(suggestMove(r.state)).toBeNull();
  });
});

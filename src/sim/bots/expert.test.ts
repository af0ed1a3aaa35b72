// The expert bot (issue 18): it plays fair (decides from its player's view only), it is
// deterministic for a seed, it only ever picks listed actions, and it finishes a game.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  fameFor,
  legalActions,
  playerView,
  type GameState,
} from '../../engine';
import { createRng } from '../rng';
import { HEROES, runGame, setupFor } from '../runner';
import { planCombat } from '../../assist';
import { createBot, createExpertBot, sampleWorld, suggestExpertMoveWithReason } from '.';
import { PLAN_BUDGET } from './expert/fights';

/** A Solo Conquest state after `n` decisions of the expert (a few tiles out, cards drawn). */
function midGame(seed: number, n: number): GameState {
  let s = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), seed));
  const bot = createBot('expert', seed);
  for (let i = 0; i < n && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    s = applyAction(s, bot.choose(s, legal)).state;
  }
  return s;
}

const reverse = <T>(xs: readonly T[]): T[] => [...xs].reverse();

/** The same game with every hidden part moved around: what player 0 sees is unchanged. */
function reshuffleHidden(s: GameState): GameState {
  const w = structuredClone<GameState>(s);
  for (const p of w.players) {
    p.deck = reverse(p.deck);
    p.skillPile = reverse(p.skillPile);
  }
  w.decks.spells = reverse(w.decks.spells);
  w.decks.advancedActions = reverse(w.decks.advancedActions);
  w.decks.regularUnits = reverse(w.decks.regularUnits);
  w.tilesAside = reverse(w.tilesAside);
  for (const pile of Object.values(w.enemyPiles)) pile.draw = reverse(pile.draw);
  // Swap each face-down map token with the top of its colour's draw pile (same back, other enemy).
  const view = playerView(s, 0);
  for (const [key, hex] of Object.entries(w.map.hexes))
    hex.enemies.forEach((m, i) => {
      if (m.faceUp) return;
      const color = view.map.hexes[key]?.enemies[i]?.id.replace(/^hidden-|#\d+$/g, '') ?? '';
      const pile = w.enemyPiles[color as keyof typeof w.enemyPiles];
      const top = pile.draw[0];
      if (!top) return;
      pile.draw[0] = m.id;
      m.id = top;
    });
  w.rng = [7, 8, 9, 10];
  return w;
}

describe('expert bot: fair play (issue 18)', () => {
  const s = midGame(3, 60);
  const moved = reshuffleHidden(s);

  it('the test really changes hidden parts and keeps the view', () => {
    expect(JSON.stringify(moved)).not.toBe(JSON.stringify(s));
    expect(moved.players[0]?.deck).not.toEqual(s.players[0]?.deck);
    const faceDown = (g: GameState) =>
      Object.values(g.map.hexes).flatMap((h) =>
        h.enemies.filter((m) => !m.faceUp).map((m) => m.id),
      );
    expect(faceDown(s).length).toBeGreaterThan(0);
    expect(faceDown(moved)).not.toEqual(faceDown(s));
    expect(JSON.stringify(playerView(moved, 0))).toBe(JSON.stringify(playerView(s, 0)));
  });

  it('the sampled world does not depend on the hidden order or placement', () => {
    const a = sampleWorld(s, 0, createRng(5, 1));
    const b = sampleWorld(moved, 0, createRng(5, 1));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // …and it keeps what the player sees (the view of the world is the view of the game).
    expect(JSON.stringify(playerView(a, 0))).toBe(JSON.stringify(playerView(s, 0)));
  });

  it('decides the same on the same seed whatever the hidden parts are, along a game', () => {
    let real = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), 9));
    const botA = createBot('expert', 9);
    const botB = createBot('expert', 9);
    let compared = 0;
    for (let i = 0; i < 70 && !real.gameOver; i++) {
      const legal = legalActions(real);
      if (legal.length === 0) break;
      const a = botA.choose(real, legal);
      const other = reshuffleHidden(real);
      const b = botB.choose(other, legalActions(other));
      expect(b).toEqual(a);
      if (legal.length > 1) compared++;
      real = applyAction(real, a).state;
    }
    expect(compared).toBeGreaterThan(25);
  }, 90_000);
});

describe('Suggest a move with the expert', () => {
  it('suggests a listed action, the same one whatever the hidden parts are', () => {
    const s = midGame(5, 40);
    const r = suggestExpertMoveWithReason(s);
    expect(r.action).not.toBeNull();
    expect(legalActions(s)).toContainEqual(r.action);
    expect(r.reason).not.toBeNull();
    expect(suggestExpertMoveWithReason(reshuffleHidden(s))).toEqual(r);
  });
});

// Time limits: the expert plans its fights with the exact planner (a few hundred states each), so
// a whole game takes several seconds alone and minutes on a machine busy with other runs.
describe('expert bot: determinism and legality', () => {
  it('the same seed plays the same game and every choice is a listed action', () => {
    const opts = {
      scenario: 'solo-conquest' as const,
      heroes: HEROES.slice(0, 1),
      seed: 21,
      bot: 'expert' as const,
      maxActions: 80,
      check: false,
    };
    const a = runGame(opts);
    const b = runGame(opts);
    expect(a.log.length).toBe(80);
    expect(b.log).toEqual(a.log);
    let s = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), 21));
    for (const act of a.log) {
      expect(legalActions(s)).toContainEqual(act);
      s = applyAction(s, act).state;
    }
  }, 90_000);

  it('finishes a whole game of First Reconnaissance with every check on', () => {
    const r = runGame({
      scenario: 'first-reconnaissance',
      heroes: HEROES.slice(0, 1),
      seed: 4,
      bot: 'expert',
      maxActions: 3000,
      check: true,
      undoRate: 0,
    });
    expect(r.failures).toEqual([]);
    expect(r.state?.gameOver).toBeTruthy();
  }, 180_000);
});

describe('expert bot with the planner option: fights decided by the exact planner', () => {
  it('a fight it starts with a winning plan ends with every enemy defeated', () => {
    // Play Solo Conquest games until the expert starts fights the planner (on the real state, by
    // the same node budget) says it wins; each such fight must end with all enemies defeated.
    let checked = 0;
    for (const seed of [2, 5]) {
      let s = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), seed));
      const bot = createExpertBot(seed, { planner: true });
      for (let i = 0; i < 400 && !s.gameOver && checked < 2; i++) {
        const legal = legalActions(s);
        if (legal.length === 0) break;
        const before = s;
        s = applyAction(s, bot.choose(s, legal)).state;
        if (before.combat || !s.combat) continue;
        if (planCombat(s, { maxNodes: PLAN_BUDGET.combat }).status !== 'win') continue;
        // every enemy defeated: the Fame of all of them gained (COMBAT-OUTCOME)
        const fame0 = s.players[0]?.fame ?? 0;
        const due = s.combat.enemies.reduce((n, e) => n + fameFor(e), 0);
        while (s.combat && !s.gameOver) s = applyAction(s, bot.choose(s, legalActions(s))).state;
        expect(s.players[0]?.fame ?? 0).toBeGreaterThanOrEqual(fame0 + due);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

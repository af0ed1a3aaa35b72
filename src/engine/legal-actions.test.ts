// Issue 15: legalActions generates some families already checked (a module's `legal`), working out
// what a whole family needs once per call instead of once per candidate. Its output must be exactly
// the old way's — every candidate of every module in the table's order, kept when its own `check`
// accepts it — over many states of seeded games: the same actions, in the same order, with the same
// fields in the same order (ENGINE-ACTION: the legal list is what applyAction accepts).
import { describe, expect, it } from 'vitest';
import { ACTION_MODULES, listsIn, situationOf } from './action-modules';
import { activePlayer } from './protocol/framework';
import type { Action } from './protocol/types';
import type { GameState, PlayerId } from './state/types';
import { applyAction, checkAction, createGame, legalActions } from './index';
import { createBot } from '../sim/bots';
import { setupFor, HEROES, type ScenarioId } from '../sim/runner';
import { createRng } from '../sim/rng';

type Loose = {
  candidates(s: GameState, p: PlayerId): Action[];
  check(s: GameState, a: Action): { ruleId: string } | null;
};

/** The old way, kept as the reference: try every candidate with its module's check. */
function referenceLegal(state: GameState): Action[] {
  const who = activePlayer(state);
  if (who === null) return [];
  const out: Action[] = [];
  for (const m of Object.values(ACTION_MODULES)) {
    if (!m) continue;
    const mod = m as unknown as Loose;
    for (const a of mod.candidates(state, who)) if (mod.check(state, a) === null) out.push(a);
  }
  return out;
}

const GAMES: Array<[ScenarioId, number]> = [
  ['first-reconnaissance', 1],
  ['solo-conquest', 1],
  ['first-reconnaissance', 2],
  ['full-conquest', 2],
  ['blitz-conquest', 2],
  ['full-cooperation', 2],
  ['blitz-cooperation', 2],
  ['mines-liberation', 2],
  ['druid-nights', 2],
  ['dungeon-lords', 2],
  ['conquer-and-hold', 2],
  ['only-one-returns', 2],
];

let skipsChecked = 0;
/** Per action type: how many actions the reference listed over all compared states. */
const listedByType = new Map<string, number>();
/**
 * legalActions does not ask the families whose check refuses everything in the state's situation
 * (`listsIn`): each of them, asked the old way, must list nothing here. Returns how many were.
 */
function skippedListNothing(state: GameState, where: string): number {
  const who = activePlayer(state);
  if (who === null) return 0;
  const situation = situationOf(state, who);
  let n = 0;
  for (const m of Object.values(ACTION_MODULES)) {
    if (!m || listsIn(m.type, situation)) continue;
    const mod = m as unknown as Loose;
    const listed = mod.candidates(state, who).filter((a) => mod.check(state, a) === null);
    expect(listed, `${where}: ${m.type} skipped when ${situation}`).toEqual([]);
    n++;
  }
  return n;
}

/**
 * Play a seeded game (the random bot, the greedy bot or a uniform choice) and compare the two ways
 * on every state met. Returns how many states were compared and how many actions were listed.
 */
function compareAlong(
  scenario: ScenarioId,
  players: number,
  seed: number,
  chooser: 'random' | 'greedy' | 'uniform',
  cap: number,
): { states: number; listed: number } {
  let s = createGame(setupFor(scenario, HEROES.slice(0, players), seed));
  const bot = chooser === 'uniform' ? null : createBot(chooser, seed);
  const rng = createRng(seed, 7);
  let states = 0;
  let listed = 0;
  for (let i = 0; i < cap && !s.gameOver; i++) {
    const ref = referenceLegal(s);
    const fast = legalActions(s);
    states++;
    listed += fast.length;
    for (const a of ref) listedByType.set(a.type, (listedByType.get(a.type) ?? 0) + 1);
    // Same fields in the same order (JSON), and deep-equal with undefined fields counted.
    const where = `${scenario}/${players}/${chooser}/${seed} action ${i}`;
    skipsChecked += skippedListNothing(s, where);
    expect(JSON.stringify(fast), where).toBe(JSON.stringify(ref));
    expect(fast, where).toStrictEqual(ref);
    if (fast.length === 0) break;
    const a = bot ? bot.choose(s, fast) : rng.pick(fast);
    s = applyAction(s, a).state;
  }
  return { states, listed };
}

describe('legalActions lists exactly what the per-candidate checks accept (issue 15)', () => {
  for (const [scenario, players] of GAMES)
    it(`${scenario}, ${players} player(s): random, uniform and greedy games`, () => {
      let states = 0;
      for (const [chooser, seed, cap] of [
        ['random', 11, 300],
        ['uniform', 12, 200],
        ['greedy', 13, 250],
      ] as const)
        states += compareAlong(scenario, players, seed, chooser, cap).states;
      expect(states).toBeGreaterThan(100);
    });

  it('long solo games reach combat, sites and late rounds with the same lists', () => {
    let listed = 0;
    for (const seed of [21, 22, 23])
      listed += compareAlong('solo-conquest', 1, seed, 'random', 1200).listed;
    for (const seed of [31, 32])
      listed += compareAlong('solo-conquest', 1, seed, 'greedy', 900).listed;
    expect(listed).toBeGreaterThan(2000);
  });

  it('families skipped by situation were checked to list nothing (many times)', () => {
    // The games above ran first (vitest keeps the order): the families legalActions skips, by the
    // situation (off-turn, PvP, combat, free), were asked the old way on every state and listed
    // nothing.
    expect(skipsChecked).toBeGreaterThan(10000);
  });

  it('every family generated already checked (`legal`) was compared where it lists something', () => {
    // The games above ran first: a family's `legal` is held to the per-candidate way only on the
    // states they met, so each must have listed actions there (use-tactic: The Right Moment,
    // Long Night, Midnight Meditation and Mana Search's dice pairs — ROUND-3b).
    const withLegal = Object.values(ACTION_MODULES).flatMap((m) =>
      m && 'legal' in m && typeof m.legal === 'function' ? [m.type] : [],
    );
    expect(withLegal).toEqual(
      expect.arrayContaining(['play-card', 'move', 'explore', 'rest', 'choose', 'use-tactic']),
    );
    for (const type of withLegal) expect(listedByType.get(type) ?? 0, type).toBeGreaterThan(20);
  });

  it('every listed action is accepted by checkAction, also as an equal copy (ENGINE-ACTION)', () => {
    let s = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), 41));
    const bot = createBot('greedy', 41);
    for (let i = 0; i < 200 && !s.gameOver; i++) {
      const legal = legalActions(s);
      for (const a of legal) {
        expect(checkAction(s, a)).toBeNull();
        expect(checkAction(s, structuredClone<Action>(a))).toBeNull();
      }
      if (legal.length === 0) break;
      s = applyAction(s, bot.choose(s, legal)).state;
    }
  });
});

// The expert plays the same game whatever the machine's load (issue 18): its planner searches stop
// at budgets in states, and their time budget (PLANNER_GUARD_MS) is a hang guard that play never
// reaches. A slowed clock stands for a loaded machine: every read of it is 200 ms later, so the
// old caps (1.5–4 s) were reached within 8–20 states.
import { afterEach, describe, expect, it } from 'vitest';
import { lastAssaultStats } from '../../../assist/assault';
import { resetTimeCaps, setPlannerClock, timeCaps } from '../../../assist/clock';
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameState,
} from '../../../engine';
import {
  placeEnemy,
  testGame,
  withHand,
  withMovePoints,
  withSite,
} from '../../../engine/testing/builders';
import { HEROES, setupFor } from '../../runner';
import { createBot } from '..';
import { evaluate, FIGHT_BUDGET } from './fightvalue';

/** A clock 200 ms later at every read; counts its reads. */
function slowClock() {
  let t = 0;
  const c = { reads: 0, now: () => ((c.reads += 1), (t += 200)) };
  return c;
}

afterEach(() => setPlannerClock(null));

/** Tovak in a keep's assault against face-up Swordsmen (armor 5, attack 6). */
function assault(): GameState {
  let s = withHand(testGame(), 0, ['rage', 'rage', 'rage', 'determination', 'rage', 'rage']);
  s = withSite(s, '1,0', { type: 'keep' });
  s = placeEnemy(s, '1,0', 'swordsmen');
  s = withMovePoints(s, 5);
  const into = legalActions(s).find((a) => a.type === 'move' && a.to === '1,0');
  if (!into) throw new Error('no move into the keep');
  return applyAction(s, into).state;
}

/** The expert's first `n` decisions of a Solo Conquest game. */
function decisions(seed: number, n: number): Action[] {
  let s = createGame(setupFor('solo-conquest', HEROES.slice(0, 1), seed));
  const bot = createBot('expert', seed);
  const out: Action[] = [];
  for (let i = 0; i < n && !s.gameOver; i++) {
    const a = bot.choose(s, legalActions(s));
    out.push(a);
    s = applyAction(s, a).state;
  }
  return out;
}

describe('the expert is deterministic whatever the clock (issue 18)', () => {
  it("the fight evaluator's plan is the same on a slowed clock, and no search is cut short by time", () => {
    const s = assault();
    const me = s.players[0];
    if (!me) throw new Error('no player');
    const real = evaluate(s, me, FIGHT_BUDGET.combat);
    const nodes = lastAssaultStats().nodes;
    expect(real).not.toBeNull();
    expect(nodes).toBeGreaterThan(20); // a search long enough for the old caps to matter
    const clock = slowClock();
    setPlannerClock(clock);
    resetTimeCaps();
    const slowed = evaluate(s, me, FIGHT_BUDGET.combat);
    expect(timeCaps()).toBe(0);
    expect(lastAssaultStats().nodes).toBe(nodes);
    expect(clock.reads).toBeGreaterThan(nodes);
    expect(JSON.stringify(slowed)).toBe(JSON.stringify(real));
  }, 60_000);

  it('a game played on a slowed clock takes the same decisions', () => {
    const real = decisions(1, 60);
    const clock = slowClock();
    setPlannerClock(clock);
    resetTimeCaps();
    const slowed = decisions(1, 60);
    expect(clock.reads).toBeGreaterThan(100); // the planners ran
    expect(timeCaps()).toBe(0);
    expect(slowed).toEqual(real);
  }, 120_000);
});

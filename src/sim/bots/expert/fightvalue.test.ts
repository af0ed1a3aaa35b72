// The expert's fights by value (issue 18, expert/fightvalue.ts): a combat it plays by the
// partial-assault evaluator's plan ends with the planned enemies defeated and no more Wounds than
// planned; a fight the evaluator values below nothing is not started (its site is struck for the
// round), one it values is (COMBAT-1a: a move into a keep starts the assault).
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../../engine';
import {
  placeEnemy,
  testGame,
  withHand,
  withMovePoints,
  withSite,
} from '../../../engine/testing/builders';
import { createExpertBot } from '../expert';
import { newMemory } from '../greedy/memory';
import {
  evaluate,
  fightChoice,
  FIGHT_BUDGET,
  FIGHT_WEIGHTS,
  fightStats,
  newFightValueMemory,
  resetFightStats,
} from './fightvalue';
import { EXPERT_SWITCHES } from './profile';

const P = 0;
const saved = { switches: { ...EXPERT_SWITCHES }, weights: { ...FIGHT_WEIGHTS } };
afterEach(() => {
  Object.assign(EXPERT_SWITCHES, saved.switches);
  Object.assign(FIGHT_WEIGHTS, saved.weights);
});

/** Tovak on 0,0 next to a keep on 1,0 guarded by face-up Swordsmen (armor 5, attack 6). */
function besideKeep(hand: string[]): GameState {
  let s = withHand(testGame(), P, hand);
  s = withSite(s, '1,0', { type: 'keep' });
  s = placeEnemy(s, '1,0', 'swordsmen');
  return withMovePoints(s, 5);
}

const intoKeep = (s: GameState): Action => {
  const a = legalActions(s).find((x) => x.type === 'move' && x.to === '1,0');
  if (!a) throw new Error('no move into the keep');
  return a;
};

describe('expert fights by value (issue 18)', () => {
  it('a combat played by the plan ends with the planned enemies defeated and no more Wounds than planned (COMBAT-1a)', () => {
    Object.assign(EXPERT_SWITCHES, { fightPlay: true });
    FIGHT_WEIGHTS.planMargin = -Infinity; // the plan plays whatever the greedy play-out gives
    let s = besideKeep(['rage', 'rage', 'rage', 'determination', 'rage', 'rage', 'rage']);
    s = applyAction(s, intoKeep(s)).state;
    expect(s.combat?.kind).toBe('assault');
    const me = s.players[P];
    if (!me) throw new Error('no player');
    const plan = evaluate(s, me, FIGHT_BUDGET.combat);
    expect(plan).not.toBeNull();
    expect(plan?.defeated.length).toBeGreaterThan(0);
    resetFightStats();
    const bot = createExpertBot(3);
    let wounds = 0;
    let defeated: string[] = [];
    for (let i = 0; i < 80 && s.combat; i++) {
      const r = applyAction(s, bot.choose(s, legalActions(s)));
      for (const e of r.events) {
        if (e.type === 'wounds-taken' && e.player === P) wounds += Number(e.count ?? 0);
        if (e.type === 'unit-wounded' && e.player === P) wounds += 1;
        if (e.type === 'combat-ended') defeated = (e as { defeated?: string[] }).defeated ?? [];
      }
      s = r.state;
    }
    expect(s.combat).toBeFalsy();
    expect(fightStats.playedByPlan).toBe(1);
    for (const id of plan?.defeated ?? []) expect(defeated).toContain(id);
    expect(wounds).toBeLessThanOrEqual(plan?.cost.wounds ?? 0);
  }, 60_000);

  it('a fight the evaluator values below nothing is not started and its site is struck for the round', () => {
    const s = besideKeep(['march', 'stamina']);
    const me = s.players[P];
    if (!me) throw new Error('no player');
    const mem = newMemory();
    const move = intoKeep(s);
    const other = legalActions(s).find((x) => x.type !== 'move') as Action;
    const choose = () => (mem.failed.has('1,0') ? other : move);
    resetFightStats();
    const a = fightChoice(s, me, mem, newFightValueMemory(), choose, false);
    expect(a).toBe(other);
    expect(mem.failed.has('1,0')).toBe(true);
    expect(fightStats.vetoed).toBe(1);
  }, 60_000);

  it('a fight the evaluator values is started (six Rage: Swordsmen blocked and defeated)', () => {
    const s = besideKeep(['rage', 'rage', 'rage', 'rage', 'rage', 'rage', 'determination']);
    const me = s.players[P];
    if (!me) throw new Error('no player');
    const mem = newMemory();
    const move = intoKeep(s);
    resetFightStats();
    const a = fightChoice(s, me, mem, newFightValueMemory(), () => move, false);
    expect(a).toBe(move);
    expect(mem.failed.size).toBe(0);
    expect(fightStats.agree).toBe(1);
  }, 60_000);
});

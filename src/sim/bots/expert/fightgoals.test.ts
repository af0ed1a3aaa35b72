// Fights the greedy forecast skips, as rollout candidates (issue 18): a fight in reach that the
// greedy plan leaves out is played out as one more candidate; when its rollout ends in more power
// it is chosen, and the expert then starts that fight in the same turn (COMBAT-1: entering an
// adventure site, assaulting a keep or mage tower, challenging rampaging enemies).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameState } from '../../../engine';
import { setupFor } from '../../runner';
import { createBot } from '..';
import { greedyChoice } from '../greedy';
import { newMemory } from '../greedy/memory';
import { commitGoal } from '../greedy/turn';
import { createRng } from '../../rng';
import {
  FIGHT_GOALS,
  forcedChoice,
  setForced,
  skippedFights,
  type ForcedFight,
} from './fightgoals';
import { EXPERT_PROFILE, EXPERT_SWITCHES, withProfile } from './profile';
import { candidates, chooseByRollouts, playOut, ROLLOUT_BUDGET } from './rollout';
import { powerValue } from './value';

const KIND = { enter: 'adventure', assault: 'assault', challenge: 'rampaging' } as const;

/** The first fresh own turn (greedy game of `seed`) where a skipped fight's rollout beats greedy's. */
function findForcedWin(seed: number, maxDecisions: number) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('greedy', seed);
  let lastTurn = '';
  for (let i = 0; i < maxDecisions && !s.gameOver; i++) {
    const legal = legalActions(s);
    const t = s.turn;
    const me = s.players[0];
    const fresh =
      !!t &&
      !!me &&
      t.player === 0 &&
      !s.combat &&
      s.pending.length === 0 &&
      s.round.phase !== 'tactics' &&
      !t.moved &&
      t.played.length === 0 &&
      t.action === null &&
      legal.length > 1;
    const key = `${s.round.number}:${t?.player}:${me?.position}:${me?.hand.length}`;
    if (fresh && me && key !== lastTurn) {
      lastTurn = key;
      const found = withProfile(EXPERT_PROFILE, () => {
        const fights = skippedFights(s, me, newMemory(), new Set());
        const own = powerValue(playOut(s, 0, newMemory(), null, 2, 250, 77).state, 0);
        for (const f of fights) {
          const v = powerValue(playOut(s, 0, newMemory(), f.goal, 2, 250, 77, f.forced).state, 0);
          if (v > own + ROLLOUT_BUDGET.margin + FIGHT_GOALS.margin) return { f, own, v };
        }
        return null;
      });
      if (found) return { s, legal, ...found };
    }
    s = applyAction(s, bot.choose(s, legal)).state;
  }
  return null;
}

/** Plays `s`'s current turn with the expert's hook for `forced` on top of the greedy logic. */
function playTurnForced(s: GameState, forced: ForcedFight, goal: Parameters<typeof commitGoal>[2]) {
  const mem = newMemory();
  commitGoal(s, mem, goal);
  setForced(s, mem, 0, forced);
  const rng = createRng(5, 1);
  for (let i = 0; i < 200 && !s.combat && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (!legal[0] || legal[0].player !== 0) break;
    const a =
      legal.length === 1
        ? legal[0]
        : (forcedChoice(s, legal, mem) ?? greedyChoice(s, legal, rng, mem, i));
    s = applyAction(s, a).state;
    if (a.type === 'end-turn') break;
  }
  return s;
}

describe('expert: fights the greedy plan skips as rollout candidates (issue 18)', () => {
  it('a skipped fight whose rollout ends in more power is chosen and started this turn (COMBAT-1)', () => {
    const found = findForcedWin(1, 1500);
    expect(found).not.toBeNull();
    if (!found) return;
    const { s, legal, f, own, v } = found;
    expect(v).toBeGreaterThan(own + ROLLOUT_BUDGET.margin + FIGHT_GOALS.margin);
    // as the only other candidate besides the greedy logic's own play, it is the one chosen
    const r = withProfile(EXPERT_PROFILE, () =>
      chooseByRollouts([s], legal, newMemory(), 0, 77, ROLLOUT_BUDGET, [
        { goal: null, label: 'own' },
        { goal: f.goal, label: 'force', forced: f.forced },
      ]),
    );
    expect(r?.chosen.label).toBe('force');
    expect(r?.chosen.forced).toEqual(f.forced);
    // and the expert's hook starts that very fight in this turn
    const after = withProfile(EXPERT_PROFILE, () => playTurnForced(s, f.forced, f.goal));
    expect(after.combat).not.toBeNull();
    expect(after.combat?.kind).toBe(KIND[f.forced.kind]);
    if (f.forced.kind !== 'challenge') expect(after.combat?.hex).toBe(f.forced.site);
  }, 120_000);

  it('the candidates hold skipped fights only with the switch on, never a city', () => {
    let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], 2));
    const bot = createBot('greedy', 2);
    const seen: string[] = [];
    const saved = EXPERT_SWITCHES.fightGoals;
    try {
      for (let i = 0; i < 1200 && !s.gameOver && seen.length === 0; i++) {
        const legal = legalActions(s);
        const t = s.turn;
        if (
          t?.player === 0 &&
          !s.combat &&
          s.pending.length === 0 &&
          !t.moved &&
          legal.length > 1
        ) {
          EXPERT_SWITCHES.fightGoals = true;
          const on = candidates(s, legal, newMemory(), 0, 3).filter((c) => c.forced);
          EXPERT_SWITCHES.fightGoals = false;
          const off = candidates(s, legal, newMemory(), 0, 3).filter((c) => c.forced);
          expect(off).toEqual([]);
          for (const c of on) {
            expect(s.map.hexes[c.forced?.site ?? '']?.site?.type).not.toBe('city');
            seen.push(c.label);
          }
        }
        s = applyAction(s, bot.choose(s, legal)).state;
      }
    } finally {
      EXPERT_SWITCHES.fightGoals = saved;
    }
    expect(seen.length).toBeGreaterThan(0);
  }, 60_000);
});

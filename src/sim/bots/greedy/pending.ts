// The greedy bot's answers to pending choices: discards, level-up picks, rewards and every other
// choice by looking one step ahead (evalPosition outside combat, the fight plan inside).
import {
  applyAction,
  cardDef,
  columnSummary,
  type Action,
  type GameState,
  type Pending,
  type PlayerState,
} from '../../../engine';
import type { SimRng } from '../../rng';
import { positionValue } from './combat';
import { cardWorth, isWound, skillWorth } from './knowledge';
import { evalPosition } from './values';

function answerOf(a: Action): string[] {
  return a.type === 'choose' ? (Array.isArray(a.option) ? a.option : [a.option]) : [];
}

function pickMax<T>(items: readonly T[], score: (x: T) => number, rng: SimRng): T | undefined {
  let best: T | undefined;
  let bestS = -Infinity;
  for (const x of items) {
    const s = score(x) + rng.next() * 0.001;
    if (s > bestS) {
      bestS = s;
      best = x;
    }
  }
  return best;
}

/** Value of a state for the player: the fight outlook in combat, else the generic evaluation. */
function valueOfState(state: GameState, me: number): number {
  if (state.combat) {
    const col = columnSummary(state);
    // an open column: what is still needed matters most
    return positionValue(state, me) - (col ? col.needed * 0.8 : 0);
  }
  return evalPosition(state, me);
}

function lookaheadValue(state: GameState, a: Action, me: number): number {
  try {
    const r = applyAction(state, a);
    return valueOfState(r.state, me);
  } catch {
    return -1e6;
  }
}

export function choosePending(
  state: GameState,
  legal: readonly Action[],
  pend: Pending,
  me: PlayerState,
  rng: SimRng,
): Action {
  const chooses = legal.filter((a) => a.type === 'choose');
  const first = (chooses[0] ?? legal[0]) as Action;
  if (chooses.length <= 1) return first;
  const wounds = (xs: string[]) => xs.filter(isWound).length;
  const worth = (xs: string[]) => xs.reduce((s, c) => s + (isWound(c) ? -4 : cardWorth(c)), 0);
  const byScore = (f: (ans: string[]) => number) =>
    pickMax(chooses, (a) => f(answerOf(a)), rng) ?? first;
  switch (pend.kind) {
    case 'end-discard': {
      // cycle cards worse than an average draw (only what the deck can replace)
      const drawable = me.deck.length;
      const pool = [...me.deck];
      const avg = pool.length
        ? pool.reduce((s, c) => s + (isWound(c) ? -4 : cardWorth(c)), 0) / pool.length
        : 0;
      const min = pend.min ?? 0;
      return byScore((ans) => {
        if (ans.length > drawable && ans.length > min) return -1000 - ans.length;
        let v = 0;
        for (const c of ans) v += avg - cardWorth(c) - 0.5;
        return v - (ans.length > min ? 0.01 * ans.length : 0);
      });
    }
    case 'discard-cost':
    case 'throw-away-cost':
    case 'tactic-rethink':
    case 'tactic-midnight-meditation':
      return byScore(
        (ans) => 6 * wounds(ans) - worth(ans.filter((c) => !isWound(c))) - 0.5 * ans.length,
      );
    case 'level-skill':
      return byScore((ans) => {
        const [how, skill] = (ans[0] ?? '').split(':');
        return (skill ? skillWorth(skill) : 0) + (how === 'common' ? 1 : 0);
      });
    case 'level-advanced-action':
      return byScore((ans) => (ans[0] ? cardWorth(ans[0]) : 0));
    case 'tactic-preparation':
      return byScore((ans) => (ans[0] && isWound(ans[0]) ? -10 : ans[0] ? cardWorth(ans[0]) : 0));
    case 'tactic-sparing-power':
      return byScore((ans) => (ans[0] === 'store' ? (me.deck.length > 4 ? 1 : -1) : 0));
    case 'banner-round-end':
      // UNIT-8b: a Banner on a unit keeps helping it; keep it assigned.
      return chooses.find((a) => answerOf(a)[0] === 'keep') ?? first;
    case 'glade-wound':
      return byScore((ans) => (ans[0] === 'hand' ? 2 : ans[0] === 'discard' ? 1 : 0));
    case 'coop-agree':
      return byScore((ans) =>
        ans[0] === 'yes' ? (me.hand.filter((c) => !isWound(c)).length >= 3 ? 1 : -1) : 0,
      );
    case 'reward-artifact':
    case 'reward-spell':
    case 'reward-advanced-action':
      return byScore((ans) => {
        try {
          return ans[0] ? cardWorth(ans[0]) + (cardDef(ans[0]).type === 'artifact' ? 1 : 0) : 0;
        } catch {
          return 0;
        }
      });
    default: {
      if (chooses.length > 24) return first;
      return pickMax(chooses, (a) => lookaheadValue(state, a, me.id), rng) ?? first;
    }
  }
}

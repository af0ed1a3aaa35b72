// END-5: combat rewards taken at the end of the turn, one at a time, in the order earned.
import type { Ctx } from '../core/context';
import { BASIC_COLORS } from '../core/types';
import { rollFace } from '../mana/source';
import { rngOf } from '../rng/rng';
import type { GameState, PlayerState } from '../state/types';
import { gainCrystalCapped } from '../mana/mana';

/**
 * Take the next reward; rewards needing a decision push a pending choice and the end-of-turn step
 * is repeated once the choice is answered (turn.endStep is moved back by the caller's loop).
 */
export function continueRewards(state: GameState, p: PlayerState, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) return;
  while (turn.rewards.length > 0 && state.pending.length === 0) {
    const reward = turn.rewards.shift();
    if (!reward) break;
    switch (reward.kind) {
      case 'fame':
        p.fame += reward.amount;
        ctx.emit({ type: 'fame-gained', player: p.id, amount: reward.amount, value: p.fame });
        break;
      case 'crystal-set':
        for (const c of BASIC_COLORS) gainCrystalCapped(p, c, ctx, 'reward');
        break;
      case 'random-crystals': {
        // END-5a: roll per crystal — black gives 1 Fame, gold lets the player choose.
        const r = rngOf(state);
        for (let i = 0; i < reward.count; i++) {
          const face = rollFace(r);
          ctx.emit({ type: 'die-rolled', player: p.id, color: face });
          if (face === 'black') {
            p.fame += 1;
            ctx.emit({ type: 'fame-gained', player: p.id, amount: 1, value: p.fame });
          } else if (face === 'gold') {
            turn.rewards.unshift({ kind: 'crystals-of-choice', count: 1 });
          } else gainCrystalCapped(p, face, ctx, 'reward');
        }
        break;
      }
      default:
        // Rewards that need a choice (crystals of choice, artifacts, spells, advanced actions,
        // units, the dungeon roll) are handled by the combat rewards module.
        queueRewardChoice(state, p, reward, ctx);
        break;
    }
  }
  if (state.pending.length > 0) turn.endStep -= 1; // come back to this step afterwards
}

import type { Reward } from '../content/types';
export type RewardChoiceHandler = (
  state: GameState,
  p: PlayerState,
  reward: Reward,
  ctx: Ctx,
) => void;

let rewardChoiceHandler: RewardChoiceHandler | null = null;

/** Registered by the combat module (rewards of adventure sites, mage towers, monasteries). */
export function registerRewardChoiceHandler(h: RewardChoiceHandler): void {
  rewardChoiceHandler = h;
}

function queueRewardChoice(state: GameState, p: PlayerState, reward: Reward, ctx: Ctx): void {
  if (!rewardChoiceHandler) throw new Error(`no handler for reward ${reward.kind}`);
  rewardChoiceHandler(state, p, reward, ctx);
}

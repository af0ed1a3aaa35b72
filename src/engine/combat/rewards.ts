// END-5: combat rewards taken at the end of the turn, one at a time (in combat/, beside the resolvers
// of their choices; the turn flow asks continueRewards). Rewards that need a decision push a pending
// choice (resolved in combat/resolvers.ts) and the end-of-turn step is repeated once the choice is
// answered.
import type { Ctx } from '../core/context';
import { BASIC_COLORS } from '../core/types';
import type { Reward } from '../content/types';
import { levelForFame, levelInfo } from '../content/tracks';
import { gainCrystalCapped } from '../mana/mana';
import { rollFace } from '../mana/source';
import { rngOf } from '../rng/rng';
import type { GameState, PlayerState } from '../state/types';
import { freeRecruitAllowed } from '../state/units';
import { gainFame } from '../state/fame';

/**
 * END-5d.1: a unit reward may wait until after this turn's level-up, so the Command tokens that
 * level-up brings count already (the same result as delaying the reward).
 */
export function commandLimitAfterLevelUp(p: PlayerState): number {
  const level = Math.max(p.level, levelForFame(p.fame));
  return levelInfo(level).commandTokens + p.extraCommandTokens;
}

/** Units of the offer a reward may take (any type or cost, END-5d; not 'no-free-recruit' ones). */
export function rewardUnits(state: GameState): string[] {
  return state.offers.units.filter(freeRecruitAllowed);
}

/** Take the rewards in turn; unit rewards last (END-5: any order; END-5d.1). */
export function continueRewards(state: GameState, p: PlayerState, ctx: Ctx): void {
  const turn = state.turn;
  if (!turn) return;
  while (turn.rewards.length > 0 && state.pending.length === 0) {
    let at = turn.rewards.findIndex((r) => r.kind !== 'unit');
    if (at < 0) at = 0;
    const [reward] = turn.rewards.splice(at, 1);
    if (!reward) break;
    takeReward(state, p, reward, ctx);
  }
  if (state.pending.length > 0) turn.endStep -= 1; // come back to this step afterwards
}

/** Put a reward back to be taken next (the rest of a multi-count reward). */
export function requeue(state: GameState, reward: Reward): void {
  state.turn?.rewards.unshift(reward);
}

function takeReward(state: GameState, p: PlayerState, reward: Reward, ctx: Ctx): void {
  const source = 'reward';
  switch (reward.kind) {
    case 'fame':
      gainFame(state, p, reward.amount, ctx);
      return;
    case 'crystal-set':
      for (const c of BASIC_COLORS) gainCrystalCapped(p, c, ctx, source);
      return;
    case 'random-crystals': {
      // END-5a: roll per crystal — black gives 1 Fame, gold lets the player choose the colour.
      const r = rngOf(state);
      let choose = 0;
      for (let i = 0; i < reward.count; i++) {
        const face = rollFace(r);
        ctx.emit({ type: 'die-rolled', player: p.id, color: face, source: 'random-crystal' });
        if (face === 'black') gainFame(state, p, 1, ctx);
        else if (face === 'gold') choose++;
        else gainCrystalCapped(p, face, ctx, source);
      }
      if (choose > 0) requeue(state, { kind: 'crystals-of-choice', count: choose });
      return;
    }
    case 'crystals-of-choice': {
      // END-5a: a colour already held 3 times gains nothing, so only the others are offered.
      const options = BASIC_COLORS.filter((c) => p.crystals[c] < 3);
      if (options.length === 0 || reward.count <= 0) return;
      state.pending.push({
        kind: 'reward-crystal',
        player: p.id,
        source,
        options: [...options],
        data: { count: reward.count },
      });
      return;
    }
    case 'dungeon-roll': {
      // sites.md: gold or black → a spell, any other colour → an artifact.
      const face = rollFace(rngOf(state));
      ctx.emit({ type: 'die-rolled', player: p.id, color: face, source: 'dungeon' });
      requeue(
        state,
        face === 'gold' || face === 'black'
          ? { kind: 'spell', count: 1 }
          : { kind: 'artifact', count: 1 },
      );
      return;
    }
    case 'artifact': {
      // END-5b: draw that many plus 1, one goes to the bottom of the Artifact deck.
      const drawn = state.decks.artifacts.splice(0, reward.count + 1);
      if (drawn.length === 0) return;
      ctx.emit({ type: 'cards-drawn', player: p.id, count: drawn.length, source: 'artifacts' });
      if (drawn.length <= reward.count) {
        p.deck.unshift(...drawn);
        ctx.emit({ type: 'card-gained', player: p.id, cards: drawn, to: 'deck' });
        return;
      }
      state.pending.push({
        kind: 'reward-artifact',
        player: p.id,
        source,
        options: drawn,
        data: { drawn },
      });
      return;
    }
    case 'spell':
    case 'advanced-action': {
      // END-5c: chosen from the offer onto the Deed deck; the offer is refilled.
      const offer = reward.kind === 'spell' ? state.offers.spells : state.offers.advancedActions;
      if (offer.length === 0 || reward.count <= 0) return;
      state.pending.push({
        kind: reward.kind === 'spell' ? 'reward-spell' : 'reward-advanced-action',
        player: p.id,
        source,
        options: [...offer],
        data: { count: reward.count },
      });
      return;
    }
    case 'unit': {
      // END-5d: any unit of the offer regardless of type or cost; or forgo it.
      const units = rewardUnits(state);
      if (units.length === 0 || reward.count <= 0) return;
      state.pending.push({
        kind: 'reward-unit',
        player: p.id,
        source,
        options: [...units, 'forgo'],
        data: { count: reward.count },
      });
      return;
    }
  }
}

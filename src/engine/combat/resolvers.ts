// Pending-choice resolvers of combat rewards (END-5): artifacts, spells, advanced actions, units,
// crystals of the player's choice.
import type { Resolver } from '../state/choice-types';
import type { BasicColor } from '../core/types';
import { takeFromOffer } from '../state/piles';
import { commandLimitAfterLevelUp, requeue } from './rewards';
import { gainCrystalCapped } from '../mana/mana';
import { getPlayer } from '../state/player';
import type { GameState, PlayerState } from '../state/types';
import type { Ctx } from '../core/context';
import { addUnit, disbandUnit } from '../state/units';

const single = (answer: string[]) => answer[0] ?? '';
const countOf = (data: Record<string, unknown> | undefined) => Number(data?.count ?? 1);

function gainUnit(state: GameState, p: PlayerState, unit: string, ctx: Ctx): void {
  const i = state.offers.units.indexOf(unit);
  if (i < 0) return;
  state.offers.units.splice(i, 1);
  addUnit(p, unit);
  ctx.emit({ type: 'unit-gained', player: p.id, unit, source: 'reward' });
}

export const COMBAT_RESOLVERS: Record<string, Resolver> = {
  /** END-5b: the chosen artifact goes to the bottom of the Artifact deck, the rest on the Deed deck. */
  'reward-artifact': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const drawn = (pend.data?.drawn as string[] | undefined) ?? pend.options;
    const back = single(answer);
    state.decks.artifacts.push(back);
    const kept = drawn.filter((c) => c !== back);
    p.deck.unshift(...kept);
    ctx.emit({ type: 'card-gained', player: p.id, cards: kept, to: 'deck' });
  },
  /** END-5c: a spell from the offer onto the Deed deck; the offer is refilled. */
  'reward-spell': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const card = single(answer);
    takeFromOffer(state, 'spells', card);
    p.deck.unshift(card);
    ctx.emit({ type: 'card-gained', player: p.id, card, to: 'deck' });
    const left = countOf(pend.data) - 1;
    if (left > 0) requeue(state, { kind: 'spell', count: left });
  },
  'reward-advanced-action': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const card = single(answer);
    takeFromOffer(state, 'advancedActions', card);
    p.deck.unshift(card);
    ctx.emit({ type: 'card-gained', player: p.id, card, to: 'deck' });
    const left = countOf(pend.data) - 1;
    if (left > 0) requeue(state, { kind: 'advanced-action', count: left });
  },
  'reward-crystal': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    gainCrystalCapped(p, single(answer) as BasicColor, ctx, 'reward');
    const left = countOf(pend.data) - 1;
    if (left > 0) requeue(state, { kind: 'crystals-of-choice', count: left });
  },
  /**
   * END-5d: take any unit of the offer; without a free Command token (counting this turn's
   * level-up, END-5d.1) disband one of your units or forgo the reward.
   */
  'reward-unit': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const unit = single(answer);
    const left = countOf(pend.data) - 1;
    if (left > 0) requeue(state, { kind: 'unit', count: left });
    if (unit === 'forgo') return;
    if (commandLimitAfterLevelUp(p) > p.units.length) {
      gainUnit(state, p, unit, ctx);
      return;
    }
    state.pending.push({
      kind: 'reward-unit-disband',
      player: p.id,
      source: 'reward',
      options: [...p.units.map((u) => u.id), 'forgo'],
      data: { unit },
    });
  },
  'reward-unit-disband': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const old = single(answer);
    const unit = typeof pend.data?.unit === 'string' ? pend.data.unit : '';
    if (old === 'forgo' || !unit) return;
    disbandUnit(state, p, old, ctx);
    gainUnit(state, p, unit, ctx);
  },
};

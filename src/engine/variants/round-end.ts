// The variants' steps at the end of a round that does not end the game (ROUND-5), before the
// scenario's own end-of-round rules and the preparation of the next round: rampaging enemies come
// back (VAR-RAMPAGE-2..4), the darkness roll (VAR-TIME-2), drafted cards into the decks at the end
// of a Day (VAR-DECK-2e), action upgrades at the end of a Night (VAR-DECK-1). Steps with choices
// wait; the resolver of their last choice calls continueRoundEnd.
import type { Ctx } from '../core/context';
import { prepareRound } from '../flow/round';
import { roundEndHook } from '../state/scenario-hooks';
import type { GameState } from '../state/types';
import type { Resolver } from '../choices/resolvers';
import {
  actionCards,
  draftReturnStart,
  pushDraftReturn,
  pushUpgradePick,
  upgradeFits,
  upgradeStart,
} from './deck';
import { rampageRoundEnd } from './rampage';
import { darknessRoll } from '../flow/variant-time';

/** Each step returns true when it pushed a choice and waits for it. */
const STEPS: ((state: GameState, ctx: Ctx) => boolean)[] = [
  (s, ctx) => {
    rampageRoundEnd(s, ctx);
    return false;
  },
  (s, ctx) => {
    darknessRoll(s, ctx);
    return false;
  },
  (s) => draftReturnStart(s),
  (s, ctx) => upgradeStart(s, ctx),
];

function runFrom(state: GameState, first: number, ctx: Ctx): boolean {
  for (let step = first; step < STEPS.length; step++) {
    const waits = STEPS[step]?.(state, ctx) ?? false;
    if (waits) {
      (state.variants ??= {}).roundEndStep = step;
      return true;
    }
  }
  if (state.variants?.roundEndStep !== undefined) delete state.variants.roundEndStep;
  return false;
}

/** The round ended and the game goes on: true when a variant's choice must be answered first. */
export function variantRoundEnd(state: GameState, ctx: Ctx): boolean {
  return runFrom(state, 0, ctx);
}

/** A waiting step is done: the remaining steps, the scenario's rules, then the next round. */
export function continueRoundEnd(state: GameState, ctx: Ctx): void {
  const at = state.variants?.roundEndStep ?? STEPS.length;
  if (runFrom(state, at + 1, ctx)) return;
  if (roundEndHook(state, ctx)) return;
  prepareRound(state, ctx);
}

/**
 * The answers that end a round-end step (VAR-DECK-2e drafted cards back, VAR-DECK-1 upgrades): the
 * last one goes on with the round end. They live here rather than in deck.ts so that deck.ts does
 * not import the round end back (issue 14).
 */
export const ROUND_END_RESOLVERS: Record<string, Resolver> = {
  'draft-return': (state, p, answer, ctx) => {
    const v = state.variants;
    const card = answer[0];
    if (!v || !card) return;
    const pl = state.players[p.player];
    if (pl) {
      v.drafted = (v.drafted ?? []).map((list, i) =>
        i === p.player ? list.filter((c) => c !== card) : list,
      );
      pl.discard.push(card); // shuffled into the deck with the rest when the round is prepared
      ctx.emit({ type: 'draft-card-added', player: p.player });
    }
    v.draftReturn = (v.draftReturn ?? []).filter((id) => id !== p.player);
    if (!pushDraftReturn(state)) continueRoundEnd(state, ctx);
  },
  'upgrade-pick': (state, p, answer, ctx) => {
    const up = state.variants?.upgrade;
    const card = answer[0];
    if (!up) return;
    const pl = state.players[p.player];
    if (card && card !== 'none' && pl) {
      up.taken = card;
      const options = actionCards(pl).filter((o) => upgradeFits(card, o));
      state.pending.push({
        kind: 'upgrade-remove',
        player: p.player,
        source: card,
        options: [...new Set(options)],
      });
      return;
    }
    up.order.shift();
    if (!pushUpgradePick(state, ctx)) continueRoundEnd(state, ctx);
  },
  'upgrade-remove': (state, p, answer, ctx) => {
    const up = state.variants?.upgrade;
    const old = answer[0];
    const pl = state.players[p.player];
    if (!up || !old || !pl || !up.taken) return;
    for (const pile of [pl.deck, pl.hand, pl.discard]) {
      const i = pile.indexOf(old);
      if (i >= 0) {
        pile.splice(i, 1);
        break;
      }
    }
    state.removed.push(old);
    // VAR-DECK-1d: into the hand; VAR-DECK-1f: shuffled into the deck with the rest (ROUND-2g).
    pl.hand.push(up.taken);
    up.cards = up.cards.filter((c) => c !== up.taken);
    ctx.emit({ type: 'upgrade-taken', player: p.player, card: up.taken, removed: old });
    delete up.taken;
    up.order.shift();
    if (!pushUpgradePick(state, ctx)) continueRoundEnd(state, ctx);
  },
};

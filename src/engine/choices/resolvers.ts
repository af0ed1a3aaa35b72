// How each kind of pending choice is resolved. Every kind a module can push must be registered
// here (checked by a test), so that no decision can be left without an answer.
import type { BasicColor, ManaColor } from '../core/types';
import {
  gainCrystal,
  gainCrystalCapped,
  gainManaToken,
  parseSourceKey,
  spendMana,
} from '../mana/mana';
import { isWound, returnWound } from '../state/cards';
import { getPlayer } from '../state/player';
import { cardDef } from '../content';
import { resolveEffects, readyUnitNow, type EffectCtx } from '../effects/interpret';
import type { EnemyEffect } from '../content/vocabulary';
import { applyEnemyEffect } from '../combat/enemy-effects';
import type { Pending, Resolver } from '../state/choice-types';

export type { Resolver };

function ec(p: Pending): EffectCtx {
  return { player: p.player, ...(p.context ?? { source: p.source }) };
}

const single = (answer: string[]) => answer[0] ?? '';

export const CORE_RESOLVERS: Record<string, Resolver> = {
  'effect-option': (state, p, answer, ctx) => {
    const chosen = p.effects?.[Number(single(answer))];
    if (chosen) resolveEffects(state, [chosen], ec(p), ctx);
  },
  'mana-color': (state, p, answer, ctx) => {
    gainManaToken(state, getPlayer(state, p.player), single(answer) as ManaColor, ctx, p.source);
  },
  'crystal-color': (state, p, answer, ctx) => {
    gainCrystal(state, getPlayer(state, p.player), single(answer) as BasicColor, ctx, p.source);
  },
  'ready-unit': (state, p, answer, ctx) => {
    readyUnitNow(state, getPlayer(state, p.player), single(answer), ctx);
  },
  'pay-mana': (state, p, answer, ctx) => {
    const parts = single(answer).split('+');
    const named = parts.map((x) => x.split('@')[1]).find((x) => x) as BasicColor | undefined;
    const sources = parts
      .map((x) => parseSourceKey(x.split('@')[0] ?? ''))
      .filter((s) => s !== null);
    const spent = spendMana(state, getPlayer(state, p.player), sources, ctx);
    // `by-paid-color`: the colour of the mana paid (gold counts as the colour it was named as).
    const first = named ?? spent[0];
    if (p.context && first)
      p.context.paidColor = first === 'gold' || first === 'black' ? 'colorless' : first;
  },
  'discard-cost': (state, p, answer, ctx) => {
    const pl = getPlayer(state, p.player);
    for (const c of answer) {
      pl.hand.splice(pl.hand.indexOf(c), 1);
      pl.discard.push(c);
    }
    if (state.turn) state.turn.cardPlayedOrDiscarded = true;
    ctx.emit({ type: 'cards-discarded', player: p.player, cards: answer });
    if (p.context) {
      p.context.cardsPaid = answer.length;
      const first = answer[0];
      // An Artifact (no colour) or a Wound counts as colourless; a dual card as its first colour.
      p.context.paidColor = first ? (cardDef(first).colors[0] ?? 'colorless') : 'colorless';
    }
  },
  'throw-away-cost': (state, p, answer, ctx) => {
    const pl = getPlayer(state, p.player);
    for (const c of answer) {
      pl.hand.splice(pl.hand.indexOf(c), 1);
      if (isWound(c)) returnWound(state);
      else state.removed.push(c);
    }
    if (state.turn) state.turn.cardPlayedOrDiscarded = true;
    ctx.emit({ type: 'cards-thrown-away', player: p.player, cards: answer });
    // `by-paid-color` (Decompose, Training, Ritual Attack): the colour of the card thrown away.
    const first = answer[0];
    if (p.context)
      p.context.paidColor =
        first && !isWound(first) ? (cardDef(first).colors[0] ?? 'colorless') : 'colorless';
  },
  'spend-crystal': (state, p, answer, ctx) => {
    const pl = getPlayer(state, p.player);
    const color = single(answer) as BasicColor;
    const count = Number(p.data?.count ?? 1);
    pl.crystals[color] -= count;
    ctx.emit({ type: 'crystal-spent', player: p.player, color, count });
  },
  'enemy-target': (state, p, answer, ctx) => {
    const effect = p.data?.effect as EnemyEffect | undefined;
    if (effect) applyEnemyEffect(state, single(answer), effect, ec(p), ctx);
  },
  // ---- end of turn
  'end-discard': (state, p, answer, ctx) => {
    const pl = getPlayer(state, p.player);
    for (const c of answer) {
      pl.hand.splice(pl.hand.indexOf(c), 1);
      pl.discard.push(c);
    }
    if (answer.length > 0) ctx.emit({ type: 'cards-discarded', player: p.player, cards: answer });
  },
  'glade-wound': (state, p, answer, ctx) => {
    const pl = getPlayer(state, p.player);
    const where = single(answer);
    if (where === 'none') return;
    const pile = where === 'hand' ? pl.hand : pl.discard;
    const w = pile.find(isWound);
    if (!w) return;
    pile.splice(pile.indexOf(w), 1);
    returnWound(state); // END-4a: thrown away
    ctx.emit({ type: 'wound-thrown-away', player: p.player, from: where, source: 'magical-glade' });
  },
  'deep-mine-crystal': (state, p, answer, ctx) => {
    gainCrystalCapped(getPlayer(state, p.player), single(answer) as BasicColor, ctx, 'deep-mine');
  },
};

// What the hand shows for a card: every legal way to play it now, with the kinds of points each
// gives, so that a drop on a Move/Influence/Attack/Block column can pick the matching plays.
import type { ActionOf } from '../protocol/types';
import { cardDef } from '../content';
import { isUsable, type EffectCtx } from '../effects/interpret';
import { walkEffect, type Effect } from '../content/vocabulary';
import type { GameState } from '../state/types';
import { enginePort } from '../actions/engine-port';
import { defIdOf } from '../core/types';

export type PointFamily = 'move' | 'influence' | 'attack' | 'block' | 'heal' | 'other';

export interface PlayOption {
  action: ActionOf<'play-card'>;
  /** Families of points this play can give right now (usable effects only). */
  families: PointFamily[];
}

function families(state: GameState, e: Effect, ec: EffectCtx): PointFamily[] {
  const out = new Set<PointFamily>();
  walkEffect(e, (x) => {
    if (
      x.kind === 'move' ||
      x.kind === 'influence' ||
      x.kind === 'attack' ||
      x.kind === 'block' ||
      x.kind === 'heal'
    ) {
      if (isUsable(state, x, ec)) out.add(x.kind);
    }
  });
  if (out.size === 0) out.add('other');
  return [...out];
}

/** Legal plays of one card (all cards when `card` is omitted). */
export function playOptions(state: GameState, card?: string): PlayOption[] {
  const turn = state.turn;
  if (!turn) return [];
  // legalActions lists one instance per card kind; identical cards play identically.
  const wanted = card === undefined ? null : defIdOf(card);
  const { checkAction, legalActions } = enginePort();
  return legalActions(state)
    .filter(
      (a): a is ActionOf<'play-card'> =>
        a.type === 'play-card' && (wanted === null || defIdOf(a.card) === wanted),
    )
    .map((a) => (card === undefined ? a : { ...a, card }))
    .filter((a) => checkAction(state, a) === null)
    .map((action) => {
      if (action.mode === 'sideways') return { action, families: [action.as ?? 'move'] };
      const def = cardDef(action.card);
      const ec: EffectCtx = {
        player: action.player,
        source: action.card,
        origin: 'card',
        strong: action.mode === 'strong',
      };
      const c = def.colors[0];
      if (c) ec.color = c;
      return {
        action,
        families: families(state, action.mode === 'strong' ? def.strong : def.basic, ec),
      };
    });
}

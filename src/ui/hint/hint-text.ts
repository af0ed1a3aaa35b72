// The hint's words: the engine action the greedy bot suggests, described for the player.
import type { Action, GameState } from '../../engine';
import type { SuggestReason } from '../../sim/bots';
import type { Translator } from '../../i18n';
import { cardName } from '../names';
import { actionLabel } from '../panels/labels';

/** What the suggestion says, in words. */
export function hintText(a: Action, state: GameState, t: Translator): string {
  const label = actionLabel(a, state, t);
  if (a.type === 'play-card' && a.mode !== 'sideways') return `${label} · ${cardName(a.card, t)}`;
  if (a.type === 'move') {
    const h = state.map.hexes[a.to];
    return h
      ? `${label} → ${h.site ? t(`site.${h.site.type}`) : t(`terrain.${h.terrain}`)}`
      : label;
  }
  return label;
}

/** Why the computer suggests it, in one line (issue 17: "Suggest a move" explains its reason). */
export function reasonText(r: SuggestReason, state: GameState, t: Translator): string {
  if (r.kind !== 'goal') return t(`hint.reason.${r.kind}`);
  const type = state.map.hexes[r.site]?.site?.type;
  const site = type ? t(`site.${type}`) : '';
  return t(`hint.reason.${r.goal}`, { site });
}

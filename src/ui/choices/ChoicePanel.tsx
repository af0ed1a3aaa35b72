// The open decision (innermost pending choice): a clear prompt naming what asks, and the kind's
// own component from the registry. Nothing is chosen for the player, except paying mana when
// there is exactly one way to pay.
import { createElement, useCallback } from 'react';
import type { GameState } from '../../engine';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { heroName } from '../names';
import { choicePrompt } from './prompt';
import { choiceComponent } from './registry';

export function ChoicePanel({ state, viewer }: { state: GameState; viewer: number }) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const pending = state.pending[state.pending.length - 1];
  const player = pending?.player;
  const choose = useCallback(
    (option: string | string[]) => {
      if (player !== undefined) dispatch({ type: 'choose', player, option });
    },
    [dispatch, player],
  );
  if (!pending) return null;
  const who = state.players[pending.player];
  if (!who || who.kind === 'dummy') return null;
  if (pending.player !== viewer)
    return (
      <section className="choice-panel waiting" data-testid="choice-waiting">
        {t('play.choice.waiting', { hero: heroName(state, pending.player, t) })}
      </section>
    );
  const key = `${state.pending.length}|${pending.kind}|${pending.source}|${pending.options.join(',')}`;
  return (
    <section
      className={`choice-panel kind-${pending.kind}`}
      role="dialog"
      aria-label={choicePrompt(pending, state, t)}
      data-testid="choice-panel"
      data-kind={pending.kind}
    >
      <h3 className="choice-title">{choicePrompt(pending, state, t)}</h3>
      {createElement(choiceComponent(pending.kind), { key, pending, state, choose })}
    </section>
  );
}

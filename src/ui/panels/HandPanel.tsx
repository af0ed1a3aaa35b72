// The viewer's hand as a fan of readable cards, with deck and discard piles. Selecting a card shows
// the ways the engine allows to play it (legalActions), nothing else.
import type { CSSProperties } from 'react';
import type { Action } from '../../engine/actions/types';
import type { GameState } from '../../engine/state/types';
import { useGame } from '../../store';
import { CardFace } from '../cards/CardFace';
import { useLegalActions, useT } from '../hooks';
import { actionLabel } from './labels';

export function HandPanel({ state, viewer }: { state: GameState; viewer: number }) {
  const t = useT();
  const legal = useLegalActions();
  const selection = useGame((s) => s.ui.selection);
  const select = useGame((s) => s.select);
  const dispatch = useGame((s) => s.dispatch);
  const p = state.players[viewer];
  if (!p) return null;
  const hand = p.hand;
  const plays = new Map<string, Action[]>();
  for (const a of legal) {
    if (a.type === 'play-card' && a.player === viewer)
      plays.set(a.card, [...(plays.get(a.card) ?? []), a]);
  }
  const selected = selection?.kind === 'card' ? selection.id : null;
  const selectedPlays = selected ? (plays.get(selected) ?? []) : [];
  const n = hand.length;

  return (
    <section className="hand-area" aria-label={t('panel.handOf', { hero: t(`hero.${p.hero}`) })}>
      <div className="pile deck" title={t('panel.deck')} data-testid="deck-pile">
        <div className="card-back" />
        <span className="pile-count">{p.deck.length}</span>
        <span className="pile-label">{t('panel.deck')}</span>
      </div>
      <div className="hand" data-testid="hand">
        {hand.map((id, i) => {
          const mid = (n - 1) / 2;
          const rot = n > 1 ? (i - mid) * Math.min(4, 24 / n) : 0;
          const lift = Math.min(10, Math.abs(i - mid) * Math.abs(i - mid) * (n > 6 ? 0.8 : 1.5));
          const style = {
            '--rot': `${rot}deg`,
            '--lift': `${lift}px`,
            zIndex: selected === id ? 50 : i,
          } as CSSProperties;
          return (
            <CardFace
              key={id}
              id={id}
              testId="hand-card"
              selected={selected === id}
              playable={plays.has(id)}
              style={style}
              onClick={() => select(selected === id ? null : { kind: 'card', id })}
            />
          );
        })}
      </div>
      <div className="pile discard" title={t('panel.discard')} data-testid="discard-pile">
        <div className={`card-back ${p.discard.length === 0 ? 'empty' : ''}`} />
        <span className="pile-count">{p.discard.length}</span>
        <span className="pile-label">{t('panel.discard')}</span>
      </div>
      {selected && selectedPlays.length > 0 && (
        <div className="play-menu" role="menu">
          {selectedPlays.slice(0, 10).map((a, i) => (
            <button key={i} type="button" role="menuitem" onClick={() => dispatch(a)}>
              {actionLabel(a, state, t)}
            </button>
          ))}
          {selectedPlays.length > 10 && (
            <span className="muted small">
              {t('action.more', { n: selectedPlays.length - 10 })}
            </span>
          )}
        </div>
      )}
    </section>
  );
}

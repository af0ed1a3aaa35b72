// The viewer's hand as a fan of readable cards, with deck and discard piles. A click (or Enter)
// opens the card's play menu; a card can also be dragged onto a Move / Influence / Attack / Block
// target. Cards whose strong effect can be paid right now are marked. With Healing points, a
// Wound is healed by clicking it. Everything offered comes from the engine (playOptions, legal
// actions).
import { useCallback, useState, type CSSProperties } from 'react';
import type { GameState } from '../../engine';
import { useGame } from '../../store';
import { CardFace } from '../cards/CardFace';
import { PileList } from '../cards/PileList';
import { useLegalActions, useT } from '../hooks';
import { endCardDrag, startCardDrag, touchDragHandlers } from '../play/card-drop';
import { isWoundCard, playsOf, strongReady } from '../play/plays';

export function HandPanel({ state, viewer }: { state: GameState; viewer: number }) {
  const t = useT();
  const game = useGame((s) => s.game);
  const legal = useLegalActions();
  const menuCard = useGame((s) => s.ui.cardMenu?.card ?? null);
  const dragCard = useGame((s) => s.ui.dragCard);
  const openMenu = useGame((s) => s.openCardMenu);
  const closeMenu = useGame((s) => s.closeCardMenu);
  const dispatch = useGame((s) => s.dispatch);
  const [pileOpen, setPileOpen] = useState(false);
  const closePile = useCallback(() => setPileOpen(false), []);
  const p = state.players[viewer];
  if (!p) return null;
  const hand = p.hand;
  const healWound = legal.find(
    (a) => a.type === 'heal' && a.player === viewer && a.target === 'wound',
  );
  const n = hand.length;
  // fewer cards overlap less (px per side)
  // (the hand docks along the whole bottom edge: 6–7 cards keep their strong lines readable)
  const overlap = n <= 5 ? 2 : n === 6 ? 4 : n === 7 ? 8 : n === 8 ? 16 : 24;

  return (
    <section className="hand-area" aria-label={t('panel.handOf', { hero: t(`hero.${p.hero}`) })}>
      <div className="pile deck" title={t('panel.deck')} data-testid="deck-pile">
        <div className={`card-back ${p.deck.length === 0 ? 'empty' : ''}`} />
        <span className="pile-count">{p.deck.length}</span>
        <span className="pile-label">{t('play.deckPile')}</span>
      </div>
      <div className="hand" data-testid="hand">
        {hand.map((id, i) => {
          // keyed by the card and its occurrence: playing another card does not remount it (a
          // new card mounts and animates in, an old one does not again)
          const nth = hand.slice(0, i).filter((c) => c === id).length;
          const mid = (n - 1) / 2;
          const rot = n > 1 ? (i - mid) * Math.min(4, 24 / n) : 0;
          const lift = Math.min(10, Math.abs(i - mid) * Math.abs(i - mid) * (n > 6 ? 0.8 : 1.5));
          const open = menuCard === id;
          const style = {
            '--rot': `${rot}deg`,
            '--lift': `${lift}px`,
            '--ov': `${overlap}px`,
            zIndex: open ? 50 : i,
          } as CSSProperties;
          const wound = isWoundCard(id);
          const plays = game && !wound ? playsOf(game, id) : [];
          const strong = game && !wound ? strongReady(game, id) : false;
          const healable = wound && healWound !== undefined;
          return (
            <CardFace
              key={`${id}-${nth}`}
              id={id}
              testId="hand-card"
              selected={open || dragCard === id}
              playable={plays.length > 0 || healable}
              strongReady={strong}
              style={style}
              onClick={() => {
                if (healable && healWound) {
                  dispatch(healWound);
                  return;
                }
                if (open) closeMenu();
                else openMenu(id);
              }}
              onDragStart={plays.length > 0 ? (e) => startCardDrag(e, id) : undefined}
              onDragEnd={endCardDrag}
              touchDrag={plays.length > 0 ? touchDragHandlers(id) : undefined}
            >
              {healable && <span className="heal-badge">{t('play.heal.clickWound')}</span>}
            </CardFace>
          );
        })}
      </div>
      <div
        className="pile discard clickable"
        title={t('panel.discard')}
        role="button"
        tabIndex={0}
        aria-expanded={pileOpen}
        onClick={() => setPileOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') setPileOpen((o) => !o);
        }}
        data-testid="discard-pile"
      >
        <div className={`card-back ${p.discard.length === 0 ? 'empty' : ''}`} />
        <span className="pile-count">{p.discard.length}</span>
        <span className="pile-label">{t('panel.discard')}</span>
      </div>
      {pileOpen && <PileList title={t('panel.discard')} cards={p.discard} onClose={closePile} />}
    </section>
  );
}

// The cards of a pile as a list (the discard pile; the Deed deck's order stays hidden): each card a
// face whose full explanation shows on hover or long press (CardDetail). Opened from the pile.
import { useEffect, useRef } from 'react';
import { useT } from '../hooks';
import { CardFace } from './CardFace';
import './card-detail.css';

export function PileList({
  title,
  cards,
  onClose,
}: {
  title: string;
  cards: readonly string[];
  onClose: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onDown = (e: MouseEvent) => {
      const el = e.target as Element | null;
      // the pile itself toggles the list
      if (ref.current && !ref.current.contains(el) && !el?.closest?.('.pile')) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [onClose]);
  // Same kinds of cards together, in name order.
  const sorted = [...cards].sort((a, b) => a.localeCompare(b));
  return (
    <div ref={ref} className="pile-list" role="dialog" aria-label={title} data-testid="pile-list">
      <header>
        <strong>{title}</strong>
        <span className="muted small"> · {t.plural('panel.cards', cards.length)}</span>
        <button
          type="button"
          className="icon-btn"
          onClick={onClose}
          aria-label={t('common.close')}
          data-testid="pile-list-close"
        >
          ✕
        </button>
      </header>
      {cards.length === 0 ? (
        <p className="muted small">{t('panel.emptyOffer')}</p>
      ) : (
        <div className="mini-cards">
          {sorted.map((c, i) => (
            <CardFace key={`${c}-${i}`} id={c} size="mini" testId="pile-card" />
          ))}
        </div>
      )}
    </div>
  );
}

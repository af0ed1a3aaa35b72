// Tooltips for elements with a `data-tip` (ability icons, attack chips): one fixed-position bubble
// drawn above everything, so scrolling panels never clip it. Hover or keyboard focus shows it.
import { useEffect, useState } from 'react';

interface Tip {
  text: string;
  x: number;
  y: number;
  below: boolean;
}

function tipTarget(e: Event): HTMLElement | null {
  const t = e.target;
  return t instanceof Element ? t.closest<HTMLElement>('[data-tip]') : null;
}

export function TipLayer() {
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    const show = (e: Event) => {
      const el = tipTarget(e);
      const text = el?.dataset.tip;
      if (!el || !text) return;
      const r = el.getBoundingClientRect();
      const below = r.top < 90;
      setTip({ text, x: r.left + r.width / 2, y: below ? r.bottom + 8 : r.top - 8, below });
    };
    const hide = (e: Event) => {
      if (tipTarget(e)) setTip(null);
    };
    document.addEventListener('mouseover', show);
    document.addEventListener('focusin', show);
    document.addEventListener('mouseout', hide);
    document.addEventListener('focusout', hide);
    const clear = () => setTip(null);
    document.addEventListener('scroll', clear, true);
    return () => {
      document.removeEventListener('scroll', clear, true);
      document.removeEventListener('mouseover', show);
      document.removeEventListener('focusin', show);
      document.removeEventListener('mouseout', hide);
      document.removeEventListener('focusout', hide);
    };
  }, []);
  if (!tip) return null;
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  const left = Math.max(130, Math.min(tip.x, width - 130));
  return (
    <div
      className={`tip-bubble ${tip.below ? 'below' : ''}`}
      style={{ left, top: tip.y }}
      role="tooltip"
      data-testid="tip-bubble"
    >
      {tip.text}
    </div>
  );
}

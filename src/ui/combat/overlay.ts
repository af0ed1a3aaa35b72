// Panels that lie over the map (combat, site) start below the action bar, whose height changes
// with its content: follow it with a ResizeObserver.
import { useEffect, useState } from 'react';

const GAP = 8;
const FALLBACK = 72;

function measure(): number {
  if (typeof document === 'undefined') return FALLBACK;
  const bar = document.querySelector('.center .action-bar');
  const center = document.querySelector('.center');
  if (!bar || !center) return FALLBACK;
  const b = bar.getBoundingClientRect();
  const c = center.getBoundingClientRect();
  return Math.max(8, Math.round(b.bottom - c.top + GAP));
}

export function useOverlayTop(): number {
  const [top, setTop] = useState(FALLBACK);
  useEffect(() => {
    const update = () => setTop(measure());
    update();
    const bar = document.querySelector('.center .action-bar');
    window.addEventListener('resize', update);
    if (typeof ResizeObserver === 'undefined' || !bar) {
      return () => window.removeEventListener('resize', update);
    }
    const ro = new ResizeObserver(update);
    ro.observe(bar);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return top;
}

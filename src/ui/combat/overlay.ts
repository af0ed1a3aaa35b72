// Panels that lie over the map (combat, site) start below the action bar, whose height changes
// with its content: follow it with a ResizeObserver. The site dock also stays clear of the
// decision dock under the action bar (the dummy's report, prompts), so neither hides the other.
import { useEffect, useState } from 'react';

const GAP = 8;
const FALLBACK = 72;

function measure(belowDock: boolean): number {
  if (typeof document === 'undefined') return FALLBACK;
  const bar = document.querySelector('.center .action-bar');
  const center = document.querySelector('.center');
  if (!bar || !center) return FALLBACK;
  let bottom = bar.getBoundingClientRect().bottom;
  const dock = belowDock ? document.querySelector('.center .dock') : null;
  if (dock && dock.childElementCount > 0) {
    const d = dock.getBoundingClientRect();
    if (d.height > 0) bottom = Math.max(bottom, d.bottom);
  }
  const c = center.getBoundingClientRect();
  return Math.max(8, Math.round(bottom - c.top + GAP));
}

export function useOverlayTop(belowDock = false): number {
  const [top, setTop] = useState(FALLBACK);
  useEffect(() => {
    const update = () => setTop(measure(belowDock));
    update();
    const bar = document.querySelector('.center .action-bar');
    const dock = belowDock ? document.querySelector('.center .dock') : null;
    window.addEventListener('resize', update);
    if (typeof ResizeObserver === 'undefined' || !bar) {
      return () => window.removeEventListener('resize', update);
    }
    const ro = new ResizeObserver(update);
    ro.observe(bar);
    if (dock) ro.observe(dock);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [belowDock]);
  return top;
}

// Motion (issue 16 part 3): whether animations run, and finishing them at once. Animations run
// when the Settings menu's "Animations" is on and the system does not ask for reduced motion. The
// map animates with Konva tweens registered here; the DOM with CSS animations/transitions, which
// the root attribute data-motion="off" switches off (app.css). A click or key press during an
// animation finishes every running one at once.
import { useEffect } from 'react';
import { useGame } from '../../store';

export function systemReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Animations run now (read at the moment an animation would start). */
export function motionEnabled(): boolean {
  return useGame.getState().ui.settings.motion && !systemReducedMotion();
}

/** Something that moves and can be brought to its end state at once. */
export interface Running {
  finish: () => void;
}

const running = new Set<Running>();

/** Register a running animation; the returned function unregisters it (call it when it ends). */
export function track(r: Running): () => void {
  running.add(r);
  return () => running.delete(r);
}

/** Bring every running animation (map tweens and CSS animations) to its end at once. */
export function finishAll(): void {
  for (const r of [...running]) {
    running.delete(r);
    r.finish();
  }
  if (typeof document !== 'undefined' && typeof document.getAnimations === 'function')
    for (const a of document.getAnimations()) {
      try {
        a.finish();
      } catch {
        // an infinite animation (a spinner) cannot finish: it keeps running
      }
    }
}

export function runningCount(): number {
  return running.size;
}

/** Keeps the root's data-motion attribute in step with the setting and finishes animations on a
 * click or key press (capture phase, before the click does anything). */
export function useMotionRoot(): void {
  const motion = useGame((s) => s.ui.settings.motion);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.motion = motion && !systemReducedMotion() ? 'on' : 'off';
  }, [motion]);
  useEffect(() => {
    const done = () => finishAll();
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('keydown', done, true);
    return () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
    };
  }, []);
}

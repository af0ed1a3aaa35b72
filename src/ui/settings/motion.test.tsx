// @vitest-environment happy-dom
// Issue 16 part 3: a click or a key press during an animation finishes it at once — every tracked
// map tween is brought to its end before the click does anything, and nothing stays registered.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { finishAll, runningCount, track, useMotionRoot } from './motion';

function Root() {
  useMotionRoot();
  return null;
}

/** A stand-in tween: where it is, and where it ends. */
function tween(): { at: number; end: number; finish: () => void } {
  const t = { at: 0, end: 10, finish: () => undefined as void };
  t.finish = () => {
    t.at = t.end;
  };
  return t;
}

afterEach(() => {
  finishAll();
  cleanup();
});

describe('motion: finishing animations at once (issue 16 part 3)', () => {
  it('a pointer press finishes every running tween and unregisters it', () => {
    render(<Root />);
    const a = tween();
    const b = tween();
    track(a);
    track(b);
    expect(runningCount()).toBe(2);
    window.dispatchEvent(new Event('pointerdown'));
    expect([a.at, b.at]).toEqual([10, 10]);
    expect(runningCount()).toBe(0);
  });

  it('a key press (Ctrl+Z for undo too) finishes them before the key does anything', () => {
    render(<Root />);
    const a = tween();
    track(a);
    let atWhenKeyArrives = -1;
    const onKey = () => (atWhenKeyArrives = a.at); // a bubbling listener, as the app's shortcuts
    window.addEventListener('keydown', onKey);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    window.removeEventListener('keydown', onKey);
    expect(atWhenKeyArrives).toBe(10);
    expect(runningCount()).toBe(0);
  });

  it('a tween that ended by itself is not finished again', () => {
    render(<Root />);
    let finished = 0;
    const untrack = track({ finish: () => finished++ });
    untrack();
    window.dispatchEvent(new Event('pointerdown'));
    expect(finished).toBe(0);
  });
});

// Issue 16 part 3: the map animates the steps just taken, never what undo or loading shows. The
// board directs exactly `freshSteps(log, seen)` after each store change; with the real store, a
// step yields its events once, and undo yields none (the state is shown at once).
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState } from '../../engine';
import { useGame } from '../../store';
import { freshSteps } from './director';

const lastId = () => useGame.getState().log.at(-1)?.id ?? 0;
const legal = (): Action[] => legalActions(useGame.getState().game as GameState);

describe('freshSteps: undo never replays an animation (issue 16 part 3)', () => {
  it('a step is fresh once; undo, and a step after undo, behave', () => {
    useGame.getState().newGame({
      scenario: 'first-reconnaissance',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 7,
    });
    const g = () => useGame.getState();
    // the tactic, so that the hero's own turn starts
    const tactic = legal().find((a) => a.type === 'choose-tactic');
    expect(tactic).toBeTruthy();
    if (tactic) g().dispatch(tactic);
    let seen = lastId();
    expect(freshSteps(g().log, seen).events).toEqual([]);

    const play = legal().find((a) => a.type === 'play-card' && a.mode === 'sideways');
    expect(play).toBeTruthy();
    if (!play) return;
    g().dispatch(play);
    const step = freshSteps(g().log, seen);
    expect(step.events.length).toBeGreaterThan(0);
    expect(step.events.some((e) => e.type === 'card-played')).toBe(true);
    seen = step.last;
    expect(freshSteps(g().log, seen).events).toEqual([]); // directed once, not again

    expect(g().undo()).toBe(true);
    const afterUndo = freshSteps(g().log, seen);
    expect(afterUndo.events).toEqual([]); // undo shows the state at once
    expect(afterUndo.last).toBeLessThan(seen);
    seen = afterUndo.last;

    g().dispatch(play);
    const again = freshSteps(g().log, seen);
    expect(again.events.some((e) => e.type === 'card-played')).toBe(true);
  });
});

// @vitest-environment happy-dom
// The dummy plays itself (issue 16 part 5, SCEN-DUMMY-3): with the setting on, the dummy's turns
// are dispatched without a click; with it off, the dummy waits for the button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions } from '../../engine';
import { loadSettings, useGame } from '../../store';
import { dummyStep, installDummyDriver } from './dummy-driver';

/** The human's side of a few rounds: a tactic, then end each turn (the first answer to any choice). */
function humanStep(): boolean {
  const g = useGame.getState().game;
  if (!g) return false;
  const legal = legalActions(g);
  const a =
    legal.find((x) => x.type === 'choose-tactic') ??
    legal.find((x) => x.type === 'choose') ??
    legal.find((x) => x.type === 'end-turn') ??
    legal.find((x) => x.type === 'announce-end-of-round') ??
    legal.find((x) => x.type === 'rest') ??
    legal.find((x) => x.type !== 'dummy-turn');
  if (!a) return false;
  return useGame.getState().dispatch(a).ok;
}

const dummyTurns = () => useGame.getState().log.filter((e) => e.event.type === 'dummy-turn').length;

afterEach(() => {
  vi.useRealTimers();
  useGame.getState().setSetting('dummyAuto', true);
});

describe('the dummy plays itself (SCEN-DUMMY-3)', () => {
  it('is on by default and remembered', () => {
    localStorage.clear();
    expect(loadSettings().dummyAuto).toBe(true);
    useGame.getState().setSetting('dummyAuto', false);
    expect(loadSettings().dummyAuto).toBe(false);
  });

  it('plays every dummy turn of a solo game without a click', () => {
    vi.useFakeTimers();
    useGame.getState().setSetting('dummyAuto', true);
    useGame.getState().newGame({
      scenario: 'solo-conquest',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 12,
    });
    const stop = installDummyDriver(useGame, 5);
    try {
      for (let i = 0; i < 400 && dummyTurns() < 4; i++) {
        const g = useGame.getState().game;
        if (!g || g.gameOver) break;
        if (dummyStep(g)) vi.advanceTimersByTime(10);
        else if (!humanStep()) break;
      }
      expect(dummyTurns()).toBeGreaterThanOrEqual(4);
    } finally {
      stop();
    }
  });

  it('waits for the button when the setting is off', () => {
    vi.useFakeTimers();
    useGame.getState().setSetting('dummyAuto', false);
    useGame.getState().newGame({
      scenario: 'solo-conquest',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 12,
    });
    const stop = installDummyDriver(useGame, 5);
    try {
      for (let i = 0; i < 100; i++) {
        const g = useGame.getState().game;
        if (!g || dummyStep(g)) break;
        humanStep();
      }
      const g = useGame.getState().game;
      expect(g && dummyStep(g)).toBeTruthy();
      vi.advanceTimersByTime(100);
      expect(dummyTurns()).toBe(0);
      // switching it on plays the waiting turn
      useGame.getState().setSetting('dummyAuto', true);
      vi.advanceTimersByTime(10);
      expect(dummyTurns()).toBe(1);
    } finally {
      stop();
    }
  });
});

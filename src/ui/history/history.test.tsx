// @vitest-environment happy-dom
// Score history: a finished game is kept once (date, score, victory, rounds) under its scenario,
// hero and city levels; the start screen's panel shows the best and the recent results for the
// chosen settings; the store subscription records a game when it ends.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGame, type GameSetup, type GameState, scenarioDef } from '../../engine';
import { useGame } from '../../store';
import { entryFor, HISTORY_STORAGE_KEY, loadHistory, recordGame, summarize } from './history';
import { HistoryPanel } from './HistoryPanel';
import { installScoreHistory } from './record';

function finished(setup: GameSetup, fame: number, won: boolean, round = 6): GameState {
  const s = JSON.parse(JSON.stringify(createGame(setup))) as GameState;
  const p = s.players[0];
  if (!p) throw new Error('no player');
  p.fame = fame;
  s.round.number = round;
  if (won)
    for (const [i, hex] of Object.keys(s.map.hexes).slice(0, 2).entries())
      s.cities.push({
        color: i ? 'red' : 'white',
        level: 3,
        hex,
        garrison: [],
        shields: [0],
        conquered: true,
        leader: 0,
      });
  const r = scenarioDef(s.setup.scenario).score(s);
  s.gameOver = {
    reason: won ? 'scenario-end' : 'round-limit',
    scores: r.sheets,
    winners: r.winners,
    ...(r.victory !== undefined ? { victory: r.victory } : {}),
  };
  return s;
}

const solo = (hero: 'tovak' | 'goldyx', seed: number, levels?: number[]): GameSetup => ({
  scenario: 'solo-conquest',
  players: [{ hero, kind: 'human' }],
  seed,
  ...(levels ? { options: { cityLevels: levels } } : {}),
});

beforeEach(() => {
  localStorage.clear();
  useGame.getState().leaveGame();
  useGame.getState().setLanguage('en');
});
afterEach(cleanup);

describe('score history', () => {
  it('keeps a finished game once, with its score, result, rounds and city levels', () => {
    const s = finished(solo('tovak', 1, [3, 4]), 40, true, 4);
    const e = entryFor(s, 1000);
    const total = s.gameOver?.scores[0]?.total;
    expect(e).toMatchObject({
      scenario: 'solo-conquest',
      hero: 'tovak',
      cityLevels: [3, 4],
      score: total,
      victory: true,
      rounds: 4,
      date: 1000,
    });
    expect(recordGame(s, 1000)).toBe(true);
    expect(recordGame(s, 2000)).toBe(false); // the same result again: kept once
    expect(loadHistory()).toHaveLength(1);
    expect(entryFor(createGame(solo('tovak', 1)), 0)).toBeNull(); // not over yet
  });

  it('uses the book levels when none were chosen; a corrupt record is ignored', () => {
    const e = entryFor(finished(solo('goldyx', 2), 5, false), 0);
    expect(e?.cityLevels).toEqual([5, 8]);
    expect(e?.victory).toBe(false);
    localStorage.setItem(HISTORY_STORAGE_KEY, '{not json');
    expect(loadHistory()).toEqual([]);
  });

  it('summarizes the best and the most recent games for a hero and levels', () => {
    recordGame(finished(solo('tovak', 1, [3, 4]), 10, false), 1000);
    recordGame(finished(solo('tovak', 2, [3, 4]), 50, true, 5), 2000);
    recordGame(finished(solo('tovak', 3, [3, 4]), 20, false), 3000);
    recordGame(finished(solo('tovak', 4), 99, true), 4000); // other levels
    recordGame(finished(solo('goldyx', 5, [3, 4]), 99, true), 5000); // other hero
    const sum = summarize(loadHistory(), {
      scenario: 'solo-conquest',
      hero: 'tovak',
      cityLevels: [3, 4],
    });
    expect(sum.games).toBe(3);
    expect(sum.best?.date).toBe(2000);
    expect(sum.recent.map((e) => e.date)).toEqual([3000, 2000, 1000]);
  });

  it('is shown on the start screen for the chosen hero and levels', () => {
    const { rerender } = render(
      <HistoryPanel scenario="solo-conquest" hero="tovak" cityLevels={[3, 4]} />,
    );
    expect(screen.getByTestId('history-empty')).toBeTruthy();
    const won = finished(solo('tovak', 2, [3, 4]), 50, true, 5);
    act(() => void recordGame(won, Date.UTC(2026, 0, 15)));
    rerender(<HistoryPanel scenario="solo-conquest" hero="tovak" cityLevels={[3, 4]} />);
    const best = screen.getByTestId('history-best');
    expect(best.getAttribute('data-score')).toBe(String(won.gameOver?.scores[0]?.total));
    expect(best.getAttribute('data-victory')).toBe('true');
    expect(best.textContent).toContain('Victory');
    expect(best.textContent).toContain('5 rounds');
    expect(screen.getAllByTestId('history-recent')).toHaveLength(1);
    expect(screen.getByTestId('history-panel').textContent).toContain('cities 3 · 4');
    rerender(<HistoryPanel scenario="solo-conquest" hero="tovak" cityLevels={[5, 8]} />);
    expect(screen.getByTestId('history-empty')).toBeTruthy();
  });

  it('records a game when it ends in the store', () => {
    const stop = installScoreHistory(useGame);
    useGame.getState().newGame(solo('tovak', 7));
    expect(loadHistory()).toHaveLength(0);
    useGame.getState().loadState(finished(solo('tovak', 7), 12, false));
    expect(loadHistory()).toHaveLength(1);
    stop();
  });
});

// The golden trace (src/sim/golden.ts): every game of it must give the recorded states and legal
// action sets, action for action. A refactor or speed-up of the engine must keep it identical.
import { describe, expect, it } from 'vitest';
import { compareTrace, goldenGames, traceGame, type GoldenTrace } from './golden';
import recorded from './golden-trace.json';

const trace = recorded as GoldenTrace;

describe('golden trace', () => {
  it('covers every game of the trace definition', () => {
    expect(trace.games.map((g) => g.id)).toEqual(goldenGames().map((g) => g.id));
  });
  for (const g of goldenGames()) {
    it(`${g.id} replays to the recorded hashes`, { timeout: 60_000 }, () => {
      const actual = traceGame(g);
      const diffs = compareTrace(
        { ...trace, games: trace.games.filter((e) => e.id === g.id) },
        { ...trace, games: [actual] },
      );
      expect(diffs).toEqual([]);
      expect(actual.marks).toEqual(trace.games.find((e) => e.id === g.id)?.marks);
    });
  }
});

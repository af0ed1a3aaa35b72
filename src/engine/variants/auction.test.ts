import { describe, expect, it } from 'vitest';
import { activePlayer, validateSetup } from '../index';
import { gainFame } from '../flow/turn';
import { edit, newCtx } from '../testing/builders';
import { setupOf, variantGame } from './test-kit';

describe('§14.1 Auctioning heroes (the result of the auction held before the game)', () => {
  it('VAR-AUCTION-6: the Fame bid is owed — negative Fame at level 1; earning it back levels up nothing', () => {
    const s = variantGame('full-conquest', 3, ['hero-auction'], 1, { fameBids: [0, 2, 1] });
    expect(s.players.map((p) => p.fame)).toEqual([0, -2, -1]);
    expect(s.players.map((p) => p.level)).toEqual([1, 1, 1]);
    const after = edit(s, (d) => {
      const p = d.players[1];
      if (p) gainFame(d, p, 1, newCtx());
    });
    expect(after.players[1]?.fame).toBe(-1);
    // a loss never takes it below what is owed... nor below 0 for others
    const lost = edit(s, (d) => {
      const [p0, p1] = d.players;
      if (p0) gainFame(d, p0, -3, newCtx());
      if (p1) gainFame(d, p1, -3, newCtx());
    });
    expect(lost.players.slice(0, 2).map((p) => p.fame)).toEqual([0, -2]);
  });

  it('VAR-AUCTION-7: the first tactics are chosen in reverse hero-choice order, whatever the Fame', () => {
    const s = variantGame('full-conquest', 3, ['hero-auction'], 1, { fameBids: [3, 0, 0] });
    expect(activePlayer(s)).toBe(2);
    // (by Fame, player 0 at −3 would choose first: ROUND-3a.1)
  });

  it('VAR-AUCTION-3: the bids need the variant, one per player', () => {
    const rule = (f: () => void) => {
      try {
        f();
      } catch (e) {
        return (e as { ruleId?: string }).ruleId;
      }
      return undefined;
    };
    expect(
      rule(() => validateSetup(setupOf('full-conquest', 2, [], 1, { fameBids: [1, 0] }))),
    ).toBe('VAR-AUCTION-6');
    expect(
      rule(() =>
        validateSetup(setupOf('full-conquest', 2, ['hero-auction'], 1, { fameBids: [1] })),
      ),
    ).toBe('VAR-AUCTION-3');
  });
});

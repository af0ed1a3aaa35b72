import { describe, expect, it } from 'vitest';
import { TACTICS } from '../content';
import { newCtx } from '../core/context';
import { edit } from '../testing/builders';
import { darknessRoll, nextRoundTime } from '../flow/variant-time';
import { endRoundNow, toTurn, variantGame } from './test-kit';

describe('§14.3 Daytime variability', () => {
  it('VAR-TIME-1: Night arrival — the first round is a Night, with no gold or black die in the Source', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = variantGame('full-conquest', 2, ['night-arrival'], seed);
      expect(s.round.time).toBe('night');
      const nightTactics = TACTICS.filter((t) => t.time === 'night').map((t) => t.id);
      expect(s.round.tacticsOffer.every((t) => nightTactics.includes(t))).toBe(true);
      expect(s.source.dice.some((d) => d.color === 'gold' || d.color === 'black')).toBe(false);
    }
    const s = endRoundNow(toTurn(variantGame('full-conquest', 2, ['night-arrival'], 2)));
    expect(s.round.number).toBe(2);
    expect(s.round.time).toBe('day');
  });

  it('VAR-TIME-2: Darkness is coming — 2 dice at the end of each Day; black brings Night for good', () => {
    let seenDay = false;
    let seenNight = false;
    for (let seed = 1; seed <= 30 && !(seenDay && seenNight); seed++) {
      const s = variantGame('full-conquest', 2, ['darkness-is-coming'], seed);
      const ctx = newCtx();
      const after = edit(s, (d) => darknessRoll(d, ctx));
      const roll = ctx.events.find((e) => e.type === 'darkness-roll');
      const faces = roll?.faces as string[];
      expect(faces).toHaveLength(2);
      const night = faces.includes('black');
      expect(roll?.night).toBe(night);
      expect(nextRoundTime(after)).toBe(night ? 'night' : 'day');
      if (night) seenNight = true;
      else seenDay = true;
    }
    expect(seenDay && seenNight).toBe(true);
    // once Night has fallen it stays until the end of the game, and no more dice are rolled
    const dark = edit(variantGame('full-conquest', 2, ['darkness-is-coming']), (d) => {
      d.variants = { darkness: true };
      d.round.time = 'night';
    });
    expect(nextRoundTime(dark)).toBe('night');
    const ctx = newCtx();
    edit(dark, (d) => darknessRoll(d, ctx));
    expect(ctx.events).toEqual([]);
  });

  it('VAR-TIME-2: played through, the round after a Day is a Day unless black was rolled', () => {
    const s = endRoundNow(toTurn(variantGame('full-conquest', 2, ['darkness-is-coming'], 4)));
    expect(s.round.number).toBe(2);
    expect(s.round.time).toBe(s.variants?.darkness ? 'night' : 'day');
  });
});

import { describe, expect, it } from 'vitest';
import { enemyDef } from '../content';
import { combatEnemy } from '../combat/start';
import { reputationFor } from '../combat/defeat';
import { newCtx } from '../core/context';
import type { GameState } from '../index';
import { edit, enemyToken, withSite } from '../testing/builders';
import { emptiedRampagingSpaces, rampageRoundEnd } from './rampage';
import { endRoundNow, toTurn, variantGame } from './test-kit';

/** A game with an orc space and a draconum space whose tokens were defeated. */
function emptied(variants: string[], seed: number, time: 'day' | 'night'): GameState {
  const s = variantGame('full-conquest', 2, variants, seed);
  const [a, b] = Object.keys(s.map.hexes).filter((k) => !s.map.hexes[k]?.site);
  let x = withSite(s, a ?? '', { type: 'orcs' });
  x = withSite(x, b ?? '', { type: 'draconum' });
  return edit(x, (d) => {
    d.round.time = time;
  });
}

function rollAll(s: GameState) {
  const ctx = newCtx();
  const after = edit(s, (d) => rampageRoundEnd(d, ctx));
  return { after, rolls: ctx.events.filter((e) => e.type === 'rampage-roll') };
}

describe('§14.5 Rampage!', () => {
  it('VAR-RAMPAGE-1: heroes start at Reputation −2 (−1 on interactions); VAR-RAMPAGE-4: −4', () => {
    expect(variantGame('full-conquest', 2, ['rampage']).players.map((p) => p.reputation)).toEqual([
      -2, -2,
    ]);
    expect(
      variantGame('full-conquest', 2, ['more-rampage']).players.map((p) => p.reputation),
    ).toEqual([-4, -4]);
    expect(variantGame('full-conquest', 2).players.map((p) => p.reputation)).toEqual([0, 0]);
  });

  it('VAR-RAMPAGE-2: at the end of a Day, red, green or gold brings a new enemy to an emptied space; VAR-RAMPAGE-2a: gold adds a brown one', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 25; seed++) {
      const s = emptied(['rampage'], seed, 'day');
      const spaces = emptiedRampagingSpaces(s);
      expect(spaces.length).toBeGreaterThanOrEqual(2);
      const { after, rolls } = rollAll(s);
      expect(rolls).toHaveLength(spaces.length);
      for (const r of rolls) {
        const color = String(r.color);
        seen.add(color);
        const h = after.map.hexes[String(r.hex)];
        const warm = ['red', 'green', 'gold'].includes(color);
        expect(r.returns).toBe(warm);
        const colors = (h?.enemies ?? []).map((e) => enemyDef(e.id).color);
        if (!warm) expect(colors).toEqual([]);
        else {
          const main = h?.site?.type === 'draconum' ? 'red' : 'green';
          expect(colors).toEqual(color === 'gold' ? [main, 'brown'] : [main]);
          expect(h?.enemies.every((e) => e.faceUp)).toBe(true);
        }
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('VAR-RAMPAGE-3: at the end of a Night the cold colours bring enemies back, black with a brown one', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const { after, rolls } = rollAll(emptied(['rampage'], seed, 'night'));
      for (const r of rolls) {
        const color = String(r.color);
        const cold = ['white', 'blue', 'black'].includes(color);
        expect(r.returns).toBe(cold);
        const n = after.map.hexes[String(r.hex)]?.enemies.length ?? 0;
        expect(n).toBe(cold ? (color === 'black' ? 2 : 1) : 0);
      }
    }
  });

  it('VAR-RAMPAGE-4: More Rampage! — the rampaging token always comes back, the brown one on a warm (Day) colour', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const { after, rolls } = rollAll(emptied(['more-rampage'], seed, 'day'));
      for (const r of rolls) {
        const warm = ['red', 'green', 'gold'].includes(String(r.color));
        expect(r.returns).toBe(true);
        expect(after.map.hexes[String(r.hex)]?.enemies.length).toBe(warm ? 2 : 1);
      }
    }
  });

  it('VAR-RAMPAGE-2a: the brown token counts as rampaging: Reputation +1 when defeated', () => {
    const brown = combatEnemy(
      enemyToken('minotaur'),
      { kind: 'hex', hex: '0,0' },
      { rampaging: true },
    );
    expect(reputationFor(brown)).toBe(1);
    const orc = combatEnemy(
      enemyToken('prowlers'),
      { kind: 'hex', hex: '0,0' },
      { rampaging: true },
    );
    expect(reputationFor(orc)).toBe(1);
  });

  it('VAR-RAMPAGE-2: nothing is rolled without the variant, and the roll happens when a Day ends', () => {
    const { rolls } = rollAll(emptied([], 1, 'day'));
    expect(rolls).toEqual([]);
    let s = toTurn(variantGame('full-conquest', 2, ['more-rampage'], 5));
    const free = Object.keys(s.map.hexes).find((k) => !s.map.hexes[k]?.site) ?? '';
    s = withSite(s, free, { type: 'orcs' });
    s = endRoundNow(s);
    expect(s.round.number).toBe(2);
    expect(s.map.hexes[free]?.enemies.length).toBeGreaterThanOrEqual(1);
  });
});

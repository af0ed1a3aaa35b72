import { describe, expect, it } from 'vitest';
import { cityDef, enemyDef, tileDef } from '../content';
import { enemyArmor } from '../combat/numbers';
import { defeatEnemies } from '../combat/defeat';
import { endCombat } from '../combat/outcome';
import { hexKey, neighborKeys, parseTilePosKey, tileHexes } from '../hex/hex';
import { hasCityColor, interactionSiteAt, sellsSpells } from '../interaction/sites';
import { isSharedSpace } from '../movement/movement';
import type { GameState } from '../index';
import { act, edit, newCtx } from '../testing/builders';
import { revealAdjacentDefenders } from '../map/map';
import { cityAt, cityColors } from '../state/cities';
import { citiesAdjacent, eligibleHeroes } from '../coop/rules';
import { revealAll, toTurn, variantGame } from './test-kit';

function megaGame(level = 9, seed = 1): GameState {
  return revealAll(
    toTurn(variantGame('full-conquest', 2, ['megapolis'], seed, { megapolisLevel: level })),
  );
}

const megaOf = (s: GameState) => {
  const c = s.cities.find((x) => x.megapolis);
  if (!c?.megapolis) throw new Error('no Megapolis');
  return c;
};

describe('§14.9 Megapolis', () => {
  it('VAR-MEGA-1/2: only with at most 3 cities; the level goes from 2 to 24', () => {
    expect(() => variantGame('full-conquest', 4, ['megapolis'])).toThrow();
    expect(() =>
      variantGame('full-conquest', 2, ['megapolis'], 1, { megapolisLevel: 25 }),
    ).toThrow();
  });

  it('VAR-MEGA-3/4/5 / VAR-MEGA-7b: the last city revealed is a Megapolis (one city for scoring) — a second, random city on the space to its right, half the level each', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const s = megaGame(9, seed);
      expect(s.cities).toHaveLength(2); // VAR-MEGA-7b: one city for scoring
      const [first, last] = s.cities;
      expect(first?.megapolis).toBeUndefined();
      const m = megaOf(s);
      expect(m).toBe(last);
      const [q, r] = m.hex.split(',').map(Number);
      expect(m.megapolis?.hex).toBe(`${(q ?? 0) + 1},${r}`);
      expect(s.map.hexes[m.megapolis?.hex ?? '']?.site).toEqual({
        type: 'city',
        city: m.megapolis?.color,
      });
      expect(new Set(s.cities.flatMap((c) => cityColors(c))).size).toBe(3);
      expect([m.level, m.megapolis?.level]).toEqual([5, 4]);
      const left = cityDef(m.color).garrison[4] ?? [];
      const right = cityDef(m.megapolis?.color ?? 'white').garrison[3] ?? [];
      expect(m.garrison.map((e) => enemyDef(e.id).color).sort()).toEqual(
        [...left, ...right].sort(),
      );
      expect(cityAt(s, m.megapolis?.hex)?.hex).toBe(m.hex);
    }
  });

  it('VAR-MEGA-6a: standing next to either part reveals the whole garrison (by Day)', () => {
    const s = megaGame(6, 2);
    const m = megaOf(s);
    const part = m.megapolis?.hex ?? '';
    const from = neighborKeys(part).find((k) => k !== m.hex && !neighborKeys(m.hex).includes(k));
    const after = edit(s, (d) => {
      d.round.time = 'day';
      revealAdjacentDefenders(d, from ?? part, newCtx());
    });
    expect(megaOf(after).garrison.every((e) => e.faceUp)).toBe(true);
  });

  it('VAR-MEGA-6b/6c/6e: assaulting either part means fighting the whole garrison with both cities’ bonuses; then it is conquered', () => {
    let s = megaGame(6, 2);
    const m = megaOf(s);
    const part = m.megapolis?.hex ?? '';
    const from = neighborKeys(part).find((k) => k !== m.hex && s.map.hexes[k]) ?? '';
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const h = d.map.hexes[from];
      if (h) {
        h.terrain = 'plains';
        delete h.site;
        h.enemies = [];
      }
      const p = d.players[me];
      if (p) p.position = from;
      if (d.turn) {
        d.turn.path = [from];
        d.turn.movePoints = 4;
        d.turn.phase = 'move';
      }
    });
    s = act(s, { type: 'move', player: me, to: part });
    expect(s.combat?.kind).toBe('assault');
    expect(s.combat?.enemies.map((e) => e.id).sort()).toEqual(m.garrison.map((e) => e.id).sort());
    // VAR-MEGA-6c: a White City part gives every defender Armor +1
    const colors = cityColors(m);
    for (const e of s.combat?.enemies ?? []) {
      const white = colors.includes('white') ? 1 : 0;
      expect(enemyArmor(s, e)).toBeGreaterThanOrEqual(enemyDef(e.id).armor + white);
    }
    // VAR-MEGA-6e: conquered once every defender is defeated; the leader as usual
    s = edit(s, (d) => {
      const ctx = newCtx();
      defeatEnemies(
        d,
        (d.combat?.enemies ?? []).map((e) => e.id),
        ctx,
      );
      endCombat(d, ctx);
    });
    const after = megaOf(s);
    expect(after.conquered).toBe(true);
    expect(after.leader).toBe(me);
  });

  it('VAR-MEGA-6d: heroes next to either part may be invited to a cooperative assault', () => {
    let s = megaGame(6, 2);
    const m = megaOf(s);
    const part = m.megapolis?.hex ?? '';
    const onlyRight = neighborKeys(part).find(
      (k) => k !== m.hex && !neighborKeys(m.hex).includes(k),
    );
    const nextToLeft = neighborKeys(m.hex).find((k) => k !== part);
    s = edit(s, (d) => {
      const [p0, p1] = d.players;
      if (p0) p0.position = nextToLeft ?? '';
      if (p1) p1.position = onlyRight ?? '';
    });
    expect(citiesAdjacent(s, onlyRight ?? '').map((c) => c.hex)).toContain(m.hex);
    expect(eligibleHeroes(s, 0, megaOf(s))).toContain(1);
  });

  it('VAR-MEGA-7/7a: once conquered it is one big city on two spaces with both cities’ shopping', () => {
    let s = megaGame(4, 3);
    const m = megaOf(s);
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const c = d.cities.find((x) => x.megapolis);
      if (!c) return;
      c.garrison = [];
      c.conquered = true;
      c.shields = [me];
      c.leader = me;
    });
    for (const k of [m.hex, m.megapolis?.hex ?? '']) {
      expect(isSharedSpace(s, k)).toBe(true);
      const site = interactionSiteAt(s, me, k);
      if ('ruleId' in site) throw new Error(site.message);
      for (const c of cityColors(m)) expect(hasCityColor(site, c)).toBe(true);
      expect(sellsSpells(site)).toBe(cityColors(m).includes('blue'));
    }
  });
});

describe('§14.9 Two Megapolises (VAR-MEGA-8)', () => {
  const twoMega = (seed: number, scenario: 'full-conquest' | 'solo-conquest' = 'full-conquest') =>
    revealAll(
      toTurn(
        variantGame(scenario, scenario === 'solo-conquest' ? 1 : 2, ['two-megapolises'], seed, {
          megapolisLevel: 7,
        }),
      ),
    );

  it('VAR-MEGA-8: both city tiles are Megapolises — a random second city joins the first, the other two cities share the second tile', () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const scenario of ['full-conquest', 'solo-conquest'] as const) {
        const s = twoMega(seed, scenario);
        expect(s.cities).toHaveLength(2); // VAR-MEGA-7b: two cities for scoring
        const colors = s.cities.flatMap((c) => cityColors(c));
        expect(new Set(colors).size).toBe(4); // all four cities are in play
        for (const c of s.cities) {
          expect(c.megapolis).toBeDefined();
          const [q, r] = c.hex.split(',').map(Number);
          expect(c.megapolis?.hex).toBe(`${(q ?? 0) + 1},${r}`);
          expect(s.map.hexes[c.hex]?.site).toEqual({ type: 'city', city: c.color });
          expect(s.map.hexes[c.megapolis?.hex ?? '']?.site).toEqual({
            type: 'city',
            city: c.megapolis?.color,
          });
          // VAR-MEGA-5: half the level each, the left one rounded up
          expect([c.level, c.megapolis?.level]).toEqual([4, 3]);
          expect(c.garrison).toHaveLength(
            (cityDef(c.color).garrison[3] ?? []).length +
              (cityDef(c.megapolis?.color ?? 'white').garrison[2] ?? []).length,
          );
        }
      }
    }
  });

  it('VAR-MEGA-8: the second tile takes the two cities left even where its own colour joined the first Megapolis', () => {
    let found = 0;
    for (let seed = 1; seed <= 40 && found < 2; seed++) {
      const s = twoMega(seed);
      const [first, second] = s.cities;
      if (!first?.megapolis || !second?.megapolis) throw new Error('no Megapolises');
      const secondPrinted = printedCity(s, second.hex);
      expect(secondPrinted).toBeDefined();
      if (secondPrinted !== first.megapolis.color) continue;
      found++;
      // Its own colour stands in the first Megapolis; the second one is made of the other two.
      expect(cityColors(second)).not.toContain(secondPrinted);
      expect(cityColors(second).sort()).toEqual(
        (['green', 'blue', 'red', 'white'] as const)
          .filter((c) => !cityColors(first).includes(c))
          .sort(),
      );
    }
    expect(found).toBeGreaterThan(0);
  });

  it('VAR-MEGA-8: only with two city tiles, and not together with a single Megapolis', () => {
    expect(() => variantGame('full-conquest', 3, ['two-megapolises'])).toThrow(/VAR-MEGA-8/);
    expect(() => variantGame('full-cooperation', 2, ['two-megapolises'])).toThrow(/VAR-MEGA-8/);
    expect(() => variantGame('full-conquest', 2, ['two-megapolises', 'megapolis'])).toThrow(
      /VAR-0d/,
    );
    expect(() => variantGame('blitz-conquest', 2, ['two-megapolises'])).not.toThrow();
  });
});

/** The city colour printed on the city Core tile placed over `hex`. */
function printedCity(s: GameState, hex: string): string | undefined {
  for (const t of s.map.tiles) {
    if (!tileDef(t.tile).city) continue;
    const pos = parseTilePosKey(t.pos);
    if (tileHexes(pos).some((h) => hexKey(h.hex) === hex)) return tileDef(t.tile).city;
  }
  return undefined;
}

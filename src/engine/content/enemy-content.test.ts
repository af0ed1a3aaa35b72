// Registry sweep for enemy tokens, ruins tokens and tactics against ../shared/reference
// (enemies.md count table, tracks.md ruins table, tactics.md). Expected numbers are copied from the
// reference tables, not derived from the data.
import { describe, expect, it } from 'vitest';
import { BASIC_COLORS, ENEMY_COLORS, type ContentSet, type EnemyColor } from '../core/types';
import { walkEffect } from './vocabulary';
import { ENEMIES } from './enemies';
import { RUINS_TOKENS } from './ruins';
import { TACTICS } from './tactics';
import type { EnemyDef } from './types';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Tally = [tokens: number, types: number];
const tally = (list: EnemyDef[]): Tally => [list.reduce((n, e) => n + e.copies, 0), list.length];

describe('enemies', () => {
  // enemies.md "Counts (tokens / types)": base, Lost Legion, SoT Elementalist, SoT Dark Crusader.
  const TABLE: Record<EnemyColor, [Tally, Tally, Tally, Tally]> = {
    green: [
      [12, 6],
      [8, 4],
      [8, 5],
      [8, 5],
    ],
    grey: [
      [10, 4],
      [8, 6],
      [0, 0],
      [0, 0],
    ],
    violet: [
      [10, 6],
      [4, 2],
      [0, 0],
      [0, 0],
    ],
    brown: [
      [10, 5],
      [6, 3],
      [4, 4],
      [4, 4],
    ],
    red: [
      [8, 4],
      [6, 3],
      [4, 2],
      [4, 2],
    ],
    white: [
      [10, 4],
      [6, 4],
      [0, 0],
      [0, 0],
    ],
  };
  const TOTALS: Record<EnemyColor, Tally> = {
    green: [36, 20],
    grey: [18, 10],
    violet: [14, 8],
    brown: [24, 16],
    red: [22, 11],
    white: [16, 8],
  };

  it('token and type counts per pile and set match the reference table', () => {
    for (const color of ENEMY_COLORS) {
      const pile = ENEMIES.filter((e) => e.color === color);
      const [base, ll, el, dc] = TABLE[color];
      expect(tally(pile.filter((e) => e.set === 'base')), `${color} base`).toEqual(base);
      expect(tally(pile.filter((e) => e.set === 'lost-legion')), `${color} LL`).toEqual(ll);
      expect(tally(pile.filter((e) => e.faction === 'elementalist')), `${color} SoT-E`).toEqual(el);
      expect(tally(pile.filter((e) => e.faction === 'dark-crusader')), `${color} SoT-D`).toEqual(
        dc,
      );
      expect(tally(pile), `${color} total`).toEqual(TOTALS[color]);
    }
  });

  it('130 tokens of 73 types in all; 60/38/32 by set', () => {
    expect(tally(ENEMIES)).toEqual([130, 73]);
    const bySet = (s: ContentSet) => tally(ENEMIES.filter((e) => e.set === s));
    expect(bySet('base')).toEqual([60, 29]);
    expect(bySet('lost-legion')).toEqual([38, 22]);
    expect(bySet('shades-of-tezla')).toEqual([32, 22]);
  });

  it('ids are unique and kebab-case', () => {
    expect(new Set(ENEMIES.map((e) => e.id)).size).toBe(ENEMIES.length);
    for (const e of ENEMIES) expect(e.id).toMatch(KEBAB);
  });

  it('every token has sane stats', () => {
    for (const e of ENEMIES) {
      expect(e.name.length, e.id).toBeGreaterThan(0);
      expect(e.copies, e.id).toBeGreaterThanOrEqual(1);
      expect(e.armor, e.id).toBeGreaterThan(0);
      expect(e.fame, e.id).toBeGreaterThanOrEqual(0);
      expect(e.attacks.length, e.id).toBeGreaterThanOrEqual(1);
      for (const a of e.attacks) {
        if (a.kind === 'attack') expect(a.value, e.id).toBeGreaterThan(0);
        else expect(ENEMY_COLORS, e.id).toContain(a.pile);
      }
      expect(new Set(e.abilities).size, e.id).toBe(e.abilities.length);
      expect(new Set(e.resistances).size, e.id).toBe(e.resistances.length);
    }
  });

  it('elusive ⇔ a higher second armor; defend ⇔ a defend value', () => {
    for (const e of ENEMIES) {
      const elusive = e.abilities.includes('elusive');
      expect(e.elusiveArmor !== undefined, e.id).toBe(elusive);
      if (e.elusiveArmor !== undefined) expect(e.elusiveArmor, e.id).toBeGreaterThan(e.armor);
      const defend = e.abilities.includes('defend');
      expect(e.defend !== undefined, e.id).toBe(defend);
      if (e.defend !== undefined) expect(e.defend, e.id).toBeGreaterThan(0);
    }
  });

  it('factions exactly on Shades of Tezla tokens', () => {
    for (const e of ENEMIES)
      expect(e.faction !== undefined, e.id).toBe(e.set === 'shades-of-tezla');
  });

  it('spot checks against enemies.md', () => {
    const byId = (id: string) => ENEMIES.find((e) => e.id === id);
    expect(byId('thugs')?.reputation).toBe(1);
    for (const v of ['fortified', 'swift', 'fire', 'ice'])
      expect(byId(`heroes-${v}`)?.reputation).toBe(-1);
    expect(byId('orc-summoners')?.attacks).toEqual([{ kind: 'summon', pile: 'brown' }]);
    expect(byId('shrouded-necromancers')?.attacks).toEqual([{ kind: 'summon', pile: 'green' }]);
    expect(byId('dragon-summoner')?.attacks).toHaveLength(2);
    expect(byId('storm-dragon')).toMatchObject({ armor: 7, elusiveArmor: 14 });
    expect(byId('altem-guardsmen')?.attacks).toEqual([
      { kind: 'attack', value: 6, element: 'physical' },
    ]);
    expect(byId('grim-legionnaires')).toMatchObject({ armor: 10, fame: 8 });
    expect(byId('high-dragon')?.resistances.sort()).toEqual(['fire', 'ice']);
  });
});

describe('ruins tokens', () => {
  it('15 tokens: 12 base (4 altars, 8 enemy tokens) and 3 Lost Legion', () => {
    expect(RUINS_TOKENS).toHaveLength(15);
    const base = RUINS_TOKENS.filter((r) => r.set === 'base');
    expect(base).toHaveLength(12);
    expect(base.filter((r) => r.kind === 'altar')).toHaveLength(4);
    expect(base.filter((r) => r.kind === 'enemies')).toHaveLength(8);
    expect(RUINS_TOKENS.filter((r) => r.set === 'lost-legion')).toHaveLength(3);
  });

  it('ids unique and kebab-case', () => {
    expect(new Set(RUINS_TOKENS.map((r) => r.id)).size).toBe(RUINS_TOKENS.length);
    for (const r of RUINS_TOKENS) expect(r.id).toMatch(KEBAB);
  });

  it('altars ask tribute and give Fame; enemy tokens name valid piles and give rewards', () => {
    for (const r of RUINS_TOKENS) {
      expect(r.rewards.length, r.id).toBeGreaterThan(0);
      if (r.kind === 'altar') {
        expect(r.enemies, r.id).toBeUndefined();
        expect(r.tribute?.length, r.id).toBeGreaterThan(0);
        for (const c of r.tribute ?? []) expect(BASIC_COLORS).toContain(c);
        expect(
          r.rewards.every((w) => w.kind === 'fame'),
          r.id,
        ).toBe(true);
      } else {
        expect(r.tribute, r.id).toBeUndefined();
        expect(r.enemies?.length, r.id).toBeGreaterThan(0);
        for (const c of r.enemies ?? []) expect(ENEMY_COLORS).toContain(c);
        // The id lists the piles drawn.
        expect(r.id, r.id).toBe(`ruin-${(r.enemies ?? []).join('-')}`);
      }
    }
  });

  it('altar values: 3 mana of one colour for 7 Fame; the Lost Legion altar 4 colours for 10', () => {
    for (const c of BASIC_COLORS) {
      const altar = RUINS_TOKENS.find((r) => r.id === `ruin-altar-${c}`);
      expect(altar?.tribute).toEqual([c, c, c]);
      expect(altar?.rewards).toEqual([{ kind: 'fame', amount: 7 }]);
    }
    const all = RUINS_TOKENS.find((r) => r.id === 'ruin-altar-all');
    expect([...(all?.tribute ?? [])].sort()).toEqual([...BASIC_COLORS].sort());
    expect(all?.rewards).toEqual([{ kind: 'fame', amount: 10 }]);
  });
});

describe('tactics', () => {
  it('6 Day and 6 Night tactics, numbered 1–6 each', () => {
    expect(TACTICS).toHaveLength(12);
    for (const time of ['day', 'night'] as const) {
      const nums = TACTICS.filter((t) => t.time === time)
        .map((t) => t.number)
        .sort((a, b) => a - b);
      expect(nums, time).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('ids unique and kebab-case; German names only where the rulebook gives them', () => {
    expect(new Set(TACTICS.map((t) => t.id)).size).toBe(12);
    for (const t of TACTICS) expect(t.id).toMatch(KEBAB);
    const de = TACTICS.filter((t) => t.nameDe).map((t) => [t.id, t.nameDe]);
    expect(de).toEqual([
      ['planning', 'Planung'],
      ['long-night', 'Lange Nacht'],
    ]);
  });

  it('simple tactics use the vocabulary; the rest name a tactic hook', () => {
    const byId = (id: string) => TACTICS.find((t) => t.id === id);
    expect(byId('great-start')?.effect).toEqual({ kind: 'draw', amount: 2 });
    expect(byId('early-bird')?.effect).toEqual({ kind: 'nothing' });
    expect(byId('from-the-dusk')?.effect).toEqual({ kind: 'nothing' });
    for (const t of TACTICS) {
      walkEffect(t.effect, (e) => {
        if (e.kind === 'custom') expect(e.hook).toBe(`tactic-${t.id}`);
      });
      expect(t.timing === 'none', t.id).toBe(t.effect.kind === 'nothing');
    }
  });
});

// Registry sweep for units, skills and heroes against ../shared/reference (units.md, skills.md,
// tracks.md). Expected numbers are copied from the reference tables, not derived from the data.
import { describe, expect, it } from 'vitest';
import { HERO_IDS, type HeroId } from '../core/types';
import { HEROES } from './heroes';
import { SKILLS } from './skills';
import type { UnitDef } from './types';
import { UNITS } from './units';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const copies = (list: UnitDef[]) => list.reduce((n, u) => n + u.copies, 0);

describe('units', () => {
  const regular = UNITS.filter((u) => !u.elite);
  const elite = UNITS.filter((u) => u.elite);

  it('has 15 regular types / 28 cards and 28 elite cards (15 faces)', () => {
    expect(regular).toHaveLength(15);
    expect(copies(regular)).toBe(28);
    expect(elite).toHaveLength(15);
    expect(copies(elite)).toBe(28);
  });

  it('splits base and Lost Legion as the reference does', () => {
    const part = (list: UnitDef[], set: UnitDef['set']) => list.filter((u) => u.set === set);
    expect([part(regular, 'base').length, copies(part(regular, 'base'))]).toEqual([11, 20]);
    expect([part(regular, 'lost-legion').length, copies(part(regular, 'lost-legion'))]).toEqual([
      4, 8,
    ]);
    expect([part(elite, 'base').length, copies(part(elite, 'base'))]).toEqual([9, 20]);
    // Lost Legion elites: 4 Heroes cards + Sorcerers + Delphana Masters.
    expect([part(elite, 'lost-legion').length, copies(part(elite, 'lost-legion'))]).toEqual([6, 8]);
    expect(UNITS.every((u) => u.set === 'base' || u.set === 'lost-legion')).toBe(true);
  });

  it('has the four Heroes cards as single copies', () => {
    const heroes = UNITS.filter((u) => u.id.startsWith('hero-')).map((u) => [u.id, u.copies]);
    expect(heroes).toEqual([
      ['hero-blue', 1],
      ['hero-red', 1],
      ['hero-green', 1],
      ['hero-white', 1],
    ]);
  });

  it('has unique kebab-case ids and sane stats', () => {
    const ids = UNITS.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const u of UNITS) {
      expect(u.id).toMatch(KEBAB);
      expect(u.abilities.length, u.id).toBeGreaterThanOrEqual(1);
      expect([1, 2, 3, 4], u.id).toContain(u.level);
      expect(u.cost, u.id).toBeGreaterThan(0);
      expect(u.armor, u.id).toBeGreaterThan(0);
      expect(u.copies, u.id).toBeGreaterThan(0);
      expect(u.recruitSites.length, u.id).toBeGreaterThan(0);
      // Elite units are level III–IV, regular I–II.
      expect(u.elite ? u.level >= 3 : u.level <= 2, u.id).toBe(true);
    }
  });

  it('keeps a few reference values exactly', () => {
    const u = (id: string) => UNITS.find((x) => x.id === id);
    expect(u('peasants')).toMatchObject({
      copies: 3,
      cost: 4,
      level: 1,
      armor: 3,
      recruitSites: ['village'],
    });
    expect(u('fire-mages')).toMatchObject({ cost: 9, level: 3, armor: 4, resistances: ['fire'] });
    expect(u('delphana-masters')).toMatchObject({
      cost: 13,
      level: 4,
      armor: 3,
      recruitSites: ['city'],
    });
    expect(u('utem-guardsmen')?.abilities[1]?.effect).toEqual({
      kind: 'block',
      amount: 4,
      element: 'physical',
      swiftDouble: true,
    });
    expect(u('guardian-golems')?.abilities.map((a) => a.mana)).toEqual([undefined, 'red', 'blue']);
  });
});

describe('skills', () => {
  it('has 77 tokens: 11 per hero, one ★ and one ☆ each', () => {
    expect(SKILLS).toHaveLength(77);
    for (const hero of HERO_IDS) {
      const own = SKILLS.filter((s) => s.hero === hero);
      expect(own, hero).toHaveLength(11);
      expect(
        own.filter((s) => s.interactive === 'competitive'),
        hero,
      ).toHaveLength(1);
      expect(
        own.filter((s) => s.interactive === 'cooperative'),
        hero,
      ).toHaveLength(1);
    }
  });

  it('has unique ids prefixed by the hero', () => {
    const ids = SKILLS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of SKILLS) {
      expect(s.id).toMatch(KEBAB);
      expect(s.id.startsWith(`${s.hero}-`), s.id).toBe(true);
    }
  });

  it('lets only Motivation be used in other turns, for the five heroes that have it', () => {
    const heroesWithMotivation: HeroId[] = ['arythea', 'tovak', 'goldyx', 'norowas', 'wolfhawk'];
    const other = SKILLS.filter((s) => s.otherTurns);
    expect(other.map((s) => s.id).sort()).toEqual(
      heroesWithMotivation.map((h) => `${h}-motivation`).sort(),
    );
    for (const s of other) expect(s.usage).toBe('round');
  });

  it('marks cooperative tokens as interactive use', () => {
    for (const s of SKILLS.filter((x) => x.interactive === 'cooperative'))
      expect(s.usage, s.id).toBe('interactive');
  });
});

describe('heroes', () => {
  it('has the seven heroes with their sets and crystal dots', () => {
    expect(HEROES.map((h) => [h.id, h.set, h.crystals])).toEqual([
      ['arythea', 'base', ['red', 'red', 'white']],
      ['goldyx', 'base', ['green', 'green', 'blue']],
      ['norowas', 'base', ['green', 'white', 'white']],
      ['tovak', 'base', ['red', 'blue', 'blue']],
      ['wolfhawk', 'lost-legion', ['white', 'white', 'blue']],
      ['krang', 'krang', ['red', 'red', 'green']],
      ['braevalar', 'shades-of-tezla', ['green', 'blue', 'blue']],
    ]);
  });

  it('lists exactly its own 11 skill tokens', () => {
    const known = new Set(SKILLS.map((s) => s.id));
    for (const h of HEROES) {
      expect(h.skills, h.id).toHaveLength(11);
      for (const id of h.skills) {
        expect(known.has(id), id).toBe(true);
        expect(SKILLS.find((s) => s.id === id)?.hero).toBe(h.id);
      }
    }
  });
});

// Registry sweep for deed cards and hero decks against ../shared/reference (basic-actions.md,
// advanced-actions.md, spells.md, artifacts.md). Expected numbers are copied from the reference
// "Counts" lines, not derived from the data.
import { describe, expect, it } from 'vitest';
import type { ContentSet } from '../core/types';
import { customHookNames, type Effect } from './vocabulary';
import { ADVANCED_ACTIONS } from './advanced-actions';
import { ARTIFACTS } from './artifacts';
import { BASIC_ACTIONS } from './basic-actions';
import { SPELLS } from './spells';
import { WOUND } from './wound';
import { CUSTOM_HOOKS_USED, STARTING_DECK_HOOKS } from './custom-hooks-used';
import { HEROES, STANDARD_DECK } from './heroes';
import { SKILLS } from './skills';
import type { CardDef } from './types';
import { UNITS } from './units';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CARDS: CardDef[] = [...BASIC_ACTIONS, ...ADVANCED_ACTIONS, ...SPELLS, ...ARTIFACTS];

const bySet = (cards: CardDef[]): Partial<Record<ContentSet, number>> => {
  const out: Partial<Record<ContentSet, number>> = {};
  for (const c of cards) out[c.set] = (out[c.set] ?? 0) + 1;
  return out;
};

describe('deed card registry', () => {
  it('has the reference counts per type and set', () => {
    expect(BASIC_ACTIONS).toHaveLength(26);
    expect(BASIC_ACTIONS.filter((c) => !c.hero)).toHaveLength(12);
    expect(bySet(BASIC_ACTIONS.filter((c) => c.hero))).toEqual({
      base: 4,
      'lost-legion': 6,
      krang: 2,
      'shades-of-tezla': 2,
    });
    expect(bySet(ADVANCED_ACTIONS)).toEqual({ base: 28, 'lost-legion': 12, ultimate: 4 });
    expect(bySet(SPELLS)).toEqual({ base: 20, 'lost-legion': 4 });
    expect(bySet(ARTIFACTS)).toEqual({ base: 16, 'lost-legion': 8, ultimate: 1 });
    expect(ARTIFACTS.filter((c) => c.banner).map((c) => c.set)).toEqual([
      'base',
      'base',
      'base',
      'base',
      'lost-legion',
      'lost-legion',
    ]);
  });

  it('keeps the unconfirmed hero cards out', () => {
    const ids = new Set(CARDS.map((c) => c.id));
    expect(ids.has('axe-throw')).toBe(false);
    expect(ids.has('battle-rage')).toBe(false);
  });

  it('has unique kebab-case ids and the right type per list', () => {
    const ids = [...CARDS, WOUND].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
    for (const c of BASIC_ACTIONS) expect(c.type).toBe('basic-action');
    for (const c of ADVANCED_ACTIONS) expect(c.type).toBe('advanced-action');
    for (const c of SPELLS) expect(c.type).toBe('spell');
    for (const c of ARTIFACTS) expect(c.type).toBe('artifact');
  });

  it('gives every card the colours CARD-3 requires', () => {
    for (const c of BASIC_ACTIONS) expect(c.colors, c.id).toHaveLength(1);
    const dual = ADVANCED_ACTIONS.filter((c) => c.colors.length === 2).map((c) => c.id);
    expect(dual.sort()).toEqual([
      'chilling-stare',
      'explosive-bolt',
      'power-of-crystals',
      'rush-of-adrenaline',
    ]);
    for (const c of ADVANCED_ACTIONS) {
      if (!dual.includes(c.id)) expect(c.colors, c.id).toHaveLength(1);
      else expect(new Set(c.colors).size, c.id).toBe(2);
    }
    for (const c of SPELLS) expect(c.colors, c.id).toHaveLength(1);
    for (const c of [...ARTIFACTS, WOUND]) expect(c.colors, c.id).toEqual([]);
  });

  it('numbers cards as the UE printing', () => {
    const nums = (cards: CardDef[]) => cards.map((c) => c.number).filter((n) => n !== undefined);
    const range = (a: number, b: number) =>
      Array.from({ length: b - a + 1 }, (_, i) => String(a + i));
    expect(nums(ADVANCED_ACTIONS)).toEqual([...range(65, 92), ...range(287, 298)]);
    expect(nums(SPELLS)).toEqual([...range(93, 112), ...range(299, 302)]);
    expect(nums(ARTIFACTS)).toEqual([...range(113, 128), ...range(303, 310), 'UE270']);
  });

  it('names both halves of every spell and marks the four interactive ones', () => {
    for (const s of SPELLS) expect(s.strongName, s.id).toBeTruthy();
    expect(SPELLS.filter((s) => s.interactive).map((s) => s.number)).toEqual([
      '109',
      '110',
      '111',
      '112',
    ]);
  });

  it('uses only listed custom hooks, and lists only used ones', () => {
    const used = new Set<string>();
    const effects: Effect[] = [
      ...CARDS.flatMap((c) => [c.basic, c.strong]),
      ...UNITS.flatMap((u) => u.abilities.map((a) => a.effect)),
      ...SKILLS.flatMap((s) => (s.passive ? [s.effect, s.passive] : [s.effect])),
    ];
    for (const e of effects) for (const h of customHookNames(e)) used.add(h);
    for (const u of UNITS) for (const h of u.hooks ?? []) used.add(h);
    expect(new Set(CUSTOM_HOOKS_USED).size).toBe(CUSTOM_HOOKS_USED.length);
    expect([...used].sort()).toEqual([...CUSTOM_HOOKS_USED].sort());
    for (const h of CUSTOM_HOOKS_USED) expect(h).toMatch(KEBAB);
  });

  it('lists exactly the hooks the starting decks need', () => {
    const deckIds = new Set(HEROES.flatMap((h) => h.deck));
    const needed = new Set<string>();
    for (const c of BASIC_ACTIONS.filter((x) => deckIds.has(x.id)))
      for (const e of [c.basic, c.strong]) for (const h of customHookNames(e)) needed.add(h);
    expect([...needed].sort()).toEqual([...STARTING_DECK_HOOKS].sort());
  });

  it('gives every playable card a real effect on both halves', () => {
    for (const c of CARDS) {
      expect(c.basic.kind, c.id).not.toBe('nothing');
      expect(c.strong.kind, c.id).not.toBe('nothing');
    }
  });

  it('keeps healing out of combat wherever a card heals (HEAL-3d)', () => {
    const check = (e: Effect, guarded: boolean, id: string): void => {
      if (e.kind === 'heal' || e.kind === 'heal-unit') expect(guarded, id).toBe(true);
      const inner = guarded || (e.kind === 'when' && e.timing === 'not-in-combat');
      const direct: Effect[] = [];
      if (e.kind === 'when') direct.push(e.effect);
      else if (e.kind === 'choice') direct.push(...e.options);
      else if (e.kind === 'all') direct.push(...e.effects);
      else if (e.kind === 'pay') direct.push(e.then);
      else if (e.kind === 'if') direct.push(e.then, ...(e.else ? [e.else] : []));
      else if (e.kind === 'bonus-per' || e.kind === 'for-each') direct.push(e.effect);
      else if (e.kind === 'by-paid-color') direct.push(e.red, e.blue, e.green, e.white);
      else if (e.kind === 'by-time') direct.push(e.day, e.night);
      for (const d of direct) check(d, inner, id);
    };
    for (const c of CARDS) for (const e of [c.basic, c.strong]) check(e, false, c.id);
  });
});

describe('hero starting decks', () => {
  const basic = new Map(BASIC_ACTIONS.map((c) => [c.id, c]));

  it('has the standard deck of 16', () => {
    expect(STANDARD_DECK).toHaveLength(16);
    for (const id of STANDARD_DECK) expect(basic.get(id)?.hero, id).toBeUndefined();
  });

  it.each(HEROES.map((h) => [h.id, h] as const))(
    '%s: 16 cards, two same-coloured swaps',
    (_, hero) => {
      expect(hero.deck).toHaveLength(16);
      for (const id of hero.deck) expect(basic.has(id), id).toBe(true);
      const own = hero.deck.filter((id) => basic.get(id)?.hero);
      expect(own).toHaveLength(2);
      for (const id of own) expect(basic.get(id)?.hero).toBe(hero.id);
      // What left the standard deck has the colours of what came in.
      const removed = [...STANDARD_DECK];
      for (const id of hero.deck) {
        const i = removed.indexOf(id);
        if (i >= 0) removed.splice(i, 1);
      }
      const colorsOf = (ids: string[]) => ids.map((id) => basic.get(id)?.colors[0]).sort();
      expect(colorsOf(removed)).toEqual(colorsOf(own));
    },
  );

  it('uses every hero card in exactly one deck', () => {
    const inDecks = HEROES.flatMap((h) => h.deck.filter((id) => basic.get(id)?.hero));
    expect(inDecks.sort()).toEqual(
      BASIC_ACTIONS.filter((c) => c.hero)
        .map((c) => c.id)
        .sort(),
    );
  });
});

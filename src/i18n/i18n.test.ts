import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITES } from '../engine/content';
import { ENEMY_COLORS, HERO_IDS, SCENARIO_IDS, TERRAINS } from '../engine/core/types';
import { de } from './de';
import { en } from './en';
import {
  interpolate,
  isKey,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  makeT,
  saveLanguage,
  translate,
} from './index';

const placeholders = (s: string) =>
  [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('dictionaries', () => {
  it('German has every English key and nothing else', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('no string is empty in either language', () => {
    for (const dict of [en, de] as Record<string, string>[])
      for (const [k, v] of Object.entries(dict)) expect(v.trim(), k).not.toBe('');
  });

  it('translations use the same placeholders as the English text', () => {
    for (const k of Object.keys(en) as (keyof typeof en)[])
      expect(placeholders(de[k]), k).toEqual(placeholders(en[k]));
  });

  it('plural keys come in .one/.other pairs', () => {
    for (const k of Object.keys(en)) {
      if (k.endsWith('.one')) expect(isKey(k.replace(/\.one$/, '.other')), k).toBe(true);
      if (k.endsWith('.other')) expect(isKey(k.replace(/\.other$/, '.one')), k).toBe(true);
    }
  });

  it('names every hero, scenario, terrain, site type and token pile', () => {
    for (const h of HERO_IDS) expect(isKey(`hero.${h}`), h).toBe(true);
    for (const s of SCENARIO_IDS) expect(isKey(`scenario.${s}`), s).toBe(true);
    for (const t of TERRAINS) expect(isKey(`terrain.${t}`), t).toBe(true);
    for (const c of ENEMY_COLORS) expect(isKey(`enemyColor.${c}`), c).toBe(true);
    for (const s of SITES) expect(isKey(`site.${s.type}`), s.type).toBe(true);
  });

  it('uses the German rulebook glossary for the core terms', () => {
    expect(de['panel.fame']).toBe('Ruhm');
    expect(de['panel.reputation']).toBe('Ansehen');
    expect(de['panel.source']).toBe('Quelle');
    expect(de['panel.units']).toBe('Einheiten');
    expect(de['panel.crystals']).toBe('Kristalle');
    expect(de['time.day']).toBe('Tag');
    expect(de['time.night']).toBe('Nacht');
    expect(de['panel.discard']).toBe('Ablage');
    expect(de['scenario.solo-conquest']).toBe('Solo-Eroberung');
    expect(de['scenario.first-reconnaissance']).toBe('Die ersten Erkundungen');
  });

  it('has a log message for every event type the engine emits', () => {
    const root = path.resolve(__dirname, '../engine');
    const types = new Set<string>();
    const walk = (dir: string) => {
      for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, f.name);
        if (f.isDirectory()) walk(p);
        else if (/\.ts$/.test(f.name) && !/\.test\.ts$/.test(f.name))
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/emit\(\{\s*type:\s*'([a-z-]+)'/g))
            if (m[1]) types.add(m[1]);
      }
    };
    walk(root);
    expect(types.size).toBeGreaterThan(0);
    const missing = [...types].filter((t) => !isKey(`event.${t}`));
    expect(missing).toEqual([]);
  });
});

describe('t()', () => {
  it('interpolates {name} parameters and leaves unknown ones visible', () => {
    expect(interpolate('Move {n} to {where}', { n: 3 })).toBe('Move 3 to {where}');
    expect(translate('de', 'fx.move', { n: 4 })).toBe('Bewegung 4');
    expect(makeT('en')('game.round', { n: 2 })).toBe('Round 2');
  });

  it('chooses plural forms per language', () => {
    const en1 = makeT('en');
    const de1 = makeT('de');
    expect(en1.plural('panel.cards', 1)).toBe('1 card');
    expect(en1.plural('panel.cards', 11)).toBe('11 cards');
    expect(de1.plural('panel.cards', 1)).toBe('1 Karte');
    expect(de1.plural('panel.cards', 0)).toBe('0 Karten');
  });

  it('remembers the language in localStorage', () => {
    const store = new Map<string, string>();
    const fake = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const g = globalThis as { localStorage?: unknown };
    const before = g.localStorage;
    g.localStorage = fake;
    try {
      saveLanguage('de');
      expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('de');
      expect(loadLanguage()).toBe('de');
      saveLanguage('en');
      expect(loadLanguage()).toBe('en');
    } finally {
      g.localStorage = before;
    }
  });
});

// Registry sweep for tiles, sites and cities against ../shared/reference (tiles.md, sites.md,
// cities.md). Expected numbers are copied from the reference tables, not derived from the data.
import { describe, expect, it } from 'vitest';
import { ENEMY_COLORS, TERRAINS, type EnemyColor, type Terrain } from '../core/types';
import { CITIES } from './cities';
import { SITES } from './sites';
import { TILES } from './tiles';
import { LOCAL_HEXES, type SiteFamily, type SiteType, type TileDef, type TileHex } from './types';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const ALL_SITE_TYPES: SiteType[] = [
  'portal',
  'village',
  'monastery',
  'keep',
  'mage-tower',
  'city',
  'dungeon',
  'tomb',
  'monster-den',
  'spawning-grounds',
  'ancient-ruins',
  'crystal-mine',
  'magical-glade',
  'orcs',
  'draconum',
  'maze',
  'labyrinth',
  'refugee-camp',
  'deep-mine',
  'volkare-camp',
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const countryside = (...ns: number[]) => ns.map((n) => `countryside-${n}`);
const core = (...ns: number[]) => ns.map((n) => `core-${n}`);

function tile(id: string): TileDef {
  const t = TILES.find((x) => x.id === id);
  if (!t) throw new Error(`missing tile ${id}`);
  return t;
}
const hexesOf = (ids: string[]): TileHex[] =>
  ids.flatMap((id) => LOCAL_HEXES.map((l) => tile(id).hexes[l]));
const hasSite = (t: TileDef, type: SiteType) =>
  LOCAL_HEXES.some((l) => t.hexes[l].site?.type === type);

/** Terrain tally as in tiles.md §3.7: city hexes count as 'city', not as their painted ground. */
function terrainTally(ids: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const hex of hexesOf(ids)) {
    const key = hex.site?.type === 'city' ? 'city' : hex.terrain;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
function siteTally(ids: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const hex of hexesOf(ids)) {
    if (!hex.site) continue;
    const s = hex.site;
    const key = s.type === 'crystal-mine' ? `crystal-mine-${s.color ?? '?'}` : s.type;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
/** Row of tiles.md §3.7 in TERRAINS order plus the "other" column. */
function tallyRow(values: number[], other: Partial<Record<string, number>> = {}) {
  const out: Record<string, number> = {};
  TERRAINS.forEach((t: Terrain, i) => {
    const v = t === 'sea' ? (other.sea ?? 0) : (values[i] ?? 0);
    if (v > 0) out[t] = v;
  });
  if (other.city) out.city = other.city;
  return out;
}

describe('tiles', () => {
  it('has the 26 tiles (27 faces: the starting tile has sides A and B)', () => {
    const expected = [
      'start-a',
      'start-b',
      ...countryside(...range(1, 14)),
      ...core(...range(1, 10)),
      'volkare',
    ];
    expect(TILES.map((t) => t.id).sort()).toEqual([...expected].sort());
    expect(new Set(TILES.map((t) => t.id)).size).toBe(TILES.length);
    expect(TILES.filter((t) => t.kind === 'start')).toHaveLength(2);
    expect(TILES.filter((t) => t.kind === 'countryside')).toHaveLength(14);
    expect(TILES.filter((t) => t.kind === 'core' && !t.scenarioOnly)).toHaveLength(10);
    expect(TILES.filter((t) => t.scenarioOnly).map((t) => t.id)).toEqual(['volkare']);
  });

  it('labels are the printed numbers/letters', () => {
    expect(tile('start-a').label).toBe('A');
    expect(tile('start-b').label).toBe('B');
    for (const n of range(1, 14)) expect(tile(`countryside-${n}`).label).toBe(String(n));
    for (const n of range(1, 10)) expect(tile(`core-${n}`).label).toBe(String(n));
  });

  it('every tile has exactly the 7 local hexes with a known terrain', () => {
    for (const t of TILES) {
      expect(Object.keys(t.hexes).sort(), t.id).toEqual([...LOCAL_HEXES].sort());
      for (const l of LOCAL_HEXES) expect(TERRAINS, `${t.id} ${l}`).toContain(t.hexes[l].terrain);
    }
  });

  it('sets: base tiles, Lost Legion countryside 12–14, core 9–10 and Volkare', () => {
    const ll = TILES.filter((t) => t.set === 'lost-legion').map((t) => t.id);
    expect(ll.sort()).toEqual([...countryside(12, 13, 14), ...core(9, 10), 'volkare'].sort());
    expect(TILES.every((t) => t.set === 'base' || t.set === 'lost-legion')).toBe(true);
  });

  describe('terrain tallies (tiles.md §3.7)', () => {
    // Columns: plains hills forest wasteland desert swamp lake mountain.
    it('countryside 1–11', () => {
      expect(terrainTally(countryside(...range(1, 11)))).toEqual(
        tallyRow([23, 17, 16, 3, 3, 4, 6, 5]),
      );
    });
    it('countryside 12–14', () => {
      expect(terrainTally(countryside(12, 13, 14))).toEqual(tallyRow([6, 4, 3, 1, 2, 2, 1, 2]));
    });
    it('core 1–4', () => {
      expect(terrainTally(core(1, 2, 3, 4))).toEqual(tallyRow([0, 7, 1, 8, 4, 3, 2, 3]));
    });
    it('core 5–8', () => {
      expect(terrainTally(core(5, 6, 7, 8))).toEqual(
        tallyRow([2, 2, 4, 4, 3, 3, 5, 1], { city: 4 }),
      );
    });
    it('core 9–10', () => {
      expect(terrainTally(core(9, 10))).toEqual(tallyRow([1, 4, 2, 1, 2, 2, 1, 1]));
    });
    it('start A + B', () => {
      expect(terrainTally(['start-a', 'start-b'])).toEqual(
        tallyRow([7, 0, 2, 0, 0, 0, 0, 0], { sea: 5 }),
      );
    });
  });

  describe('site tallies (tiles.md §3.7)', () => {
    it('countryside 1–11', () => {
      expect(siteTally(countryside(...range(1, 11)))).toEqual({
        orcs: 8,
        'magical-glade': 5,
        village: 5,
        keep: 3,
        'mage-tower': 3,
        'ancient-ruins': 3,
        monastery: 2,
        'monster-den': 2,
        dungeon: 2,
        'crystal-mine-red': 1,
        'crystal-mine-green': 1,
        'crystal-mine-blue': 1,
        'crystal-mine-white': 1,
      });
    });
    it('core 1–4', () => {
      expect(siteTally(core(1, 2, 3, 4))).toEqual({
        'ancient-ruins': 3,
        'mage-tower': 2,
        tomb: 2,
        draconum: 2,
        keep: 1,
        monastery: 1,
        'spawning-grounds': 1,
        'crystal-mine-green': 1,
        'crystal-mine-white': 1,
        'crystal-mine-blue': 1,
      });
    });
    it('core 5–8', () => {
      expect(siteTally(core(5, 6, 7, 8))).toEqual({
        city: 4,
        draconum: 4,
        orcs: 2,
        village: 1,
        'magical-glade': 1,
        monastery: 1,
        keep: 1,
        'spawning-grounds': 1,
        'crystal-mine-red': 1,
        'ancient-ruins': 1,
      });
    });
    it('site occurrences on all printed tiles (sites.md "Counts")', () => {
      const all = siteTally(TILES.filter((t) => t.kind !== 'start').map((t) => t.id));
      expect(all).toEqual({
        village: 8,
        monastery: 5,
        keep: 7,
        'mage-tower': 7,
        city: 4,
        'magical-glade': 7,
        orcs: 15,
        draconum: 8,
        maze: 2,
        labyrinth: 2,
        'refugee-camp': 2,
        'volkare-camp': 1,
        dungeon: 2,
        tomb: 2,
        'monster-den': 2,
        'spawning-grounds': 2,
        'ancient-ruins': 7,
        'crystal-mine-red': 2,
        'crystal-mine-green': 2,
        'crystal-mine-blue': 2,
        'crystal-mine-white': 2,
        'deep-mine': 3,
      });
      expect(siteTally(['start-a', 'start-b'])).toEqual({ portal: 2 });
    });
  });

  it('crystal mines carry a colour; deep mines carry their colours', () => {
    for (const hex of hexesOf(TILES.map((t) => t.id))) {
      if (hex.site?.type === 'crystal-mine') expect(hex.site.color).toBeDefined();
      else expect(hex.site?.color).toBeUndefined();
    }
    const deep = (id: string) =>
      LOCAL_HEXES.map((l) => tile(id).hexes[l].site).find((s) => s?.type === 'deep-mine')?.colors;
    expect(deep('countryside-13')).toEqual(['green', 'blue']);
    expect(deep('countryside-14')).toEqual(['red', 'white']);
    expect([...(deep('core-10') ?? [])].sort()).toEqual(['blue', 'green', 'red', 'white']);
  });

  it('city tiles 5–8 carry their city in the centre hex, and only they', () => {
    const expected = { 'core-5': 'green', 'core-6': 'blue', 'core-7': 'white', 'core-8': 'red' };
    for (const t of TILES) {
      const cityColor = (expected as Record<string, string>)[t.id];
      expect(t.city, t.id).toBe(cityColor);
      if (cityColor) expect(t.hexes.C.site).toEqual({ type: 'city', city: cityColor });
    }
  });

  describe('observations the rulebook relies on (tiles.md §3.4, §6.6)', () => {
    const baseCountryside = range(1, 11);
    const withSite = (ns: number[], prefix: string, ...types: SiteType[]) =>
      ns.filter((n) => types.some((ty) => hasSite(tile(`${prefix}-${n}`), ty)));

    it('base countryside tiles with keeps or mage towers are exactly 3, 4, 9, 10, 11', () => {
      expect(withSite(baseCountryside, 'countryside', 'keep', 'mage-tower')).toEqual([
        3, 4, 9, 10, 11,
      ]);
    });
    it('base non-city core tiles with keeps or mage towers are 2, 3, 4 (Conquer and Hold)', () => {
      expect(withSite([1, 2, 3, 4], 'core', 'keep', 'mage-tower')).toEqual([2, 3, 4]);
    });
    it('base countryside dungeons are on 7 and 9; glades on 1, 2, 5, 7, 8', () => {
      expect(withSite(baseCountryside, 'countryside', 'dungeon')).toEqual([7, 9]);
      expect(withSite(baseCountryside, 'countryside', 'magical-glade')).toEqual([1, 2, 5, 7, 8]);
    });
    it('core 1 is the only base non-city core tile without a crystal mine', () => {
      expect(withSite([1, 2, 3, 4], 'core', 'crystal-mine')).toEqual([2, 3, 4]);
    });
    it('core 1 is the desert tile with monastery and tomb', () => {
      const t = tile('core-1');
      expect(t.hexes.C.terrain).toBe('desert');
      expect(hasSite(t, 'monastery') && hasSite(t, 'tomb')).toBe(true);
    });
    it('the white city sits next to lakes and a keep; the red city in desert with Draconum', () => {
      const white = tile('core-7');
      expect(LOCAL_HEXES.some((l) => white.hexes[l].terrain === 'lake')).toBe(true);
      expect(hasSite(white, 'keep')).toBe(true);
      const red = tile('core-8');
      const ring = LOCAL_HEXES.filter((l) => l !== 'C').map((l) => red.hexes[l]);
      expect(ring.filter((h) => h.site?.type === 'draconum')).toHaveLength(2);
      expect(ring.filter((h) => h.terrain === 'desert').length).toBeGreaterThanOrEqual(3);
    });
  });

  it('walls only on Lost Legion tiles, written as local-hex pairs or outer edges', () => {
    const dirs = ['NE', 'E', 'SE', 'SW', 'W', 'NW'];
    for (const t of TILES) {
      if (!t.walls) continue;
      expect(t.set, t.id).toBe('lost-legion');
      for (const w of t.walls) {
        const [a, b, ...rest] = w.split('|');
        expect(rest, w).toEqual([]);
        expect(LOCAL_HEXES, w).toContain(a);
        if (b?.startsWith('out-')) expect(dirs, w).toContain(b.slice(4));
        else expect(LOCAL_HEXES, w).toContain(b);
      }
    }
  });
});

describe('sites', () => {
  const site = (type: SiteType) => {
    const s = SITES.find((x) => x.type === type);
    if (!s) throw new Error(`missing site ${type}`);
    return s;
  };

  it('one definition per site type, every tile site defined', () => {
    expect(SITES.map((s) => s.type).sort()).toEqual([...ALL_SITE_TYPES].sort());
    for (const hex of hexesOf(TILES.map((t) => t.id)))
      if (hex.site) expect(ALL_SITE_TYPES).toContain(hex.site.type);
    for (const s of SITES) {
      expect(s.name.length, s.type).toBeGreaterThan(0);
      expect(s.nameDe.length, s.type).toBeGreaterThan(0);
      expect(s.families.length, s.type).toBeGreaterThan(0);
      for (const c of s.enemies ?? []) expect(ENEMY_COLORS).toContain(c);
    }
  });

  it('German names from the rulebook glossary', () => {
    const de: Partial<Record<SiteType, string>> = {
      village: 'Dorf',
      monastery: 'Kloster',
      keep: 'Burg',
      'mage-tower': 'Magierturm',
      city: 'Stadt',
      dungeon: 'Dungeon',
      tomb: 'Grabstätte',
      'monster-den': 'Monsterhöhle',
      'spawning-grounds': 'Brutstätte',
      'ancient-ruins': 'Ruine',
      'crystal-mine': 'Kristallbergwerk',
      'magical-glade': 'Magische Lichtung',
      orcs: 'Marodierende Orks',
      draconum: 'Drakonier',
      portal: 'Portal',
    };
    for (const [type, name] of Object.entries(de)) expect(site(type as SiteType).nameDe).toBe(name);
  });

  it('families (sites.md §1.1)', () => {
    const members = (f: SiteFamily) =>
      SITES.filter((s) => s.families.includes(f))
        .map((s) => s.type)
        .sort();
    expect(members('fortified')).toEqual(['city', 'keep', 'mage-tower']);
    expect(members('adventure')).toEqual(
      [
        'dungeon',
        'tomb',
        'monster-den',
        'spawning-grounds',
        'ancient-ruins',
        'maze',
        'labyrinth',
      ].sort(),
    );
    expect(members('rampaging')).toEqual(['draconum', 'orcs']);
    expect(members('passive')).toEqual(['crystal-mine', 'deep-mine', 'magical-glade']);
    expect(members('inhabited')).toEqual(
      ['village', 'monastery', 'keep', 'mage-tower', 'city', 'refugee-camp', 'volkare-camp'].sort(),
    );
  });

  it('reveal steps (sites.md §3.1)', () => {
    expect(site('keep').onReveal).toEqual({ pile: 'grey', count: 1, faceUp: false });
    expect(site('mage-tower').onReveal).toEqual({ pile: 'violet', count: 1, faceUp: false });
    expect(site('orcs').onReveal).toEqual({ pile: 'green', count: 1, faceUp: true });
    expect(site('draconum').onReveal).toEqual({ pile: 'red', count: 1, faceUp: true });
    expect(site('ancient-ruins').onReveal).toEqual({ ruins: true });
    const withReveal = SITES.filter((s) => s.onReveal).map((s) => s.type);
    expect(withReveal.sort()).toEqual(['ancient-ruins', 'draconum', 'keep', 'mage-tower', 'orcs']);
  });

  it('adventure combats (sites.md §3.2)', () => {
    const rows: [SiteType, EnemyColor[], boolean, boolean][] = [
      // site, enemies, units allowed, night rules
      ['dungeon', ['brown'], false, true],
      ['tomb', ['red'], false, true],
      ['monster-den', ['brown'], true, false],
      ['spawning-grounds', ['brown', 'brown'], true, false],
      ['maze', ['brown'], true, false],
      ['labyrinth', ['red'], true, false],
      ['monastery', ['violet'], false, false],
    ];
    for (const [type, enemies, units, night] of rows) {
      const s = site(type);
      expect(s.enemies, type).toEqual(enemies);
      expect(s.unitsAllowed, type).toBe(units);
      expect(s.nightRules ?? false, type).toBe(night);
    }
    expect(site('maze').maxUnits).toBe(1);
    expect(site('labyrinth').maxUnits).toBe(1);
  });

  it('rewards (sites.md §3.2, mage tower COMBAT-OUTCOME-2c.3)', () => {
    expect(site('dungeon').rewards).toEqual([{ kind: 'dungeon-roll' }]);
    expect(site('tomb').rewards).toEqual([
      { kind: 'spell', count: 1 },
      { kind: 'artifact', count: 1 },
    ]);
    expect(site('monster-den').rewards).toEqual([{ kind: 'random-crystals', count: 2 }]);
    expect(site('spawning-grounds').rewards).toEqual([
      { kind: 'artifact', count: 1 },
      { kind: 'random-crystals', count: 3 },
    ]);
    expect(site('monastery').rewards).toEqual([{ kind: 'artifact', count: 1 }]);
    expect(site('mage-tower').rewards).toEqual([{ kind: 'spell', count: 1 }]);
    expect(site('keep').rewards).toBeUndefined();
    expect(site('maze').pathRewards?.map((p) => p.moveCost)).toEqual([2, 4, 6]);
    for (const p of site('labyrinth').pathRewards ?? [])
      expect(p.rewards).toContainEqual({ kind: 'advanced-action', count: 1 });
  });

  it('healing prices and recruit icons (INTERACT-4a/4b)', () => {
    expect(site('village').healCost).toBe(3);
    expect(site('monastery').healCost).toBe(2);
    expect(SITES.filter((s) => s.healCost !== undefined)).toHaveLength(2);
    expect(site('village').recruit).toBe('village');
    expect(site('monastery').recruit).toBe('monastery');
    expect(site('keep').recruit).toBe('keep');
    expect(site('mage-tower').recruit).toBe('mage-tower');
    expect(site('city').recruit).toBe('city');
  });

  it('Lost Legion sites are marked as such', () => {
    const ll = SITES.filter((s) => s.set === 'lost-legion').map((s) => s.type);
    expect(ll.sort()).toEqual(['deep-mine', 'labyrinth', 'maze', 'refugee-camp', 'volkare-camp']);
  });
});

describe('cities', () => {
  // cities.md garrison tables as [grey, violet, brown, white] counts per level 1–11.
  const COUNTS: Record<string, [number, number, number, number][]> = {
    white: [
      [0, 0, 0, 1],
      [1, 0, 0, 1],
      [0, 0, 0, 2],
      [2, 0, 0, 1],
      [1, 0, 0, 2],
      [3, 0, 0, 1],
      [2, 0, 0, 2],
      [1, 0, 0, 3],
      [3, 0, 0, 2],
      [2, 0, 0, 3],
      [1, 0, 0, 4],
    ],
    blue: [
      [1, 1, 0, 0],
      [0, 2, 0, 0],
      [0, 1, 0, 1],
      [1, 1, 0, 1],
      [0, 2, 0, 1],
      [0, 1, 0, 2],
      [1, 2, 0, 1],
      [0, 2, 0, 2],
      [0, 1, 0, 3],
      [1, 2, 0, 2],
      [0, 2, 0, 3],
    ],
    green: [
      [1, 0, 1, 0],
      [0, 0, 2, 0],
      [2, 0, 1, 0],
      [1, 0, 1, 1],
      [0, 0, 2, 1],
      [2, 0, 1, 1],
      [1, 0, 2, 1],
      [0, 0, 2, 2],
      [1, 0, 3, 1],
      [1, 0, 2, 2],
      [0, 0, 2, 3],
    ],
    red: [
      [0, 0, 0, 1],
      [0, 1, 1, 0],
      [0, 0, 1, 1],
      [0, 2, 1, 0],
      [0, 1, 1, 1],
      [0, 2, 2, 0],
      [0, 2, 1, 1],
      [0, 1, 1, 2],
      [0, 2, 2, 1],
      [0, 1, 2, 2],
      [0, 1, 1, 3],
    ],
  };

  it('four cities, one per colour', () => {
    expect(CITIES.map((c) => c.color).sort()).toEqual(['blue', 'green', 'red', 'white']);
    for (const c of CITIES) expect(c.nameDe).toMatch(/Stadt$/);
  });

  it('every garrison has 11 non-empty levels of known piles, matching cities.md', () => {
    const piles: EnemyColor[] = ['grey', 'violet', 'brown', 'white'];
    for (const c of CITIES) {
      expect(c.garrison, c.color).toHaveLength(11);
      c.garrison.forEach((row, i) => {
        expect(row.length, `${c.color} level ${i + 1}`).toBeGreaterThan(0);
        for (const p of row) expect(piles).toContain(p);
        const counts = piles.map((p) => row.filter((x) => x === p).length);
        expect(counts, `${c.color} level ${i + 1}`).toEqual(COUNTS[c.color]?.[i]);
      });
    }
  });

  it('defender bonuses (COMBAT-CITY-1)', () => {
    const bonus = (color: string) => CITIES.find((c) => c.color === color)?.defenderBonus;
    expect(bonus('white')).toEqual({ kind: 'armor', amount: 1 });
    expect(bonus('blue')).toEqual({ kind: 'elemental-attack', fireOrIce: 2, coldFire: 1 });
    expect(bonus('red')).toEqual({
      kind: 'gain-ability',
      ability: 'brutal',
      forElement: 'physical',
    });
    expect(bonus('green')).toEqual({
      kind: 'gain-ability',
      ability: 'poison',
      forElement: 'physical',
    });
  });
});

it('tile and site ids are kebab-case', () => {
  for (const t of TILES) expect(t.id).toMatch(KEBAB);
  for (const s of SITES) expect(s.type).toMatch(KEBAB);
});

// Pure UI logic: hex layout, map model, effect descriptions, labels. (No DOM, no Konva.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  type Cost,
  type Effect,
  type Element,
  type GameEvent,
  type GameState,
  type Hex,
  hexDistance,
  hexKey,
  type ManaColor,
  tileHexes,
  UNITS,
} from '../engine';

// Effect values written out as the card data writes them (the vocabulary's constructors are engine
// internals; the UI only sees the data).
const move = (amount: number): Effect => ({ kind: 'move', amount });
const attack = (amount: number, element: Element = 'physical'): Effect => ({
  kind: 'attack',
  amount,
  style: 'melee',
  element,
});
const block = (amount: number, element: Element = 'physical'): Effect => ({
  kind: 'block',
  amount,
  element,
});
const heal = (amount: number): Effect => ({
  kind: 'when',
  timing: 'not-in-combat',
  effect: { kind: 'heal', amount },
});
const gainMana = (color: ManaColor | 'any-basic' | 'any', count = 1): Effect => ({
  kind: 'gain-mana',
  color,
  count,
});
const choice = (...options: Effect[]): Effect => ({ kind: 'choice', options });
const pay = (cost: Cost, then: Effect): Effect => ({ kind: 'pay', cost, then });
const manaCost = (color: ManaColor | 'any-basic' | 'any', count = 1): Cost => ({
  kind: 'mana',
  color,
  count,
});
import { isKey, makeT } from '../i18n';
import {
  boundsOf,
  EDGE_NEIGHBOUR,
  fitCamera,
  hexCorners,
  hexToPixel,
  HEX_SIZE,
  openTilePositions,
  pixelToHex,
  tileOutline,
  zoomAt,
} from './board/layout';
import { boardTargets, heroSpots, portalHex } from './board/map-model';
import { describeEffect } from './cards/describe';
import { logText } from './panels/labels';

const en = makeT('en');
const de = makeT('de');

describe('hex layout (pointy-top, q east, r south)', () => {
  it('puts hex centres where tiles.md says', () => {
    const R = 10;
    expect(hexToPixel({ q: 0, r: 0 }, R)).toEqual({ x: 0, y: 0 });
    expect(hexToPixel({ q: 1, r: 0 }, R).x).toBeCloseTo(R * Math.sqrt(3));
    expect(hexToPixel({ q: 0, r: 1 }, R)).toEqual({ x: (R * Math.sqrt(3)) / 2, y: 15 });
  });

  it('pixel → hex inverts hex → pixel, also near the centre', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        fc.double({ min: -0.4, max: 0.4, noNaN: true }),
        fc.double({ min: -0.4, max: 0.4, noNaN: true }),
        (q, r, dx, dy) => {
          const p = hexToPixel({ q, r });
          const h = pixelToHex({ x: p.x + dx * HEX_SIZE, y: p.y + dy * HEX_SIZE });
          expect(hexKey(h)).toBe(hexKey({ q, r }));
        },
      ),
    );
  });

  it('has the neighbour across each edge on the far side of the edge', () => {
    const c = hexToPixel({ q: 0, r: 0 });
    const corners = hexCorners(c);
    EDGE_NEIGHBOUR.forEach((d, i) => {
      const a = corners[i];
      const b = corners[(i + 1) % 6];
      if (!a || !b) throw new Error('corner');
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const n = hexToPixel(d);
      // the edge midpoint lies halfway between the two centres
      expect(mid.x).toBeCloseTo((c.x + n.x) / 2);
      expect(mid.y).toBeCloseTo((c.y + n.y) / 2);
    });
  });

  it('outlines a 7-hex tile with one closed ring of 18 corners', () => {
    const pts = tileOutline({ a: 1, b: 0 });
    expect(pts).toHaveLength(36);
  });

  it('fits the map into the free part of the viewport and zooms around a pivot', () => {
    const b = boundsOf(['0,0', '1,0', '0,1', '-1,1']);
    if (!b) throw new Error('bounds');
    const cam = fitCamera(b, 800, 600, { insets: { top: 50, bottom: 150 } });
    const centre = { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
    expect(cam.x + centre.x * cam.scale).toBeCloseTo(400);
    expect(cam.y + centre.y * cam.scale).toBeCloseTo(50 + 400 / 2);
    const z = zoomAt(cam, { x: 123, y: 77 }, 1.5);
    const before = { x: (123 - cam.x) / cam.scale, y: (77 - cam.y) / cam.scale };
    const after = { x: (123 - z.x) / z.scale, y: (77 - z.y) / z.scale };
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
});

function mapState(tiles: { tile: string; pos: string }[]): GameState {
  const hexes: GameState['map']['hexes'] = {};
  for (const t of tiles) {
    const [a = 0, b = 0] = t.pos.split(',').map(Number);
    for (const h of tileHexes({ a, b }))
      hexes[hexKey(h.hex)] = {
        terrain: 'plains',
        tile: t.pos,
        enemies: [],
        shields: [],
        ...(t.pos === '0,0' && h.local === 'C' ? { site: { type: 'portal' as const } } : {}),
      };
  }
  return {
    map: { tiles, hexes },
    players: [
      { id: 0, hero: 'tovak', kind: 'human', position: null },
      { id: 1, hero: 'goldyx', kind: 'human', position: '1,0' },
      { id: 2, hero: 'norowas', kind: 'dummy', position: null },
    ],
  } as unknown as GameState;
}

describe('map model', () => {
  const state = mapState([
    { tile: 'start-a', pos: '0,0' },
    { tile: 'countryside-1', pos: '1,0' },
    { tile: 'countryside-2', pos: '0,1' },
  ]);

  it('draws a hero without a position on the portal; the dummy has no figure', () => {
    expect(portalHex(state)).toBe('0,0');
    const spots = heroSpots(state);
    expect(spots.map((s) => [s.player, s.hex])).toEqual([
      [0, '0,0'],
      [1, '1,0'],
    ]);
  });

  it('SCEN-RETURN-2: a hero eliminated on the closed portal has no figure left on the map', () => {
    const gone = JSON.parse(JSON.stringify(state)) as typeof state;
    const tovak = gone.players[0];
    if (!tovak) throw new Error('no player');
    tovak.eliminated = true;
    tovak.position = null;
    expect(heroSpots(gone).map((s) => s.player)).toEqual([1]);
  });

  it('offers unexplored positions inside the wedge that touch two tiles (or a well-connected one)', () => {
    const open = openTilePositions(state);
    expect(open).toContain('1,1');
    expect(
      open.every((p) =>
        p
          .split(',')
          .map(Number)
          .every((n) => n >= 0),
      ),
    ).toBe(true);
    expect(open).not.toContain('0,0');
  });

  it('finds move and explore targets among legal actions only', () => {
    const t = boardTargets([
      { type: 'move', player: 0, to: '1,0' },
      { type: 'explore', player: 0, pos: '1,1' },
      { type: 'end-turn', player: 0 },
    ]);
    expect([...t.moves.keys()]).toEqual(['1,0']);
    expect([...t.explores.keys()]).toEqual(['1,1']);
  });

  it('hex distance of the portal to an adjacent start hex is 1 (sanity of the shared maths)', () => {
    const a: Hex = { q: 0, r: 0 };
    expect(hexDistance(a, { q: 1, r: -1 })).toBe(1);
  });
});

describe('effect descriptions', () => {
  it('reads like the card, in both languages', () => {
    expect(describeEffect(move(2), en)).toBe('Move 2');
    expect(describeEffect(move(2), de)).toBe('Bewegung 2');
    expect(describeEffect(attack(3, 'fire'), en)).toBe('Attack 3 (Fire)');
    expect(describeEffect(attack(3, 'fire'), de)).toBe('Angriff 3 (Feuer)');
    expect(describeEffect(choice(attack(2), block(2)), en)).toBe('Attack 2 or Block 2');
    expect(describeEffect(heal(1), de)).toBe('Heilung 1 (nicht im Kampf)');
    expect(describeEffect(gainMana('any-basic'), en)).toBe('Mana token: any basic colour');
    expect(describeEffect(pay(manaCost('red'), move(4)), en)).toBe('1× red mana: Move 4');
  });

  it('describes every card and unit ability without throwing or leaving placeholders', () => {
    const effects = [
      ...ALL_CARDS.flatMap((c) => [c.basic, c.strong]),
      ...UNITS.flatMap((u) => u.abilities.map((a) => a.effect)),
    ];
    expect(effects.length).toBeGreaterThan(0);
    for (const t of [en, de])
      for (const e of effects) {
        const s = describeEffect(e, t);
        expect(s.length).toBeGreaterThan(0);
        expect(s).not.toMatch(/\{\w+\}/);
      }
  });
});

describe('log lines', () => {
  const state = mapState([{ tile: 'start-a', pos: '0,0' }]);

  it('turns events into sentences with names, in the chosen language', () => {
    const ev: GameEvent = { type: 'turn-started', player: 0 };
    expect(logText(ev, state, en)).toBe("Tovak's turn begins.");
    expect(logText(ev, state, de)).toBe('Tovak beginnt den Zug.');
    expect(logText({ type: 'round-started', round: 2, time: 'night' }, state, de)).toBe(
      'Runde 2 beginnt (Nacht).',
    );
    expect(logText({ type: 'moved', player: 1, to: '0,0', cost: 2 }, state, en)).toBe(
      'Goldyx moves to Portal (2 Move).',
    );
  });

  it('never shows raw placeholders, also for unknown events', () => {
    expect(logText({ type: 'something-new' }, state, en)).toBe('something-new');
    expect(logText({ type: 'fame-gained' }, state, en)).not.toMatch(/\{\w+\}/);
    expect(isKey('event.unknown')).toBe(true);
  });
});

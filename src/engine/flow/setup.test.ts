import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  isRuleError,
  legalActions,
  playerView,
  RuleError,
} from '../index';
import type { GameSetup } from '../index';
import { skillDef, tileDef, unitDef } from '../content';
import { isBasic } from '../mana/source';
import { tilePosKey } from '../hex/hex';
import { testGame, act } from '../testing/builders';

const solo: GameSetup = {
  scenario: 'solo-conquest',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 7,
};

describe('createGame setup shape (FLOW-1, FLOW-2)', () => {
  const bad: [string, unknown][] = [
    ['unknown scenario', { ...solo, scenario: 'dragon-hunt' }],
    ['unknown hero', { ...solo, players: [{ hero: 'merlin', kind: 'human' }] }],
    [
      'too many players for solo conquest',
      {
        ...solo,
        players: [
          { hero: 'tovak', kind: 'human' },
          { hero: 'goldyx', kind: 'human' },
        ],
      },
    ],
    [
      'duplicate hero',
      {
        scenario: 'first-reconnaissance',
        players: [
          { hero: 'tovak', kind: 'human' },
          { hero: 'tovak', kind: 'bot' },
        ],
        seed: 1,
      },
    ],
    ['no players', { ...solo, players: [] }],
    ['bad player kind', { ...solo, players: [{ hero: 'tovak', kind: 'robot' }] }],
    ['non-numeric seed', { ...solo, seed: 'x' }],
  ];
  for (const [name, setup] of bad)
    it(`refuses ${name} with a clear RuleError`, () => {
      let err: unknown;
      try {
        createGame(setup as GameSetup);
      } catch (e) {
        err = e;
      }
      expect(isRuleError(err)).toBe(true);
      expect((err as RuleError).message.length).toBeGreaterThan(20);
    });

  it('accepts all 7 heroes and 1-4 players for First Reconnaissance', () => {
    const heroes = [
      'arythea',
      'goldyx',
      'norowas',
      'tovak',
      'wolfhawk',
      'krang',
      'braevalar',
    ] as const;
    for (let n = 1; n <= 4; n++) {
      const s = createGame({
        scenario: 'first-reconnaissance',
        players: heroes.slice(n - 1, n - 1 + n).map((hero) => ({ hero, kind: 'human' as const })),
        seed: n,
      });
      expect(s.players.filter((p) => p.kind !== 'dummy')).toHaveLength(n);
    }
  });
});

describe('determinism', () => {
  it('the same setup gives the same game, bit for bit', () => {
    expect(JSON.stringify(createGame(solo))).toBe(JSON.stringify(createGame(solo)));
  });
  it('different seeds give different games', () => {
    expect(JSON.stringify(createGame(solo))).not.toBe(
      JSON.stringify(createGame({ ...solo, seed: 8 })),
    );
  });
  it('state is plain JSON and replays identically after a JSON round trip', () => {
    const s = createGame(solo);
    const copy = JSON.parse(JSON.stringify(s)) as typeof s;
    expect(copy).toEqual(s);
    const a = legalActions(s)[0];
    if (!a) throw new Error('no legal action');
    expect(JSON.stringify(applyAction(copy, a).state)).toBe(
      JSON.stringify(applyAction(s, a).state),
    );
  });
});

describe('full setup (§2)', () => {
  it('SETUP-P4/P5: every real player has a 16-card deck with 5 cards drawn', () => {
    const s = createGame({
      ...solo,
      scenario: 'first-reconnaissance',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'arythea', kind: 'human' },
      ],
    });
    for (const p of s.players) {
      expect(p.hand).toHaveLength(5);
      expect(p.deck.length + p.hand.length).toBe(16);
    }
  });

  it('SETUP-11b: real players + 2 dice, at least half showing a basic colour', () => {
    for (let seed = 0; seed < 40; seed++) {
      const s = createGame({ ...solo, seed });
      expect(s.source.dice).toHaveLength(3);
      expect(s.source.dice.filter((d) => isBasic(d.color)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('SETUP-5/6/9: three spells, three advanced actions, units = real players + 2 (regular only)', () => {
    const s = createGame({
      scenario: 'first-reconnaissance',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
        { hero: 'krang', kind: 'human' },
      ],
      seed: 3,
    });
    expect(s.offers.spells).toHaveLength(3);
    expect(s.offers.advancedActions).toHaveLength(3);
    expect(s.offers.units).toHaveLength(5);
    expect(s.offers.units.every((u) => !unitDef(u).elite)).toBe(true);
  });

  it('SCEN-SOLO-CONQ-2 / SETUP-14: wedge with start tile A and 2 revealed tiles; deck = 7 CS then 2+2 core', () => {
    const s = createGame(solo);
    expect(s.map.tiles.map((t) => t.pos)).toEqual(['0,0', '1,0', '0,1']);
    expect(s.map.tiles[0]?.tile).toBe('start-a');
    // 7 countryside: 2 revealed, 5 left on top; then 4 core tiles (2 with a city)
    const kinds = s.tileDeck.map((t) => tileDef(t).kind);
    expect(kinds).toEqual([
      'countryside',
      'countryside',
      'countryside',
      'countryside',
      'countryside',
      'core',
      'core',
      'core',
      'core',
    ]);
    expect(s.tileDeck.filter((t) => tileDef(t).city)).toHaveLength(2);
  });

  it('SCEN-RECON-3 (U35): First Reconnaissance stacks the countryside tiles by number', () => {
    const s = createGame({ ...solo, scenario: 'first-reconnaissance' });
    expect(s.map.tiles.map((t) => t.tile)).toEqual(['start-a', 'countryside-1', 'countryside-2']);
    expect(s.tileDeck.slice(0, 6)).toEqual([
      'countryside-3',
      'countryside-4',
      'countryside-5',
      'countryside-6',
      'countryside-7',
      'countryside-8',
    ]);
  });

  it('SCEN-DUMMY-1/2: solo games add a dummy with 16 cards and its hero’s three crystals', () => {
    const s = createGame({ ...solo, options: { dummyHero: 'goldyx' } });
    const dummy = s.players.find((p) => p.kind === 'dummy');
    expect(dummy?.hero).toBe('goldyx');
    expect(dummy?.deck).toHaveLength(16);
    expect(dummy?.crystals).toEqual({ red: 0, blue: 1, green: 2, white: 0 });
  });

  it('SCEN-SOLO-CONQ-5: the interactive spells are out of the solo spell deck', () => {
    const s = createGame(solo);
    const all = [...s.decks.spells, ...s.offers.spells].map((c) => c.split('#')[0]);
    for (const id of ['mana-meltdown', 'mana-claim', 'mind-read', 'energy-flow'])
      expect(all).not.toContain(id);
  });

  it('SETUP-P9 / SCEN-SOLOSKILL-1: the competitive interactive skill is removed in solo', () => {
    const s = createGame(solo);
    const pile = s.players[0]?.skillPile ?? [];
    expect(pile.some((id) => skillDef(id).interactive === 'competitive')).toBe(false);
    expect(pile.some((id) => skillDef(id).interactive === 'cooperative')).toBe(true);
    expect(pile).toHaveLength(10);
    const versus = createGame({
      scenario: 'first-reconnaissance',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 1,
    });
    expect(
      versus.players[0]?.skillPile.some((id) => skillDef(id).interactive === 'competitive'),
    ).toBe(true);
  });

  it('playerView hides other hands, deck order, face-down tokens, the tile stack and the rng', () => {
    const s = createGame({
      scenario: 'first-reconnaissance',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 5,
    });
    const v = playerView(s, 0);
    expect(v.players[0]?.hand).toEqual(s.players[0]?.hand);
    expect(v.players[1]?.hand.every((c) => c.startsWith('hidden'))).toBe(true);
    expect(v.players[0]?.deck.every((c) => c.startsWith('hidden'))).toBe(true);
    expect(v.tileDeck.every((t) => t.startsWith('hidden-'))).toBe(true);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    const faceDown = Object.values(v.map.hexes)
      .flatMap((h) => h.enemies)
      .filter((e) => !e.faceUp);
    for (const e of faceDown) expect(e.id.startsWith('hidden-')).toBe(true);
  });
});

describe('illegal actions (RuleError, state untouched)', () => {
  it('refuses an action of the wrong player and leaves the state as it was', () => {
    const s = testGame();
    const before = JSON.stringify(s);
    expect(() => applyAction(s, { type: 'end-turn', player: 1 })).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('refuses moving onto an unexplored space with MOVE-3', () => {
    const s = testGame();
    try {
      act(s, { type: 'move', player: 0, to: '9,9' });
      throw new Error('accepted');
    } catch (e) {
      expect(isRuleError(e)).toBe(true);
    }
  });
  it('refuses an unknown action type', () => {
    const s = testGame();
    expect(() => applyAction(s, { type: 'fly', player: 0 } as never)).toThrow(/Unknown action/);
  });
  it('tile positions at setup are the lattice neighbours E_T and NE_T', () => {
    expect(tilePosKey({ a: 1, b: 0 })).toBe('1,0');
  });
});

describe('playerView of face-down map tiles', () => {
  it('SCEN-HOLD-2: Conquer and Hold’s face-down tiles show only their back', () => {
    const s = createGame({
      scenario: 'conquer-and-hold',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 3,
    });
    expect(s.map.hidden?.length ?? 0).toBeGreaterThan(0);
    const v = playerView(s, 0);
    for (const t of v.map.hidden ?? []) expect(t.tile).toMatch(/^hidden-(countryside|core)#/);
  });
});

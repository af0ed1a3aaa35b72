// Rules audit §1–§3: game flow, setup of the full game and the round structure (RULES.md FLOW-*,
// SETUP-*, ROUND-*). Each test names the rule it checks; see src/engine/RULES-COVERAGE.md.
import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../index';
import type { GameState } from '../index';
import { cardDef, heroDef, tileDef, unitDef, ARTIFACTS } from '../content';
import { TERRAIN_COSTS } from '../content/terrain';
import { levelInfo } from '../content/tracks';
import { isBasic } from '../mana/source';
import { drawEnemy } from '../state/piles';
import { commandTokens, heroArmor } from '../state/player';
import { handLimitFor, isWound, takeWounds } from '../state/cards';
import { scenarioDef } from '../scenarios';
import { tacticsFor } from '../flow/tactics';
import {
  act,
  card,
  edit,
  handCard,
  newCtx,
  refusal,
  testGame,
  withHand,
  withUnits,
} from '../testing/builders';
import { endTurn, toNextRound } from './helpers';

const game = (scenario: Parameters<typeof createGame>[0]['scenario'], heroes: string[], seed = 3) =>
  createGame({
    scenario,
    players: heroes.map((hero) => ({ hero: hero as never, kind: 'human' as const })),
    seed,
  });

describe('§1 game flow', () => {
  it('FLOW-2a / SETUP-10: round order tokens start in hero-choice order, first chooser on top', () => {
    const s = game('full-conquest', ['krang', 'tovak', 'goldyx']);
    expect(s.round.order).toEqual([0, 1, 2]);
  });

  it('FLOW-3 / FLOW-4 / ROUND-5a: rounds are played until the round limit; then the game is scored', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const limit = scenarioDef('solo-conquest').rounds(1);
    s = edit(s, (d) => void (d.round.number = limit));
    s = toNextRound(s);
    expect(s.gameOver?.reason).toBe('round-limit');
    expect(s.gameOver?.scores.length).toBeGreaterThan(0);
  });

  it('FLOW-5: once the game is over, its outcome is scored and no action is accepted', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    s = edit(s, (d) => void (d.round.number = scenarioDef('solo-conquest').rounds(1)));
    s = toNextRound(s);
    expect(s.gameOver).not.toBeNull();
    expect(legalActions(s)).toEqual([]);
    expect(refusal(s, { type: 'end-turn', player: 0 })).toBe('FLOW-5');
  });

  it('ROUND-5b: before the round limit the next round is prepared instead', () => {
    const s = toNextRound(testGame({ scenario: 'solo-conquest' }));
    expect(s.gameOver).toBeNull();
    expect(s.round.number).toBe(2);
  });
});

describe('§2 setup of the main area', () => {
  it('SETUP-1: every shield starts on 0 Fame and the central 0 of the Reputation track', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    for (const p of s.players) {
      expect(p.fame).toBe(0);
      expect(p.reputation).toBe(0);
    }
  });

  it('SETUP-2: enemy tokens sorted by back into face-down piles (6 colours + ruins = 7); a used-up pile is rebuilt from its discards', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    const colors = Object.keys(s.enemyPiles).sort();
    expect(colors).toEqual(['brown', 'green', 'grey', 'red', 'violet', 'white']);
    expect(colors.length + 1).toBe(7); // + the ruins pile
    expect(s.ruinsPile.draw.length).toBeGreaterThan(0);
    for (const c of colors) {
      const pile = s.enemyPiles[c as keyof typeof s.enemyPiles];
      for (const id of pile.draw) expect(id.split('#')[0]).toBeTruthy();
      expect(pile.discard).toEqual([]);
    }
    const emptied = edit(s, (d) => {
      d.enemyPiles.green.discard = [...d.enemyPiles.green.draw];
      d.enemyPiles.green.draw = [];
    });
    const after = edit(emptied, (d) => void drawEnemy(d, 'green'));
    expect(after.enemyPiles.green.discard).toEqual([]);
    expect(after.enemyPiles.green.draw.length).toBe(emptied.enemyPiles.green.discard.length - 1);
  });

  it('SETUP-3: the artifact deck is shuffled face down; artifacts are never displayed as an offer', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    expect(s.decks.artifacts).toHaveLength(ARTIFACTS.length);
    expect(Object.keys(s.offers)).not.toContain('artifacts');
  });

  it('SETUP-4 / WOUND-1: Wounds come from the Wound pile into the hand', () => {
    let s = testGame();
    const pile = s.woundPile;
    expect(pile).toBeGreaterThan(0);
    const hand = s.players[0]?.hand.length ?? 0;
    s = edit(s, (d) => {
      const p = d.players[0];
      if (p) takeWounds(d, p, 2, 'hand', newCtx());
    });
    expect(s.woundPile).toBe(pile - 2);
    expect(s.players[0]?.hand.filter(isWound)).toHaveLength(2);
    expect(s.players[0]?.hand).toHaveLength(hand + 2);
  });

  it('SETUP-5 / SETUP-6: 3 spells and 3 advanced actions on offer, the rest in face-down decks', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    expect(s.offers.spells).toHaveLength(3);
    expect(s.offers.advancedActions).toHaveLength(3);
    for (const c of s.offers.spells) expect(cardDef(c).type).toBe('spell');
    for (const c of s.offers.advancedActions) expect(cardDef(c).type).toBe('advanced-action');
  });

  it('SETUP-7: the Common Skill offer starts empty', () => {
    expect(game('full-conquest', ['tovak', 'goldyx']).offers.skills).toEqual([]);
  });

  it('SETUP-8: Regular (silver) and Elite (gold) units are two separate shuffled decks', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    expect(s.decks.regularUnits.every((u) => !unitDef(u).elite)).toBe(true);
    expect(s.decks.eliteUnits.every((u) => unitDef(u).elite)).toBe(true);
    expect(s.decks.eliteUnits.length).toBeGreaterThan(0);
  });

  it('SETUP-9 / SCEN-DUMMY-4: the Unit offer shows real players + 2 Regular units (the dummy does not count)', () => {
    const duo = game('full-conquest', ['tovak', 'goldyx']);
    expect(duo.offers.units).toHaveLength(4);
    expect(duo.offers.units.every((u) => !unitDef(u).elite)).toBe(true);
    const solo = game('solo-conquest', ['tovak']);
    expect(solo.players.some((p) => p.kind === 'dummy')).toBe(true);
    expect(solo.offers.units).toHaveLength(3);
  });

  it('SETUP-11 / ROUND-1: the game starts by Day', () => {
    expect(game('full-conquest', ['tovak', 'goldyx']).round.time).toBe('day');
  });

  it('SETUP-11a / REF-1: the Day/Night board terrain costs', () => {
    expect(TERRAIN_COSTS.plains).toEqual({ day: 2, night: 2 });
    expect(TERRAIN_COSTS.hills).toEqual({ day: 3, night: 3 });
    expect(TERRAIN_COSTS.forest).toEqual({ day: 3, night: 5 });
    expect(TERRAIN_COSTS.wasteland).toEqual({ day: 4, night: 4 });
    expect(TERRAIN_COSTS.desert).toEqual({ day: 5, night: 3 });
    expect(TERRAIN_COSTS.swamp).toEqual({ day: 5, night: 5 });
    expect(TERRAIN_COSTS.lake).toEqual({ day: null, night: null });
    expect(TERRAIN_COSTS.mountain).toEqual({ day: null, night: null });
  });

  it('SETUP-11b / SCEN-DUMMY-4: real players + 2 dice, at least half of them basic colours', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = game('full-conquest', ['tovak', 'goldyx', 'krang'], seed);
      expect(s.source.dice).toHaveLength(5);
      expect(s.source.dice.filter((d) => isBasic(d.color)).length).toBeGreaterThanOrEqual(3);
    }
    const solo = game('solo-conquest', ['tovak']);
    expect(solo.source.dice).toHaveLength(3);
  });

  it('SETUP-12 / SETUP-13: the Day tactics are displayed, the Night tactics set aside', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    expect(s.round.tacticsOffer).toEqual(tacticsFor('day', []));
    expect(s.round.tacticsOffer).toHaveLength(6);
  });

  it('SETUP-14a–14c: the tile deck is the chosen Countryside tiles on top of the shuffled Core tiles (city and non-city counts per scenario)', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    const setup = scenarioDef('full-conquest').setup(2);
    // 2 countryside tiles went out at setup (wedge, SETUP-15a).
    const deck = s.tileDeck.map(tileDef);
    const cs = deck.filter((t) => t.kind === 'countryside').length;
    expect(cs).toBe(setup.tiles.countryside - 2);
    const firstCore = deck.findIndex((t) => t.kind === 'core');
    expect(deck.slice(0, firstCore).every((t) => t.kind === 'countryside')).toBe(true);
    expect(deck.slice(firstCore).every((t) => t.kind === 'core')).toBe(true);
    expect(deck.filter((t) => t.kind === 'core' && t.city).length).toBe(setup.tiles.coreCity);
    expect(deck.filter((t) => t.kind === 'core' && !t.city).length).toBe(setup.tiles.coreNonCity);
  });

  it('SETUP-14d: tiles not chosen are set aside (for MOVE-5e.3)', () => {
    const s = game('full-conquest', ['tovak', 'goldyx']);
    const used = new Set([...s.tileDeck, ...s.map.tiles.map((t) => t.tile)]);
    expect(s.tilesAside.length).toBeGreaterThan(0);
    for (const t of s.tilesAside) expect(used.has(t)).toBe(false);
  });

  it('SETUP-15 / SETUP-15a / SCEN-MAP-0: starting tile A with 2 tiles (wedge), B with 3 (open map), taken from the scenario tile deck', () => {
    const wedge = game('full-conquest', ['tovak', 'goldyx']);
    expect(wedge.map.tiles.map((t) => t.tile)[0]).toBe('start-a');
    expect(wedge.map.tiles).toHaveLength(3);
    expect(wedge.map.tiles.slice(1).every((t) => tileDef(t.tile).kind === 'countryside')).toBe(
      true,
    );
    const open = game('full-conquest', ['tovak', 'goldyx', 'krang', 'arythea']);
    expect(open.map.tiles[0]?.tile).toBe('start-b');
    expect(open.map.tiles).toHaveLength(4);
    const setup = scenarioDef('full-conquest').setup(4);
    expect(open.tileDeck.length).toBe(
      setup.tiles.countryside + setup.tiles.coreCity + setup.tiles.coreNonCity - 3,
    );
  });

  it('SETUP-15b: sites on the tiles revealed at setup are set up as when revealed (rampaging enemies get their token)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = game('full-conquest', ['tovak', 'goldyx'], seed);
      for (const h of Object.values(s.map.hexes))
        if (h.site?.type === 'orcs' || h.site?.type === 'draconum')
          expect(h.enemies).toHaveLength(1);
    }
  });
});

describe('§2.2 setup of the player area', () => {
  const s = game('full-conquest', ['tovak', 'goldyx']);
  const p = s.players[0];
  if (!p) throw new Error('no player');

  it('SETUP-P1 / SETUP-P13: a hero card with an empty Inventory; no crystals, units or skills at the start', () => {
    expect(p.hero).toBe('tovak');
    expect(p.crystals).toEqual({ red: 0, blue: 0, green: 0, white: 0 });
    expect(p.units).toEqual([]);
    expect(p.skills).toEqual([]);
  });

  it('SETUP-P2 / SETUP-P3: level 1 shows Armor 2 and Hand limit 5; one Command token', () => {
    expect(p.level).toBe(1);
    expect(heroArmor(p)).toBe(2);
    expect(levelInfo(1).handLimit).toBe(5);
    expect(commandTokens(p)).toBe(1);
  });

  it('SETUP-P4 / SETUP-P5: a shuffled deck of the hero’s 16 Basic Actions; 5 cards drawn', () => {
    expect(p.hand).toHaveLength(5);
    expect(p.hand.length + p.deck.length).toBe(16);
    for (const c of [...p.hand, ...p.deck]) expect(cardDef(c).type).toBe('basic-action');
    expect([...p.hand, ...p.deck].map((c) => c.split('#')[0]).sort()).toEqual(
      [...heroDef('tovak').deck].sort(),
    );
  });

  it('SETUP-P6: the discard pile starts empty', () => {
    expect(p.discard).toEqual([]);
  });

  it('SETUP-P7: the hero figure starts off the map and enters on the portal in the first turn', () => {
    expect(p.position).toBeNull();
    const t = testGame();
    const pos = t.players[0]?.position ?? '';
    expect(t.map.hexes[pos]?.site?.type).toBe('portal');
  });

  it('SETUP-P9 / SETUP-P10: a face-down pile of the hero’s skill tokens; gained skills separate', () => {
    expect(p.skillPile.length).toBeGreaterThanOrEqual(9);
    for (const sk of p.skillPile) expect(heroDef('tovak').skills).toContain(sk);
    expect(p.skills).toEqual([]);
  });
});

describe('§3 round preparation (ROUND-2)', () => {
  it('ROUND-1 / ROUND-2a: Day and Night alternate', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    s = toNextRound(s);
    expect(s.round.time).toBe('night');
    s = toNextRound(s);
    expect(s.round.time).toBe('day');
    expect(s.round.number).toBe(3);
  });

  it('ROUND-2b: all Source dice are rerolled and free again, at least half basic', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    s = edit(s, (d) => {
      for (const die of d.source.dice) die.takenBy = 0;
    });
    s = edit(s, (d) => {
      const t = d.turn;
      if (t) t.diceUsed = d.source.dice.map((x) => x.id);
    });
    s = toNextRound(s);
    expect(s.source.dice.every((d) => d.takenBy === null)).toBe(true);
    expect(s.source.dice.filter((d) => isBasic(d.color)).length).toBeGreaterThanOrEqual(
      Math.ceil(s.source.dice.length / 2),
    );
  });

  it('ROUND-2c.1 / ROUND-2c.3 / ROUND-2c.4: offered units go under their decks; real players + 2 new Regular units while no Core tile is out', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const before = [...s.offers.units];
    s = toNextRound(s);
    expect(s.offers.units).toHaveLength(3);
    expect(s.offers.units.every((u) => !unitDef(u).elite)).toBe(true);
    const regular = s.decks.regularUnits;
    expect(regular.slice(regular.length - before.length)).toEqual(before);
  });

  it('ROUND-2c.2 / ROUND-2c.6: advanced actions in the Unit offer go under the AA deck; one new per unburned monastery', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const free = Object.keys(s.map.hexes).filter((k) => !s.map.hexes[k]?.site);
    s = edit(s, (d) => {
      for (const h of Object.values(d.map.hexes)) if (h.site?.type === 'monastery') delete h.site;
      const [m, burned] = free;
      const a = d.map.hexes[m ?? ''];
      if (a) a.site = { type: 'monastery' };
      const b = d.map.hexes[burned ?? ''];
      if (b) {
        b.site = { type: 'monastery' };
        b.burned = true;
      }
      const aa = d.decks.advancedActions.shift();
      if (aa) d.offers.monasteryActions = [aa];
    });
    const old = s.offers.monasteryActions[0] ?? '';
    s = toNextRound(s);
    expect(s.offers.monasteryActions).toHaveLength(1);
    expect(s.offers.monasteryActions).not.toContain(old);
    // under the deck (the Solo Conquest dummy takes the lowest AA of the offer, ROUND-2d)
    expect(s.decks.advancedActions[s.decks.advancedActions.length - 1]).toBe(old);
  });

  it('ROUND-2d / ROUND-2e: the lowest AA and spell leave the offers, the rest shift down, a new card comes on top', () => {
    let t = testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] });
    const aa = [...t.offers.advancedActions];
    const sp = [...t.offers.spells];
    t = edit(t, (d) => {
      for (const p of d.players) p.deck = [];
    });
    t = toNextRound(t);
    expect(t.offers.advancedActions.slice(1)).toEqual(aa.slice(0, 2));
    expect(t.offers.spells.slice(1)).toEqual(sp.slice(0, 2));
    expect(t.decks.advancedActions[t.decks.advancedActions.length - 1]).toBe(aa[2]);
    expect(t.decks.spells[t.decks.spells.length - 1]).toBe(sp[2]);
  });

  it('ROUND-2f: the tactics of the new time of day are displayed', () => {
    const s = toNextRound(testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] }));
    expect(s.round.phase).toBe('tactics');
    expect(s.round.tacticsOffer).toEqual(tacticsFor('night', []));
  });

  it('ROUND-2g.1: skill tokens are turned face up again', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    s = edit(s, (d) => {
      d.players[0]?.skills.push({
        id: heroDef('tovak').skills[0] ?? '',
        flipped: true,
        usedThisTurn: true,
        inCenter: false,
      });
    });
    s = toNextRound(s);
    expect(s.players[0]?.skills[0]?.flipped).toBe(false);
  });

  it('ROUND-2g.2 / WOUND-2b: all units are readied, wounded ones too, but stay wounded', () => {
    let s = withUnits(testGame({ scenario: 'solo-conquest' }), 0, ['peasants', 'foresters']);
    s = edit(s, (d) => {
      const [a, b] = d.players[0]?.units ?? [];
      if (a) a.ready = false;
      if (b) {
        b.ready = false;
        b.wounds = 1;
      }
    });
    s = toNextRound(s);
    const units = s.players[0]?.units ?? [];
    expect(units.map((u) => u.ready)).toEqual([true, true]);
    expect(units.map((u) => u.wounds)).toEqual([0, 1]);
  });

  it('ROUND-2g.3 / WOUND-1c: all deed cards — Wounds in hand included — are shuffled into a new deck; ROUND-2g.4: then the hand is drawn', () => {
    let s = withHand(testGame({ scenario: 'solo-conquest' }), 0, ['wound', 'wound', 'march']);
    s = edit(s, (d) => {
      const p = d.players[0];
      if (p) p.discard.push(card('wound'));
    });
    const total = (g: GameState) => {
      const p = g.players[0];
      return (p?.deck.length ?? 0) + (p?.hand.length ?? 0) + (p?.discard.length ?? 0);
    };
    const before = total(s);
    s = toNextRound(s);
    const p = s.players[0];
    expect(p?.discard).toEqual([]);
    expect(p?.hand).toHaveLength(5);
    expect(total(s)).toBe(before);
    expect([...(p?.deck ?? []), ...(p?.hand ?? [])].filter(isWound)).toHaveLength(3);
  });

  it('ROUND-2g.4 / END-7b.1: the new hand is drawn up to the Hand limit, raised next to an own keep', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const pos = s.players[0]?.position ?? '';
    s = edit(s, (d) => {
      const h = d.map.hexes[pos];
      if (h) {
        h.site = { type: 'keep' };
        h.owner = 0;
        h.conquered = true;
      }
    });
    expect(handLimitFor(s, s.players[0] as never)).toBe(6);
    s = toNextRound(s);
    expect(s.players[0]?.hand).toHaveLength(6);
  });
});

describe('§3 tactics and turns', () => {
  it('ROUND-3d: tactics nobody chose are set aside (no longer on display) once all have chosen', () => {
    const s = testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] });
    expect(s.round.phase).toBe('turns');
    const taken = s.players.map((p) => p.tactic);
    for (const t of taken) expect(s.round.tacticsOffer).not.toContain(t);
    const who = s.turn?.player ?? 0;
    const unchosen = s.round.tacticsOffer[0] ?? '';
    expect(refusal(s, { type: 'choose-tactic', player: who, tactic: unchosen })).toBe('ROUND-3a');
  });

  it('ROUND-4c: the scenario end condition is checked at the end of every turn (First Reconnaissance: a city revealed)', () => {
    let s = testGame();
    s = edit(s, (d) => {
      d.cities.push({
        color: 'white',
        level: 1,
        hex: '9,9',
        garrison: [],
        shields: [],
        conquered: false,
        leader: null,
        closed: true,
      });
    });
    expect(s.round.finalTurnsLeft).toBeNull();
    s = endTurn(s);
    expect(s.round.finalTurnsLeft).not.toBeNull();
  });

  it('ROUND-4d: End of Round announced first, then the scenario end met: the announced last turns are played, then the game ends', () => {
    let s = testGame({ scenario: 'first-reconnaissance', heroes: ['tovak', 'goldyx'] });
    // Player A announces (empty deck), player B meets the end condition in their last turn.
    const first = s.turn?.player ?? 0;
    const other = first === 0 ? 1 : 0;
    s = edit(s, (d) => {
      const p = d.players[first];
      if (p) p.deck = [];
      if (d.turn) d.turn.deckEmptyAtStart = true;
    });
    s = act(s, { type: 'announce-end-of-round', player: first });
    expect(s.turn?.player).toBe(other);
    s = edit(s, (d) => {
      d.cities.push({
        color: 'white',
        level: 1,
        hex: '9,9',
        garrison: [],
        shields: [],
        conquered: false,
        leader: null,
        closed: true,
      });
    });
    s = endTurn(s);
    expect(s.gameOver).not.toBeNull();
  });

  it('ROUND-4f / ROUND-2g.4: a “next time you draw” Hand-limit bonus from the last turn of a round carries over to the new round’s draw', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    // The dummy has announced the End of the Round: this is the player's last turn of the round.
    s = edit(s, (d) => {
      const dummy = d.players.find((p) => p.kind === 'dummy');
      d.round.endAnnouncedBy = dummy?.id ?? 1;
      d.round.lastTurnsLeft = [0];
      const p = d.players[0];
      if (p) p.nextDrawBonus = 2; // e.g. the strong effect of a “Hand limit +2 next draw” spell
    });
    s = withHand(s, 0, ['march', 'rage']);
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    s = endTurn(s);
    expect(s.round.number).toBe(2);
    expect(s.players[0]?.hand).toHaveLength(7);
    expect(s.players[0]?.nextDrawBonus).toBe(0);
  });

  it('ROUND-4f: in an ordinary turn the bonus is used by the end-of-turn draw and then gone', () => {
    let s = withHand(testGame({ scenario: 'solo-conquest' }), 0, ['march', 'rage']);
    s = edit(s, (d) => {
      const p = d.players[0];
      if (p) p.nextDrawBonus = 2;
    });
    s = act(s, { type: 'play-card', player: 0, card: handCard(s, 0, 'march'), mode: 'basic' });
    s = endTurn(s);
    expect(s.players[0]?.hand).toHaveLength(7);
    expect(s.players[0]?.nextDrawBonus).toBe(0);
  });
});

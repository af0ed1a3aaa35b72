// Rules audit §13 and §15: the scenario book's general principles (dummy player, solo skills, team
// scoring, standard achievements) and the scenarios (RULES.md SCEN-*).
import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import type { GameState } from '../index';
import { cardDef, heroDef, unitDef } from '../content';
import { inShape } from '../map/map';
import { handLimitFor } from '../state/cards';
import { tunnelCost, tunnelDistance } from '../scenarios/dungeon-lords';
import { SCENARIOS } from '../scenarios';
import { titleBonus } from '../scenarios/scoring';
import { defeatEnemies } from '../combat/defeat';
import { act, edit, inCombat, newCtx, refusal, testGame } from '../testing/builders';
import { endTurn, toNextRound } from './helpers';

const score = (s: GameState) => SCENARIOS[s.setup.scenario].score(s);
const line = (s: GameState, id: string, player: number | 'team' = 0) =>
  score(s)
    .sheets.find((x) => x.player === player)
    ?.lines.find((l) => l.id === id)?.points;

const city = (hex: string, conquered: boolean, leader: number | null = null) => ({
  color: 'white' as const,
  level: 5,
  hex,
  garrison: [],
  shields: leader === null ? [] : [leader],
  conquered,
  leader,
});

describe('§13.3 the dummy player', () => {
  it('SCEN-DUMMY-1 / SCEN-DUMMY-2 / SCEN-DUMMY-3: the dummy takes a remaining hero’s 16-card deck, shuffled, and one crystal per dot of its hero card', () => {
    const s = createGame({
      scenario: 'solo-conquest',
      players: [{ hero: 'tovak', kind: 'human' }],
      seed: 7,
      options: { dummyHero: 'goldyx' },
    });
    const dummy = s.players.find((p) => p.kind === 'dummy');
    expect(dummy?.hero).toBe('goldyx');
    expect(dummy?.deck).toHaveLength(16);
    expect(dummy?.hand).toEqual([]);
    const dots = heroDef('goldyx').crystals;
    const total = Object.values(dummy?.crystals ?? {}).reduce((a, b) => a + b, 0);
    expect(total).toBe(dots.length);
    expect(s.players[0]?.crystals).toEqual({ red: 0, blue: 0, green: 0, white: 0 });
  });

  it('SCEN-DUMMY-5 / SCEN-DUMMY-6: the dummy’s tactic only fixes its place in the round order', () => {
    const s = testGame({ scenario: 'solo-conquest', tactic: 'great-start' });
    const dummy = s.players.find((p) => p.kind === 'dummy');
    expect(dummy?.tactic).not.toBeNull();
    expect(dummy?.hand).toEqual([]); // no "when you take this tactic" benefit (e.g. drawing)
  });

  it('SCEN-DUMMY-8 / SCEN-DUMMY-8a: the dummy reveals 3 cards; with no crystal of the last card’s colour its turn ends', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const d = s.players.findIndex((p) => p.kind === 'dummy');
    s = edit(s, (x) => {
      const dm = x.players[d];
      if (dm) dm.crystals = { red: 0, blue: 0, green: 0, white: 0 };
      x.turn = null;
      x.round.current = x.round.order.indexOf(d);
    });
    const before = s.players[d]?.deck.length ?? 0;
    s = act(s, { type: 'dummy-turn', player: d });
    expect(s.players[d]?.deck).toHaveLength(before - 3);
    expect(s.players[d]?.discard).toHaveLength(3);
  });

  it('SCEN-DUMMY-8b: with crystals of the last card’s colour it reveals that many more', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const d = s.players.findIndex((p) => p.kind === 'dummy');
    const third = s.players[d]?.deck[2] ?? '';
    const color = cardDef(third).colors[0] ?? 'red';
    s = edit(s, (x) => {
      const dm = x.players[d];
      if (dm) {
        dm.crystals = { red: 0, blue: 0, green: 0, white: 0 };
        dm.crystals[color] = 2;
      }
      x.turn = null;
      x.round.current = x.round.order.indexOf(d);
    });
    const before = s.players[d]?.deck.length ?? 0;
    s = act(s, { type: 'dummy-turn', player: d });
    expect(s.players[d]?.deck).toHaveLength(before - 5);
  });

  it('SCEN-DUMMY-8c / SCEN-DUMMY-7: with too few cards it reveals what is left; next turn it announces the End of the Round', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const d = s.players.findIndex((p) => p.kind === 'dummy');
    s = edit(s, (x) => {
      const dm = x.players[d];
      if (dm) dm.deck = dm.deck.slice(0, 2);
      x.turn = null;
      x.round.current = x.round.order.indexOf(d);
    });
    s = act(s, { type: 'dummy-turn', player: d });
    expect(s.players[d]?.deck).toHaveLength(0);
    expect(s.round.endAnnouncedBy).toBeNull();
    s = endTurn(s);
    if (!s.turn && s.round.order[s.round.current] === d)
      s = act(s, { type: 'dummy-turn', player: d });
    expect(s.round.endAnnouncedBy === d || s.round.number === 2).toBe(true);
  });

  it('SCEN-DUMMY-9 / SCEN-DUMMY-10: the lowest AA goes into the dummy’s deck; the lowest spell gives it a crystal of its colour, beyond 3', () => {
    let s = testGame({ scenario: 'solo-conquest' });
    const d = s.players.findIndex((p) => p.kind === 'dummy');
    const aa = s.offers.advancedActions[2] ?? '';
    const spell = s.offers.spells[2] ?? '';
    const color = cardDef(spell).colors[0] ?? 'red';
    s = edit(s, (x) => {
      const dm = x.players[d];
      if (dm) dm.crystals[color] = 3;
    });
    s = toNextRound(s);
    const dm = s.players[d];
    expect([...(dm?.deck ?? []), ...(dm?.discard ?? [])]).toContain(aa);
    expect(dm?.crystals[color]).toBe(4);
    expect(s.decks.spells[s.decks.spells.length - 1]).toBe(spell);
  });
});

describe('§13.4 skills in a solo game', () => {
  it('SCEN-SOLOSKILL-1 / SCEN-SOLOSKILL-2: the dummy’s skill tokens, without the competitive interactive one, lie shuffled next to it', () => {
    const s = testGame({ scenario: 'solo-conquest' });
    const dummy = s.players.find((p) => p.kind === 'dummy');
    const pile = dummy?.skillPile ?? [];
    expect(pile.length).toBeGreaterThan(0);
    for (const sk of pile) expect(heroDef(dummy?.hero ?? 'goldyx').skills).toContain(sk);
  });
});

describe('§13.6 standard achievements', () => {
  it('SCEN-SCORE-1..5: most in a category +3; a tie +1 each, only with at least 1 Fame there', () => {
    expect(titleBonus([4, 2, 0], 0, 'greatest-knowledge')).toBe(3);
    expect(titleBonus([4, 2, 0], 1, 'greatest-knowledge')).toBe(0);
    expect(titleBonus([3, 3, 1], 0, 'greatest-loot')).toBe(1);
    expect(titleBonus([3, 3, 1], 1, 'greatest-loot')).toBe(1);
    expect(titleBonus([0, 0], 0, 'greatest-leader')).toBe(0);
    expect(titleBonus([2, 2], 1, 'greatest-conqueror')).toBe(1);
    expect(titleBonus([6, 2], 0, 'greatest-adventurer')).toBe(3);
  });

  it('SCEN-SCORE-6: the most Wounds lost −3; a tie −1 each, unless among players without Wounds', () => {
    expect(titleBonus([-4, -2], 0, 'greatest-beating')).toBe(-3);
    expect(titleBonus([-4, -4, 0], 1, 'greatest-beating')).toBe(-1);
    expect(titleBonus([0, 0], 0, 'greatest-beating')).toBe(0);
  });

  it('SCEN-SCORE-1: a spell set aside until the end of the round (Time Bending) is still in the player’s deck for scoring', () => {
    const s = edit(testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] }), (d) => {
      const p = d.players[0];
      if (p) p.setAside = ['space-bending#9701'];
    });
    expect(cardDef('space-bending').type).toBe('spell');
    expect(line(s, 'greatest-knowledge', 0)).toBe(2);
  });
});

describe('§15.4 Solo Conquest scoring (SCEN-SOLO-CONQ-9)', () => {
  const solo = (patch: (d: GameState) => void) =>
    edit(testGame({ scenario: 'solo-conquest' }), patch);

  it('SCEN-SOLO-CONQ-9a: base is the Fame, standard achievements, no titles', () => {
    const s = solo((d) => {
      const p = d.players[0];
      if (p) {
        p.fame = 17;
        p.deck.push('fireball#9702');
      }
    });
    expect(line(s, 'fame')).toBe(17);
    expect(line(s, 'greatest-knowledge')).toBe(2);
    expect(score(s).sheets[0]?.lines.some((l) => l.id.startsWith('title-'))).toBe(false);
  });

  it('SCEN-SOLO-CONQ-9b / SCEN-SOLO-CONQ-9c / SCEN-SOLO-CONQ-9d / SCEN-SOLO-CONQ-9f: +10 per city, +15 for all, +30 per round saved, +5 with the End of the Round not announced', () => {
    const s = solo((d) => {
      d.cities = [city('9,9', true, 0), city('8,8', true, 0)];
      d.round.number = 4;
      d.round.endAnnouncedBy = null;
    });
    expect(line(s, 'cities-conquered')).toBe(20);
    expect(line(s, 'all-cities')).toBe(15);
    expect(line(s, 'rounds-saved')).toBe(60);
    expect(line(s, 'round-not-announced')).toBe(5);
    expect(score(s).victory).toBe(true);
  });

  it('SCEN-SOLO-CONQ-9e: +1 per card in the dummy’s Deed deck', () => {
    const s = solo((d) => {
      const dm = d.players.find((p) => p.kind === 'dummy');
      if (dm) dm.deck = dm.deck.slice(0, 7);
    });
    expect(line(s, 'dummy-deck')).toBe(7);
  });

  it('SCEN-SOLO-CONQ-9 / SCEN-SOLO-CONQ-9c: a city never revealed is not conquered — no victory, no +15', () => {
    const s = solo((d) => {
      d.cities = [city('9,9', true, 0)]; // the second city tile is still in the deck
      d.round.number = 6;
    });
    expect(line(s, 'cities-conquered')).toBe(10);
    expect(line(s, 'all-cities')).toBe(0);
    expect(score(s).victory).toBe(false);
  });
});

describe('§15 conquest scenarios', () => {
  it('SCEN-FULL-CONQ-4d: the mission succeeded only if all the scenario’s cities were conquered (unrevealed ones count as not conquered)', () => {
    const s = edit(testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'] }), (d) => {
      d.cities = [city('9,9', true, 0)]; // 2 city tiles in a 2-player game
    });
    expect(score(s).victory).toBe(false);
    const all = edit(s, (d) => {
      d.cities = [city('9,9', true, 0), city('8,8', true, 1)];
    });
    expect(score(all).victory).toBe(true);
  });

  it('SCEN-BLITZ-CONQ-3 / SCEN-FULL-CONQ-3: the end comes when all cities are conquered', () => {
    let s = testGame({ scenario: 'blitz-conquest', heroes: ['tovak', 'goldyx'] });
    s = edit(s, (d) => {
      d.cities = [city('9,9', true, 0), city('8,8', true, 1)];
    });
    s = endTurn(s);
    expect(s.round.finalTurnsLeft).not.toBeNull();
  });
});

describe('§15.7 / §15.9 mission success', () => {
  it('SCEN-MINES-6: the mission succeeded only if all mines were liberated — tiles still in the deck hold mines that were not', () => {
    let s = testGame({ scenario: 'mines-liberation', heroes: ['tovak', 'goldyx'] });
    s = edit(s, (d) => {
      for (const h of Object.values(d.map.hexes))
        if (h.site?.type === 'crystal-mine' || h.site?.type === 'deep-mine') {
          h.conquered = true;
          h.enemies = [];
          h.shields = [0];
        }
    });
    expect(s.tileDeck.length).toBeGreaterThan(0);
    expect(score(s).victory).toBe(false);
  });

  it('SCEN-DUNGEON-6: the mission succeeded only if all tombs and dungeons were conquered — not while tiles are unrevealed', () => {
    let s = testGame({ scenario: 'dungeon-lords', heroes: ['tovak', 'goldyx'] });
    s = edit(s, (d) => {
      const h = Object.values(d.map.hexes).find((x) => !x.site);
      if (h) {
        h.site = { type: 'dungeon' };
        h.conquered = true;
        h.shields = [0];
      }
      for (const x of Object.values(d.map.hexes))
        if (x.site?.type === 'dungeon' || x.site?.type === 'tomb') x.conquered = true;
    });
    expect(s.tileDeck.length).toBeGreaterThan(0);
    expect(score(s).victory).toBe(false);
  });
});

describe('§15.10 Conquer and Hold', () => {
  it('SCEN-HOLD-10 / SCEN-HOLD-11: the Fame of several half-Fame defenders is added up, then halved (rounded up)', () => {
    // Guardsmen: 3 Fame each. Per token: 2 + 2 = 4; added up and halved: ⌈6 / 2⌉ = 3.
    let s = inCombat(testGame(), ['guardsmen', 'guardsmen'], { kind: 'assault' });
    s = edit(s, (d) => {
      for (const e of d.combat?.enemies ?? []) e.fameFactor = 0.5;
    });
    const fame = s.players[0]?.fame ?? 0;
    const [a, b] = s.combat?.enemies.map((e) => e.id) ?? [];
    s = edit(s, (d) => void defeatEnemies(d, [a ?? ''], newCtx()));
    expect((s.players[0]?.fame ?? 0) - fame).toBe(2); // ⌈3 / 2⌉
    s = edit(s, (d) => void defeatEnemies(d, [b ?? ''], newCtx()));
    expect((s.players[0]?.fame ?? 0) - fame).toBe(3);
  });

  it('COMBAT-1a.1 / SCEN-HOLD-9b: a single half-Fame defender gives half its Fame, rounded up', () => {
    let s = inCombat(testGame(), ['guardsmen'], { kind: 'assault' });
    s = edit(s, (d) => {
      for (const e of d.combat?.enemies ?? []) e.fameFactor = 0.5;
    });
    s = edit(s, (d) => void defeatEnemies(d, [d.combat?.enemies[0]?.id ?? ''], newCtx()));
    expect(s.players[0]?.fame).toBe(2);
  });
});

describe('§13.1 map shapes and §15 scenario set-ups', () => {
  it('SCEN-MAP-2 / SCEN-MAP-3: the open map allows 5 columns of tiles (4 or 3 when limited, 4 opening further to one side)', () => {
    const cols = (shape: Parameters<typeof inShape>[0]) =>
      [-3, -2, -1, 0, 1, 2, 3].filter((b) => inShape(shape, { a: 5, b }));
    expect(cols('open-5')).toEqual([-2, -1, 0, 1, 2]);
    expect(cols('open-4')).toHaveLength(4);
    expect(cols('open-3')).toEqual([-1, 0, 1]);
    expect(SCENARIOS['full-conquest'].setup(4).shape).toBe('open-5');
    expect(SCENARIOS['blitz-conquest'].setup(4).shape).toBe('open-4');
  });

  it('SCEN-RECON-1 / SCEN-RECON-7: First Reconnaissance lasts 3 rounds (4 solo)', () => {
    expect(SCENARIOS['first-reconnaissance'].rounds(2)).toBe(3);
    expect(SCENARIOS['first-reconnaissance'].rounds(4)).toBe(3);
    expect(SCENARIOS['first-reconnaissance'].rounds(1)).toBe(4);
  });

  it('SCEN-RECON-4 / SCEN-RECON-4c: in the first game the Unit offer holds a unit recruitable in villages', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const s = createGame({
        scenario: 'first-reconnaissance',
        players: [
          { hero: 'tovak', kind: 'human' },
          { hero: 'goldyx', kind: 'human' },
        ],
        seed,
      });
      expect(s.offers.units.some((u) => unitDef(u).recruitSites.includes('village'))).toBe(true);
    }
  });

  it('SCEN-RECON-4d: no Elite units are dealt, even once a Core tile is out', () => {
    let s = testGame();
    s = edit(s, (d) => void d.map.tiles.push({ tile: 'core-1', pos: '7,7' }));
    s = toNextRound(s);
    expect(s.offers.units.every((u) => !unitDef(u).elite)).toBe(true);
  });

  it('SCEN-RECON-6: most Fame wins; tied players share the victory', () => {
    const s = edit(testGame({ heroes: ['tovak', 'goldyx'] }), (d) => {
      for (const p of d.players) p.fame = 9;
    });
    expect(score(s).winners.sort()).toEqual([0, 1]);
  });

  it('SCEN-SOLO-CONQ-1 / SCEN-SOLO-CONQ-2 / SCEN-SOLO-CONQ-4: one player, 6 rounds, a wedge of 7 + 2 + 2 tiles, one standard dummy', () => {
    const sc = SCENARIOS['solo-conquest'];
    expect(sc.rounds(1)).toBe(6);
    expect(sc.setup(1)).toMatchObject({
      shape: 'wedge',
      tiles: { countryside: 7, coreCity: 2, coreNonCity: 2 },
    });
    const s = testGame({ scenario: 'solo-conquest' });
    expect(s.players.filter((p) => p.kind === 'dummy')).toHaveLength(1);
  });

  it('SCEN-BLITZ-CONQ-4: Blitz Conquest scores standard achievements and cities like Full Conquest', () => {
    const s = edit(testGame({ scenario: 'blitz-conquest', heroes: ['tovak', 'goldyx'] }), (d) => {
      d.cities = [city('9,9', true, 0)];
    });
    expect(line(s, 'city-conquests', 0)).toBe(7);
    expect(line(s, 'greatest-knowledge', 0)).toBeDefined();
  });

  it('SCEN-DRUID-6: Druid Nights scores the standard achievements; most Fame wins', () => {
    const s = edit(testGame({ scenario: 'druid-nights', heroes: ['tovak', 'goldyx'] }), (d) => {
      const p = d.players[1];
      if (p) p.fame = 12;
    });
    expect(line(s, 'greatest-beating', 0)).toBeDefined();
    expect(score(s).winners).toEqual([1]);
  });

  it('SCEN-RETURN-3a: once the end of the Night is announced, no more PvP', () => {
    let s = testGame({ scenario: 'only-one-returns', heroes: ['tovak', 'goldyx'] });
    const me = s.turn?.player ?? 0;
    const other = me === 0 ? 1 : 0;
    s = edit(s, (d) => {
      const o = d.players[other];
      if (o) o.position = '1,0';
      const h = d.map.hexes['1,0'];
      if (h) h.terrain = 'plains';
      d.round.endAnnouncedBy = other;
      d.round.lastTurnsLeft = [me];
      if (d.turn) {
        d.turn.movePoints = 2;
        d.turn.phase = 'move';
      }
      const p = d.players[me];
      if (p) p.position = '0,0';
      if (d.turn) d.turn.path = ['0,0'];
    });
    s = act(s, { type: 'move', player: me, to: '1,0' });
    expect(refusal(s, { type: 'pvp-attack', player: me })).toBe('MOVE-8e.2');
  });
});

describe('§15.9 Dungeon Lords tunnels', () => {
  /** Two conquered dungeons: the hero on the first. */
  function tunnels(from: string, to: string) {
    return edit(testGame({ scenario: 'dungeon-lords', heroes: ['tovak', 'goldyx'] }), (d) => {
      for (const k of [from, to]) {
        const h = d.map.hexes[k];
        if (h) {
          h.site = { type: k === from ? 'dungeon' : 'tomb' };
          h.conquered = true;
          h.terrain = 'plains';
        }
      }
      const me = d.turn?.player ?? 0;
      const p = d.players[me];
      if (p) p.position = from;
      if (d.turn) {
        d.turn.path = [from];
        d.turn.phase = 'move';
      }
    });
  }

  it('SCEN-DUNGEON-4e / SCEN-DUNGEON-4e.1 / SCEN-DUNGEON-4e.2 / SCEN-DUNGEON-4e.3: from a conquered dungeon to a conquered tomb for 2 Move + 1 per space', () => {
    let s = tunnels('0,-1', '1,0'); // 2 spaces apart
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => void (d.turn && (d.turn.movePoints = tunnelCost(2) - 1)));
    expect(tunnelDistance(s, '0,-1', '1,0')).toBe(2);
    expect(refusal(s, { type: 'scenario-action', player: me, id: 'tunnel', hex: '1,0' })).toBe(
      'SCEN-DUNGEON-4e.3',
    );
    s = edit(s, (d) => void (d.turn && (d.turn.movePoints = 4)));
    s = act(s, { type: 'scenario-action', player: me, id: 'tunnel', hex: '1,0' });
    expect(s.players[me]?.position).toBe('1,0');
    expect(s.turn?.movePoints).toBe(0);
  });

  it('SCEN-DUNGEON-4e.4: distance over revealed spaces, never through lakes or swamps; no route, no tunnel', () => {
    const s = edit(tunnels('0,-1', '1,0'), (d) => {
      // close every route between them with lakes around the target
      for (const k of ['0,0', '1,-1', '2,-1', '2,0', '1,1', '0,1'])
        if (d.map.hexes[k]) (d.map.hexes[k] as { terrain: string }).terrain = 'lake';
    });
    expect(tunnelDistance(s, '0,-1', '1,0')).toBeNull();
    const me = s.turn?.player ?? 0;
    const st = edit(s, (d) => void (d.turn && (d.turn.movePoints = 9)));
    expect(refusal(st, { type: 'scenario-action', player: me, id: 'tunnel', hex: '1,0' })).toBe(
      'SCEN-DUNGEON-4e.4',
    );
  });
});

describe('§15.10 Conquer and Hold: keeps and towers together', () => {
  it('SCEN-HOLD-9 / SCEN-HOLD-9d: next to an own keep and an own mage tower, both benefits apply (Hand limit and mana)', () => {
    let s = testGame({ scenario: 'conquer-and-hold', heroes: ['tovak', 'goldyx'] });
    const me = s.turn?.player ?? 0;
    const other = me === 0 ? 1 : 0;
    s = edit(s, (d) => {
      const keep = d.map.hexes['1,0'];
      if (keep) {
        keep.site = { type: 'keep' };
        keep.owner = other;
        keep.conquered = true;
      }
      const tower = d.map.hexes['1,-1'];
      if (tower) {
        tower.site = { type: 'mage-tower' };
        tower.owner = other;
        tower.conquered = true;
      }
      const o = d.players[other];
      if (o) o.position = '0,0';
    });
    s = endTurn(s);
    expect(s.turn?.player).toBe(other);
    expect(s.turn?.manaTokens).toContain('gold'); // SCEN-HOLD-9c
    const o = s.players[other];
    expect(o && handLimitFor(s, o)).toBe(6); // END-7b.1: one own keep
  });
});

describe('§15.9 secret dungeons and §13.5 team scoring', () => {
  it('SCEN-DUNGEON-4b: a secret dungeon works like a dungeon: a brown monster, Night rules, no units; a failure discards it and leaves the entrance for a new one', () => {
    let s = testGame({ scenario: 'dungeon-lords', heroes: ['tovak', 'goldyx'] });
    const me = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const h = d.map.hexes['0,-1'];
      if (h) {
        h.site = { type: 'dungeon' };
        h.terrain = 'plains';
      }
      const p = d.players[me];
      if (p) p.position = '0,-1';
      if (d.turn) d.turn.path = ['0,-1'];
    });
    s = act(s, { type: 'enter-site', player: me });
    const monster = s.combat?.enemies[0]?.id ?? '';
    expect(s.combat?.nightRules).toBe(true);
    expect(s.combat?.unitsAllowed).toBe(false);
    expect(s.enemyPiles.brown.draw).not.toContain(monster);
    for (let i = 0; i < 10 && s.combat; i++) {
      const dmg =
        s.combat.phase === 'damage'
          ? { type: 'assign-damage' as const, player: me, enemy: monster, attack: 0, to: 'hero' }
          : null;
      s = act(s, dmg ?? { type: 'end-combat-phase', player: me });
    }
    expect(s.combat).toBeNull();
    expect(s.enemyPiles.brown.discard).toContain(monster);
    expect(s.map.hexes['0,-1']?.conquered ?? false).toBe(false);
    expect(s.map.hexes['0,-1']?.site?.type).toBe('dungeon');
  });

  it('SCEN-TEAM-9 / SCEN-FULL-COOP-6: the cooperative team has one shared score sheet', () => {
    const s = testGame({ scenario: 'full-cooperation', heroes: ['tovak', 'goldyx'] });
    const sheets = score(s).sheets;
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.player).toBe('team');
  });
});

describe('§13.4 skills in a solo game, not in co-op', () => {
  const levelUp = (s: GameState): GameState => {
    const me = s.turn?.player ?? 0;
    let x = edit(s, (d) => {
      const p = d.players[me];
      if (p) {
        p.fame = 3;
        p.hand = ['march#9901', 'rage#9902'];
      }
    });
    x = act(x, { type: 'play-card', player: me, card: 'march#9901', mode: 'basic' });
    x = act(x, { type: 'end-turn', player: me });
    const own = x.pending[x.pending.length - 1]?.options.find((o) => o.startsWith('own:')) ?? '';
    return act(x, { type: 'choose', player: me, option: own });
  };

  it('SCEN-SOLOSKILL-3: in a solo game each skill gained reveals one dummy skill token into the common offer', () => {
    const s = levelUp(testGame({ scenario: 'solo-conquest' }));
    const dummy = s.players.find((p) => p.kind === 'dummy');
    const fromDummy = s.offers.skills.filter((k) =>
      heroDef(dummy?.hero ?? 'goldyx').skills.includes(k),
    );
    expect(fromDummy).toHaveLength(1);
  });

  it('SCEN-SOLOSKILL-3: not in a cooperative game (it is a solo rule): no dummy token is revealed', () => {
    const s = levelUp(testGame({ scenario: 'full-cooperation', heroes: ['tovak', 'goldyx'] }));
    const dummy = s.players.find((p) => p.kind === 'dummy');
    const fromDummy = s.offers.skills.filter((k) =>
      heroDef(dummy?.hero ?? 'norowas').skills.includes(k),
    );
    expect(fromDummy).toEqual([]);
  });
});

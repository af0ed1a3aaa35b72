// SCEN-FULL-CONQ-5: Full Conquest for 4 in teams with only two city Core tiles ('team-two-cities').
import { describe, expect, it } from 'vitest';
import { tileDef } from '../content';
import { createGame, validateSetup, VARIANTS } from '../index';
import { SCENARIOS } from '../scenarios';
import { endGame } from '../flow/round';
import { placeTile } from '../map/map';
import { edit, newCtx } from '../testing/builders';
import { endTurn } from '../scenarios/test-kit';
import {
  TEAMS,
  allTiles,
  cityTiles,
  revealCities,
  ruleOf,
  setupOf,
  toTurn,
  twoCitiesConquered,
  variantGame,
} from './test-kit';

const TWO = ['team-play', 'team-two-cities'];

describe('Full Conquest, team play with two cities (SCEN-FULL-CONQ-5)', () => {
  it('SCEN-FULL-CONQ-5: a variant for 4-player Full Conquest in teams; its setup numbers', () => {
    const v = VARIANTS.find((x) => x.id === 'team-two-cities');
    expect(v).toMatchObject({
      ruleIds: ['SCEN-FULL-CONQ-5'],
      scenarios: ['full-conquest'],
      minPlayers: 4,
      maxPlayers: 4,
      requires: ['team-play'],
    });
    const sc = SCENARIOS['full-conquest'];
    expect(sc.setup(4, TWO)).toEqual({
      shape: 'open-5',
      tiles: { countryside: 11, coreCity: 2, coreNonCity: 3 },
      cityLevels: [10, 10],
    });
    // Without it (and for fewer players) the book's numbers stay.
    expect(sc.setup(4, ['team-play'])).toEqual(sc.setup(4));
    expect(sc.setup(4).tiles.coreCity).toBe(4);
  });

  it('SCEN-FULL-CONQ-5: the tile deck holds exactly 2 city Core tiles, the 3 non-city Core tiles and 11 Countryside tiles', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = variantGame('full-conquest', 4, TWO, seed);
      const tiles = allTiles(s);
      expect(cityTiles(s), `seed ${seed}`).toHaveLength(2);
      const kinds = tiles.map((t) => tileDef(t));
      expect(kinds.filter((t) => t.kind === 'core' && !t.city)).toHaveLength(3);
      expect(kinds.filter((t) => t.kind === 'countryside')).toHaveLength(11); // the first ones on the map included
      // The other two city tiles are set aside.
      expect(s.tilesAside.filter((t) => tileDef(t).city)).toHaveLength(2);
      // Four cities with team play alone.
      expect(cityTiles(variantGame('full-conquest', 4, ['team-play'], seed))).toHaveLength(4);
    }
  });

  it('SCEN-FULL-CONQ-5: both cities have level 10 by default; higher levels can be agreed', () => {
    const s = revealCities(variantGame('full-conquest', 4, TWO, 3, { teams: TEAMS }));
    expect(s.cities.map((c) => c.level)).toEqual([10, 10]);
    expect(s.cities.every((c) => c.garrison.length >= 5)).toBe(true);
    const higher = revealCities(
      variantGame('full-conquest', 4, TWO, 3, { teams: TEAMS, cityLevels: [11, 10] }),
    );
    expect(higher.cities.map((c) => c.level)).toEqual([11, 10]);
  });

  it('SCEN-FULL-CONQ-5: refused with a lower city level, without team play, with fewer players or elsewhere', () => {
    expect(() => validateSetup(setupOf('full-conquest', 4, TWO))).not.toThrow();
    // Given teams are team play too (SCEN-TEAM-1).
    expect(() =>
      validateSetup(setupOf('full-conquest', 4, ['team-two-cities'], 1, { teams: TEAMS })),
    ).not.toThrow();
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 4, ['team-two-cities'])))).toBe(
      'SCEN-FULL-CONQ-5',
    );
    expect(() => createGame(setupOf('full-conquest', 4, ['team-two-cities']))).toThrow(/team-play/);
    expect(
      ruleOf(() => validateSetup(setupOf('full-conquest', 4, TWO, 1, { cityLevels: [9, 10] }))),
    ).toBe('SCEN-FULL-CONQ-5');
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 3, ['team-two-cities'])))).toBe(
      'SCEN-FULL-CONQ-5',
    );
    expect(ruleOf(() => validateSetup(setupOf('blitz-conquest', 4, ['team-two-cities'])))).toBe(
      'SCEN-FULL-CONQ-5',
    );
    expect(ruleOf(() => validateSetup(setupOf('only-one-returns', 4, TWO)))).toBe(
      'SCEN-FULL-CONQ-5',
    );
  });

  it('SCEN-FULL-CONQ-5 / SCEN-FULL-CONQ-3: with both cities conquered the game ends after a last turn each', () => {
    let s = twoCitiesConquered(
      revealCities(toTurn(variantGame('full-conquest', 4, TWO, 3, { teams: TEAMS }))),
    );
    expect(s.tileDeck.some((t) => tileDef(t).city)).toBe(false);
    s = endTurn(s);
    expect(s.round.finalTurnsLeft).not.toBeNull();
    for (let i = 0; i < 4 && !s.gameOver; i++) s = endTurn(s);
    expect(s.gameOver?.reason).toBe('scenario-end');
    expect(s.gameOver?.victory).toBe(true); // SCEN-FULL-CONQ-4d: all (both) cities conquered

    // The same two conquered cities with four city tiles: two are still to be found.
    let four = toTurn(variantGame('full-conquest', 4, ['team-play'], 3, { teams: TEAMS }));
    four = edit(four, (d) => {
      const t = d.tileDeck.filter((x) => tileDef(x).city).slice(0, 2);
      d.tileDeck = d.tileDeck.filter((x) => !t.includes(x));
      t.forEach((x, i) => placeTile(d, x, { a: 9 + 3 * i, b: 9 }, newCtx(), null));
    });
    four = endTurn(twoCitiesConquered(four));
    expect(four.round.finalTurnsLeft).toBeNull();
  });

  it('SCEN-FULL-CONQ-5 / SCEN-FULL-CONQ-4 / SCEN-TEAM-9: city scoring per team with two cities', () => {
    const s = edit(
      twoCitiesConquered(
        revealCities(toTurn(variantGame('full-conquest', 4, TWO, 3, { teams: TEAMS }))),
      ),
      (d) => endGame(d, 'round-limit', newCtx()),
    );
    const sheets = s.gameOver?.scores ?? [];
    const line = (team: number, id: string) =>
      sheets.find((x) => x.team === team)?.lines.find((l) => l.id === id)?.points;
    expect(line(0, 'city-conquests')).toBe(7); // player 0 leads the first city
    expect(line(1, 'city-conquests')).toBe(7); // player 3 leads the second
    expect(line(0, 'title-city-conqueror')).toBe(2); // a tie between the teams
    expect(line(1, 'title-city-conqueror')).toBe(2);
    expect(s.gameOver?.victory).toBe(true);

    // One city left unconquered: the mission failed.
    const half = edit(
      revealCities(toTurn(variantGame('full-conquest', 4, TWO, 3, { teams: TEAMS }))),
      (d) => {
        const a = d.cities[0];
        if (a) Object.assign(a, { conquered: true, garrison: [], shields: [0], leader: 0 });
        endGame(d, 'round-limit', newCtx());
      },
    );
    expect(half.gameOver?.victory).toBe(false);
  });

  it('SCEN-FULL-CONQ-5: existing setups are unchanged — the same seed without the variant deals the same decks', () => {
    const a = variantGame('full-conquest', 4, ['team-play'], 7, { teams: TEAMS });
    const b = variantGame('full-conquest', 4, TWO, 7, { teams: TEAMS });
    // Everything drawn before the tile deck is the same; only the city tiles differ.
    expect(b.decks).toEqual(a.decks);
    expect(b.players.map((p) => p.hand)).toEqual(a.players.map((p) => p.hand));
  });
});

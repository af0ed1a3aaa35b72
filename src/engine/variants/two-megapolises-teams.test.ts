// SCEN-FULL-CONQ-5 / VAR-MEGA-8: Full Conquest for 4 in teams with two Megapolises — the two city
// Core tiles of the team game hold all four cities ('team-play' + 'two-megapolises').
import { describe, expect, it } from 'vitest';
import { cityDef, tileDef } from '../content';
import { createGame, validateSetup, VARIANTS } from '../index';
import { SCENARIOS } from '../scenarios';
import { endGame } from '../flow/round';
import { edit, newCtx } from '../testing/builders';
import { endTurn } from '../scenarios/test-kit';
import { cityColors } from '../state/cities';
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

const MEGA = ['team-play', 'two-megapolises'];

describe('Full Conquest, team play with two Megapolises (SCEN-FULL-CONQ-5, VAR-MEGA-8)', () => {
  it('SCEN-FULL-CONQ-5 / VAR-MEGA-8: two Megapolises are also for 4-player Full Conquest in teams; 2 city tiles there', () => {
    const v = VARIANTS.find((x) => x.id === 'two-megapolises');
    expect(v).toMatchObject({
      ruleIds: ['VAR-MEGA-8'],
      maxPlayers: 2,
      conflicts: ['megapolis', 'team-two-cities'],
      teamGame: { scenarios: ['full-conquest'], ruleId: 'SCEN-FULL-CONQ-5' },
    });
    const sc = SCENARIOS['full-conquest'];
    expect(sc.setup(4, MEGA)).toEqual({
      shape: 'open-5',
      tiles: { countryside: 11, coreCity: 2, coreNonCity: 3 },
      cityLevels: [4, 4],
    });
    // With 2 players the book's numbers (already 2 city tiles) stay.
    expect(sc.setup(2, ['two-megapolises'])).toEqual(sc.setup(2));
  });

  it('SCEN-FULL-CONQ-5 / VAR-MEGA-8: the tile deck holds exactly 2 city Core tiles, the 3 non-city Core tiles and 11 Countryside tiles', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = variantGame('full-conquest', 4, MEGA, seed);
      expect(cityTiles(s), `seed ${seed}`).toHaveLength(2);
      const kinds = allTiles(s).map((t) => tileDef(t));
      expect(kinds.filter((t) => t.kind === 'core' && !t.city)).toHaveLength(3);
      expect(kinds.filter((t) => t.kind === 'countryside')).toHaveLength(11);
      // The other two city tiles are set aside (their cities stand in the Megapolises).
      expect(s.tilesAside.filter((t) => tileDef(t).city)).toHaveLength(2);
      expect(s.variants?.teams).toHaveLength(2);
    }
  });

  it('VAR-MEGA-8 / VAR-MEGA-5: both city tiles become Megapolises holding all four cities, at the agreed level (default 8)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = revealCities(variantGame('full-conquest', 4, MEGA, seed, { teams: TEAMS }));
      expect(s.cities, `seed ${seed}`).toHaveLength(2); // VAR-MEGA-7b: two cities for scoring
      expect(new Set(s.cities.flatMap((c) => cityColors(c))).size).toBe(4);
      for (const c of s.cities) {
        expect(c.megapolis).toBeDefined();
        expect([c.level, c.megapolis?.level]).toEqual([4, 4]); // default Megapolis level 8
        expect(c.garrison).toHaveLength(
          (cityDef(c.color).garrison[3] ?? []).length +
            (cityDef(c.megapolis?.color ?? 'white').garrison[3] ?? []).length,
        );
      }
    }
    const high = revealCities(
      variantGame('full-conquest', 4, MEGA, 2, { teams: TEAMS, megapolisLevel: 15 }),
    );
    expect(high.cities.map((c) => [c.level, c.megapolis?.level])).toEqual([
      [8, 7],
      [8, 7],
    ]);
  });

  it('SCEN-FULL-CONQ-5 / VAR-MEGA-8: refused without team play, with 3 players, elsewhere, and together with two cities', () => {
    expect(() => validateSetup(setupOf('full-conquest', 4, MEGA))).not.toThrow();
    // Given teams are team play too (SCEN-TEAM-1).
    expect(() =>
      validateSetup(setupOf('full-conquest', 4, ['two-megapolises'], 1, { teams: TEAMS })),
    ).not.toThrow();
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 4, ['two-megapolises'])))).toBe(
      'SCEN-FULL-CONQ-5',
    );
    expect(() => createGame(setupOf('full-conquest', 4, ['two-megapolises']))).toThrow(
      /team play only/,
    );
    // Not for 3 players (three city tiles) nor other scenarios with 4, team game or not.
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 3, ['two-megapolises'])))).toBe(
      'VAR-MEGA-8',
    );
    expect(ruleOf(() => validateSetup(setupOf('blitz-conquest', 4, ['two-megapolises'])))).toBe(
      'VAR-MEGA-8',
    );
    expect(
      ruleOf(() =>
        validateSetup(setupOf('blitz-conquest', 4, ['two-megapolises'], 1, { teams: TEAMS })),
      ),
    ).toBe('VAR-MEGA-8');
    expect(ruleOf(() => validateSetup(setupOf('conquer-and-hold', 4, ['two-megapolises'])))).toBe(
      'VAR-MEGA-8',
    );
    expect(ruleOf(() => validateSetup(setupOf('only-one-returns', 4, MEGA)))).toBe('VAR-MEGA-8');
    // "… or alternatively two Megapolises": not both ways at once, nor with a single Megapolis.
    expect(
      ruleOf(() => validateSetup(setupOf('full-conquest', 4, [...MEGA, 'team-two-cities']))),
    ).toBe('VAR-0d');
    expect(ruleOf(() => validateSetup(setupOf('full-conquest', 4, [...MEGA, 'megapolis'])))).toBe(
      'VAR-0d',
    );
    // A single Megapolis stays for at most 3 cities (VAR-MEGA-1), team game or not.
    expect(
      ruleOf(() => validateSetup(setupOf('full-conquest', 4, ['team-play', 'megapolis']))),
    ).toBe('VAR-MEGA-1');
  });

  it('SCEN-FULL-CONQ-5 / SCEN-FULL-CONQ-3: with both Megapolises conquered the game ends after a last turn each, the mission succeeded', () => {
    let s = twoCitiesConquered(
      revealCities(toTurn(variantGame('full-conquest', 4, MEGA, 3, { teams: TEAMS }))),
    );
    expect(s.tileDeck.some((t) => tileDef(t).city)).toBe(false);
    s = endTurn(s);
    expect(s.round.finalTurnsLeft).not.toBeNull();
    for (let i = 0; i < 4 && !s.gameOver; i++) s = endTurn(s);
    expect(s.gameOver?.reason).toBe('scenario-end');
    expect(s.gameOver?.victory).toBe(true); // SCEN-FULL-CONQ-4d: all (both) Megapolises conquered
  });

  it('SCEN-FULL-CONQ-4 / VAR-MEGA-7b / SCEN-TEAM-9: each Megapolis scores as one city per team', () => {
    const s = edit(
      twoCitiesConquered(
        revealCities(toTurn(variantGame('full-conquest', 4, MEGA, 3, { teams: TEAMS }))),
      ),
      (d) => endGame(d, 'round-limit', newCtx()),
    );
    const sheets = s.gameOver?.scores ?? [];
    const line = (team: number, id: string) =>
      sheets.find((x) => x.team === team)?.lines.find((l) => l.id === id)?.points;
    expect(line(0, 'city-conquests')).toBe(7);
    expect(line(1, 'city-conquests')).toBe(7);
    expect(line(0, 'title-city-conqueror')).toBe(2);
    expect(s.gameOver?.victory).toBe(true);

    // One Megapolis left unconquered: the mission failed.
    const half = edit(
      revealCities(toTurn(variantGame('full-conquest', 4, MEGA, 3, { teams: TEAMS }))),
      (d) => {
        const a = d.cities[0];
        if (a) Object.assign(a, { conquered: true, garrison: [], shields: [0], leader: 0 });
        endGame(d, 'round-limit', newCtx());
      },
    );
    expect(half.gameOver?.victory).toBe(false);
  });

  it('VAR-MEGA-8: existing setups are unchanged — two Megapolises for 2 players keep the 2 city tiles of the book', () => {
    const s = variantGame('full-conquest', 2, ['two-megapolises'], 4);
    expect(cityTiles(s)).toHaveLength(2);
    expect(SCENARIOS['full-conquest'].setup(2, ['two-megapolises']).cityLevels).toEqual([4, 4]);
    // The same seed with team play alone keeps the four city tiles.
    expect(cityTiles(variantGame('full-conquest', 4, ['team-play'], 4))).toHaveLength(4);
  });
});

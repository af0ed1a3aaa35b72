import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../index';
import type { GameState } from '../index';
import { tileDef, unitDef } from '../content';
import { act, edit, legal, refusal, enemyToken } from '../testing/builders';
import { tilePosKey } from '../hex/hex';
import { SCENARIOS } from '.';
import { HOLD_CORE, HOLD_COUNTRYSIDE } from './conquer-and-hold';
import { placeTile } from '../map/map';
import { newCtx } from '../core/context';
import { endTurn, scenarioGame } from './test-kit';

const score = (s: GameState) => SCENARIOS[s.setup.scenario].score(s);
const sheetLine = (s: GameState, player: number, id: string) =>
  score(s)
    .sheets.find((x) => x.player === player)
    ?.lines.find((l) => l.id === id)?.points;

describe('Full Conquest (SCEN-FULL-CONQ)', () => {
  it('SCEN-FULL-CONQ-1/2: 6 rounds, one city of level 4 per player, wedge or fully open map', () => {
    const sc = SCENARIOS['full-conquest'];
    expect(sc.playable).toBe(true);
    expect(sc.rounds(3)).toBe(6);
    expect(sc.setup(2)).toEqual({
      shape: 'wedge',
      tiles: { countryside: 8, coreCity: 2, coreNonCity: 1 },
      cityLevels: [4, 4],
    });
    expect(sc.setup(4).shape).toBe('open-5');
    const s = createGame({
      scenario: 'full-conquest',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
        { hero: 'norowas', kind: 'human' },
      ],
      seed: 2,
    });
    expect(s.tileDeck.filter((t) => tileDef(t).city)).toHaveLength(3);
  });

  it('SCEN-FULL-CONQ-3: with all cities conquered every player has one last turn', () => {
    let s = scenarioGame('full-conquest', 2, 3);
    const first = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      d.cities = [
        {
          color: 'white',
          level: 4,
          hex: '98,98',
          garrison: [],
          shields: [0],
          conquered: true,
          leader: 0,
        },
        {
          color: 'red',
          level: 4,
          hex: '99,99',
          garrison: [],
          shields: [1],
          conquered: true,
          leader: 1,
        },
      ];
    });
    s = endTurn(s);
    expect(s.round.finalTurnsLeft).not.toBeNull();
    s = endTurn(s);
    expect(s.gameOver).toBeNull();
    expect(s.turn?.player).toBe(first);
    s = endTurn(s);
    expect(s.gameOver?.reason).toBe('scenario-end');
    expect(s.gameOver?.victory).toBe(true);
  });

  it('SCEN-FULL-CONQ-4a/4b/4c: 7 per city led, 4 per city with a shield, Greatest City Conqueror +5', () => {
    const s = edit(scenarioGame('full-conquest', 2, 3), (d) => {
      d.cities = [
        {
          color: 'white',
          level: 4,
          hex: '98,98',
          garrison: [],
          shields: [0, 0, 1],
          conquered: true,
          leader: 0,
        },
        {
          color: 'red',
          level: 4,
          hex: '99,99',
          garrison: [],
          shields: [0],
          conquered: true,
          leader: 0,
        },
      ];
    });
    expect(sheetLine(s, 0, 'city-conquests')).toBe(14);
    expect(sheetLine(s, 1, 'city-conquests')).toBe(4);
    expect(sheetLine(s, 0, 'title-city-conqueror')).toBe(5);
  });
});

describe('City levels (VAR-CITYLVL)', () => {
  it('VAR-CITYLVL-1: the scenario city levels can be raised (setup option cityLevels)', () => {
    const s = createGame({
      scenario: 'full-conquest',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 2,
      options: { cityLevels: [9, 11] },
    });
    const city = edit(s, (d) => placeTile(d, 'core-7', { a: 5, b: 5 }, newCtx(), null)).cities[0];
    expect(city?.level).toBe(9);
    expect(city?.garrison.length).toBeGreaterThan(3);
  });
});

describe('Blitz Conquest (SCEN-BLITZ-CONQ)', () => {
  it('SCEN-BLITZ-CONQ-1: 4 rounds, level-3 cities', () => {
    expect(SCENARIOS['blitz-conquest'].rounds(2)).toBe(4);
    expect(SCENARIOS['blitz-conquest'].setup(4)).toEqual({
      shape: 'open-4',
      tiles: { countryside: 9, coreCity: 4, coreNonCity: 3 },
      cityLevels: [3, 3, 3, 3],
    });
  });

  it('SCEN-BLITZ-CONQ-2a: 1 Fame at the start and 1 extra Fame per row crossed', () => {
    let s = scenarioGame('blitz-conquest', 2, 3);
    expect(s.players.every((p) => p.fame >= 1)).toBe(true);
    const who = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const p = d.players[who];
      if (p) p.fame = 2;
    });
    // Fame 2 → 4 crosses into level 2 (3 Fame): +1 extra.
    const p = s.players[who];
    if (!p) throw new Error('no player');
    const r = edit(s, (d) => {
      const ctx = { events: [], emit: () => undefined };
      const q = d.players[who];
      if (q) gainFameFor(d, q, 2, ctx);
    });
    expect(r.players[who]?.fame).toBe(5);
  });

  it('SCEN-BLITZ-CONQ-2b: players start on the second positive Reputation space', () => {
    expect(scenarioGame('blitz-conquest', 2).players.every((p) => p.reputation === 2)).toBe(true);
  });

  it('SCEN-BLITZ-CONQ-2c: one extra Source die and one extra unit in the offer', () => {
    const s = createGame({
      scenario: 'blitz-conquest',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 1,
    });
    expect(s.source.dice).toHaveLength(2 + 2 + 1);
    expect(s.offers.units).toHaveLength(2 + 2 + 1);
  });
});

import { gainFame as gainFameFor } from '../flow/turn';

describe('Only One Returns (SCEN-RETURN)', () => {
  it('SCEN-RETURN-1: 4 rounds, cities of level 3, one city fewer than players', () => {
    expect(SCENARIOS['only-one-returns'].setup(3)).toEqual({
      shape: 'wedge',
      tiles: { countryside: 8, coreCity: 2, coreNonCity: 2 },
      cityLevels: [3, 3],
    });
    expect(SCENARIOS['only-one-returns'].playable).toBe(true);
  });

  it('SCEN-RETURN-2: at the end of Day 1 heroes on the portal are eliminated and the portal becomes plains', () => {
    let s = scenarioGame('only-one-returns', 3, 2);
    // Player 0 stays on the portal; the others stand elsewhere at the end of the round.
    s = edit(s, (d) => {
      for (const p of d.players) p.position = p.id === 0 ? '0,0' : '1,0';
      d.round.endAnnouncedBy = d.round.order[0] ?? 0;
      d.round.lastTurnsLeft = [];
    });
    s = endTurn(s);
    expect(s.scenario?.portalClosed).toBe(true);
    expect(s.players[0]?.eliminated).toBe(true);
    expect(s.players[1]?.eliminated ?? false).toBe(false);
    expect(s.round.order).not.toContain(0);
    // Now the portal is an ordinary space: only one hero, PvP possible (MOVE-8d no longer applies).
    s = edit(s, (d) => {
      const p1 = d.players[1];
      const p2 = d.players[2];
      if (p1) p1.position = '0,0';
      if (p2) p2.position = '1,0';
    });
    const who = s.turn?.player ?? s.round.tacticPicker ?? 1;
    expect(who).not.toBe(0);
  });

  it('SCEN-RETURN-2: the player standing on the closed portal can be attacked there', () => {
    let s = scenarioGame('only-one-returns', 2, 2);
    const a = s.turn?.player ?? 0;
    const d = a === 0 ? 1 : 0;
    s = edit(s, (x) => {
      x.scenario = { portalClosed: true };
      const pa = x.players[a];
      const pd = x.players[d];
      if (pa) pa.position = '1,0';
      if (pd) pd.position = '0,0';
      if (x.turn) {
        x.turn.path = ['1,0'];
        x.turn.movePoints = 2;
        x.turn.phase = 'move';
      }
    });
    s = act(s, { type: 'move', player: a, to: '0,0' });
    expect(legal(s, 'pvp-attack')).toHaveLength(1);
  });

  it('SCEN-RETURN-3: whoever stands on the portal when the second Night is over wins; no scoring', () => {
    const s = edit(scenarioGame('only-one-returns', 2, 2), (d) => {
      d.scenario = { portalClosed: true };
      const p0 = d.players[0];
      const p1 = d.players[1];
      if (p0) p0.position = '0,0';
      if (p1) p1.position = '1,0';
    });
    expect(score(s).winners).toEqual([0]);
    expect(sheetLine(s, 0, 'returned-home')).toBe(1);
    const nobody = edit(s, (d) => {
      const p0 = d.players[0];
      if (p0) p0.position = '1,-1';
    });
    expect(score(nobody).winners).toEqual([]);
  });
});

describe('Conquer and Hold (SCEN-HOLD)', () => {
  const hold = (seed = 4) => scenarioGame('conquer-and-hold', 2, seed);

  it('SCEN-HOLD-1: 6 rounds for 2 players (4 for 3)', () => {
    expect(SCENARIOS['conquer-and-hold'].rounds(2)).toBe(6);
    expect(SCENARIOS['conquer-and-hold'].rounds(3)).toBe(4);
  });

  it('SCEN-HOLD-2: start tile B, 3 countryside tiles face up, 2 countryside and 4 core face down at fixed positions', () => {
    const s = hold();
    expect(s.map.tiles.map((t) => t.tile)[0]).toBe('start-b');
    expect(s.map.tiles).toHaveLength(4);
    const hidden = s.map.hidden ?? [];
    expect(hidden.map((h) => h.pos).sort()).toEqual(
      [...HOLD_COUNTRYSIDE, ...HOLD_CORE].map(tilePosKey).sort(),
    );
    for (const h of hidden) {
      const isCore = HOLD_CORE.map(tilePosKey).includes(h.pos);
      expect(tileDef(h.tile).kind).toBe(isCore ? 'core' : 'countryside');
    }
    expect(s.tileDeck).toEqual([]);
  });

  it('SCEN-HOLD-2: only the face-down tiles can be explored, and exploring reveals the tile lying there', () => {
    let s = hold();
    const who = s.turn?.player ?? 0;
    // (1,0) has the hexes around (3,−2); its east hex 4,−2 is next to position (1,1)/(2,−1)/(2,0).
    s = edit(s, (d) => {
      const p = d.players[who];
      if (p) p.position = '4,-2';
      if (d.turn) {
        d.turn.movePoints = 10;
        d.turn.phase = 'move';
        d.turn.path = ['4,-2'];
      }
      const h = d.map.hexes['4,-2'];
      if (h) h.terrain = 'plains';
    });
    const explores = legal(s, 'explore').map((x) => x.pos);
    expect(explores.length).toBeGreaterThan(0);
    const target = explores[0] ?? '';
    const tile = s.map.hidden?.find((h) => h.pos === target)?.tile;
    s = act(s, { type: 'explore', player: who, pos: target });
    expect(s.map.tiles.find((t) => t.pos === target)?.tile).toBe(tile);
    expect(s.map.hidden?.some((h) => h.pos === target)).toBe(false);
    expect(refusal(s, { type: 'explore', player: who, pos: '5,5' })).toBeDefined();
  });

  it('SCEN-HOLD-3: every tile but the White City has a keep or a mage tower', () => {
    const s = hold();
    const tiles = [
      ...s.map.tiles.map((t) => t.tile),
      ...(s.map.hidden ?? []).map((h) => h.tile),
    ].filter((t) => !t.startsWith('start'));
    for (const t of tiles) {
      const d = tileDef(t);
      if (d.city) expect(d.city).toBe('white');
      else
        expect(
          Object.values(d.hexes).some(
            (h) => h.site?.type === 'keep' || h.site?.type === 'mage-tower',
          ),
        ).toBe(true);
    }
  });

  it('SCEN-HOLD-4: the city is closed', () => {
    expect(SCENARIOS['conquer-and-hold'].citiesClosed).toBe(true);
  });

  it('SCEN-HOLD-5: no level IV units in the Elite deck', () => {
    const s = hold();
    expect(s.decks.eliteUnits.every((u) => unitDef(u).level < 4)).toBe(true);
  });

  it('SCEN-HOLD-6: elite units come into the offer only from round 4 (2 players)', () => {
    const hooks = SCENARIOS['conquer-and-hold'].hooks;
    const s = hold();
    const at = (n: number) => edit(s, (d) => void (d.round.number = n));
    expect(hooks?.elitesInOffer?.(at(3))).toBe(false);
    expect(hooks?.elitesInOffer?.(at(4))).toBe(true);
  });

  it('SCEN-HOLD-7: village units recruitable in keeps, monastery units in mage towers', () => {
    expect(SCENARIOS['conquer-and-hold'].hooks?.recruitAlso).toEqual({
      'mage-tower': ['monastery'],
      keep: ['village'],
    });
  });

  it('SCEN-HOLD-8/9a/9b: assaulting a mage tower costs no Reputation, gives no spell, and the tower is owned', () => {
    let s = hold();
    const who = s.turn?.player ?? 0;
    s = edit(s, (d) => {
      const h = d.map.hexes['1,0'];
      if (h) {
        h.site = { type: 'mage-tower' };
        h.enemies = [{ id: enemyToken('monks'), faceUp: true }];
      }
      const p = d.players[who];
      if (p) p.position = '1,-1';
      if (d.turn) {
        d.turn.movePoints = 5;
        d.turn.phase = 'move';
        d.turn.path = ['1,-1'];
      }
    });
    const rep = s.players[who]?.reputation;
    s = act(s, { type: 'move', player: who, to: '1,0' });
    expect(s.combat?.kind).toBe('assault');
    expect(s.players[who]?.reputation).toBe(rep);
    expect(s.combat?.site?.rewards).toEqual([]);
    // Win: the tower belongs to the player like a keep.
    s = edit(s, (d) => {
      const c = d.combat;
      if (c) for (const e of c.enemies) e.defeated = true;
      const h = d.map.hexes['1,0'];
      if (h) h.enemies = [];
    });
    s = act(s, { type: 'end-combat-phase', player: who });
    for (let i = 0; i < 5 && s.combat; i++)
      s = act(
        s,
        legalActions(s).find((a) => a.type === 'end-combat-phase') ?? {
          type: 'end-combat-phase',
          player: who,
        },
      );
    expect(s.map.hexes['1,0']?.owner).toBe(who);
  });

  it('SCEN-HOLD-9b/10/11: another player’s tower is defended by violet tokens at half Fame: 1, then 2, then 3', () => {
    const hooks = SCENARIOS['conquer-and-hold'].hooks;
    const base = edit(hold(), (d) => {
      const h = d.map.hexes['1,0'];
      if (h) {
        h.site = { type: 'mage-tower' };
        h.owner = 1;
        h.conquered = true;
      }
    });
    const at = (n: number) => {
      let out: ReturnType<NonNullable<typeof hooks>['ownedSiteDefenders'] & object> = [];
      edit(base, (d) => {
        d.round.number = n;
        out = JSON.parse(
          JSON.stringify(hooks?.ownedSiteDefenders?.(d, 0, '1,0') ?? []),
        ) as typeof out;
      });
      return out;
    };
    expect(at(1)).toHaveLength(1);
    expect(at(3)).toHaveLength(2);
    expect(at(6)).toHaveLength(3);
    expect(at(1)[0]?.fameFactor).toBe(0.5);
    expect(at(1)[0]?.siteFortified).toBe(true);
  });

  it('SCEN-HOLD-9c: a turn started in or next to an own mage tower gives gold (Day) mana per tower owned', () => {
    let s = hold();
    const who = s.turn?.player ?? 0;
    const other = who === 0 ? 1 : 0;
    s = edit(s, (d) => {
      for (const k of ['1,0', '1,-1']) {
        const h = d.map.hexes[k];
        if (h) {
          h.site = { type: 'mage-tower' };
          h.owner = other;
          h.conquered = true;
        }
      }
      const p = d.players[other];
      if (p) p.position = '0,0';
    });
    s = endTurn(s);
    expect(s.turn?.player).toBe(other);
    expect(
      s.turn?.manaTokens.filter((c) => c === (s.round.time === 'day' ? 'gold' : 'black')),
    ).toHaveLength(2);
  });

  it('SCEN-HOLD-13: 3 victory points per keep, 2 per mage tower; a tie means nobody wins', () => {
    const s = edit(hold(), (d) => {
      const a = d.map.hexes['1,0'];
      const b = d.map.hexes['1,-1'];
      if (a) Object.assign(a, { site: { type: 'keep' }, owner: 0 });
      if (b) Object.assign(b, { site: { type: 'mage-tower' }, owner: 1 });
    });
    const r = score(s);
    expect(r.sheets.find((x) => x.player === 0)?.total).toBe(3 + sumOwned(s, 0));
    expect(r.winners.length).toBeLessThanOrEqual(1);
    const tie = edit(s, (d) => {
      for (const h of Object.values(d.map.hexes)) delete h.owner;
    });
    expect(score(tie).winners).toEqual([]);
  });
});

/** Victory points of sites a player owned before the test changed two hexes (none at the start). */
function sumOwned(s: GameState, player: number): number {
  let n = 0;
  for (const [k, h] of Object.entries(s.map.hexes)) {
    if (k === '1,0' || k === '1,-1' || h.owner !== player) continue;
    n += h.site?.type === 'keep' ? 3 : h.site?.type === 'mage-tower' ? 2 : 0;
  }
  return n;
}

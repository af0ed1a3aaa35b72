import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import type { GameState } from '../index';
import { TILES, enemyDef, tileDef } from '../content';
import { newCtx } from '../core/context';
import { hexKey, tileCenter, type TilePos } from '../hex/hex';
import { placeTile } from '../map/map';
import { act, edit, enemyToken, legal, refusal } from '../testing/builders';
import { SCENARIOS } from '.';
import { nightNumber } from './druid-nights';
import { secretSiteOptions, tunnelCost, tunnelDistance } from './dungeon-lords';
import { endTurn, fight, scenarioGame, settle } from './test-kit';

const FAR: TilePos = { a: 5, b: 5 };
const C = hexKey(tileCenter(FAR)); // the far tile's centre
const at = (dq: number, dr: number) => {
  const c = tileCenter(FAR);
  return hexKey({ q: c.q + dq, r: c.r + dr });
};

/** Place a tile far away (its "when revealed" rules and the scenario's apply). */
function place(s: GameState, tile: string, by: number | null = null): GameState {
  return edit(s, (d) => placeTile(d, tile, FAR, newCtx(), by));
}

/** The turn player stands on `hex` with Move points; returns the state and player. */
function standOn(s: GameState, hex: string, move = 0): { s: GameState; who: number } {
  const who = s.turn?.player ?? 0;
  return {
    who,
    s: edit(s, (d) => {
      const p = d.players[who];
      if (p) p.position = hex;
      if (d.turn) {
        d.turn.path = [hex];
        d.turn.movePoints = move;
        if (move > 0) d.turn.phase = 'move';
      }
    }),
  };
}

const score = (s: GameState) => SCENARIOS[s.setup.scenario].score(s);
const sheetLine = (s: GameState, player: number, id: string) =>
  score(s)
    .sheets.find((x) => x.player === player)
    ?.lines.find((l) => l.id === id)?.points;

const hasSiteType = (tile: string, ...types: string[]) =>
  Object.values(tileDef(tile).hexes).some((h) => !!h.site && types.includes(h.site.type));

function allTiles(s: GameState): string[] {
  return [...s.map.tiles.map((t) => t.tile), ...s.tileDeck];
}

describe('Mines Liberation (SCEN-MINES)', () => {
  const mines = (seed = 2) => scenarioGame('mines-liberation', 2, seed);

  it('SCEN-MINES-1/3: 4 rounds; the Red City is friendly: a shield of each player, no leader', () => {
    expect(SCENARIOS['mines-liberation'].rounds(2)).toBe(4);
    const s = place(mines(), 'core-8');
    const city = s.cities[0];
    expect(city?.color).toBe('red');
    expect(city?.conquered).toBe(true);
    expect(city?.leader).toBeNull();
    expect([...(city?.shields ?? [])].sort()).toEqual([0, 1]);
    expect(city?.garrison).toEqual([]);
  });

  it('SCEN-MINES-2: every countryside tile with a mine is used; the non-city core tiles all have mines', () => {
    const s = createGame({
      scenario: 'mines-liberation',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
        { hero: 'norowas', kind: 'human' },
      ],
      seed: 7,
    });
    const used = allTiles(s);
    const mineCountryside = TILES.filter(
      (t) =>
        t.kind === 'countryside' &&
        !t.scenarioOnly &&
        hasSiteType(t.id, 'crystal-mine', 'deep-mine'),
    );
    for (const t of mineCountryside) expect(used).toContain(t.id);
    for (const t of used.filter((x) => tileDef(x).kind === 'core' && !tileDef(x).city))
      expect(hasSiteType(t, 'crystal-mine', 'deep-mine')).toBe(true);
  });

  it('SCEN-MINES-4a: a revealed mine is held by a face-up green (countryside) token and a face-down brown one', () => {
    const s = place(mines(), 'countryside-6'); // red mine in the centre
    const h = s.map.hexes[C];
    expect(h?.enemies).toHaveLength(2);
    expect(enemyDef(h?.enemies[0]?.id ?? '').color).toBe('green');
    expect(h?.enemies[0]?.faceUp).toBe(true);
    expect(enemyDef(h?.enemies[1]?.id ?? '').color).toBe('brown');
    expect(h?.enemies[1]?.faceUp).toBe(false);
    // On a core tile the visible guard is red.
    const core = place(mines(), 'core-2');
    const mineHex = Object.entries(core.map.hexes).find(
      ([, x]) => x.site?.type === 'crystal-mine' && x.tile === '5,5',
    )?.[1];
    expect(enemyDef(mineHex?.enemies[0]?.id ?? '').color).toBe('red');
  });

  it('SCEN-MINES-4b: entering the mine is the action: both enemies, night rules, units allowed', () => {
    const { s, who } = standOn(place(mines(), 'countryside-6'), C);
    expect(legal(s, 'scenario-action').map((a) => a.id)).toContain('liberate-mine');
    const x = act(s, { type: 'scenario-action', player: who, id: 'liberate-mine' });
    expect(x.combat?.enemies).toHaveLength(2);
    expect(x.combat?.nightRules).toBe(true);
    expect(x.combat?.unitsAllowed).toBe(true);
    expect(x.turn?.action).toBe('combat');
  });

  it('SCEN-MINES-4b: undefeated tokens stay on the mine and can be attacked again', () => {
    const { s, who } = standOn(place(mines(), 'countryside-6'), C);
    const x = fight(act(s, { type: 'scenario-action', player: who, id: 'liberate-mine' }), false);
    expect(x.map.hexes[C]?.enemies).toHaveLength(2);
    expect(x.map.hexes[C]?.conquered ?? false).toBe(false);
  });

  it('SCEN-MINES-4c/4d: defeating the last enemy liberates the mine (shield, Reputation +1) and it produces at once', () => {
    const { s, who } = standOn(place(mines(), 'countryside-6'), C);
    const rep = s.players[who]?.reputation ?? 0;
    let x = fight(act(s, { type: 'scenario-action', player: who, id: 'liberate-mine' }), true);
    expect(x.map.hexes[C]?.shields).toEqual([who]);
    expect(x.players[who]?.reputation).toBe(rep + 1);
    const red = x.players[who]?.crystals.red ?? 0;
    x = endTurn(x);
    expect(x.players[who]?.crystals.red).toBe(red + 1);
  });

  it('SCEN-MINES-4d: a mine produces nothing before it is liberated', () => {
    const { s, who } = standOn(place(mines(), 'countryside-6'), C);
    const x = endTurn(s);
    expect(x.players[who]?.crystals.red).toBe(s.players[who]?.crystals.red);
  });

  it('SCEN-MINES-4e: at the start of each Day and Night a crystal from every mine one liberated', () => {
    const s = edit(place(mines(), 'countryside-6'), (d) => {
      const h = d.map.hexes[C];
      if (h) {
        h.enemies = [];
        h.conquered = true;
        h.shields = [1];
      }
    });
    const before = s.players[1]?.crystals.red ?? 0;
    const x = edit(s, (d) => SCENARIOS['mines-liberation'].hooks?.roundStart?.(d, newCtx()));
    expect(x.players[1]?.crystals.red).toBe(before + 1);
  });

  it('SCEN-MINES-5: all tiles revealed and all mines liberated end the game after a last turn each', () => {
    const s = edit(mines(), (d) => {
      d.tileDeck = [];
      for (const h of Object.values(d.map.hexes))
        if (h.site?.type === 'crystal-mine' || h.site?.type === 'deep-mine') {
          h.enemies = [];
          h.conquered = true;
          h.shields = [0];
        }
    });
    expect(SCENARIOS['mines-liberation'].endMet?.(s)).toBe(true);
    expect(
      SCENARIOS['mines-liberation'].endMet?.(edit(s, (d) => void d.tileDeck.push('countryside-1'))),
    ).toBe(false);
  });

  it('SCEN-MINES-6a/6b: 4 Fame per own countryside mine, 7 per core mine, Greatest Liberator +5', () => {
    let s = place(mines(), 'countryside-6');
    s = edit(s, (d) => {
      const h = d.map.hexes[C];
      if (h) {
        h.enemies = [];
        h.conquered = true;
        h.shields = [0];
      }
    });
    expect(sheetLine(s, 0, 'mines-liberated')).toBe(4);
    expect(sheetLine(s, 0, 'title-greatest-liberator')).toBe(5);
    expect(sheetLine(s, 1, 'mines-liberated')).toBe(0);
  });
});

describe('Druid Nights (SCEN-DRUID)', () => {
  const druid = (seed = 2) => scenarioGame('druid-nights', 2, seed);
  const night = (s: GameState, n = 2) =>
    edit(s, (d) => {
      d.round.number = n;
      d.round.time = 'night';
    });

  it('SCEN-DRUID-1/3: 4 rounds; the Green City is friendly', () => {
    expect(SCENARIOS['druid-nights'].cityColor).toBe('green');
    const s = place(druid(), 'core-5');
    expect(s.cities[0]?.conquered).toBe(true);
    expect(s.cities[0]?.leader).toBeNull();
  });

  it('SCEN-DRUID-2: every countryside tile with a magical glade is used', () => {
    const s = createGame({
      scenario: 'druid-nights',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 9,
    });
    const glades = TILES.filter(
      (t) => t.kind === 'countryside' && !t.scenarioOnly && hasSiteType(t.id, 'magical-glade'),
    );
    for (const t of glades) expect(allTiles(s)).toContain(t.id);
  });

  it('SCEN-DRUID-4a: standing on a magical glade, mark it with a shield (once per player)', () => {
    const { s, who } = standOn(place(druid(), 'countryside-1'), C);
    let x = act(s, { type: 'scenario-action', player: who, id: 'activate-glade' });
    expect(x.map.hexes[C]?.shields).toEqual([who]);
    expect(refusal(x, { type: 'scenario-action', player: who, id: 'activate-glade' })).toBe(
      'SCEN-DRUID-4a',
    );
    x = endTurn(x);
    expect(x.turn?.player).not.toBe(who);
  });

  it('SCEN-DRUID-4b: the incantation is a Night action off inhabited spaces, once per Night', () => {
    const base = edit(place(druid(), 'countryside-1'), (d) => {
      const h = d.map.hexes[C];
      if (h) h.shields = [0, 1];
    });
    const { s, who } = standOn(base, C);
    expect(refusal(s, { type: 'scenario-action', player: who, id: 'incantation' })).toBe(
      'SCEN-DRUID-4b',
    ); // by Day
    const village = standOn(night(base), at(1, 0)).s; // countryside-1 E: village
    expect(refusal(village, { type: 'scenario-action', player: who, id: 'incantation' })).toBe(
      'SCEN-DRUID-4b',
    );
    expect(
      refusal(night(s), { type: 'scenario-action', player: who, id: 'incantation' }),
    ).toBeUndefined();
  });

  it('SCEN-DRUID-4b/4b.1/4b.3: one brown monster per own glade, double Fame, a random crystal each at the end of the turn', () => {
    const base = night(
      edit(place(druid(), 'countryside-1'), (d) => {
        const h = d.map.hexes[C];
        if (h) h.shields = [0, 1];
      }),
    );
    const { s, who } = standOn(base, C);
    const x = act(s, { type: 'scenario-action', player: who, id: 'incantation' });
    expect(x.combat?.enemies).toHaveLength(1);
    const e = x.combat?.enemies[0];
    expect(enemyDef(e?.id ?? '').color).toBe('brown');
    expect(e?.fameFactor).toBe(2);
    expect(x.turn?.rewards).toContainEqual({ kind: 'random-crystals', count: 1 });
    expect(x.scenario?.incantations?.['2']).toEqual([who]);
  });

  it('SCEN-DRUID-4b.2: enemies not defeated vanish', () => {
    const base = night(
      edit(place(druid(), 'countryside-1'), (d) => void d.map.hexes[C]?.shields.push(0, 1)),
    );
    const { s, who } = standOn(base, C);
    const x = fight(act(s, { type: 'scenario-action', player: who, id: 'incantation' }), false);
    expect(x.combat).toBeNull();
    expect(x.map.hexes[C]?.enemies).toEqual([]);
  });

  it('SCEN-DRUID-4c: the shields leave the glades at the end of the first Night', () => {
    const s = night(
      edit(place(druid(), 'countryside-1'), (d) => void d.map.hexes[C]?.shields.push(0)),
    );
    const x = edit(s, (d) => void SCENARIOS['druid-nights'].hooks?.roundEnd?.(d, newCtx()));
    expect(x.map.hexes[C]?.shields).toEqual([]);
  });

  it('SCEN-DRUID-4d: in the second Night red monsters and 2 random crystals each', () => {
    const base = night(
      edit(place(druid(), 'countryside-1'), (d) => void d.map.hexes[C]?.shields.push(0, 1)),
      4,
    );
    expect(nightNumber(base)).toBe(2);
    const { s, who } = standOn(base, C);
    const x = act(s, { type: 'scenario-action', player: who, id: 'incantation' });
    expect(enemyDef(x.combat?.enemies[0]?.id ?? '').color).toBe('red');
    expect(x.turn?.rewards).toContainEqual({ kind: 'random-crystals', count: 2 });
  });

  it('SCEN-DRUID-5: the game ends once every player chanted in the second Night', () => {
    const s = night(druid(), 4);
    const endMet = SCENARIOS['druid-nights'].endMet;
    expect(endMet?.(edit(s, (d) => void (d.scenario = { incantations: { '4': [0] } })))).toBe(
      false,
    );
    expect(endMet?.(edit(s, (d) => void (d.scenario = { incantations: { '4': [0, 1] } })))).toBe(
      true,
    );
  });
});

describe('Dungeon Lords (SCEN-DUNGEON)', () => {
  const dl = (seed = 2) => scenarioGame('dungeon-lords', 2, seed);

  it('SCEN-DUNGEON-1/2/3: 5 rounds; all countryside tiles with dungeons and the desert tile with monastery and tomb; Blue City friendly', () => {
    expect(SCENARIOS['dungeon-lords'].rounds(2)).toBe(5);
    const s = createGame({
      scenario: 'dungeon-lords',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 4,
    });
    for (const t of TILES.filter(
      (x) => x.kind === 'countryside' && !x.scenarioOnly && hasSiteType(x.id, 'dungeon'),
    ))
      expect(allTiles(s)).toContain(t.id);
    expect(allTiles(s)).toContain('core-1');
    expect(place(dl(), 'core-6').cities[0]?.friendly).toBe(true);
  });

  it('SCEN-DUNGEON-4a: a revealed village gets a secret dungeon; the revealer chooses the space', () => {
    const s = place(dl(), 'countryside-3', 0); // village at SW with two free neighbours
    const p = s.pending[s.pending.length - 1];
    expect(p?.kind).toBe('secret-site');
    expect(p?.player).toBe(0);
    expect([...(p?.options ?? [])].sort()).toEqual([...secretSiteOptions(s, at(-1, 1))].sort());
    const hex = p?.options[0] ?? '';
    const x = act(s, { type: 'choose', player: 0, option: hex });
    expect(x.map.hexes[hex]?.site?.type).toBe('dungeon');
    expect(x.scenario?.secretSites).toContain(hex);
  });

  it('SCEN-DUNGEON-4a: not on swamps or spaces with a site', () => {
    const s = place(dl(), 'countryside-3', null);
    const opts = secretSiteOptions(s, at(-1, 1));
    for (const k of opts) {
      expect(s.map.hexes[k]?.terrain).not.toBe('swamp');
    }
    expect(opts).not.toContain(at(0, 1)); // the crystal mine
  });

  it('SCEN-DUNGEON-4c: a revealed monastery gets a secret tomb next to it', () => {
    const s = place(dl(), 'core-1', null);
    const secret = s.scenario?.secretSites ?? [];
    expect(secret.some((k) => s.map.hexes[k]?.site?.type === 'tomb')).toBe(true);
  });

  it('SCEN-DUNGEON-4d: conquered tombs and dungeons cannot be entered again', () => {
    const s = edit(place(dl(), 'core-1', null), (d) => {
      const h = d.map.hexes[at(1, -1)]; // core-1 NE: tomb
      if (h) {
        h.conquered = true;
        h.shields = [0];
      }
    });
    const { s: x, who } = standOn(s, at(1, -1));
    expect(refusal(x, { type: 'enter-site', player: who })).toBe('SCEN-DUNGEON-4d');
  });

  it('SCEN-DUNGEON-4e: tunnels between conquered tombs and dungeons cost 2 + 1 per space', () => {
    let s = edit(place(dl(), 'core-1', null), (d) => {
      for (const k of [at(1, -1), at(-1, 1)]) {
        const h = d.map.hexes[k];
        if (h) {
          h.site = { type: k === at(1, -1) ? 'tomb' : 'dungeon' };
          h.conquered = true;
          h.shields = [0];
        }
      }
    });
    const d = tunnelDistance(s, at(1, -1), at(-1, 1));
    expect(d).toBe(2);
    expect(tunnelCost(2)).toBe(4);
    const stand = standOn(s, at(1, -1), 4);
    s = stand.s;
    expect(legal(s, 'scenario-action').map((a) => a.hex)).toContain(at(-1, 1));
    s = act(s, { type: 'scenario-action', player: stand.who, id: 'tunnel', hex: at(-1, 1) });
    expect(s.players[stand.who]?.position).toBe(at(-1, 1));
    expect(s.turn?.movePoints).toBe(0);
    const poor = standOn(s, at(1, -1), 3);
    expect(
      refusal(poor.s, { type: 'scenario-action', player: poor.who, id: 'tunnel', hex: at(-1, 1) }),
    ).toBe('SCEN-DUNGEON-4e.3');
  });

  it('SCEN-DUNGEON-5: ends when all tiles are revealed and all tombs and dungeons are conquered', () => {
    const s = edit(dl(), (d) => {
      d.tileDeck = [];
      for (const h of Object.values(d.map.hexes))
        if (h.site?.type === 'tomb' || h.site?.type === 'dungeon') h.conquered = true;
      const h = d.map.hexes['0,-1'];
      if (h) h.site = { type: 'dungeon' };
    });
    expect(SCENARIOS['dungeon-lords'].endMet?.(s)).toBe(false);
    expect(
      SCENARIOS['dungeon-lords'].endMet?.(
        edit(s, (d) => void (d.map.hexes['0,-1'] && (d.map.hexes['0,-1'].conquered = true))),
      ),
    ).toBe(true);
  });

  it('SCEN-DUNGEON-6a/6b: 4 points per tomb or dungeon, 2 for other adventure sites; Greatest Dungeon Crawler +5', () => {
    const s = edit(dl(), (d) => {
      const a = d.map.hexes['0,-1'];
      const b = d.map.hexes['1,-1'];
      if (a) Object.assign(a, { site: { type: 'dungeon' }, conquered: true, shields: [0] });
      if (b) Object.assign(b, { site: { type: 'monster-den' }, conquered: true, shields: [0] });
    });
    expect(sheetLine(s, 0, 'greatest-adventurer')).toBe(6);
    expect(sheetLine(s, 0, 'title-greatest-dungeon-crawler')).toBe(5);
    expect(sheetLine(s, 0, 'title-greatest-adventurer')).toBeUndefined();
  });
});

// Keep the imports used by helpers above.
void enemyToken;
void settle;

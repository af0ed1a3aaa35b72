import { describe, expect, it } from 'vitest';
import { SPELLS } from '../content';
import { defIdOf } from '../core/types';
import { moveCost } from '../movement/movement';
import { handLimitFor } from '../state/cards';
import { playerView, validateSetup, type GameState } from '../index';
import { SCENARIOS } from '../scenarios';
import { endGame } from '../flow/round';
import { portalHex } from '../map/map';
import { hexDistance, neighborKeys, parseHexKey } from '../hex/hex';
import { act, edit, legal, newCtx, refusal } from '../testing/builders';
import { teamsOf } from './teams';
import { teammates } from '../state/teams';
import { ruleOf, setupOf, toTurn, variantGame } from './test-kit';

const TEAMS = [
  [0, 2],
  [1, 3],
];
const FROM = '1,-1';
const TO = '1,0';

/** A 4-player Full Conquest team game at the first turn; teams 0+2 and 1+3. */
function teamGame(scenario: 'full-conquest' | 'only-one-returns' = 'full-conquest'): GameState {
  return toTurn(variantGame(scenario, 4, ['team-play'], 5, { teams: TEAMS }));
}

const allyOf = (p: number) => (p + 2) % 4;
const foeOf = (p: number) => (p + 1) % 4;

/** The player whose turn it is stands on FROM; `other` waits on TO (both plains). */
function meet(s: GameState, other: number): { s: GameState; me: number } {
  const me = s.turn?.player ?? 0;
  const x = edit(s, (d) => {
    for (const k of [FROM, TO]) {
      const h = d.map.hexes[k];
      if (h) {
        h.terrain = 'plains';
        delete h.site;
        h.enemies = [];
      }
    }
    const pm = d.players[me];
    const po = d.players[other];
    if (!pm || !po || !d.turn) return;
    po.position = TO;
    pm.position = FROM;
    d.turn.path = [FROM];
    d.turn.movePoints = 4;
    d.turn.phase = 'move';
  });
  return { s: x, me };
}

describe('§13.5 Team rules', () => {
  it('SCEN-TEAM-1: two teams of two, agreed (options.teams) or drawn at random', () => {
    const s = variantGame('full-conquest', 4, ['team-play'], 5, { teams: TEAMS });
    expect(teamsOf(s)).toEqual(TEAMS);
    expect(teammates(s, 0, 2)).toBe(true);
    expect(teammates(s, 0, 1)).toBe(false);
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = teamsOf(variantGame('full-conquest', 4, ['team-play'], seed));
      expect(t?.flat().sort()).toEqual([0, 1, 2, 3]);
      drawn.add(JSON.stringify(t));
    }
    expect(drawn.size).toBeGreaterThan(1);
    // no teams without team play; bad teams are refused
    expect(teamsOf(variantGame('full-conquest', 4))).toBeNull();
    expect(
      ruleOf(() =>
        validateSetup(
          setupOf('full-conquest', 4, ['team-play'], 1, {
            teams: [
              [0, 1, 2],
              [3, 3],
            ],
          }),
        ),
      ),
    ).toBe('SCEN-TEAM-1');
    expect(ruleOf(() => validateSetup(setupOf('blitz-conquest', 4, [], 1, { teams: TEAMS })))).toBe(
      'SCEN-TEAM-1',
    );
  });

  it('MOVE-8e.5 / SCEN-TEAM-7: allies may not attack each other (no action there); opponents may be attacked', () => {
    const base = teamGame();
    const me = base.turn?.player ?? 0;
    let { s } = meet(base, allyOf(me));
    s = act(s, { type: 'move', player: me, to: TO });
    expect(refusal(s, { type: 'pvp-attack', player: me })).toBe('MOVE-8e.5');
    expect(refusal(s, { type: 'end-turn', player: me })).toBeUndefined();
    let f = meet(base, foeOf(me)).s;
    f = act(f, { type: 'move', player: me, to: TO });
    expect(refusal(f, { type: 'pvp-attack', player: me })).toBeUndefined();
    expect(refusal(f, { type: 'end-turn', player: me })).toBe('MOVE-8b');
  });

  it('SCEN-TEAM-6: allies may not end their turns on the same space — the one who came last withdraws', () => {
    const base = teamGame();
    const me = base.turn?.player ?? 0;
    let { s } = meet(base, allyOf(me));
    s = act(s, { type: 'move', player: me, to: TO });
    s = act(s, { type: 'end-turn', player: me });
    expect(s.players[me]?.position).toBe(FROM);
    expect(s.players[allyOf(me)]?.position).toBe(TO);
  });

  it('SCEN-TEAM-8: an ally’s empty keep may be entered and recruited in; next to it the Hand limit rises only for keeps you own', () => {
    const base = teamGame();
    const me = base.turn?.player ?? 0;
    let s = edit(meet(base, allyOf(me)).s, (d) => {
      const ally = d.players[allyOf(me)];
      if (ally) ally.position = '99,99';
      const h = d.map.hexes[TO];
      if (h)
        Object.assign(h, {
          site: { type: 'keep' },
          owner: allyOf(me),
          conquered: true,
          shields: [allyOf(me)],
          enemies: [],
        });
    });
    s = act(s, { type: 'move', player: me, to: TO });
    expect(s.combat).toBeNull();
    expect(legal(s, 'interact')).toHaveLength(1);
    const p = s.players[me];
    if (!p) throw new Error('no player');
    expect(handLimitFor(s, p)).toBe(5); // no keep of their own: no increase
    // owning a keep elsewhere, next to the ally's keep the limit rises by the own keeps
    const owner = edit(s, (d) => {
      const far = Object.keys(d.map.hexes).find(
        (k) => k !== TO && k !== FROM && !d.map.hexes[k]?.site,
      );
      const h = far ? d.map.hexes[far] : undefined;
      if (h) Object.assign(h, { site: { type: 'keep' }, owner: me, conquered: true });
    });
    const q = owner.players[me];
    if (!q) throw new Error('no player');
    expect(handLimitFor(owner, q)).toBe(6);
    // an opponent's keep is assaulted
    let f = edit(meet(base, foeOf(me)).s, (d) => {
      const foe = d.players[foeOf(me)];
      if (foe) foe.position = '99,99';
      const h = d.map.hexes[TO];
      if (h)
        Object.assign(h, {
          site: { type: 'keep' },
          owner: foeOf(me),
          conquered: true,
          shields: [foeOf(me)],
          enemies: [],
        });
    });
    f = act(f, { type: 'move', player: me, to: TO });
    expect(f.combat?.kind).toBe('assault');
  });

  it('SCEN-TEAM-2: an ally’s interactive skill in the centre does not apply to you (Prayer of Weather)', () => {
    const base = teamGame();
    const me = base.turn?.player ?? 0;
    const withPrayer = (owner: number) =>
      edit(meet(base, allyOf(me)).s, (d) => {
        d.players[owner]?.skills.push({
          id: 'norowas-prayer-of-weather',
          flipped: false,
          usedThisTurn: false,
          inCenter: true,
        });
      });
    const plain = moveCost(meet(base, allyOf(me)).s, TO) ?? 0;
    expect(moveCost(withPrayer(allyOf(me)), TO)).toBe(plain);
    expect(moveCost(withPrayer(foeOf(me)), TO)).toBe(plain + 1);
  });

  it('SCEN-TEAM-3: competitive spells stay in the game and affect allies too', () => {
    const s = variantGame('full-conquest', 4, ['team-play'], 5);
    const interactive = SPELLS.filter((c) => c.interactive).map((c) => c.id);
    const spells = [...s.decks.spells, ...s.offers.spells].map(defIdOf);
    expect(interactive.every((c) => spells.includes(c))).toBe(true);
  });

  it('SCEN-FULL-CONQ-5 / SCEN-TEAM-9a/9b/9c: Full Conquest in teams — one score per team — the lower Fame, the better member per category, titles between teams', () => {
    const s = edit(teamGame(), (d) => {
      const [p0, p1, p2, p3] = d.players;
      if (!p0 || !p1 || !p2 || !p3) return;
      p0.fame = 20;
      p2.fame = 12; // team 0 base: 12
      p1.fame = 9;
      p3.fame = 30; // team 1 base: 9
      p0.crystals = { red: 3, blue: 3, green: 0, white: 0 }; // loot 3
      p2.crystals = { red: 1, blue: 0, green: 0, white: 0 };
      p1.crystals = { red: 0, blue: 0, green: 0, white: 0 };
      p3.crystals = { red: 1, blue: 1, green: 0, white: 0 }; // loot 1
      p1.hand.push('wound#9100');
      p3.hand.push('wound#9101', 'wound#9102'); // beating: −4 for team 1
      d.cities = [
        {
          color: 'white',
          level: 4,
          hex: '90,90',
          garrison: [],
          shields: [1, 1, 0],
          conquered: true,
          leader: 1,
        },
      ];
      endGame(d, 'round-limit', newCtx());
    });
    const sheets = s.gameOver?.scores ?? [];
    expect(sheets.map((x) => [x.player, x.team, x.members])).toEqual([
      ['team', 0, [0, 2]],
      ['team', 1, [1, 3]],
    ]);
    const line = (team: number, id: string) =>
      sheets[team]?.lines.find((l) => l.id === id)?.points ?? 0;
    expect(line(0, 'lowest-fame')).toBe(12);
    expect(line(1, 'lowest-fame')).toBe(9);
    expect(line(0, 'greatest-loot')).toBe(3);
    expect(line(1, 'greatest-loot')).toBe(1);
    expect(line(0, 'title-greatest-loot')).toBe(3);
    expect(line(1, 'greatest-beating')).toBe(-4);
    expect(line(1, 'title-greatest-beating')).toBe(-3);
    expect(line(0, 'city-conquests')).toBe(4);
    expect(line(1, 'city-conquests')).toBe(7);
    expect(line(1, 'title-city-conqueror')).toBe(5);
    const [t0, t1] = sheets.map((x) => x.total);
    const winners = (t0 ?? 0) > (t1 ?? 0) ? [0, 2] : (t0 ?? 0) < (t1 ?? 0) ? [1, 3] : [0, 1, 2, 3];
    expect([...(s.gameOver?.winners ?? [])].sort()).toEqual(winners);
  });
});

describe('Team scenarios', () => {
  it('SCEN-HOLD-1 / SCEN-HOLD-12: Conquer and Hold for 4 is played in two teams over 4 rounds', () => {
    const sc = SCENARIOS['conquer-and-hold'];
    expect(sc.maxPlayers).toBe(4);
    expect(sc.rounds(4)).toBe(4);
    const s = variantGame('conquer-and-hold', 4, [], 2);
    expect(teamsOf(s)?.flat().sort()).toEqual([0, 1, 2, 3]);
    expect(variantGame('conquer-and-hold', 2).variants?.teams).toBeUndefined();
  });

  it('SCEN-HOLD-12 / SCEN-HOLD-13: the keeps and mage towers of both allies count for the team', () => {
    let s = variantGame('conquer-and-hold', 4, [], 2, { teams: TEAMS });
    const sites = Object.entries(s.map.hexes).filter(
      ([, h]) => h.site?.type === 'keep' || h.site?.type === 'mage-tower',
    );
    s = edit(s, (d) => {
      const owners = [0, 2, 1];
      sites.slice(0, 3).forEach(([k], i) => {
        const h = d.map.hexes[k];
        if (h) h.owner = owners[i];
      });
      endGame(d, 'round-limit', newCtx());
    });
    const pts = (i: number) => s.gameOver?.scores[i]?.total ?? 0;
    const value = (k: number) => (sites[k]?.[1].site?.type === 'keep' ? 3 : 2);
    expect(pts(0)).toBe(value(0) + value(1));
    expect(pts(1)).toBe(value(2));
    if (pts(0) > pts(1)) expect(s.gameOver?.winners).toEqual([0, 2]);
  });

  it('SCEN-HOLD-12: next to an ally’s mage tower you gain the tower mana for the towers you own', () => {
    const base = toTurn(variantGame('conquer-and-hold', 4, [], 2, { teams: TEAMS }));
    const me = base.turn?.player ?? 0;
    const pos = base.players[me]?.position ?? '';
    const free = Object.keys(base.map.hexes).filter((k) => k !== pos && !base.map.hexes[k]?.site);
    const near = free[0] ?? '';
    const stand = neighborKeys(near).find((k) => base.map.hexes[k]) ?? pos;
    const far = free.find(
      (k) => hexDistance(parseHexKey(k), parseHexKey(stand)) >= 2 && k !== near,
    );
    const tower = (d: GameState, k: string | undefined, owner: number) => {
      const h = k ? d.map.hexes[k] : undefined;
      if (h) Object.assign(h, { site: { type: 'mage-tower' }, owner, conquered: true });
    };
    const gain = (s: GameState) =>
      edit(s, (d) => {
        const p = d.players[me];
        if (p) SCENARIOS['conquer-and-hold'].hooks?.turnStart?.(d, p, newCtx());
      }).turn?.manaTokens.length ?? 0;
    const adjacent = (d: GameState) => {
      const p = d.players[me];
      if (p) p.position = stand;
      if (d.turn) d.turn.manaTokens = [];
    };
    // the ally's tower next to me, none of my own: nothing
    const none = edit(base, (d) => {
      tower(d, near, allyOf(me));
      adjacent(d);
    });
    expect(gain(none)).toBe(0);
    // and one tower of my own elsewhere: 1 mana
    const one = edit(none, (d) => tower(d, far, me));
    expect(gain(one)).toBe(1);
  });

  it('SCEN-RETURN-5: each team has a secret Chosen One; only a Chosen One on the portal wins for the team', () => {
    const given = variantGame('only-one-returns', 4, ['team-play'], 3, {
      teams: TEAMS,
      chosenOnes: [2, 1],
    });
    expect(given.variants?.chosen).toEqual([2, 1]);
    // the other team does not learn it
    expect(playerView(given, 0).variants?.chosen).toEqual([2, -1]);
    expect(playerView(given, 3).variants?.chosen).toEqual([-1, 1]);
    const drawn = variantGame('only-one-returns', 4, ['team-play'], 3, { teams: TEAMS });
    expect(drawn.variants?.chosen?.every((c, i) => TEAMS[i]?.includes(c))).toBe(true);
    const finish = (on: number | null) =>
      edit(given, (d) => {
        const portal = portalHex(d);
        for (const p of d.players) p.position = p.id === on ? portal : '99,99';
        endGame(d, 'round-limit', newCtx());
      });
    expect(finish(2).gameOver?.winners).toEqual([0, 2]);
    expect(finish(1).gameOver?.winners).toEqual([1, 3]);
    expect(finish(0).gameOver?.winners).toEqual([]); // not a Chosen One: neither side wins
    expect(finish(null).gameOver?.winners).toEqual([]);
    expect(
      ruleOf(() =>
        validateSetup(
          setupOf('only-one-returns', 4, ['team-play'], 1, { teams: TEAMS, chosenOnes: [1, 3] }),
        ),
      ),
    ).toBe('SCEN-RETURN-5');
  });
});

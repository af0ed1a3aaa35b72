import { describe, expect, it } from 'vitest';
import { activePlayer } from '../index';
import type { GameState } from '../index';
import {
  act,
  edit,
  enemyToken,
  handCard,
  legal,
  refusal,
  testGame,
  withColumn,
  withHand,
  withTime,
  withTokens,
} from '../testing/builders';
import { splits } from './rules';

const CITY = '1,0';
const A_AT = '1,-1';
const B_AT = '0,0';

interface Setup {
  s: GameState;
  a: number;
  b: number;
}

/** Full Cooperation, 2 players: a level-5 city with 3 defenders next to both heroes. */
function cityGame(defenders = ['prowlers', 'diggers', 'wolf-riders']): Setup {
  let s = testGame({ scenario: 'full-cooperation', heroes: ['tovak', 'goldyx'], seed: 5 });
  const a = s.turn?.player ?? 0;
  const b = a === 0 ? 1 : 0;
  s = edit(s, (x) => {
    const h = x.map.hexes[CITY];
    if (h) h.site = { type: 'city', city: 'white' };
    x.cities = [
      {
        color: 'white',
        level: 5,
        hex: CITY,
        garrison: defenders.map((d) => ({ id: enemyToken(d), faceUp: true })),
        shields: [],
        conquered: false,
        leader: null,
      },
    ];
    const pa = x.players[a];
    const pb = x.players[b];
    if (pa) pa.position = A_AT;
    if (pb) pb.position = B_AT;
    if (x.turn) {
      x.turn.path = [A_AT];
      x.turn.movePoints = 2;
      x.turn.phase = 'move';
    }
  });
  return { s, a, b };
}

function settle(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 20 && x.pending.length > 0; i++) {
    const c = legal(x, 'choose')[0];
    if (!c) break;
    x = act(x, c);
  }
  return x;
}

/** Fight the current combat through: defeat everything in the Attack phase (or nothing). */
function fight(s: GameState, win: boolean): GameState {
  let x = s;
  for (let i = 0; i < 40 && x.combat; i++) {
    const who = x.turn?.player ?? 0;
    const c = x.combat;
    if (x.pending.length > 0) {
      x = settle(x);
      continue;
    }
    if (c.phase === 'damage') {
      const d = legal(x, 'assign-damage').find((a) => a.to === 'hero');
      if (d) {
        x = act(x, d);
        continue;
      }
    }
    if (c.phase === 'attack' && win && !c.attack) {
      const targets = c.enemies.filter((e) => !e.defeated).map((e) => e.id);
      x = act(x, { type: 'declare-attack', player: who, targets });
      x = withColumn(x, [{ amount: 99 }]);
      x = act(x, { type: 'resolve-column', player: who });
      continue;
    }
    x = act(x, { type: 'end-combat-phase', player: who });
  }
  return x;
}

function withMove(s: GameState, n: number): GameState {
  return edit(s, (x) => {
    if (x.turn) x.turn.movePoints = n;
  });
}

describe('cooperative city assault (COOP)', () => {
  it('COOP-1/COOP-2d: offered in cooperative scenarios with an eligible hero next to the city', () => {
    const { s, a, b } = cityGame();
    const offers = legal(s, 'coop-assault');
    expect(offers.length).toBe(splits(3, 2).length);
    expect(offers.every((o) => o.invite.length === 1 && o.invite[0] === b)).toBe(true);
    // COOP-2d.3: a hero with only Wounds in hand is not eligible.
    const wounded = edit(s, (x) => {
      const pb = x.players[b];
      if (pb) pb.hand = ['wound#9001'];
    });
    expect(refusal(wounded, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2d',
    );
  });

  it('COOP-1: not in competitive scenarios unless agreed', () => {
    let s = testGame({ scenario: 'full-conquest', heroes: ['tovak', 'goldyx'], seed: 5 });
    const a = s.turn?.player ?? 0;
    s = edit(s, (x) => {
      const h = x.map.hexes[CITY];
      if (h) h.site = { type: 'city', city: 'white' };
      x.cities = [
        {
          color: 'white',
          level: 5,
          hex: CITY,
          garrison: [{ id: enemyToken('prowlers'), faceUp: true }],
          shields: [],
          conquered: false,
          leader: null,
        },
      ];
      const pa = x.players[a];
      if (pa) pa.position = A_AT;
    });
    expect(refusal(s, { type: 'coop-assault', player: a, invite: [1 - a], counts: [1, 1] })).toBe(
      'COOP-1',
    );
  });

  it('COOP-3b: every participant gets at least 1 defender and the split adds up', () => {
    const { s, a, b } = cityGame();
    expect(refusal(s, { type: 'coop-assault', player: a, invite: [b], counts: [3, 0] })).toBe(
      'COOP-3b',
    );
    expect(refusal(s, { type: 'coop-assault', player: a, invite: [b], counts: [1, 1] })).toBe(
      'COOP-3b',
    );
  });

  it('COOP-3c: each invited hero agrees or declines; a declined proposal changes nothing', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    expect(activePlayer(x)).toBe(b);
    expect(x.pending[0]?.kind).toBe('coop-agree');
    x = act(x, { type: 'choose', player: b, option: 'no' });
    expect(x.coop ?? null).toBeNull();
    expect(x.players[b]?.orderTokenFlipped).toBe(false);
    expect(activePlayer(x)).toBe(a);
    expect(refusal(x, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-3c',
    );
    expect(
      refusal(x, { type: 'coop-assault', player: a, invite: [b], counts: [1, 2] }),
    ).toBeUndefined();
  });

  it('COOP-4/COOP-5: on agreement the invited turn their tokens down and the defenders are dealt', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    expect(x.players[b]?.orderTokenFlipped).toBe(true);
    expect(x.players[a]?.orderTokenFlipped).toBe(false);
    expect(x.coop?.assigned[String(a)]).toHaveLength(2);
    expect(x.coop?.assigned[String(b)]).toHaveLength(1);
    const all = [
      ...(x.coop?.assigned[String(a)] ?? []),
      ...(x.coop?.assigned[String(b)] ?? []),
    ].sort();
    expect(all).toEqual(x.cities[0]?.garrison.map((g) => g.id).sort());
    expect(x.coop?.participants).toEqual([a, b]);
  });

  it('COOP-6c/6c.1: a participant must move directly into the city; no other movement or action', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    expect(refusal(x, { type: 'move', player: a, to: '0,-1' })).toBe('COOP-6c.1');
    expect(refusal(x, { type: 'end-turn', player: a })).toBe('COOP-6');
    expect(refusal(x, { type: 'move', player: a, to: CITY })).toBeUndefined();
  });

  it('COOP-6d/6d.1: each participant fights only the defenders dealt to them, losing Reputation', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    const rep = x.players[a]?.reputation ?? 0;
    x = act(x, { type: 'move', player: a, to: CITY });
    expect(x.combat?.enemies.map((e) => e.id).sort()).toEqual(
      [...(x.coop?.assigned[String(a)] ?? [])].sort(),
    );
    expect(x.players[a]?.reputation).toBe(rep - 1);
  });

  it('COOP-6a/6b/7: participants assault in turn; the city falls when all defenders are defeated; COOP-7b end of turns', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    x = act(x, { type: 'move', player: a, to: CITY });
    x = fight(x, true);
    // A defeated their share: no conquest yet, A stays in the city.
    expect(x.cities[0]?.conquered).toBe(false);
    expect(x.players[a]?.position).toBe(CITY);
    x = act(x, { type: 'coop-done', player: a });
    // B's assault, with their own turn (and Source die).
    expect(x.turn?.player).toBe(b);
    expect(x.turn?.diceAllowed).toBe(1);
    x = withMove(x, 2);
    x = act(x, { type: 'move', player: b, to: CITY });
    x = fight(x, true);
    expect(x.cities[0]?.conquered).toBe(true);
    expect(x.cities[0]?.leader).toBe(a); // COMBAT-CITY-2a: most shields
    x = act(x, { type: 'coop-done', player: b });
    // COOP-7b: the participants end their turns in round order, the initiator first.
    expect(x.coop?.stage).toBe('finish');
    expect(x.turn?.player).toBe(a);
    x = settle(act(x, { type: 'end-turn', player: a }));
    expect(x.turn?.player).toBe(b);
    x = settle(act(x, { type: 'end-turn', player: b }));
    expect(x.coop ?? null).toBeNull();
    // TURN-FLIP-2a: B's next turn is skipped.
    expect(x.turn?.player === b).toBe(false);
  });

  it('COOP-7a: if the city is not conquered all participants withdraw to where they came from', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    x = act(x, { type: 'move', player: a, to: CITY });
    x = fight(x, true);
    x = act(x, { type: 'coop-done', player: a });
    x = withMove(x, 2);
    x = act(x, { type: 'move', player: b, to: CITY });
    x = fight(x, false);
    x = act(x, { type: 'coop-done', player: b });
    expect(x.cities[0]?.conquered).toBe(false);
    expect(x.players[a]?.position).toBe(A_AT);
    expect(x.players[b]?.position).toBe(B_AT);
    expect(x.cities[0]?.garrison).toHaveLength(1);
  });

  it('COOP-6: a participant may give up before entering; their defenders stay', () => {
    const { s, a, b } = cityGame();
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [1, 2] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    x = act(x, { type: 'coop-done', player: a });
    expect(x.turn?.player).toBe(b);
    x = act(x, { type: 'coop-done', player: b });
    expect(x.coop?.stage).toBe('finish');
    expect(x.cities[0]?.garrison).toHaveLength(3);
  });
});

describe('starting the assault with Underground Attack (COOP-2c.1)', () => {
  const FAR = '-1,0'; // two spaces from the city, over the portal

  /** The initiator stands two spaces away; at Night with green and black mana if `mana`. */
  function farGame(spell: boolean, mana: boolean): Setup {
    const g = cityGame();
    let s = withTime(g.s, 'night');
    if (spell) s = withHand(s, g.a, ['underground-travel', 'march']);
    if (mana) s = withTokens(s, ['green', 'black']);
    s = edit(s, (x) => {
      const pa = x.players[g.a];
      if (pa) pa.position = FAR;
      if (x.turn) x.turn.path = [FAR];
    });
    return { ...g, s };
  }

  it('COOP-2c: without the spell the initiator must stand next to the city', () => {
    const { s, a, b } = farGame(false, true);
    expect(refusal(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2c',
    );
    expect(legal(s, 'coop-assault')).toHaveLength(0);
  });

  it('COOP-2c.1: the spell must be castable now (its mana)', () => {
    const { s, a, b } = farGame(true, false);
    expect(refusal(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2c',
    );
  });

  it('COOP-2c.1: a hero who can reach the city with Underground Attack may start it and enters with the spell', () => {
    const { s, a, b } = farGame(true, true);
    expect(legal(s, 'coop-assault').length).toBe(splits(3, 2).length);
    let x = act(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] });
    x = act(x, { type: 'choose', player: b, option: 'yes' });
    expect(x.coop?.from[String(a)]).toBe(FAR);
    // COOP-6c: no ordinary move reaches the city from here; the spell does.
    const spell = handCard(x, a, 'underground-travel');
    const cast = legal(x, 'play-card').find((p) => p.card === spell && p.mode === 'strong');
    expect(cast).toBeDefined();
    if (!cast) return;
    x = act(x, cast);
    if (x.pending[0]?.kind === 'underground-attack') {
      expect(x.pending[0]?.options).toEqual([CITY]);
      x = act(x, { type: 'choose', player: a, option: CITY });
    }
    expect(x.players[a]?.position).toBe(CITY);
    expect(x.combat?.enemies.map((e) => e.id).sort()).toEqual(
      [...(x.coop?.assigned[String(a)] ?? [])].sort(),
    );
  });
});

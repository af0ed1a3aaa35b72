// Rules audit §12: cooperative city assault (RULES.md COOP-*).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../index';
import type { GameState } from '../index';
import { act, edit, enemyToken, handCard, legal, refusal, testGame } from '../testing/builders';

const CITY = '1,0';
const A_AT = '1,-1';
const B_AT = '0,0';

interface Setup {
  s: GameState;
  a: number;
  b: number;
}

/** Full Cooperation: a city with 3 defenders on 1,0, the turn player on 1,-1, the other on 0,0. */
function cityGame(heroes = ['tovak', 'goldyx']): Setup {
  let s = testGame({ scenario: 'full-cooperation', heroes: heroes as never, seed: 5 });
  const a = s.turn?.player ?? 0;
  const b = s.players.find((p) => p.id !== a && p.kind !== 'dummy')?.id ?? 1;
  s = edit(s, (x) => {
    for (const k of [CITY, A_AT, B_AT, '2,-1', '2,0']) {
      const h = x.map.hexes[k];
      if (h) {
        h.terrain = 'plains';
        delete h.site;
        h.enemies = [];
      }
    }
    const h = x.map.hexes[CITY];
    if (h) h.site = { type: 'city', city: 'white' };
    x.cities = [
      {
        color: 'white',
        level: 5,
        hex: CITY,
        garrison: ['prowlers', 'diggers', 'wolf-riders'].map((d) => ({
          id: enemyToken(d),
          faceUp: true,
        })),
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

const orcsOn = (s: GameState, hex: string, id: string) =>
  edit(s, (x) => {
    const h = x.map.hexes[hex];
    if (h) {
      h.site = { type: 'orcs' };
      h.enemies = [{ id, faceUp: true }];
    }
  });

const start = ({ s, a, b }: Setup, counts = [2, 1]) =>
  act(act(s, { type: 'coop-assault', player: a, invite: [b], counts }), {
    type: 'choose',
    player: b,
    option: 'yes',
  });

describe('§12 cooperative city assault', () => {
  it('COOP-2 / COOP-2a: not after the End of the Round was announced', () => {
    const { s, a, b } = cityGame();
    const x = edit(s, (d) => void (d.round.endAnnouncedBy = b));
    expect(refusal(x, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2a',
    );
  });

  it('COOP-2b: not after the turn’s action was taken (or in a rest)', () => {
    const { s, a, b } = cityGame();
    const x = edit(s, (d) => {
      if (d.turn) {
        d.turn.action = 'interaction';
        d.turn.phase = 'after';
      }
    });
    expect(refusal(x, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2b',
    );
  });

  it('COOP-2c: the initiator stands next to the city, alone on the space', () => {
    const { s, a, b } = cityGame();
    const far = edit(s, (d) => {
      const p = d.players[a];
      if (p) p.position = '0,-1';
    });
    expect(refusal(far, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2c',
    );
    const shared = edit(s, (d) => {
      const p = d.players[b];
      if (p) p.position = A_AT;
    });
    expect(refusal(shared, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2c',
    );
  });

  it('COOP-2d.1 / COOP-2d.2 / COOP-2d.3: invitees stand next to the city, with the token face up and a non-Wound card in hand', () => {
    const { s, a, b } = cityGame();
    const away = edit(s, (d) => {
      const p = d.players[b];
      if (p) p.position = '0,-2';
    });
    expect(refusal(away, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2d',
    );
    const flipped = edit(s, (d) => {
      const p = d.players[b];
      if (p) p.orderTokenFlipped = true;
    });
    expect(refusal(flipped, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] })).toBe(
      'COOP-2d',
    );
  });

  it('COOP-3 / COOP-3a: the initiator invites eligible heroes and may leave out eligible ones', () => {
    const g = cityGame(['tovak', 'goldyx', 'krang']);
    const { a, b } = g;
    let s = g.s;
    const c = s.players.find((p) => p.id !== a && p.id !== b && p.kind !== 'dummy')?.id ?? 2;
    s = edit(s, (d) => {
      const p = d.players[c];
      if (p) p.position = '2,0'; // next to the city too
    });
    const offers = legal(s, 'coop-assault');
    expect(offers.some((o) => o.invite.length === 1 && o.invite[0] === b)).toBe(true);
    expect(offers.some((o) => o.invite.length === 2)).toBe(true);
    expect(
      refusal(s, { type: 'coop-assault', player: a, invite: [b], counts: [2, 1] }),
    ).toBeUndefined();
  });

  it('COOP-6c.2 / COOP-6d.2: rampaging enemies provoked by the move into the city join that player’s enemies only', () => {
    const setup = cityGame();
    // orcs on 2,-1: next to both 1,-1 and the city 1,0
    const s0 = orcsOn(setup.s, '2,-1', 'prowlers#9501');
    let x = start({ ...setup, s: s0 });
    const mine = x.coop?.assigned[String(setup.a)] ?? [];
    x = act(x, { type: 'move', player: setup.a, to: CITY });
    const fought = x.combat?.enemies.map((e) => e.id).sort();
    expect(fought).toEqual([...mine, 'prowlers#9501'].sort());
  });

  it('COOP-6c.3: a participant may challenge rampaging enemies next to the city to join their fight', () => {
    const setup = cityGame();
    const s0 = orcsOn(setup.s, '2,0', 'prowlers#9502'); // next to the city, not to 1,-1
    let x = start({ ...setup, s: s0 });
    x = act(x, { type: 'move', player: setup.a, to: CITY });
    expect(legal(x, 'challenge').map((c) => c.hexes)).toContainEqual(['2,0']);
    x = act(x, { type: 'challenge', player: setup.a, hexes: ['2,0'] });
    expect(x.combat?.enemies.map((e) => e.id)).toContain('prowlers#9502');
  });

  it('COOP-7b.1: after their assault a participant may still play special and healing effects before ending the turn', () => {
    const setup = cityGame();
    let x = start({
      ...setup,
      s: edit(setup.s, (d) => {
        const p = d.players[setup.a];
        if (p) p.hand = ['tranquility#9601', 'march#9602'];
      }),
    });
    x = act(x, { type: 'move', player: setup.a, to: CITY });
    for (let i = 0; i < 20 && x.combat; i++) {
      const dmg = legal(x, 'assign-damage').find((d) => d.to === 'hero');
      x = dmg ? act(x, dmg) : act(x, { type: 'end-combat-phase', player: setup.a });
    }
    expect(x.combat).toBeNull();
    expect(x.turn?.player).toBe(setup.a);
    expect(
      refusal(x, {
        type: 'play-card',
        player: setup.a,
        card: handCard(x, setup.a, 'tranquility'),
        mode: 'basic',
      }),
    ).toBeUndefined();
  });
});

describe('§5.2 / §12 the face-down token after a cooperative assault', () => {
  it('TURN-FLIP-2a / COOP-4: an invited participant gives up their next turn (token face down, then turned up and skipped)', () => {
    const setup = cityGame();
    let x = start(setup);
    expect(x.players[setup.b]?.orderTokenFlipped).toBe(true);
    // both give up before entering the city (COOP-6: their defenders stay)
    for (let i = 0; i < 10 && x.coop; i++) {
      const who = x.turn?.player ?? setup.a;
      const done = legal(x, 'coop-done')[0];
      if (done) x = act(x, done);
      else if (x.pending.length > 0) x = settleAll(x);
      else x = act(x, { type: 'end-turn', player: who });
    }
    x = settleAll(x);
    // play on until the invited player's turn comes round: it is forfeited (token turned up)
    const forfeits: unknown[] = [];
    for (let i = 0; i < 30 && x.players[setup.b]?.orderTokenFlipped; i++) {
      const a =
        x.turn && x.pending.length === 0
          ? ({ type: 'end-turn', player: x.turn.player } as const)
          : (legal(x, 'choose')[0] ?? legalActions(x)[0]);
      if (!a) break;
      const r = applyAction(x, a);
      forfeits.push(
        ...r.events.filter(
          (e) => e.type === 'turn-forfeited' && 'player' in e && e.player === setup.b,
        ),
      );
      x = r.state;
    }
    expect(x.players[setup.b]?.orderTokenFlipped).toBe(false);
    expect(forfeits).toHaveLength(1);
  });
});

function settleAll(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 20 && x.pending.length > 0; i++) {
    const c = legal(x, 'choose')[0];
    if (!c) break;
    x = act(x, c);
  }
  return x;
}

import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../engine';
import { catalogFor } from './catalog';
import { checkInvariants, checkPlainJson, type Violation } from './invariants';
import { HEROES, setupFor } from './runner';

const fresh = (players = 1, seed = 7): GameState =>
  createGame(setupFor('first-reconnaissance', HEROES.slice(0, players), seed));
/** A mutable deep copy (engine states are frozen). */
const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;
const rules = (v: Violation[]) => v.map((x) => x.rule);

describe('checkInvariants', () => {
  it('holds on the initial state of every playable setup', () => {
    for (const n of [1, 2, 3, 4]) expect(checkInvariants(fresh(n))).toEqual([]);
    expect(checkInvariants(createGame(setupFor('solo-conquest', ['tovak'], 3)))).toEqual([]);
  });

  it('finds a duplicated card', () => {
    const s = copy(fresh());
    const p = s.players[0];
    if (!p) throw new Error('no player');
    p.discard.push(p.hand[0] as string);
    const v = checkInvariants(s, catalogFor(s.setup));
    expect(rules(v)).toContain('cards-conserved');
    expect(v[0]?.message).toMatch(/in 2 places/);
  });

  it('finds a lost card and says where its id still occurs', () => {
    const s = copy(fresh());
    const p = s.players[0];
    if (!p) throw new Error('no player');
    const card = p.hand.pop() as string;
    s.pending.push({ kind: 'test', player: 0, source: 'test', options: [card] });
    const v = checkInvariants(s, catalogFor(s.setup));
    expect(v.find((x) => x.rule === 'cards-conserved')?.message).toMatch(
      /disappeared.*pending\[0\]\.options\[0\]/,
    );
  });

  it('accepts a card held in pending choice data only', () => {
    const s = copy(fresh());
    const p = s.players[0];
    if (!p) throw new Error('no player');
    const card = p.deck.shift() as string;
    s.pending.push({
      kind: 'test',
      player: 0,
      source: 'test',
      options: ['a'],
      data: { drawn: [card] },
    });
    expect(checkInvariants(s, catalogFor(s.setup))).toEqual([]);
  });

  it('finds a card that appeared from nowhere', () => {
    const s = copy(fresh());
    s.players[0]?.hand.push('march#9999');
    expect(
      checkInvariants(s, catalogFor(s.setup))
        .map((x) => x.message)
        .join(),
    ).toMatch(/appeared from nowhere/);
  });

  it('checks that wounds are conserved', () => {
    const s = copy(fresh());
    s.players[0]?.hand.push(`wound#${s.nextSerial}`);
    expect(rules(checkInvariants(s, catalogFor(s.setup)))).toContain('wounds-conserved');
    s.woundPile -= 1;
    expect(checkInvariants(s, catalogFor(s.setup))).toEqual([]);
  });

  it('checks enemy tokens, units and ruins', () => {
    const s = copy(fresh());
    s.enemyPiles.green.draw.pop();
    s.offers.units.pop();
    const v = rules(checkInvariants(s, catalogFor(s.setup)));
    expect(v).toContain('enemies-conserved');
    expect(v).toContain('units-conserved');
  });

  it('counts the play areas parked in a cooperative city assault (COOP-6, COOP-7b)', () => {
    // found by the nightly fuzz: full-cooperation, 3 players, greedy, seed 326, action 628
    const s = copy(fresh(2));
    const p = s.players[1];
    if (!p) throw new Error('no player');
    const card = p.hand.pop() as string;
    s.coop = {
      city: '0,0',
      initiator: 0,
      participants: [0, 1],
      assigned: {},
      from: {},
      stage: 'assault',
      index: 0,
      parked: { '1': { played: [{ card }] } },
    } as unknown as GameState['coop'];
    expect(checkInvariants(s, catalogFor(s.setup))).toEqual([]);
    p.discard.push(card); // now in two places
    expect(checkInvariants(s, catalogFor(s.setup))[0]?.message).toMatch(
      /in 2 places at once: players\[1\]\.discard, coop\.parked\.1\.played\[0\]/,
    );
  });

  it('checks crystal ranges for real players only', () => {
    const s = copy(fresh());
    const p = s.players[0];
    const dummy = s.players[1];
    if (!p || !dummy) throw new Error('no players');
    dummy.crystals.red = 5;
    expect(checkInvariants(s, catalogFor(s.setup))).toEqual([]);
    p.crystals.blue = 4;
    expect(rules(checkInvariants(s, catalogFor(s.setup)))).toEqual(['crystals-range']);
  });

  it('requires plain JSON', () => {
    const out: Violation[] = [];
    checkPlainJson({ a: 1, b: [1, 'x', null, { c: true }] }, out);
    expect(out).toEqual([]);
    checkPlainJson({ a: NaN, b: undefined, c: new Map(), d: [1, , 3], e: () => 1 }, out); // eslint-disable-line no-sparse-arrays
    expect(out.map((v) => v.message.split(' ')[0])).toEqual([
      'state.a',
      'state.b',
      'state.c',
      'state.d[1]',
      'state.e',
    ]);
  });
});

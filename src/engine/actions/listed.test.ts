// Issue 19 / issue 13.3: applyAction accepts exactly the actions legalActions lists; enumerations
// are not coerced, unknown fields are refused, and names of Object.prototype members never reach
// an inherited member (ENGINE-ACTION / FLOW-1 refusals instead of TypeErrors).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  checkAction,
  createGame,
  legalActions,
  listedKey,
  RuleError,
  type Action,
  type GameSetup,
  type GameState,
} from '../index';

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Play the first listed non-dummy action until the active player is in the middle of a turn. */
function inTurn(setup: GameSetup): GameState {
  let s = createGame(setup);
  for (let i = 0; i < 50 && !(s.turn && s.pending.length === 0); i++) {
    const a = legalActions(s)[0];
    if (!a) break;
    s = applyAction(s, a).state;
  }
  expect(s.turn).toBeTruthy();
  return s;
}

const solo = (): GameState =>
  inTurn({ scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed: 5 });

describe('accepted ⇒ listed (issue 19)', () => {
  it('play-card: an unknown mode ("zzz", "", "STRONG") is refused, never read as basic or strong', () => {
    const s = solo();
    const plays = legalActions(s).filter((a) => a.type === 'play-card' && a.mode !== 'sideways');
    expect(plays.length).toBeGreaterThan(0);
    for (const a of plays)
      for (const mode of ['zzz', '', 'STRONG', 'Basic', 'sideways ']) {
        const bad = { ...a, mode } as Action;
        expect(checkAction(s, bad)?.ruleId, `${JSON.stringify(a)} as ${mode}`).toBe(
          'ENGINE-ACTION',
        );
        expect(() => applyAction(s, bad)).toThrow(RuleError);
      }
  });

  it('a listed action object changed after listing is checked as what it now says (issue 15 fast path)', () => {
    const s = solo();
    const listed = legalActions(s);
    const a = listed.find((x) => x.type === 'play-card' && x.mode !== 'sideways');
    expect(a).toBeTruthy();
    if (!a || a.type !== 'play-card') return;
    // A caller that edits the very object legalActions returned must not get it accepted by
    // identity: either the object cannot be changed, or the change is checked like any action.
    try {
      (a as { mode: string }).mode = 'zzz';
    } catch {
      // frozen: the edit is refused at the source
    }
    if ((a as { mode: string }).mode === 'zzz') {
      expect(checkAction(s, a)?.ruleId).toBe('ENGINE-ACTION');
      expect(() => applyAction(s, a)).toThrow(RuleError);
    } else expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a)).toBe(true); // legalActions hands out frozen objects
  });

  it('an action added to the array legalActions returned is not listed by identity (ENGINE-ACTION)', () => {
    const s = solo();
    const listed = legalActions(s);
    const a = listed.find((x) => x.type === 'play-card' && x.mode === 'sideways');
    expect(a).toBeTruthy();
    // The caller owns the returned array; what it adds there is checked like any other action.
    // An empty mana list passes the module's own check (CARD-3e asks for no mana) but is not the
    // listed play, which has no mana field.
    const bad = { ...a, mana: [] } as unknown as Action;
    listed.push(bad);
    expect(checkAction(s, bad)?.ruleId).toBe('ENGINE-ACTION');
    expect(() => applyAction(s, bad)).toThrow(RuleError);
  });

  it('unknown fields are refused naming the field; undefined fields count as absent', () => {
    const s = solo();
    const a = legalActions(s).find((x) => x.type === 'play-card') as Action;
    expect(checkAction(s, { ...a, zzz: 1 } as unknown as Action)).toEqual({
      ruleId: 'ENGINE-ACTION',
      message: 'Action "play-card" has no field "zzz".',
    });
    expect(checkAction(s, { ...a, hex: '0,0' } as Action)?.message).toContain('"hex"');
    expect(checkAction(s, { ...a, unflip: undefined } as Action)).toBeNull();
  });

  it('every listed action is accepted, also with its keys in another order', () => {
    const s = solo();
    for (const a of legalActions(s)) {
      const reversed = Object.fromEntries(Object.entries(a).reverse()) as Action;
      expect(checkAction(s, reversed), JSON.stringify(a)).toBeNull();
      expect(listedKey(reversed)).toBe(listedKey(a));
    }
  });

  it('a second copy of a listed card plays the same (identical cards are one listed play)', () => {
    const kind = (c: string) => c.slice(0, c.indexOf('#'));
    const twinIn = (s: GameState) => {
      const hand = s.players[0]?.hand ?? [];
      return hand.find((c, i) => hand.findIndex((d) => kind(d) === kind(c)) !== i);
    };
    let s = solo();
    for (let seed = 1; seed < 40 && !twinIn(s); seed++)
      s = inTurn({ scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed });
    const twin = twinIn(s);
    expect(twin).toBeDefined();
    const listed = legalActions(s).filter(
      (a) => a.type === 'play-card' && kind(a.card) === kind(twin as string),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((a) => a.type === 'play-card' && a.card === twin)).toBe(false);
    for (const a of listed) expect(checkAction(s, { ...a, card: twin } as Action)).toBeNull();
  });
});

describe('prototype member names (issue 13.3)', () => {
  it('every Object.prototype member name as an action type is refused with ENGINE-ACTION', () => {
    const s = solo();
    const before = JSON.stringify(s);
    expect(PROTO_NAMES.length).toBeGreaterThan(10);
    for (const type of PROTO_NAMES) {
      const a = { type, player: 0 } as unknown as Action;
      expect(checkAction(s, a), type).toEqual({
        ruleId: 'ENGINE-ACTION',
        message: `Unknown action type "${type}".`,
      });
      expect(() => applyAction(s, a), type).toThrow(RuleError);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('every Object.prototype member name as a scenario action id is refused (FLOW-1)', () => {
    const s = inTurn({
      scenario: 'mines-liberation',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      seed: 3,
    });
    for (const id of PROTO_NAMES) {
      const a: Action = { type: 'scenario-action', player: s.turn?.player ?? 0, id };
      expect(checkAction(s, a)?.ruleId, id).toBe('FLOW-1');
    }
  });

  it('prototype member names in every string field of listed actions: refused, never a crash', () => {
    const s = solo();
    for (const a of legalActions(s))
      for (const [k, v] of Object.entries(a))
        if (typeof v === 'string' && k !== 'type')
          for (const name of PROTO_NAMES) {
            const r = checkAction(s, { ...a, [k]: name });
            expect(r?.ruleId, `${a.type}.${k} = ${name}`).toMatch(/^[A-Z]/);
          }
  });
});

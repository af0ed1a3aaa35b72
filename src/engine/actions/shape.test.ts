// Bad input (STYLE.md): an action with missing or mistyped fields is refused with ENGINE-ACTION and
// a message naming the field, for every action type, and the state stays as it was.
import { describe, expect, it } from 'vitest';
import { applyAction, checkAction, createGame, RuleError, type Action } from '../index';
import { ACTION_MODULES } from '../action-modules';

const game = () =>
  createGame({ scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed: 5 });

describe('action shape (ENGINE-ACTION)', () => {
  it('every action type with only type and player is refused cleanly, never crashes', () => {
    const s = game();
    for (const type of Object.keys(ACTION_MODULES)) {
      const a = { type, player: 0 } as unknown as Action;
      // Never a TypeError from deep inside a rule: either a refusal or (no fields needed) a verdict.
      expect(() => checkAction(s, a), type).not.toThrow();
    }
  });

  it('names the missing field and leaves the state untouched', () => {
    const s = game();
    const before = JSON.stringify(s);
    const a = { type: 'buy', player: 0 } as unknown as Action;
    expect(checkAction(s, a)).toEqual({
      ruleId: 'ENGINE-ACTION',
      message: 'Action "buy" needs the field "item" (string).',
    });
    expect(() => applyAction(s, a)).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('checks types, optional fields and the player number', () => {
    const s = game();
    const bad = (a: unknown) => checkAction(s, a as Action)?.message;
    expect(bad({ type: 'rest', player: 0, discard: 'march#1' })).toBe(
      'Action "rest" needs the field "discard" (string[]).',
    );
    expect(bad({ type: 'move', player: '0', to: '0,0' })).toBe(
      'Action "move" needs a player number.',
    );
    expect(bad({ type: 'play-card', player: 0, card: 'march#1', mode: 'strong', mana: [1] })).toBe(
      'Action "play-card" needs the field "mana" (mana[]).',
    );
    expect(bad({ type: 'coop-assault', player: 0, invite: [1], counts: ['2'] })).toBe(
      'Action "coop-assault" needs the field "counts" (number[]).',
    );
    // Well-formed actions pass the shape check and meet the rules (here: tactics come first).
    const ruled = checkAction(s, { type: 'end-turn', player: 0 });
    expect(ruled?.ruleId).not.toBe('ENGINE-ACTION');
  });
  // Legal actions always have the right shape: the invariant checks (src/sim/invariants.ts, legal ⇒
  // accepted) run that over whole games of every scenario.
});

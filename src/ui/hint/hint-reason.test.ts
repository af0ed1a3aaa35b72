// "Suggest a move" explains its reason in one line (issue 17), in English and German.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame } from '../../engine';
import { makeT } from '../../i18n';
import { suggestMoveWithReason } from '../../sim/bots';
import { setupFor } from '../../sim/runner';
import { combatsMet } from '../../assist/corpus';
import { reasonText } from './hint-text';

describe('hint reason', () => {
  it('a tactic suggestion says why in one line (EN and DE)', () => {
    const s = createGame(setupFor('first-reconnaissance', ['tovak'], 1));
    const r = suggestMoveWithReason(s);
    expect(r.action?.type).toBe('choose-tactic');
    expect(r.reason).toEqual({ kind: 'tactic' });
    if (!r.reason) throw new Error('no reason');
    expect(reasonText(r.reason, s, makeT('en'))).toMatch(/^Why: the tactic/);
    expect(reasonText(r.reason, s, makeT('de'))).toMatch(/^Warum: die Taktik/);
  });
  it('in a fight the reason is the fight plan; on the map it is the goal pursued', () => {
    const [fight] = combatsMet({ seeds: [100, 101], max: 1 });
    if (!fight) throw new Error('no combat met');
    expect(suggestMoveWithReason(fight).reason).toEqual({ kind: 'combat' });
    const s = createGame(setupFor('first-reconnaissance', ['tovak'], 1));
    const tactic = suggestMoveWithReason(s).action;
    if (!tactic) throw new Error('no tactic');
    const start = applyAction(s, tactic).state;
    const turn = suggestMoveWithReason(start);
    expect(turn.action).not.toBeNull();
    expect(['goal', 'turn']).toContain(turn.reason?.kind);
    if (turn.reason?.kind === 'goal')
      expect(reasonText(turn.reason, start, makeT('en'))).toMatch(/^Why: on the way/);
  }, 60_000);
});

// Fame and Reputation move (END-6, REP-*): primitives used by combat, the effect interpreter,
// interaction and the hooks alike. They lived in flow/turn.ts, above most of their callers, which
// tied the turn flow into every import cycle (issue 14).
import type { Ctx } from '../core/context';
import { clampReputation, levelForFame } from '../content/tracks';
import { scenarioDef } from './scenario-table';
import { ignoresReputation } from './modifiers';
import type { GameState, PlayerState } from './types';

export function changeReputation(state: GameState, p: PlayerState, delta: number, ctx: Ctx): void {
  // Arcane Disguise: all Reputation effects are ignored this turn.
  if (ignoresReputation(state, p.id)) return;
  const before = p.reputation;
  p.reputation = clampReputation(p.reputation + delta);
  if (p.reputation !== before)
    ctx.emit({
      type: 'reputation-changed',
      player: p.id,
      delta: p.reputation - before,
      value: p.reputation,
    });
}

/** Fame moves at once; the level-up waits for the end of the turn (COMBAT-RANGED-5c). */
export function gainFame(state: GameState, p: PlayerState, amount: number, ctx: Ctx): void {
  if (amount === 0) return;
  const before = p.fame;
  // VAR-AUCTION-6: Fame sacrificed in a hero auction is owed (negative) until it is earned back.
  p.fame = Math.max(Math.min(0, before), p.fame + amount);
  // SCEN-BLITZ-CONQ-2a: +1 extra Fame for each row crossed.
  const scen = scenarioDef(state.setup.scenario);
  if (scen.startFame && levelForFame(p.fame) > levelForFame(before))
    p.fame += levelForFame(p.fame) - levelForFame(before);
  ctx.emit({ type: 'fame-gained', player: p.id, amount: p.fame - before, value: p.fame });
}

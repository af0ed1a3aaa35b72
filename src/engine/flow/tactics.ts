// Tactics selection (ROUND-3, SCEN-SOLO-CONQ-6/7, SCEN-FULL-COOP-4a).
import type { TimeOfDay } from '../core/types';
import { TACTICS, tacticDef } from '../content';
import { scenarioDef } from '../state/scenario-table';
import { realCount } from '../map/map';
import type { GameState, PlayerId } from '../state/types';
import { hasVariant } from '../state/variants';

/** The tactics displayed for a time of day, lowest number first, minus removed ones. */
export function tacticsFor(time: TimeOfDay, removed: readonly string[]): string[] {
  return TACTICS.filter((t) => t.time === time && !removed.includes(t.id))
    .sort((a, b) => a.number - b.number)
    .map((t) => t.id);
}

/**
 * ROUND-3a.1: lowest Fame chooses first; on a tie the player whose round order token is lower in
 * the column (later in the current order) chooses first. Solo: the player first, then the dummy;
 * co-op: the dummy first.
 */
export function tacticPickOrder(state: GameState): PlayerId[] {
  const rule = scenarioDef(state.setup.scenario).tacticRule(realCount(state));
  const column = state.round.order;
  // VAR-AUCTION-7: after a hero auction the first tactics go in reverse hero-choice order, whatever
  // the Fame (the round order tokens still stand in hero-choice order: the tie rule does it).
  const byFame = !(state.round.number === 1 && hasVariant(state, 'hero-auction'));
  const real = state.players
    .filter((p) => p.kind !== 'dummy' && !p.eliminated) // SCEN-RETURN-2: eliminated players are out
    .map((p) => p.id)
    .sort((a, b) => {
      const fa = state.players[a]?.fame ?? 0;
      const fb = state.players[b]?.fame ?? 0;
      if (byFame && fa !== fb) return fa - fb;
      return column.indexOf(b) - column.indexOf(a);
    });
  const dummies = state.players.filter((p) => p.kind === 'dummy').map((p) => p.id);
  return rule === 'coop' ? [...dummies, ...real] : [...real, ...dummies];
}

export function nextTacticPicker(state: GameState): PlayerId | null {
  for (const id of tacticPickOrder(state)) if (state.players[id]?.tactic === null) return id;
  return null;
}

/** ROUND-3c: re-sort the round order tokens by tactic number. */
export function orderByTactics(state: GameState): PlayerId[] {
  return state.players
    .filter((p) => !p.eliminated)
    .map((p) => p.id)
    .sort((a, b) => {
      const ta = state.players[a]?.tactic;
      const tb = state.players[b]?.tactic;
      return (ta ? tacticDef(ta).number : 99) - (tb ? tacticDef(tb).number : 99);
    });
}

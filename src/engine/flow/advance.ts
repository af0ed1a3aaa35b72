// Automatic progression between decisions: tactic draws of the dummy, the start of turns,
// forfeited turns. Stops as soon as somebody has to decide something.
import type { Ctx } from '../core/context';
import { tacticDef } from '../content';
import { rngOf } from '../rng/rng';
import type { GameState, PlayerId } from '../state/types';
import { nextTacticPicker, orderByTactics } from './tactics';
import { continueAfter, startTurn } from './turn';
import { applyTacticOnTake } from './tactic-effects';

export function advance(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 500; guard++) {
    // A decision with nothing to choose from is no decision: drop it and go on with what followed.
    const top = state.pending[state.pending.length - 1];
    if (top && top.options.length === 0 && (top.min ?? 0) === 0 && top.max === undefined) {
      state.pending.pop();
      ctx.emit({ type: 'choice-skipped', player: top.player, kind: top.kind });
      continueAfter(state, top, state.pending.length, ctx);
      continue;
    }
    if (state.gameOver || state.pending.length > 0) return;
    if (state.round.phase === 'tactics') {
      const picker = nextTacticPicker(state);
      state.round.tacticPicker = picker;
      if (picker === null) {
        finishTacticSelection(state, ctx);
        continue;
      }
      if (state.players[picker]?.kind === 'dummy') {
        // SCEN-DUMMY-5/6, SCEN-SOLO-CONQ-6: the dummy draws one of the remaining tactics at random.
        const t = rngOf(state).pick(state.round.tacticsOffer);
        takeTactic(state, picker, t, ctx);
        ctx.emit({ type: 'random-drawn', player: picker, tactic: t });
        continue;
      }
      return;
    }
    if (state.turn) return;
    const id = state.round.order[state.round.current];
    if (id === undefined) return;
    if (state.players[id]?.kind === 'dummy') return; // waits for the 'dummy-turn' action
    if (startTurn(state, ctx)) continue;
    return;
  }
  throw new Error('advance: no progress after 500 steps');
}

export function takeTactic(state: GameState, player: PlayerId, tactic: string, ctx: Ctx): void {
  const p = state.players[player];
  if (!p) return;
  p.tactic = tactic;
  state.round.tacticsOffer = state.round.tacticsOffer.filter((t) => t !== tactic);
  ctx.emit({ type: 'tactic-taken', player, tactic, number: tacticDef(tactic).number });
  // ROUND-3b: "when you take this tactic" effects (the dummy gets no benefit, SCEN-DUMMY-6).
  if (p.kind !== 'dummy') applyTacticOnTake(state, player, tactic, ctx);
}

function finishTacticSelection(state: GameState, ctx: Ctx): void {
  // ROUND-3c/3d
  state.round.order = orderByTactics(state);
  state.round.phase = 'turns';
  state.round.current = 0;
  state.round.tacticPicker = null;
  ctx.emit({ type: 'turn-order', order: state.round.order });
}

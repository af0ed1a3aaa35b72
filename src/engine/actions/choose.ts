// Answering the innermost pending choice (DESIGN.md "Decisions as data").
import { resolverFor } from '../choices';
import type { Pending } from '../state/choice-types';
import { defIdOf } from '../core/types';
import { continueAfter } from '../flow/turn';
import { SECRET_CHOICES } from '../choices/secret';
import type { GameState } from '../state/types';
import type { ActionModule } from '../protocol/framework';
import { refuse } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';

export function optionIds(p: Pending): string[] {
  return p.options;
}

function isMulti(p: Pending): boolean {
  return p.max !== undefined || p.min !== undefined;
}

/** Subsets of the options for multi-select choices (identical cards deduplicated, capped). */
function subsets(p: Pending): string[][] {
  const opts = optionIds(p);
  const min = p.min ?? 0;
  const max = p.max ?? opts.length;
  const out: string[][] = [];
  const seen = new Set<string>();
  const rec = (i: number, acc: string[]) => {
    if (out.length >= 256) return;
    if (i === opts.length) {
      if (acc.length >= min && acc.length <= max) {
        const key = acc.map(defIdOf).sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          out.push([...acc]);
        }
      }
      return;
    }
    if (acc.length < max) rec(i + 1, [...acc, opts[i] ?? '']);
    rec(i + 1, acc);
  };
  rec(0, []);
  return out;
}

export const chooseAction: ActionModule<'choose'> = {
  type: 'choose',
  candidates(state, player) {
    const p = state.pending[state.pending.length - 1];
    if (!p || p.player !== player) return [];
    if (isMulti(p)) return subsets(p).map((option) => ({ type: 'choose', player, option }));
    return optionIds(p).map((option) => ({ type: 'choose', player, option }));
  },
  /**
   * Issue 15: the candidates are the choice's own options (or subsets of distinct options within
   * min..max), which is all the check asks of an answer; what is left — the game is on, the choice
   * is this player's and has a resolver — holds for every candidate or for none (ENGINE-CHOICE).
   */
  legal(state, player) {
    const p = state.pending[state.pending.length - 1];
    if (state.gameOver || !p || p.player !== player || !resolverFor(p.kind)) return [];
    return chooseAction.candidates(state, player);
  },
  check(state, a) {
    if (state.gameOver) return refuse('FLOW-5', 'The game is over.');
    const p = state.pending[state.pending.length - 1];
    if (!p) return refuse('ENGINE-CHOICE', 'There is nothing to choose right now.');
    if (p.player !== a.player)
      return refuse('ENGINE-CHOICE', 'This decision belongs to another player.');
    const opts = optionIds(p);
    const answer = Array.isArray(a.option) ? a.option : [a.option];
    if (!isMulti(p) && answer.length !== 1)
      return refuse('ENGINE-CHOICE', 'Choose exactly one option.');
    const pool = [...opts];
    for (const x of answer) {
      const i = pool.indexOf(x);
      if (i < 0) return refuse('ENGINE-CHOICE', `"${x}" is not one of the options.`);
      pool.splice(i, 1);
    }
    if (isMulti(p)) {
      const min = p.min ?? 0;
      const max = p.max ?? opts.length;
      if (answer.length < min || answer.length > max)
        return refuse(
          p.kind === 'end-discard' ? 'TURN-OPT-5a' : 'CARD-6',
          min === max
            ? `Choose exactly ${min}.`
            : p.kind === 'end-discard' && min > 0
              ? `Choose between ${min} and ${max}. You played no card this turn, so you must discard at least one.`
              : `Choose between ${min} and ${max}.`,
        );
    }
    if (!resolverFor(p.kind)) return refuse('ENGINE-CHOICE', `No resolver for ${p.kind}.`);
    return null;
  },
  apply(state, a, ctx) {
    const p = state.pending.pop();
    if (!p) return;
    const answer = Array.isArray(a.option) ? a.option : [a.option];
    const depth = state.pending.length;
    // Secret answers (VAR-INTCOMBAT-2, VAR-DECK-2b) are not told in the event log.
    const told = SECRET_CHOICES.has(p.kind) ? answer.map(() => 'hidden') : answer;
    ctx.emit({ type: 'chosen', player: a.player, kind: p.kind, option: told });
    resolverFor(p.kind)?.(state, p, answer, ctx);
    continueAfter(state, p, depth, ctx);
  },
};

export type ChooseAction = ActionOf<'choose'>;
export type { GameState };

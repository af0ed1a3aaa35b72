// Cooperative city assault actions (§12): propose an assault (coop-assault), and end one's part of
// it (coop-done). The invited heroes answer through the pending choice 'coop-agree'.
import type { ActionModule } from '../protocol/framework';
import { ownTurn, refuse } from '../protocol/framework';
import type { ActionOf, ActionType } from '../protocol/types';
import type { Resolver } from '../choices/resolvers';
import type { GameState, PlayerId } from '../state/types';
import { answerCoop, coopDone, proposeCoop } from './flow';
import {
  coopCity,
  coopStartRefusal,
  eligibleHeroes,
  proposalKey,
  proposalRefusal,
  splits,
} from './rules';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

function subsets<T>(xs: T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << xs.length; mask++)
    out.push(xs.filter((_, i) => (mask & (1 << i)) !== 0));
  return out;
}

const coopAssault: ActionModule<'coop-assault'> = {
  type: 'coop-assault',
  candidates(state, player) {
    if (state.turn?.player !== player || coopStartRefusal(state, player) !== null) return [];
    const city = coopCity(state, player); // COOP-2c/2c.1
    if (!city) return [];
    const out: ActionOf<'coop-assault'>[] = [];
    for (const invite of subsets(eligibleHeroes(state, player, city)))
      for (const counts of splits(city.garrison.length, invite.length + 1))
        out.push({ type: 'coop-assault', player, invite, counts });
    return out;
  },
  check(state, a) {
    const base = ownTurn(state, a.player);
    if (base) return base;
    const r = coopStartRefusal(state, a.player);
    if (r) return r;
    const city = coopCity(state, a.player); // COOP-2c/2c.1
    if (!city) return refuse('COOP-2c', 'You must stand next to an unconquered city.');
    const prop = { invite: a.invite, counts: a.counts };
    const bad = proposalRefusal(state, a.player, city, prop);
    if (bad) return bad;
    if (state.turn?.flags[`coop-declined:${proposalKey(prop)}`])
      return refuse(
        'COOP-3c',
        'This proposal was declined; make a different one or go on with your turn.',
      );
    return null;
  },
  apply(state, a, ctx) {
    proposeCoop(state, a.player, { invite: [...a.invite], counts: [...a.counts] }, ctx);
  },
};

function coopDoneRefusal(state: GameState, player: PlayerId) {
  const base = ownTurn(state, player);
  if (base) return base;
  const coop = state.coop;
  if (!coop || coop.stage !== 'assault' || coop.participants[coop.index] !== player)
    return refuse('COOP-6', 'You are not taking part in a cooperative assault right now.');
  if (state.combat) return refuse('COOP-6a', 'Complete all phases of your combat first.');
  return null;
}

const coopDoneAction: ActionModule<'coop-done'> = {
  type: 'coop-done',
  candidates(state, player) {
    const coop = state.coop;
    return coop && coop.stage === 'assault' && state.turn?.player === player && !state.combat
      ? [{ type: 'coop-done', player }]
      : [];
  },
  check(state, a) {
    return coopDoneRefusal(state, a.player);
  },
  apply(state, _a, ctx) {
    coopDone(state, ctx);
  },
};

export const COOP_ACTIONS: Partial<Record<ActionType, AnyModule>> = {
  'coop-assault': coopAssault,
  'coop-done': coopDoneAction,
};

export const COOP_RESOLVERS: Record<string, Resolver> = {
  'coop-agree': (state, p, answer, ctx) => answerCoop(state, p, answer[0] ?? 'no', ctx),
};

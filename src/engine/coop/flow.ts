// The cooperative city assault (§12): proposal and agreement (COOP-3), order tokens (COOP-4), the
// random deal of the defenders (COOP-5), each participant's assault in round order (COOP-6) and the
// end (COOP-7). See coop/types.ts for how the participants' turns are kept.
import type { Ctx } from '../core/context';
import type { Pending } from '../state/choice-types';
import { finishTurn, newTurnState } from '../flow/turn';
import type { HexKey } from '../hex/hex';
import { rngOf } from '../rng/rng';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, TurnState } from '../state/types';
import { assaultOrder, coopCity, proposalKey } from './rules';
import type { CoopProposal, CoopState } from '../state/coop-types';
import { cityAt, sameCity } from '../state/cities';

function coopOf(state: GameState): CoopState {
  const c = state.coop;
  if (!c) throw new Error('no cooperative assault');
  return c;
}

/** COOP-3: the proposal goes to the invited heroes one after another (pending 'coop-agree'). */
export function proposeCoop(
  state: GameState,
  initiator: PlayerId,
  prop: CoopProposal,
  ctx: Ctx,
): void {
  ctx.emit({ type: 'coop-proposed', player: initiator, invite: prop.invite, counts: prop.counts });
  askNext(state, initiator, prop, []);
}

function askNext(
  state: GameState,
  initiator: PlayerId,
  prop: CoopProposal,
  agreed: PlayerId[],
): void {
  const next = prop.invite.find((x) => !agreed.includes(x));
  if (next === undefined) return;
  state.pending.push({
    kind: 'coop-agree',
    player: next,
    source: 'coop-assault',
    options: ['yes', 'no'],
    data: { initiator, invite: prop.invite, counts: prop.counts, agreed },
  });
}

/** Resolver of 'coop-agree' (COOP-3c). */
export function answerCoop(state: GameState, p: Pending, answer: string, ctx: Ctx): void {
  const d = p.data ?? {};
  const initiator = Number(d.initiator);
  const prop: CoopProposal = {
    invite: (d.invite as number[]) ?? [],
    counts: (d.counts as number[]) ?? [],
  };
  const agreed = [...((d.agreed as number[]) ?? []), p.player];
  if (answer !== 'yes') {
    // COOP-3c: nothing happens; the initiator may propose something else or go on.
    if (state.turn) state.turn.flags[`coop-declined:${proposalKey(prop)}`] = 1;
    ctx.emit({ type: 'coop-declined', player: p.player, by: initiator });
    return;
  }
  ctx.emit({ type: 'coop-agreed', player: p.player });
  if (agreed.length < prop.invite.length) {
    askNext(state, initiator, prop, agreed);
    return;
  }
  beginCoop(state, initiator, prop, ctx);
}

/** COOP-4..6: tokens down, defenders dealt, the initiator assaults first. */
function beginCoop(state: GameState, initiator: PlayerId, prop: CoopProposal, ctx: Ctx): void {
  const city = coopCity(state, initiator); // COOP-2c/2c.1
  const turn = state.turn;
  if (!city || !turn) return;
  // COOP-4 (ruling): the invited heroes turn their tokens face down; the initiator spends the
  // current turn on the assault.
  for (const id of prop.invite) getPlayer(state, id).orderTokenFlipped = true;
  // COOP-5: shuffle the defenders and deal them in the agreed numbers, unseen.
  const ids = rngOf(state).shuffle(city.garrison.map((g) => g.id));
  const assigned: Record<string, string[]> = {};
  const members = [initiator, ...prop.invite];
  let at = 0;
  members.forEach((id, i) => {
    const n = prop.counts[i] ?? 0;
    assigned[String(id)] = ids.slice(at, at + n);
    at += n;
  });
  const from: Record<string, HexKey> = {};
  for (const id of members) {
    const pos = state.players[id]?.position;
    if (pos) from[String(id)] = pos;
  }
  state.coop = {
    city: city.hex,
    initiator,
    participants: assaultOrder(state, initiator, prop.invite),
    assigned,
    from,
    stage: 'assault',
    index: 0,
    parked: {},
  };
  prepareAssaultTurn(turn);
  ctx.emit({
    type: 'coop-started',
    player: initiator,
    hex: city.hex,
    participants: state.coop.participants,
  });
}

/** COOP-6c: the participant's only move is into the city; no other action (COOP-6c.1). */
function prepareAssaultTurn(t: TurnState): void {
  t.phase = 'move';
  t.action = 'combat';
  t.flags['coop-assault'] = 1;
}

/** The participant is done with their part of the assault (after their combat, or giving up). */
export function coopDone(state: GameState, ctx: Ctx): void {
  const coop = coopOf(state);
  const t = state.turn;
  if (!t) return;
  coop.parked[String(t.player)] = t;
  ctx.emit({ type: 'coop-part-done', player: t.player });
  coop.index += 1;
  const next = coop.participants[coop.index];
  if (next !== undefined) {
    // COOP-6a/6b: the next participant assaults, with one Source die of their own.
    const p = getPlayer(state, next);
    const nt = newTurnState(state, p);
    if (p.heldManaTokens && p.heldManaTokens.length > 0) {
      nt.manaTokens.push(...p.heldManaTokens);
      delete p.heldManaTokens;
    }
    prepareAssaultTurn(nt);
    state.turn = nt;
    ctx.emit({ type: 'decision-passed', player: next });
    return;
  }
  beginFinish(state, ctx);
}

function turnOf(state: GameState, id: PlayerId): TurnState | null {
  if (state.turn?.player === id) return state.turn;
  return state.coop?.parked[String(id)] ?? null;
}

/** COOP-7: conquered or not; COOP-7a withdrawal; COOP-7b the participants end their turns. */
function beginFinish(state: GameState, ctx: Ctx): void {
  const coop = coopOf(state);
  coop.stage = 'finish';
  const city = cityAt(state, coop.city);
  if (city && !city.conquered) {
    for (const id of coop.participants) {
      const p = getPlayer(state, id);
      const back = coop.from[String(id)];
      const inside = p.position;
      if (!inside || !sameCity(state, inside, coop.city) || !back) continue;
      p.position = back;
      const t = turnOf(state, id);
      if (t) {
        if (t.path[t.path.length - 1] === inside) t.path.pop();
        if (t.path[t.path.length - 1] !== back) t.path.push(back);
      }
      ctx.emit({ type: 'withdrawn', player: id, hex: back });
    }
  }
  ctx.emit({ type: 'coop-ended', player: coop.initiator, conquered: !!city?.conquered });
  coop.index = 0;
  resumeParticipant(state, ctx);
}

function resumeParticipant(state: GameState, ctx: Ctx): void {
  const coop = coopOf(state);
  const id = coop.participants[coop.index];
  if (id === undefined) return;
  const t = coop.parked[String(id)];
  if (!t) return;
  delete coop.parked[String(id)];
  t.phase = 'after';
  state.turn = t;
  ctx.emit({ type: 'decision-passed', player: id });
}

/**
 * COOP-7b: a participant's End of Turn is over; the next one finishes, and after the last the
 * round goes on from the initiator. Returns true when it took over.
 */
export function coopTurnEnded(state: GameState, _player: PlayerId, ctx: Ctx): boolean {
  const coop = state.coop;
  if (!coop || coop.stage !== 'finish') return false;
  coop.index += 1;
  if (coop.index < coop.participants.length) {
    resumeParticipant(state, ctx);
    return true;
  }
  const initiator = coop.initiator;
  state.coop = null;
  finishTurn(state, initiator, ctx);
  return true;
}

export { coopAssigned, cityDefendersLeft } from '../state/coop-assault';

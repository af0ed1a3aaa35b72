// Banners outside combat (UNIT-8): assigning a Banner to a unit at any time in the turn
// (`assign-banner`), Banner of Courage's once-per-round readying (`use-banner`), Banner of Command
// given to a unit recruited this turn instead of a Command token. What an assigned Banner does in
// combat (Glory, Fear, Protection, Fortitude) is the combat module's.
//
// UNIT-8a: the old Banner goes to the discard pile when the unit is destroyed or disbanded
// (units/units.ts, combat/damage.ts) or gets a new Banner (here). UNIT-8b / ROUND-2g.1: at the end
// of the round each player decides for each assigned Banner whether it stays or is shuffled back
// into the Deed deck ('banner-round-end', asked before the deeds are reshuffled, flow/round.ts);
// the Banners that stay are turned face up again.
import type { ActionModule } from '../../protocol/framework';
import { ownTurn, refuse } from '../../protocol/framework';
import type { ActionOf } from '../../protocol/types';
import type { Resolver } from '../../choices/resolvers';
import { cardDef } from '../../content';
import type { Ctx } from '../../core/context';
import type { Refusal } from '../../mana/mana';
import { isWound } from '../../state/cards';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId, PlayerState } from '../../state/types';
import { setUpRound } from '../../flow/round';
import { findUnit } from '../../state/units';
import { readyUnitNow } from '../interpret';
import { BANNER_BASIC } from './combat-cards';
import type { CustomHook } from '../../protocol/hook-types';

/** Banners assigned like UNIT-8 says (Banner of Command is special: never assigned this way). */
export function isAssignableBanner(card: string): boolean {
  if (isWound(card)) return false;
  const def = cardDef(card);
  return !!def.banner && def.id !== 'banner-of-command';
}

function assignRefusal(state: GameState, a: ActionOf<'assign-banner'>): Refusal | null {
  const base = ownTurn(state, a.player);
  if (base) return base;
  const t = state.turn;
  if (!t || t.phase === 'end')
    return refuse('TURN-END-8c', 'Nothing can be assigned during your End-of-Turn step.');
  const p = getPlayer(state, a.player);
  if (!p.hand.includes(a.card)) return refuse('UNIT-8', 'That card is not in your hand.');
  if (!isAssignableBanner(a.card))
    return refuse('UNIT-8', 'Only Banner artifacts can be assigned to units.');
  if (!findUnit(p, a.unit)) return refuse('UNIT-8', 'That is not one of your units.');
  return null;
}

export const assignBannerAction: ActionModule<'assign-banner'> = {
  type: 'assign-banner',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || state.pending.length > 0) return [];
    const p = getPlayer(state, player);
    const out: ActionOf<'assign-banner'>[] = [];
    for (const card of p.hand)
      if (isAssignableBanner(card))
        for (const u of p.units) out.push({ type: 'assign-banner', player, card, unit: u.id });
    return out;
  },
  check: assignRefusal,
  apply(state, a, ctx) {
    const t = state.turn;
    const p = getPlayer(state, a.player);
    const u = findUnit(p, a.unit);
    if (!t || !u) return;
    p.hand.splice(p.hand.indexOf(a.card), 1);
    if (u.banner) p.discard.push(u.banner); // UNIT-8a
    u.banner = a.card;
    delete u.bannerFlipped;
    t.cardPlayedOrDiscarded = true;
    ctx.emit({ type: 'banner-assigned', player: a.player, card: a.card, unit: a.unit });
  },
};

// ----------------------------------------------------------------------------- Banner of Courage

function useRefusal(state: GameState, a: ActionOf<'use-banner'>): Refusal | null {
  const base = ownTurn(state, a.player);
  if (base) return base;
  const t = state.turn;
  if (!t || t.phase === 'end')
    return refuse('TURN-END-8c', 'You cannot use effects during your End-of-Turn step.');
  const u = findUnit(getPlayer(state, a.player), a.unit);
  if (!u?.banner) return refuse('UNIT-8', 'That unit has no Banner.');
  if (cardDef(u.banner).id !== 'banner-of-courage')
    return refuse(
      'UNIT-8',
      'Only Banner of Courage is used this way; other Banners work by themselves.',
    );
  if (state.combat) return refuse('banner-of-courage', 'Banner of Courage is not used in combat.');
  if (u.bannerFlipped)
    return refuse('banner-of-courage', 'Banner of Courage has been used this round.');
  if (u.ready) return refuse('UNIT-6', 'The unit is ready already.');
  return null;
}

export const useBannerAction: ActionModule<'use-banner'> = {
  type: 'use-banner',
  candidates(state, player) {
    const t = state.turn;
    if (!t || t.player !== player || state.pending.length > 0) return [];
    return getPlayer(state, player)
      .units.filter((u) => u.banner)
      .map((u) => ({ type: 'use-banner' as const, player, unit: u.id }));
  },
  check: useRefusal,
  apply(state, a, ctx) {
    const p = getPlayer(state, a.player);
    const u = findUnit(p, a.unit);
    if (!u) return;
    u.bannerFlipped = true; // face up again at the next round (ROUND-2g.1)
    readyUnitNow(state, p, u.id, ctx);
  },
};

// ----------------------------------------------------------------------------- Banner of Command

/** Units recruited this turn (interaction or free recruiting). */
function recruitedThisTurn(state: GameState, p: PlayerState): string[] {
  const t = state.turn;
  if (!t) return [];
  return p.units.filter((u) => t.flags[`recruited:${u.id}`]).map((u) => u.id);
}

/**
 * End of turn (card destinations): Banner of Command played this turn may be given to a unit
 * recruited this turn instead of a Command token.
 */
export function bannerOfCommandChoice(state: GameState, p: PlayerState, card: string): void {
  const units = recruitedThisTurn(state, p).filter((u) => !findUnit(p, u)?.banner);
  if (units.length === 0 || !p.discard.includes(card)) return;
  state.pending.push({
    kind: 'banner-command',
    player: p.id,
    source: card,
    options: [...units, 'none'],
    data: { card },
  });
}

function giveCommandBanner(
  state: GameState,
  p: PlayerState,
  unit: string,
  card: string,
  ctx: Ctx,
): void {
  const u = findUnit(p, unit);
  const at = p.discard.indexOf(card);
  if (!u || at < 0) return;
  p.discard.splice(at, 1);
  u.banner = card;
  u.commandBanner = true; // one more Command token while it lies there (state/player.ts)
  ctx.emit({ type: 'banner-assigned', player: p.id, card, unit });
}

// ----------------------------------------------------------------------------- end of the round

/** One Banner still to be decided at the end of the round (UNIT-8b). */
interface BannerAtRoundEnd {
  player: PlayerId;
  unit: string;
}

/**
 * UNIT-8b / ROUND-2g.1: the Banners on units, players in the round's order (the dummy player has no
 * units). Ruling: Banner of Command lying on a unit serves as its Command token, not as an assigned
 * Banner, so it is not offered.
 */
function bannersAtRoundEnd(state: GameState): BannerAtRoundEnd[] {
  const order = [
    ...state.round.order,
    ...state.players.map((p) => p.id).filter((id) => !state.round.order.includes(id)),
  ];
  const out: BannerAtRoundEnd[] = [];
  for (const id of order) {
    const p = state.players[id];
    if (!p || p.kind === 'dummy') continue;
    for (const u of p.units)
      if (u.banner && !u.commandBanner) out.push({ player: p.id, unit: u.id });
  }
  return out;
}

/** Ask about the next Banner of the queue that is still on its unit; false when none is left. */
function pushBannerRoundEnd(state: GameState, queue: BannerAtRoundEnd[]): boolean {
  for (let i = 0; i < queue.length; i++) {
    const next = queue[i];
    const p = next ? state.players[next.player] : undefined;
    const u = next && p ? findUnit(p, next.unit) : undefined;
    if (!next || !u?.banner) continue;
    state.pending.push({
      kind: 'banner-round-end',
      player: next.player,
      source: u.banner,
      options: ['keep', 'return'],
      data: { unit: u.id, rest: queue.slice(i + 1).map((x) => ({ ...x })) },
    });
    return true;
  }
  return false;
}

/**
 * Called when a round is prepared (flow/round.ts prepareRound), never when the game ends: true when
 * a Banner decision is open; its last answer sets up the round.
 */
export function bannerRoundEndStart(state: GameState): boolean {
  return pushBannerRoundEnd(state, bannersAtRoundEnd(state));
}

function restOf(data: Record<string, unknown> | undefined): BannerAtRoundEnd[] {
  const rest = data?.rest;
  if (!Array.isArray(rest)) return [];
  return rest.filter(
    (x): x is BannerAtRoundEnd =>
      typeof x === 'object' &&
      x !== null &&
      typeof (x as BannerAtRoundEnd).player === 'number' &&
      typeof (x as BannerAtRoundEnd).unit === 'string',
  );
}

export const BANNER_HOOKS: Record<string, CustomHook> = {
  /** Banner of Courage's basic effect is what it does when assigned (`use-banner`). */
  'banner-of-courage': BANNER_BASIC,
  /** Banner of Command basic: remember the card for the end of the turn. */
  'banner-as-command-token': {
    usable: () => true,
    resolve(state, ec) {
      if (state.turn) state.turn.flags[`banner-command:${ec.source}`] = 1;
    },
  },
};

export const BANNER_RESOLVERS: Record<string, Resolver> = {
  'banner-command': (state, pend, answer, ctx) => {
    const unit = answer[0];
    const card = typeof pend.data?.card === 'string' ? pend.data.card : '';
    if (!unit || unit === 'none' || !card) return;
    giveCommandBanner(state, getPlayer(state, pend.player), unit, card, ctx);
  },
  /** UNIT-8b: 'keep' leaves the Banner on its unit; 'return' puts it on the discard pile. */
  'banner-round-end': (state, pend, answer, ctx) => {
    const p = getPlayer(state, pend.player);
    const unit = typeof pend.data?.unit === 'string' ? pend.data.unit : '';
    const u = findUnit(p, unit);
    if (answer[0] === 'return' && u?.banner) {
      const card = u.banner;
      delete u.banner;
      delete u.bannerFlipped;
      p.discard.push(card); // shuffled into the new Deed deck with the rest (ROUND-2g.3)
      ctx.emit({ type: 'banner-returned', player: p.id, card, unit });
    }
    if (!pushBannerRoundEnd(state, restOf(pend.data))) setUpRound(state, ctx);
  },
};

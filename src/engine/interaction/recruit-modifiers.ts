// What skills and card effects change about recruiting (interaction/recruit.ts asks, the offer
// hooks too): the Ruthless Coercion / Charm discount, Bonds of Loyalty, On Her Own. Plain reads
// and bookkeeping on the state, so recruiting need not import the hook families above it (issue 14).
import type { Ctx } from '../core/context';
import { changeReputation } from '../state/fame';
import { activeHooks } from '../state/modifiers';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { findUnit } from '../state/units';

/** Units that may be disbanded (norowas-bonds-of-loyalty: not the unit on the Bonds token). */
export function disbandable(p: PlayerState): string[] {
  const bonds = p.skillData?.['bonds-unit'];
  return p.units.filter((u) => u.id !== bonds).map((u) => u.id);
}

/**
 * Influence added to (negative: taken off) the price of recruiting this unit now: Ruthless
 * Coercion / Charm discount (one unit), Bonds of Loyalty (5 less onto a free Bonds token), On Her
 * Own (its Influence 3 assumed no unit is recruited this turn: the 2 extra are paid back).
 */
export function recruitAdjustment(state: GameState, player: PlayerId): number {
  const p = getPlayer(state, player);
  let delta = 0;
  const discount = activeHooks(state, player, 'recruit-discount')[0];
  if (discount) delta -= Number(discount.amount ?? 0);
  if (bondsFree(p)) delta -= 5;
  if (state.turn?.flags['on-her-own']) delta += 2;
  return delta;
}

/** Bonds of Loyalty is owned and no unit sits on it. */
export function bondsFree(p: PlayerState): boolean {
  if (!p.skills.some((s) => s.id === 'norowas-bonds-of-loyalty')) return false;
  const on = p.skillData?.['bonds-unit'];
  return typeof on !== 'string' || !findUnit(p, on);
}

/** After recruiting a unit with Influence (interaction/recruit.ts): use up the one-unit effects. */
export function afterRecruit(state: GameState, player: PlayerId, unit: string, ctx: Ctx): void {
  const t = state.turn;
  const p = getPlayer(state, player);
  if (!t) return;
  t.flags[`recruited:${unit}`] = 1;
  const i = t.modifiers.findIndex(
    (m) =>
      m.player === player && m.modifier.kind === 'custom' && m.modifier.hook === 'recruit-discount',
  );
  const m = t.modifiers[i];
  if (m && m.modifier.kind === 'custom') {
    t.modifiers.splice(i, 1);
    const rep = Number(m.modifier.params?.reputation ?? 0);
    // Ruthless Coercion: recruiting the discounted unit costs Reputation at once.
    if (rep !== 0) changeReputation(state, p, rep, ctx);
  }
  if (bondsFree(p) && findUnit(p, unit))
    p.skillData = { ...(p.skillData ?? {}), 'bonds-unit': unit };
  delete t.flags['on-her-own'];
}

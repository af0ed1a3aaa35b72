// Units in play (§4.2): finding, adding, disbanding; the Lost Legion unit rules that concern more
// than one module (Thugs' damage fee, Heroes' assault fee, no free recruiting of some units).
import type { Ctx } from '../core/context';
import { unitDef } from '../content';
import { commandTokens, getPlayer } from './player';
import type { GameState, PlayerId, PlayerState, UnitInstance } from './types';

export const hasHook = (unitId: string, hook: string): boolean =>
  unitDef(unitId).hooks?.includes(hook) ?? false;

export function findUnit(p: PlayerState, unitId: string): UnitInstance | undefined {
  return p.units.find((u) => u.id === unitId);
}

/** UNIT-3: a free Command token is needed for every unit. */
export function freeCommandTokens(p: PlayerState): number {
  return commandTokens(p) - p.units.length;
}

/** UNIT-4, UNIT-4a: a new unit is ready and unwounded. */
export function addUnit(
  p: PlayerState,
  unitId: string,
  token?: UnitInstance['token'],
): UnitInstance {
  const u: UnitInstance = { id: unitId, ready: true, wounds: 0, ...(token ? { token } : {}) };
  p.units.push(u);
  return u;
}

/**
 * UNIT-4a: a disbanded unit leaves the game; its Banner goes to the discard pile (UNIT-8a); its
 * Wounds return to the Wound pile.
 */
export function disbandUnit(state: GameState, p: PlayerState, unitId: string, ctx: Ctx): void {
  const i = p.units.findIndex((u) => u.id === unitId);
  const u = p.units[i];
  if (!u) return;
  p.units.splice(i, 1);
  if (u.banner) p.discard.push(u.banner);
  state.woundPile += u.wounds;
  state.removed.push(u.id);
  ctx.emit({ type: 'unit-disbanded', player: p.id, unit: u.id });
}

/** 'no-free-recruit': Magic Familiars and Delphana Masters join only by a normal interaction. */
export function freeRecruitAllowed(unitId: string): boolean {
  return !hasHook(unitId, 'no-free-recruit');
}

// ----------------------------------------------------------------------------- fees in combat

/** Flag key of a paid unit fee (per unit, for the rest of the turn's one combat). */
export const feeFlag = (unitId: string): string => `unit-fee:${unitId}`;

/**
 * Units of the player that need a 2-Influence fee in the current combat which is not paid yet:
 * Thugs before damage may be assigned to them ('thugs-damage-fee'), Heroes before they may be
 * activated in a fortified-site assault ('heroes-assault-fee').
 */
export function unpaidFees(state: GameState, player: PlayerId): UnitInstance[] {
  const c = state.combat;
  const t = state.turn;
  if (!c || !t || t.player !== player) return [];
  const p = getPlayer(state, player);
  return p.units.filter((u) => {
    if (t.flags[feeFlag(u.id)]) return false;
    if (hasHook(u.id, 'thugs-damage-fee')) return u.wounds === 0;
    if (hasHook(u.id, 'heroes-assault-fee'))
      return c.kind === 'assault' && u.ready && u.wounds === 0;
    return false;
  });
}

/** Influence may be gathered in combat only to pay such a fee (INTERACT-2 otherwise). */
export function influenceForFeesUsable(state: GameState, player: PlayerId): boolean {
  return unpaidFees(state, player).length > 0;
}

/**
 * 'thugs-damage-fee': damage may be assigned to Thugs only after 2 Influence were paid for them
 * in this combat. For the damage assignment of the combat module.
 */
export function unitMayTakeDamage(state: GameState, unitId: string): boolean {
  if (!hasHook(unitId, 'thugs-damage-fee')) return true;
  return (state.turn?.flags[feeFlag(unitId)] ?? 0) > 0;
}

/** 'heroes-assault-fee': Heroes in a fortified-site assault need their fee before activation. */
export function heroesFeeMissing(state: GameState, unitId: string): boolean {
  if (!hasHook(unitId, 'heroes-assault-fee')) return false;
  if (state.combat?.kind !== 'assault') return false;
  return !(state.turn?.flags[feeFlag(unitId)] ?? 0);
}

// The one place the general flow (flow/, map/, combat/, movement/, actions/) asks about PvP
// combat, cooperative assaults and the scenarios' special rules. Each function is a small question
// with a standard answer when no special rule applies, so the shared modules need one-line calls.
import { refuse } from '../actions/framework';
import type { Ctx } from '../core/context';
import type { CombatEnemy, CombatState } from '../combat/types';
import { coopTurnEnded } from '../coop/flow';
import type { HexKey, TilePos } from '../hex/hex';
import type { Refusal } from '../mana/mana';
import { pvpFighting } from '../pvp/columns';
import { pvpTurnEnded } from '../pvp/flow';
import { opponentsOn, pvpForbidden } from '../pvp/rules';
import type { GameState, PlayerId, PlayerState } from '../state/types';
import { scenarioDef } from '.';
import { teammates } from '../variants/allies';

const hooksOf = (state: GameState) => scenarioDef(state.setup.scenario).hooks ?? {};

// ----------------------------------------------------------------------------- turns

/** Start-of-turn effects beyond the site's (PVP-3b.5 held mana tokens, SCEN-HOLD-9c). */
export function turnStartEffects(state: GameState, p: PlayerState, ctx: Ctx): void {
  const t = state.turn;
  if (t && t.player === p.id && p.heldManaTokens && p.heldManaTokens.length > 0) {
    t.manaTokens.push(...p.heldManaTokens);
    delete p.heldManaTokens;
  }
  hooksOf(state).turnStart?.(state, p, ctx);
}

/**
 * A turn's End of Turn steps are over: a PvP defender or a cooperative participant hands back to
 * the turn they interrupted instead of passing the turn on. True when taken over.
 */
export function interceptTurnEnd(state: GameState, player: PlayerId, ctx: Ctx): boolean {
  return pvpTurnEnded(state, player, ctx) || coopTurnEnded(state, player, ctx);
}

/** MOVE-8b: ending the move on another hero's space where PvP is allowed makes the attack mandatory. */
export function mustAttack(state: GameState, player: PlayerId): boolean {
  const turn = state.turn;
  const pos = state.players[player]?.position;
  if (!turn || !pos || turn.action !== null || turn.rested || state.pvp) return false;
  const target = opponentsOn(state, player, pos)[0];
  if (target === undefined || turn.path.length < 2) return false;
  return pvpForbidden(state, target, pos) === null;
}

/** Why the turn cannot be ended now (PvP, cooperative assault, mandatory attack), or null. */
export function endTurnRefusal(state: GameState, player: PlayerId): Refusal | null {
  const pvp = state.pvp;
  if (pvp && pvp.phase !== 'after')
    return refuse('PVP-4', 'Finish the player-versus-player combat first.');
  if (state.coop?.stage === 'assault')
    return refuse('COOP-6', 'Finish your part of the cooperative assault first.');
  if (mustAttack(state, player))
    return refuse(
      'MOVE-8b',
      "You ended your move on another hero's space: attack them or move on.",
    );
  return null;
}

/**
 * MOVE-8c / MOVE-8e: no action other than attacking on another hero's space; none at all during a
 * PvP combat or a cooperative assault turn.
 */
export function otherActionRefusal(state: GameState, player: PlayerId): Refusal | null {
  if (state.pvp) return refuse('PVP-2', 'No other action during a player-versus-player combat.');
  if (state.turn?.flags['coop-assault'])
    return refuse(
      'COOP-6c.1',
      'In a cooperative assault you may only move into the city and fight.',
    );
  const pos = state.players[player]?.position;
  if (pos && opponentsOn(state, player, pos).length > 0)
    return refuse('MOVE-8c', "You may not take any other action on another player's space.");
  return null;
}

/** PvP combat is being fought (heal effects are not allowed then, HEAL-3d). */
export { pvpFighting };

// ----------------------------------------------------------------------------- rounds

/** The round ended and the game goes on; true when a choice must be answered before the next round. */
export function roundEndHook(state: GameState, ctx: Ctx): boolean {
  return hooksOf(state).roundEnd?.(state, ctx) ?? false;
}

export function roundStartHook(state: GameState, ctx: Ctx): void {
  hooksOf(state).roundStart?.(state, ctx);
}

/** ROUND-2c: elite units in the offer once a core tile is revealed, unless the scenario says otherwise. */
export function elitesInOffer(state: GameState): boolean | null {
  return hooksOf(state).elitesInOffer?.(state) ?? null;
}

/** ROUND-4c: the scenario's own end condition. */
export function scenarioEndMet(state: GameState): boolean {
  return scenarioDef(state.setup.scenario).endMet?.(state) ?? false;
}

// ----------------------------------------------------------------------------- map and sites

export function tilePlacedHook(
  state: GameState,
  tile: string,
  pos: TilePos,
  by: PlayerId | null,
  ctx: Ctx,
): void {
  hooksOf(state).tilePlaced?.(state, tile, pos, by, ctx);
}

/** SCEN-RETURN-2: the portal has closed and is an empty plains space. */
export function portalClosed(state: GameState): boolean {
  return !!state.scenario?.portalClosed;
}

/** END-4b: whether a crystal mine produces (SCEN-MINES-4d). */
export function mineProduces(state: GameState, hex: HexKey): boolean {
  return hooksOf(state).mineProduces?.(state, hex) ?? true;
}

export function enterSiteRefusalHook(
  state: GameState,
  player: PlayerId,
  hex: HexKey,
): Refusal | null {
  return hooksOf(state).enterSiteRefusal?.(state, player, hex) ?? null;
}

/** SCEN-HOLD-9: mage towers are owned like keeps. */
export function towersAsKeeps(state: GameState): boolean {
  return !!hooksOf(state).towersAsKeeps;
}

/** COMBAT-1a: Reputation lost for an assault (SCEN-HOLD-8: none for keeps and towers). */
export function assaultReputationLoss(state: GameState, hex: HexKey): number {
  return hooksOf(state).assaultReputation?.(state, hex) ?? 1;
}

export function ownedSiteDefenders(
  state: GameState,
  player: PlayerId,
  hex: HexKey,
): CombatEnemy[] | null {
  return hooksOf(state).ownedSiteDefenders?.(state, player, hex) ?? null;
}

export function combatEndedHook(state: GameState, combat: CombatState, ctx: Ctx): void {
  hooksOf(state).combatEnded?.(state, combat, ctx);
}

/** SCEN-HOLD-7: the recruit icons a site type accepts in this scenario besides its own. */
export function recruitAlso(state: GameState, site: string): string[] {
  const extra = hooksOf(state).recruitAlso;
  return (extra?.[site as keyof typeof extra] as string[] | undefined) ?? [];
}

/**
 * SCEN-TEAM-1, SCEN-FULL-COOP-4c: players on the same team (the two teams of a team game; all real
 * players in cooperative scenarios).
 */
export function allies(state: GameState, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return true;
  if (teammates(state, a, b)) return true;
  return (
    scenarioDef(state.setup.scenario).cooperative &&
    state.players[a]?.kind !== 'dummy' &&
    state.players[b]?.kind !== 'dummy'
  );
}

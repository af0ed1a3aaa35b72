// The one place the general flow (flow/, map/, combat/, movement/, actions/) asks about PvP
// combat, cooperative assaults and the scenarios' special rules. Each function is a small question
// with a standard answer when no special rule applies, so the shared modules need one-line calls.
import type { Ctx } from '../core/context';
import type { Refusal } from '../core/errors';
import type { CombatEnemy, CombatState } from './combat-types';
import type { HexKey, TilePos } from '../hex/hex';
import type { GameState, PlayerId, PlayerState } from './types';
import { scenarioDef } from './scenario-table';
import { teammates } from './teams';

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
  return turnEndIntercepts.some((intercept) => intercept(state, player, ctx));
}

/** Who may take over at the end of a turn, asked in order (PvP, then cooperative assaults). */
export type TurnEndIntercept = (state: GameState, player: PlayerId, ctx: Ctx) => boolean;
const turnEndIntercepts: TurnEndIntercept[] = [];

/**
 * Filled by the composition root (src/engine/index.ts): pvp/flow and coop/flow sit above the turn
 * flow that asks this question, so they are registered instead of imported (issue 14).
 */
export function registerTurnEndIntercepts(...intercepts: TurnEndIntercept[]): void {
  turnEndIntercepts.push(...intercepts);
}

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

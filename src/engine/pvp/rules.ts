// PvP rules that are pure functions of the state: when PvP combat is allowed (PVP-1, MOVE-8e), the
// numbers of an attack and its block (PVP-RANGED-4, PVP-MELEE-1), and what damage can buy
// (PVP-RANGED-5, PVP-MELEE-2).
import { refuse } from '../protocol/framework';
import { cardDef } from '../content';
import { CITY_MOVE_COST } from '../content/terrain';
import type { Element } from '../core/types';
import { neighborKeys, type HexKey } from '../hex/hex';
import type { Refusal } from '../mana/mana';
import { baseTerrainCost, isSafeSpace, isSharedSpace } from '../movement/movement';
import { blockEfficient } from '../combat/numbers';
import { unitResists } from '../combat/damage';
import { scenarioDef } from '../state/scenario-table';
import { heroArmor } from '../state/player';
import type { GameState, PlayerId, TurnState, UnitInstance } from '../state/types';
import type { PvpEntry, PvpState } from '../state/pvp-types';
import { pvpUnitArmor, pvpUnitResistances } from '../state/pvp-special';
import { teammates } from '../state/teams';

/** Whether the scenario (and the agreed variants) allow PvP at all (MOVE-8e.4, SCEN-RECON-4b, VAR-NICE-3). */
export function pvpInScenario(state: GameState): boolean {
  const v = state.setup.variants ?? [];
  if (v.includes('no-pvp')) return false;
  const scen = scenarioDef(state.setup.scenario);
  if (scen.cooperative) return false;
  if (scen.pvp === false) return v.includes('allow-pvp');
  return true;
}

/** PVP-1b..1d, MOVE-8e: why `aggressor` may not attack `defender` on `hex` now (null = allowed). */
export function pvpForbidden(state: GameState, defender: PlayerId, hex: HexKey): Refusal | null {
  if (!pvpInScenario(state)) {
    const scen = scenarioDef(state.setup.scenario);
    if (scen.cooperative)
      return refuse(
        'MOVE-8e.4',
        'Player-versus-player combat is not allowed in a cooperative scenario.',
      );
    if (state.setup.scenario === 'first-reconnaissance')
      return refuse(
        'SCEN-RECON-4b',
        'Player-versus-player combat is not allowed in this scenario.',
      );
    return refuse('MOVE-8e.4', 'The players agreed not to allow player-versus-player combat.');
  }
  if (isSharedSpace(state, hex))
    return refuse(
      'PVP-1b',
      'Player-versus-player combat is not allowed on the portal or in a city.',
    );
  // MOVE-8e.5 / SCEN-TEAM-7: allies may not involve each other in PvP combat.
  const aggressor = state.turn?.player;
  if (aggressor !== undefined && teammates(state, aggressor, defender))
    return refuse(
      'MOVE-8e.5',
      'Your ally cannot be attacked: team members do not fight each other.',
    );
  if (state.players[defender]?.orderTokenFlipped)
    return refuse(
      'MOVE-8e.1',
      "That player's round order token is face down: they cannot be attacked now.",
    );
  if (state.round.endAnnouncedBy !== null)
    return refuse(
      'MOVE-8e.2',
      'The End of the Round has been announced: no more player-versus-player combat this round.',
    );
  if (state.round.finalTurnsLeft !== null)
    return refuse(
      'MOVE-8e.3',
      'The scenario end has been reached: no more player-versus-player combat.',
    );
  return null;
}

// ----------------------------------------------------------------------------- numbers

export const blockerOf = (pvp: PvpState): PlayerId =>
  pvp.attacker === pvp.aggressor ? pvp.defender : pvp.aggressor;

/** Elements of an attack; a sideways card makes the whole attack physical (PVP-MELEE-1c). */
export function attackElements(entries: readonly PvpEntry[]): Element[] {
  if (entries.some((e) => e.sideways)) return ['physical'];
  return [...new Set(entries.map((e) => e.element))];
}

export const attackTotal = (entries: readonly PvpEntry[]): number =>
  entries.reduce((n, e) => n + e.amount, 0);

/**
 * PVP-RANGED-4a/4a.1: a block counts fully if it is efficient against at least one element of the
 * attack, else half (rounded down, COMBAT-BLOCK-5). With `swiftDouble` a block that counts twice
 * against Swift counts twice before the halving (PVP-RANGED-4c.1, as COMBAT-BLOCK-6a).
 */
export function blockEffective(
  block: readonly PvpEntry[],
  elements: readonly Element[],
  swiftDouble = false,
): { raw: number; effective: number } {
  let raw = 0;
  let eff = 0;
  let ineff = 0;
  for (const b of block) {
    raw += b.amount;
    const v = swiftDouble && b.swiftDouble ? b.amount * 2 : b.amount;
    if (elements.length === 0 || elements.some((a) => blockEfficient(b.element, a))) eff += v;
    else ineff += v;
  }
  return { raw, effective: eff + Math.floor(ineff / 2) };
}

/** PVP-RANGED-4c: in the ranged phase 1 per 2 Block points; PVP-MELEE-1d: 1 per point in melee. */
export function reductionFor(phase: PvpState['phase'], effectiveBlock: number): number {
  return phase === 'ranged' ? Math.floor(effectiveBlock / 2) : effectiveBlock;
}

/** The ranged phase treats the attack like a Swift enemy's (PVP-RANGED-4c.1) unless it lost Swift. */
const swiftLike = (pvp: Pick<PvpState, 'phase' | 'swiftLost'>): boolean =>
  pvp.phase === 'ranged' && !pvp.swiftLost;

/**
 * How much the block column reduces the current attack (PVP-RANGED-4c, PVP-MELEE-1d).
 * PVP-RANGED-4c.1: ranged and siege attacks act like Swift: 1 per 2 Block points; a block that
 * counts twice against Swift counts 1 per point; after an effect "the blocked enemy loses Swift"
 * (swiftLost) the whole block counts 1 per point.
 */
export function blockReduction(
  pvp: Pick<PvpState, 'phase' | 'swiftLost' | 'block'>,
  elements: readonly Element[],
): number {
  if (!swiftLike(pvp)) return blockEffective(pvp.block, elements).effective;
  return Math.floor(blockEffective(pvp.block, elements, true).effective / 2);
}

/**
 * PVP-SPECIAL-2e: Block points above what reducing the attack to 0 needed, counted as against an
 * enemy (Swift doubling counted in the ranged phase): what "Armor -1 per point of Block above what
 * was needed" uses (Shield Bash).
 */
export function blockExcess(
  pvp: Pick<PvpState, 'phase' | 'swiftLost' | 'block' | 'attack'>,
  elements: readonly Element[],
): number {
  const total = attackTotal(pvp.attack);
  if (!swiftLike(pvp)) return Math.max(0, blockEffective(pvp.block, elements).effective - total);
  return Math.max(0, blockEffective(pvp.block, elements, true).effective - 2 * total);
}

export interface PvpNumbers {
  phase: PvpState['phase'];
  step: PvpState['step'];
  attacker: PlayerId;
  blocker: PlayerId;
  /** Total of the attack column. */
  attack: number;
  elements: Element[];
  /** Block column: raw total, after efficiency, and the reduction of the attack it gives. */
  blockRaw: number;
  blockEffective: number;
  reduction: number;
  /** Damage the attack would deal now (or still has to assign in the damage step). */
  damage: number;
}

/** The numbers of the current PvP attack for the UI (the engine computes them; the UI only shows them). */
export function pvpNumbers(state: GameState): PvpNumbers | null {
  const pvp = state.pvp;
  if (!pvp) return null;
  const elements = pvp.step === 'damage' ? pvp.elements : attackElements(pvp.attack);
  const attack = attackTotal(pvp.attack);
  const b = blockEffective(pvp.block, elements);
  const reduction = blockReduction(pvp, elements);
  return {
    phase: pvp.phase,
    step: pvp.step,
    attacker: pvp.attacker,
    blocker: blockerOf(pvp),
    attack,
    elements,
    blockRaw: b.raw,
    blockEffective: b.effective,
    reduction,
    // PVP-SPECIAL-5: a cancelled attack deals no damage.
    damage:
      pvp.step === 'damage' ? pvp.damage : pvp.cancelled ? 0 : Math.max(0, attack - reduction),
  };
}

// ----------------------------------------------------------------------------- damage

/** The TurnState of a player taking part in the PvP combat (acting or waiting). */
export function pvpTurnOf(state: GameState, player: PlayerId): TurnState | null {
  if (state.turn?.player === player) return state.turn;
  if (state.pvp?.waiting?.player === player) return state.pvp.waiting;
  return null;
}

/**
 * PVP-RANGED-5a/5a.1: the damage needed to wound a unit is its Armor (never below 1, PVP-SPECIAL-2d),
 * doubled if it resists any element of the attack.
 */
export function unitWoundCost(
  u: UnitInstance,
  elements: readonly Element[],
  pvp?: PvpState | null,
): number {
  const armor = pvpUnitArmor(pvp, u);
  return elements.some((el) => unitResists(pvpUnitResistances(pvp, u), el)) ? armor * 2 : armor;
}

/** PVP-MELEE-2a.1: artifacts in the discard pile or play area, or on a wounded unit. */
export function stealableArtifacts(state: GameState, victim: PlayerId): string[] {
  const p = state.players[victim];
  if (!p) return [];
  const isArtifact = (c: string) => !c.startsWith('wound#') && cardDef(c).type === 'artifact';
  const out = p.discard.filter(isArtifact);
  const t = pvpTurnOf(state, victim);
  for (const pc of t?.played ?? []) if (!pc.throwAway && isArtifact(pc.card)) out.push(pc.card);
  for (const u of p.units) if (u.wounds > 0 && u.banner) out.push(u.banner);
  return [...new Set(out)];
}

/** PVP-MELEE-2b.1/2b.2: safe spaces adjacent to the combat, with their unmodified Move cost. */
export function retreatSpaces(
  state: GameState,
  victim: PlayerId,
  hex: HexKey,
): { hex: HexKey; cost: number }[] {
  const out: { hex: HexKey; cost: number }[] = [];
  for (const k of neighborKeys(hex)) {
    const h = state.map.hexes[k];
    if (!h || !isSafeSpace(state, victim, k)) continue;
    const cost = h.site?.type === 'city' ? CITY_MOVE_COST : baseTerrainCost(state, h.terrain);
    if (cost === null) continue;
    out.push({ hex: k, cost });
  }
  return out;
}

/** What the damage left can be spent on now: option id and its cost (PVP-RANGED-5, PVP-MELEE-2). */
export function damageOptions(state: GameState): { to: string; cost: number }[] {
  const pvp = state.pvp;
  if (!pvp || pvp.step !== 'damage' || pvp.damage <= 0) return [];
  const victim = blockerOf(pvp);
  const vp = state.players[victim];
  if (!vp) return [];
  const out: { to: string; cost: number }[] = [{ to: 'hero', cost: Math.max(1, heroArmor(vp)) }];
  for (const u of vp.units)
    if (u.wounds === 0) out.push({ to: u.id, cost: unitWoundCost(u, pvp.elements, pvp) });
  if (pvp.phase === 'melee') {
    for (const c of stealableArtifacts(state, victim)) out.push({ to: `artifact:${c}`, cost: 5 });
    for (const r of retreatSpaces(state, victim, pvp.hex))
      out.push({ to: `retreat:${r.hex}`, cost: r.cost });
  }
  return out.filter((o) => o.cost <= pvp.damage);
}

/** PVP-OUTCOME-1: Fame for the winner of a forced retreat. */
export function retreatFame(state: GameState, winner: PlayerId, loser: PlayerId): number {
  const w = state.players[winner];
  const l = state.players[loser];
  if (!w || !l) return 0;
  if (w.level < l.level) return 1 + 2 * (l.level - w.level); // 1a
  if (w.level === l.level && w.fame < l.fame) return 1; // 1b
  return 0; // 1c; same level and equal Fame: nothing (U22)
}

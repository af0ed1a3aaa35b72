// Movement (§6): terrain costs with modifiers, passability, safe spaces, rampaging enemies.
import { TERRAIN_COSTS, CITY_MOVE_COST } from '../content/terrain';
import type { Refusal } from '../core/errors';
import { refuse } from '../protocol/framework';
import type { Terrain } from '../core/types';
import { neighborKeys, type HexKey } from '../hex/hex';
import { allies, portalClosed, towersAsKeeps } from '../state/scenario-hooks';
import type { ActiveModifier, GameState, HexState, PlayerId } from '../state/types';
import type { Modifier } from '../content/vocabulary';
import { sparedBySkill } from '../state/teams';
import { cityAt } from '../state/cities';

export function isRampagingHex(h: HexState | undefined): boolean {
  if (!h?.site) return false;
  return (h.site.type === 'orcs' || h.site.type === 'draconum') && h.enemies.length > 0;
}

/** Fortified site that is not conquered (keep, mage tower, city) — entering is an assault. */
export function isUnconqueredFortified(state: GameState, key: HexKey): boolean {
  const h = state.map.hexes[key];
  if (!h?.site) return false;
  const t = h.site.type;
  if (t === 'keep' || t === 'mage-tower') return h.owner === undefined && !h.conquered;
  if (t === 'city') {
    const c = cityAt(state, key);
    return !!c && !c.conquered;
  }
  return false;
}

export function isOthersKeep(state: GameState, player: PlayerId, key: HexKey): boolean {
  const h = state.map.hexes[key];
  // SCEN-HOLD-9b: another player's mage tower is assaulted like a keep.
  const ownable =
    h?.site?.type === 'keep' || (h?.site?.type === 'mage-tower' && towersAsKeeps(state));
  // SCEN-TEAM-8: an ally's keep may be entered (it is not assaulted).
  return ownable && h?.owner !== undefined && h.owner !== player && !allies(state, player, h.owner);
}

export function isCityHex(state: GameState, key: HexKey): boolean {
  return state.map.hexes[key]?.site?.type === 'city';
}

/** Several heroes may stand on the portal and in a conquered city (MOVE-8d). */
export function isSharedSpace(state: GameState, key: HexKey): boolean {
  const h = state.map.hexes[key];
  if (h?.site?.type === 'portal') return !portalClosed(state); // SCEN-RETURN-2
  if (h?.site?.type === 'city') return !!cityAt(state, key)?.conquered;
  return false;
}

export function otherHeroesOn(state: GameState, player: PlayerId, key: HexKey): PlayerId[] {
  // Issue 15: a loop, not filter/map with closures — the move listing asks this per target.
  const out: PlayerId[] = [];
  for (const p of state.players)
    if (p.id !== player && p.kind !== 'dummy' && p.position === key) out.push(p.id);
  return out;
}

/** Base cost to enter a terrain now (REF-1), null when impassable. */
export function baseTerrainCost(state: GameState, terrain: Terrain): number | null {
  return TERRAIN_COSTS[terrain][state.round.time];
}

/**
 * Move cost to enter a hex for the player whose turn it is, with the turn's modifiers (MOVE-7a:
 * reductions in the order most favourable to the player, never below their minimum or 0), or
 * null when the hex cannot be entered by normal movement.
 */
export function moveCost(state: GameState, key: HexKey): number | null {
  const h = state.map.hexes[key];
  if (!h) return null;
  const mods = state.turn?.modifiers ?? [];
  // Mist Form: hills and mountains may not be entered for the rest of the turn.
  // (Issue 15: loops, not closures — the move listing asks this for every target.)
  for (const m of mods) {
    const mod = m.modifier;
    if (mod.kind === 'custom' && mod.hook === 'forbid-terrain' && mod.params?.terrain === h.terrain)
      return null;
  }
  const cost = terrainMoveCost(state, key, h, mods);
  if (cost === null) return null;
  return cost < 5 && prayerOfWeather(state) ? cost + 1 : cost;
}

/** Prayer of Weather (★) of another player in the centre: terrain costs 1 more (max 5). */
function prayerOfWeather(state: GameState): boolean {
  const turnPlayer = state.turn?.player;
  for (const o of state.players) {
    if (o.id === turnPlayer) continue;
    let inCentre = false;
    for (const s of o.skills)
      if (s.id === 'norowas-prayer-of-weather' && s.inCenter) {
        inCentre = true;
        break;
      }
    // SCEN-TEAM-2: a teammate's token spares the player.
    if (inCentre && !(turnPlayer !== undefined && sparedBySkill(state, o.id, turnPlayer)))
      return true;
  }
  return false;
}

/**
 * Amulet of the Sun at Night (forests cost 3) and Amulet of Darkness by Day (deserts cost 3), as
 * terrain-cost modifiers.
 */
function dayNightRules(state: GameState, mods: readonly ActiveModifier[]): Modifier[] {
  const out: Modifier[] = [];
  for (const m of mods) {
    if (m.modifier.kind !== 'custom') continue;
    if (m.modifier.hook === 'day-rules-at-night' && state.round.time === 'night')
      out.push({ kind: 'terrain-cost', terrain: 'forest', set: 3 });
    if (m.modifier.hook === 'night-rules-at-day' && state.round.time === 'day')
      out.push({ kind: 'terrain-cost', terrain: 'desert', set: 3 });
  }
  return out;
}

function terrainMoveCost(
  state: GameState,
  key: HexKey,
  h: HexState,
  mods: readonly ActiveModifier[],
): number | null {
  // MOVE-3c: a city always costs 2.
  if (h.site?.type === 'city') return CITY_MOVE_COST;
  let base = baseTerrainCost(state, h.terrain);
  if (base === null) {
    for (const m of mods) {
      const mod = m.modifier;
      if (mod.kind === 'allow-terrain' && mod.terrain === h.terrain)
        base = base === null ? mod.cost : Math.min(base, mod.cost);
    }
    if (base === null) return null;
  }
  // Issue 15: without modifiers nothing below changes the cost (no lists built per space).
  if (mods.length === 0) return base;
  // Druidic Paths: one chosen space costs less (custom 'space-cost' modifier with its hex).
  for (const m of mods) {
    const mod = m.modifier;
    if (mod.kind === 'custom' && mod.hook === 'space-cost' && mod.params?.hex === key) {
      const min = Number(mod.params.min ?? 0);
      base = Math.max(Math.min(base, min), base + Number(mod.params.delta ?? 0));
    }
  }
  const applicable = [...mods.map((m) => m.modifier), ...dayNightRules(state, mods)].filter(
    (m): m is Extract<typeof m, { kind: 'terrain-cost' }> =>
      m.kind === 'terrain-cost' && (m.terrain === 'all' || m.terrain === h.terrain),
  );
  if (applicable.length === 0) return base;
  const sets = applicable.filter((m) => m.set !== undefined);
  const deltas = applicable.filter((m) => m.delta !== undefined);
  const applySet = (c: number) =>
    sets.reduce((acc, m) => Math.min(acc, Math.max(m.set ?? acc, m.min ?? 0)), c);
  const applyDeltas = (c: number) =>
    deltas.reduce((acc, m) => Math.max(acc + (m.delta ?? 0), Math.min(acc, m.min ?? 0)), c);
  const a = applyDeltas(applySet(base));
  const b = applySet(applyDeltas(base));
  return Math.max(0, Math.min(a, b));
}

/**
 * MOVE-7d: a safe space could be reached under normal conditions, is not an unconquered fortified
 * site or another player's keep, and holds no other hero (except portal / conquered city).
 */
export function isSafeSpace(state: GameState, player: PlayerId, key: HexKey): boolean {
  const h = state.map.hexes[key];
  if (!h) return false;
  // Mountain Lore, Secret Ways: mountains count as safe spaces for the player.
  const safeTerrain = (state.turn?.modifiers ?? []).some(
    (m) =>
      m.player === player && m.modifier.kind === 'safe-terrain' && m.modifier.terrain === h.terrain,
  );
  if (h.site?.type !== 'city' && baseTerrainCost(state, h.terrain) === null && !safeTerrain)
    return false;
  if (isRampagingHex(h)) return false;
  if (isUnconqueredFortified(state, key) || isOthersKeep(state, player, key)) return false;
  if (!isSharedSpace(state, key) && otherHeroesOn(state, player, key).length > 0) return false;
  return true;
}

/** Rampaging enemy hexes adjacent to a hex. */
export function adjacentRampaging(state: GameState, key: HexKey): HexKey[] {
  return neighborKeys(key).filter((k) => isRampagingHex(state.map.hexes[k]));
}

/** MOVE-4c: hexes of rampaging enemies provoked by moving from `from` to `to`. */
export function provokedBy(state: GameState, from: HexKey, to: HexKey): HexKey[] {
  const before = new Set(adjacentRampaging(state, from));
  return adjacentRampaging(state, to).filter((k) => before.has(k));
}

/** The other heroes standing on a hex where they count as "on the same space" (not portal / conquered city). */
export function opponentsOn(state: GameState, player: PlayerId, hex: HexKey): PlayerId[] {
  if (isSharedSpace(state, hex)) return [];
  return otherHeroesOn(state, player, hex).filter((id) => !state.players[id]?.eliminated);
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

// Movement and exploration hooks (content/custom-hooks-used.ts "movement and exploration") and the
// `relocate` effect family: moving the figure without terrain costs (Wings of Wind, Underground
// Travel, Flight, Temporal Portal, Druidic Staff). Modifier hooks of this family are read where
// movement is decided: movement/movement.ts (forbid-terrain, day/night rules, Prayer of Weather)
// and actions/movement.ts (explore-cost, explore-distance, space-bending, reveal-garrisons).
import type { Resolver } from '../../choices/resolvers';
import { startCombatFromMove } from '../../combat/start';
import type { Ctx } from '../../core/context';
import type { Terrain } from '../../core/types';
import { hexDistance, neighborKeys, parseHexKey, type HexKey } from '../../hex/hex';
import { revealAdjacentDefenders, ruinsFaceUp } from '../../map/map';
import { isOthersKeep, isSafeSpace, isUnconqueredFortified } from '../../movement/movement';
import { getPlayer } from '../../state/player';
import type { GameState, PlayerId } from '../../state/types';
import { fireTriggers, inMovementPhase, type EffectCtx } from '../interpret';
import type { Effect } from '../../content/vocabulary';
import type { CustomHook, HookParams } from '../../protocol/hook-types';
import { cityAt, cityHexes, sameCity } from '../../state/cities';
import { coopEntering } from '../../state/coop-assault';

type Relocate = Extract<Effect, { kind: 'relocate' }>;

import { activeHooks } from '../../state/modifiers';
export { activeHooks, hasModifier } from '../../state/modifiers';

/**
 * Revealed spaces within `maxSpaces` steps of the hero over revealed spaces, never onto or through
 * `avoid` terrain (nor the sea), ending on a safe space (MOVE-7d); with their distance.
 */
function reachable(
  state: GameState,
  player: PlayerId,
  maxSpaces: number,
  avoid: readonly Terrain[],
): Map<HexKey, number> {
  const start = getPlayer(state, player).position;
  const out = new Map<HexKey, number>();
  if (!start) return out;
  const dist = new Map<HexKey, number>([[start, 0]]);
  let frontier = [start];
  for (let d = 1; d <= maxSpaces; d++) {
    const next: HexKey[] = [];
    for (const k of frontier)
      for (const n of neighborKeys(k)) {
        if (dist.has(n)) continue;
        const h = state.map.hexes[n];
        if (!h || h.terrain === 'sea' || avoid.includes(h.terrain)) continue;
        dist.set(n, d);
        next.push(n);
      }
    frontier = next;
  }
  for (const [k, d] of dist) if (d > 0) out.set(k, d);
  return out;
}

/** Where a `relocate` effect may take the hero: `hex → spaces moved`. */
export function relocateTargets(
  state: GameState,
  player: PlayerId,
  e: Relocate,
): [HexKey, number][] {
  const turn = state.turn;
  if (!turn) return [];
  let max = e.maxSpaces;
  if (e.movePerSpace) max = Math.min(max, Math.floor(turn.movePoints / e.movePerSpace));
  if (max <= 0) return [];
  return [...reachable(state, player, max, e.avoid ?? [])].filter(([k]) => {
    const city = cityAt(state, k);
    return !city?.closed && isSafeSpace(state, player, k);
  });
}

/** Put the figure on another space without paying terrain (no rampaging enemy is provoked). */
export function relocateTo(
  state: GameState,
  player: PlayerId,
  to: HexKey,
  cost: number,
  ctx: Ctx,
): void {
  const turn = state.turn;
  const p = getPlayer(state, player);
  if (!turn || !p.position) return;
  const from = p.position;
  turn.movePoints -= cost;
  p.position = to;
  turn.path.push(to);
  turn.moved = true;
  if (turn.phase === 'start') turn.phase = 'move';
  ctx.emit({ type: 'moved', player, from, to, cost });
  revealAdjacentDefenders(state, to, ctx);
  const ruins = state.map.hexes[to]?.ruins;
  if (ruins && !ruins.faceUp) {
    ruinsFaceUp(state, to);
    ctx.emit({ type: 'ruins-revealed', hex: to, token: ruins.id });
  }
  fireTriggers(state, { on: 'enter-space' }, ctx, player);
}

export function resolveRelocate(state: GameState, ec: EffectCtx, e: Relocate, _ctx: Ctx): void {
  const targets = relocateTargets(state, ec.player, e);
  if (targets.length === 0) return;
  const per = e.movePerSpace ?? 0;
  state.pending.push({
    kind: 'relocate',
    player: ec.player,
    source: ec.source,
    options: [...targets.map(([k]) => k), 'stay'],
    data: { cost: Object.fromEntries(targets.map(([k, d]) => [k, d * per])) },
  });
}

// ----------------------------------------------------------------------------- Underground Attack

/** Fortified sites (or another player's keep) within reach for Underground Attack. */
export function undergroundTargets(
  state: GameState,
  player: PlayerId,
  maxSpaces: number,
): HexKey[] {
  return [...reachable(state, player, maxSpaces, ['swamp', 'lake'])]
    .map(([k]) => k)
    .filter((k) => {
      const city = cityAt(state, k);
      if (city?.closed) return false;
      return isUnconqueredFortified(state, k) || isOthersKeep(state, player, k);
    });
}

// ----------------------------------------------------------------------------- garrisons

/** Hawk Eyes by Day: face-down defenders of fortified sites within `range` spaces turn face up. */
export function revealGarrisons(state: GameState, player: PlayerId, range: number, ctx: Ctx): void {
  const pos = getPlayer(state, player).position;
  if (!pos) return;
  const here = parseHexKey(pos);
  for (const [k, h] of Object.entries(state.map.hexes)) {
    const t = h.site?.type;
    if (t !== 'keep' && t !== 'mage-tower') continue;
    if (hexDistance(here, parseHexKey(k)) > range) continue;
    for (const e of h.enemies)
      if (!e.faceUp) {
        e.faceUp = true;
        ctx.emit({ type: 'enemy-revealed', hex: k, enemy: e.id });
      }
  }
  for (const c of state.cities) {
    // VAR-MEGA-6a: either part of a Megapolis
    if (cityHexes(c).every((k) => hexDistance(here, parseHexKey(k)) > range)) continue;
    for (const e of c.garrison)
      if (!e.faceUp) {
        e.faceUp = true;
        ctx.emit({ type: 'enemy-revealed', hex: c.hex, enemy: e.id });
      }
  }
}

/**
 * After the hero entered a space (actions/movement.ts): Hawk Eyes keeps revealing garrisons within
 * its range; Amulet of the Sun at Night lets adjacent garrisons be seen as by Day (sites.md 1.4).
 */
export function afterEnteringSpace(state: GameState, player: PlayerId, ctx: Ctx): void {
  for (const params of activeHooks(state, player, 'reveal-garrisons'))
    revealGarrisons(state, player, Number(params.range ?? 2), ctx);
  if (state.round.time === 'night' && activeHooks(state, player, 'day-rules-at-night').length > 0)
    revealGarrisons(state, player, 1, ctx);
}

/** Called when a modifier with a custom hook of this family is put into play. */
export const MOVEMENT_MODIFIER_START: Record<
  string,
  (state: GameState, ec: EffectCtx, params: HookParams, ctx: Ctx) => void
> = {
  'reveal-garrisons': (state, ec, params, ctx) => {
    if (state.round.time === 'day')
      revealGarrisons(state, ec.player, Number(params.range ?? 2), ctx);
  },
  'day-rules-at-night': (state, ec, _params, ctx) => {
    if (state.round.time === 'night') revealGarrisons(state, ec.player, 1, ctx);
  },
};

/**
 * Where Underground Attack may go: any reachable fortified site, or in a cooperative assault only
 * the assaulted city (COOP-2c.1: the initiator may reach it this way; COOP-6c: the move into it).
 */
function assaultTargets(state: GameState, player: PlayerId, maxSpaces: number): HexKey[] {
  const targets = undergroundTargets(state, player, maxSpaces);
  const coop = state.coop;
  if (!coop || !coopEntering(state, player)) return targets;
  return targets.filter((k) => sameCity(state, k, coop.city));
}

export const MOVEMENT_HOOKS: Record<string, CustomHook> = {
  /**
   * Underground Attack: relocate up to {maxSpaces} revealed spaces (no swamp or lake) onto a
   * fortified site; movement ends and it is an assault with the site's fortifications ignored;
   * withdrawing afterwards returns the hero to the start space. Uses the action. Ruling: attacking
   * another player's space this way is not offered (PvP combat is not part of the engine yet).
   */
  'underground-attack': {
    usable: (state, ec, params) =>
      inMovementPhase(state, ec.player) &&
      (state.turn?.action === null || coopEntering(state, ec.player)) &&
      assaultTargets(state, ec.player, Number(params.maxSpaces ?? 3)).length > 0,
    resolve(state, ec, params) {
      const options = assaultTargets(state, ec.player, Number(params.maxSpaces ?? 3));
      if (options.length === 0) return;
      state.pending.push({
        kind: 'underground-attack',
        player: ec.player,
        source: ec.source,
        options,
      });
    },
  },
};

export const MOVEMENT_RESOLVERS: Record<string, Resolver> = {
  relocate: (state, pend, answer, ctx) => {
    const to = answer[0];
    if (!to || to === 'stay') return;
    const costs = (pend.data?.cost ?? {}) as Record<string, number>;
    relocateTo(state, pend.player, to, Number(costs[to] ?? 0), ctx);
  },
  'underground-attack': (state, pend, answer, ctx) => {
    const to = answer[0];
    const turn = state.turn;
    const from = state.players[pend.player]?.position;
    if (!to || !turn || !from) return;
    relocateTo(state, pend.player, to, 0, ctx);
    turn.assaultFrom = from; // COMBAT-OUTCOME-3d: withdrawing returns to the start space
    turn.modifiers.push({
      modifier: { kind: 'custom', hook: 'ignore-site-fortifications' },
      duration: 'turn',
      source: pend.source,
      player: pend.player,
    });
    startCombatFromMove(state, pend.player, { assault: to, provoked: [] }, ctx);
  },
};

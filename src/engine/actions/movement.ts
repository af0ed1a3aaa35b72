// Moving (MOVE-1..4, MOVE-8) and exploring (MOVE-5) one step at a time.
import { tileDef } from '../content';
import { EXPLORE_COST } from '../content/terrain';
import { fireTriggers, inMovementPhase } from '../effects/interpret';
import { neighborKeys, parseTilePosKey, tilePosKey, type HexKey, type TilePos } from '../hex/hex';
import { afterEnteringSpace } from '../effects/hooks/movement';
import { activeHooks } from '../state/modifiers';
import {
  nextTileKind,
  placeTile,
  placementAllowed,
  positionsAdjacentToHex,
  revealAdjacentDefenders,
  ruinsFaceUp,
} from '../map/map';
import {
  isOthersKeep,
  isRampagingHex,
  isUnconqueredFortified,
  moveCost,
  provokedBy,
} from '../movement/movement';
import { rngOf } from '../rng/rng';
import { scenarioDef } from '../state/scenario-table';
import { getPlayer } from '../state/player';
import type { GameState, PlayerId } from '../state/types';
import { gainFame } from '../state/fame';
import { startCombatFromMove } from '../combat/start';
import type { ActionModule } from '../protocol/framework';
import type { ActionOf } from '../protocol/types';
import { ownTurn, refuse } from '../protocol/framework';
import { coopMoveRefusal } from '../coop/rules';
import { coopEntering } from '../state/coop-assault';
import { entersHeroSpace, keepOwnerHere } from '../pvp/movement';
import { hiddenTileAt, isFixedMap, takeHiddenTile } from '../map/map';
import { cityAt } from '../state/cities';

function movementRefusal(state: GameState, player: PlayerId) {
  const base = ownTurn(state, player);
  if (base) return base;
  const turn = state.turn;
  if (!turn) return refuse('ROUND-4a', 'It is not your turn.');
  if (turn.rested) return refuse('TURN-REST-7', 'You cannot move in a turn in which you rest.');
  // COOP-6c: a cooperative assault begins with the move into the city.
  if ((turn.action && !coopEntering(state, player)) || state.combat || state.pvp)
    return refuse('TURN-REG-6d', 'All movement must happen before the action of your turn.');
  if (turn.flags['move-ended'])
    return refuse(
      'MOVE-8b.1',
      "Entering another player's keep while they are there ended your movement.",
    );
  if (!inMovementPhase(state, player))
    return refuse('TURN-OPT-5c.1', 'You can move only in the movement part of your turn.');
  if (!getPlayer(state, player).position) return refuse('SETUP-P7', 'Your hero is not on the map.');
  return null;
}

/** Space Bending: spaces 2 away count as adjacent for moving and exploring this turn. */
function spaceBending(state: GameState, player: PlayerId): boolean {
  return activeHooks(state, player, 'space-bending').length > 0;
}

/** Spaces the hero may step to: adjacent ones, and 2 away with Space Bending (skipping the one between). */
function stepTargets(state: GameState, player: PlayerId, pos: HexKey): HexKey[] {
  const near = neighborKeys(pos);
  if (!spaceBending(state, player)) return near;
  const far = new Set<HexKey>();
  for (const n of near)
    for (const k of neighborKeys(n)) if (k !== pos && !near.includes(k)) far.add(k);
  return [...near, ...far];
}

/**
 * MOVE-5b: revealing a tile costs 2 Move, changed by 'explore-cost' modifiers (Hawk Eyes at
 * Night, Feral Allies), never below 0.
 */
export function exploreCost(state: GameState, player: PlayerId): number {
  let cost = EXPLORE_COST;
  for (const m of state.turn?.modifiers ?? [])
    if (m.player === player && m.modifier.kind === 'explore-cost') cost += m.modifier.delta;
  return Math.max(0, cost);
}

/**
 * MOVE-5a: tile positions the hero may explore: next to the hero, or with a hex up to 2 spaces away
 * (Scouts' 'explore-distance', Space Bending).
 */
function explorePositions(state: GameState, player: PlayerId, pos: HexKey): TilePos[] {
  let distance = spaceBending(state, player) ? 2 : 1;
  for (const params of activeHooks(state, player, 'explore-distance'))
    distance = Math.max(distance, Number(params.distance ?? 1));
  if (distance <= 1) return positionsAdjacentToHex(pos);
  const out = new Map<string, TilePos>();
  let ring = [pos];
  const seen = new Set([pos]);
  for (let d = 1; d < distance; d++) {
    const next: HexKey[] = [];
    for (const k of ring)
      for (const n of neighborKeys(k))
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    ring = next;
  }
  for (const k of seen) for (const t of positionsAdjacentToHex(k)) out.set(tilePosKey(t), t);
  return [...out.values()];
}

/** A step's own refusals (MOVE-3, MOVE-4b, SCEN-RECON-3, MOVE-3a, PVP-1e), after the turn's gates. */
function moveTargetRefusal(
  state: GameState,
  turn: NonNullable<GameState['turn']>,
  from: HexKey,
  a: ActionOf<'move'>,
) {
  const h = state.map.hexes[a.to];
  if (!h) return refuse('MOVE-3', 'That space has not been explored yet.');
  const coopR = coopMoveRefusal(state, a.player, a.to);
  if (coopR) return coopR;
  if (isRampagingHex(h))
    return refuse(
      'MOVE-4b',
      'You may not enter a space with a rampaging enemy until it is defeated.',
    );
  const city = cityAt(state, a.to);
  if (city?.closed)
    return refuse(
      state.setup.scenario === 'first-reconnaissance' ? 'SCEN-RECON-3' : 'SCEN-HOLD-4',
      'This city cannot be entered in this scenario.',
    );
  const cost = moveCost(state, a.to);
  if (cost === null) return refuse('MOVE-3a', `${h.terrain} is impassable.`);
  if (cost > turn.movePoints)
    return refuse(
      'MOVE-3',
      `Entering costs ${cost} Move point${cost === 1 ? '' : 's'}; you have ${turn.movePoints}.`,
    );
  if (
    entersHeroSpace(state, a.player, a.to) &&
    !spaceBending(state, a.player) &&
    provokedBy(state, from, a.to).length > 0
  )
    return refuse(
      'PVP-1e',
      "You may not enter another hero's space by a move that provokes a rampaging enemy.",
    );
  return null;
}

export const moveAction: ActionModule<'move'> = {
  type: 'move',
  candidates(state, player) {
    const pos = state.players[player]?.position;
    if (!pos || !state.turn || state.turn.player !== player) return [];
    return stepTargets(state, player, pos)
      .filter((k) => state.map.hexes[k])
      .map((to) => ({ type: 'move', player, to }));
  },
  // Issue 15: the turn's gates once per call, before the step targets are made (most listings
  // outside the movement part of a turn end there), then each target's own checks.
  legal(state, player) {
    const turn = state.turn;
    const from = state.players[player]?.position;
    if (!from || !turn || turn.player !== player || movementRefusal(state, player)) return [];
    return moveAction
      .candidates(state, player)
      .filter((a) => moveTargetRefusal(state, turn, from, a) === null);
  },
  check(state, a) {
    const r = movementRefusal(state, a.player);
    if (r) return r;
    const turn = state.turn;
    const p = getPlayer(state, a.player);
    if (!turn || !p.position) return refuse('SETUP-P7', 'Your hero is not on the map.');
    if (!stepTargets(state, a.player, p.position).includes(a.to))
      return refuse('MOVE-3', 'You can only move to an adjacent space.');
    return moveTargetRefusal(state, turn, p.position, a);
  },
  apply(state, a, ctx) {
    const turn = state.turn;
    const p = getPlayer(state, a.player);
    if (!turn || !p.position) return;
    const from: HexKey = p.position;
    const cost = moveCost(state, a.to) ?? 0;
    turn.movePoints -= cost;
    p.position = a.to;
    turn.path.push(a.to);
    turn.moved = true;
    turn.phase = 'move';
    ctx.emit({ type: 'moved', player: a.player, from, to: a.to, cost });
    revealAdjacentDefenders(state, a.to, ctx);
    // sites.md 1.4: a face-down ruins token flips when a hero enters its space.
    const ruins = state.map.hexes[a.to]?.ruins;
    if (ruins && !ruins.faceUp) {
      ruinsFaceUp(state, a.to);
      ctx.emit({ type: 'ruins-revealed', hex: a.to, token: ruins.id });
    }
    fireTriggers(state, { on: 'enter-space' }, ctx);
    afterEnteringSpace(state, a.player, ctx); // Hawk Eyes, Amulet of the Sun
    // MOVE-8b.1: entering another player's keep while they are there attacks the player instead.
    const ownerHere = keepOwnerHere(state, a.player, a.to);
    if (ownerHere) turn.flags['move-ended'] = 1;
    // MOVE-4a: entering an unconquered fortified site or another player's keep is an assault.
    const assault =
      isUnconqueredFortified(state, a.to) || (isOthersKeep(state, a.player, a.to) && !ownerHere);
    // MOVE-4c: moving between two spaces adjacent to the same rampaging enemy provokes it.
    // Space Bending: this movement provokes no rampaging enemies.
    const provoked = spaceBending(state, a.player) ? [] : provokedBy(state, from, a.to);
    if (assault || provoked.length > 0) {
      turn.assaultFrom = assault ? from : null;
      startCombatFromMove(state, a.player, { assault: assault ? a.to : null, provoked }, ctx);
    }
  },
};

export const exploreAction: ActionModule<'explore'> = {
  type: 'explore',
  candidates(state, player) {
    const pos = state.players[player]?.position;
    if (!pos || !state.turn || state.turn.player !== player) return [];
    return explorePositions(state, player, pos).map((p) => ({
      type: 'explore',
      player,
      pos: tilePosKey(p),
    }));
  },
  // Issue 15: the turn's gates, the Move points (MOVE-5b) and the next tile once per call, before
  // the positions are made (most listings end at the Move points); only the placement is asked
  // per position.
  legal(state, player) {
    const turn = state.turn;
    if (!state.players[player]?.position || !turn || turn.player !== player) return [];
    if (movementRefusal(state, player)) return [];
    if (turn.flags['coop-assault'] || turn.movePoints < exploreCost(state, player)) return [];
    const candidates = exploreAction.candidates(state, player);
    if (isFixedMap(state))
      return candidates.filter((a) => hiddenTileAt(state, parseTilePosKey(a.pos)));
    const next = nextTileKind(state);
    if (!next) return [];
    return candidates.filter(
      (a) => placementAllowed(state, parseTilePosKey(a.pos), next.kind, next.fallback).ok,
    );
  },
  check(state, a) {
    const r = movementRefusal(state, a.player);
    if (r) return r;
    const turn = state.turn;
    const p = getPlayer(state, a.player);
    if (!turn || !p.position) return refuse('SETUP-P7', 'Your hero is not on the map.');
    let pos;
    try {
      pos = parseTilePosKey(a.pos);
    } catch {
      return refuse('MOVE-5a.1', 'That is not a tile position.');
    }
    if (
      !explorePositions(state, a.player, p.position).some((x) => tilePosKey(x) === tilePosKey(pos))
    )
      return refuse('MOVE-5a', 'You must stand next to the position you explore.');
    if (turn.flags['coop-assault'])
      return refuse('COOP-6c.1', 'No exploring in a cooperative assault.');
    if (isFixedMap(state)) {
      // SCEN-HOLD-2: only the face-down tiles of the fixed map are revealed.
      if (!hiddenTileAt(state, pos))
        return refuse('SCEN-HOLD-2', 'On this fixed map only the face-down tiles can be explored.');
    } else {
      const next = nextTileKind(state);
      if (!next) return refuse('MOVE-5e.3', 'No map tiles are left to explore.');
      const allowed = placementAllowed(state, pos, next.kind, next.fallback);
      if (!allowed.ok) return refuse(allowed.ruleId, allowed.message);
    }
    const cost = exploreCost(state, a.player);
    if (turn.movePoints < cost)
      return refuse(
        'MOVE-5b',
        `Revealing a tile costs ${cost} Move points; you have ${turn.movePoints}.`,
      );
    return null;
  },
  apply(state, a, ctx) {
    const turn = state.turn;
    const p = getPlayer(state, a.player);
    if (!turn || !p.position) return;
    turn.movePoints -= exploreCost(state, a.player);
    turn.moved = true;
    turn.phase = 'move';
    let tile = takeHiddenTile(state, parseTilePosKey(a.pos)) ?? state.tileDeck.shift();
    if (!tile) {
      // MOVE-5e.3: a random set-aside countryside tile, then a non-city core tile.
      const countryside = state.tilesAside.filter((t) => tileDef(t).kind === 'countryside');
      const core = state.tilesAside.filter((t) => {
        const d = tileDef(t);
        return d.kind === 'core' && !d.city;
      });
      const pool = countryside.length > 0 ? countryside : core;
      tile = rngOf(state).pick(pool);
      state.tilesAside = state.tilesAside.filter((t) => t !== tile);
    }
    placeTile(state, tile, parseTilePosKey(a.pos), ctx, a.player);
    const fame = scenarioDef(state.setup.scenario).fameOnReveal;
    if (fame) gainFame(state, p, fame, ctx); // SCEN-RECON-4a
    revealAdjacentDefenders(state, p.position, ctx);
  },
};

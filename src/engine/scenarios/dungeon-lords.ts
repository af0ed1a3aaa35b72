// SCEN-DUNGEON: Dungeon Lords — secret dungeons next to villages, secret tombs next to
// monasteries, and tunnels between every conquered tomb and dungeon.
import { ownTurn, refuse } from '../protocol/framework';
import type { Resolver } from '../choices/resolvers';
import type { SiteType } from '../content/types';
import { TERRAIN_COSTS } from '../content/terrain';
import type { Ctx } from '../core/context';
import { inMovementPhase } from '../effects/interpret';
import { hexKey, neighborKeys, tileHexes, type HexKey, type TilePos } from '../hex/hex';
import { revealAdjacentDefenders } from '../map/map';
import { rngOf } from '../rng/rng';
import type { GameState, PlayerId } from '../state/types';
import type { ScenarioActionDef, ScenarioDef, ScenarioState } from '../state/scenario-types';
import { fourColumnSetup, realPlayers } from './common';
import { highest, standardSheets } from './scoring';
import { hasSite } from './tiles';

const UNDERGROUND: SiteType[] = ['dungeon', 'tomb'];

function scen(state: GameState): ScenarioState {
  if (!state.scenario) state.scenario = {};
  return state.scenario;
}

/** SCEN-DUNGEON-4a: passable, not swamp, no site, on the map; ruling: passable by Day and by Night. */
export function secretSiteOptions(state: GameState, near: HexKey): HexKey[] {
  return neighborKeys(near).filter((k) => {
    const h = state.map.hexes[k];
    if (!h || h.site || h.terrain === 'swamp' || h.enemies.length > 0) return false;
    const cost = TERRAIN_COSTS[h.terrain];
    return cost.day !== null && cost.night !== null;
  });
}

function placeSecret(state: GameState, kind: 'dungeon' | 'tomb', hex: HexKey, ctx: Ctx): void {
  const h = state.map.hexes[hex];
  if (!h || h.site) return;
  h.site = { type: kind };
  const s = scen(state);
  s.secretSites = [...(s.secretSites ?? []), hex];
  ctx.emit({ type: 'secret-site', hex, site: kind });
}

/** Place the queued secret sites; the revealer chooses where (pending 'secret-site'). */
function placeQueued(state: GameState, ctx: Ctx): void {
  const s = scen(state);
  while ((s.secretToPlace ?? []).length > 0) {
    const [next, ...rest] = s.secretToPlace ?? [];
    s.secretToPlace = rest;
    if (!next) continue;
    const options = secretSiteOptions(state, next.near);
    if (options.length === 0) continue;
    if (next.by === null || options.length === 1) {
      placeSecret(state, next.kind, rngOf(state).pick(options), ctx);
      continue;
    }
    state.pending.push({
      kind: 'secret-site',
      player: next.by,
      source: next.kind,
      options,
      data: { kind: next.kind },
    });
    return;
  }
}

/** SCEN-DUNGEON-4a/4c: a revealed village gets a secret dungeon next to it, a monastery a secret tomb. */
function secretEntrances(
  state: GameState,
  _tile: string,
  pos: TilePos,
  by: PlayerId | null,
  ctx: Ctx,
): void {
  const s = scen(state);
  const queue = [...(s.secretToPlace ?? [])];
  for (const { hex } of tileHexes(pos)) {
    const k = hexKey(hex);
    const t = state.map.hexes[k]?.site?.type;
    if (t === 'village') queue.push({ kind: 'dungeon', near: k, by });
    else if (t === 'monastery') queue.push({ kind: 'tomb', near: k, by });
  }
  s.secretToPlace = queue;
  if (state.pending.length === 0) placeQueued(state, ctx);
}

export const secretSiteResolver: Resolver = (state, p, answer, ctx) => {
  const hex = answer[0];
  const kind = p.data?.kind === 'tomb' ? 'tomb' : 'dungeon';
  if (hex) placeSecret(state, kind, hex, ctx);
  placeQueued(state, ctx);
};

const isUnderground = (state: GameState, hex: HexKey | null | undefined): boolean =>
  !!hex && UNDERGROUND.includes(state.map.hexes[hex]?.site?.type ?? 'portal');

/** Conquered tombs and dungeons (secret ones included). */
export function conqueredUnderground(state: GameState): HexKey[] {
  return Object.entries(state.map.hexes)
    .filter(([, h]) => h.site && UNDERGROUND.includes(h.site.type) && h.conquered)
    .map(([k]) => k);
}

/** SCEN-DUNGEON-4e.4: spaces between, over revealed spaces, never through lakes or swamps (or the sea). */
export function tunnelDistance(state: GameState, from: HexKey, to: HexKey): number | null {
  const seen = new Set([from]);
  let ring = [from];
  for (let d = 1; ring.length > 0 && d < 200; d++) {
    const next: HexKey[] = [];
    for (const k of ring)
      for (const n of neighborKeys(k)) {
        if (seen.has(n)) continue;
        const h = state.map.hexes[n];
        if (!h) continue;
        if (n === to) return d;
        if (h.terrain === 'lake' || h.terrain === 'swamp' || h.terrain === 'sea') continue;
        seen.add(n);
        next.push(n);
      }
    ring = next;
  }
  return null;
}

/** SCEN-DUNGEON-4e.3: 2 Move plus 1 per space. */
export const tunnelCost = (distance: number): number => 2 + distance;

/** SCEN-DUNGEON-4e: move from a conquered tomb or dungeon to another one. */
const tunnel: ScenarioActionDef = {
  targets(state, player) {
    const pos = state.players[player]?.position;
    if (!isUnderground(state, pos) || !pos || !state.map.hexes[pos]?.conquered) return [];
    return conqueredUnderground(state).filter((k) => k !== pos);
  },
  check(state, player, hex) {
    const base = ownTurn(state, player);
    if (base) return base;
    const t = state.turn;
    const pos = state.players[player]?.position;
    if (!t || !pos) return refuse('ROUND-4a', 'It is not your turn.');
    if (t.rested) return refuse('TURN-REST-7', 'You cannot move in a turn in which you rest.');
    if (t.action || state.combat || state.pvp || !inMovementPhase(state, player))
      return refuse('TURN-REG-6d', 'All movement must happen before the action of your turn.');
    const here = state.map.hexes[pos];
    if (!isUnderground(state, pos) || !here?.conquered)
      return refuse('SCEN-DUNGEON-4e.1', 'You must stand on a conquered tomb or dungeon.');
    if (!hex || hex === pos || !conqueredUnderground(state).includes(hex))
      return refuse(
        'SCEN-DUNGEON-4e.1',
        'The tunnels lead only to other conquered tombs and dungeons.',
      );
    const d = tunnelDistance(state, pos, hex);
    if (d === null)
      return refuse('SCEN-DUNGEON-4e.4', 'No route over revealed spaces avoids lakes and swamps.');
    const cost = tunnelCost(d);
    if (cost > t.movePoints)
      return refuse(
        'SCEN-DUNGEON-4e.3',
        `The tunnel costs ${cost} Move points; you have ${t.movePoints}.`,
      );
    return null;
  },
  apply(state, player, hex, ctx) {
    const t = state.turn;
    const p = state.players[player];
    if (!t || !p?.position || !hex) return;
    const cost = tunnelCost(tunnelDistance(state, p.position, hex) ?? 0);
    const from = p.position;
    t.movePoints -= cost;
    p.position = hex;
    t.path.push(hex);
    t.moved = true;
    t.phase = 'move';
    ctx.emit({ type: 'moved', player, from, to: hex, cost, tunnel: true });
    revealAdjacentDefenders(state, hex, ctx);
  },
};

/** SCEN-DUNGEON-5: all tiles revealed, every tomb and dungeon (secret ones too) conquered. */
function allConquered(state: GameState): boolean {
  const sites = Object.values(state.map.hexes).filter(
    (h) => h.site && UNDERGROUND.includes(h.site.type),
  );
  return state.tileDeck.length === 0 && sites.length > 0 && sites.every((h) => h.conquered);
}

/** SCEN-DUNGEON-6: tombs and dungeons 4 points each; Greatest Dungeon Crawler +5 (+2 on a tie). */
function dungeonScore(state: GameState) {
  const real = realPlayers(state);
  const sheets = standardSheets(state, real, {
    titles: real.length > 1,
    adventurePoints: (type) => (UNDERGROUND.includes(type) ? 4 : 2),
    adventureTitle: { id: 'greatest-dungeon-crawler', win: 5, tie: 2 },
  });
  // SCEN-DUNGEON-6: the mission succeeded only if every tomb and dungeon was conquered — those on
  // tiles never revealed were not (the same test as the end condition, SCEN-DUNGEON-5).
  return { sheets, winners: highest(sheets), victory: allConquered(state) };
}

export const dungeonLords: ScenarioDef = {
  id: 'dungeon-lords',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 5,
  dummy: () => false,
  cooperative: false,
  setup: fourColumnSetup,
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  cityColor: 'blue',
  friendlyCity: true, // SCEN-DUNGEON-3
  // SCEN-DUNGEON-2 (U30): countryside tiles with dungeons always in; the desert tile with
  // monastery and tomb (core 1) always among the non-city core tiles.
  tiles: { countrysideFirst: hasSite('dungeon'), coreFirst: (t) => t.id === 'core-1' },
  pvp: true,
  hooks: {
    tilePlaced: secretEntrances,
    actions: { tunnel },
    // SCEN-DUNGEON-4d: conquered tombs and dungeons cannot be entered again.
    enterSiteRefusal: (state, _player, hex) =>
      isUnderground(state, hex) && state.map.hexes[hex]?.conquered
        ? refuse(
            'SCEN-DUNGEON-4d',
            'Conquered tombs and dungeons cannot be entered again in this scenario.',
          )
        : null,
  },
  endMet: allConquered,
  playable: true,
  end: 'all-dungeons-conquered',
  score: dungeonScore,
};

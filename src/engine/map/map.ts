// The map: tile lattice, map shapes (SCEN-MAP), placement legality (MOVE-5), revealing tiles and
// what their sites do when revealed (MOVE-5f, MOVE-5g, sites.md §3.1).
import type { Ctx } from '../core/context';
import { readView } from '../core/read-view';
import { writable, writableDeep } from '../core/working-copy';
import type { CityColor, EnemyColor } from '../core/types';
import { cityDef, enemyDef, siteDef, tileDef } from '../content';
import type { TileKind } from '../content/types';
import {
  hexKey,
  keyMemo,
  neighborKeys,
  parseHexKey,
  tileHexes,
  tileNeighbors,
  tileOfHex,
  tilePosKey,
  type HexKey,
  type TilePos,
  type TilePosKey,
  parseTilePosKey,
} from '../hex/hex';
import { discardEnemy, drawEnemy, drawFromPile } from '../state/piles';
import type { GameState, HexState, PlayerId } from '../state/types';
import { scenarioDef, scenarioSetupOf } from '../state/scenario-table';
import type { MapShape } from '../state/scenario-types';
import { tilePlacedHook } from '../state/scenario-hooks';
import { cityColorFor, sourceLocal, tileRotation } from './variant-cities';
import { megapolisPlan } from './megapolis';
import { cityAt } from '../state/cities';

/** Whether a lattice position lies inside the map shape (SCEN-MAP-1..3, tiles.md §6). */
export function inShape(shape: MapShape, p: TilePos): boolean {
  switch (shape) {
    case 'wedge':
    case 'wedge-unrestricted':
      return p.a >= 0 && p.b >= 0;
    case 'open-5':
      return p.b >= -2 && p.b <= 2 && p.a >= 0 && p.a + p.b >= 0;
    case 'open-4':
      return p.b >= -2 && p.b <= 1 && p.a >= 0 && p.a + p.b >= 0;
    case 'open-3':
      return p.b >= -1 && p.b <= 1 && p.a >= 0 && p.a + p.b >= 0;
    case 'fixed':
      return false;
  }
}

/** SCEN-MAP-1a: on the wedge, core tiles may not be placed on the coastal lanes. */
export function coreAllowedAt(shape: MapShape, p: TilePos): boolean {
  if (shape === 'wedge') return p.a !== 0 && p.b !== 0;
  return true;
}

/** SETUP-15a: positions of the tiles revealed at setup. */
export function initialPositions(shape: MapShape): TilePos[] {
  if (shape === 'wedge' || shape === 'wedge-unrestricted')
    return [
      { a: 1, b: 0 },
      { a: 0, b: 1 },
    ];
  return [
    { a: 1, b: 0 },
    { a: 0, b: 1 },
    { a: 1, b: -1 },
  ];
}

export function startTileFor(shape: MapShape): string {
  return shape === 'wedge' || shape === 'wedge-unrestricted' ? 'start-a' : 'start-b';
}

export function isPlaced(state: GameState, p: TilePos): boolean {
  const k = tilePosKey(p);
  return state.map.tiles.some((t) => t.pos === k);
}

function placedNeighborCount(state: GameState, p: TilePos): number {
  return tileNeighbors(p).filter((n) => isPlaced(state, n)).length;
}

/**
 * MOVE-5e: whether a tile with this back may go to position p (p empty and inside the shape).
 * `fallback` tiles (drawn from those set aside when the deck is empty) must touch ≥ 3 tiles.
 */
export function placementAllowed(
  state: GameState,
  p: TilePos,
  kind: TileKind,
  fallback: boolean,
): { ok: true } | { ok: false; ruleId: string; message: string } {
  const shape = scenarioSetupOf(state).shape;
  if (isPlaced(state, p))
    return { ok: false, ruleId: 'MOVE-5a.1', message: 'A tile already lies there.' };
  if (!inShape(shape, p))
    return {
      ok: false,
      ruleId: 'MOVE-5a.2',
      message: 'No tile may be placed beyond the coastline of this map shape.',
    };
  const n = placedNeighborCount(state, p);
  if (fallback) {
    if (n < 3)
      return {
        ok: false,
        ruleId: 'MOVE-5e.3',
        message: 'Tiles drawn after the deck ran out must touch at least 3 tiles.',
      };
    return { ok: true };
  }
  if (kind === 'core') {
    if (!coreAllowedAt(shape, p))
      return {
        ok: false,
        ruleId: 'SCEN-MAP-1a',
        message: 'Core tiles may not be placed on the coastal lanes of the wedge.',
      };
    if (n < 2)
      return {
        ok: false,
        ruleId: 'MOVE-5e.2',
        message: 'A core tile must touch at least 2 tiles already on the map.',
      };
    return { ok: true };
  }
  if (n >= 2) return { ok: true };
  const viaNeighbor = tileNeighbors(p).some(
    (t) => isPlaced(state, t) && placedNeighborCount(state, t) >= 2,
  );
  if (viaNeighbor) return { ok: true };
  return {
    ok: false,
    ruleId: 'MOVE-5e.1',
    message: 'A countryside tile must touch 2 tiles, or touch a tile that itself touches 2 tiles.',
  };
}

export const realCount = (state: GameState): number =>
  state.players.filter((p) => p.kind !== 'dummy').length;

/** Positions adjacent to a hex (MOVE-5a: the hero stands next to one of the position's hexes). */
export function positionsAdjacentToHex(hex: HexKey): TilePos[] {
  const c = adjacentPositions.get(hex) ?? adjacentPositions.put(hex, adjacentPositionsOf(hex));
  // Fresh objects each call: callers may keep or change them.
  return c.map((p) => ({ a: p.a, b: p.b }));
}

/** positionsAdjacentToHex is a pure function of the key: worked out once per hex (issue 15). */
const adjacentPositions = keyMemo<readonly TilePos[]>();

function adjacentPositionsOf(hex: HexKey): TilePos[] {
  const own = tileOfHex(parseHexKey(hex)).pos;
  const out: TilePos[] = [];
  const seen = new Set<string>();
  for (const nk of neighborKeys(hex)) {
    const pos = tileOfHex(parseHexKey(nk)).pos;
    const k = tilePosKey(pos);
    if (k === tilePosKey(own) || seen.has(k)) continue;
    seen.add(k);
    out.push(pos);
  }
  return out;
}

/** The next tile that exploring would reveal: the top of the deck, or a fallback (MOVE-5e.3). */
export function nextTileKind(state: GameState): { kind: TileKind; fallback: boolean } | null {
  const top = state.tileDeck[0];
  if (top) return { kind: tileDef(top).kind, fallback: false };
  const asideCountryside = state.tilesAside.filter((t) => tileDef(t).kind === 'countryside');
  if (asideCountryside.length > 0) return { kind: 'countryside', fallback: true };
  const asideCore = state.tilesAside.filter((t) => {
    const d = tileDef(t);
    return d.kind === 'core' && !d.city;
  });
  if (asideCore.length > 0) return { kind: 'core', fallback: true };
  return null;
}

/** Place a tile and resolve its sites' "when revealed" steps. */
export function placeTile(
  state: GameState,
  tileId: string,
  pos: TilePos,
  ctx: Ctx,
  by: PlayerId | null,
): void {
  const def = tileDef(tileId);
  const posKey: TilePosKey = tilePosKey(pos);
  const rotation = tileRotation(state, tileId); // VAR-MAP-2
  state.map.tiles.push({ tile: tileId, pos: posKey, ...(rotation ? { rotation } : {}) });
  for (const { local, hex } of tileHexes(pos)) {
    const th = def.hexes[sourceLocal(local, rotation)];
    const hs: HexState = { terrain: th.terrain, tile: posKey, enemies: [], shields: [] };
    if (th.site) hs.site = { ...th.site };
    state.map.hexes[hexKey(hex)] = hs;
  }
  ctx.emit({ type: 'tile-revealed', player: by ?? undefined, tile: tileId, pos: posKey });
  for (const { hex } of tileHexes(pos)) revealSite(state, hexKey(hex), ctx);
  tilePlacedHook(state, tileId, pos, by, ctx); // SCEN-MINES-4a, SCEN-DUNGEON-4a/4c
}

/** SCEN-HOLD-2: the map's tiles lie face down at fixed positions. */
export function isFixedMap(state: GameState): boolean {
  return scenarioSetupOf(state).shape === 'fixed';
}

/** The face-down tile lying at a position of a fixed map. */
export function hiddenTileAt(state: GameState, p: TilePos): string | undefined {
  const k = tilePosKey(p);
  return state.map.hidden?.find((t) => t.pos === k)?.tile;
}

/** Take the face-down tile at a position (to reveal it). */
export function takeHiddenTile(state: GameState, p: TilePos): string | undefined {
  const tile = hiddenTileAt(state, p);
  if (tile && state.map.hidden) {
    const k = tilePosKey(p);
    state.map.hidden = state.map.hidden.filter((t) => t.pos !== k);
  }
  return tile;
}

function revealSite(state: GameState, key: HexKey, ctx: Ctx): void {
  const hs = state.map.hexes[key];
  if (!hs?.site) return;
  const type = hs.site.type;
  if (type === 'city') {
    if (cityAt(state, key)) return; // VAR-MEGA-4: the second part of a Megapolis
    const color = cityColorFor(state, hs.site.city ?? 'white'); // VAR-MAP-3
    hs.site.city = color;
    setupCity(state, key, color, ctx);
    return;
  }
  if (type === 'monastery') {
    // MOVE-5f.1: an Advanced Action goes into the Unit offer.
    const aa = state.decks.advancedActions.shift();
    if (aa) {
      state.offers.monasteryActions.push(aa);
      ctx.emit({ type: 'monastery-action', card: aa, hex: key });
    }
    return;
  }
  const site = siteDef(type);
  const reveal = site.onReveal;
  if (!reveal) return;
  if ('ruins' in reveal) {
    const id = drawFromPile(state, state.ruinsPile);
    if (id) {
      // sites.md 1.4: face up by Day, face down by Night.
      const faceUp = state.round.time === 'day';
      hs.ruins = { id, faceUp };
      if (faceUp) ctx.emit({ type: 'ruins-revealed', hex: key, token: id });
    }
    return;
  }
  for (let i = 0; i < reveal.count; i++) {
    const id = drawEnemy(state, reveal.pile);
    if (!id) continue;
    hs.enemies.push({ id, faceUp: reveal.faceUp });
    if (reveal.faceUp) ctx.emit({ type: 'enemy-revealed', hex: key, enemy: id });
  }
}

function setupCity(state: GameState, key: HexKey, revealed: CityColor, _ctx: Ctx): void {
  let color = revealed;
  const scen = scenarioDef(state.setup.scenario);
  const levels = state.setup.options?.cityLevels ?? scenarioSetupOf(state).cityLevels;
  const level = levels[state.cities.length] ?? levels[levels.length - 1] ?? 1;
  const def = cityDef(color);
  const piles = def.garrison[Math.min(Math.max(level, 1), def.garrison.length) - 1] ?? [];
  const garrison = [];
  if (scen.friendlyCity) {
    // SCEN-MINES-3, SCEN-DRUID-3, SCEN-DUNGEON-3: friendly; every player has a shield on it and
    // nobody is its leader; no defenders.
    const shields = state.players.filter((p) => p.kind !== 'dummy').map((p) => p.id);
    state.cities.push({
      color,
      level,
      hex: key,
      garrison: [],
      shields,
      conquered: true,
      leader: null,
      friendly: true,
    });
    return;
  }
  // VAR-MEGA-4/5: the last city revealed may be a Megapolis: half the level for each of its cities.
  const mega = megapolisPlan(state, key, color);
  const site = state.map.hexes[key]?.site;
  if (mega && mega.leftColor !== color) {
    // VAR-MEGA-8: the second Megapolis is made of the two cities left, whatever the tile's colour.
    color = mega.leftColor;
    if (site) site.city = color;
  }
  const rows = mega
    ? [rowFor(color, mega.leftLevel), rowFor(mega.color, mega.rightLevel)].flat()
    : piles;
  if (mega) {
    const right = state.map.hexes[mega.hex];
    if (right) {
      // The second city figure stands there; the space's terrain and site are ignored.
      right.site = { type: 'city', city: mega.color };
      for (const e of right.enemies) discardEnemy(state, e.id, enemyDef(e.id).color);
      right.enemies = [];
    }
  }
  for (const pile of rows) {
    const id = drawEnemy(state, pile);
    if (id) garrison.push({ id, faceUp: false });
  }
  state.cities.push({
    color,
    level: mega ? mega.leftLevel : level,
    hex: key,
    garrison,
    shields: [],
    conquered: false,
    leader: null,
    ...(scen.citiesClosed ? { closed: true } : {}),
    ...(mega ? { megapolis: { hex: mega.hex, color: mega.color, level: mega.rightLevel } } : {}),
  });
}

/** MOVE-5g.3: the garrison piles of a city of this colour and level (levels above 11 count 11). */
function rowFor(color: CityColor, level: number): EnemyColor[] {
  const def = cityDef(color);
  return def.garrison[Math.min(Math.max(level, 1), def.garrison.length) - 1] ?? [];
}

/**
 * The map space `key`, to be written, its enemies and site included (issue 15). applyAction's copy
 * plans leave the spaces out (`LAZY` in src/engine/index.ts): a plan that once saw a move turn a
 * keep's defender face up copied that space, and the map's whole table of spaces to hold it, on
 * every later move. A rule that changes a space through this copies it at that first write
 * (core/working-copy.ts); read `state.map.hexes` again after it, never a space taken before.
 */
export function writableHex(state: GameState, key: HexKey): HexState {
  return writableDeep<HexState>(writable(writable(state, 'map'), 'hexes'), key);
}

/** Turn the enemy token `id` lying on the space `key` face up (through writableHex). */
export function faceUpOnHex(state: GameState, key: HexKey, id: string): void {
  for (const m of writableHex(state, key).enemies) if (m.id === id) m.faceUp = true;
}

/** sites.md 1.4: a face-down ruins token on the space `key` turned face up (through writableHex). */
export function ruinsFaceUp(state: GameState, key: HexKey): void {
  const hs = writableHex(state, key);
  if (hs.ruins) hs.ruins.faceUp = true;
}

/**
 * sites.md 1.4: by Day, face-down defenders of keeps, mage towers and cities flip face up as soon
 * as a hero stands adjacent.
 */
export function revealAdjacentDefenders(state: GameState, hero: HexKey, ctx: Ctx): void {
  if (state.round.time !== 'day') return;
  for (const k of [hero, ...neighborKeys(hero)]) {
    const hs = state.map.hexes[k];
    if (!hs?.site) continue;
    const t = hs.site.type;
    if (t === 'keep' || t === 'mage-tower') {
      if (hs.enemies.every((e) => e.faceUp)) continue;
      for (const e of writableHex(state, k).enemies)
        if (!e.faceUp) {
          e.faceUp = true;
          ctx.emit({ type: 'enemy-revealed', hex: k, enemy: e.id });
        }
    } else if (t === 'city') {
      const city = cityAt(state, k);
      if (!city) continue;
      for (const e of city.garrison)
        if (!e.faceUp) {
          e.faceUp = true;
          ctx.emit({ type: 'enemy-revealed', hex: k, enemy: e.id });
        }
    }
  }
}

export function portalHex(state: GameState): HexKey {
  for (const [k, h] of Object.entries(readView(state.map.hexes)))
    if (h.site?.type === 'portal') return k;
  throw new Error('no portal on the map');
}

export { parseTilePosKey };

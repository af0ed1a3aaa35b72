// What the board draws, derived from the (viewed) game state: plain data, no Konva, unit-tested.
import {
  type Action,
  type EnemyColor,
  type GameState,
  type HexKey,
  parseHexKey,
  type PlayerId,
  ruinsDef,
} from '../../engine';
import { findEnemy, enemyPile } from '../names';
import { ENEMY_HEX, MANA_HEX } from '../theme/colors';
import { HEX_SIZE, keyToPixel, type Point } from './layout';
import type { EnemyFace } from '../art/tokens';

export function portalHex(state: Pick<GameState, 'map'>): HexKey | null {
  for (const [k, h] of Object.entries(state.map.hexes)) if (h.site?.type === 'portal') return k;
  return null;
}

export interface HeroSpot {
  player: PlayerId;
  hex: HexKey;
  at: Point;
}

/**
 * Hero figures: a hero whose position is null (before their first turn) stands on the portal.
 * The dummy player has no figure, nor has an eliminated hero (SCEN-RETURN-2: their position is
 * null too, but they have left the game). Figures sharing a hex are spread out.
 */
export function heroSpots(state: GameState, R = HEX_SIZE): HeroSpot[] {
  const portal = portalHex(state);
  const byHex = new Map<HexKey, PlayerId[]>();
  for (const p of state.players) {
    if (p.kind === 'dummy' || p.eliminated) continue;
    const hex = p.position ?? portal;
    if (!hex) continue;
    byHex.set(hex, [...(byHex.get(hex) ?? []), p.id]);
  }
  const out: HeroSpot[] = [];
  for (const [hex, ids] of byHex) {
    const c = keyToPixel(hex, R);
    ids.forEach((player, i) => {
      const n = ids.length;
      const onSite = state.map.hexes[hex]?.site !== undefined;
      // on a site the figure stands beside the symbol, lower right
      const dx = (onSite ? R * 0.4 : 0) + (n === 1 ? 0 : (i - (n - 1) / 2) * R * 0.42);
      const dy = onSite ? R * 0.3 : R * 0.05;
      out.push({ player, hex, at: { x: c.x + dx, y: c.y + dy } });
    });
  }
  return out;
}

export interface EnemySpot {
  id: string;
  hex: HexKey;
  at: Point;
  pile: EnemyColor;
  face: EnemyFace | null;
}

export function enemyFace(id: string): EnemyFace | null {
  const d = findEnemy(id);
  if (!d) return null;
  const first = d.attacks[0];
  return {
    armor: d.armor,
    attack: first && first.kind === 'attack' ? first.value : null,
    element: first && first.kind === 'attack' ? first.element : 'physical',
    fortified: d.abilities.includes('fortified'),
  };
}

export function enemySpots(state: GameState, R = HEX_SIZE): EnemySpot[] {
  const out: EnemySpot[] = [];
  for (const [hex, h] of Object.entries(state.map.hexes)) {
    const n = h.enemies.length;
    if (n === 0) continue;
    const c = keyToPixel(hex, R);
    const siteFallback: EnemyColor =
      h.site?.type === 'orcs'
        ? 'green'
        : h.site?.type === 'draconum' || h.site?.type === 'tomb'
          ? 'red'
          : h.site?.type === 'keep'
            ? 'grey'
            : h.site?.type === 'mage-tower' || h.site?.type === 'monastery'
              ? 'violet'
              : h.site?.type === 'city'
                ? 'white'
                : 'brown';
    // Rampaging enemies stand on their spot; site defenders beside the site symbol (upper right).
    const onSpot = !h.site || h.site.type === 'orcs' || h.site.type === 'draconum';
    const ox = onSpot ? 0 : R * 0.38;
    const oy = onSpot ? 0 : -R * 0.34;
    h.enemies.forEach((e, i) => {
      const angle = n === 1 ? 0 : (2 * Math.PI * i) / n - Math.PI / 2;
      const d = n === 1 ? 0 : R * 0.3;
      out.push({
        id: e.id,
        hex,
        at: { x: c.x + ox + d * Math.cos(angle), y: c.y + oy + d * Math.sin(angle) },
        pile: enemyPile(e.id) ?? siteFallback,
        face: e.faceUp ? enemyFace(e.id) : null,
      });
    });
  }
  return out;
}

export interface ShieldSpot {
  hex: HexKey;
  player: PlayerId;
  at: Point;
}

export function shieldSpots(state: GameState, R = HEX_SIZE): ShieldSpot[] {
  const out: ShieldSpot[] = [];
  for (const [hex, h] of Object.entries(state.map.hexes)) {
    const c = keyToPixel(hex, R);
    h.shields.forEach((player, i) => {
      out.push({ hex, player, at: { x: c.x - R * 0.5 + i * R * 0.24, y: c.y - R * 0.42 } });
    });
  }
  for (const city of state.cities) {
    const c = keyToPixel(city.hex, R);
    city.shields.forEach((player, i) => {
      out.push({
        hex: city.hex,
        player,
        at: { x: c.x - R * 0.55 + i * R * 0.2, y: c.y + R * 0.62 },
      });
    });
  }
  return out;
}

export function hexCenter(k: HexKey, R = HEX_SIZE): Point {
  return keyToPixel(k, R);
}

export function hexOf(k: HexKey) {
  return parseHexKey(k);
}

/** Colour dots shown on a face-up ruins token: altar tribute colours or the enemy piles. */
export function ruinsDots(id: string): string[] {
  try {
    const d = ruinsDef(id);
    if (d.kind === 'altar') return (d.tribute ?? []).map((c) => MANA_HEX[c]);
    return (d.enemies ?? []).map((c) => ENEMY_HEX[c]);
  } catch {
    return [];
  }
}

export interface BoardTargets {
  moves: Map<HexKey, Action>;
  explores: Map<string, Action>;
}

/** Map targets among the legal actions: hexes to move to, tile positions to explore. */
export function boardTargets(actions: Action[]): BoardTargets {
  const moves = new Map<HexKey, Action>();
  const explores = new Map<string, Action>();
  for (const a of actions) {
    if (a.type === 'move') moves.set(a.to, a);
    else if (a.type === 'explore') explores.set(a.pos, a);
  }
  return { moves, explores };
}

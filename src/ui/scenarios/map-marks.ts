// What the map shows of the scenarios' special rules, derived from the (viewed) state as plain
// data (drawn by board/ScenarioLayer.tsx, unit-tested without Konva): face-down tiles of a fixed
// map (SCEN-HOLD-2), secret dungeon and tomb entrances (SCEN-DUNGEON-4a/4c), liberated and guarded
// mines (SCEN-MINES-4), glades bearing shields (SCEN-DRUID-4a), owned keeps and mage towers
// (SCEN-HOLD-9b), the closed portal (SCEN-RETURN-2), and the spaces a pending scenario choice or a
// tunnel (SCEN-DUNGEON-4e) can reach. Nothing is decided here: targets come from legal actions.
import { type Action, type GameState, type HexKey, type PlayerId, tileDef } from '../../engine';

export type TileBack = 'countryside' | 'core';

export interface HiddenTileMark {
  pos: string;
  back: TileBack;
}

export type HexMarkKind =
  'secret' | 'mine-liberated' | 'mine-guarded' | 'glade-active' | 'owned' | 'portal-closed';

export interface HexMark {
  hex: HexKey;
  kind: HexMarkKind;
  /** Players concerned (the liberator, the glade's shields, the owner). */
  players: PlayerId[];
}

export interface ScenarioMarks {
  hidden: HiddenTileMark[];
  hexes: HexMark[];
}

/** The back of a face-down tile (its kind; the view may hide the tile's identity). */
export function tileBack(tile: string): TileBack {
  try {
    return tileDef(tile).kind === 'core' ? 'core' : 'countryside';
  } catch {
    return tile.includes('core') ? 'core' : 'countryside';
  }
}

const isMine = (type: string | undefined) => type === 'crystal-mine' || type === 'deep-mine';

export function scenarioMarks(state: GameState): ScenarioMarks {
  const scen = state.setup.scenario;
  const hidden = (state.map.hidden ?? []).map((h) => ({ pos: h.pos, back: tileBack(h.tile) }));
  const hexes: HexMark[] = [];
  for (const hex of state.scenario?.secretSites ?? [])
    if (state.map.hexes[hex]) hexes.push({ hex, kind: 'secret', players: [] });
  for (const [hex, h] of Object.entries(state.map.hexes)) {
    const type = h.site?.type;
    if (scen === 'mines-liberation' && isMine(type)) {
      if (h.conquered) hexes.push({ hex, kind: 'mine-liberated', players: [...h.shields] });
      else if (h.enemies.length > 0) hexes.push({ hex, kind: 'mine-guarded', players: [] });
    }
    if (scen === 'druid-nights' && type === 'magical-glade' && h.shields.length > 0)
      hexes.push({ hex, kind: 'glade-active', players: [...h.shields] });
    if (
      scen === 'conquer-and-hold' &&
      (type === 'keep' || type === 'mage-tower') &&
      h.owner !== undefined
    )
      hexes.push({ hex, kind: 'owned', players: [h.owner] });
    if (type === 'portal' && state.scenario?.portalClosed)
      hexes.push({ hex, kind: 'portal-closed', players: [] });
  }
  return { hidden, hexes };
}

/** Spaces the decider may pick on the map now for a scenario rule, with the action doing it. */
export function scenarioTargets(state: GameState, legal: readonly Action[]): Map<HexKey, Action> {
  const out = new Map<HexKey, Action>();
  const p = state.pending[state.pending.length - 1];
  if (p && p.kind === 'secret-site')
    for (const a of legal)
      if (a.type === 'choose' && typeof a.option === 'string' && p.options.includes(a.option))
        out.set(a.option, a);
  for (const a of legal)
    if (a.type === 'scenario-action' && a.id === 'tunnel' && a.hex) out.set(a.hex, a);
  return out;
}

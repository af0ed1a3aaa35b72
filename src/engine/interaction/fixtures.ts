// Test fixtures for sites, interaction and units (tests only): a hero standing on a site, offers,
// units in play, an open attack group or block column.
import type { CityColor } from '../core/types';
import type { SiteOnHex } from '../content/types';
import { neighborKeys, type HexKey } from '../hex/hex';
import { act, at, card, edit } from '../testing/builders';
import type { CityState, GameState, HexState, PlayerId, UnitInstance } from '../state/types';

export interface SiteOpts {
  owner?: PlayerId;
  conquered?: boolean;
  burned?: boolean;
  shields?: PlayerId[];
  /** For cities: the city card. */
  city?: Partial<CityState>;
}

/** A hex next to the portal (not the portal itself), turned into plains with this site. */
export function siteHex(state: GameState): HexKey {
  const p = state.players[0]?.position;
  if (!p) throw new Error('hero not on the map');
  const hex = neighborKeys(p).find((k) => state.map.hexes[k] && !state.map.hexes[k]?.site);
  if (!hex) throw new Error('no free hex next to the hero');
  return hex;
}

/** Put player 0 on a fresh hex with this site (and city card), at the start of the turn. */
export function onSite(state: GameState, site: SiteOnHex, opts: SiteOpts = {}): GameState {
  const hex = siteHex(state);
  const s = edit(state, (d) => {
    const h = d.map.hexes[hex] as HexState;
    h.terrain = 'plains';
    h.site = { ...site };
    h.enemies = [];
    h.shields = opts.shields ?? [];
    if (opts.owner !== undefined) h.owner = opts.owner;
    if (opts.conquered) h.conquered = true;
    if (opts.burned) h.burned = true;
    if (site.type === 'city') {
      d.cities.push({
        color: site.city ?? 'white',
        level: 1,
        hex,
        garrison: [],
        shields: opts.shields ?? [],
        conquered: true,
        leader: 0,
        ...opts.city,
      });
    }
  });
  return at(s, 0, hex);
}

export const onCity = (state: GameState, color: CityColor, opts: SiteOpts = {}): GameState =>
  onSite(state, { type: 'city', city: color }, { shields: [0], ...opts });

/** Interact now and set the Influence total (as if cards had been played). */
export function interacting(state: GameState, influence?: number): GameState {
  const s = act(state, { type: 'interact', player: 0 });
  if (influence === undefined) return s;
  return edit(s, (d) => {
    if (d.turn) d.turn.influencePoints = influence;
  });
}

/** Replace the Unit offer with fresh instances; returns the state and the instance ids. */
export function withUnitOffer(
  state: GameState,
  defs: string[],
): { state: GameState; ids: string[] } {
  const ids = defs.map(card);
  return {
    state: edit(state, (d) => {
      d.offers.units = [...ids];
    }),
    ids,
  };
}

/** Give player 0 units (fresh instances, ready and unwounded unless stated). */
export function withUnits(
  state: GameState,
  defs: (string | ({ def: string } & Partial<UnitInstance>))[],
): { state: GameState; ids: string[] } {
  const units: UnitInstance[] = defs.map((d) => {
    if (typeof d === 'string') return { id: card(d), ready: true, wounds: 0 };
    const { def, ...rest } = d;
    return { id: card(def), ready: true, wounds: 0, ...rest };
  });
  return {
    state: edit(state, (d) => {
      const p = d.players[0];
      if (!p) return;
      p.units.push(...units);
      p.extraCommandTokens = Math.max(p.extraCommandTokens, p.units.length);
    }),
    ids: units.map((u) => u.id),
  };
}

/** Open an attack group against all enemies in the current combat, in the given phase. */
export function attackGroup(state: GameState, phase: 'ranged' | 'attack'): GameState {
  return edit(state, (d) => {
    const c = d.combat;
    if (!c) throw new Error('no combat');
    c.phase = phase;
    c.block = null;
    c.attack = { targets: c.enemies.map((e) => e.id), entries: [] };
  });
}

/** Open a block column against the first attack of the first enemy. */
export function blockColumn(state: GameState): GameState {
  return edit(state, (d) => {
    const c = d.combat;
    const e = c?.enemies[0];
    if (!c || !e) throw new Error('no combat');
    c.phase = 'block';
    c.attack = null;
    c.block = { enemy: e.id, attackIndex: 0, entries: [] };
  });
}

/** Entries in the open attack group or block column. */
export function columnEntries(state: GameState) {
  return state.combat?.attack?.entries ?? state.combat?.block?.entries ?? [];
}

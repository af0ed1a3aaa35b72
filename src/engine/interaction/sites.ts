// Where locals can be interacted with (INTERACT-1, sites.md 1.3) and what each site offers:
// recruiting (INTERACT-4a), healing (INTERACT-4b), monastery actions (INTERACT-4c), spells
// (INTERACT-4d) and the city options (INTERACT-CITY-1..4).
import { siteDef, unitDef } from '../content';
import type { RecruitSite, SiteType } from '../content/types';
import type { CityColor } from '../core/types';
import type { HexKey } from '../hex/hex';
import { refuse } from '../protocol/framework';
import type { Refusal } from '../mana/mana';
import type { CityState, GameState, PlayerId } from '../state/types';
import { allies, recruitAlso } from '../state/scenario-hooks';
import { cityAt, cityColors } from '../state/cities';

export interface InteractionSite {
  hex: HexKey;
  type: SiteType;
  /** The conquered city (INTERACT-3a, INTERACT-CITY). */
  city?: CityState;
  /** SCEN-HOLD-7: unit-type symbols also recruitable here in this scenario. */
  alsoRecruits?: RecruitSite[];
}

/** INTERACT-1: the inhabited site on this hex the player may interact with, or why not. */
export function interactionSiteAt(
  state: GameState,
  player: PlayerId,
  hex: HexKey,
): InteractionSite | Refusal {
  const h = state.map.hexes[hex];
  const type = h?.site?.type;
  if (!h || !type) return refuse('INTERACT-1', 'There are no locals to interact with here.');
  switch (type) {
    case 'village':
    case 'refugee-camp':
      return { hex, type };
    case 'monastery':
      if (h.burned)
        return refuse(
          'INTERACT-1',
          'This monastery has been burned; nobody is left to interact with.',
        );
      return { hex, type };
    case 'keep':
      // SCEN-TEAM-8: also in an ally's keep (to recruit).
      if (h.owner === undefined || !allies(state, player, h.owner))
        return refuse('INTERACT-1', 'You can interact only in keeps you own.');
      return withAlso(state, { hex, type });
    case 'mage-tower':
      if (!(h.conquered || h.shields.length > 0 || h.owner !== undefined))
        return refuse(
          'INTERACT-1',
          'A mage tower must be conquered before anyone can interact there.',
        );
      return withAlso(state, { hex, type });
    case 'city': {
      const city = cityAt(state, hex);
      if (!city) return refuse('INTERACT-1', 'There is no city here.');
      if (city.closed)
        return refuse(
          state.setup.scenario === 'first-reconnaissance' ? 'SCEN-RECON-3' : 'SCEN-HOLD-4',
          'This city is closed in this scenario.',
        );
      if (!city.conquered)
        return refuse('INTERACT-1', 'A city must be conquered before anyone can interact there.');
      return { hex, type, city };
    }
    case 'volkare-camp':
      if (!h.conquered)
        return refuse('INTERACT-1', "Volkare's Camp must be conquered before recruiting there.");
      return { hex, type };
    default:
      return refuse(
        'INTERACT-1',
        `There are no locals to interact with at this site (${siteDef(type).name}).`,
      );
  }
}

export const isSite = (x: InteractionSite | Refusal): x is InteractionSite => 'type' in x;

/** SCEN-HOLD-7: the scenario lets this site recruit further unit types. */
function withAlso(state: GameState, site: InteractionSite): InteractionSite {
  const also = recruitAlso(state, site.type) as RecruitSite[];
  return also.length > 0 ? { ...site, alsoRecruits: also } : site;
}

/** The city colour of a city site. */
export const cityColor = (site: InteractionSite): CityColor | null => site.city?.color ?? null;

/** VAR-MEGA-7a: in a Megapolis the shopping options of both its cities are open. */
export const hasCityColor = (site: InteractionSite, color: CityColor): boolean =>
  cityColors(site.city).includes(color);

/**
 * INTERACT-4a: extra Influence to recruit this unit here (0 = its printed cost), or null when its
 * unit-type symbols do not match the site. White City: every type (INTERACT-CITY-3). Refugee camp
 * and Volkare's Camp: the cheapest of the listed icons (sites.ts recruitIcons).
 */
export function recruitSurcharge(site: InteractionSite, unitId: string): number | null {
  const def = unitDef(unitId);
  if (site.type === 'city' && hasCityColor(site, 'white')) return 0;
  const sd = siteDef(site.type);
  if (sd.recruitIcons) {
    let best: number | null = null;
    for (const s of def.recruitSites) {
      const extra = sd.recruitIcons[s];
      if (extra !== undefined && (best === null || extra < best)) best = extra;
    }
    return best;
  }
  const icon: RecruitSite | undefined = sd.recruit;
  if (site.alsoRecruits?.some((s) => def.recruitSites.includes(s))) return 0;
  if (!icon) return null;
  return def.recruitSites.includes(icon) ? 0 : null;
}

/** INTERACT-4b: Influence per Healing point (village 3, monastery 2), null where none is sold. */
export function healCostAt(site: InteractionSite): number | null {
  return siteDef(site.type).healCost ?? null;
}

/** INTERACT-4d, INTERACT-CITY-2: spells are sold at conquered mage towers and in the Blue City. */
export const sellsSpells = (site: InteractionSite): boolean =>
  site.type === 'mage-tower' || hasCityColor(site, 'blue');

export const PRICES = {
  /** INTERACT-4c */
  monasteryAction: 6,
  /** INTERACT-4d (+1 mana of the spell's colour) */
  spell: 7,
  /** INTERACT-CITY-1 */
  artifact: 12,
  /** INTERACT-CITY-3 */
  eliteUnit: 2,
  /** INTERACT-CITY-4 */
  cityAdvancedAction: 6,
  /** thugs-damage-fee, heroes-assault-fee */
  unitFee: 2,
} as const;

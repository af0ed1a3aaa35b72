// Content registry: one lookup per kind of content, built once from the typed data files.
import { ownEntry } from '../core/own';
import { defIdOf, type CityColor, type HeroId } from '../core/types';
import { ADVANCED_ACTIONS } from './advanced-actions';
import { ARTIFACTS } from './artifacts';
import { BASIC_ACTIONS } from './basic-actions';
import { SPELLS } from './spells';
import { WOUND } from './wound';
import { CITIES } from './cities';
import { ENEMIES } from './enemies';
import { HEROES } from './heroes';
import { RUINS_TOKENS } from './ruins';
import { SITES } from './sites';
import { SKILLS } from './skills';
import { TACTICS } from './tactics';
import { TILES } from './tiles';
import type {
  CardDef,
  CityDef,
  EnemyDef,
  HeroDef,
  RuinsTokenDef,
  SiteDef,
  SiteType,
  SkillDef,
  TacticDef,
  TileDef,
  UnitDef,
} from './types';
import { UNITS } from './units';

function indexBy<T, K extends string>(items: readonly T[], key: (t: T) => K, what: string) {
  const out = {} as Record<K, T>;
  for (const it of items) {
    const k = key(it);
    if (out[k]) throw new Error(`duplicate ${what} id ${k}`);
    out[k] = it;
  }
  return out;
}

export const ALL_CARDS: CardDef[] = [
  ...BASIC_ACTIONS,
  ...ADVANCED_ACTIONS,
  ...SPELLS,
  ...ARTIFACTS,
  WOUND,
];

const CARD_INDEX = indexBy(ALL_CARDS, (c) => c.id, 'card');
const UNIT_INDEX = indexBy(UNITS, (u) => u.id, 'unit');
const ENEMY_INDEX = indexBy(ENEMIES, (e) => e.id, 'enemy');
const TILE_INDEX = indexBy(TILES, (t) => t.id, 'tile');
const SITE_INDEX = indexBy(SITES, (s) => s.type, 'site');
const CITY_INDEX = indexBy(CITIES, (c) => c.color, 'city');
const TACTIC_INDEX = indexBy(TACTICS, (t) => t.id, 'tactic');
const SKILL_INDEX = indexBy(SKILLS, (s) => s.id, 'skill');
const HERO_INDEX = indexBy(HEROES, (h) => h.id, 'hero');
const RUINS_INDEX = indexBy(RUINS_TOKENS, (r) => r.id, 'ruins token');

function lookup<T>(index: Record<string, T>, id: string, what: string): T {
  const v = ownEntry(index, id);
  if (!v) throw new Error(`unknown ${what}: ${id}`);
  return v;
}

/** Most distinct ids remembered per kind (the game's own ids are a few hundred; input is open). */
const BY_ID_CAP = 4096;

/**
 * Issue 15: a definition by definition id or instance id, remembered by the exact id asked — one
 * map read instead of cutting the `#serial` off and looking the rest up (the rules ask for the
 * definitions of the cards in hand, units and enemies many times per action). Unknown ids still
 * throw and are not remembered.
 */
function byInstance<T>(index: Record<string, T>, what: string): (id: string) => T {
  const known = new Map<string, T>();
  return (id) => {
    let v = known.get(id);
    if (v === undefined) {
      v = lookup(index, defIdOf(id), what);
      if (known.size < BY_ID_CAP) known.set(id, v);
    }
    return v;
  };
}

/** Card definition by definition id or instance id (`rage#3`). */
export const cardDef: (id: string) => CardDef = byInstance(CARD_INDEX, 'card');
export const hasCard = (id: string): boolean => Object.hasOwn(CARD_INDEX, defIdOf(id));
export const unitDef: (id: string) => UnitDef = byInstance(UNIT_INDEX, 'unit');
export const enemyDef: (id: string) => EnemyDef = byInstance(ENEMY_INDEX, 'enemy');
export const tileDef = (id: string): TileDef => lookup(TILE_INDEX, id, 'tile');
export const siteDef = (type: SiteType): SiteDef => lookup(SITE_INDEX, type, 'site');
export const cityDef = (color: CityColor): CityDef => lookup(CITY_INDEX, color, 'city');
export const tacticDef = (id: string): TacticDef => lookup(TACTIC_INDEX, id, 'tactic');
export const skillDef = (id: string): SkillDef => lookup(SKILL_INDEX, id, 'skill');
export const heroDef = (id: HeroId): HeroDef => lookup(HERO_INDEX, id, 'hero');
export const ruinsDef = (id: string): RuinsTokenDef =>
  lookup(RUINS_INDEX, defIdOf(id), 'ruins token');

export {
  ADVANCED_ACTIONS,
  ARTIFACTS,
  BASIC_ACTIONS,
  CITIES,
  ENEMIES,
  HEROES,
  RUINS_TOKENS,
  SITES,
  SKILLS,
  SPELLS,
  TACTICS,
  TILES,
  UNITS,
  WOUND,
};

// Shared primitive vocabulary of the engine: colours, elements, terrain, ids.
// Everything here is plain data (strings, numbers); no classes.

export type BasicColor = 'red' | 'blue' | 'green' | 'white';
export type ManaColor = BasicColor | 'gold' | 'black';
export const BASIC_COLORS: readonly BasicColor[] = ['red', 'blue', 'green', 'white'];
export const MANA_COLORS: readonly ManaColor[] = ['red', 'blue', 'green', 'white', 'gold', 'black'];

/** An attack or block element. Attacks/blocks without an element are physical. */
export type Element = 'physical' | 'fire' | 'ice' | 'cold-fire';
export const ELEMENTS: readonly Element[] = ['physical', 'fire', 'ice', 'cold-fire'];

/** Melee attacks only count in the Attack phase; ranged and siege also in the Ranged/Siege phase. */
export type AttackStyle = 'melee' | 'ranged' | 'siege';

export type Resistance = 'physical' | 'fire' | 'ice';

export type Terrain =
  'plains' | 'hills' | 'forest' | 'wasteland' | 'desert' | 'swamp' | 'lake' | 'mountain' | 'sea';
export const TERRAINS: readonly Terrain[] = [
  'plains',
  'hills',
  'forest',
  'wasteland',
  'desert',
  'swamp',
  'lake',
  'mountain',
  'sea',
];

export type TimeOfDay = 'day' | 'night';

/** Expansion sets of the Ultimate Edition box. */
export type ContentSet = 'base' | 'lost-legion' | 'krang' | 'shades-of-tezla' | 'ultimate';
export const CONTENT_SETS: readonly ContentSet[] = [
  'base',
  'lost-legion',
  'krang',
  'shades-of-tezla',
  'ultimate',
];

export type HeroId =
  'arythea' | 'goldyx' | 'norowas' | 'tovak' | 'wolfhawk' | 'krang' | 'braevalar';
export const HERO_IDS: readonly HeroId[] = [
  'arythea',
  'goldyx',
  'norowas',
  'tovak',
  'wolfhawk',
  'krang',
  'braevalar',
];

export type ScenarioId =
  | 'first-reconnaissance'
  | 'full-conquest'
  | 'blitz-conquest'
  | 'solo-conquest'
  | 'full-cooperation'
  | 'blitz-cooperation'
  | 'mines-liberation'
  | 'druid-nights'
  | 'dungeon-lords'
  | 'conquer-and-hold'
  | 'only-one-returns';
export const SCENARIO_IDS: readonly ScenarioId[] = [
  'first-reconnaissance',
  'full-conquest',
  'blitz-conquest',
  'solo-conquest',
  'full-cooperation',
  'blitz-cooperation',
  'mines-liberation',
  'druid-nights',
  'dungeon-lords',
  'conquer-and-hold',
  'only-one-returns',
];

/** Enemy token piles, named after the colour of the token backs. */
export type EnemyColor = 'green' | 'grey' | 'violet' | 'brown' | 'red' | 'white';
export const ENEMY_COLORS: readonly EnemyColor[] = [
  'green',
  'grey',
  'violet',
  'brown',
  'red',
  'white',
];

export type CityColor = 'green' | 'blue' | 'white' | 'red';
export const CITY_COLORS: readonly CityColor[] = ['green', 'blue', 'white', 'red'];

/**
 * Card instance ids are `<definition id>#<serial>` (e.g. `rage#3`), unique in a game, so that every
 * physical card can be tracked (conservation invariants, undo, replays).
 */
export type CardInstanceId = string;
export type EnemyInstanceId = string;
export type UnitInstanceId = string;

/** Strip the instance serial: `rage#3` → `rage`. */
export function defIdOf(instanceId: string): string {
  const i = instanceId.indexOf('#');
  return i < 0 ? instanceId : instanceId.slice(0, i);
}

export function instanceId(defId: string, serial: number): string {
  return `${defId}#${serial}`;
}

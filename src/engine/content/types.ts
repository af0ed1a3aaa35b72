// Types of the game's content (DESIGN.md "Content as data"). Facts come from ../shared/reference;
// card texts are never copied: what a card does is its effect data, and the UI describes it in
// our own words through the i18n dictionaries.

import type { LocalHex } from '../hex/hex';
import type {
  BasicColor,
  CityColor,
  ContentSet,
  Element,
  EnemyColor,
  HeroId,
  ManaColor,
  Resistance,
  Terrain,
  TimeOfDay,
} from '../core/types';
import type { Effect } from './vocabulary';

// ----------------------------------------------------------------------------- Deed cards

export type CardType = 'basic-action' | 'advanced-action' | 'spell' | 'artifact' | 'wound';

export interface CardDef {
  id: string;
  /** English name; German name where the German rulebook gives one. */
  name: string;
  nameDe?: string;
  /** Spells have a second name for their strong effect. */
  strongName?: string;
  /** German strong-effect name where the German rulebook gives one (Zeitkrümmung). */
  strongNameDe?: string;
  type: CardType;
  /**
   * CARD-3a/3b: an action card's colour is the colour of its strong effect, a spell's the colour of
   * its basic effect. Dual-coloured advanced actions list both. Artifacts and wounds have none.
   */
  colors: BasicColor[];
  set: ContentSet;
  /** Printed card number (Ultimate Edition numbering where known). */
  number?: string;
  /** Hero-specific basic action. */
  hero?: HeroId;
  basic: Effect;
  strong: Effect;
  /** Banner artifacts can be assigned to units (UNIT-8). */
  banner?: boolean;
  /** Interactive spells (109–112), removed in solo and cooperative scenarios (VAR-NICE-1). */
  interactive?: boolean;
  /** Playing this card's effect is the turn's action (`[action]` on the card). */
  usesAction?: boolean;
  /** Decision taken where the reference lists a doubt; shown in code review, not in the UI. */
  note?: string;
}

// ----------------------------------------------------------------------------- Heroes

export interface HeroDef {
  id: HeroId;
  name: string;
  set: ContentSet;
  /** SCEN-DUMMY-2: the three crystal dots on the hero card (dummy player's starting crystals). */
  crystals: [BasicColor, BasicColor, BasicColor];
  /** The 16 basic action card ids of the starting deck, duplicates listed as often as they occur. */
  deck: string[];
  /** Skill ids of this hero (10 standard tokens incl. the competitive interactive one, + cooperative). */
  skills: string[];
}

// ----------------------------------------------------------------------------- Units

export type RecruitSite = 'village' | 'monastery' | 'keep' | 'mage-tower' | 'city' | 'glade';

export interface UnitAbility {
  /** UNIT-5c: mana that must be paid to use this ability. */
  mana?: ManaColor;
  effect: Effect;
}

export interface UnitDef {
  id: string;
  name: string;
  elite: boolean;
  copies: number;
  /** Influence cost to recruit. */
  cost: number;
  /** Level I–IV as 1–4 (healing cost, ready effects, scoring). */
  level: number;
  armor: number;
  resistances: Resistance[];
  recruitSites: RecruitSite[];
  /** One activation uses exactly one ability (UNIT-5b). */
  abilities: UnitAbility[];
  /**
   * Unit-specific recruiting/usage rules (Thugs, Heroes, Magic Familiars, Delphana Masters),
   * implemented by named hooks listed in content/custom-hooks-used.ts.
   */
  hooks?: string[];
  set: ContentSet;
  note?: string;
}

// ----------------------------------------------------------------------------- Enemies

export type EnemyAbility =
  | 'fortified'
  | 'unfortified'
  | 'elusive'
  | 'arcane-immunity'
  | 'swift'
  | 'brutal'
  | 'poison'
  | 'paralyze'
  | 'assassination'
  | 'cumbersome'
  | 'vampiric'
  | 'defend';

export type EnemyAttack =
  | { kind: 'attack'; value: number; element: Element }
  /** ABIL-SUMMON: draws a token of this pile instead of attacking. */
  | { kind: 'summon'; pile: EnemyColor };

export interface EnemyDef {
  id: string;
  name: string;
  color: EnemyColor;
  copies: number;
  /** Armor; for elusive enemies the lower value (used only when all attacks were blocked). */
  armor: number;
  /** ABIL-ELUSIVE: the higher armor value. */
  elusiveArmor?: number;
  attacks: EnemyAttack[];
  fame: number;
  /** Reputation printed on some tokens (e.g. Thugs +1, Heroes −1). */
  reputation?: number;
  abilities: EnemyAbility[];
  /** ABIL-DEFEND value. */
  defend?: number;
  resistances: Resistance[];
  set: ContentSet;
  faction?: 'elementalist' | 'dark-crusader';
  note?: string;
}

// ----------------------------------------------------------------------------- Map

/** The seven spaces of a tile (the type lives in hex/hex.ts, below content). */
export type { LocalHex };
export const LOCAL_HEXES: readonly LocalHex[] = ['C', 'NE', 'E', 'SE', 'SW', 'W', 'NW'];

export type SiteType =
  | 'portal'
  | 'village'
  | 'monastery'
  | 'keep'
  | 'mage-tower'
  | 'city'
  | 'dungeon'
  | 'tomb'
  | 'monster-den'
  | 'spawning-grounds'
  | 'ancient-ruins'
  | 'crystal-mine'
  | 'magical-glade'
  | 'orcs'
  | 'draconum'
  | 'maze'
  | 'labyrinth'
  | 'refugee-camp'
  | 'deep-mine'
  | 'volkare-camp';

export interface SiteOnHex {
  type: SiteType;
  /** Crystal mine colour. */
  color?: BasicColor;
  /** Deep mine colours. */
  colors?: BasicColor[];
  /** City colour. */
  city?: CityColor;
}

export interface TileHex {
  terrain: Terrain;
  site?: SiteOnHex;
}

export type TileKind = 'start' | 'countryside' | 'core';

export interface TileDef {
  /** 'start-a', 'start-b', 'countryside-1' … 'countryside-14', 'core-1' … 'core-10', 'volkare'. */
  id: string;
  kind: TileKind;
  /** Printed number (countryside/core) or letter (start). */
  label: string;
  /** City colour on city core tiles. */
  city?: CityColor;
  set: ContentSet;
  hexes: Record<LocalHex, TileHex>;
  /** Walls as pairs of local hexes, or a local hex and an outer direction (low confidence data). */
  walls?: string[];
  /** Only used when a scenario places it explicitly. */
  scenarioOnly?: boolean;
  note?: string;
}

export type SiteFamily =
  'inhabited' | 'fortified' | 'adventure' | 'rampaging' | 'passive' | 'portal';

export interface SiteDef {
  type: SiteType;
  name: string;
  nameDe: string;
  families: SiteFamily[];
  /** Enemy tokens drawn when fighting here (adventure sites) or placed on reveal. */
  enemies?: EnemyColor[];
  /** Tokens placed when the tile is revealed, and face up or down. */
  onReveal?: { pile: EnemyColor; count: number; faceUp: boolean } | { ruins: true };
  /** Influence per healing point when interacting (INTERACT-4b). */
  healCost?: number;
  /** Units recruitable here carry this icon (INTERACT-4a). */
  recruit?: RecruitSite;
  /** Night rules in combat here (dungeon, tomb). */
  nightRules?: boolean;
  /** Units may be used in combat here. */
  unitsAllowed?: boolean;
  /** Reward for first conquest (end of turn). */
  rewards?: Reward[];
  /**
   * At most this many of the player's units may take part (Lost Legion maze and labyrinth: one
   * ready, unwounded unit chosen when entering). Only meaningful when `unitsAllowed` is true.
   */
  maxUnits?: number;
  /**
   * Maze and labyrinth: the player picks an unconquered path by paying its Move cost; each path
   * has its own reward and can be conquered once.
   */
  pathRewards?: { moveCost: number; rewards: Reward[] }[];
  /**
   * Sites that recruit units of several icon kinds at different prices (refugee camp, a conquered
   * Volkare's Camp): recruit icon → extra Influence on top of the unit's cost. A unit with several
   * icons uses the cheapest one; icons not listed cannot be recruited here.
   */
  recruitIcons?: Partial<Record<RecruitSite, number>>;
  set: ContentSet;
  /** Decision taken where the reference lists a doubt; not shown in the UI. */
  note?: string;
}

export type Reward =
  | { kind: 'artifact'; count: number }
  | { kind: 'spell'; count: number }
  | { kind: 'advanced-action'; count: number }
  | { kind: 'unit'; count: number }
  /** One crystal of each basic colour. */
  | { kind: 'crystal-set' }
  /** END-5a: roll a mana die per crystal (black → 1 Fame, gold → choose). */
  | { kind: 'random-crystals'; count: number }
  | { kind: 'crystals-of-choice'; count: number }
  /** Dungeon: roll a die, gold/black → spell, else artifact. */
  | { kind: 'dungeon-roll' }
  | { kind: 'fame'; amount: number };

export interface CityDef {
  color: CityColor;
  name: string;
  nameDe: string;
  /** MOVE-5g.3: enemy piles drawn per city level 1–11 (index 0 = level 1). */
  garrison: EnemyColor[][];
  /** COMBAT-CITY-1 defender bonus, described as data. */
  defenderBonus:
    | { kind: 'armor'; amount: number }
    | { kind: 'elemental-attack'; fireOrIce: number; coldFire: number }
    | { kind: 'gain-ability'; ability: 'brutal' | 'poison'; forElement: 'physical' };
  set: ContentSet;
}

// ----------------------------------------------------------------------------- Tactics, skills

export interface TacticDef {
  id: string;
  name: string;
  nameDe?: string;
  time: TimeOfDay;
  /** Turn-order number (lower acts earlier). */
  number: number;
  /** `on-take` resolves at selection; `ongoing` through the round; `once` then flipped. */
  timing: 'none' | 'on-take' | 'ongoing' | 'once';
  effect: Effect;
  /** Decision taken where the reference lists a doubt; not shown in the UI. */
  note?: string;
}

export type SkillUsage = 'turn' | 'round' | 'interactive' | 'passive';

export interface SkillDef {
  id: string;
  hero: HeroId;
  name: string;
  usage: SkillUsage;
  /** ★ competitive interactive (removed in solo/co-op), ☆ cooperative interactive (11th token). */
  interactive?: 'competitive' | 'cooperative';
  /** Usable during other players' turns (Motivation). */
  otherTurns?: boolean;
  effect: Effect;
  /**
   * Always in force while the token is owned, used or not (the permanent part of Feral Allies,
   * Secret Ways); durations of its modifiers do not apply.
   */
  passive?: Effect;
  note?: string;
}

// ----------------------------------------------------------------------------- Ruins, tracks

export interface RuinsTokenDef {
  id: string;
  kind: 'altar' | 'enemies';
  /** Altar tribute: mana colours to pay. */
  tribute?: BasicColor[];
  /** Enemy piles drawn. */
  enemies?: EnemyColor[];
  rewards: Reward[];
  set: ContentSet;
}

export interface LevelInfo {
  level: number;
  /** Fame needed to reach this level (REF-3). */
  fame: number;
  armor: number;
  handLimit: number;
  /** Command tokens held at this level (REF-5). */
  commandTokens: number;
  /** Even levels give a skill and an advanced action (END-6b). */
  skill: boolean;
}

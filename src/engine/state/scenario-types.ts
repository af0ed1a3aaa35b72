// Scenario definitions (§13, §15): setup numbers per player count, special rules, end condition and
// scoring. Each scenario is one file under scenarios/, built from these shared hooks.
import type { CityColor, ScenarioId } from '../core/types';
import type { Ctx } from '../core/context';
import type { RecruitSite, SiteType, TileDef } from '../content/types';
import type { HexKey, TilePos } from '../hex/hex';
import type { Refusal } from '../core/errors';
import type { CombatEnemy, CombatState } from './combat-types';
import type { GameState, PlayerId, PlayerState, ScoreSheet } from './types';

export type MapShape = 'wedge' | 'wedge-unrestricted' | 'open-5' | 'open-4' | 'open-3' | 'fixed';

export interface TileCounts {
  countryside: number;
  coreCity: number;
  coreNonCity: number;
}

export interface ScenarioSetup {
  shape: MapShape;
  tiles: TileCounts;
  /** City levels in the order the cities are revealed (MOVE-5g.2). */
  cityLevels: number[];
}

export type TacticRule =
  /** ROUND-3a: lowest Fame first. */
  | 'standard'
  /** SCEN-SOLO-CONQ-6/7: the player first, the dummy draws at random; both removed each round. */
  | 'solo'
  /** SCEN-FULL-COOP-4a/4b: the dummy draws first; one used tactic removed each round. */
  | 'coop';

export type EndCondition =
  /** SCEN-RECON-5: a city is revealed → everyone has one last turn. */
  | 'city-revealed'
  /** SCEN-FULL-CONQ-3 / SCEN-SOLO-CONQ-8: all cities conquered. */
  | 'all-cities-conquered'
  | 'all-mines-liberated'
  | 'all-dungeons-conquered'
  | 'incantations'
  | 'round-limit';

/** Which tiles a scenario must use or leave aside (SCEN-MINES-2, SCEN-DRUID-2, SCEN-DUNGEON-2, SCEN-HOLD-3). */
export interface TileRules {
  /** Countryside tiles that are always in the deck (the rest of the count drawn at random). */
  countrysideFirst?: (t: TileDef) => boolean;
  /** Only these countryside tiles may be used at all. */
  countrysideOnly?: (t: TileDef) => boolean;
  /** Non-city core tiles that are always in the deck. */
  coreFirst?: (t: TileDef) => boolean;
  /** Only these non-city core tiles may be used at all. */
  coreOnly?: (t: TileDef) => boolean;
}

/** A scenario's own action (`scenario-action` with this id). */
export interface ScenarioActionDef {
  /** Targets that might be legal now (a superset; `check` filters); [undefined] for no target. */
  targets(state: GameState, player: PlayerId): (HexKey | undefined)[];
  check(state: GameState, player: PlayerId, hex: HexKey | undefined): Refusal | null;
  apply(state: GameState, player: PlayerId, hex: HexKey | undefined, ctx: Ctx): void;
}

/** Where a scenario's special rules plug into the general flow (all optional). */
export interface ScenarioHooks {
  /** Scenario setup after the standard one (createGame), before the first tactics. */
  setup?(state: GameState, ctx: Ctx): void;
  /** A tile was placed (setup or exploring); `by` is the revealing player. */
  tilePlaced?(state: GameState, tile: string, pos: TilePos, by: PlayerId | null, ctx: Ctx): void;
  /**
   * The round ended and the game goes on: return true when a pending choice was pushed whose
   * resolver prepares the next round itself.
   */
  roundEnd?(state: GameState, ctx: Ctx): boolean;
  /** A new round was prepared (start of a Day or Night). */
  roundStart?(state: GameState, ctx: Ctx): void;
  /** Start-of-turn benefits (also for a fully committed PvP defender, PVP-3a.2). */
  turnStart?(state: GameState, p: PlayerState, ctx: Ctx): void;
  /** A combat against enemies ended (after the standard outcome). */
  combatEnded?(state: GameState, combat: CombatState, ctx: Ctx): void;
  /** END-4b: whether the crystal mine on this hex produces. */
  mineProduces?(state: GameState, hex: HexKey): boolean;
  /** Extra refusal for entering an adventure site. */
  enterSiteRefusal?(state: GameState, player: PlayerId, hex: HexKey): Refusal | null;
  /** SCEN-HOLD-9: mage towers are owned and assaulted like keeps. */
  towersAsKeeps?: boolean;
  /** Reputation lost for assaulting this site (COMBAT-1a: 1). */
  assaultReputation?(state: GameState, hex: HexKey): number;
  /** Defenders of another player's keep (or tower): the standard grey token otherwise. */
  ownedSiteDefenders?(state: GameState, player: PlayerId, hex: HexKey): CombatEnemy[] | null;
  /** ROUND-2c: whether elite units are dealt to the Unit offer now. */
  elitesInOffer?(state: GameState): boolean;
  /** SCEN-HOLD-7: recruit icons accepted at a site type in addition to its own. */
  recruitAlso?: Partial<Record<SiteType, RecruitSite[]>>;
  /** The scenario's own actions, by id. */
  actions?: Record<string, ScenarioActionDef>;
}

/** Data of the scenarios' special rules kept in `GameState.scenario` (plain JSON). */
export interface ScenarioState {
  /** SCEN-RETURN-2: the portal closed at the end of Day 1 and is an empty plains space now. */
  portalClosed?: boolean;
  /** SCEN-DRUID-4b: players who performed the incantation, by round number. */
  incantations?: Record<string, PlayerId[]>;
  /** SCEN-DUNGEON-4a/4c: spaces of secret dungeons and tombs. */
  secretSites?: HexKey[];
  /** SCEN-DUNGEON-4a/4c: secret sites still to place (the revealer chooses the space). */
  secretToPlace?: { kind: 'dungeon' | 'tomb'; near: HexKey; by: PlayerId | null }[];
}

export interface ScenarioDef {
  id: ScenarioId;
  minPlayers: number;
  maxPlayers: number;
  /**
   * Total rounds; rounds alternate Day/Night starting with Day. `variants` (the setup's ids) for
   * scenario variants that change the length (SCEN-DRUID-7b).
   */
  rounds: (players: number, variants?: readonly string[]) => number;
  /** Solo and cooperative scenarios add a dummy player (SCEN-PACE-1). */
  dummy: (players: number) => boolean;
  cooperative: boolean;
  /** Map and tiles; `variants` for scenario variants that change the tiles (SCEN-DRUID-7b). */
  setup: (players: number, variants?: readonly string[]) => ScenarioSetup;
  tacticRule: (players: number) => TacticRule;
  /** Remove the interactive spells 109–112 and the competitive interactive skills. */
  removeInteractive: (players: number) => boolean;
  /** SCEN-RECON-3: countryside tiles stacked in number order instead of shuffled. */
  sortedCountryside?: boolean;
  /** Cities may not be entered (SCEN-RECON-3, SCEN-HOLD-4). */
  citiesClosed?: boolean;
  /** Fixed colour of the single city tile of some scenarios. */
  cityColor?: CityColor;
  /** SCEN-RECON-4a: Fame per revealed tile. */
  fameOnReveal?: number;
  /** SCEN-BLITZ-*-2: starting Fame, Reputation, extra die and unit. */
  startFame?: number;
  startReputation?: number;
  extraDice?: number;
  extraUnits?: number;
  /** MOVE-8e.4, SCEN-RECON-4b: player-versus-player combat is allowed (default: not cooperative). */
  pvp?: boolean;
  /** COOP-1: cooperative city assaults are allowed (default: cooperative scenarios). */
  coopAssault?: boolean;
  /** SCEN-MINES-3, SCEN-DRUID-3, SCEN-DUNGEON-3: the city is friendly (a shield each, no leader). */
  friendlyCity?: boolean;
  /** Tile selection rules of the scenario. */
  tiles?: TileRules;
  /** Hooks of the scenario's special rules. */
  hooks?: ScenarioHooks;
  /** Scenario end condition beyond the built-in ones (ROUND-4c), checked after every turn. */
  endMet?: (state: GameState) => boolean;
  /** Whether every rule this scenario needs is implemented (the start screen offers only these). */
  playable: boolean;
  /** Why not (shown on the start screen), when not playable. */
  missing?: string;
  end: EndCondition;
  /** Final scoring (SCEN-SCORE + scenario lines). */
  score: (state: GameState) => { sheets: ScoreSheet[]; winners: PlayerId[]; victory?: boolean };
}

/** A game's final score: the score sheets, the winners, and for cooperative games the victory. */
export interface ScoreResult {
  sheets: ScoreSheet[];
  winners: PlayerId[];
  victory?: boolean;
}

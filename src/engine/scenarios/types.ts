// Scenario definitions (§13, §15): setup numbers per player count, special rules, end condition and
// scoring. Each scenario is one file under scenarios/, built from these shared hooks.
import type { CityColor, ScenarioId } from '../core/types';
import type { GameState, PlayerId, ScoreSheet } from '../state/types';

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

export interface ScenarioDef {
  id: ScenarioId;
  minPlayers: number;
  maxPlayers: number;
  /** Total rounds; rounds alternate Day/Night starting with Day. */
  rounds: (players: number) => number;
  /** Solo and cooperative scenarios add a dummy player (SCEN-PACE-1). */
  dummy: (players: number) => boolean;
  cooperative: boolean;
  setup: (players: number) => ScenarioSetup;
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
  /** Whether every rule this scenario needs is implemented (the start screen offers only these). */
  playable: boolean;
  /** Why not (shown on the start screen), when not playable. */
  missing?: string;
  end: EndCondition;
  /** Final scoring (SCEN-SCORE + scenario lines). */
  score: (state: GameState) => { sheets: ScoreSheet[]; winners: PlayerId[]; victory?: boolean };
}

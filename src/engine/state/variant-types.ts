// State of the game variants (§14) and team play (§13.5) kept in `GameState.variants` (plain JSON).
import type { CardInstanceId, ManaColor, ScenarioId } from '../core/types';
import type { PlayerId } from './types';

/** VAR-DECK-2: the draft at the start (before the first tactics). */
export interface DraftState {
  /** The cards each player holds now, by player id (passed on after every pick). */
  hands: CardInstanceId[][];
  /** Picks done in the current pass, by player id. */
  picked: boolean[];
  /** Passes still to play after this one (3 picks in all). */
  passesLeft: number;
}

/** VAR-DECK-1: the Advanced Actions revealed at the end of a Night and who still picks. */
export interface UpgradeState {
  cards: CardInstanceId[];
  /** Players still to choose, lowest result first (VAR-DECK-1d). */
  order: PlayerId[];
  /** The results of VAR-DECK-1b/1c, by player id (for the UI and the log). */
  ratings: number[];
  /** The card the current chooser took; they must now throw away an Action card. */
  taken?: CardInstanceId;
}

/** VAR-INTCOMBAT-2: the die set by the previous player (in `CombatState.intCombat`). */
export interface IntCombatDie {
  chooser: PlayerId;
  /** The single enemy the combat started against (the bonus is its own). */
  enemy: string;
  /** Null until chosen; hidden from the fighting player by playerView until revealed. */
  color: ManaColor | null;
}

export interface VariantState {
  /** SCEN-TEAM-1: the two teams of a team game, by player id. */
  teams?: PlayerId[][];
  /** SCEN-RETURN-5: each team's Chosen One (index = team); the other team's is hidden. */
  chosen?: PlayerId[];
  /** VAR-TIME-2: Night has fallen and lasts until the end of the game. */
  darkness?: boolean;
  /** VAR-DECK-2: the draft in progress. */
  draft?: DraftState | null;
  /** VAR-DECK-2d: the drafted cards each player keeps aside, by player id (hidden from others). */
  drafted?: CardInstanceId[][];
  /** VAR-DECK-1: the upgrade in progress at the end of a Night. */
  upgrade?: UpgradeState | null;
  /** Next step of the variants' end-of-round sequence (variants/round-end.ts) while it waits. */
  roundEndStep?: number;
  /** VAR-DECK-2e: players still to shuffle a drafted card in at the end of this Day. */
  draftReturn?: PlayerId[];
}

/**
 * A game variant (§14) or team play (§13.5) the start screen can offer as a toggle: the rules it
 * carries out, the scenarios and player counts it fits, and the variants it cannot be combined
 * with. Texts: i18n keys `variant.<id>.name` / `variant.<id>.desc`.
 */
export interface VariantMeta {
  id: string;
  ruleIds: string[];
  scenarios: 'all' | ScenarioId[];
  minPlayers?: number;
  maxPlayers?: number;
  conflicts?: string[];
  /**
   * Variants this one needs (SCEN-FULL-CONQ-5: 'team-two-cities' needs 'team-play'; the engine also
   * takes given `options.teams` as team play).
   */
  requires?: string[];
  /**
   * Also allowed in a 4-player team game (team play or given teams) of these scenarios, outside
   * minPlayers..maxPlayers; there it needs team play, and `ruleId` names the refusal without it
   * (SCEN-FULL-CONQ-5: two Megapolises, VAR-MEGA-8, in 4-player Full Conquest in teams).
   */
  teamGame?: { scenarios: ScenarioId[]; ruleId: string };
}

// GameState: the whole game as plain JSON (no classes, Maps, Dates or functions). A game is fully
// described by (setup, actions[]); replaying gives this state bit for bit.

import type {
  BasicColor,
  CardInstanceId,
  CityColor,
  ContentSet,
  EnemyColor,
  EnemyInstanceId,
  HeroId,
  ManaColor,
  ScenarioId,
  Terrain,
  TimeOfDay,
  UnitInstanceId,
} from '../core/types';
import type { Reward, SiteOnHex } from '../content/types';
import type { Effect, Modifier, TriggerEvent } from '../content/vocabulary';
import type { EffectContext } from './choice-types';
import type { HexKey, TilePosKey } from '../hex/hex';
import type { RngState } from '../rng/rng';
import type { CombatPhase, CombatState } from './combat-types';
import type { Pending } from './choice-types';
import type { PvpState } from './pvp-types';
import type { CoopState } from './coop-types';
import type { ScenarioState } from './scenario-types';
import type { VariantState } from './variant-types';

// ----------------------------------------------------------------------------- setup (contract)

export type PlayerKind = 'human' | 'bot';

/**
 * The setup shape is a contract used by tests, the simulator and the UI: keep it stable and extend
 * it only compatibly (new optional fields).
 */
export interface GameSetup {
  scenario: ScenarioId;
  players: { hero: HeroId; kind: PlayerKind }[];
  seed: number;
  variants?: string[];
  /** Optional scenario options, e.g. city levels for Solo Conquest (SCEN-SOLO-CONQ-10). */
  options?: SetupOptions;
}

export interface SetupOptions {
  /** City levels in order of revealing (overrides the scenario's numbers). */
  cityLevels?: number[];
  /** Expansion sets in the box; default: all of the Ultimate Edition. */
  sets?: ContentSet[];
  /** Hero of the dummy player (solo/co-op); default: drawn at random from the remaining heroes. */
  dummyHero?: HeroId;
  /**
   * SCEN-TEAM-1: the two teams of a 4-player team game, as player indexes (e.g. [[0, 2], [1, 3]]).
   * Giving teams turns team play on; with the 'team-play' variant (or a 4-player Conquer and Hold)
   * and no teams given they are drawn at random.
   */
  teams?: PlayerId[][];
  /** SCEN-RETURN-5: each team's Chosen One (one player index per team); default: at random. */
  chosenOnes?: PlayerId[];
  /**
   * VAR-AUCTION-6 ('hero-auction'): the Fame each player sacrificed in the hero auction held
   * before the game (by player index, players listed in hero-choice order). It starts as negative
   * Fame.
   */
  fameBids?: number[];
  /** VAR-MEGA-2 ('megapolis'): the level of the Megapolis, 2–24 (default 8). */
  megapolisLevel?: number;
}

// ----------------------------------------------------------------------------- players

/** Index into `GameState.players`. Solo/co-op scenarios add the dummy as the last entry. */
export type PlayerId = number;

export type Crystals = Record<BasicColor, number>;

export interface UnitInstance {
  id: UnitInstanceId;
  /** UNIT-3a/3b: ready (command token above) or spent (token on the card). */
  ready: boolean;
  /** WOUND-2: number of Wound cards on the unit (2 after poison, HEAL-3c.3). */
  wounds: number;
  /** UNIT-8: banner artifact assigned to this unit. */
  banner?: CardInstanceId;
  /** Extra per-unit state (e.g. the Magic Familiars' mana token colour). */
  token?: BasicColor;
  /** UNIT-8: the assigned Banner is flipped face down (Banner of Courage used this round). */
  bannerFlipped?: boolean;
  /** Banner of Command given to this unit instead of a Command token (it is one more token). */
  commandBanner?: boolean;
}

export interface SkillSlot {
  id: string;
  /** SKILL-4a/4b: face down until the next round. */
  flipped: boolean;
  /** SKILL-4c: used this turn. */
  usedThisTurn: boolean;
  /** SKILL-4b: interactive skill placed in the centre of the table until the owner's next turn. */
  inCenter: boolean;
  /**
   * Per-token data of the skills module (skills/): the colour marked on a token in the centre,
   * how a flipped token turns face up again ('unflip'), Master of Chaos' wheel position.
   */
  data?: Record<string, string | number>;
}

export interface PlayerState {
  id: PlayerId;
  hero: HeroId;
  kind: PlayerKind | 'dummy';
  fame: number;
  reputation: number;
  /** Current level; level-ups happen at the end of the turn (END-6). */
  level: number;
  /** Hex of the hero figure; null while off the map (before the first turn, or on the portal, MOVE-8d.1). */
  position: HexKey | null;
  /** Deed deck, top card first. */
  deck: CardInstanceId[];
  hand: CardInstanceId[];
  discard: CardInstanceId[];
  crystals: Crystals;
  units: UnitInstance[];
  /** Extra command tokens from effects (e.g. Banner of Command); base count follows the level. */
  extraCommandTokens: number;
  skills: SkillSlot[];
  /** SETUP-P9: face-down pile of skill tokens, top first. */
  skillPile: string[];
  /** The tactic taken this round. */
  tactic: string | null;
  /** Tactic card flipped face down after a once-per-round use. */
  tacticFlipped: boolean;
  /** Per-tactic storage (Mana Steal's die id, Sparing Power's stored cards). */
  tacticData: {
    /** Mana Steal: the die kept on the card. */
    dieId?: number;
    /** Sparing Power: cards stored under the card. */
    stored?: CardInstanceId[];
    /** The Right Moment: another turn follows the current one. */
    extraTurnPending?: boolean;
    /** Mana Search: used in this turn. */
    usedThisTurn?: boolean;
  };
  /** TURN-FLIP-2: round order token face down. */
  orderTokenFlipped: boolean;
  /** ROUND-4f: Hand limit increase for the next draw (e.g. Planning, carried into the next round). */
  nextDrawBonus: number;
  /**
   * Skill bookkeeping across turns (skills/): own turns started ('turns'), Motivation locked until
   * own turn number 'motivation-lock', the unit on Bonds of Loyalty ('bonds-unit').
   */
  skillData?: Record<string, string | number>;
  /** Cards set aside until the end of the round (Time Bending, COMPOSITE-1c). */
  setAside?: CardInstanceId[];
  /** PVP-3b.5: mana tokens kept after a partly committed PvP defence until the next own turn. */
  heldManaTokens?: ManaColor[];
  /** SCEN-RETURN-2: out of the game (stood on the portal when it closed). */
  eliminated?: boolean;
  /** Shields placed on the map / city cards counted from the map; kept here only for quick display. */
}

// ----------------------------------------------------------------------------- map

export interface MapEnemy {
  id: EnemyInstanceId;
  faceUp: boolean;
}

export interface HexState {
  terrain: Terrain;
  tile: TilePosKey;
  site?: SiteOnHex;
  /** Enemy tokens lying on this space (rampaging enemies, keep/tower garrisons, monster leftovers). */
  enemies: MapEnemy[];
  /** Ancient ruins token on this space. */
  ruins?: { id: string; faceUp: boolean };
  /** Shield tokens on this space, in the order placed. */
  shields: PlayerId[];
  /** Adventure/fortified site conquered; monastery burned; orcs/draconum defeated (space now empty). */
  conquered?: boolean;
  burned?: boolean;
  /** Owner of a keep (or a mage tower in Conquer and Hold). */
  owner?: PlayerId;
  /** Maze/labyrinth paths conquered (by Move cost) and by whom (sites.md). */
  paths?: { cost: number; player: PlayerId }[];
}

export interface PlacedTile {
  tile: string;
  pos: TilePosKey;
  /** VAR-MAP-2: the tile's content turned by this many 60° steps clockwise (absent = 0). */
  rotation?: number;
}

export interface CityState {
  color: CityColor;
  level: number;
  hex: HexKey;
  /** Defenders still in the city (face down until revealed). */
  garrison: MapEnemy[];
  /** COMBAT-OUTCOME-1a: one shield per defeated defender, in order. */
  shields: PlayerId[];
  conquered: boolean;
  leader: PlayerId | null;
  /** Friendly city of some scenarios (cannot be entered / can be entered freely). */
  friendly?: boolean;
  /** SCEN-RECON-3 / SCEN-HOLD-4: the city may not be entered. */
  closed?: boolean;
  /**
   * VAR-MEGA-4: a Megapolis — a second city of another colour on the space to the right of `hex`;
   * both are one big city (one garrison, both cities' defender bonuses and shopping options).
   */
  megapolis?: { hex: HexKey; color: CityColor; level: number };
}

// ----------------------------------------------------------------------------- mana

export interface Die {
  id: number;
  color: ManaColor;
  /** Player who took it this turn (returned and rerolled at end of turn, TURN-END-8a). */
  takenBy: PlayerId | null;
  /** Mana Steal: kept on a tactic card. */
  stolenBy?: PlayerId | null;
  /** Mana Draw powered: returned without rerolling. */
  keepColor?: boolean;
  /** Mana Claim / Mana Curse: kept by this player until the end of the round. */
  claimedBy?: PlayerId | null;
  /** Mana Claim: 'each-turn' = one token of its colour on each later turn of the owner. */
  claimMode?: 'now' | 'each-turn';
  /** Mana Curse on the claimed die (other players using its colour take a Wound). */
  curse?: boolean;
}

// ----------------------------------------------------------------------------- turn

export type TurnPhase =
  /** Turn started; nothing decided yet (special/healing effects allowed, TURN-OPT-5b). */
  | 'start'
  /** Movement phase of a regular turn. */
  | 'move'
  /** An action is being carried out (combat or interaction). */
  | 'action'
  /** After the action (or after resting): only special/healing effects, then end turn. */
  | 'after'
  /** End-of-turn steps with choices (rewards, level up, discard). */
  | 'end';

export interface PlayedCard {
  card: CardInstanceId;
  mode: 'basic' | 'strong' | 'sideways';
  /** What a sideways card was played as, or which family the effect was played into. */
  as?: 'move' | 'influence' | 'attack' | 'block';
  /** Mana colour paid for a strong effect (resistances keep the card's colour, COMPOSITE-1b). */
  manaPaid?: ManaColor[];
  /** Set when the card is thrown away at end of turn instead of discarded. */
  throwAway?: boolean;
  /** Played as part of another card (Concentration): not separately discarded twice. */
  via?: CardInstanceId;
}

export interface ActiveModifier {
  modifier: Modifier;
  duration: 'turn' | 'combat' | 'round';
  /** Which card/skill/unit created it (for the UI and for COMBAT-5 colour checks). */
  source: string;
  player: PlayerId;
  /** The Unit a modifier for 'one' Unit was given to (Force of Nature). */
  target?: string;
}

export interface TurnState {
  player: PlayerId;
  phase: TurnPhase;
  /** TURN-REST-7 */
  rested: boolean;
  /** The action taken this turn, if any (TURN-REG-6d). */
  action: null | 'combat' | 'interaction' | 'other';
  movePoints: number;
  influencePoints: number;
  healPoints: number;
  /** The play area: cards played this turn in order. */
  played: PlayedCard[];
  /** Pure mana tokens in the play area (MANA-1a). */
  manaTokens: ManaColor[];
  /** Dice taken from the Source this turn. */
  diceUsed: number[];
  /** MANA-3: one die per turn plus extras from effects. */
  diceAllowed: number;
  modifiers: ActiveModifier[];
  /** Hexes entered this turn in order, starting with the start hex (forced withdrawal, END-2). */
  path: HexKey[];
  /** Tiles revealed or moves made this turn (rest no longer possible). */
  moved: boolean;
  /** TURN-OPT-5a: a card was played or discarded this turn. */
  cardPlayedOrDiscarded: boolean;
  /** TURN-OPT-5a exception: the hand was empty but the deck was not at the start of the turn. */
  startedWithEmptyHand: boolean;
  /** Reputation changes applied at the end of the turn (e.g. Threaten). */
  endOfTurnReputation: number;
  /** Fame gains applied at the end of the turn (e.g. Noble Manners). */
  endOfTurnFame: number;
  /** Rewards earned in combat, taken at the end of the turn (END-5). */
  rewards: Reward[];
  /** Interaction in progress (INTERACT-*). */
  interaction: InteractionState | null;
  /** Hex the hero came from before an assault (COMBAT-OUTCOME-3d). */
  assaultFrom: HexKey | null;
  /**
   * Maze/labyrinth entered as the action: the path chosen, paid with Move points generated after
   * the announcement (sites.md), and the one unit taken along.
   */
  siteEntry?: { hex: HexKey; path: number; unit: string | null } | null;
  /** Level at the start of the turn (END-6 compares fame rows crossed this turn). */
  levelAtStart: number;
  /** TURN-EOR-3a: the Deed deck was empty at the start of the turn. */
  deckEmptyAtStart: boolean;
  /** Next step of the end-of-turn sequence (END-1..7) while `phase` is 'end'. */
  endStep: number;
  /** The turn was forfeited (TURN-EOR-4: no site benefits). */
  forfeited: boolean;
  /** `for-each` triggers active this turn (effects/vocabulary.ts TriggerEvent). */
  triggers: ActiveTrigger[];
  /** Free-form per-turn flags of cards and skills (e.g. 'tirelessness-bonus'). */
  flags: Record<string, number>;
}

export interface ActiveTrigger {
  event: TriggerEvent;
  effect: Effect;
  /** Times it may still fire (null = unlimited). */
  left: number | null;
  context: EffectContext;
  player: PlayerId;
  /** Combat phase it was created in ('enemy-defeated' by 'phase'). */
  phase?: CombatPhase;
}

export interface InteractionState {
  hex: HexKey;
  /** INTERACT-2a: the Reputation modifier applied once at the start. */
  reputationBonus: number;
  /** Units recruited in this interaction (INTERACT-4a.2, Thugs/Heroes exclusivity). */
  recruited: UnitInstanceId[];
}

// ----------------------------------------------------------------------------- round

export type RoundPhase = 'tactics' | 'turns';

export interface RoundState {
  number: number;
  time: TimeOfDay;
  phase: RoundPhase;
  /** Turn order for this round (player ids, top first). */
  order: PlayerId[];
  /** Index into `order` of the player whose turn it is (during 'turns'). */
  current: number;
  /** Tactics still on display during selection. */
  tacticsOffer: string[];
  /** Who picks the next tactic (during 'tactics'). */
  tacticPicker: PlayerId | null;
  /** ROUND-4b / TURN-EOR-3: who announced the End of the Round. */
  endAnnouncedBy: PlayerId | null;
  /** Players who still get their last turn after the announcement (ROUND-4b). */
  lastTurnsLeft: PlayerId[];
  /** ROUND-4c: the scenario's end condition was met; these players still get a last turn. */
  finalTurnsLeft: PlayerId[] | null;
  /** Player who met the end condition (their current turn finishes first). */
  endTriggeredBy: PlayerId | null;
}

// ----------------------------------------------------------------------------- offers and piles

export interface Offers {
  /** Units on offer (SETUP-9). */
  units: UnitInstanceId[];
  /** Advanced actions placed in the Unit offer for monasteries (ROUND-2c.6, MOVE-5f.1). */
  monasteryActions: CardInstanceId[];
  /** Advanced Action offer, top (newest) first (SETUP-6). */
  advancedActions: CardInstanceId[];
  /** Spell offer, top (newest) first (SETUP-5). */
  spells: CardInstanceId[];
  /** SETUP-7: common skill offer. */
  skills: string[];
}

export interface Decks {
  advancedActions: CardInstanceId[];
  spells: CardInstanceId[];
  artifacts: CardInstanceId[];
  regularUnits: UnitInstanceId[];
  eliteUnits: UnitInstanceId[];
}

export interface TokenPile {
  draw: string[];
  discard: string[];
}

export interface GameOver {
  reason: string;
  /** Final score per player (scenario scoring). */
  scores: ScoreSheet[];
  /** Winning player ids (empty = nobody, e.g. a failed co-op mission). */
  winners: PlayerId[];
  victory?: boolean;
}

export interface ScoreLine {
  id: string;
  points: number;
  detail?: Record<string, number>;
}

export interface ScoreSheet {
  player: PlayerId | 'team';
  total: number;
  lines: ScoreLine[];
  /** SCEN-TEAM-9: in a game of two teams, which team ('team' sheets) and its players. */
  team?: number;
  members?: PlayerId[];
}

// ----------------------------------------------------------------------------- the game

export interface GameState {
  /** State format version (save files). */
  version: 1;
  setup: GameSetup;
  rng: RngState;
  /** Next serial for new instance ids (wounds taken from the pile). */
  nextSerial: number;
  players: PlayerState[];
  round: RoundState;
  turn: TurnState | null;
  combat: CombatState | null;
  /** Open decisions, innermost last (DESIGN.md "Decisions as data"). */
  pending: Pending[];
  map: {
    tiles: PlacedTile[];
    hexes: Record<HexKey, HexState>;
    /** Fixed maps (SCEN-HOLD-2): tiles lying face down at their positions until explored. */
    hidden?: PlacedTile[];
  };
  cities: CityState[];
  /** Tile deck, top first (SETUP-14). */
  tileDeck: string[];
  /** SETUP-14d: tiles not chosen, usable when the deck runs out (MOVE-5e.3). */
  tilesAside: string[];
  source: { dice: Die[]; nextDieId: number };
  offers: Offers;
  decks: Decks;
  /** Number of Wound cards on the Wound pile (SETUP-4; treated as unlimited). */
  woundPile: number;
  enemyPiles: Record<EnemyColor, TokenPile>;
  ruinsPile: TokenPile;
  /** Cards and units removed from the game (thrown away, destroyed, disbanded). */
  removed: string[];
  /** Tactic cards removed from the game (Solo Conquest, co-op). */
  tacticsRemoved: string[];
  /** Counters for the statistics and for achievements that need history. */
  stats: Record<string, number>;
  gameOver: GameOver | null;
  /** §11: player-versus-player combat in progress (pvp/). */
  pvp?: PvpState | null;
  /** §12: cooperative city assault in progress (coop/). */
  coop?: CoopState | null;
  /** §15: data of the scenario's special rules (scenarios/). */
  scenario?: ScenarioState;
  /** §14 / §13.5: data of the game variants and of team play (variants/). */
  variants?: VariantState;
}

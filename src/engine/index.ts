// The engine's public face (DESIGN.md). Everything outside src/engine imports from here only.
import { current, isDraft, setAutoFreeze } from 'immer';
import { ACTION_MODULES, listsIn, situationOf, type Situation } from './action-modules';
import { isActionType, shapeRefusal } from './actions/shape';
import { freezeListed, isListedObject, noteListed, unlistedRefusal } from './actions/listed';
import { activePlayer } from './protocol/framework';
import { registerEnginePort } from './actions/engine-port';
import type { Action } from './protocol/types';
import { newCtx } from './core/context';
import {
  applyWorking,
  isSettled,
  newCopyPlan,
  registerShapeCopier,
  type CopyPlan,
} from './core/working-copy';
import { copyKnownShape } from './state/shape-copy';
import { RuleError } from './core/errors';
import { advance } from './flow/advance';
import type { Refusal } from './mana/mana';
import type { GameState, PlayerId } from './state/types';
import { REVEALING_EVENTS, type GameEvent } from './view/events';
import { playerView } from './view/player-view';
import { variantList } from './variants';
import type { VariantMeta } from './meta';
import { registerPlugins } from './plugins';

// ---- the composition root (issue 14): the tables the rule code asks through are filled here, so
// no rule module imports the plug-ins (scenarios, effect hooks, PvP/coop intercepts) above it.
registerPlugins();

export { createGame, validateSetup, KNOWN_VARIANTS } from './setup/create-game';
export { SEED_MAX } from './state/setup-shape';
/** Canonical text of an action: equal for the same listed action (actions/listed.ts, issue 19). */
export { listedKey } from './actions/listed';
export { activePlayer } from './protocol/framework';
export { playerView } from './view/player-view';
export { RuleError, isRuleError } from './core/errors';
export type { Action, ActionType, ManaSource, SidewaysAs } from './protocol/types';
export type * from './state/types';
export type { GameEvent } from './view/events';
export type { Pending } from './state/choice-types';
export type { CombatState, CombatEnemy, CombatPhase } from './state/combat-types';
// Combat numbers for the UI (the engine computes them; the UI only shows them).
export { columnSummary, enemyStats } from './combat/numbers';
export { fameFor } from './combat/defeat';
export type { AttackSummary, BlockSummary, EnemyStats } from './combat/numbers';
export { damagePreview, pendingDamage } from './combat/damage';
export type { DamagePreview } from './combat/damage';
export { SCENARIOS, scenarioDef } from './scenarios';
// the standard achievements (SCEN-SCORE-1..6) as the final scoring counts them (bots' judgement)
export { ACHIEVEMENTS, achievementPoints, titleBonus } from './scenarios/scoring';
export type { AchievementId } from './scenarios/scoring';
export { scenarioMeta, type ScenarioMeta } from './meta';
// ---- game variants (§14) and team play (§13.5): what the start screen may offer
export type { VariantMeta } from './meta';
export type { VariantState, IntCombatDie } from './state/variant-types';
export { intCombatRevealed, teamOf, teammates, teamsOf, deckRating } from './variants';

/**
 * The variants createGame accepts (ids in `GameSetup.variants`), each with the rule ids it carries
 * out, the scenarios and player counts it fits and the variants it conflicts with. Texts: i18n
 * `variant.<id>.name` / `variant.<id>.desc`. Team play is the 'team-play' variant (optional
 * `options.teams`, `options.chosenOnes`); a 4-player Conquer and Hold is always a team game.
 */
export const VARIANTS: readonly VariantMeta[] = variantList();

// Immer freezes results in development; frozen states are also what the store keeps.
setAutoFreeze(true);

// Issue 15: the state's large objects are copied by object literal (state/shape-copy.ts).
registerShapeCopier(copyKnownShape);

/**
 * Per situation: the parts of the state an action writes, learned as actions apply (issue 15). A
 * plan is the union of what every run it served wrote, so one plan per action type copied (and
 * settled) the end of a round's offers and decks on every end of turn, and every kind of choice's
 * parts on every answer — two thirds of what was copied came out unchanged. The key splits the
 * types whose runs differ most by what the state says before them (`planKey`); it decides only
 * how much is copied, never the result (core/working-copy.ts).
 */
const COPY_PLANS = new Map<string, CopyPlan>();

/**
 * Which plan serves `action` on `state`: its type; for an answer, also the kind of the open
 * choice; and whether the round may end with it (the end announced already, ROUND-4b / TURN-EOR-3,
 * or the dummy's turn with its deck empty, SCEN-DUMMY-7), which writes the offers, decks and every
 * player.
 */
function planKey(state: GameState, action: Action): string {
  let key: string = action.type;
  if (action.type === 'choose') {
    const top = state.pending[state.pending.length - 1];
    if (top !== undefined) key = 'choose:' + top.kind;
  }
  const roundMayEnd =
    state.round.endAnnouncedBy !== null ||
    (action.type === 'dummy-turn' &&
      state.players.find((p) => p.id === action.player)?.deck.length === 0);
  return roundMayEnd ? key + ':last' : key;
}

/** The players are planned one by one (most actions change only the acting player). */
const SPLIT: ReadonlySet<string> = new Set(['players']);

/**
 * Not planned (core/working-copy.ts `isLazy`): parts that rules write through copy-on-write helpers,
 * which copy them at the first write — the Source's dice (`writableDice`, mana/source.ts), map
 * spaces (`writableHex`, map/map.ts) and the combat's enemies (`writableEnemy`, combat/numbers.ts).
 * A plan is the union of what its runs wrote, so it copied these on every card play, end of turn,
 * move, dummy turn and declared attack, though few of those runs change one. A write into one of
 * them not made through its helper fails the run, which goes again on a full copy; the part is
 * then planned, as before.
 */
const LAZY: ReadonlySet<string> = new Set(['source.dice', 'map.hexes.*', 'combat.enemies']);

export interface ApplyResult {
  state: GameState;
  events: GameEvent[];
}

function moduleFor(action: Action) {
  // Own keys only: an action type named like an Object.prototype member is unknown (issue 13.3).
  const m = isActionType(action.type) ? ACTION_MODULES[action.type] : undefined;
  if (!m) throw new RuleError('ENGINE-ACTION', `Unknown action type "${String(action.type)}".`);
  return m as unknown as {
    check(s: GameState, a: Action): Refusal | null;
    candidates(s: GameState, p: PlayerId): Action[];
    legal?(s: GameState, p: PlayerId): Action[];
    apply(s: GameState, a: Action, ctx: ReturnType<typeof newCtx>): void;
  };
}

/** Why an action is illegal now (null = legal). The UI uses it to explain a refused drag or click. */
export function checkAction(state: GameState, action: Action): Refusal | null {
  return refusalOf(state, action, false);
}

/**
 * checkAction; with `trustListed`, the very action object legalActions listed for this very
 * (frozen) state skips its module's check: legalActions listed it because that check accepts it
 * (`legal` families are held to their check by legal-actions.test.ts), and a check is a pure
 * function of the state and the action, so running it again gives the same answer (issue 15). So
 * do the type, shape, game-over and whose-decision gates (`checkAction` runs all of them on every
 * listed action in legal-actions.test.ts); any other action object meets every gate.
 */
function refusalOf(state: GameState, action: Action, trustListed: boolean): Refusal | null {
  if (trustListed && isListedObject(state, action)) return null;
  if (!action || typeof action !== 'object' || typeof action.type !== 'string')
    return { ruleId: 'ENGINE-ACTION', message: 'An action must be an object with a type.' };
  const m = isActionType(action.type) ? ACTION_MODULES[action.type] : undefined;
  if (!m)
    return { ruleId: 'ENGINE-ACTION', message: `Unknown action type "${String(action.type)}".` };
  const malformed = shapeRefusal(action);
  if (malformed) return malformed;
  if (state.gameOver) return { ruleId: 'FLOW-5', message: 'The game is over.' };
  const who = activePlayer(state);
  if (action.player !== who) {
    return {
      ruleId: 'ROUND-4a',
      message:
        who === null
          ? 'Nobody can act now.'
          : `It is player ${who + 1}'s decision now, not player ${Number(action.player) + 1}'s.`,
    };
  }
  const mod = moduleFor(action);
  // Issue 19: accepted ⇒ listed (actions/listed.ts).
  return mod.check(state, action) ?? unlistedRefusal(state, action, mod);
}

/** One action module as legalActions calls it: the same shape for every module (issue 15). */
interface Family {
  type: Action['type'];
  legal: ((s: GameState, p: PlayerId) => Action[]) | null;
  candidates: (s: GameState, p: PlayerId) => Action[];
  check: (s: GameState, a: Action) => Refusal | null;
}
const SITUATIONS: readonly Situation[] = ['off-turn', 'pvp', 'combat', 'free'];
let families: Record<Situation, readonly Family[]> | null = null;
/**
 * The action modules in the table's order, per situation: only those that may list anything in it
 * (`listsIn`, issue 15). Listed once (the table is fixed at load), as records of one shape with
 * bound functions, so that the loop below reads them without a lookup per module.
 */
function familiesIn(situation: Situation): readonly Family[] {
  families ??= (() => {
    const all = Object.values(ACTION_MODULES)
      .filter((m): m is NonNullable<typeof m> => !!m)
      .map((m) => {
        const mod = m as unknown as ReturnType<typeof moduleFor> & { type: Action['type'] };
        return {
          type: mod.type,
          legal: mod.legal ? mod.legal.bind(mod) : null,
          candidates: mod.candidates.bind(mod),
          check: mod.check.bind(mod),
        };
      });
    const by = {} as Record<Situation, readonly Family[]>;
    for (const sit of SITUATIONS) by[sit] = all.filter((f) => listsIn(f.type, sit));
    return by;
  })();
  return families[situation];
}

/** Every action the current decision-maker may take now (exactly those applyAction accepts). */
export function legalActions(state: GameState): Action[] {
  const who = activePlayer(state);
  if (who === null) return [];
  const out: Action[] = [];
  // Issue 15: families whose check refuses everything in this situation are not asked.
  for (const f of familiesIn(situationOf(state, who))) {
    if (f.legal) {
      // Generated already checked, per family (issue 15; legal-actions.test.ts holds it to the
      // per-candidate way below).
      for (const a of f.legal(state, who)) out.push(a);
      continue;
    }
    for (const a of f.candidates(state, who)) if (f.check(state, a) === null) out.push(a);
  }
  // Listed actions are frozen and remembered (actions/listed.ts): applyAction accepts them by
  // identity, so they must stay as listed.
  if (Object.isFrozen(state)) {
    for (const a of out) freezeListed(a);
    noteListed(state, out);
  }
  return out;
}

/**
 * Apply an action: returns the new state and what happened. An illegal action throws
 * RuleError { ruleId, message } and the input state is untouched.
 */
export function applyAction(input: GameState, action: Action): ApplyResult {
  // A caller inside an immer producer (a store update) may hand over a draft: the working copy
  // below shares and freezes parts of its input, which a draft's proxies do not allow.
  // (A previous result is known not to be one: asking immer reads a symbol key of the state, a
  // megamorphic miss that cost ~1 % of all time — issue 15.)
  const state = !isSettled(input) && isDraft(input) ? current(input) : input;
  const refusal = refusalOf(state, action, true);
  if (refusal) throw new RuleError(refusal.ruleId, refusal.message);
  const mod = moduleFor(action);
  // Issue 15: the rules run on a plain working copy (no immer proxies) of the parts this kind of
  // action writes; unchanged parts stay shared with the input and the result is frozen
  // (core/working-copy.ts).
  const key = planKey(state, action);
  let plan = COPY_PLANS.get(key);
  if (plan === undefined) COPY_PLANS.set(key, (plan = newCopyPlan()));
  const { result, run } = applyWorking(
    state,
    plan,
    SPLIT,
    newCtx,
    (draft, ctx) => {
      mod.apply(draft, action, ctx);
      advance(draft, ctx);
    },
    LAZY,
  );
  return { state: result, events: run.events };
}

/**
 * UNDO-2: true where the action revealed new information (a tile, token, card, die roll) or passed
 * the turn to another player: nothing before it may be taken back.
 */
export function isCheckpoint(action: Action, events: readonly GameEvent[]): boolean {
  if (action.type === 'end-turn' || action.type === 'dummy-turn') return true;
  return events.some((e) => REVEALING_EVENTS.has(e.type));
}

// The composition root fills the port the view helpers drive whole actions through (issue 14).
registerEnginePort({ checkAction, legalActions, applyAction });

export { playerView as viewFor };

// ---- read-only helpers for the UI, bots and tools (no rules are decided outside the engine)
export { reachableHexes, type Reach } from './view/movement-preview';
export { moveCost } from './movement/movement';
export * from './content';
export * from './core/types';
export type * from './content/types';
export type * from './content/vocabulary';
export * from './hex/hex';
export { TERRAIN_COSTS, CITY_MOVE_COST, EXPLORE_COST } from './content/terrain';
export {
  LEVELS,
  levelInfo,
  levelForFame,
  reputationModifier,
  REPUTATION_MIN,
  REPUTATION_MAX,
} from './content/tracks';
export { heroArmor, baseHandLimit, commandTokens } from './state/player';
export { handLimitFor } from './state/cards';
export { manaTime } from './mana/mana';
export { tacticsFor } from './flow/tactics';
export { REVEALING_EVENTS } from './view/events';
export { playOptions, type PlayOption, type PointFamily } from './view/play-options';
// ---- interaction numbers for the site panel (prices and what a site offers; the UI only shows them)
export {
  interactionSiteAt,
  isSite,
  recruitSurcharge,
  healCostAt,
  sellsSpells,
  PRICES,
} from './interaction/sites';
export type { InteractionSite } from './interaction/sites';
export { recruitPrice } from './interaction/recruit';
export { currentInteraction } from './interaction/interact';
export { replayGame, stateChecksum } from './view/replay';
// ---- PvP combat, cooperative assaults and scenario rules (numbers for the UI; rules stay here)
export { pvpNumbers, damageOptions as pvpDamageOptions, pvpForbidden } from './pvp/rules';
export { opponentsOn } from './movement/movement';
export type { PvpNumbers } from './pvp/rules';
export type { PvpState, PvpEntry, PvpPhase, PvpStep, PvpOutcome } from './state/pvp-types';
export { eligibleHeroes as coopEligibleHeroes, citiesAdjacent as coopCities } from './coop/rules';
export type { CoopState } from './state/coop-types';
export type { ScenarioState } from './state/scenario-types';

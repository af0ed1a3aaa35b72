// All action modules, by action type: gathered from every floor (round and turn actions, combat,
// interaction, PvP, coop, scenarios, skills), so the table belongs to the composition root beside
// index.ts, which alone reads it (issue 14). Its key order is the order legalActions lists them.
import type { ActionModule } from './protocol/framework';
import type { ActionType } from './protocol/types';
import type { GameState, PlayerId } from './state/types';
import { chooseTactic, dummyTurnAction, announceEndOfRoundAction } from './actions/round-actions';
import { playCard } from './actions/play-card';
import { moveAction, exploreAction } from './actions/movement';
import { restAction, healAction, endTurnAction } from './actions/turn-actions';
import { chooseAction } from './actions/choose';
import { useTacticAction } from './actions/tactic-actions';
import { COMBAT_ACTIONS } from './actions/combat-actions';
import { INTERACTION_ACTIONS } from './interaction/actions';
import { PVP_ACTIONS } from './pvp/actions';
import { COOP_ACTIONS } from './coop/actions';
import { SCENARIO_ACTIONS } from './scenarios/actions';
import { SKILL_AND_DEED_ACTIONS } from './actions/skill-actions';

type AnyModule = { [T in ActionType]: ActionModule<T> }[ActionType];

export const ACTION_MODULES: Partial<Record<ActionType, AnyModule>> = {
  'choose-tactic': chooseTactic,
  'dummy-turn': dummyTurnAction,
  'announce-end-of-round': announceEndOfRoundAction,
  'use-tactic': useTacticAction,
  'play-card': playCard,
  move: moveAction,
  explore: exploreAction,
  rest: restAction,
  heal: healAction,
  'end-turn': endTurnAction,
  choose: chooseAction,
  ...COMBAT_ACTIONS,
  ...INTERACTION_ACTIONS,
  ...PVP_ACTIONS,
  ...COOP_ACTIONS,
  ...SCENARIO_ACTIONS,
  ...SKILL_AND_DEED_ACTIONS,
};

/**
 * The situations legalActions tells apart before asking any module (issue 15): `off-turn` — the
 * deciding player may not take turn actions (a choice is open, or it is not their turn: `ownTurn`
 * refuses); else `pvp` (a player-versus-player combat is open), `combat`, or `free`.
 */
export type Situation = 'off-turn' | 'pvp' | 'combat' | 'free';

/**
 * When a family can list anything at all, read off its `check` (issue 15): legalActions skips a
 * family in the other situations, since its check would refuse every candidate there. A family not
 * named here is asked in every situation. Each entry names the refusal that proves it:
 * - `own-turn`: the check opens with `ownTurn` (ENGINE-CHOICE, ROUND-4a);
 * - `out-of-combat`: `ownTurn`, then a refusal while `state.combat` is set (MOVE/TURN-REG-6d,
 *   HEAL-3d, COMBAT-3, COMBAT-2 — also for a maze's second step —, COOP-6a) — still asked during PvP, which some do not refuse;
 * - `in-combat`: `ownTurn`, then a refusal without `state.combat` (COMBAT-3, inCombatRefusal);
 * - `pvp`: `ownTurn`, then a refusal without `state.pvp` (PVP-3, PVP-4);
 * - `off-turn`: a refusal whenever `ownTurn` passes (`choose` needs an open choice, the dummy's turn
 *   needs no turn and no choice: ENGINE-CHOICE, SCEN-DUMMY-8).
 * `src/engine/legal-actions.test.ts` holds legalActions to every candidate of every family.
 */
type Gate = 'own-turn' | 'out-of-combat' | 'in-combat' | 'pvp' | 'off-turn';
const GATES: Record<Gate, readonly Situation[]> = {
  'own-turn': ['pvp', 'combat', 'free'],
  'out-of-combat': ['pvp', 'free'],
  'in-combat': ['pvp', 'combat'],
  pvp: ['pvp'],
  'off-turn': ['off-turn'],
};
const GATE_OF: Partial<Record<ActionType, Gate>> = {
  'dummy-turn': 'off-turn',
  'announce-end-of-round': 'own-turn',
  'use-tactic': 'own-turn',
  'play-card': 'own-turn',
  move: 'out-of-combat',
  explore: 'out-of-combat',
  rest: 'own-turn',
  heal: 'out-of-combat',
  'end-turn': 'out-of-combat',
  choose: 'off-turn',
  challenge: 'own-turn',
  'enter-site': 'out-of-combat',
  'burn-monastery': 'out-of-combat',
  'declare-attack': 'in-combat',
  'declare-block': 'in-combat',
  'spend-move': 'in-combat',
  'resolve-column': 'in-combat',
  'abandon-column': 'in-combat',
  'assign-damage': 'in-combat',
  'end-combat-phase': 'in-combat',
  'combat-option': 'in-combat',
  interact: 'out-of-combat',
  recruit: 'own-turn',
  buy: 'own-turn',
  'plunder-village': 'own-turn',
  'activate-unit': 'own-turn',
  'pvp-attack': 'out-of-combat',
  'pvp-commit': 'pvp',
  'pvp-pass': 'pvp',
  'pvp-resolve': 'pvp',
  'pvp-damage': 'pvp',
  'pvp-end-damage': 'pvp',
  'coop-assault': 'own-turn',
  'coop-done': 'out-of-combat',
  'scenario-action': 'own-turn',
  'use-skill': 'own-turn',
  'assign-banner': 'own-turn',
  'use-banner': 'own-turn',
  'spend-influence': 'own-turn',
};

/** The situation of the deciding player `who` (not null: the game is not over). */
export function situationOf(state: GameState, who: PlayerId): Situation {
  const turn = state.turn;
  if (state.pending.length > 0 || !turn || turn.player !== who) return 'off-turn';
  return state.pvp ? 'pvp' : state.combat ? 'combat' : 'free';
}

/** Whether a family may list anything in a situation (absent from the table: always asked). */
export function listsIn(type: ActionType, situation: Situation): boolean {
  const gate = GATE_OF[type];
  return gate === undefined || GATES[gate].includes(situation);
}

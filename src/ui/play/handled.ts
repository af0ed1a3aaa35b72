// Action types the playing UI presents in its own places (map, hand, play area, turn controls,
// tactic picker, dummy panel, choice panel). The generic action bar lists only the others.
import type { Action } from '../../engine';

export const PLAY_HANDLED_TYPES: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'move',
  'explore',
  'play-card',
  'choose-tactic',
  'choose',
  'dummy-turn',
  'end-turn',
  'rest',
  'announce-end-of-round',
  'use-tactic',
  'plunder-village',
  'heal',
  'forfeit-turn',
  'scenario-action', // the scenario's own buttons (scenarios/ScenarioActions.tsx) and map clicks
]);

// Events returned by applyAction: what happened, for the log and animations. Each event type has
// an i18n message `event.<type>` whose {placeholders} are the event's fields.
export type { GameEvent } from '../core/events';

/**
 * Event types that reveal new information (UNDO-2): a tile, an enemy token, a card, a die roll,
 * a random draw. After such an event nothing before it can be taken back.
 */
export const REVEALING_EVENTS: ReadonlySet<string> = new Set([
  'tile-revealed',
  'enemy-revealed',
  'cards-drawn',
  'die-rolled',
  'dice-rolled',
  'ruins-revealed',
  'deck-shuffled',
  'round-started',
  'turn-started',
  'random-drawn',
  'card-revealed',
  // PvP combat and cooperative assaults: the decision passed to another player (UNDO-2).
  'decision-passed',
]);

// The shape of an event returned by applyAction (what happened, for the log and animations). It
// lives on the ground floor because the action context (core/context.ts) collects events; the
// list of revealing event types is in view/events.ts (issue 14).

export interface GameEvent {
  type: string;
  /** The PlayerId the event is about, if any. */
  player?: number;
  /** Plain values describing the event (card ids, hexes, amounts…). */
  [field: string]: string | number | boolean | string[] | number[] | undefined | null;
}

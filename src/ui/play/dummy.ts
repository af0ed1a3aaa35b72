// The dummy player's last turn as the log tells it (for the dummy panel).
import type { GameState } from '../../engine';
import type { LogEntry } from '../../store';

const HUMAN_STEPS = new Set(['card-played', 'moved', 'rested', 'tactic-taken', 'turn-ended']);

/**
 * The latest dummy turn in the log (its flipped cards, or its announcement of the End of the Round
 * when its deck was empty), unless a real player has acted or a round began since.
 */
export function latestDummyTurn(log: readonly LogEntry[], state: GameState): LogEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (!e) continue;
    if (e.event.type === 'dummy-turn') return e;
    if (e.event.type === 'round-started') return null; // the previous round's report is stale
    const who = e.event.player;
    // SCEN-DUMMY-7: with an empty deck its turn is the announcement of the End of the Round
    if (
      e.event.type === 'end-of-round-announced' &&
      typeof who === 'number' &&
      state.players[who]?.kind === 'dummy'
    )
      return e;
    if (
      HUMAN_STEPS.has(e.event.type) &&
      typeof who === 'number' &&
      state.players[who]?.kind !== 'dummy'
    )
      return null;
  }
  return null;
}

// Replays and checksums: a game is (setup, actions); replaying gives the same state bit for bit.
import type { Action } from '../protocol/types';
import { RuleError } from '../core/errors';
import type { GameSetup, GameState } from '../state/types';
import { enginePort } from '../actions/engine-port';
import { createGame } from '../setup/create-game';

/** FNV-1a over a string, two independent 32-bit lanes → 16 hex digits. */
export function fnv64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193 + 0x3c6ef372) >>> 0;
    h2 = ((h2 << 13) | (h2 >>> 19)) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

/** A short fingerprint of a state (save files check that a replay reaches the same state). */
export function stateChecksum(state: GameState): string {
  return fnv64(JSON.stringify(state));
}

/**
 * Replay a game from its setup. Throws RuleError naming the first action that is not legal
 * (a corrupt or tampered action list).
 */
export function replayGame(setup: GameSetup, actions: readonly Action[]): GameState {
  const { applyAction } = enginePort();
  let s = createGame(setup);
  actions.forEach((a, i) => {
    try {
      s = applyAction(s, a).state;
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new RuleError(
        'SAVE-REPLAY',
        `Action ${i + 1} of ${actions.length} cannot be replayed: ${why}`,
      );
    }
  });
  return s;
}

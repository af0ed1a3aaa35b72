// Bot interface: a bot picks one of the legal actions the engine lists (never anything else).
import { activePlayer, type Action, type GameState } from '../../engine';

export type BotName = 'random' | 'greedy' | 'expert';
export const BOT_NAMES: readonly BotName[] = ['random', 'greedy', 'expert'];

export interface Bot {
  readonly name: BotName;
  /** Choose one of `legal` (non-empty, = legalActions(state)). Deterministic given the bot's seed. */
  choose(state: GameState, legal: readonly Action[]): Action;
}

/** Counts the decisions a bot made in the current turn (a cap keeps random games finite). */
export class TurnCounter {
  private key = '';
  private n = 0;
  /** Count one decision in the current turn; returns the count before this one. */
  tick(state: GameState): number {
    const k = `${state.round.number}:${state.round.phase}:${state.round.current}:${activePlayer(state) ?? '-'}`;
    if (k !== this.key) {
      this.key = k;
      this.n = 0;
    }
    return this.n++;
  }
}

/** Cheap "kind" of an action used for weighting: its type, with sideways plays apart. */
export function actionKind(a: Action): string {
  if (a.type === 'play-card') return a.mode === 'sideways' ? 'play-card:sideways' : 'play-card';
  return a.type;
}

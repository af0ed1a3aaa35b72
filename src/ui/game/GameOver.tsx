// End of the game: the final score screen (src/ui/scoring), computed by the engine's scenario
// scoring.
import type { GameState } from '../../engine';
import { ScoreScreen } from '../scoring/ScoreScreen';

export function GameOver({ state }: { state: GameState }) {
  return <ScoreScreen state={state} />;
}

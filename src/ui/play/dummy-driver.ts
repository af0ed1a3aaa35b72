// The dummy plays itself (SCEN-DUMMY-3, setting "The dummy plays itself", on by default): whenever
// the engine lists the dummy's turn as the legal action, it is dispatched after a short pause so
// that the player sees whose turn it is; what it flipped stays in the log and the dummy notice.
import type { Action, GameState } from '../../engine';
import { legalActionsOf, type DispatchResult } from '../../store';

interface GameStore {
  getState(): {
    game: GameState | null;
    ui: { settings: { dummyAuto: boolean } };
    dispatch(action: Action): DispatchResult;
  };
  subscribe(listener: () => void): () => void;
}

/** Milliseconds before the dummy's turn is played. */
export const DUMMY_STEP_MS = 600;

/** The dummy's turn when it is the action to take now, else null. */
export function dummyStep(state: GameState): Action | null {
  if (state.gameOver) return null;
  return legalActionsOf(state).find((a) => a.type === 'dummy-turn') ?? null;
}

export function installDummyDriver(store: GameStore, stepMs = DUMMY_STEP_MS): () => void {
  const auto = () => store.getState().ui.settings.dummyAuto;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const step = () => {
    timer = null;
    const game = store.getState().game;
    if (!game || !auto()) return;
    const a = dummyStep(game);
    if (a) store.getState().dispatch(a);
  };
  const schedule = () => {
    const g = store.getState().game;
    if (timer !== null || !g || !auto() || !dummyStep(g)) return;
    timer = setTimeout(step, stepMs);
  };
  schedule();
  const unsub = store.subscribe(schedule); // the game and the setting live in the one store
  return () => {
    unsub();
    if (timer !== null) clearTimeout(timer);
  };
}

// The tutorial's progress for the game on screen, following the game store: when a game is opened
// its saved progress is attached (or a new one, when the Tutorial button started it); after every
// state change of that game the runner advances it; every change is saved (progress.ts).
import { create } from 'zustand';
import type { GameState } from '../../engine';
import { useGame } from '../../store';
import { advanceTutorial, ME, newProgress, TUTORIAL, type TutorialProgress } from './steps';
import { loadProgress, markTutorialPending, saveProgress, tutorialPending } from './progress';

interface TutorialSlice {
  gameId: string | null;
  progress: TutorialProgress | null;
}

export const useTutorial = create<TutorialSlice>(() => ({ gameId: null, progress: null }));

function isTutorialGame(s: GameState): boolean {
  return (
    s.setup.scenario === TUTORIAL.scenario &&
    s.setup.seed === TUTORIAL.seed &&
    s.players[ME]?.hero === TUTORIAL.hero &&
    s.round.number === 1
  );
}

export function setTutorialProgress(p: TutorialProgress): void {
  const { gameId } = useTutorial.getState();
  useTutorial.setState({ progress: p });
  if (gameId) saveProgress(gameId, p);
}

function sync(gameId: string | null, game: GameState | null, prevGame: GameState | null): void {
  const cur = useTutorial.getState();
  if (gameId !== cur.gameId) {
    let progress: TutorialProgress | null = null;
    if (gameId && game) {
      const saved = loadProgress(gameId);
      if (saved) progress = advanceTutorial(saved, game, null);
      else if (tutorialPending() && isTutorialGame(game)) {
        markTutorialPending(false);
        progress = advanceTutorial(newProgress(), game, null);
      }
    }
    useTutorial.setState({ gameId: game ? gameId : null, progress });
    if (gameId && progress) saveProgress(gameId, progress);
    return;
  }
  if (!cur.progress || !game || game === prevGame) return;
  const next = advanceTutorial(cur.progress, game, prevGame);
  if (next !== cur.progress) setTutorialProgress(next);
}

/** Follow the game store (returns the unsubscribe function). */
export function bindTutorial(): () => void {
  const s = useGame.getState();
  sync(s.gameId, s.game, null);
  return useGame.subscribe((s, prev) =>
    sync(s.gameId, s.game, s.gameId === prev.gameId ? prev.game : null),
  );
}

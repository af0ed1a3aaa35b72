// The tutorial's progress is saved with the game: in localStorage, keyed by the saved-game id, so
// Continue on the start screen resumes the tutorial where it was (or keeps it left).
import { newProgress, NO_SEEN, type TutorialProgress } from './steps';

export const TUTORIAL_KEY = 'mk.tutorial.v1';
/** Set by the start screen's Tutorial button: the next new game is a tutorial game. */
export const TUTORIAL_PENDING_KEY = 'mk.tutorial.pending';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, TutorialProgress> {
  try {
    const raw = storage()?.getItem(TUTORIAL_KEY);
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' ? (v as Record<string, TutorialProgress>) : {};
  } catch {
    return {};
  }
}

export function loadProgress(gameId: string): TutorialProgress | null {
  const p = readAll()[gameId];
  if (!p || !Array.isArray(p.done)) return null;
  // fields added later get their defaults
  return { ...newProgress(), ...p, seen: { ...NO_SEEN, ...p.seen } };
}

export function saveProgress(gameId: string, p: TutorialProgress): void {
  try {
    const all = readAll();
    all[gameId] = p;
    storage()?.setItem(TUTORIAL_KEY, JSON.stringify(all));
  } catch {
    // storage full or unavailable: the tutorial just is not resumable
  }
}

export function markTutorialPending(on: boolean): void {
  try {
    if (on) storage()?.setItem(TUTORIAL_PENDING_KEY, '1');
    else storage()?.removeItem(TUTORIAL_PENDING_KEY);
  } catch {
    // ignore
  }
}

export function tutorialPending(): boolean {
  try {
    return storage()?.getItem(TUTORIAL_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

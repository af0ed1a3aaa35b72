// Score history: every finished game is kept in localStorage (date, score, victory, rounds) under
// its scenario, the first human's hero and the city levels played, so the start screen can show
// the best and the most recent results for the chosen settings.
import type { GameState, HeroId, ScenarioId } from '../../engine';
import { bookCityLevels } from '../start/options';

export const HISTORY_STORAGE_KEY = 'mk.scoreHistory';
export const HISTORY_LIMIT = 300;

export interface HistoryEntry {
  /** Identifies the game's result (saving the same finished game twice keeps one entry). */
  id: string;
  /** Milliseconds since 1970 (when the game ended here). */
  date: number;
  scenario: ScenarioId;
  /** The first human player's hero: the entry is theirs. */
  hero: HeroId;
  /** Every real player's hero, in seat order. */
  heroes: HeroId[];
  /** City levels played (in order of revealing); null where the scenario has none to adjust. */
  cityLevels: number[] | null;
  /** The hero's total (the team's total in cooperative scenarios). */
  score: number;
  /** Mission result (SCEN-SOLO-CONQ-9, SCEN-FULL-COOP-6) or, without one, whether the hero won. */
  victory: boolean;
  /** Rounds played (the round in which the game ended). */
  rounds: number;
  seed: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isEntry = (x: unknown): x is HistoryEntry => {
  if (!x || typeof x !== 'object') return false;
  const e = x as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.date === 'number' &&
    typeof e.scenario === 'string' &&
    typeof e.hero === 'string' &&
    typeof e.score === 'number' &&
    typeof e.victory === 'boolean' &&
    typeof e.rounds === 'number' &&
    (e.cityLevels === null || Array.isArray(e.cityLevels))
  );
};

export function loadHistory(): HistoryEntry[] {
  try {
    const raw = storage()?.getItem(HISTORY_STORAGE_KEY);
    if (!raw) return [];
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function saveHistory(entries: HistoryEntry[]): void {
  try {
    storage()?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries.slice(-HISTORY_LIMIT)));
  } catch {
    // Private mode or quota: the record is just not kept.
  }
  notify();
}

/** The city levels a game was played with (its options, else the book's numbers). */
export function levelsOf(state: GameState): number[] | null {
  const n = state.players.filter((p) => p.kind !== 'dummy').length;
  let book: number[] | null;
  try {
    book = bookCityLevels(state.setup.scenario, n, state.setup.variants); // SCEN-FULL-CONQ-5
  } catch {
    book = null;
  }
  if (!book) return null;
  return state.setup.options?.cityLevels ?? book;
}

/** The history entry of a finished game (null while the game goes on or without a human). */
export function entryFor(state: GameState, date: number): HistoryEntry | null {
  const over = state.gameOver;
  if (!over) return null;
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const me = real.find((p) => p.kind === 'human') ?? real[0];
  if (!me) return null;
  const sheet =
    over.scores.find((s) => s.player === me.id) ??
    over.scores.find((s) => s.members?.includes(me.id)) ?? // SCEN-TEAM-9: the player's team
    over.scores.find((s) => s.player === 'team');
  const score = sheet?.total ?? 0;
  const victory = over.victory ?? over.winners.includes(me.id);
  const cityLevels = levelsOf(state);
  const heroes = real.map((p) => p.hero);
  const id = [
    state.setup.scenario,
    state.setup.seed,
    heroes.join('+'),
    cityLevels?.join('-') ?? '',
    state.round.number,
    over.scores.map((s) => s.total).join('/'),
  ].join('|');
  return {
    id,
    date,
    scenario: state.setup.scenario,
    hero: me.hero,
    heroes,
    cityLevels,
    score,
    victory,
    rounds: state.round.number,
    seed: state.setup.seed,
  };
}

/** Keep a finished game (once). Returns whether a new entry was written. */
export function recordGame(state: GameState, date = Date.now()): boolean {
  const e = entryFor(state, date);
  if (!e) return false;
  const all = loadHistory();
  if (all.some((x) => x.id === e.id)) return false;
  saveHistory([...all, e]);
  return true;
}

const sameLevels = (a: number[] | null, b: number[] | null) =>
  (a === null && b === null) ||
  (!!a && !!b && a.length === b.length && a.every((v, i) => v === b[i]));

export interface HistoryQuery {
  scenario: ScenarioId;
  hero: HeroId;
  cityLevels: number[] | null;
}

export interface HistorySummary {
  games: number;
  best: HistoryEntry | null;
  recent: HistoryEntry[];
}

/** Best (highest score, the earlier on a tie) and most recent games for these settings. */
export function summarize(entries: HistoryEntry[], q: HistoryQuery, recent = 3): HistorySummary {
  const mine = entries.filter(
    (e) => e.scenario === q.scenario && e.hero === q.hero && sameLevels(e.cityLevels, q.cityLevels),
  );
  const best = [...mine].sort((a, b) => b.score - a.score || a.date - b.date)[0] ?? null;
  return {
    games: mine.length,
    best,
    recent: [...mine].sort((a, b) => b.date - a.date).slice(0, recent),
  };
}

// ---------------------------------------------------------------- change notification (React)

const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version++;
  for (const l of listeners) l();
}

export function subscribeHistory(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function historyVersion(): number {
  return version;
}

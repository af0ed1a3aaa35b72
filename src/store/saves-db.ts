// Saved games in IndexedDB (idb-keyval): one full record per game (`game:<id>`: setup, action
// list, latest state and its checksum, undo history, log) and a small list entry (`meta:<id>`:
// scenario, heroes, round, date) so that the start screen can list games without reading them.
// Both are written in one transaction. This module has no engine code (the start screen uses it).
import { createStore, delMany, get, getMany, keys, setMany, type UseStore } from 'idb-keyval';
import type { Action, GameSetup, GameState } from '../engine';
import { clearJournal } from './journal';
import type { LogEntry, SavedUndo } from './game-store';

export interface SaveSummary {
  scenario: string;
  heroes: string[];
  round: number;
  over: boolean;
}

export function summarize(state: GameState): SaveSummary {
  return {
    scenario: state.setup.scenario,
    heroes: state.players.filter((p) => p.kind !== 'dummy').map((p) => p.hero),
    round: state.round.number,
    over: state.gameOver !== null,
  };
}

export interface SavedGameRecord {
  id: string;
  setup: GameSetup;
  /** Every action since createGame; null when the state was set up directly (not replayable). */
  actions: Action[] | null;
  /** The latest state (continuing needs no replay); checked against the checksum on load. */
  state: GameState;
  checksum: string;
  summary: SaveSummary;
  /** ISO date of the last save. */
  updatedAt: string;
  undo?: SavedUndo | null;
  log?: LogEntry[];
}

/** What the saved-games list shows. */
export interface SavedGameMeta {
  id: string;
  summary: SaveSummary;
  updatedAt: string;
  /** The game can be exported as a replayable file. */
  replayable: boolean;
}

const GAME = 'game:';
const META = 'meta:';

let dbStore: UseStore | null = null;
function db(): UseStore {
  dbStore ??= createStore('mage-knight', 'games');
  return dbStore;
}

export function metaOf(record: SavedGameRecord): SavedGameMeta {
  return {
    id: record.id,
    summary: record.summary,
    updatedAt: record.updatedAt,
    replayable: record.actions !== null,
  };
}

export async function putSavedGame(record: SavedGameRecord): Promise<void> {
  await setMany(
    [
      [GAME + record.id, record],
      [META + record.id, metaOf(record)],
    ],
    db(),
  );
}

function isMeta(x: unknown): x is SavedGameMeta {
  const m = x as SavedGameMeta | undefined;
  return (
    !!m &&
    typeof m === 'object' &&
    typeof m.id === 'string' &&
    typeof m.updatedAt === 'string' &&
    !!m.summary &&
    typeof m.summary.scenario === 'string' &&
    Array.isArray(m.summary.heroes) &&
    typeof m.summary.round === 'number'
  );
}

/** The saved games, newest first. */
export async function listSavedGames(): Promise<SavedGameMeta[]> {
  const ids = (await keys(db())).filter(
    (k): k is string => typeof k === 'string' && k.startsWith(META),
  );
  const metas = await getMany<unknown>(ids, db());
  return metas.filter(isMeta).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function getSavedGame(id: string): Promise<SavedGameRecord | undefined> {
  return get<SavedGameRecord>(GAME + id, db());
}

export async function deleteSavedGame(id: string): Promise<void> {
  await delMany([GAME + id, META + id], db());
  clearJournal(id);
}

/** Whether IndexedDB takes a write now (a tiny probe record); throws why not. */
export async function probeStorage(): Promise<void> {
  await setMany([['probe', 1]], db());
  await delMany(['probe'], db());
}

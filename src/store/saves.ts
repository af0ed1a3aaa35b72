// Continue a saved game, import a game file, export the running game. The engine and the save-file
// code are loaded on demand (the start screen calls these). A refused file or a damaged record
// leaves the running game and the saved games untouched; every refusal has a code with an i18n
// message `save.error.<code>`.
import { flushAutosave } from './autosave-binding';
import { loadEngine } from './engine-loader';
import { useGame } from './index';
import type { LoadError } from './persistence';
import { readJournal } from './journal';
import { getSavedGame, listSavedGames, summarize } from './saves-db';
import type { Action, GameSetup, GameState } from '../engine';

/** Why a game could not be opened. */
export type SaveErrorCode = LoadError | 'too-large' | 'unreadable' | 'missing' | 'not-replayable';

export type OpenResult = { ok: true } | { ok: false; error: SaveErrorCode; detail: string };

/** Files larger than this are refused before reading (a real save is far smaller). */
export const MAX_SAVE_FILE_BYTES = 20 * 1024 * 1024;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Continue a saved game (checked against its checksum; rebuilt from its actions if damaged). */
export async function continueSavedGame(id: string): Promise<OpenResult> {
  let record;
  try {
    record = await getSavedGame(id);
  } catch (e) {
    return { ok: false, error: 'unreadable', detail: message(e) };
  }
  if (!record) return { ok: false, error: 'missing', detail: id };
  const engine = await loadEngine();
  let state = record.state;
  let undo = record.undo ?? null;
  let intact: boolean;
  try {
    intact = !!state && engine.stateChecksum(state) === record.checksum;
  } catch {
    intact = false;
  }
  if (!intact) {
    // The stored state is missing or damaged: rebuild it from the action list.
    if (!record.actions)
      return { ok: false, error: 'damaged', detail: 'the saved state is damaged' };
    try {
      state = engine.replayGame(record.setup, record.actions);
      undo = null;
    } catch (e) {
      return { ok: false, error: 'illegal-action', detail: message(e) };
    }
  }
  // Steps taken after the last complete record (the tab was closed before it was written).
  const j = record.actions ? readJournal(record.id) : null;
  if (
    j &&
    record.actions &&
    j.keep <= record.actions.length &&
    (j.tail.length > 0 || j.keep < record.actions.length)
  ) {
    if (j.keep < record.actions.length) {
      // an undo after the record: back to the actions that still stand
      try {
        const actions = record.actions.slice(0, j.keep);
        state = engine.replayGame(record.setup, actions);
        useGame.getState().openGame({ id: record.id, setup: record.setup, actions, state });
      } catch {
        useGame
          .getState()
          .openGame({ id: record.id, setup: record.setup, actions: record.actions, state, undo });
      }
    } else {
      const open = { id: record.id, setup: record.setup, actions: record.actions, state, undo };
      useGame.getState().openGame(record.log ? { ...open, log: record.log } : open);
    }
    // each step again through the store (the engine checks it; undo history and log follow)
    for (const a of j.tail) if (!useGame.getState().dispatch(a).ok) break;
    return { ok: true };
  }
  const open = { id: record.id, setup: record.setup, actions: record.actions, state, undo };
  useGame.getState().openGame(record.log ? { ...open, log: record.log } : open);
  return { ok: true };
}

/**
 * Validate, replay and open the text of a save file as a new saved game. Never throws: every
 * refusal is a code with a message, and nothing stored changes. A file of a game that is already
 * saved (the same setup and moves, e.g. a game exported and imported again) opens that saved game
 * instead of adding an identical second one.
 */
export async function importGameText(text: string): Promise<OpenResult> {
  let parsed;
  try {
    await loadEngine();
    const { parseSaveFile } = await import('./persistence');
    parsed = parseSaveFile(text);
  } catch (e) {
    return { ok: false, error: 'unreadable', detail: message(e) };
  }
  if (!parsed.ok) return { ok: false, error: parsed.error, detail: parsed.detail };
  try {
    const same = await findSameSavedGame(parsed.setup, parsed.actions, parsed.state);
    if (same) {
      const r = await continueSavedGame(same);
      if (r.ok) return r;
    }
    // The game that was running stays in the saved games (it was autosaved): write it out first.
    await flushAutosave();
    useGame.getState().openGame({
      setup: parsed.setup,
      actions: parsed.actions,
      state: parsed.state,
    });
  } catch (e) {
    return { ok: false, error: 'unreadable', detail: message(e) };
  }
  return { ok: true };
}

/** JSON with sorted keys (the same data written in another key order compares equal). */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(Object.entries(val).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : val,
  );
}

/** The id of a saved game with exactly this setup, these moves and this state, if any. */
async function findSameSavedGame(
  setup: GameSetup,
  actions: readonly Action[],
  state: GameState,
): Promise<string | null> {
  let metas;
  try {
    metas = await listSavedGames();
  } catch {
    return null; // no storage: nothing to compare with
  }
  const engine = await loadEngine();
  const checksum = engine.stateChecksum(state);
  const heroes = JSON.stringify(summarize(state).heroes);
  for (const m of metas) {
    if (!m.replayable || m.summary.scenario !== setup.scenario) continue;
    if (m.summary.round !== state.round.number || JSON.stringify(m.summary.heroes) !== heroes)
      continue;
    const record = await getSavedGame(m.id).catch(() => undefined);
    if (
      record?.checksum === checksum &&
      record.actions?.length === actions.length &&
      canonical(record.setup) === canonical(setup) &&
      canonical(record.actions) === canonical(actions)
    )
      return m.id;
  }
  return null;
}

/** Read a chosen file and import it. */
export async function importGameFile(file: Blob): Promise<OpenResult> {
  if (file.size > MAX_SAVE_FILE_BYTES)
    return {
      ok: false,
      error: 'too-large',
      detail: `${Math.round(file.size / 1024 / 1024)} MB`,
    };
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, error: 'unreadable', detail: message(e) };
  }
  return importGameText(text);
}

/** File name of an export: scenario and local date/time, e.g. mage-knight-solo-conquest-2026-05-01-1830.json */
export function exportFileName(scenario: string, date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
  const time = `${p(date.getHours())}${p(date.getMinutes())}`;
  const safe = scenario.replace(/[^a-z0-9-]/gi, '');
  return `mage-knight-${safe}-${day}-${time}.json`;
}

/** The running game as a save file, or an error when it cannot be replayed. */
export async function exportGameFile(
  date = new Date(),
): Promise<
  { ok: true; name: string; text: string } | { ok: false; error: SaveErrorCode; detail: string }
> {
  const s = useGame.getState();
  if (!s.game || !s.setup) return { ok: false, error: 'missing', detail: 'no game' };
  if (!s.actions)
    return { ok: false, error: 'not-replayable', detail: 'the position was set up directly' };
  const { serializeGame } = await import('./persistence');
  const text = serializeGame(s.setup, s.actions, s.game, date.toISOString());
  return { ok: true, name: exportFileName(s.game.setup.scenario, date), text };
}

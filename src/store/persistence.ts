// Saving and loading games: export/import of a versioned JSON file (format, version, setup,
// action list, checksum of the final state). A file is validated with a schema, replayed through
// the engine and checked against its checksum; a corrupt, truncated, tampered or future-version
// file is refused with a clear reason and touches nothing.
import * as v from 'valibot';
import {
  HERO_IDS,
  SCENARIO_IDS,
  replayGame,
  stateChecksum,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine';
import { summarize, type SaveSummary } from './saves-db';

export const SAVE_FORMAT = 'mage-knight-save';
export const SAVE_VERSION = 1;

const PlayerSchema = v.object({
  hero: v.picklist(HERO_IDS),
  kind: v.picklist(['human', 'bot'] as const),
});

const SetupSchema = v.object({
  scenario: v.picklist(SCENARIO_IDS),
  players: v.pipe(v.array(PlayerSchema), v.minLength(1), v.maxLength(4)),
  seed: v.pipe(v.number(), v.finite()),
  variants: v.optional(v.array(v.string())),
  options: v.optional(
    v.object({
      cityLevels: v.optional(v.array(v.pipe(v.number(), v.integer()))),
      sets: v.optional(v.array(v.string())),
      dummyHero: v.optional(v.picklist(HERO_IDS)),
    }),
  ),
});

/** Actions are checked by the engine when replayed; the schema only checks their outline. */
const ActionSchema = v.looseObject({
  type: v.pipe(v.string(), v.minLength(1)),
  player: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const SummarySchema = v.object({
  scenario: v.string(),
  heroes: v.array(v.string()),
  round: v.number(),
  over: v.boolean(),
});

export const SaveFileSchema = v.object({
  format: v.literal(SAVE_FORMAT),
  version: v.literal(SAVE_VERSION),
  savedAt: v.string(),
  setup: SetupSchema,
  actions: v.array(ActionSchema),
  checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
  summary: SummarySchema,
});

export type { SaveSummary };

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  savedAt: string;
  setup: GameSetup;
  actions: Action[];
  checksum: string;
  summary: SaveSummary;
}

export { summarize };

/** The export file of a game (pretty JSON). `savedAt` is passed in: the caller owns the clock. */
export function serializeGame(
  setup: GameSetup,
  actions: readonly Action[],
  state: GameState,
  savedAt: string,
): string {
  const file: SaveFile = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    savedAt,
    setup,
    actions: [...actions],
    checksum: stateChecksum(state),
    summary: summarize(state),
  };
  return JSON.stringify(file, null, 1);
}

export type LoadResult =
  | { ok: true; setup: GameSetup; actions: Action[]; state: GameState; summary: SaveSummary }
  | { ok: false; error: LoadError; detail: string };

/** Why a file was refused (each has an i18n message `save.error.<code>`). */
export type LoadError =
  'not-json' | 'not-a-save' | 'future-version' | 'damaged' | 'illegal-action' | 'tampered';

/** Validate, replay and verify a save file's text. Never throws. */
export function parseSaveFile(text: string): LoadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: 'not-json', detail: e instanceof Error ? e.message : String(e) };
  }
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== SAVE_FORMAT)
    return {
      ok: false,
      error: 'not-a-save',
      detail: 'the file has no "mage-knight-save" format marker',
    };
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > SAVE_VERSION)
    return {
      ok: false,
      error: 'future-version',
      detail: `file version ${version}, this app reads version ${SAVE_VERSION}`,
    };
  const parsed = v.safeParse(SaveFileSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
    return {
      ok: false,
      error: 'damaged',
      detail: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`,
    };
  }
  const file = parsed.output;
  const setup = file.setup as GameSetup;
  const actions = file.actions as unknown as Action[];
  let state: GameState;
  try {
    state = replayGame(setup, actions);
  } catch (e) {
    return {
      ok: false,
      error: 'illegal-action',
      detail: e instanceof Error ? e.message : String(e),
    };
  }
  if (stateChecksum(state) !== file.checksum)
    return {
      ok: false,
      error: 'tampered',
      detail: 'the replayed game does not match the checksum',
    };
  return { ok: true, setup, actions, state, summary: summarize(state) };
}

// The autosave records (IndexedDB) live in saves-db.ts, which the start screen loads without the
// engine; continuing and importing go through saves.ts.
export {
  deleteSavedGame,
  getSavedGame,
  listSavedGames,
  putSavedGame,
  type SavedGameMeta,
  type SavedGameRecord,
} from './saves-db';

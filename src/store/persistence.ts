// Saving and loading games: export/import of a versioned JSON file (format, version, setup,
// action list, checksum of the final state). A file is validated with a schema, replayed through
// the engine and checked against its checksum; a corrupt, truncated, tampered or future-version
// file is refused with a clear reason and touches nothing.
import * as v from 'valibot';
import {
  applyAction,
  BASIC_COLORS,
  CONTENT_SETS,
  createGame,
  HERO_IDS,
  KNOWN_VARIANTS,
  MANA_COLORS,
  SCENARIO_IDS,
  stateChecksum,
  type Action,
  type ActionType,
  type GameSetup,
  type GameState,
  type SetupOptions,
} from '../engine';
import { summarize, type SaveSummary } from './saves-db';

export const SAVE_FORMAT = 'mage-knight-save';
export const SAVE_VERSION = 1;

/**
 * Bounds checked before anything recursive runs (JSON.parse itself is iterative in V8; the schema,
 * the engine and JSON.stringify are not). A real save nests 5 levels deep (file → actions → action
 * → mana → source), has a few thousand actions and short ids.
 */
export const SAVE_LIMITS = {
  /** Characters of the file's text (a real save is far smaller). */
  chars: 20 * 1024 * 1024,
  /** Nesting of arrays and objects. */
  depth: 10,
  /** Actions in the list. */
  actions: 200_000,
  /** Characters of one string value. */
  string: 200,
  /** Entries of one array inside an action or the setup. */
  list: 64,
};

const str = v.pipe(v.string(), v.maxLength(SAVE_LIMITS.string));
const num = v.pipe(v.number(), v.finite());
const int = v.pipe(v.number(), v.safeInteger());
const index = v.pipe(int, v.minValue(0), v.maxValue(7));
const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item), v.maxLength(SAVE_LIMITS.list));

const PlayerSchema = v.object({
  hero: v.picklist(HERO_IDS),
  kind: v.picklist(['human', 'bot'] as const),
});

/** Every setup option of every scenario and variant (the engine's SetupOptions, key for key). */
const OptionsSchema = v.object({
  cityLevels: v.optional(list(int)),
  sets: v.optional(list(v.picklist(CONTENT_SETS))),
  dummyHero: v.optional(v.picklist(HERO_IDS)),
  teams: v.optional(list(list(index))),
  chosenOnes: v.optional(list(index)),
  fameBids: v.optional(list(int)),
  megapolisLevel: v.optional(int),
});

const SetupSchema = v.object({
  scenario: v.picklist(SCENARIO_IDS),
  players: v.pipe(v.array(PlayerSchema), v.minLength(1), v.maxLength(4)),
  seed: int,
  variants: v.optional(list(v.picklist(KNOWN_VARIANTS))),
  options: v.optional(OptionsSchema),
});

// The schema must know every option the engine has (a missing one was dropped from exports, so
// the app refused its own files: issue 13.1). These fail to compile when the two drift apart.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
const optionsMatch: SameKeys<v.InferOutput<typeof OptionsSchema>, Required<SetupOptions>> = true;
const setupMatch: SameKeys<v.InferOutput<typeof SetupSchema>, Required<GameSetup>> = true;
void optionsMatch;
void setupMatch;

const ManaSchema = v.variant('kind', [
  v.object({ kind: v.literal('die'), die: int }),
  v.object({ kind: v.literal('crystal'), color: v.picklist(BASIC_COLORS) }),
  v.object({ kind: v.literal('token'), color: v.picklist(MANA_COLORS) }),
]);
const mana = v.optional(list(ManaSchema));

/**
 * The fields of every action kind (the engine's Action union, field for field): a saved action is
 * exactly such a shape. Unknown keys are dropped (junk in a file never reaches the game, the saved
 * games or later exports); a missing or mistyped field refuses the file.
 */
const ACTION_FIELDS = {
  'choose-tactic': { tactic: str },
  'dummy-turn': {},
  'announce-end-of-round': {},
  'use-tactic': { option: v.optional(list(str)) },
  'forfeit-turn': {},
  'play-card': {
    card: str,
    mode: v.picklist(['basic', 'strong', 'sideways'] as const),
    as: v.optional(v.picklist(['move', 'influence', 'attack', 'block'] as const)),
    mana,
  },
  rest: { discard: list(str) },
  'end-turn': {},
  choose: { option: v.union([str, list(str)]) },
  heal: { target: str },
  move: { to: str },
  explore: { pos: str },
  'activate-unit': { unit: str, ability: num, mana },
  'use-skill': { skill: str, mana, unflip: v.optional(v.boolean()) },
  'assign-banner': { card: str, unit: str },
  'use-banner': { unit: str },
  'spend-influence': { item: str },
  interact: {},
  recruit: {
    unit: str,
    disband: v.optional(str),
    mana,
    token: v.optional(v.picklist(BASIC_COLORS)),
  },
  buy: { item: str, mana },
  'plunder-village': {},
  challenge: { hexes: list(str) },
  'enter-site': { mana, path: v.optional(num), unit: v.optional(str) },
  'burn-monastery': {},
  'declare-attack': { targets: list(str) },
  'declare-block': { enemy: str, attack: num },
  'resolve-column': {},
  'abandon-column': {},
  'end-combat-phase': {},
  'combat-option': { option: str },
  'spend-move': { enemy: str, attack: num, amount: num },
  'assign-damage': { enemy: str, attack: num, to: str },
  'pvp-attack': {},
  'pvp-commit': { full: v.boolean() },
  'pvp-pass': {},
  'pvp-resolve': {},
  'pvp-damage': { to: str },
  'pvp-end-damage': {},
  'coop-assault': { invite: list(index), counts: list(int) },
  'coop-done': {},
  'scenario-action': { id: str, hex: v.optional(str) },
} satisfies Record<ActionType, v.ObjectEntries>;

const ACTION_SCHEMAS = Object.fromEntries(
  (Object.keys(ACTION_FIELDS) as ActionType[]).map((type) => [
    type,
    v.object({ type: v.literal(type), player: index, ...ACTION_FIELDS[type] }),
  ]),
) as unknown as Record<ActionType, v.GenericSchema>;

// Each action kind's fields give exactly the engine's action of that type (compile-time check).
type EntriesOutput<E> = E extends v.ObjectEntries
  ? v.InferOutput<v.ObjectSchema<E, undefined>>
  : never;
type FieldsOutput<T extends ActionType> = { type: T; player: number } & EntriesOutput<
  (typeof ACTION_FIELDS)[T]
>;
type ExactAction = {
  [T in ActionType]: SameKeys<FieldsOutput<T>, Required<Extract<Action, { type: T }>>> extends true
    ? FieldsOutput<T> extends Extract<Action, { type: T }>
      ? true
      : false
    : false;
};
const actionsMatch: ExactAction[ActionType] extends true ? true : false = true;
void actionsMatch;

/** The action's own canonical form (unknown keys dropped), or why it is not an action. */
export function parseAction(
  raw: unknown,
): { ok: true; action: Action } | { ok: false; why: string } {
  const type = (raw as { type?: unknown } | null)?.type;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || typeof type !== 'string')
    return { ok: false, why: 'not an action (an object with a type)' };
  if (!Object.prototype.hasOwnProperty.call(ACTION_SCHEMAS, type))
    return { ok: false, why: `unknown action type "${type.slice(0, 40)}"` };
  const r = v.safeParse(ACTION_SCHEMAS[type as ActionType], raw);
  if (r.success) return { ok: true, action: inRawOrder(raw, r.output) as Action };
  return { ok: false, why: issueText(r.issues[0]) };
}

/**
 * `out` (a schema's output: known keys only) with its keys in the order of `raw` (what was
 * parsed). Depth is bounded by the file check.
 */
function inRawOrder(raw: unknown, out: unknown): unknown {
  if (Array.isArray(out) && Array.isArray(raw)) return out.map((x, i) => inRawOrder(raw[i], x));
  if (!out || typeof out !== 'object' || Array.isArray(out)) return out;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  const o = out as Record<string, unknown>;
  const r = raw as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const k of Object.keys(r))
    if (k !== '__proto__' && Object.prototype.hasOwnProperty.call(o, k))
      sorted[k] = inRawOrder(r[k], o[k]);
  for (const k of Object.keys(o)) if (!(k in sorted)) sorted[k] = o[k];
  return sorted;
}

function issueText(issue: v.BaseIssue<unknown> | undefined): string {
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`.slice(0, 300);
}

const SummarySchema = v.object({
  scenario: str,
  heroes: list(str),
  round: num,
  over: v.boolean(),
});

export const SaveFileSchema = v.object({
  format: v.literal(SAVE_FORMAT),
  version: v.literal(SAVE_VERSION),
  savedAt: str,
  setup: SetupSchema,
  actions: v.pipe(v.array(v.unknown()), v.maxLength(SAVE_LIMITS.actions)),
  checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
  summary: v.optional(SummarySchema),
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
  | 'not-json'
  | 'not-a-save'
  | 'future-version'
  | 'too-large'
  | 'too-deep'
  | 'damaged'
  | 'bad-setup'
  | 'illegal-action'
  | 'tampered';

/**
 * How deeply arrays and objects nest in a JSON text, counted without recursion (stops counting
 * past `limit`). Brackets inside strings do not count.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

/** Validate, replay and verify a save file's text. Never throws. */
export function parseSaveFile(text: string): LoadResult {
  try {
    return parse(text);
  } catch (e) {
    // Nothing above should throw; if something does, the file is still refused with a reason.
    return { ok: false, error: 'damaged', detail: message(e) };
  }
}

function parse(input: string): LoadResult {
  if (typeof input !== 'string') return { ok: false, error: 'not-json', detail: 'no text' };
  if (input.length > SAVE_LIMITS.chars)
    return {
      ok: false,
      error: 'too-large',
      detail: `${Math.round(input.length / 1024 / 1024)} MB`,
    };
  // A UTF-8 byte-order mark (some editors write one) is not part of the JSON.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const depth = jsonDepth(text, SAVE_LIMITS.depth);
  if (depth > SAVE_LIMITS.depth)
    return {
      ok: false,
      error: 'too-deep',
      detail: `more than ${SAVE_LIMITS.depth} levels of nesting`,
    };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: 'not-json', detail: message(e) };
  }
  if (
    !raw ||
    typeof raw !== 'object' ||
    Array.isArray(raw) ||
    (raw as { format?: unknown }).format !== SAVE_FORMAT
  )
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
  if (!parsed.success) return { ok: false, error: 'damaged', detail: issueText(parsed.issues[0]) };
  const file = parsed.output;
  // The schema's output, with keys in the file's order (the state's checksum covers the setup as
  // written, key order included).
  const setup = inRawOrder((raw as { setup: unknown }).setup, file.setup) as GameSetup;
  const actions: Action[] = [];
  for (const [i, a] of file.actions.entries()) {
    const r = parseAction(a);
    if (!r.ok) return { ok: false, error: 'damaged', detail: `actions.${i}: ${r.why}` };
    actions.push(r.action);
  }
  let state: GameState;
  try {
    state = createGame(setup);
  } catch (e) {
    return { ok: false, error: 'bad-setup', detail: message(e) };
  }
  for (const [i, a] of actions.entries()) {
    try {
      state = applyAction(state, a).state;
    } catch (e) {
      return {
        ok: false,
        error: 'illegal-action',
        detail: `Action ${i + 1} of ${actions.length} (${a.type}) cannot be replayed: ${message(e)}`,
      };
    }
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

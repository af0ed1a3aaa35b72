// The app's one store (zustand + immer): a game slice wrapped around the pure rules engine and a UI
// slice. The engine is injected so that store behaviour (dispatch, undo, checkpoints, errors) can be
// tested with a scripted fake engine; src/store/index.ts binds the real one.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Action, GameEvent, GameSetup, GameState, HexKey, PointFamily } from '../engine';
import { loadLanguage, saveLanguage, type Language } from '../i18n';
import { loadSettings, saveSettings, type Settings } from './settings';

/** The part of the engine's public surface the store needs (src/engine/index.ts). */
export interface EngineApi {
  createGame(setup: GameSetup): GameState;
  applyAction(state: GameState, action: Action): { state: GameState; events: GameEvent[] };
  isCheckpoint(action: Action, events: GameEvent[]): boolean;
  /** Who decides now (UNDO-1: only they may take back steps, and only their own). */
  activePlayer?(state: GameState): number | null;
  /**
   * An engine loaded on demand (the app): whether it is there yet, and how to load it. Without
   * these the engine is always ready (tests, tools).
   */
  ready?(): boolean;
  load?(): Promise<unknown>;
}

export interface LogEntry {
  id: number;
  event: GameEvent;
  /** Colours of the Source dice when the event happened (dice are rerolled later). */
  dice?: Record<number, string>;
}

export interface ErrorInfo {
  /** Rule the refused action breaks (RuleError), or null for an unexpected error. */
  ruleId: string | null;
  message: string;
}

export interface HistoryEntry {
  state: GameState;
  /** Log length before the step, so undo also takes back its log lines. */
  logLength: number;
  /** Steps of one gesture (a move along a path) share a group and are undone together. */
  group?: number;
  /** Who took the step: a player may take back only their own steps (hotseat). */
  player?: number;
  /** Length of the game's action list before the step (undo shortens the list again). */
  actionCount?: number;
  /** The step itself (kept so that the undo history can be saved and rebuilt after a reload). */
  action?: Action;
}

/** Why the history was last cleared (UNDO-2). */
export interface CheckpointInfo {
  /** The revealing event ('tile-revealed', 'cards-drawn', …) or else the action type ('end-turn'). */
  reason: string;
  /** The checkpoint began the current turn: the oldest snapshot is the start of this turn. */
  turnStart: boolean;
}

export interface DispatchResult {
  ok: boolean;
  error: string | null;
  /** What happened (when ok). */
  events?: GameEvent[];
  /** The step was a checkpoint and cannot be taken back (when ok). */
  checkpoint?: boolean;
  /** newGame only: the engine is still loading; the game starts when it is there. */
  pending?: boolean;
}

/** A game to open with its history (continuing a saved game, importing a file). */
export interface OpenGame {
  /** Saved-game id to keep writing to; a fresh one when absent. */
  id?: string;
  setup: GameSetup;
  /** The full action list since createGame, or null when the state does not follow from it. */
  actions: Action[] | null;
  state: GameState;
  /** The undo history since the last checkpoint, when it was saved (rebuilt by replaying). */
  undo?: SavedUndo | null;
  log?: LogEntry[];
}

/** The undo history in saved form: the oldest snapshot and the steps taken from it. */
export interface SavedUndo {
  base: GameState;
  steps: { action: Action; logLength: number; group?: number; player?: number }[];
  checkpoint: CheckpointInfo | null;
}

export interface DispatchOptions {
  /** Undo group (newUndoGroup): consecutive steps of one gesture are undone together. */
  group?: number;
}

export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export type Selection =
  { kind: 'card'; id: string } | { kind: 'hex'; key: HexKey } | { kind: 'unit'; id: string } | null;

/** The open play menu of a hand card: all its plays, or those giving one family (after a drop). */
export interface CardMenu {
  card: string;
  family: string | null;
}

export interface UiState {
  selection: Selection;
  hover: HexKey | null;
  camera: Camera;
  /** Incremented to ask the board to fit the whole map into view. */
  fitRequest: number;
  /** A space to centre the map on (`n` counts the requests; null before the first). */
  focusRequest: { hex: HexKey; n: number } | null;
  language: Language;
  cardMenu: CardMenu | null;
  /** The hand card being dragged (drop targets light up when it has plays for them). */
  dragCard: string | null;
  /** The drop target under a finger dragging a card (touch drags have no HTML5 dragenter). */
  dragOver: PointFamily | null;
  /** The site panel is opened for this space (clicking the hero's site, or Interact). */
  sitePanel: HexKey | null;
  /** Computer players wait until resumed (the bot indicator's Pause). */
  botsPaused: boolean;
  /** The rules reference is open, at this rule (null: its start); `n` counts the requests. */
  rules: { open: boolean; at: string | null; n: number };
  /** Player settings on this device (motion, collapsed panels; src/store/settings.ts). */
  settings: Settings;
}

export interface GameSlice {
  game: GameState | null;
  /** Id of the game's saved record (autosave writes to it), null without a game. */
  gameId: string | null;
  /** The setup the game was created from. */
  setup: GameSetup | null;
  /**
   * Every action since createGame (undo takes them back too): (setup, actions) replays the game.
   * Null when the state was replaced with loadState and no longer follows from the setup.
   */
  actions: Action[] | null;
  /** newGame is waiting for the engine to load. */
  starting: boolean;
  /** Snapshots since the last checkpoint (UNDO-2); undo pops one. */
  history: HistoryEntry[];
  /** The last checkpoint (null before the first one of the game). */
  checkpoint: CheckpointInfo | null;
  log: LogEntry[];
  lastError: ErrorInfo | null;
  newGame: (setup: GameSetup) => DispatchResult;
  /** Replace the game state as it is (test set-ups); nothing before it can be undone. */
  loadState: (state: GameState) => void;
  /** Open a game with its action list (a saved game, an imported file). */
  openGame: (game: OpenGame) => void;
  /** The undo history in saved form (null when there is nothing to undo). */
  savedUndo: () => SavedUndo | null;
  dispatch: (action: Action, opts?: DispatchOptions) => DispatchResult;
  /** Take back the last step (a whole undo group); false when there is nothing to undo. */
  undo: () => boolean;
  /** There is a step to take back, and it is the deciding player's own. */
  canUndo: () => boolean;
  /** Back to the start of the turn in one step, when no checkpoint came since (else false). */
  undoToTurnStart: () => boolean;
  /** A fresh undo group for a gesture of several steps. */
  newUndoGroup: () => number;
  clearError: () => void;
  leaveGame: () => void;
}

export interface UiSlice {
  ui: UiState;
  select: (sel: Selection) => void;
  setHover: (hex: HexKey | null) => void;
  setCamera: (camera: Camera) => void;
  requestFit: () => void;
  /** Centre the map on a space, keeping the zoom (a hotseat player's hero after the hand-off). */
  requestFocus: (hex: HexKey) => void;
  setLanguage: (lang: Language) => void;
  openCardMenu: (card: string, family?: string | null) => void;
  closeCardMenu: () => void;
  setDragCard: (card: string | null) => void;
  setDragOver: (family: PointFamily | null) => void;
  setSitePanel: (hex: HexKey | null) => void;
  setBotsPaused: (paused: boolean) => void;
  /** Open the rules reference, at a rule if given (a rule link). */
  openRules: (at?: string | null) => void;
  closeRules: () => void;
  /** Change one setting; it is stored on this device at once. */
  setSetting: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
}

export type Store = GameSlice & UiSlice;

const LOG_LIMIT = 400;

/**
 * Events that explain a checkpoint, most telling first (the engine decides what is a checkpoint;
 * this only picks the words for "why can't I undo?").
 */
const CHECKPOINT_REASONS = [
  'tile-revealed',
  'enemy-revealed',
  'ruins-revealed',
  'die-rolled',
  'dice-rolled',
  'random-drawn',
  'cards-drawn',
  'deck-shuffled',
  'round-started',
  'turn-started',
];

export function checkpointInfo(action: Action, events: readonly GameEvent[]): CheckpointInfo {
  const types = new Set(events.map((e) => e.type));
  const reason = CHECKPOINT_REASONS.find((r) => types.has(r)) ?? action.type;
  return { reason, turnStart: types.has('turn-started') };
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (e instanceof Error) {
    const ruleId = (e as Error & { ruleId?: unknown }).ruleId;
    return { ruleId: typeof ruleId === 'string' ? ruleId : null, message: e.message };
  }
  return { ruleId: null, message: String(e) };
}

export const initialCamera: Camera = { x: 0, y: 0, scale: 1 };

let idCounter = 0;
function defaultNewId(): string {
  idCounter += 1;
  return `game-${idCounter}`;
}

/** Turn and round boundaries: an opened site panel does not outlive them. */
const SITE_PANEL_ENDS = new Set<GameEvent['type']>([
  'turn-ended',
  'turn-forfeited',
  'turn-started',
  'round-ended',
  'round-started',
]);

/**
 * The site panel opened for `hex` collapses when the turn or round changes, or when the hero whose
 * turn it is no longer stands there (a later visit opens it afresh).
 */
function sitePanelEnded(hex: HexKey, result: { state: GameState; events: GameEvent[] }): boolean {
  if (result.events.some((e) => SITE_PANEL_ENDS.has(e.type))) return true;
  const player = result.state.turn?.player;
  return player === undefined || result.state.players[player]?.position !== hex;
}

export function createGameStore(
  engine: EngineApi,
  opts: { language?: Language; newId?: () => string } = {},
) {
  const newId = opts.newId ?? defaultNewId;
  let nextLogId = 1;
  let nextGroup = 1;
  const entries = (events: GameEvent[], before?: GameState): LogEntry[] =>
    events.map((event) => {
      const entry: LogEntry = { id: nextLogId++, event };
      const dice = before?.source?.dice;
      if (dice && event.type === 'mana-spent')
        entry.dice = Object.fromEntries(dice.map((d) => [d.id, d.color]));
      return entry;
    });

  return create<Store>()(
    immer((set, get) => {
      /** Back to history[i], dropping it and every later snapshot. */
      const restore = (i: number): boolean => {
        const target = get().history[i];
        if (!target) return false;
        set((s) => {
          s.history.splice(i);
          s.game = target.state;
          if (s.actions && target.actionCount !== undefined) s.actions.splice(target.actionCount);
          s.log.splice(Math.min(target.logLength, s.log.length));
          s.lastError = null;
          s.ui.selection = null;
          s.ui.cardMenu = null;
        });
        return true;
      };

      return {
        // ---------------------------------------------------------- game slice
        game: null,
        gameId: null,
        setup: null,
        actions: null,
        starting: false,
        history: [],
        checkpoint: null,
        log: [],
        lastError: null,

        newGame(setup) {
          if (engine.ready && engine.load && !engine.ready()) {
            // The rules engine is loaded on demand: start the game once it is there.
            set((s) => {
              s.starting = true;
              s.lastError = null;
            });
            engine.load().then(
              () => {
                set((s) => {
                  s.starting = false;
                });
                get().newGame(setup);
              },
              (e: unknown) => {
                const err = toErrorInfo(e);
                set((s) => {
                  s.starting = false;
                  s.lastError = err;
                });
              },
            );
            return { ok: true, error: null, pending: true };
          }
          let game: GameState;
          try {
            game = engine.createGame(setup);
          } catch (e) {
            const err = toErrorInfo(e);
            set((s) => {
              s.lastError = err;
            });
            return { ok: false, error: err.message };
          }
          set((s) => {
            s.game = game;
            s.gameId = newId();
            s.setup = setup;
            s.actions = [];
            s.history = [];
            s.checkpoint = null;
            s.log = entries([{ type: 'game-started', scenario: setup.scenario }]);
            s.lastError = null;
            s.ui.selection = null;
            s.ui.hover = null;
            s.ui.cardMenu = null;
            s.ui.dragCard = null;
            s.ui.fitRequest += 1;
          });
          return { ok: true, error: null };
        },

        loadState(state) {
          set((s) => {
            s.game = state;
            // the state no longer follows from (setup, actions); autosave keeps the state itself
            s.gameId ??= newId();
            s.setup = state.setup ?? s.setup;
            s.actions = null;
            s.history = [];
            s.checkpoint = null;
            s.lastError = null;
            s.ui.selection = null;
            s.ui.cardMenu = null;
            s.ui.dragCard = null;
          });
        },

        openGame(g) {
          // Rebuild the undo history by replaying its steps from the saved oldest snapshot; when
          // that does not reach the saved state exactly, the game opens without undo history.
          const history: HistoryEntry[] = [];
          if (g.undo && g.undo.steps.length > 0) {
            try {
              let st = g.undo.base;
              const first = g.actions ? g.actions.length - g.undo.steps.length : undefined;
              g.undo.steps.forEach((step, i) => {
                const entry: HistoryEntry = { state: st, logLength: step.logLength };
                entry.action = step.action;
                if (step.group !== undefined) entry.group = step.group;
                if (step.player !== undefined) entry.player = step.player;
                if (first !== undefined) entry.actionCount = first + i;
                history.push(entry);
                st = engine.applyAction(st, step.action).state;
              });
              if (JSON.stringify(st) !== JSON.stringify(g.state)) history.length = 0;
            } catch {
              history.length = 0;
            }
          }
          // Without a rebuilt history, undo explains that the game was reloaded.
          const checkpoint: CheckpointInfo | null =
            history.length > 0 || !g.undo || g.undo.steps.length === 0
              ? (g.undo?.checkpoint ?? null)
              : { reason: 'reloaded', turnStart: false };
          const log = g.log ?? entries([{ type: 'game-started', scenario: g.setup.scenario }]);
          nextLogId = Math.max(nextLogId, ...log.map((e) => e.id + 1));
          nextGroup = Math.max(nextGroup, ...history.map((h) => (h.group ?? 0) + 1));
          for (const h of history) h.logLength = Math.min(h.logLength, log.length);
          set((s) => {
            s.game = g.state;
            s.gameId = g.id ?? newId();
            s.setup = g.setup;
            s.actions = g.actions ? [...g.actions] : null;
            s.history = history;
            s.checkpoint = checkpoint;
            s.log = log;
            s.lastError = null;
            s.starting = false;
            s.ui.selection = null;
            s.ui.hover = null;
            s.ui.cardMenu = null;
            s.ui.dragCard = null;
            s.ui.sitePanel = null;
            s.ui.fitRequest += 1;
          });
        },

        savedUndo() {
          const { history, checkpoint } = get();
          const first = history[0];
          if (!first || history.some((h) => !h.action)) return null;
          return {
            base: first.state,
            steps: history.map((h) => {
              const step: SavedUndo['steps'][number] = {
                action: h.action as Action,
                logLength: h.logLength,
              };
              if (h.group !== undefined) step.group = h.group;
              if (h.player !== undefined) step.player = h.player;
              return step;
            }),
            checkpoint,
          };
        },

        dispatch(action, opts = {}) {
          const current = get().game;
          if (!current) {
            const err = { ruleId: null, message: 'no game in progress' };
            set((s) => {
              s.lastError = err;
            });
            return { ok: false, error: err.message };
          }
          let result: { state: GameState; events: GameEvent[] };
          try {
            result = engine.applyAction(current, action);
          } catch (e) {
            // RuleError: the input state is untouched; show why the action was refused.
            const err = toErrorInfo(e);
            set((s) => {
              s.lastError = err;
            });
            return { ok: false, error: err.message };
          }
          // UNDO-2: nothing before a checkpoint (revealed information) can be taken back.
          const checkpoint = engine.isCheckpoint(action, result.events);
          set((s) => {
            if (checkpoint) {
              s.history = [];
              s.checkpoint = checkpointInfo(action, result.events);
            } else {
              // UNDO-1: a player takes back only their own steps, never another player's decision
              const last = s.history[s.history.length - 1];
              if (last && last.player !== action.player) {
                s.history = [];
                s.checkpoint = { reason: 'other-player', turnStart: false };
              }
              const entry: HistoryEntry = {
                state: current,
                logLength: s.log.length,
                player: action.player,
                action,
              };
              if (opts.group !== undefined) entry.group = opts.group;
              if (s.actions) entry.actionCount = s.actions.length;
              s.history.push(entry);
            }
            s.actions?.push(action);
            s.game = result.state;
            s.log.push(...entries(result.events, current));
            if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
            s.lastError = null;
            s.ui.selection = null;
            s.ui.cardMenu = null;
            if (s.ui.sitePanel !== null && sitePanelEnded(s.ui.sitePanel, result))
              s.ui.sitePanel = null;
          });
          return { ok: true, error: null, events: result.events, checkpoint };
        },

        canUndo() {
          const { history, game } = get();
          const last = history[history.length - 1];
          if (!last || !game) return false;
          if (!engine.activePlayer || last.player === undefined) return true;
          let who: number | null;
          try {
            who = engine.activePlayer(game);
          } catch {
            who = null;
          }
          return who === last.player;
        },

        undo() {
          const { history } = get();
          let i = history.length - 1;
          const last = history[i];
          if (!last || !get().canUndo()) return false;
          if (last.group !== undefined)
            while (i > 0 && history[i - 1]?.group === last.group) i -= 1;
          return restore(i);
        },

        undoToTurnStart() {
          const { history, checkpoint } = get();
          if (history.length === 0 || !checkpoint?.turnStart || !get().canUndo()) return false;
          return restore(0);
        },

        newUndoGroup() {
          return nextGroup++;
        },

        clearError() {
          set((s) => {
            s.lastError = null;
          });
        },

        leaveGame() {
          set((s) => {
            s.game = null;
            s.gameId = null;
            s.setup = null;
            s.actions = null;
            s.ui.botsPaused = false;
            s.history = [];
            s.checkpoint = null;
            s.log = [];
            s.lastError = null;
            s.ui.selection = null;
            s.ui.hover = null;
            s.ui.cardMenu = null;
            s.ui.dragCard = null;
          });
        },

        // ---------------------------------------------------------- UI slice
        ui: {
          selection: null,
          hover: null,
          camera: initialCamera,
          fitRequest: 0,
          focusRequest: null,
          language: opts.language ?? 'en',
          cardMenu: null,
          dragCard: null,
          dragOver: null,
          sitePanel: null,
          botsPaused: false,
          rules: { open: false, at: null, n: 0 },
          settings: loadSettings(),
        },
        select(sel) {
          set((s) => {
            s.ui.selection = sel;
          });
        },
        setHover(hex) {
          if (get().ui.hover === hex) return;
          set((s) => {
            s.ui.hover = hex;
          });
        },
        setCamera(camera) {
          set((s) => {
            s.ui.camera = camera;
          });
        },
        requestFit() {
          set((s) => {
            s.ui.fitRequest += 1;
          });
        },
        requestFocus(hex) {
          set((s) => {
            s.ui.focusRequest = { hex, n: (s.ui.focusRequest?.n ?? 0) + 1 };
          });
        },
        setLanguage(lang) {
          saveLanguage(lang);
          set((s) => {
            s.ui.language = lang;
          });
        },
        setSetting(key, value) {
          set((s) => {
            (s.ui.settings as Settings)[key] = value;
          });
          saveSettings(get().ui.settings);
        },
        setBotsPaused(paused) {
          set((s) => {
            s.ui.botsPaused = paused;
          });
        },
        openRules(at = null) {
          set((s) => {
            s.ui.rules = { open: true, at, n: s.ui.rules.n + 1 };
          });
        },
        closeRules() {
          if (!get().ui.rules.open) return;
          set((s) => {
            s.ui.rules.open = false;
          });
        },
        setSitePanel(hex) {
          if (get().ui.sitePanel === hex) return;
          set((s) => {
            s.ui.sitePanel = hex;
          });
        },
        openCardMenu(card, family = null) {
          set((s) => {
            s.ui.cardMenu = { card, family };
            s.ui.selection = { kind: 'card', id: card };
          });
        },
        closeCardMenu() {
          const { cardMenu, selection } = get().ui;
          if (cardMenu === null && selection?.kind !== 'card') return;
          set((s) => {
            s.ui.cardMenu = null;
            if (s.ui.selection?.kind === 'card') s.ui.selection = null;
          });
        },
        setDragCard(card) {
          if (get().ui.dragCard === card) return;
          set((s) => {
            s.ui.dragCard = card;
          });
        },
        setDragOver(family) {
          if (get().ui.dragOver === family) return;
          set((s) => {
            s.ui.dragOver = family;
          });
        },
      };
    }),
  );
}

export type GameStore = ReturnType<typeof createGameStore>;

export { loadLanguage };

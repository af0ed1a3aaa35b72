// The app's one store (zustand + immer): a game slice wrapped around the pure rules engine and a UI
// slice. The engine is injected so that store behaviour (dispatch, undo, checkpoints, errors) can be
// tested with a scripted fake engine; src/store/index.ts binds the real one.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Action } from '../engine/actions/types';
import type { HexKey } from '../engine/hex/hex';
import type { GameSetup, GameState } from '../engine/state/types';
import type { GameEvent } from '../engine/view/events';
import { loadLanguage, saveLanguage, type Language } from '../i18n';

/** The part of the engine's public surface the store needs (src/engine/index.ts). */
export interface EngineApi {
  createGame(setup: GameSetup): GameState;
  applyAction(state: GameState, action: Action): { state: GameState; events: GameEvent[] };
  isCheckpoint(action: Action, events: GameEvent[]): boolean;
}

export interface LogEntry {
  id: number;
  event: GameEvent;
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
}

export interface DispatchResult {
  ok: boolean;
  error: string | null;
}

export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export type Selection =
  { kind: 'card'; id: string } | { kind: 'hex'; key: HexKey } | { kind: 'unit'; id: string } | null;

export interface UiState {
  selection: Selection;
  hover: HexKey | null;
  camera: Camera;
  /** Incremented to ask the board to fit the whole map into view. */
  fitRequest: number;
  language: Language;
}

export interface GameSlice {
  game: GameState | null;
  /** Snapshots since the last checkpoint (UNDO-2); undo pops one. */
  history: HistoryEntry[];
  log: LogEntry[];
  lastError: ErrorInfo | null;
  newGame: (setup: GameSetup) => DispatchResult;
  dispatch: (action: Action) => DispatchResult;
  undo: () => boolean;
  clearError: () => void;
  leaveGame: () => void;
}

export interface UiSlice {
  ui: UiState;
  select: (sel: Selection) => void;
  setHover: (hex: HexKey | null) => void;
  setCamera: (camera: Camera) => void;
  requestFit: () => void;
  setLanguage: (lang: Language) => void;
}

export type Store = GameSlice & UiSlice;

const LOG_LIMIT = 400;

export function toErrorInfo(e: unknown): ErrorInfo {
  if (e instanceof Error) {
    const ruleId = (e as Error & { ruleId?: unknown }).ruleId;
    return { ruleId: typeof ruleId === 'string' ? ruleId : null, message: e.message };
  }
  return { ruleId: null, message: String(e) };
}

export const initialCamera: Camera = { x: 0, y: 0, scale: 1 };

export function createGameStore(engine: EngineApi, opts: { language?: Language } = {}) {
  let nextLogId = 1;
  const entries = (events: GameEvent[]): LogEntry[] =>
    events.map((event) => ({ id: nextLogId++, event }));

  return create<Store>()(
    immer((set, get) => ({
      // ------------------------------------------------------------ game slice
      game: null,
      history: [],
      log: [],
      lastError: null,

      newGame(setup) {
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
          s.history = [];
          s.log = entries([{ type: 'game-started', scenario: setup.scenario }]);
          s.lastError = null;
          s.ui.selection = null;
          s.ui.hover = null;
          s.ui.fitRequest += 1;
        });
        return { ok: true, error: null };
      },

      dispatch(action) {
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
          if (checkpoint) s.history = [];
          else s.history.push({ state: current, logLength: s.log.length });
          s.game = result.state;
          s.log.push(...entries(result.events));
          if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
          s.lastError = null;
          s.ui.selection = null;
        });
        return { ok: true, error: null };
      },

      undo() {
        const { history } = get();
        const last = history[history.length - 1];
        if (!last) return false;
        set((s) => {
          s.history.pop();
          s.game = last.state;
          s.log.splice(Math.min(last.logLength, s.log.length));
          s.lastError = null;
          s.ui.selection = null;
        });
        return true;
      },

      clearError() {
        set((s) => {
          s.lastError = null;
        });
      },

      leaveGame() {
        set((s) => {
          s.game = null;
          s.history = [];
          s.log = [];
          s.lastError = null;
          s.ui.selection = null;
          s.ui.hover = null;
        });
      },

      // ------------------------------------------------------------ UI slice
      ui: {
        selection: null,
        hover: null,
        camera: initialCamera,
        fitRequest: 0,
        language: opts.language ?? 'en',
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
      setLanguage(lang) {
        saveLanguage(lang);
        set((s) => {
          s.ui.language = lang;
        });
      },
    })),
  );
}

export type GameStore = ReturnType<typeof createGameStore>;

export { loadLanguage };

// Seats played by the computer ('bot' players of the setup): whenever a bot is the one to decide,
// the bot of the seat's level (start screen: greedy or expert, issue 18) picks one of the engine's
// legal actions and it is dispatched like a
// click, one step at a time so that the humans can follow. Runs while the game screen is shown
// (useGameServices), so the bots' code loads with the game screen, not with the start screen.
import type { Action, GameState } from '../../engine';
import { createBot, type Bot } from '../../sim/bots';
import type { BotLevel } from '../start/options';
import { botLevelOf } from '../start/prefs';
import { deciderOf, legalActionsOf, type DispatchResult } from '../../store';

interface GameStore {
  getState(): {
    game: GameState | null;
    dispatch(action: Action): DispatchResult;
    /** The players paused the bots (the top bar's bot indicator). */
    ui?: { botsPaused?: boolean };
  };
  subscribe(listener: (s: { game: GameState | null }) => void): () => void;
}

/** Milliseconds between two bot steps. */
export const BOT_STEP_MS = 180;

/** The bot's next step in this state, or null when no bot is to decide. */
export function botStep(state: GameState, bot: Bot): Action | null {
  if (state.gameOver) return null;
  const who = deciderOf(state);
  if (who === null || state.players[who]?.kind !== 'bot') return null;
  const legal = legalActionsOf(state);
  if (legal.length === 0) return null;
  try {
    return bot.choose(state, legal);
  } catch {
    return legal[0] ?? null;
  }
}

export function installBotDriver(store: GameStore, stepMs = BOT_STEP_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // One bot per level (as in the simulator, one bot serves every seat of its level), new for
  // every game seed; the deciding seat's level is the one chosen on the start screen.
  let bots: { seed: number; byLevel: Map<BotLevel, Bot> } | null = null;
  const botFor = (g: GameState): Bot => {
    if (!bots || bots.seed !== g.setup.seed) bots = { seed: g.setup.seed, byLevel: new Map() };
    const level = botLevelOf(deciderOf(g) ?? 0);
    let b = bots.byLevel.get(level);
    if (!b) bots.byLevel.set(level, (b = createBot(level, g.setup.seed)));
    return b;
  };
  const paused = () => store.getState().ui?.botsPaused === true;
  const step = () => {
    timer = null;
    const game = store.getState().game;
    if (!game || paused()) return;
    const a = botStep(game, botFor(game));
    if (!a) return;
    const r = store.getState().dispatch(a);
    // A refused step (should not happen: bots pick legal actions) is retried once with the first
    // legal action so that a game never hangs on a bot.
    if (!r.ok) {
      const first = legalActionsOf(game)[0];
      if (first) store.getState().dispatch(first);
    }
  };
  const schedule = (g: GameState | null) => {
    if (timer !== null || !g || g.gameOver || paused()) return;
    const who = deciderOf(g);
    if (who === null || g.players[who]?.kind !== 'bot') return;
    timer = setTimeout(step, stepMs);
  };
  schedule(store.getState().game);
  const unsub = store.subscribe((s) => schedule(s.game));
  return () => {
    unsub();
    if (timer !== null) clearTimeout(timer);
  };
}

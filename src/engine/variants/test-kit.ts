// Helpers for the variant tests (tests only).
import { applyAction, createGame, legalActions } from '../index';
import type { GameSetup, GameState } from '../index';
import type { HeroId, ScenarioId } from '../core/types';
import { act, edit, newCtx } from '../testing/builders';
import { tileDef } from '../content';
import { parseTilePosKey, tileNeighbors } from '../hex/hex';
import { placeTile, placementAllowed } from '../map/map';

const HEROES: HeroId[] = ['tovak', 'goldyx', 'norowas', 'arythea'];

export function setupOf(
  scenario: ScenarioId,
  players: number,
  variants: string[] = [],
  seed = 1,
  options: GameSetup['options'] = undefined,
): GameSetup {
  return {
    scenario,
    players: HEROES.slice(0, players).map((hero) => ({ hero, kind: 'human' as const })),
    seed,
    ...(variants.length > 0 ? { variants } : {}),
    ...(options ? { options } : {}),
  };
}

/** A new game with variants (before any action). */
export function variantGame(
  scenario: ScenarioId,
  players: number,
  variants: string[] = [],
  seed = 1,
  options: GameSetup['options'] = undefined,
): GameState {
  return createGame(setupOf(scenario, players, variants, seed, options));
}

/** Play the first legal action until a turn is under way with nothing to choose. */
export function toTurn(s: GameState): GameState {
  let x = s;
  for (let guard = 0; guard < 80 && !x.gameOver; guard++) {
    if (x.turn && x.pending.length === 0) return x;
    const a = legalActions(x)[0];
    if (!a) return x;
    x = act(x, a);
  }
  return x;
}

/** Answer open choices with their first legal answer. */
export function settle(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 60 && x.pending.length > 0 && !x.gameOver; i++) {
    const a = legalActions(x).find((y) => y.type === 'choose');
    if (!a) break;
    x = act(x, a);
  }
  return x;
}

/**
 * Play to the end of the current round with every player ending their turns at once (the decks
 * are emptied so that the End of the Round comes quickly); stops at the first open choice of the
 * round's end when `stopAtChoice`.
 */
export function endRoundNow(s: GameState, stopAtChoice = false): GameState {
  const round = s.round.number;
  let x = edit(s, (d) => {
    for (const p of d.players) {
      p.discard.push(...p.deck);
      p.deck = [];
    }
  });
  for (let guard = 0; guard < 80 && x.round.number === round && !x.gameOver; guard++) {
    if (x.pending.length > 0 && !x.turn) {
      if (stopAtChoice) return x;
      x = settle(x);
      continue;
    }
    const legal = legalActions(x);
    const a =
      legal.find((y) => y.type === 'announce-end-of-round') ??
      legal.find((y) => y.type === 'end-turn') ??
      legal.find((y) => y.type === 'dummy-turn') ??
      legal.find((y) => y.type === 'choose') ??
      legal[0];
    if (!a) break;
    x = applyAction(x, a).state;
  }
  return x;
}

/** Place every tile of the deck somewhere legal (test helper). */
export function revealAll(s: GameState): GameState {
  return edit(s, (d) => {
    for (let guard = 0; guard < 40 && d.tileDeck.length > 0; guard++) {
      const t = d.tileDeck[0] ?? '';
      const kind = tileDef(t).kind;
      let placed = false;
      for (const pt of d.map.tiles) {
        for (const n of tileNeighbors(parseTilePosKey(pt.pos))) {
          if (placementAllowed(d, n, kind, false).ok) {
            d.tileDeck.shift();
            placeTile(d, t, n, newCtx(), null);
            placed = true;
            break;
          }
        }
        if (placed) break;
      }
      if (!placed) d.tileDeck.push(d.tileDeck.shift() ?? '');
    }
  });
}

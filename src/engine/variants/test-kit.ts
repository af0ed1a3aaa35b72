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

/** The rule id a call is refused with (undefined when it does not throw). */
export const ruleOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { ruleId?: string }).ruleId;
  }
  return undefined;
};

/** All the tiles of the game: the tile deck and the tiles on the map. */
export const allTiles = (s: GameState): string[] => [
  ...s.tileDeck,
  ...s.map.tiles.map((t) => t.tile),
];
export const cityTiles = (s: GameState): string[] => allTiles(s).filter((t) => tileDef(t).city);

/** Reveal the game's city tiles (in deck order) on free positions far off the map. */
export function revealCities(s: GameState): GameState {
  return edit(s, (d) => {
    cityTiles(d)
      .filter((t) => d.tileDeck.includes(t))
      .forEach((t, i) => {
        d.tileDeck = d.tileDeck.filter((x) => x !== t);
        placeTile(d, t, { a: 9 + 3 * i, b: 9 }, newCtx(), null);
      });
  });
}

/** Team game of four: players 0 and 2 against 1 and 3. */
export const TEAMS = [
  [0, 2],
  [1, 3],
];

/** The first two cities conquered: team 0 (players 0 and 2) leads the first, team 1 the second. */
export function twoCitiesConquered(s: GameState): GameState {
  return edit(s, (d) => {
    const [a, b] = d.cities;
    if (!a || !b) throw new Error('two cities expected');
    Object.assign(a, { conquered: true, garrison: [], shields: [0, 0, 2], leader: 0 });
    Object.assign(b, { conquered: true, garrison: [], shields: [1, 3, 3], leader: 3 });
  });
}

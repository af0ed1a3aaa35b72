// Test kit: seeded random walks through real games, for the tests that read what the UI says about
// every state, action and event on the way (src/ui/log-words.test.ts, src/ui/german-walk.test.ts).
import { applyAction, legalActions, type Action, type GameEvent, type GameState } from '../engine';

/** Heroes the walks seat, in a fixed order (a walk takes a slice of them). */
export const WALK_HEROES = [
  'tovak',
  'goldyx',
  'norowas',
  'arythea',
  'wolfhawk',
  'krang',
  'braevalar',
];

export interface WalkVisitor {
  /** Before each step: the state and what is legal in it. */
  state?(s: GameState, legal: readonly Action[]): void;
  /** After each applied step: its events and the state they led to. */
  events?(events: readonly GameEvent[], s: GameState): void;
}

/**
 * Up to `steps` uniformly random legal actions from `s0` (a fixed linear congruential sequence
 * from `seed`, so a failing walk can be replayed); a refused action is skipped.
 */
export function randomWalk(s0: GameState, steps: number, seed: number, visit: WalkVisitor): void {
  let s = s0;
  let r = seed;
  const rnd = (n: number) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let i = 0; i < steps && !s.gameOver; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    visit.state?.(s, legal);
    const a = legal[rnd(legal.length)];
    if (!a) break;
    let res;
    try {
      res = applyAction(s, a);
    } catch {
      continue;
    }
    s = res.state;
    visit.events?.(res.events, s);
  }
}

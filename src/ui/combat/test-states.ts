// Game states for the combat/site/unit UI tests, built with the engine's public API only: a seeded
// solo game played to Tovak's first turn, then edited as a JSON copy (tests only).
import { applyAction, createGame, legalActions, type GameState } from '../../engine';

export function firstTurn(seed = 4242): GameState {
  let s = createGame({
    scenario: 'solo-conquest',
    players: [{ hero: 'tovak', kind: 'human' }],
    seed,
  });
  for (let i = 0; i < 40; i++) {
    if (s.turn?.player === 0 && s.pending.length === 0) return s;
    const legal = legalActions(s);
    const a =
      legal.find((x) => x.type === 'choose-tactic') ??
      legal.find((x) => x.type === 'dummy-turn') ??
      legal.find((x) => x.type === 'choose');
    if (!a) break;
    s = applyAction(s, a).state;
  }
  throw new Error('could not reach the first turn');
}

/** A changed copy of a (frozen) state. */
export function edit(s: GameState, recipe: (d: GameState) => void): GameState {
  const d = JSON.parse(JSON.stringify(s)) as GameState;
  recipe(d);
  return d;
}

const DIRS: [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

export function neighbours(k: string): string[] {
  const [q = 0, r = 0] = k.split(',').map(Number);
  return DIRS.map(([dq, dr]) => `${q + dq},${r + dr}`);
}

/** Two adjacent walkable hexes without site or enemies. */
export function freePair(s: GameState): [string, string] {
  const ok = (k: string) => {
    const h = s.map.hexes[k];
    return (
      !!h &&
      ['plains', 'hills', 'forest', 'wasteland', 'desert'].includes(h.terrain) &&
      !h.site &&
      h.enemies.length === 0 &&
      !h.ruins
    );
  };
  for (const k of Object.keys(s.map.hexes).sort()) {
    if (!ok(k)) continue;
    const n = neighbours(k).find(ok);
    if (n) return [k, n];
  }
  throw new Error('no free pair');
}

/** Player 0 at a free hex next to a rampaging orc camp with these enemies, holding `hand`. */
export function besideOrcs(
  s: GameState,
  enemies: string[],
  hand: string[],
): { state: GameState; hero: string; orcs: string } {
  const [hero, orcs] = freePair(s);
  const state = edit(s, (d) => {
    const p = d.players[0];
    const h = d.map.hexes[orcs];
    if (!p || !h || !d.turn) return;
    p.position = hero;
    p.hand = hand.map((c, i) => `${c}#${8000 + i}`);
    d.turn.path = [hero];
    h.site = { type: 'orcs' };
    h.enemies = enemies.map((e, i) => ({ id: `${e}#${8100 + i}`, faceUp: true }));
  });
  return { state, hero, orcs };
}

export function act(s: GameState, a: Parameters<typeof applyAction>[1]): GameState {
  return applyAction(s, a).state;
}

// Prepared states of the late-game Solo Conquest e2e test (e2e/late-game-solo.spec.ts, which
// loads them through window.mk.loadState), built with the engine's public API: Solo Conquest, seed
// 4242, Tovak on the portal (0,0) in his first turn; then only the round's time, the Source, the
// hero's hand, crystals, units, Fame and the sites next to him are set, so that each situation is
// known in advance. Neighbours of the portal: 1,0 (plains), 0,-1 (plains), 1,-1 (forest).
import { createGame, type GameState } from '../engine';
import { copy, toFirstTurn } from './test-state-kit';

function base(seed = 4242): GameState {
  return copy(
    toFirstTurn(
      createGame({ scenario: 'solo-conquest', players: [{ hero: 'tovak', kind: 'human' }], seed }),
    ),
  );
}

interface Setup {
  time?: 'day' | 'night';
  hand: string[];
  dice?: GameState['source']['dice'][number]['color'][];
  crystals?: Partial<Record<'red' | 'blue' | 'green' | 'white', number>>;
  units?: string[];
  fame?: number;
  level?: number;
  at?: string;
}

/** Tovak at `at` (default the portal 0,0) at the start of his turn with this hand and so on. */
export function lateTurn(o: Setup): GameState {
  const s = base();
  const p = s.players[0];
  const t = s.turn;
  if (!p || !t) throw new Error('not Tovak’s turn');
  if (o.time) s.round.time = o.time;
  const at = o.at ?? '0,0';
  p.position = at;
  t.path = [at];
  p.hand = o.hand.map((id, i) => `${id}#${9500 + i}`);
  if (o.dice) s.source.dice = o.dice.map((color, i) => ({ id: i + 1, color, takenBy: null }));
  p.crystals = { red: 0, blue: 0, green: 0, white: 0, ...o.crystals };
  p.units = (o.units ?? []).map((id, i) => ({ id: `${id}#${9600 + i}`, ready: true, wounds: 0 }));
  if (o.fame !== undefined) p.fame = o.fame;
  if (o.level !== undefined) {
    p.level = o.level;
    t.levelAtStart = o.level;
  }
  return s;
}

/** Put a site (and the enemies lying on it) on a hex next to the portal. */
export function withSite(
  s: GameState,
  hex: string,
  site: NonNullable<GameState['map']['hexes'][string]['site']>,
  enemies: string[] = [],
): GameState {
  const h = s.map.hexes[hex];
  if (!h) throw new Error(`no hex ${hex}`);
  h.site = site;
  h.enemies = enemies.map((id) => ({ id, faceUp: true }));
  return s;
}

/** Put the token of enemy `def` on top of its pile (the next one drawn); its instance id. */
export function enemyOnTop(
  s: GameState,
  color: keyof GameState['enemyPiles'],
  def: string,
): string {
  const pile = s.enemyPiles[color];
  const id = pile.draw.find((x) => x.startsWith(`${def}#`));
  if (!id) throw new Error(`no ${def} in the ${color} pile`);
  pile.draw = [id, ...pile.draw.filter((x) => x !== id)];
  return id;
}

// The physical objects of a game (card, unit, enemy, ruins and skill instances), derived from the
// initial state of its setup through the public API. Invariants check conservation against it;
// statistics use it to classify played cards. Cached per setup (createGame is deterministic).
import { createGame, type GameSetup, type GameState } from '../engine';

export type ObjectKind =
  'basic-card' | 'advanced-action' | 'spell' | 'artifact' | 'unit' | 'enemy' | 'ruins' | 'skill';

export interface Catalog {
  /** Instance id → kind, for every object present at setup (wounds excluded: they are created). */
  kind: Map<string, ObjectKind>;
  cards: string[];
  units: string[];
  enemies: string[];
  ruins: string[];
  skills: string[];
  /** Number of Source dice (constant through the game). */
  dice: number;
  /** Wound pile + wound cards + wounds on units: constant. */
  wounds: number;
  playerCount: number;
}

const cache = new Map<string, Catalog>();

export function catalogFor(setup: GameSetup): Catalog {
  const key = JSON.stringify(setup);
  const hit = cache.get(key);
  if (hit) return hit;
  const c = buildCatalog(createGame(setup));
  if (cache.size > 64) cache.clear();
  cache.set(key, c);
  return c;
}

/** Catalog of the objects in a state; meant for an initial state (before any action). */
export function buildCatalog(s: GameState): Catalog {
  const kind = new Map<string, ObjectKind>();
  const add = (ids: Iterable<string>, k: ObjectKind) => {
    for (const id of ids) kind.set(id, k);
  };
  for (const p of s.players) {
    add(p.deck, 'basic-card');
    add(p.hand, 'basic-card');
    add(p.discard, 'basic-card');
    add(p.skillPile, 'skill');
    for (const sk of p.skills) kind.set(sk.id, 'skill');
  }
  add(s.decks.advancedActions, 'advanced-action');
  add(s.variants?.draft?.hands.flat() ?? [], 'advanced-action'); // VAR-DECK-2a
  add(s.offers.advancedActions, 'advanced-action');
  add(s.offers.monasteryActions, 'advanced-action');
  add(s.decks.spells, 'spell');
  add(s.offers.spells, 'spell');
  add(s.decks.artifacts, 'artifact');
  add(s.decks.regularUnits, 'unit');
  add(s.decks.eliteUnits, 'unit');
  add(s.offers.units, 'unit');
  add(s.offers.skills, 'skill');
  for (const pile of Object.values(s.enemyPiles)) {
    add(pile.draw, 'enemy');
    add(pile.discard, 'enemy');
  }
  for (const h of Object.values(s.map.hexes)) {
    add(
      h.enemies.map((e) => e.id),
      'enemy',
    );
    if (h.ruins) kind.set(h.ruins.id, 'ruins');
  }
  for (const c of s.cities)
    add(
      c.garrison.map((g) => g.id),
      'enemy',
    );
  add(s.ruinsPile.draw, 'ruins');
  add(s.ruinsPile.discard, 'ruins');
  const of = (k: ObjectKind) => [...kind].filter(([, v]) => v === k).map(([id]) => id);
  let wounds = s.woundPile;
  for (const p of s.players) {
    for (const c of [...p.deck, ...p.hand, ...p.discard]) if (isWoundId(c)) wounds++;
    for (const u of p.units) wounds += u.wounds;
  }
  return {
    kind,
    cards: [...of('basic-card'), ...of('advanced-action'), ...of('spell'), ...of('artifact')],
    units: of('unit'),
    enemies: of('enemy'),
    ruins: of('ruins'),
    skills: of('skill'),
    dice: s.source.dice.length,
    wounds,
    playerCount: s.players.length,
  };
}

export const isWoundId = (id: string): boolean => id.startsWith('wound#');

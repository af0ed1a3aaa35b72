// State invariants checked after every simulated action (DESIGN.md "What we measure": cards,
// wounds, tokens and crystals are conserved; the state is plain JSON). A pure function: it reads
// the state and returns the violations, most informative first; [] when all hold.
//
// Conservation works on instance ids (`<definition>#<serial>`): every object present at setup
// (catalogFor(setup)) must lie in exactly one "holding" place. Some places only *refer* to objects
// (combat enemies standing on their hex, pending choices' data): an object found only there is
// accepted as held by it, but never counts as a second copy. When an object is missing, the whole
// state is searched and the paths where its id still occurs are reported, so that a new holding
// place added by the engine shows up by name.
import type { GameState } from '../engine';
import { catalogFor, isWoundId, type Catalog } from './catalog';

export interface Violation {
  /** Invariant id, e.g. 'cards-conserved'. */
  rule: string;
  message: string;
}

/**
 * Where each object id was found: one place (the usual case, no array allocated per id) or, when
 * the same id lies in several places, all of them.
 */
type Where = Map<string, string | string[]>;

function note(where: Where, id: string, place: string): void {
  const at = where.get(id);
  if (at === undefined) where.set(id, place);
  else if (typeof at === 'string') where.set(id, [at, place]);
  else at.push(place);
}

const placesOf = (at: string | string[] | undefined): string[] =>
  at === undefined ? [] : typeof at === 'string' ? [at] : at;

function noteAll(where: Where, ids: readonly unknown[] | undefined, place: string): void {
  if (!Array.isArray(ids)) return;
  for (const id of ids) if (typeof id === 'string') note(where, id, place);
}

/** Strings held in a pending choice's data (plain JSON of unknown shape), with their path. */
function collectStrings(v: unknown, path: string, out: [string, string][], depth = 0): void {
  if (depth > 6) return;
  if (typeof v === 'string') out.push([v, path]);
  else if (Array.isArray(v))
    v.forEach((x, i) => collectStrings(x, `${path}[${i}]`, out, depth + 1));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) collectStrings(x, `${path}.${k}`, out, depth + 1);
}

/** Paths in the state where a string occurs (diagnostics for missing objects). */
export function findPaths(state: unknown, needle: string, limit = 5): string[] {
  const out: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (out.length >= limit) return;
    if (v === needle) out.push(path);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(state, 'state');
  return out;
}

/** The universe of a catalog as a set, built once per catalog list (catalogs are cached per setup). */
const universeSets = new WeakMap<readonly string[], Set<string>>();
function universeSet(universe: readonly string[]): Set<string> {
  let set = universeSets.get(universe);
  if (!set) {
    set = new Set(universe);
    universeSets.set(universe, set);
  }
  return set;
}

function conserve(
  state: GameState,
  rule: string,
  label: string,
  universe: readonly string[],
  primary: Where,
  secondary: Where,
  accepts: (id: string) => boolean,
  out: Violation[],
): void {
  const known = universeSet(universe);
  for (const id of universe) {
    const at = primary.get(id);
    if (at !== undefined && typeof at !== 'string') {
      out.push({
        rule,
        message: `${label} ${id} is in ${at.length} places at once: ${at.join(', ')}.`,
      });
    } else if (at === undefined && !secondary.has(id)) {
      const seen = findPaths(state, id);
      out.push({
        rule,
        message:
          `${label} ${id} has disappeared (in no pile, hand, offer, deck or play area)` +
          (seen.length
            ? `; its id still occurs at ${seen.join(', ')}.`
            : '; its id occurs nowhere in the state.'),
      });
    }
  }
  for (const [id, at] of primary) {
    if (known.has(id) || !accepts(id)) continue;
    out.push({
      rule,
      message: `${label} ${id} appeared from nowhere (not present at setup), at ${placesOf(at).join(', ')}.`,
    });
  }
}

/** Check every invariant of one state. */
export function checkInvariants(
  state: GameState,
  catalog: Catalog = catalogFor(state.setup),
): Violation[] {
  const out: Violation[] = [];
  if (plainScan(state) === NOT_PLAIN) {
    checkPlainJson(state, out); // the same walk again, now naming the paths
    if (out.length > 0) return out; // the rest assumes a well-formed state
  }

  // ---- deed cards (and wounds)
  const cards: Where = new Map();
  const cardRefs: Where = new Map();
  state.players.forEach((p, i) => {
    noteAll(cards, p.deck, `players[${i}].deck`);
    noteAll(cards, p.hand, `players[${i}].hand`);
    noteAll(cards, p.discard, `players[${i}].discard`);
    noteAll(cards, p.tacticData.stored, `players[${i}].tacticData.stored`);
    noteAll(cards, p.setAside, `players[${i}].setAside`); // Time Bending
    p.units.forEach((u, j) => {
      if (u.banner) note(cards, u.banner, `players[${i}].units[${j}].banner`);
    });
  });
  state.turn?.played.forEach((pc, i) => note(cards, pc.card, `turn.played[${i}]`));
  // §11 player-versus-player combat: the play area of the player not deciding now waits there
  const pvp = (state as { pvp?: { waiting?: { played?: { card?: unknown }[] } | null } | null })
    .pvp;
  pvp?.waiting?.played?.forEach((pc, i) => {
    if (typeof pc.card === 'string') note(cards, pc.card, `pvp.waiting.played[${i}]`);
  });
  // §12 cooperative city assault (COOP-6): the play areas of participants not acting now wait in
  // coop.parked until they finish their turns (COOP-7b)
  const parked = state.coop?.parked;
  if (parked)
    for (const [id, t] of Object.entries(parked))
      t.played.forEach((pc, i) => note(cards, pc.card, `coop.parked.${id}.played[${i}]`));
  noteAll(cards, state.offers.advancedActions, 'offers.advancedActions');
  noteAll(cards, state.offers.spells, 'offers.spells');
  noteAll(cards, state.offers.monasteryActions, 'offers.monasteryActions');
  noteAll(cards, state.decks.advancedActions, 'decks.advancedActions');
  noteAll(cards, state.decks.spells, 'decks.spells');
  noteAll(cards, state.decks.artifacts, 'decks.artifacts');
  // §14.7 variants: draft hands, drafted cards kept aside, Advanced Actions revealed for upgrades
  const v = state.variants;
  v?.draft?.hands.forEach((h, i) => noteAll(cards, h, `variants.draft.hands[${i}]`));
  v?.drafted?.forEach((h, i) => noteAll(cards, h, `variants.drafted[${i}]`));
  noteAll(cards, v?.upgrade?.cards, 'variants.upgrade.cards');
  const isCard = (id: string) => {
    const k = catalog.kind.get(id);
    return k === 'basic-card' || k === 'advanced-action' || k === 'spell' || k === 'artifact';
  };
  for (const id of state.removed) if (isCard(id) || isWoundId(id)) note(cards, id, 'removed');
  const pendingStrings: [string, string][] = [];
  state.pending.forEach((p, i) => collectStrings(p.data, `pending[${i}].data`, pendingStrings));
  for (const [id, path] of pendingStrings) note(cardRefs, id, path);
  conserve(
    state,
    'cards-conserved',
    'Card',
    catalog.cards,
    cards,
    cardRefs,
    (id) => !isWoundId(id),
    out,
  );

  // wounds: instances are created from the pile and returned to it
  let woundCards = 0;
  for (const [id, at] of cards) {
    if (!isWoundId(id)) continue;
    woundCards++;
    if (typeof at !== 'string')
      out.push({
        rule: 'wounds-conserved',
        message: `Wound ${id} is in ${at.length} places at once: ${at.join(', ')}.`,
      });
  }
  for (const [id] of cardRefs) if (isWoundId(id) && !cards.has(id)) woundCards++;
  let unitWounds = 0;
  for (const p of state.players)
    for (const u of p.units) {
      if (!Number.isInteger(u.wounds) || u.wounds < 0)
        out.push({ rule: 'wounds-conserved', message: `Unit ${u.id} has ${u.wounds} wounds.` });
      unitWounds += u.wounds;
    }
  if (state.woundPile + woundCards + unitWounds !== catalog.wounds)
    out.push({
      rule: 'wounds-conserved',
      message:
        `Wounds are not conserved: pile ${state.woundPile} + wound cards ${woundCards} + wounds on units ` +
        `${unitWounds} = ${state.woundPile + woundCards + unitWounds}, expected ${catalog.wounds}.`,
    });

  // ---- units
  const units: Where = new Map();
  noteAll(units, state.offers.units, 'offers.units');
  noteAll(units, state.decks.regularUnits, 'decks.regularUnits');
  noteAll(units, state.decks.eliteUnits, 'decks.eliteUnits');
  state.players.forEach((p, i) =>
    p.units.forEach((u, j) => note(units, u.id, `players[${i}].units[${j}]`)),
  );
  for (const id of state.removed) if (catalog.kind.get(id) === 'unit') note(units, id, 'removed');
  conserve(state, 'units-conserved', 'Unit', catalog.units, units, cardRefs, () => true, out);

  // ---- enemy tokens
  const enemies: Where = new Map();
  const enemyRefs: Where = new Map(cardRefs);
  for (const [color, pile] of Object.entries(state.enemyPiles)) {
    noteAll(enemies, pile.draw, `enemyPiles.${color}.draw`);
    noteAll(enemies, pile.discard, `enemyPiles.${color}.discard`);
  }
  for (const [hex, h] of Object.entries(state.map.hexes))
    h.enemies.forEach((e, i) => note(enemies, e.id, `map.hexes[${hex}].enemies[${i}]`));
  state.cities.forEach((c, i) =>
    c.garrison.forEach((g, j) => note(enemies, g.id, `cities[${i}].garrison[${j}]`)),
  );
  for (const id of state.removed)
    if (catalog.kind.get(id) === 'enemy') note(enemies, id, 'removed');
  state.combat?.enemies.forEach((e, i) => note(enemyRefs, e.id, `combat.enemies[${i}]`));
  conserve(
    state,
    'enemies-conserved',
    'Enemy token',
    catalog.enemies,
    enemies,
    enemyRefs,
    () => true,
    out,
  );
  // a combat enemy still fighting stands where it came from (or was drawn for this combat)
  for (const e of state.combat?.enemies ?? []) {
    if (e.defeated || e.origin.kind === 'drawn') continue;
    const at = placesOf(enemies.get(e.id));
    const origin = e.origin;
    if (origin.kind === 'hex' && !at.some((p) => p.startsWith(`map.hexes[${origin.hex}]`)))
      out.push({
        rule: 'enemies-conserved',
        message: `Combat enemy ${e.id} (from hex ${origin.hex}) is not on that hex but at ${at.join(', ') || 'no place'}.`,
      });
  }

  // ---- ruins tokens
  const ruins: Where = new Map();
  noteAll(ruins, state.ruinsPile.draw, 'ruinsPile.draw');
  noteAll(ruins, state.ruinsPile.discard, 'ruinsPile.discard');
  for (const [hex, h] of Object.entries(state.map.hexes))
    if (h.ruins) note(ruins, h.ruins.id, `map.hexes[${hex}].ruins`);
  for (const id of state.removed) if (catalog.kind.get(id) === 'ruins') note(ruins, id, 'removed');
  conserve(
    state,
    'ruins-conserved',
    'Ruins token',
    catalog.ruins,
    ruins,
    cardRefs,
    () => true,
    out,
  );

  // ---- skill tokens
  const skills: Where = new Map();
  state.players.forEach((p, i) => {
    noteAll(skills, p.skillPile, `players[${i}].skillPile`);
    p.skills.forEach((s, j) => note(skills, s.id, `players[${i}].skills[${j}]`));
  });
  noteAll(skills, state.offers.skills, 'offers.skills');
  for (const id of state.removed) if (catalog.kind.get(id) === 'skill') note(skills, id, 'removed');
  conserve(
    state,
    'skills-conserved',
    'Skill token',
    catalog.skills,
    skills,
    cardRefs,
    () => true,
    out,
  );

  // ---- crystals, dice, player numbers
  state.players.forEach((p, i) => {
    for (const [color, n] of Object.entries(p.crystals)) {
      const max = p.kind === 'dummy' ? Infinity : 3;
      if (!Number.isInteger(n) || n < 0 || n > max)
        out.push({
          rule: 'crystals-range',
          message: `Player ${i} (${p.kind}) has ${n} ${color} crystals (allowed 0..${max === Infinity ? '∞' : max}).`,
        });
    }
    if (!Number.isInteger(p.fame) || p.fame < 0)
      out.push({ rule: 'player-values', message: `Player ${i} has Fame ${p.fame}.` });
    if (!Number.isInteger(p.reputation) || p.reputation < -7 || p.reputation > 7)
      out.push({
        rule: 'player-values',
        message: `Player ${i} has Reputation ${p.reputation} (track is -7..7).`,
      });
    if (!Number.isInteger(p.level) || p.level < 1 || p.level > 10)
      out.push({ rule: 'player-values', message: `Player ${i} is at level ${p.level}.` });
  });
  if (state.source.dice.length !== catalog.dice)
    out.push({
      rule: 'dice-conserved',
      message: `The Source has ${state.source.dice.length} dice, expected ${catalog.dice}.`,
    });
  const dieIds = new Set(state.source.dice.map((d) => d.id));
  if (dieIds.size !== state.source.dice.length)
    out.push({ rule: 'dice-conserved', message: 'Two Source dice share an id.' });
  const t = state.turn;
  if (t) {
    // Influence may start negative (INTERACT-2a: a bad Reputation is applied once, negative allowed).
    for (const k of ['movePoints', 'influencePoints', 'healPoints'] as const)
      if (!Number.isFinite(t[k]) || t[k] < (k === 'influencePoints' ? -7 : 0))
        out.push({ rule: 'turn-values', message: `turn.${k} is ${t[k]}.` });
    for (const d of t.diceUsed)
      if (!dieIds.has(d))
        out.push({
          rule: 'dice-conserved',
          message: `turn.diceUsed names die ${d}, which does not exist.`,
        });
  }
  for (const [i, p] of state.pending.entries())
    if (!state.players[p.player])
      out.push({
        rule: 'pending-valid',
        message: `pending[${i}] (${p.kind}) belongs to player ${p.player}, who does not exist.`,
      });
  return out;
}

// ---- plain JSON, fast: engine states share most of their structure with the state before, and
// their objects are frozen. A frozen object whose children are all frozen can never change again
// (no property can be added, removed or reassigned anywhere in it), so once such a subtree has been
// found to be plain JSON it is remembered and not walked again: the verdict on every later state
// holding it is the same as a full walk's. Unfrozen objects (a state loaded from JSON, test
// fixtures) are walked every time.

const NOT_PLAIN = 0;
const PLAIN = 1;
const PLAIN_FROZEN = 2;
type Scan = typeof NOT_PLAIN | typeof PLAIN | typeof PLAIN_FROZEN;

/** Deep-frozen subtrees that were found to be plain JSON. */
const frozenPlain = new WeakSet<object>();

/** The same test as checkPlainJson, without building paths; remembers deep-frozen plain subtrees. */
function plainScan(v: unknown): Scan {
  if (v === null) return PLAIN_FROZEN;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return PLAIN_FROZEN;
    case 'number':
      return Number.isFinite(v) ? PLAIN_FROZEN : NOT_PLAIN;
    case 'object':
      break;
    default:
      return NOT_PLAIN;
  }
  const o = v;
  if (frozenPlain.has(o)) return PLAIN_FROZEN;
  let deep = Object.isFrozen(o);
  if (Array.isArray(o)) {
    for (let i = 0; i < o.length; i++) {
      if (!(i in o)) return NOT_PLAIN;
      const r = plainScan(o[i]);
      if (r === NOT_PLAIN) return NOT_PLAIN;
      if (r === PLAIN) deep = false;
    }
  } else {
    const proto = Object.getPrototypeOf(o) as unknown;
    if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
    const rec = o as Record<string, unknown>;
    for (const k of Object.keys(rec)) {
      const r = plainScan(rec[k]);
      if (r === NOT_PLAIN) return NOT_PLAIN;
      if (r === PLAIN) deep = false;
    }
  }
  if (!deep) return PLAIN;
  frozenPlain.add(o);
  return PLAIN_FROZEN;
}

/**
 * True when `state` is plain JSON and frozen all the way down (checked by checkInvariants or here):
 * it cannot have changed since, and its JSON text is fixed. The runner's undo check relies on it.
 */
export function isFrozenPlain(state: unknown): boolean {
  return plainScan(state) === PLAIN_FROZEN;
}

/**
 * The state must be plain JSON: JSON.parse(JSON.stringify(state)) deep-equals it. So: only null,
 * booleans, finite numbers, strings, dense arrays and plain objects, and no undefined properties
 * (they vanish in a save and reappear as missing keys).
 */
export function checkPlainJson(value: unknown, out: Violation[], limit = 5): void {
  const rule = 'plain-json';
  const bad = (path: string, what: string) => {
    if (out.filter((v) => v.rule === rule).length < limit)
      out.push({ rule, message: `${path} is ${what}; the state must be plain JSON.` });
  };
  const walk = (v: unknown, path: string) => {
    if (v === null) return;
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return;
      case 'number':
        if (!Number.isFinite(v)) bad(path, String(v));
        return;
      case 'undefined':
        bad(path, 'undefined');
        return;
      case 'object': {
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) {
            if (!(i in v)) bad(`${path}[${i}]`, 'a hole in a sparse array');
            else walk(v[i], `${path}[${i}]`);
          }
          return;
        }
        const proto = Object.getPrototypeOf(v) as unknown;
        if (proto !== Object.prototype && proto !== null) {
          bad(path, `an instance of ${v.constructor?.name ?? 'a class'}`);
          return;
        }
        for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
        return;
      }
      default:
        bad(path, `a ${typeof v}`);
    }
  };
  walk(value, 'state');
}

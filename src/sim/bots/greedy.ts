// The greedy bot: plays to make progress. It explores (walking toward the nearest place where a tile
// can be revealed, or toward a site worth visiting), plays cards when they give what it needs right
// now (Move to reach its target, Influence while interacting, Attack/Block in combat), fights what
// it expects to beat, interacts, recruits and learns, and takes level-up rewards. It only ever
// returns one of the legal actions it was given; to learn what a card does it looks one action ahead
// through the public API (applyAction's events) and reads the public content definitions (card
// effects, enemy armor and attacks) to judge which fights it can win. Like a player peeking, it
// reads the full state (face-down enemies included): fine for simulations and hints.
import {
  applyAction,
  cardDef,
  checkAction,
  commandTokens,
  enemyDef,
  heroArmor,
  reputationModifier,
  legalActions,
  SCENARIOS,
  unitDef,
  type Action,
  type GameEvent,
  type GameState,
  type Pending,
  type PlayerState,
} from '../../engine';
import { createRng, type SimRng } from '../rng';
import { hexDistance, neighborKeys, tileHexKeys, tileNeighborPositions } from '../hexmath';
import { TurnCounter, type Bot } from './types';

/** Decisions in one turn after which the greedy bot ends the turn (or combat phase) when it can. */
export const GREEDY_TURN_CAP = 60;

const TERRAIN_COST: Record<string, { day: number | null; night: number | null }> = {
  plains: { day: 2, night: 2 },
  hills: { day: 3, night: 3 },
  forest: { day: 3, night: 5 },
  wasteland: { day: 4, night: 4 },
  desert: { day: 5, night: 3 },
  swamp: { day: 5, night: 5 },
  lake: { day: null, night: null },
  mountain: { day: null, night: null },
  sea: { day: null, night: null },
};

const FORTIFIED_SITES = new Set(['keep', 'mage-tower', 'city']);
const RAMPAGING_SITES = new Set(['orcs', 'draconum']);

const TACTIC_RANK = [
  'great-start',
  'planning',
  'mana-steal',
  'the-right-moment',
  'rethink',
  'early-bird',
  'preparation',
  'mana-search',
  'midnight-meditation',
  'sparing-power',
  'from-the-dusk',
  'long-night',
];

// ----------------------------------------------------------------------------- what an action gives

interface Gains {
  move: number;
  influence: number;
  attack: number;
  block: number;
  heal: number;
  draw: number;
  crystals: number;
  mana: number;
  fame: number;
  wounds: number;
  failed: boolean;
}

const noGains = (): Gains => ({
  move: 0,
  influence: 0,
  attack: 0,
  block: 0,
  heal: 0,
  draw: 0,
  crystals: 0,
  mana: 0,
  fame: 0,
  wounds: 0,
  failed: false,
});

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function gainsOf(events: readonly GameEvent[], me: number, after: GameState): Gains {
  const g = noGains();
  for (const e of events) {
    if (e.player !== undefined && e.player !== me) continue;
    switch (e.type) {
      case 'points': {
        const k = e.kind;
        if (k === 'move' || k === 'influence' || k === 'attack' || k === 'block' || k === 'heal')
          g[k] += num(e.amount);
        break;
      }
      case 'cards-drawn':
        g.draw += num(e.count);
        break;
      case 'crystal-gained':
        g.crystals += num(e.count) || 1;
        break;
      case 'mana-gained':
        g.mana += num(e.count) || 1;
        break;
      case 'fame-gained':
        g.fame += num(e.amount);
        break;
      case 'wounds-taken':
        g.wounds += num(e.count);
        break;
      default:
    }
  }
  // An effect that opened a choice: count what its best option would give.
  const top = after.pending[after.pending.length - 1];
  if (top && top.player === me && top.kind === 'effect-option' && top.effects) {
    let best: Record<string, number> = {};
    let bestV = -Infinity;
    for (const eff of top.effects) {
      const eg: Partial<Gains> = {};
      effectGains(eff, eg, 0);
      let v = 0;
      const rec: Record<string, number> = {};
      for (const [k, x] of Object.entries(eg))
        if (typeof x === 'number') {
          v += x;
          rec[k] = x;
        }
      if (v > bestV) {
        bestV = v;
        best = rec;
      }
    }
    const gr = g as unknown as Record<string, number>;
    for (const [k, v] of Object.entries(best)) gr[k] = (gr[k] ?? 0) + v;
  }
  return g;
}

/** Rough gains of an effect description (state data of pending choices). */
function effectGains(e: unknown, g: Partial<Gains>, depth: number): void {
  if (!e || typeof e !== 'object' || depth > 4) return;
  const eff = e as {
    kind?: string;
    amount?: number;
    count?: number;
    effects?: unknown[];
    options?: unknown[];
    then?: unknown;
    effect?: unknown;
    day?: unknown;
  };
  const add = (k: keyof Omit<Gains, 'failed'>, v: number) => {
    g[k] = (g[k] ?? 0) + v;
  };
  switch (eff.kind) {
    case 'move':
    case 'influence':
    case 'attack':
    case 'block':
    case 'heal':
      add(eff.kind, num(eff.amount));
      return;
    case 'draw':
      add('draw', num(eff.amount));
      return;
    case 'gain-crystal':
      add('crystals', num(eff.count) || 1);
      return;
    case 'gain-mana':
      add('mana', num(eff.count) || 1);
      return;
    case 'fame':
      add('fame', num(eff.amount));
      return;
    case 'take-wound':
      add('wounds', num(eff.count));
      return;
    case 'all':
      for (const x of eff.effects ?? []) effectGains(x, g, depth + 1);
      return;
    case 'choice': {
      // the first option stands for the family; enough for a rough estimate
      const first = eff.options?.[0];
      if (first) effectGains(first, g, depth + 1);
      return;
    }
    case 'pay':
      effectGains(eff.then, g, depth + 1);
      return;
    case 'by-time':
      effectGains(eff.day, g, depth + 1);
      return;
    case 'bonus-per':
    case 'when':
      effectGains(eff.effect, g, depth + 1);
      return;
    default:
  }
}

function manaCost(a: Action): number {
  const mana = 'mana' in a && Array.isArray(a.mana) ? a.mana : [];
  let c = 0;
  for (const m of mana) c += m.kind === 'crystal' ? 2 : m.kind === 'die' ? 0.6 : 0.3;
  return c;
}

function lookahead(state: GameState, a: Action, me: number): Gains {
  try {
    const r = applyAction(state, a);
    return gainsOf(r.events, me, r.state);
  } catch {
    const g = noGains();
    g.failed = true;
    return g;
  }
}

// ----------------------------------------------------------------------------- fight estimates

interface Strength {
  attack: number;
  block: number;
}

/** Largest amount of an effect family an effect can give (rough: choices → best, all → sum). */
function effectAmount(
  e: unknown,
  kind: 'attack' | 'block' | 'influence' | 'move',
  depth = 0,
): number {
  if (!e || typeof e !== 'object' || depth > 5) return 0;
  const eff = e as {
    kind?: string;
    amount?: number;
    effects?: unknown[];
    options?: unknown[];
    then?: unknown;
    effect?: unknown;
    day?: unknown;
    night?: unknown;
    block?: unknown;
  };
  switch (eff.kind) {
    case 'attack':
    case 'block':
    case 'influence':
    case 'move':
      return eff.kind === kind ? num(eff.amount) : 0;
    case 'all':
      return (eff.effects ?? []).reduce<number>((s, x) => s + effectAmount(x, kind, depth + 1), 0);
    case 'choice':
      return Math.max(0, ...(eff.options ?? []).map((x) => effectAmount(x, kind, depth + 1)));
    case 'pay':
      return effectAmount(eff.then, kind, depth + 1);
    case 'by-time':
      return Math.max(
        effectAmount(eff.day, kind, depth + 1),
        effectAmount(eff.night, kind, depth + 1),
      );
    case 'when':
    case 'bonus-per':
      return effectAmount(eff.effect, kind, depth + 1);
    case 'on-successful-block':
      return effectAmount(eff.block, kind, depth + 1);
    default:
      return 0;
  }
}

const strengthCache = new Map<string, Strength>();

function cardStrength(card: string): Strength {
  const key = card.split('#')[0] ?? card;
  const hit = strengthCache.get(key);
  if (hit) return hit;
  let st: Strength;
  try {
    const d = cardDef(card);
    st = {
      attack: Math.max(1, effectAmount(d.basic, 'attack')),
      block: Math.max(1, effectAmount(d.basic, 'block')),
    };
  } catch {
    /* unknown card: sideways value */
    st = { attack: 1, block: 1 };
  }
  strengthCache.set(key, st);
  return st;
}

/**
 * What the hand and ready units could put into attacks and blocks this turn (each card counted for
 * attack and for block alike: an optimistic estimate, discounted by the caller).
 */
function strengthOf(me: PlayerState, unitsAllowed = true): Strength {
  const st: Strength = { attack: 0, block: 0 };
  for (const c of me.hand) {
    if (isWound(c)) continue;
    const x = cardStrength(c);
    st.attack += x.attack;
    st.block += x.block;
  }
  if (unitsAllowed)
    for (const u of me.units) {
      if (!u.ready || u.wounds > 0) continue;
      try {
        const d = unitDef(u.id);
        st.attack += Math.max(0, ...d.abilities.map((a) => effectAmount(a.effect, 'attack')));
        st.block += Math.max(0, ...d.abilities.map((a) => effectAmount(a.effect, 'block')));
      } catch {
        /* unknown unit */
      }
    }
  return st;
}

interface Foe {
  armor: number;
  attack: number;
  fame: number;
}

/** An enemy we cannot see the definition of (unknown id or drawn on entering a site). */
const UNKNOWN_FOE: Foe = { armor: 5, attack: 5, fame: 4 };

function foeOf(id: string): Foe {
  try {
    const d = enemyDef(id);
    const attack = d.attacks.reduce((s, a) => s + (a.kind === 'attack' ? a.value : 3), 0);
    return { armor: d.elusiveArmor ?? d.armor, attack, fame: d.fame };
  } catch {
    return UNKNOWN_FOE;
  }
}

/**
 * Whether a fight against these enemies looks winnable with the hand: every enemy's armor covered
 * by attack (with a margin for resistances), and their attacks blocked or absorbed by the hero's
 * armor without being knocked out.
 */
function canBeat(me: PlayerState, foes: readonly Foe[], unitsAllowed = true): boolean {
  if (foes.length === 0) return false;
  const st = strengthOf(me, unitsAllowed);
  const armor = foes.reduce((s, f) => s + f.armor, 0);
  const attack = foes.reduce((s, f) => s + f.attack, 0);
  // cards spent on blocks are not available for attacks
  const spareForBlock = Math.max(0, st.attack - Math.ceil(armor * 1.3));
  const unblocked = Math.max(0, attack - Math.min(spareForBlock, st.block));
  const woundsTaken = Math.ceil(unblocked / Math.max(1, heroArmor(me)));
  return st.attack >= Math.ceil(armor * 1.3) && woundsTaken <= 1;
}

/** The enemies a fight at a hex would be against (garrison, monsters, rampaging tokens). */
function foesAt(state: GameState, k: string): Foe[] | null {
  const h = state.map.hexes[k];
  const t = h?.site?.type;
  if (!h || !t) return null;
  if (t === 'city') {
    const c = state.cities.find((x) => x.hex === k);
    return c && !c.closed && !c.conquered ? c.garrison.map((g) => foeOf(g.id)) : null;
  }
  if (RAMPAGING_SITES.has(t)) return h.enemies.length ? h.enemies.map((e) => foeOf(e.id)) : null;
  if (t === 'keep' || t === 'mage-tower')
    return isUnconqueredFortified(state, k) ? h.enemies.map((e) => foeOf(e.id)) : null;
  if (h.conquered) return null;
  if (t === 'monster-den' || t === 'dungeon' || t === 'tomb' || t === 'maze' || t === 'labyrinth')
    return h.enemies.length ? h.enemies.map((e) => foeOf(e.id)) : [UNKNOWN_FOE];
  if (t === 'spawning-grounds')
    return h.enemies.length ? h.enemies.map((e) => foeOf(e.id)) : [UNKNOWN_FOE, UNKNOWN_FOE];
  return null;
}

/**
 * Whether interacting here is worth the turn's action: something affordable with the Influence the
 * hand can make (recruiting a unit with a free command token, healing wounds, an Advanced Action or
 * spell). A rough estimate; the engine decides what is actually possible.
 */
function interactValue(state: GameState, me: PlayerState): number {
  const site = me.position ? state.map.hexes[me.position]?.site?.type : undefined;
  if (!site) return -5;
  const t = state.turn;
  let influence = t?.interaction ? t.influencePoints : (reputationModifier(me.reputation) ?? -99);
  for (const c of me.hand) {
    if (isWound(c)) continue;
    try {
      const d = cardDef(c);
      influence += Math.max(
        1,
        effectAmount(d.basic, 'influence'),
        effectAmount(d.strong, 'influence') - 1,
      );
    } catch {
      influence += 1;
    }
  }
  let best = -5;
  const freeToken = me.units.length < commandTokens(me);
  for (const u of state.offers.units) {
    try {
      const d = unitDef(u);
      if (freeToken && d.recruitSites.some((x) => x === site) && d.cost <= influence)
        best = Math.max(best, 30 + d.level * 3);
    } catch {
      /* unknown unit */
    }
  }
  const wounds = me.hand.filter(isWound).length;
  if (wounds > 0 && (site === 'village' || site === 'monastery') && influence >= 3)
    best = Math.max(best, 18 + 4 * wounds);
  if (site === 'monastery' && state.offers.monasteryActions.length > 0 && influence >= 6)
    best = Math.max(best, 28);
  if (site === 'mage-tower' && state.offers.spells.length > 0 && influence >= 7)
    best = Math.max(best, 28);
  return best;
}

// ----------------------------------------------------------------------------- the plan: where to go

interface Plan {
  /** Approximate Move points from each hex to the nearest target. */
  dist: Map<string, number>;
  targets: Set<string>;
  /** Hexes whose fight the bot accepts (sites to assault/enter, rampaging enemies to provoke). */
  fights: Set<string>;
  /** Targets from which a tile can be explored. */
  explore: Set<string>;
}

function isWound(c: string): boolean {
  return c.startsWith('wound#');
}

function inShape(shape: string, pos: string): boolean {
  const [a = 0, b = 0] = pos.split(',').map(Number);
  switch (shape) {
    case 'wedge':
    case 'wedge-unrestricted':
      return a >= 0 && b >= 0;
    case 'open-5':
      return b >= -2 && b <= 2 && a >= 0 && a + b >= 0;
    case 'open-4':
      return b >= -2 && b <= 1 && a >= 0 && a + b >= 0;
    case 'open-3':
      return b >= -1 && b <= 1 && a >= 0 && a + b >= 0;
    default:
      return false;
  }
}

/** Positions where the next tile could probably be placed (a heuristic copy of MOVE-5e). */
export function explorablePositions(state: GameState): string[] {
  const placed = new Set(state.map.tiles.map((t) => t.pos));
  const nReal = state.players.filter((p) => p.kind !== 'dummy').length;
  const scen = SCENARIOS[state.setup.scenario];
  let shape = 'wedge';
  try {
    shape = scen.setup(nReal).shape;
  } catch {
    /* keep the default */
  }
  const next = state.tileDeck[0];
  if (!next && state.tilesAside.length === 0) return [];
  const core = next?.startsWith('core') ?? false;
  const fallback = next === undefined;
  const placedNeighbors = (p: string) =>
    tileNeighborPositions(p).filter((n) => placed.has(n)).length;
  const out = new Set<string>();
  for (const t of placed)
    for (const p of tileNeighborPositions(t)) {
      if (placed.has(p) || out.has(p) || !inShape(shape, p)) continue;
      const n = placedNeighbors(p);
      if (fallback) {
        if (n >= 3) out.add(p);
        continue;
      }
      if (core) {
        const [a = 0, b = 0] = p.split(',').map(Number);
        if (shape === 'wedge' && (a === 0 || b === 0)) continue;
        if (n >= 2) out.add(p);
        continue;
      }
      if (n >= 2 || tileNeighborPositions(p).some((q) => placed.has(q) && placedNeighbors(q) >= 2))
        out.add(p);
    }
  return [...out];
}

function isRampaging(state: GameState, k: string): boolean {
  const h = state.map.hexes[k];
  return !!h?.site && RAMPAGING_SITES.has(h.site.type) && h.enemies.length > 0;
}

function isUnconqueredFortified(state: GameState, k: string): boolean {
  const h = state.map.hexes[k];
  if (!h?.site || !FORTIFIED_SITES.has(h.site.type)) return false;
  if (h.site.type === 'city') {
    const c = state.cities.find((x) => x.hex === k);
    return !!c && !c.conquered;
  }
  return h.owner === undefined && !h.conquered;
}

/** Neighbours on the map of every revealed hex (cached per map: immer keeps it while unchanged). */
const adjacencyCache = new WeakMap<object, Map<string, string[]>>();
function adjacency(state: GameState): Map<string, string[]> {
  const hexes = state.map.hexes;
  const hit = adjacencyCache.get(hexes);
  if (hit) return hit;
  const adj = new Map<string, string[]>();
  for (const k of Object.keys(hexes))
    adj.set(
      k,
      neighborKeys(k).filter((n) => hexes[n]),
    );
  adjacencyCache.set(hexes, adj);
  return adj;
}

class MinHeap {
  private items: [number, string][] = [];
  push(d: number, k: string): void {
    const a = this.items;
    a.push([d, k]);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const ai = a[i] as [number, string];
      const ap = a[p] as [number, string];
      if (ap[0] <= ai[0]) break;
      a[i] = ap;
      a[p] = ai;
      i = p;
    }
  }
  pop(): [number, string] | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && (a[l] as [number, string])[0] < (a[m] as [number, string])[0]) m = l;
        if (r < a.length && (a[r] as [number, string])[0] < (a[m] as [number, string])[0]) m = r;
        if (m === i) break;
        const tmp = a[i] as [number, string];
        a[i] = a[m] as [number, string];
        a[m] = tmp;
        i = m;
      }
    }
    return top;
  }
}

export function makePlan(state: GameState, me: PlayerState, wantFight: boolean, mem: Memory): Plan {
  const time = state.round.time;
  const hexes = state.map.hexes;
  // sites worth a fight
  const fights = new Set<string>();
  if (wantFight)
    for (const [k, h] of Object.entries(hexes)) {
      const t = h.site?.type;
      if (!t) continue;
      const foes = foesAt(state, k);
      if (!foes || tooStrong(mem, me, state, k)) continue;
      if (canBeat(me, foes, t !== 'dungeon' && t !== 'tomb')) fights.add(k);
    }
  const enterCost = (k: string): number | null => {
    const h = hexes[k];
    if (!h) return null;
    if (isRampaging(state, k)) return null;
    const city = state.cities.find((c) => c.hex === k);
    if (city?.closed) return null;
    if (isUnconqueredFortified(state, k) && !fights.has(k)) return null;
    if (city) return 2;
    const base = TERRAIN_COST[h.terrain]?.[time];
    if (base === null || base === undefined) return null;
    return base;
  };
  const targets = new Map<string, number>();
  const explore = new Set<string>();
  const setTarget = (k: string, bias: number) => {
    if (mem.badTargets.has(k)) return;
    if (enterCost(k) === null) return;
    const cur = targets.get(k);
    if (cur === undefined || bias < cur) targets.set(k, bias);
  };
  // hexes next to a position that can be explored
  for (const pos of explorablePositions(state)) {
    const inPos = new Set(tileHexKeys(pos));
    for (const k of inPos)
      for (const n of neighborKeys(k))
        if (hexes[n] && !inPos.has(n) && !mem.badTargets.has(n)) {
          setTarget(n, 0);
          explore.add(n);
        }
  }
  const woundsHeld = me.hand.filter(isWound).length + me.discard.filter(isWound).length;
  for (const [k, h] of Object.entries(hexes)) {
    const t = h.site?.type;
    if (!t) continue;
    if (t === 'magical-glade' && woundsHeld > 0) setTarget(k, 4);
    if (t === 'crystal-mine' && h.site?.color && me.crystals[h.site.color] < 3) setTarget(k, 8);
    if (!fights.has(k)) continue;
    if (RAMPAGING_SITES.has(t)) {
      // fight them by challenging from next door
      for (const n of neighborKeys(k)) if (hexes[n] && !isRampaging(state, n)) setTarget(n, 2);
    } else setTarget(k, FORTIFIED_SITES.has(t) ? 3 : 2);
  }
  // Dijkstra from the targets: dist[u] = Move points to walk from u to the nearest target.
  const adj = adjacency(state);
  // rampaging enemies next to each hex (MOVE-4c: stepping between two of their neighbours provokes)
  const rampagingNear = new Map<string, string[]>();
  for (const k of Object.keys(hexes))
    if (isRampaging(state, k) && !fights.has(k))
      for (const n of adj.get(k) ?? []) rampagingNear.set(n, [...(rampagingNear.get(n) ?? []), k]);
  const provokes = (u: string, v: string) => {
    const ru = rampagingNear.get(u);
    if (!ru) return false;
    const rv = rampagingNear.get(v);
    return !!rv && ru.some((r) => rv.includes(r));
  };
  const dist = new Map<string, number>();
  const heap = new MinHeap();
  for (const [k, b] of targets) {
    dist.set(k, b);
    heap.push(b, k);
  }
  for (let top = heap.pop(); top; top = heap.pop()) {
    const [d, v] = top;
    if (d > (dist.get(v) ?? Infinity)) continue;
    const step = enterCost(v);
    if (step === null) continue;
    for (const u of adj.get(v) ?? []) {
      if (provokes(u, v)) continue;
      const nd = d + step;
      if (nd < (dist.get(u) ?? Infinity)) {
        dist.set(u, nd);
        heap.push(nd, u);
      }
    }
  }
  return { dist, targets: new Set(targets.keys()), explore, fights };
}

/** The plan changes only with the map, the hand, the units, the time of day or what was learnt. */
function cachedPlan(state: GameState, me: PlayerState, wantFight: boolean, mem: Memory): Plan {
  const key = [state.map.hexes, state.cities, me.units, me.crystals, state.round.time, me.level];
  const hand = me.hand
    .map((c) => c.split('#')[0])
    .sort()
    .join(',');
  const tag = `${wantFight}:${mem.badTargets.size}:${mem.lostTo.size}:${hand}:${me.discard.filter(isWound).length}`;
  const c = mem.plan;
  if (c && c.tag === tag && c.key.length === key.length && c.key.every((x, i) => x === key[i]))
    return c.plan;
  const plan = makePlan(state, me, wantFight, mem);
  mem.plan = { key, tag, plan };
  return plan;
}

/** Enemies at a hex the bot lost to at its current level and unit count (not tried again). */
function tooStrong(mem: Memory, me: PlayerState, state: GameState, k: string): boolean {
  const h = state.map.hexes[k];
  const ids = [
    ...(h?.enemies.map((e) => e.id) ?? []),
    ...(state.cities.find((c) => c.hex === k)?.garrison.map((g) => g.id) ?? []),
  ];
  const mark = `${me.level}:${me.units.length}`;
  return ids.some((id) => mem.lostTo.get(id) === mark);
}

// ----------------------------------------------------------------------------- the bot

interface Memory {
  /** Target hexes where the expected exploration turned out impossible. */
  badTargets: Set<string>;
  supportsCombat: boolean | null;
  /** Columns abandoned in a combat phase (not declared again in that phase). */
  abandoned: Set<string>;
  /** Enemies that survived a fight, with the "level:units" the bot had then. */
  lostTo: Map<string, string>;
  plan?: { key: unknown[]; tag: string; plan: Plan };
}

const newMemory = (): Memory => ({
  badTargets: new Set(),
  supportsCombat: null,
  abandoned: new Set(),
  lostTo: new Map(),
});

function engineSupports(state: GameState, type: string): boolean {
  try {
    const r = checkAction(state, { type, player: -1 } as unknown as Action);
    return !(r && r.ruleId === 'ENGINE-ACTION' && /unknown action type/i.test(r.message));
  } catch {
    return true; // the module exists (it choked on the incomplete probe action)
  }
}

function pickMax<T>(items: readonly T[], score: (x: T) => number, rng: SimRng): T | undefined {
  let best: T | undefined;
  let bestS = -Infinity;
  for (const x of items) {
    const s = score(x) + rng.next() * 0.01;
    if (s > bestS) {
      bestS = s;
      best = x;
    }
  }
  return best;
}

export function createGreedyBot(seed: number): Bot {
  const rng = createRng(seed, 2);
  const counter = new TurnCounter();
  const mem = newMemory();
  return {
    name: 'greedy',
    choose(state, legal) {
      if (legal.length === 0) throw new Error('greedy bot: no legal actions');
      const steps = counter.tick(state);
      return greedyChoice(state, legal, rng, mem, steps);
    },
  };
}

/** The greedy bot's choice for the current decision (the UI's hint button), or null if none. */
export function suggestMove(state: GameState): Action | null {
  const legal = legalActions(state);
  if (legal.length === 0) return null;
  return greedyChoice(state, legal, createRng(0, 2), newMemory(), 0);
}

function greedyChoice(
  state: GameState,
  legal: readonly Action[],
  rng: SimRng,
  mem: Memory,
  steps: number,
): Action {
  const first = legal[0] as Action;
  if (legal.length === 1) return first;
  const me = state.players[first.player];
  if (!me) return first;
  if (steps >= GREEDY_TURN_CAP) {
    for (const t of ['end-turn', 'end-combat-phase', 'resolve-column', 'rest']) {
      const a = legal.find((x) => x.type === t);
      if (a) return a;
    }
  }
  const pend = state.pending[state.pending.length - 1];
  if (pend && pend.player === me.id) return choosePending(state, legal, pend, me, rng);
  if (state.round.phase === 'tactics') {
    return (
      pickMax(
        legal,
        (a) => {
          if (a.type !== 'choose-tactic') return -100;
          const i = TACTIC_RANK.indexOf(a.tactic);
          return i < 0 ? -50 : -i;
        },
        rng,
      ) ?? first
    );
  }
  if (state.combat) return chooseCombat(state, legal, me, rng, mem, steps);
  return chooseTurn(state, legal, me, rng, mem, steps);
}

// ----------------------------------------------------------------------------- pending choices

function answerOf(a: Action): string[] {
  return a.type === 'choose' ? (Array.isArray(a.option) ? a.option : [a.option]) : [];
}

function choosePending(
  state: GameState,
  legal: readonly Action[],
  pend: Pending,
  me: PlayerState,
  rng: SimRng,
): Action {
  const chooses = legal.filter((a) => a.type === 'choose');
  const first = (chooses[0] ?? legal[0]) as Action;
  if (chooses.length <= 1) return first;
  const wounds = (xs: string[]) => xs.filter(isWound).length;
  const byScore = (f: (ans: string[]) => number) =>
    pickMax(chooses, (a) => f(answerOf(a)), rng) ?? first;
  switch (pend.kind) {
    case 'end-discard':
      return byScore((ans) => -ans.length);
    case 'discard-cost':
    case 'throw-away-cost':
    case 'tactic-rethink':
    case 'tactic-midnight-meditation':
      return byScore((ans) => 3 * wounds(ans) - (ans.length - wounds(ans)));
    case 'level-skill':
      return byScore((ans) => (ans[0]?.startsWith('own:') ? 1 : 0));
    case 'tactic-preparation':
      return byScore((ans) => (ans[0] && isWound(ans[0]) ? -10 : 0));
    case 'tactic-sparing-power':
      return byScore((ans) => (ans[0] === 'store' ? (me.deck.length > 4 ? 1 : -1) : 0));
    case 'glade-wound':
      return byScore((ans) => (ans[0] === 'hand' ? 2 : ans[0] === 'discard' ? 1 : 0));
    case 'crystal-color':
    case 'deep-mine-crystal':
      return byScore((ans) => {
        const c = ans[0] as keyof PlayerState['crystals'] | undefined;
        return c && c in me.crystals ? -me.crystals[c] : 0;
      });
    case 'effect-option': {
      const need = needs(state, me);
      return byScore((ans) => {
        const eff = pend.effects?.[Number(ans[0])];
        const v = staticValue(eff, need);
        if (v !== null) return v;
        const g: Partial<Gains> = {};
        effectGains(eff, g, 0);
        return valueOf({ ...noGains(), ...g }, need);
      });
    }
    default: {
      // Unknown kind: look one step ahead and prefer what hurts least / gains most.
      if (chooses.length > 16) return first;
      return (
        pickMax(chooses, (a) => valueOf(lookahead(state, a, me.id), needs(state, me)), rng) ?? first
      );
    }
  }
}

// ----------------------------------------------------------------------------- needs and values

interface Needs {
  move: number;
  influence: number;
  attack: number;
  block: number;
  heal: number;
  /** Ranged/siege phase: melee attacks do not count. */
  rangedOnly: boolean;
  time: 'day' | 'night';
}

/**
 * Value of an effect for the current needs, read from its definition (content data); null when it
 * depends on something a definition does not tell (custom hooks, conditions): then the caller looks
 * one action ahead instead.
 */
function staticValue(e: unknown, n: Needs, depth = 0): number | null {
  if (!e || typeof e !== 'object' || depth > 6) return 0;
  const eff = e as {
    kind?: string;
    amount?: number;
    count?: number;
    style?: string;
    effects?: unknown[];
    options?: unknown[];
    then?: unknown;
    else?: unknown;
    effect?: unknown;
    block?: unknown;
    day?: unknown;
    night?: unknown;
    red?: unknown;
    blue?: unknown;
    green?: unknown;
    white?: unknown;
  };
  const sub = (x: unknown) => staticValue(x, n, depth + 1);
  switch (eff.kind) {
    case 'nothing':
      return 0;
    case 'move':
    case 'influence':
    case 'block':
    case 'heal':
      return num(eff.amount) * n[eff.kind];
    case 'attack':
      return n.rangedOnly && eff.style === 'melee' ? 0 : num(eff.amount) * n.attack;
    case 'draw':
      return num(eff.amount) * 2;
    case 'gain-mana':
      return (num(eff.count) || 1) * 0.5;
    case 'gain-crystal':
      return (num(eff.count) || 1) * 2;
    case 'fame':
      return num(eff.amount) * 5;
    case 'reputation':
      return num(eff.amount);
    case 'take-wound':
      return -6 * (num(eff.count) || 1);
    case 'modifier':
      return 0.5;
    case 'ready-unit':
    case 'heal-unit':
      return 1.5;
    case 'all': {
      let t = 0;
      for (const x of eff.effects ?? []) {
        const v = sub(x);
        if (v === null) return null;
        t += v;
      }
      return t;
    }
    case 'choice': {
      let best: number | null = null;
      for (const x of eff.options ?? []) {
        const v = sub(x);
        if (v !== null && (best === null || v > best)) best = v;
      }
      return best;
    }
    case 'pay': {
      const v = sub(eff.then);
      return v === null ? null : v - 1;
    }
    case 'by-time':
      return sub(n.time === 'day' ? eff.day : eff.night);
    case 'when':
    case 'bonus-per':
      return sub(eff.effect);
    case 'on-successful-block':
      return sub(eff.block);
    case 'by-paid-color': {
      const vs = [eff.red, eff.blue, eff.green, eff.white]
        .map(sub)
        .filter((v): v is number => v !== null);
      return vs.length ? Math.max(...vs) : null;
    }
    default:
      return null; // custom hooks, conditions, offers, enemy effects …: look ahead
  }
}

/** Static value of playing/activating/using something, or null when only a look ahead can tell. */
function actionStaticValue(a: Action, n: Needs): number | null {
  try {
    if (a.type === 'play-card') {
      if (a.mode === 'sideways') return a.as ? n[a.as] : 0;
      const d = cardDef(a.card);
      return staticValue(a.mode === 'strong' ? d.strong : d.basic, n);
    }
    if (a.type === 'activate-unit') {
      const ab = unitDef(a.unit).abilities[a.ability];
      return ab ? staticValue(ab.effect, n) : null;
    }
  } catch {
    return null;
  }
  return null;
}

function needs(state: GameState, me: PlayerState): Needs {
  const t = state.turn;
  const woundsInHand = me.hand.filter(isWound).length;
  const n: Needs = {
    move: 0.3,
    influence: 0.1,
    attack: 0.1,
    block: 0.1,
    heal: woundsInHand > 0 ? 3 : 0,
    rangedOnly: state.combat?.phase === 'ranged',
    time: state.round.time,
  };
  if (t && !t.action && !state.combat && (t.phase === 'start' || t.phase === 'move')) n.move = 2.5;
  if (t?.interaction) n.influence = 3;
  const phase = state.combat?.phase;
  if (phase === 'ranged' || phase === 'attack') n.attack = 3;
  if (phase === 'block') n.block = 3;
  return n;
}

function valueOf(g: Gains, n: Needs): number {
  if (g.failed) return -1000;
  return (
    g.move * n.move +
    g.influence * n.influence +
    g.attack * n.attack +
    g.block * n.block +
    g.heal * n.heal +
    g.draw * 2 +
    g.crystals * 2 +
    g.mana * 0.5 +
    g.fame * 5 -
    g.wounds * 6
  );
}

// ----------------------------------------------------------------------------- a normal turn

function cheapestPerCard(legal: readonly Action[]): Action[] {
  const best = new Map<string, Action>();
  for (const a of legal) {
    let key: string;
    if (a.type === 'play-card') key = `card:${a.card.split('#')[0]}:${a.mode}:${a.as ?? ''}`;
    else if (a.type === 'activate-unit') key = `unit:${a.unit}:${a.ability}`;
    else if (a.type === 'use-skill') key = `skill:${a.skill}`;
    else continue;
    const cur = best.get(key);
    if (!cur || manaCost(a) < manaCost(cur)) best.set(key, a);
  }
  return [...best.values()];
}

function chooseTurn(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  rng: SimRng,
  mem: Memory,
  steps: number,
): Action {
  const first = legal[0] as Action;
  const t = state.turn;
  if (mem.supportsCombat === null) mem.supportsCombat = engineSupports(state, 'declare-attack');
  const nonWound = me.hand.filter((c) => !isWound(c)).length;
  const woundsInHand = me.hand.length - nonWound;
  const wantFight = !!mem.supportsCombat && woundsInHand <= 2;
  const movePhase = !!t && !t.action && !t.rested && (t.phase === 'start' || t.phase === 'move');
  const plan = movePhase && me.position ? cachedPlan(state, me, wantFight, mem) : null;
  const here = me.position ?? '';
  const hereDist = plan?.dist.get(here) ?? Infinity;

  const cheap = (a: Action): number | null => {
    switch (a.type) {
      case 'explore':
        return 100;
      case 'move': {
        if (!plan) return -30;
        const d = plan.dist.get(a.to) ?? Infinity;
        let s = d < hereDist ? 40 + Math.min(10, hereDist - d) : d === hereDist ? -5 : -20;
        const provoked = neighborKeys(here).filter(
          (n) => isRampaging(state, n) && hexDistance(n, a.to) === 1,
        );
        if (provoked.some((r) => !plan.fights.has(r))) s -= 80;
        if (isUnconqueredFortified(state, a.to) && !plan.fights.has(a.to)) s -= 80;
        return s;
      }
      case 'heal':
        return 50;
      case 'recruit':
        return 60;
      case 'buy':
        return 45;
      case 'interact':
        return interactValue(state, me);
      case 'challenge': {
        const foes = a.hexes.flatMap((k) => foesAt(state, k) ?? [UNKNOWN_FOE]);
        if (a.hexes.some((k) => tooStrong(mem, me, state, k))) return -40;
        return wantFight && canBeat(me, foes) ? 45 : -40;
      }
      case 'enter-site': {
        const foes = foesAt(state, here);
        if (tooStrong(mem, me, state, here)) return -40;
        return wantFight && (foes === null || canBeat(me, foes)) ? 45 : -40;
      }
      case 'burn-monastery':
        return -100;
      case 'rest': {
        const w = a.discard.filter(isWound).length;
        if (woundsInHand === 0) return -50;
        return (nonWound <= 2 || !plan || hereDist === Infinity ? 30 : 5) + 2 * w;
      }
      case 'end-turn':
        // in an interaction that can still buy something: first play Influence
        return t?.interaction &&
          t.interaction.recruited.length === 0 &&
          interactValue(state, me) > 0
          ? 2
          : 10;
      case 'announce-end-of-round':
        return nonWound <= 1 ? 12 : -20;
      case 'forfeit-turn':
        return -40;
      case 'use-tactic':
        return steps < 3 ? 8 : -1;
      case 'play-card':
      case 'activate-unit':
      case 'use-skill':
        return null; // needs a look ahead
      default:
        return 0;
    }
  };

  let best: Action = first;
  let bestS = -Infinity;
  const consider = (a: Action, s: number) => {
    const v = s + rng.next() * 0.01;
    if (v > bestS) {
      bestS = v;
      best = a;
    }
  };
  for (const a of legal) {
    const s = cheap(a);
    if (s !== null) consider(a, s);
  }
  // At an exploring spot with Move points to spare but nothing to explore: the heuristic was wrong.
  const atExploreSpot = !!plan && plan.explore.has(here);
  if (atExploreSpot && (t?.movePoints ?? 0) >= 2 && !legal.some((a) => a.type === 'explore'))
    mem.badTargets.add(here);
  if (bestS < 40) {
    // Nothing obviously good: what would each card/unit/skill give now?
    const n = needs(state, me);
    const progressBlocked =
      !!plan &&
      Number.isFinite(hereDist) &&
      (hereDist > 0 || (atExploreSpot && (t?.movePoints ?? 0) < 2));
    if (!progressBlocked) n.move = 0.2;
    for (const a of cheapestPerCard(legal)) {
      const v = actionStaticValue(a, n) ?? valueOf(lookahead(state, a, me.id), n);
      const cardCost = a.type === 'play-card' ? 2.5 : a.type === 'activate-unit' ? 1.5 : 1;
      consider(a, v * 3 - cardCost - manaCost(a));
    }
  }
  return best;
}

// ----------------------------------------------------------------------------- combat

function combatValue(state: GameState, me: number): number {
  const p = state.players[me];
  if (!p) return 0;
  let v =
    -8 * p.hand.filter(isWound).length - 3 * p.units.reduce((s, u) => s + u.wounds, 0) + 3 * p.fame;
  const c = state.combat;
  if (c) {
    for (const e of c.enemies) {
      if (e.defeated) v += 30;
      v += 4 * e.blocked.filter(Boolean).length;
    }
  }
  return v;
}

function chooseCombat(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  rng: SimRng,
  mem: Memory,
  steps: number,
): Action {
  const first = legal[0] as Action;
  const c = state.combat;
  if (!c) return first;
  const resolve = legal.find((a) => a.type === 'resolve-column');
  if (resolve) return resolve;
  const phaseKey = `${state.round.number}:${state.turn?.player ?? '-'}:${c.phase}:${c.enemies.map((e) => e.id).join('+')}`;
  const open = c.attack ?? c.block;
  if (open) {
    // add to the open column what helps it most; abandon it when nothing does
    const kind = c.attack ? 'attack' : 'block';
    let best: Action | undefined;
    let bestS = 0;
    for (const a of cheapestPerCard(legal)) {
      const g = lookahead(state, a, me.id);
      if (g.failed) continue;
      const gain = g[kind];
      if (gain <= 0) continue;
      const s = gain * 10 - (a.type === 'play-card' ? 2 : 1) - manaCost(a) + rng.next() * 0.01;
      if (s > bestS) {
        bestS = s;
        best = a;
      }
    }
    if (best) return best;
    const colKey = c.attack
      ? `A:${c.attack.targets.join('+')}`
      : `B:${c.block?.enemy}:${c.block?.attackIndex}`;
    mem.abandoned.add(`${phaseKey}:${colKey}`);
    return legal.find((a) => a.type === 'abandon-column') ?? first;
  }
  const st = strengthOf(me, c.unitsAllowed);
  const score = (a: Action): number => {
    switch (a.type) {
      case 'declare-attack': {
        if (mem.abandoned.has(`${phaseKey}:A:${a.targets.join('+')}`)) return -50;
        const foes = a.targets.map(foeOf);
        const armor = foes.reduce((s, f) => s + f.armor, 0);
        const fame = foes.reduce((s, f) => s + f.fame, 0);
        // ranged/siege attacks are rarer: only try in that phase when the hand looks strong
        const need = c.phase === 'ranged' ? armor * 2 : armor;
        return st.attack >= need ? 20 + fame - armor / 2 : -20;
      }
      case 'declare-block': {
        if (mem.abandoned.has(`${phaseKey}:B:${a.enemy}:${a.attack}`)) return -50;
        const f = foeOf(a.enemy);
        return st.block >= f.attack ? 20 + f.attack : -20;
      }
      case 'spend-move':
        return 15 + a.amount;
      case 'end-combat-phase':
        return 5 + steps / 10;
      case 'challenge':
        return -30;
      case 'play-card':
      case 'activate-unit':
      case 'use-skill':
        return -100; // only with a look ahead (below)
      case 'assign-damage':
        return 0; // look ahead (below)
      default:
        return 0;
    }
  };
  let best: Action = first;
  let bestS = -Infinity;
  for (const a of legal) {
    if (a.type === 'play-card' || a.type === 'activate-unit' || a.type === 'use-skill') continue;
    let s = score(a);
    if (a.type === 'assign-damage') {
      try {
        s = combatValue(applyAction(state, a).state, me.id) - combatValue(state, me.id);
      } catch {
        s = -1000;
      }
    }
    s += rng.next() * 0.01;
    if (s > bestS) {
      bestS = s;
      best = a;
    }
  }
  if (bestS < 5) {
    // effects outside columns (weakening enemies, readying units…): take one if it clearly helps
    const base = combatValue(state, me.id);
    for (const a of cheapestPerCard(legal)) {
      try {
        const v = combatValue(applyAction(state, a).state, me.id) - base - 2 - manaCost(a);
        if (v > bestS && v > 0) {
          bestS = v;
          best = a;
        }
      } catch {
        /* ignore */
      }
    }
  }
  if (best.type === 'end-combat-phase' && c.phase === 'attack') {
    // leaving the fight with enemies standing: do not seek them out again at this strength
    const mark = `${me.level}:${me.units.length}`;
    for (const e of c.enemies) if (!e.defeated) mem.lostTo.set(e.id, mark);
  }
  return best;
}

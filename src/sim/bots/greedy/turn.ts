// The greedy bot's regular turn: pick a goal on the map (explore, assault a fortified site, enter an
// adventure site, challenge rampaging enemies, interact, a glade or a mine), walk there with the
// cards it can spare, act, interact (recruit, heal, learn), and wrap up (heal, useful plays, rest).
import {
  applyAction,
  baseHandLimit,
  cardDef,
  commandTokens,
  EXPLORE_COST,
  handLimitFor,
  healCostAt,
  interactionSiteAt,
  isSite,
  moveCost,
  PRICES,
  recruitSurcharge,
  reputationModifier,
  ruinsDef,
  SCENARIOS,
  sellsSpells,
  skillDef,
  unitDef,
  type Action,
  type GameState,
  type InteractionSite,
  type PlayerState,
} from '../../../engine';
import { neighborKeys, tileHexKeys, tileNeighborPositions } from '../../hexmath';
import { createRng, type SimRng } from '../../rng';
import { currentPlan, distinctPlays, manaCostOf } from './combat';
import { fightCtx, fightItems, foeFromDef, planFight, type Foe, type Item } from './fight';
import {
  cardWorth,
  genericValue,
  isWound,
  manaPool,
  unitWorth,
  yields,
  type Env,
} from './knowledge';
import { greedyDebug, type Goal, type Memory } from './memory';
import {
  cityKillBonus,
  evalPosition,
  roundsLeft,
  siteConquestValue,
  TUNING,
  woundCostNow,
} from './values';

const FORTIFIED = new Set(['keep', 'mage-tower', 'city']);
const RAMPAGING = new Set(['orcs', 'draconum']);
const ADVENTURE = new Set([
  'dungeon',
  'tomb',
  'monster-den',
  'spawning-grounds',
  'ancient-ruins',
  'maze',
  'labyrinth',
]);

// ----------------------------------------------------------------------------- map helpers

function isRampaging(state: GameState, k: string): boolean {
  const h = state.map.hexes[k];
  return !!h?.site && RAMPAGING.has(h.site.type) && h.enemies.length > 0;
}

function isUnconqueredFortified(state: GameState, k: string, me: number): boolean {
  const h = state.map.hexes[k];
  if (!h?.site || !FORTIFIED.has(h.site.type)) return false;
  if (h.site.type === 'city') {
    const c = state.cities.find((x) => x.hex === k);
    return !!c && !c.conquered && !c.friendly;
  }
  if (h.owner !== undefined) return h.owner !== me;
  return !h.conquered;
}

function otherHeroOn(state: GameState, k: string, me: number): boolean {
  return state.players.some((p) => p.id !== me && p.kind !== 'dummy' && p.position === k);
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
  if (state.map.hidden) {
    return state.map.hidden
      .map((t) => t.pos)
      .filter((p) => tileNeighborPositions(p).some((n) => placed.has(n)));
  }
  const nReal = state.players.filter((p) => p.kind !== 'dummy').length;
  let shape = 'wedge';
  try {
    shape = SCENARIOS[state.setup.scenario].setup(nReal).shape;
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

interface Paths {
  /** Move points along the chosen path. */
  dist: Map<string, number>;
  prev: Map<string, string>;
  /** Rampaging enemies provoked by entering a hex from its `prev` (MOVE-4c). */
  provoked: Map<string, string[]>;
}

/** Extra weight of a step that provokes rampaging enemies (a fight on the way). */
const PROVOKE_WEIGHT = 8;

/** Move points from the hero to every hex (terminal: fortified sites; never provoking). */
function shortestPaths(state: GameState, me: PlayerState): Paths {
  const dist = new Map<string, number>();
  const prev = new Map<string, string>();
  const provoked = new Map<string, string[]>();
  const start = me.position;
  if (!start) return { dist, prev, provoked };
  const hexes = state.map.hexes;
  const rampNear = new Map<string, string[]>();
  for (const [k, h] of Object.entries(hexes))
    if (h.site && RAMPAGING.has(h.site.type) && h.enemies.length > 0)
      for (const n of neighborKeys(k)) rampNear.set(n, [...(rampNear.get(n) ?? []), k]);
  const provokes = (u: string, v: string): string[] | null => {
    const a = rampNear.get(u);
    const b = rampNear.get(v);
    if (!a || !b) return null;
    const both = a.filter((r) => b.includes(r));
    return both.length ? both : null;
  };
  const costCache = new Map<string, number | null>();
  const cost = (k: string) => {
    if (!costCache.has(k)) costCache.set(k, moveCost(state, k));
    return costCache.get(k) ?? null;
  };
  // Dijkstra on a weight (Move points, plus a penalty for provoking); dist keeps the Move points
  const weight = new Map<string, number>([[start, 0]]);
  dist.set(start, 0);
  const heap: [number, string][] = [[0, start]];
  const push = (w: number, k: string) => {
    heap.push([w, k]);
    let i = heap.length - 1;
    while (i > 0) {
      const pi = (i - 1) >> 1;
      if ((heap[pi] as [number, string])[0] <= w) break;
      [heap[pi], heap[i]] = [heap[i] as [number, string], heap[pi] as [number, string]];
      i = pi;
    }
  };
  const pop = (): [number, string] | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && (heap[l] as [number, string])[0] < (heap[m] as [number, string])[0])
          m = l;
        if (r < heap.length && (heap[r] as [number, string])[0] < (heap[m] as [number, string])[0])
          m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i] as [number, string], heap[m] as [number, string]];
        i = m;
      }
    }
    return top;
  };
  for (let top = pop(); top; top = pop()) {
    const [w, u] = top;
    if (w > (weight.get(u) ?? Infinity)) continue;
    if (u !== start && (isUnconqueredFortified(state, u, me.id) || otherHeroOn(state, u, me.id)))
      continue;
    const d = dist.get(u) ?? 0;
    for (const v of neighborKeys(u)) {
      const h = hexes[v];
      if (!h) continue;
      if (h.site && RAMPAGING.has(h.site.type) && h.enemies.length > 0) continue;
      if (state.cities.find((c) => c.hex === v)?.closed) continue;
      const c = cost(v);
      if (c === null) continue;
      const prov = provokes(u, v);
      const nw = w + c + (prov ? PROVOKE_WEIGHT : 0);
      if (nw < (weight.get(v) ?? Infinity)) {
        weight.set(v, nw);
        dist.set(v, d + c);
        prev.set(v, u);
        if (prov) provoked.set(v, prov);
        else provoked.delete(v);
        push(nw, v);
      }
    }
  }
  return { dist, prev, provoked };
}

// ----------------------------------------------------------------------------- hand estimates

const envMove = (state: GameState): Env => ({
  time: state.round.time,
  inCombat: false,
  phase: null,
  interaction: false,
});

/** Move or Influence points a card can give now (best mode the mana allows; sideways 1). */
const yieldCache = new Map<string, number>();
const keepCache = new Map<string, number>();

function cardPoints(card: string, env: Env, manaOk: boolean, kind: 'move' | 'influence'): number {
  const key = `${kind}:${card.split('#')[0]}:${env.time}:${manaOk}:${kind === 'influence' && env.interaction}`;
  const hit = yieldCache.get(key);
  if (hit !== undefined) return hit;
  let best = 1;
  try {
    const d = cardDef(card);
    if (d.type !== 'spell') best = Math.max(best, ...yields(d.basic, env).map((y) => y[kind]));
    if (manaOk) best = Math.max(best, ...yields(d.strong, env).map((y) => y[kind]));
  } catch {
    /* sideways */
  }
  yieldCache.set(key, best);
  return best;
}

const cardMove = (card: string, env: Env, manaOk: boolean) => cardPoints(card, env, manaOk, 'move');
const cardInfluence = (card: string, env: Env, manaOk: boolean) =>
  cardPoints(card, env, manaOk, 'influence');

/** How much a card is worth keeping for other uses than moving. */
function keepValue(card: string): number {
  const key = card.split('#')[0] ?? card;
  const hit = keepCache.get(key);
  if (hit !== undefined) return hit;
  const v = keepValueRaw(card);
  keepCache.set(key, v);
  return v;
}

function keepValueRaw(card: string): number {
  try {
    const d = cardDef(card);
    const env: Env = { time: 'day', inCombat: null, phase: null, interaction: null };
    const other = (ys: ReturnType<typeof yields>) =>
      Math.max(0, ...ys.map((y) => genericValue({ ...y, move: 0 })));
    return (
      Math.max(other(yields(d.basic, env)), 0.6 * other(yields(d.strong, env))) +
      (d.type === 'spell' || d.type === 'artifact' ? 3 : 0)
    );
  } catch {
    return 1;
  }
}

/** Own turns probably left in this round (the dummy's deck, or the own deck, runs out). */
function turnsLeftInRound(state: GameState, me: PlayerState): number {
  const dummy = state.players.find((p) => p.kind === 'dummy');
  const own = Math.ceil(me.deck.length / 3) + 1;
  if (state.round.endAnnouncedBy !== null) return 0;
  return dummy ? Math.min(own, Math.ceil(dummy.deck.length / 3)) : own;
}

/**
 * What giving up a card now costs: a card played is replaced by a draw at the end of the turn, so
 * only what it beats the deck's average by counts — and nothing once the round is about to end.
 */
function spendCost(state: GameState, me: PlayerState, card: string): number {
  const pile = me.deck.length ? me.deck : me.discard;
  const avg = pile.length
    ? pile.reduce((x, c) => x + (isWound(c) ? -2 : keepValue(c)), 0) / pile.length
    : 0;
  const left = turnsLeftInRound(state, me);
  const scale = left <= 0 ? 0 : left === 1 ? 0.4 : 1;
  return Math.max(0, keepValue(card) - avg) * scale;
}

const combatCache = new Map<string, number>();

/** What a card is worth in a fight beyond an average card (its other effects are used anyway). */
function combatKeep(state: GameState, me: PlayerState, card: string): number {
  const key = card.split('#')[0] ?? card;
  let v = combatCache.get(key);
  if (v === undefined) {
    v = 0;
    try {
      const d = cardDef(card);
      const env: Env = { time: 'day', inCombat: true, phase: null, interaction: false };
      for (const e of [d.basic, d.strong])
        for (const y of yields(e, env)) v = Math.max(v, y.attack * 1.1 + y.ranged * 0.5 + y.block);
    } catch {
      v = 1;
    }
    combatCache.set(key, v);
  }
  const left = turnsLeftInRound(state, me);
  return left <= 0 ? 0 : Math.max(0, v - 2.5);
}

/** A typical hand of the next turns: hand-limit cards spread over all own non-wound cards. */
function forecastHand(state: GameState, me: PlayerState): string[] {
  const all = [...me.deck, ...me.hand, ...me.discard];
  const good = all.filter((c) => !isWound(c));
  if (good.length === 0) return [];
  const limit = handLimitFor(state, me);
  const n = Math.max(1, Math.round((limit * good.length) / Math.max(1, all.length)));
  const sorted = [...good].sort((a, b) => cardWorth(b) - cardWorth(a));
  const out: string[] = [];
  for (let i = 0; i < n && i < sorted.length; i++) {
    const idx = Math.min(sorted.length - 1, Math.floor(((i + 0.5) * sorted.length) / n));
    out.push(sorted[idx] as string);
  }
  return out;
}

/**
 * Hands of a later turn: a few deterministic samples of hand-limit cards from all own cards (wounds
 * included), seeded from the player's cards so that the estimate is stable within a round.
 */
function sampleHands(state: GameState, me: PlayerState, n: number): string[][] {
  const all = [...me.deck, ...me.hand, ...me.discard].sort();
  const limit = handLimitFor(state, me);
  let h = 2166136261;
  for (const c of all)
    for (let i = 0; i < c.length; i++) h = Math.imul(h ^ c.charCodeAt(i), 16777619);
  const rng = createRng(h >>> 0, 11);
  const out: string[][] = [];
  for (let k = 0; k < n; k++) {
    const pool = [...all];
    const hand: string[] = [];
    for (let i = 0; i < limit && pool.length; i++)
      hand.push(pool.splice(rng.int(pool.length), 1)[0] as string);
    out.push(hand);
  }
  return out;
}

const forecastCache = new Map<string, number>();

/** Expected value of a fight on a later turn (failing hands count as a lost turn). */
export function fightForecast(
  state: GameState,
  me: PlayerState,
  spec: FightSpec,
  site: string,
): number {
  const all = [...me.deck, ...me.hand, ...me.discard]
    .map((c) => c.split('#')[0])
    .sort()
    .join(',');
  const key = [
    site,
    spec.foes.map((f) => f.id).join('+'),
    me.level,
    me.units.map((u) => `${u.id}${u.wounds}`).join(','),
    all,
    state.round.time,
    spec.conquest.toFixed(1),
    Object.values(me.crystals).join(''),
    // the bots' profiles (expert/profile.ts) value fights differently
    `${TUNING.fame}/${TUNING.wound}/${TUNING.fightMin}`,
  ].join('|');
  const hit = forecastCache.get(key);
  if (hit !== undefined) return hit;
  const hands = sampleHands(state, me, 4);
  let v = 0;
  for (const hand of hands) {
    const r = fightScore(state, me, spec, hand, true);
    v += r.score > TUNING.fightMin ? r.score : -3;
  }
  v /= hands.length;
  if (forecastCache.size > 5000) forecastCache.clear();
  forecastCache.set(key, v);
  return v;
}

// ----------------------------------------------------------------------------- fights on the map

interface FightSpec {
  foes: Foe[];
  unitsAllowed: boolean;
  night: boolean;
  conquest: number;
  killBonus: number;
  /** All defenders must fall for anything lasting (drawn enemies leave). */
  allOrNothing: boolean;
}

const pileModel = new WeakMap<object, Map<string, string | null>>();

/** A typical token of an enemy pile (the 75th percentile of what is left to draw). */
function typicalEnemy(state: GameState, color: string): string | null {
  const piles = state.enemyPiles as Record<string, { draw: string[]; discard: string[] }>;
  const pile = piles[color];
  if (!pile) return null;
  let m = pileModel.get(pile);
  if (!m) {
    m = new Map();
    pileModel.set(pile, m);
  }
  if (m.has(color)) return m.get(color) ?? null;
  const ids = pile.draw.length ? pile.draw : pile.discard;
  let pick: string | null = null;
  if (ids.length) {
    const scored = ids
      .map((id) => {
        try {
          const f = foeFromDef(id, { fortifiedSite: false });
          return { id, s: f.armor + f.attacks.reduce((x, a) => x + a.dmg, 0) };
        } catch {
          return { id, s: 0 };
        }
      })
      .sort((a, b) => a.s - b.s);
    pick = scored[Math.min(scored.length - 1, Math.floor(scored.length * 0.75))]?.id ?? null;
  }
  m.set(color, pick);
  return pick;
}

export function fightSpecAt(state: GameState, me: PlayerState, k: string): FightSpec | null {
  const h = state.map.hexes[k];
  const t = h?.site?.type;
  if (!h || !t) return null;
  const conquest = siteConquestValue(state, me, t, k);
  if (t === 'city') {
    const c = state.cities.find((x) => x.hex === k);
    if (!c || c.closed || c.conquered || c.friendly) return null;
    const foes = c.garrison.map((g) =>
      foeFromDef(g.id, { fortifiedSite: true, city: c.color, defender: true }),
    );
    if (!foes.length) return null;
    return {
      foes,
      unitsAllowed: true,
      night: false,
      conquest,
      killBonus: cityKillBonus(state, me, k),
      allOrNothing: false,
    };
  }
  if (RAMPAGING.has(t)) {
    if (!h.enemies.length) return null;
    const foes = h.enemies.map((e) => foeFromDef(e.id, { fortifiedSite: false }));
    return {
      foes,
      unitsAllowed: true,
      night: false,
      conquest: 0,
      killBonus: 0.5,
      allOrNothing: false,
    };
  }
  if (t === 'keep' || t === 'mage-tower') {
    if (!isUnconqueredFortified(state, k, me.id)) return null;
    if (h.owner !== undefined) return null; // another player's keep: leave it
    if (!h.enemies.length) return null;
    const foes = h.enemies.map((e) => foeFromDef(e.id, { fortifiedSite: true, defender: true }));
    return { foes, unitsAllowed: true, night: false, conquest, killBonus: 0, allOrNothing: false };
  }
  if (!ADVENTURE.has(t) || h.conquered) return null;
  if ((h.paths?.length ?? 0) > 0) return null;
  const nightRules = t === 'dungeon' || t === 'tomb';
  const units = !nightRules;
  let foes: Foe[];
  if (t === 'ancient-ruins') {
    const id = h.ruins?.id;
    if (!id) return null;
    let d;
    try {
      d = ruinsDef(id);
    } catch {
      return null;
    }
    if (d.kind === 'altar') return null; // tribute altars: handled as no fight (rare, needs 3 mana)
    foes = (d.enemies ?? []).flatMap((col) => {
      const e = typicalEnemy(state, col);
      return e ? [foeFromDef(e, { fortifiedSite: false, defender: true })] : [];
    });
  } else if (h.enemies.length) {
    foes = h.enemies.map((e) => foeFromDef(e.id, { fortifiedSite: false, defender: true }));
  } else {
    const colors =
      t === 'tomb' ? ['red'] : t === 'spawning-grounds' ? ['brown', 'brown'] : ['brown'];
    foes = colors.flatMap((col) => {
      const e = typicalEnemy(state, col);
      return e ? [foeFromDef(e, { fortifiedSite: false, defender: true })] : [];
    });
  }
  if (!foes.length) return null;
  return {
    foes,
    unitsAllowed: units,
    night: nightRules,
    conquest,
    killBonus: 0,
    allOrNothing: true,
  };
}

export function fightScore(
  state: GameState,
  me: PlayerState,
  spec: FightSpec,
  cards: readonly string[],
  later = false,
): { score: number; killsAll: boolean; kills: number } {
  const env: Env = {
    time: spec.night ? 'night' : state.round.time,
    inCombat: true,
    phase: 'ranged',
    interaction: false,
  };
  // a later turn: no mana tokens of this turn; dice and crystals as now
  const items: Item[] = fightItems(state, me, env, { unitsAllowed: spec.unitsAllowed, cards });
  void later;
  const ctx = fightCtx(state, me, {
    unitsAllowed: spec.unitsAllowed,
    conquest: spec.conquest,
    woundCost: woundCostNow(state),
    killBonus: spec.killBonus,
  });
  ctx.handLimit = baseHandLimit(me);
  ctx.woundsSoFar = 0;
  const plan = planFight(spec.foes, items, ctx);
  const killsAll = plan.killed.length >= spec.foes.length;
  let score = plan.score;
  if (spec.allOrNothing && !killsAll) score = Math.min(score, -1);
  return { score, killsAll, kills: plan.killed.length };
}

// ----------------------------------------------------------------------------- interaction

interface Purchase {
  action: 'recruit' | 'buy';
  id: string;
  price: number;
  value: number;
}

function influencePotential(state: GameState, me: PlayerState, cards: readonly string[]): number {
  const env: Env = { time: state.round.time, inCombat: false, phase: null, interaction: true };
  const pool = manaPool(state, me);
  let n = 0;
  for (const c of cards) if (!isWound(c)) n += cardInfluence(c, env, pool.total > 0);
  for (const u of me.units) {
    if (!u.ready || u.wounds > 0) continue;
    try {
      const d = unitDef(u.id);
      n += Math.max(
        0,
        ...d.abilities.map((a) => Math.max(0, ...yields(a.effect, env).map((y) => y.influence))),
      );
    } catch {
      /* unknown */
    }
  }
  return n;
}

/** What is worth buying at a site, in order, within the Influence available. */
function purchasesAt(
  state: GameState,
  me: PlayerState,
  site: InteractionSite,
  influence: number,
): Purchase[] {
  const list: Purchase[] = [];
  const free = me.units.length < commandTokens(me);
  const weakest = me.units.reduce((m, u) => Math.min(m, unitWorth(u.id) - 2 * u.wounds), Infinity);
  for (const u of state.offers.units) {
    const sur = recruitSurcharge(site, u);
    if (sur === null) continue;
    let price: number;
    try {
      price = unitDef(u).cost + sur;
    } catch {
      continue;
    }
    const w = unitWorth(u);
    const value = free ? w * TUNING.recruit : w * TUNING.recruit - weakest - 4;
    if (value > 2) list.push({ action: 'recruit', id: u, price, value });
  }
  const heal = healCostAt(site);
  const woundsInHand = me.hand.filter(isWound).length;
  const late = roundsLeft(state) <= 1 ? TUNING.healLate : 0;
  if (heal !== null && woundsInHand > 0)
    for (let i = 0; i < woundsInHand; i++)
      list.push({
        action: 'buy',
        id: 'heal',
        price: heal,
        value: TUNING.wound + TUNING.healExtra + late - i * 0.2,
      });
  // a wounded unit is of no use in a fight: healing it costs its level in Healing points
  const banked = woundsInHand > 0 ? 0 : (state.turn?.healPoints ?? 0);
  if (heal !== null)
    for (const u of me.units) {
      if (u.wounds <= 0) continue;
      let level: number;
      try {
        level = unitDef(u.id).level;
      } catch {
        continue;
      }
      const points = Math.max(1, level - banked);
      list.push({
        action: 'buy',
        id: 'heal',
        price: heal * points,
        value: (0.6 * unitWorth(u.id) + 2) * (points / level),
      });
    }
  if (site.type === 'monastery')
    for (const c of state.offers.monasteryActions)
      list.push({
        action: 'buy',
        id: `monastery-aa:${c}`,
        price: PRICES.monasteryAction,
        value: cardWorth(c) + TUNING.buyAction,
      });
  if (sellsSpells(site)) {
    const pool = manaPool(state, me);
    for (const c of state.offers.spells) {
      let color;
      try {
        color = cardDef(c).colors[0];
      } catch {
        continue;
      }
      if (!color || pool.avail[color] <= 0) continue;
      list.push({
        action: 'buy',
        id: `spell:${c}`,
        price: PRICES.spell,
        value: cardWorth(c) + TUNING.buySpell,
      });
    }
  }
  // greedy by value per price within the budget
  list.sort((a, b) => b.value / Math.max(1, b.price) - a.value / Math.max(1, a.price));
  const out: Purchase[] = [];
  let left = influence;
  let units = me.units.length;
  const cap = commandTokens(me);
  for (const p of list) {
    if (p.price > left) continue;
    if (p.action === 'recruit') {
      if (units >= cap && free) continue;
      if (out.some((x) => x.action === 'recruit') && units >= cap) continue;
      units++;
    }
    if (out.some((x) => x.id === p.id && p.id !== 'heal')) continue;
    out.push(p);
    left -= p.price;
  }
  return out;
}

function interactionValue(
  state: GameState,
  me: PlayerState,
  hex: string,
  cards: readonly string[],
): { value: number; need: number } {
  const site = interactionSiteAt(state, me.id, hex);
  if (!isSite(site)) return { value: 0, need: 0 };
  const rep = reputationModifier(me.reputation);
  if (rep === null) return { value: 0, need: 0 };
  const shields = site.city?.shields.filter((s) => s === me.id).length ?? 0;
  const inf = rep + shields + influencePotential(state, me, cards);
  const buys = purchasesAt(state, me, site, inf);
  return {
    value: buys.reduce((s, p) => s + p.value, 0),
    need: buys.reduce((s, p) => s + p.price, 0) - rep - shields,
  };
}

// ----------------------------------------------------------------------------- goals

interface TurnPlan {
  paths: Paths;
  goals: Goal[];
  /** Move points the hand could still give (spare cards). */
  capacity: number;
}

/** The level of the next city to be revealed (the setup option or the scenario's). */
function nextCityLevel(state: GameState): number {
  try {
    const real = state.players.filter((p) => p.kind !== 'dummy').length;
    const levels =
      state.setup.options?.cityLevels ??
      SCENARIOS[state.setup.scenario].setup(real, state.setup.variants).cityLevels;
    return levels[state.cities.length] ?? levels[levels.length - 1] ?? 1;
  } catch {
    return 99;
  }
}

function exploreValue(state: GameState, me?: PlayerState): number {
  const scen = SCENARIOS[state.setup.scenario];
  let v = TUNING.explore;
  if (scen.fameOnReveal) v += 2 * scen.fameOnReveal + 3;
  const citiesSeen = state.cities.length;
  const cityTiles = (() => {
    try {
      return scen.setup(
        state.players.filter((p) => p.kind !== 'dummy').length,
        state.setup.variants,
      ).tiles.coreCity;
    } catch {
      return 0;
    }
  })();
  if (citiesSeen < cityTiles && scen.end === 'all-cities-conquered') {
    v += TUNING.exploreCities;
    // the next city's level is below the hero's: it may be beatable, finding it is worth more
    // (at the default Solo Conquest levels, 5 and 8, this rarely applies; at low levels it does,
    // where fights near at hand would otherwise keep the hero from ever revealing a city)
    if (me && nextCityLevel(state) < me.level) v += TUNING.exploreBeatableCity;
  }
  if (state.setup.scenario === 'first-reconnaissance') v += 4;
  return v;
}

function moveCapacity(state: GameState, me: PlayerState): number {
  const env = envMove(state);
  const pool = manaPool(state, me);
  let strongLeft = pool.total;
  let cap = state.turn?.movePoints ?? 0;
  const moves = me.hand
    .filter((c) => !isWound(c))
    .map((c) => {
      const basic = cardMove(c, env, false);
      const strong = cardMove(c, env, true);
      return { basic, strong, keep: keepValue(c) };
    })
    .sort((a, b) => b.strong - a.strong);
  for (const m of moves) {
    let v = m.basic;
    if (m.strong > m.basic && strongLeft > 0) {
      v = m.strong;
      strongLeft--;
    }
    if (v - 0.5 * m.keep > 0 || v >= 2) cap += v;
  }
  return cap;
}

export function computeTurnPlan(
  state: GameState,
  me: PlayerState,
  mem: Memory,
  withGoals = true,
): TurnPlan {
  const paths = shortestPaths(state, me);
  const capacity = moveCapacity(state, me);
  if (!withGoals) return { paths, goals: [], capacity };
  const goals: Goal[] = [];
  const here = me.position ?? '';
  const hexes = state.map.hexes;
  const perTurn = 7;
  const turnsFor = (d: number) => (d <= capacity ? 0 : 1 + Math.ceil((d - capacity) / perTurn));
  const add = (g: Goal, d: number) => {
    if (!Number.isFinite(d)) return;
    if (mem.badTargets.has(g.stand) && g.kind === 'explore') return;
    if (g.value <= 1) return;
    const turns = turnsFor(d);
    // a path that provokes rampaging enemies means a fight on the way
    const provoking = pathTo(paths, here, g.stand).some((k) => paths.provoked.has(k));
    goals.push({
      ...g,
      value: g.value - TUNING.turn * turns - TUNING.movePoint * d - (provoking ? 6 : 0),
    });
  };
  const woundsInHand = me.hand.filter(isWound).length;
  const woundsAll =
    woundsInHand + me.discard.filter(isWound).length + me.deck.filter(isWound).length;
  const forecast = forecastHand(state, me);
  const late = roundsLeft(state) === 0;

  // explore
  const ev = exploreValue(state, me) - (late ? 3 : 0);
  const explCost = EXPLORE_COST;
  for (const pos of explorablePositions(state)) {
    const inPos = new Set(tileHexKeys(pos));
    for (const k of inPos)
      for (const n of neighborKeys(k)) {
        if (!hexes[n] || inPos.has(n)) continue;
        const d = paths.dist.get(n);
        if (d === undefined) continue;
        if (isUnconqueredFortified(state, n, me.id)) continue;
        add({ kind: 'explore', stand: n, site: pos, value: ev }, d + explCost);
      }
  }

  for (const [k, h] of Object.entries(hexes)) {
    const t = h.site?.type;
    if (!t) continue;
    const d = paths.dist.get(k);
    // fights
    const spec = fightSpecAt(state, me, k);
    if (spec && woundsInHand <= TUNING.fightMaxHandWounds) {
      const failedKey = mem.failed.get(k);
      const mark = `${state.round.number}:${me.level}:${me.units.length}`;
      if (failedKey !== mark) {
        if (RAMPAGING.has(t)) {
          // challenge from a safe neighbour
          let bestD = Infinity;
          let bestN = '';
          for (const n of neighborKeys(k)) {
            const dn = paths.dist.get(n);
            if (dn === undefined || !hexes[n] || isRampaging(state, n)) continue;
            if (isUnconqueredFortified(state, n, me.id)) continue;
            if (dn < bestD) {
              bestD = dn;
              bestN = n;
            }
          }
          if (bestN) {
            const now = fightScore(state, me, spec, cardsAfterWalk(state, me, bestD)).score;
            const later = 0.75 * fightForecast(state, me, spec, k) - 3;
            const v = Math.max(now > TUNING.fightMin ? now : -3, later);
            if (v > TUNING.fightMin)
              add({ kind: 'challenge', stand: bestN, site: k, value: v + 2 }, bestD);
          }
        } else if (d !== undefined) {
          const now = fightScore(state, me, spec, cardsAfterWalk(state, me, d)).score;
          const later = 0.75 * fightForecast(state, me, spec, k) - 3;
          const minScore = FORTIFIED.has(t) ? TUNING.fightMinFortified : TUNING.fightMin;
          greedyDebug.log?.(
            `fight ${t} ${k} d=${d} now=${now.toFixed(1)} later=${later.toFixed(1)} foes=${spec.foes.map((f) => `${f.id}/${f.armor}/${f.fort}`).join(',')} kb=${spec.killBonus.toFixed(1)}`,
          );
          const v = Math.max(now > minScore ? now : -3, later);
          if (v > minScore)
            add(
              { kind: FORTIFIED.has(t) ? 'assault' : 'enter', stand: k, site: k, value: v + 2 },
              d,
            );
        }
      }
    }
    if (d === undefined) continue;
    // interaction
    if (
      t === 'village' ||
      t === 'monastery' ||
      t === 'keep' ||
      t === 'mage-tower' ||
      t === 'city' ||
      t === 'refugee-camp'
    ) {
      const cards = k === here ? me.hand : d <= capacity ? cardsAfterWalk(state, me, d) : forecast;
      const iv = interactionValue(state, me, k, cards);
      if (iv.value > 3)
        add({ kind: 'interact', stand: k, site: k, value: iv.value * TUNING.interact }, d);
    }
    if (t === 'magical-glade' && woundsAll > 0)
      add({ kind: 'glade', stand: k, site: k, value: 2 + (woundsInHand ? 2 : 0) }, d);
    if (t === 'crystal-mine' && h.site?.color && me.crystals[h.site.color] < 3)
      add({ kind: 'mine', stand: k, site: k, value: 2.5 }, d);
  }
  // rampaging enemies standing in the way of any exploration: worth more
  const exploring = goals.some((g) => g.kind === 'explore');
  if (!exploring && explorablePositions(state).length > 0)
    for (const g of goals) if (g.kind === 'challenge') g.value += 8;
  greedyDebug.log?.(
    `all goals: ${goals.map((g) => `${g.kind}@${g.stand}:${g.value.toFixed(1)}`).join(' ')} reach=${paths.dist.size}`,
  );
  goals.sort((a, b) => b.value - a.value);
  return { paths, goals, capacity };
}

function turnPlan(state: GameState, me: PlayerState, mem: Memory, withGoals: boolean): TurnPlan {
  const t = state.turn;
  const pathKey = [
    state.round.number,
    state.round.time,
    me.position,
    t?.modifiers.length,
    state.map.tiles.length,
    state.cities.map((c) => `${c.garrison.length}${c.conquered}`).join(','),
    Object.values(state.map.hexes).reduce((n, h) => n + h.enemies.length, 0),
  ].join('|');
  const key = withGoals
    ? [
        pathKey,
        mem.turnKey,
        t?.movePoints,
        me.hand.join(','),
        me.units.map((u) => `${u.id}${u.ready ? 'r' : 's'}${u.wounds}`).join(','),
        mem.badTargets.size,
        mem.failed.size,
        'goals',
      ].join('|')
    : pathKey;
  if (mem.planCache?.key === key) return mem.planCache.value as TurnPlan;
  const p = computeTurnPlan(state, me, mem, withGoals);
  mem.planCache = { key, value: p };
  return p;
}

/**
 * Commits this turn to `goal` as if chooseMovePhase had chosen it (the same keys it makes): it is
 * pursued until the next exploration, when the greedy logic chooses again. For the expert's
 * rollouts (issue 18, expert/rollout.ts); the greedy bot itself never calls it.
 */
export function commitGoal(state: GameState, mem: Memory, goal: Goal): void {
  const t = state.turn;
  if (!t) return;
  const tk = `${state.round.number}:${mem.turnSerial}:${t.player}`;
  if (mem.turnKey !== tk) {
    mem.turnKey = tk;
    mem.turnTried.clear();
  }
  mem.goal = goal;
  mem.goalKey = `${tk}:${state.map.tiles.length}`;
}

// ----------------------------------------------------------------------------- the turn

function findLegal<T extends Action['type']>(
  legal: readonly Action[],
  type: T,
  pred: (a: Extract<Action, { type: T }>) => boolean = () => true,
): Extract<Action, { type: T }> | undefined {
  return legal.find(
    (a): a is Extract<Action, { type: T }> =>
      a.type === type && pred(a as Extract<Action, { type: T }>),
  );
}

export function chooseTurn(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  rng: SimRng,
  steps: number,
): Action {
  const t = state.turn;
  const end = findLegal(legal, 'end-turn');
  if (!t) return end ?? (legal[0] as Action);
  const tk = `${state.round.number}:${mem.turnSerial}:${t.player}`;
  if (mem.turnKey !== tk) {
    mem.turnKey = tk;
    mem.turnTried.clear();
  }
  // heal points to spend
  if (t.healPoints > 0) {
    const h = findLegal(legal, 'heal', (a) => a.target === 'wound') ?? findLegal(legal, 'heal');
    if (h) return h;
  }
  // a cooperative city assault in progress: go in (or give up) when it is this hero's go
  const coopA = chooseCoop(state, legal, me);
  if (coopA) return coopA;
  // another hero on this space: attack when clearly stronger (PvP, MOVE-8b)
  const pvp = findLegal(legal, 'pvp-attack');
  if (pvp && !mem.turnTried.has('pvp')) {
    mem.turnTried.add('pvp');
    const other = state.players.find(
      (p) => p.id !== me.id && p.kind !== 'dummy' && p.position === me.position,
    );
    const mine =
      me.hand.filter((c) => !isWound(c)).length +
      me.units.filter((u) => u.ready && !u.wounds).length;
    const theirs = other
      ? other.hand.filter((c) => !isWound(c)).length +
        other.units.filter((u) => u.ready && !u.wounds).length
      : 99;
    if (mine >= 4 && mine >= theirs + 2) return pvp;
  }
  // scenario objectives
  for (const scen of legal) {
    if (scen.type !== 'scenario-action' || scen.id === 'tunnel') continue;
    const key = `scen:${scen.id}:${scen.hex ?? ''}`;
    if (mem.turnTried.has(key)) continue;
    mem.turnTried.add(key);
    if (scenarioActionGood(state, scen, me)) return scen;
  }
  const entryA = chooseSiteEntry(state, legal, me);
  if (entryA) return entryA;
  if (t.interaction && !state.combat) {
    const a = chooseInteraction(state, legal, me, mem);
    if (a) return a;
  } else {
    const canMove = !t.action && !t.rested && (t.phase === 'start' || t.phase === 'move');
    if (canMove) {
      const a = chooseMovePhase(state, legal, me, mem, steps);
      if (a) return a;
    }
  }
  return wrapUp(state, legal, me, mem, rng);
}

/**
 * A scenario's own action (liberate a mine, activate a glade, an incantation …): taken when looking
 * ahead shows it pays — a fight it starts must be one the fight plan expects to win.
 */
function scenarioActionGood(state: GameState, a: Action, me: PlayerState): boolean {
  let after: GameState;
  try {
    after = applyAction(state, a).state;
  } catch {
    return false;
  }
  if (after.combat) return currentPlan(after, after.players[me.id] ?? me).plan.score > 1.5;
  if (after.pending.length > 0) return true;
  return evalPosition(after, me.id) >= evalPosition(state, me.id) - 0.5;
}

/**
 * Cooperative city assaults (§12): propose one next to a city worth fighting with the heroes there,
 * and, when it is this hero's go, move into the city (or be done).
 */
function chooseCoop(state: GameState, legal: readonly Action[], me: PlayerState): Action | null {
  const coop = state.coop;
  if (coop && coop.stage === 'assault' && coop.participants.includes(me.id)) {
    const t = state.turn;
    const into = findLegal(legal, 'move', (a) => a.to === coop.city);
    if (into) return into;
    const done = findLegal(legal, 'coop-done');
    if (t && !t.action && (t.phase === 'start' || t.phase === 'move')) {
      const need = (moveCost(state, coop.city) ?? 99) - t.movePoints;
      const walk = planWalk(state, me, [coop.city], 0, new Set(), 99);
      if (need > 0 && walk.arrives && walk.cards[0]) {
        const a = playForMove(legal, walk.cards[0]);
        if (a) return a;
      }
    }
    return done ?? null;
  }
  const props = legal.filter(
    (a): a is Extract<Action, { type: 'coop-assault' }> => a.type === 'coop-assault',
  );
  if (!props.length) return null;
  const city = state.cities.find(
    (c) => !c.conquered && props[0] && me.position && neighborKeys(me.position).includes(c.hex),
  );
  if (!city) return null;
  const spec = fightSpecAt(state, me, city.hex);
  if (!spec) return null;
  // with help: my share of the defenders (the weakest ones, roughly)
  let best: Extract<Action, { type: 'coop-assault' }> | null = null;
  let bestS = 1.5;
  for (const a of props) {
    const mine = a.counts[0] ?? spec.foes.length;
    if (mine <= 0) continue;
    const share = [...spec.foes].sort((x, y) => x.armor - y.armor).slice(0, mine);
    const s = fightScore(
      state,
      me,
      { ...spec, foes: share, conquest: spec.conquest / (a.invite.length + 1) },
      me.hand,
    ).score;
    const balance = -Math.abs(mine - spec.foes.length / (a.invite.length + 1));
    const v = s + balance + a.invite.length * 0.5;
    if (v > bestS) {
      bestS = v;
      best = a;
    }
  }
  return best;
}

const goalId = (g: Goal): string => `${g.kind}@${g.stand}/${g.site}`;

function fightThreshold(kind: Goal['kind']): number {
  return kind === 'assault' ? TUNING.fightMinFortified : TUNING.fightMin;
}

/** The path from the hero to a hex (hexes entered, in order). */
function pathTo(paths: Paths, from: string, to: string): string[] {
  const out: string[] = [];
  let cur = to;
  let guard = 0;
  while (cur !== from && guard++ < 500) {
    out.push(cur);
    const p = paths.prev.get(cur);
    if (p === undefined) return [];
    cur = p;
  }
  return out.reverse();
}

interface MoveCard {
  card: string;
  move: number;
  strong: boolean;
  keep: number;
}

/** Cards the walk may use, cheapest to give up first (Move per card and what it is worth else). */
function moveCards(state: GameState, me: PlayerState, reserved: ReadonlySet<string>): MoveCard[] {
  const env = envMove(state);
  const pool = manaPool(state, me);
  // a card played now is replaced by a draw: keeping it is worth only what it beats the deck by
  let strongLeft = pool.total;
  const cands = me.hand
    .filter((c) => !isWound(c) && !reserved.has(c))
    .map((c) => {
      const basic = cardMove(c, env, false);
      const strong = cardMove(c, env, true);
      return { card: c, basic, strong, keep: Math.max(0.1, spendCost(state, me, c)) };
    })
    .sort((x, y) => y.strong - y.basic - (x.strong - x.basic));
  const out: MoveCard[] = [];
  for (const c of cands) {
    const useStrong = c.strong > c.basic && strongLeft > 0;
    if (useStrong) strongLeft--;
    out.push({
      card: c.card,
      move: useStrong ? c.strong : c.basic,
      strong: useStrong,
      keep: c.keep,
    });
  }
  return out.sort((x, y) => x.keep / x.move - y.keep / y.move);
}

interface Walk {
  /** Hexes to enter this turn. */
  steps: string[];
  /** Cards to play for it, in order. */
  cards: MoveCard[];
  /** The walk reaches the stand (and pays the exploration when exploring). */
  arrives: boolean;
}

/** How far the spare cards carry the hero along the path this turn, and with which cards. */
function planWalk(
  state: GameState,
  me: PlayerState,
  path: string[],
  extra: number,
  reserved: ReadonlySet<string>,
  maxKeepPerMove: number,
): Walk {
  const costs = path.map((k) => moveCost(state, k) ?? 99);
  const total = costs.reduce((x, y) => x + y, 0) + extra;
  let budget = state.turn?.movePoints ?? 0;
  const cands = moveCards(state, me, reserved).filter((c) => c.keep / c.move <= maxKeepPerMove);
  const reach = (b: number) => {
    let used = 0;
    let i = 0;
    while (i < costs.length && used + (costs[i] as number) <= b) used += costs[i++] as number;
    return { i, arrives: i === costs.length && used + extra <= b };
  };
  const taken: MoveCard[] = [];
  let cur = reach(budget);
  for (const c of cands) {
    if (cur.arrives || budget >= total) break;
    taken.push(c);
    budget += c.move;
    cur = reach(budget);
  }
  // drop trailing cards that do not carry the hero any further
  while (taken.length) {
    const last = taken[taken.length - 1] as MoveCard;
    const r = reach(budget - last.move);
    if (r.i < cur.i || (cur.arrives && !r.arrives)) break;
    taken.pop();
    budget -= last.move;
  }
  return { steps: path.slice(0, cur.i), cards: taken, arrives: cur.arrives };
}

/** The hand left after walking `d` Move points with the cards least useful otherwise. */
function cardsAfterWalk(state: GameState, me: PlayerState, d: number): string[] {
  const need = d - (state.turn?.movePoints ?? 0);
  if (need <= 0) return [...me.hand];
  const left = [...me.hand];
  let got = 0;
  for (const c of moveCards(state, me, new Set())) {
    if (got >= need) break;
    got += c.move;
    left.splice(left.indexOf(c.card), 1);
  }
  return got >= need ? left : [];
}

/** Cards a fight needs (attack or block of 2 or more in their best mode). */
function fightCards(state: GameState, me: PlayerState): Set<string> {
  const env: Env = { time: state.round.time, inCombat: true, phase: null, interaction: false };
  const out = new Set<string>();
  for (const c of me.hand) {
    if (isWound(c)) continue;
    const items = fightItems(state, me, env, { unitsAllowed: false, cards: [c], noSkills: true });
    const best = Math.max(0, ...(items[0]?.opts ?? []).map((o) => Math.max(o.attack, o.block)));
    if (best >= 2) out.add(c);
  }
  return out;
}

function influenceCards(state: GameState, me: PlayerState): Set<string> {
  const env: Env = { time: state.round.time, inCombat: false, phase: null, interaction: true };
  const pool = manaPool(state, me);
  const out = new Set<string>();
  for (const c of me.hand)
    if (!isWound(c) && cardInfluence(c, env, pool.total > 0) >= 2) out.add(c);
  return out;
}

/** The walk toward a goal this turn (and whether to act on arrival), or null if it cannot move. */
export function walkFor(state: GameState, me: PlayerState, goal: Goal, paths: Paths): Walk | null {
  const here = me.position ?? '';
  let path = pathTo(paths, here, goal.stand);
  if (goal.stand !== here && path.length === 0) return null;
  const fullLength = path.length;
  let extra = goal.kind === 'explore' ? EXPLORE_COST : 0;
  // a step that provokes rampaging enemies is a fight: only with a hand that wins it
  const pi = path.findIndex((k) => paths.provoked.has(k));
  if (pi >= 0) {
    const before = path.slice(0, pi);
    const dBefore = before.reduce((x, k) => x + (moveCost(state, k) ?? 99), 0);
    const step = path[pi] as string;
    const dStep = dBefore + (moveCost(state, step) ?? 99);
    const foes = (paths.provoked.get(step) ?? []).flatMap(
      (r) => fightSpecAt(state, me, r)?.foes ?? [],
    );
    let spec: FightSpec = {
      foes,
      unitsAllowed: true,
      night: false,
      conquest: 0,
      killBonus: 0.5,
      allOrNothing: false,
    };
    let threshold = 1.5;
    const site =
      goal.kind === 'assault' && pi === path.length - 1 ? fightSpecAt(state, me, goal.site) : null;
    if (site) {
      // the last step is the assault itself: the provoked enemies join the defenders' fight
      spec = { ...site, foes: [...site.foes, ...foes] };
      threshold = fightThreshold('assault');
    }
    const ok =
      foes.length > 0 &&
      fightScore(state, me, spec, cardsAfterWalk(state, me, dStep)).score > threshold;
    path = ok ? path.slice(0, pi + 1) : before;
    if (path.length < pathTo(paths, here, goal.stand).length) extra = 0;
    if (path.length === 0) return { steps: [], cards: [], arrives: false };
  }
  const fight = goal.kind === 'assault' || goal.kind === 'enter' || goal.kind === 'challenge';
  const keepCap = goal.value > 8 ? 3 : 2;
  // keep what the action needs when the rest of the hand gets there
  const reserve = fight
    ? fightCards(state, me)
    : goal.kind === 'interact'
      ? influenceCards(state, me)
      : new Set<string>();
  let walk = planWalk(state, me, path, extra, reserve, keepCap);
  if (!walk.arrives) {
    // arriving without the cards kept for the action only helps if the action is still possible
    const all = planWalk(state, me, path, extra, new Set(), keepCap);
    const used = new Set(all.cards.map((c) => c.card));
    const left = me.hand.filter((c) => !used.has(c));
    let ok = true;
    if (all.arrives && path.length === fullLength) {
      if (goal.kind === 'interact') ok = interactionValue(state, me, goal.stand, left).value > 3;
      else if (goal.kind === 'enter' || goal.kind === 'challenge') {
        const spec = fightSpecAt(state, me, goal.site);
        ok = !!spec && fightScore(state, me, spec, left).score > fightThreshold(goal.kind);
      }
    }
    if (ok || walk.steps.length === 0) walk = all;
  }
  if (path.length < fullLength) return { ...walk, arrives: false };
  if (goal.kind === 'assault' && walk.arrives) {
    // entering the site is the assault: only with a hand that can win
    const spec = fightSpecAt(state, me, goal.site);
    const used = new Set(walk.cards.map((c) => c.card));
    const left = me.hand.filter((c) => !used.has(c));
    const s = spec ? fightScore(state, me, spec, left).score : -10;
    if (s <= fightThreshold('assault')) {
      const staged = planWalk(state, me, path.slice(0, -1), 0, reserve, keepCap);
      return { ...staged, arrives: false };
    }
  }
  return walk;
}

function chooseMovePhase(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  steps: number,
): Action | null {
  const t = state.turn;
  const here = me.position;
  if (!t || !here) return null;
  const nonWound = me.hand.filter((c) => !isWound(c)).length;
  const woundsInHand = me.hand.length - nonWound;
  // a hand full of wounds: rest first (nothing else is possible anyway)
  const started = t.moved || t.played.length > 0 || t.movePoints > 0;
  if (!started && woundsInHand > 0 && (nonWound <= 1 || (woundsInHand >= 3 && nonWound <= 2)))
    return null;

  // the goal is chosen once per turn (and after each exploration): the hand changes as it walks
  const gk = `${mem.turnKey}:${state.map.tiles.length}`;
  let goal: Goal | null;
  let plan: TurnPlan;
  if (mem.goalKey === gk && mem.goal) {
    goal = mem.goal;
    plan = turnPlan(state, me, mem, false);
  } else {
    plan = turnPlan(state, me, mem, true);
    // a goal it cannot even start walking to this turn counts less than one it can make progress to
    goal = null;
    let bestV = -Infinity;
    const cur = mem.goal ? goalId(mem.goal) : '';
    for (const g of plan.goals.slice(0, 8)) {
      let v = g.value + (goalId(g) === cur ? 3 : 0);
      if (g.stand !== here) {
        const w = walkFor(state, me, g, plan.paths);
        // no step possible (e.g. only through rampaging enemies it cannot beat): a lost turn
        if (!w || (w.steps.length === 0 && !w.arrives)) v -= 20;
        else if (w.arrives) v += 1;
      } else if (g.kind === 'enter' || g.kind === 'challenge') {
        // standing there with a hand that cannot win: waiting would waste the turn
        const spec = fightSpecAt(state, me, g.site);
        const hand = g.kind === 'enter' ? siteEntryPlan(state, me, legal).hand : me.hand;
        const s = spec ? fightScore(state, me, spec, hand).score : -10;
        if (s <= fightThreshold(g.kind)) v -= 20;
      }
      if (v > bestV) {
        bestV = v;
        goal = g;
      }
    }
    mem.goalKey = gk;
  }
  mem.goal = goal;
  greedyDebug.log?.(
    `goal ${goal ? `${goal.kind}@${goal.stand}/${goal.site} v=${goal.value.toFixed(1)} d=${plan.paths.dist.get(goal.stand)}` : 'none'} cap=${plan.capacity} | ${plan.goals
      .slice(0, 4)
      .map((g) => `${g.kind}@${g.stand} ${g.value.toFixed(1)}`)
      .join('; ')}`,
  );
  if (!goal) return null;
  const mark = `${state.round.number}:${me.level}:${me.units.length}`;

  // a tile can be revealed from here with Move points to spare: do it on the way
  const explore = legal.find((a) => a.type === 'explore');
  if (
    explore &&
    goal.kind !== 'explore' &&
    t.movePoints >= EXPLORE_COST &&
    exploreValue(state, me) > 4
  ) {
    const rest = pathTo(plan.paths, here, goal.stand).reduce(
      (x, k) => x + (moveCost(state, k) ?? 99),
      0,
    );
    const walk = here === goal.stand ? null : walkFor(state, me, goal, plan.paths);
    if (t.movePoints - EXPLORE_COST >= rest || (walk && !walk.arrives)) return explore;
  }
  if (here === goal.stand) {
    switch (goal.kind) {
      case 'explore': {
        const ex = legal.filter((a) => a.type === 'explore');
        if (ex.length) return ex[0] as Action;
        if (t.movePoints >= EXPLORE_COST) {
          mem.badTargets.add(here);
          mem.planCache = null;
          mem.goal = null;
          return null;
        }
        const walk = planWalk(state, me, [], EXPLORE_COST, new Set(), 3);
        if (walk.arrives && walk.cards[0]) return playForMove(legal, walk.cards[0]);
        return null;
      }
      case 'enter':
      case 'challenge': {
        const spec = fightSpecAt(state, me, goal.site);
        const entry = goal.kind === 'enter' ? siteEntryPlan(state, me, legal) : null;
        const s = spec ? fightScore(state, me, spec, entry?.hand ?? me.hand) : null;
        const act =
          goal.kind === 'enter'
            ? entry?.action
            : findLegal(
                legal,
                'challenge',
                (a) => a.hexes.length === 1 && a.hexes[0] === goal.site,
              );
        if (act && s && s.score > fightThreshold(goal.kind)) return act;
        // not now: wait for a fresh hand, but not for ever
        noteWait(state, mem, goal, mark);
        return null;
      }
      case 'interact': {
        const i = findLegal(legal, 'interact');
        if (i && interactionValue(state, me, here, me.hand).value > 3) return i;
        mem.goal = null;
        return null;
      }
      default:
        return null; // glade / mine: end the turn here
    }
  }
  // walk toward the stand
  const walk = walkFor(state, me, goal, plan.paths);
  const next = walk?.steps[0];
  greedyDebug.log?.(
    `walk ${pathTo(plan.paths, here, goal.stand).join(' ')} -> ${walk ? `${walk.steps.join(' ')} arrives=${walk.arrives} cards=${walk.cards.map((c) => c.card).join(',')}` : 'null'} mp=${t.movePoints}`,
  );
  if (!walk || !next) {
    if (goal.kind === 'assault') noteWait(state, mem, goal, mark);
    return null;
  }
  const cost = moveCost(state, next);
  if (cost === null) return null;
  if (t.movePoints >= cost) {
    const mv = findLegal(legal, 'move', (a) => a.to === next);
    if (mv) return mv;
    return null;
  }
  const card = walk.cards[0];
  if (card) {
    const a = playForMove(legal, card);
    if (a) return a;
  }
  void steps;
  return null;
}

/**
 * How to enter the adventure site here: mazes and labyrinths announce a path whose Move must then
 * be played (the cheapest path, with the best ready unit along); the hand left for the fight.
 */
function siteEntryPlan(
  state: GameState,
  me: PlayerState,
  legal: readonly Action[],
): { action: Action | undefined; hand: string[] } {
  const enters = legal.filter(
    (a): a is Extract<Action, { type: 'enter-site' }> => a.type === 'enter-site',
  );
  const withPath = enters.filter((a) => a.path !== undefined);
  if (withPath.length === 0) return { action: enters[0], hand: [...me.hand] };
  const path = Math.min(...withPath.map((a) => a.path ?? 99));
  const cands = withPath.filter((a) => a.path === path);
  const worth = (a: (typeof cands)[number]) => (a.unit ? unitWorth(a.unit) : -1);
  const action = cands.reduce((b, a) => (worth(a) > worth(b) ? a : b));
  return { action, hand: cardsAfterWalk(state, me, path) };
}

/** A maze or labyrinth path announced: play Move for it, then go in (or give up the turn). */
function chooseSiteEntry(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
): Action | null {
  const entry = state.turn?.siteEntry;
  const t = state.turn;
  if (!entry || !t || state.combat) return null;
  const go = findLegal(legal, 'enter-site');
  if (go && t.movePoints >= entry.path) return go;
  const need = entry.path - t.movePoints;
  let walk = planWalk(state, me, [], need + t.movePoints, fightCards(state, me), 99);
  if (!walk.arrives) walk = planWalk(state, me, [], need + t.movePoints, new Set(), 99);
  const card = walk.cards[0];
  return card ? playForMove(legal, card) : null;
}

/** A turn spent waiting at a site for a hand that can win there (twice: give up for the round). */
function noteWait(state: GameState, mem: Memory, goal: Goal, mark: string): void {
  if (mem.turnTried.has(`wait:${goal.site}`)) return;
  mem.turnTried.add(`wait:${goal.site}`);
  const waited = (mem.waits.get(goal.site) ?? 0) + 1;
  mem.waits.set(goal.site, waited);
  if (waited >= 2) {
    mem.failed.set(goal.site, mark);
    mem.waits.delete(goal.site);
    mem.goal = null;
  }
  void state;
}

/** Move a hand play gives outside combat (0 when it costs a Wound or a discard). */
export function moveOf(a: Extract<Action, { type: 'play-card' }>, env: Env): number {
  if (a.mode === 'sideways') return a.as === 'move' ? 1 : 0;
  try {
    const d = cardDef(a.card);
    return Math.max(
      0,
      ...yields(a.mode === 'strong' ? d.strong : d.basic, env).map((y) =>
        y.wound > 0 || y.discard > 0 ? 0 : y.move,
      ),
    );
  } catch {
    return 0;
  }
}

/** The legal play of a walk card (strong when planned and payable, else basic, else sideways). */
function playForMove(legal: readonly Action[], c: MoveCard): Action | null {
  const plays = legal.filter(
    (a): a is Extract<Action, { type: 'play-card' }> =>
      a.type === 'play-card' && a.card.split('#')[0] === c.card.split('#')[0],
  );
  const env: Env = { time: 'day', inCombat: false, phase: null, interaction: false };
  let best: Action | null = null;
  let bestS = -Infinity;
  for (const a of plays) {
    const m = moveOf(a, env);
    if (m <= 0) continue;
    const s = m - manaCostOf(a) * (c.strong ? 0.2 : 2);
    if (s > bestS) {
      bestS = s;
      best = a;
    }
  }
  return best;
}

// ----------------------------------------------------------------------------- interaction

function chooseInteraction(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
): Action | null {
  const t = state.turn;
  if (!t?.interaction) return null;
  const site = interactionSiteAt(state, me.id, t.interaction.hex);
  if (!isSite(site)) return null;
  const potential =
    influencePotential(state, me, me.hand) -
    me.units.filter((u) => u.ready && u.wounds === 0).length * 0; // units included
  const buys = purchasesAt(state, me, site, t.influencePoints + potential);
  void mem;
  for (const p of buys) {
    if (p.action === 'recruit') {
      const a =
        findLegal(legal, 'recruit', (x) => x.unit === p.id && !x.disband) ??
        findLegal(legal, 'recruit', (x) => x.unit === p.id);
      if (a) return a;
    } else {
      const cands = legal.filter(
        (x): x is Extract<Action, { type: 'buy' }> => x.type === 'buy' && x.item === p.id,
      );
      if (cands.length) return cands.reduce((b, x) => (manaCostOf(x) < manaCostOf(b) ? x : b));
    }
  }
  // not affordable yet: play Influence
  const first = buys[0];
  if (first && t.influencePoints < first.price) {
    const env: Env = { time: state.round.time, inCombat: false, phase: null, interaction: true };
    let best: Action | null = null;
    let bestS = -Infinity;
    for (const a of distinctPlays(legal)) {
      let inf: number;
      let keep: number;
      if (a.type === 'play-card') {
        if (a.mode === 'sideways') inf = a.as === 'influence' ? 1 : 0;
        else
          try {
            const d = cardDef(a.card);
            inf = Math.max(
              0,
              ...yields(a.mode === 'strong' ? d.strong : d.basic, env).map((y) =>
                y.wound > 0 ? 0 : y.influence,
              ),
            );
          } catch {
            inf = 0;
          }
        keep = spendCost(state, me, a.card) * 0.5;
      } else if (a.type === 'activate-unit') {
        try {
          inf = Math.max(
            0,
            ...yields(unitDef(a.unit).abilities[a.ability]?.effect, env).map((y) => y.influence),
          );
        } catch {
          inf = 0;
        }
        keep = 1;
      } else continue;
      if (inf <= 0) continue;
      const s = inf - keep - manaCostOf(a) * 0.8;
      if (s > bestS) {
        bestS = s;
        best = a;
      }
    }
    if (best) return best;
  }
  return null;
}

// ----------------------------------------------------------------------------- wrap-up

function wrapUp(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  rng: SimRng,
): Action {
  const t = state.turn;
  const end = findLegal(legal, 'end-turn');
  const woundsInHand = me.hand.filter(isWound).length;
  const nonWound = me.hand.length - woundsInHand;
  // healing cards when wounded
  if (woundsInHand > 0 && !state.combat) {
    const env: Env = {
      time: state.round.time,
      inCombat: false,
      phase: null,
      interaction: !!t?.interaction,
    };
    for (const a of distinctPlays(legal)) {
      if (a.type !== 'play-card' || a.mode === 'sideways') continue;
      try {
        const d = cardDef(a.card);
        const ys = yields(a.mode === 'strong' ? d.strong : d.basic, env);
        if (ys.some((y) => y.heal > 0 && y.wound === 0) && manaCostOf(a) < 1) return a;
      } catch {
        /* skip */
      }
    }
  }
  // useful plays judged by looking ahead (crystals, cards, units readied, spells …)
  const useful = usefulPlay(state, legal, me, mem);
  if (useful) return useful;
  // rest when wounded and nothing was done
  if (t && !t.moved && !t.action && !t.rested && woundsInHand > 0) {
    const rests = legal.filter((a): a is Extract<Action, { type: 'rest' }> => a.type === 'rest');
    if (rests.length) {
      return rests.reduce((b, a) => {
        const score = (x: typeof a) =>
          3 * x.discard.filter(isWound).length -
          x.discard.filter((c) => !isWound(c)).reduce((s, c) => s + cardWorth(c), 0) * 0.3;
        return score(a) > score(b) ? a : b;
      });
    }
  }
  // announce the end of the round with an empty deck and nothing left to play
  const announce = findLegal(legal, 'announce-end-of-round');
  if (announce && me.deck.length === 0 && nonWound <= 2) return announce;
  if (end) return end;
  const forfeit = findLegal(legal, 'forfeit-turn');
  if (announce) return announce;
  if (forfeit) return forfeit;
  void rng;
  return legal[0] as Action;
}

function usefulPlay(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
): Action | null {
  if (state.combat) return null;
  const env: Env = {
    time: state.round.time,
    inCombat: false,
    phase: null,
    interaction: !!state.turn?.interaction,
  };
  const base = evalPosition(state, me.id);
  let best: Action | null = null;
  let bestGain = 0.8;
  let tried = 0;
  for (const a of distinctPlays(legal)) {
    if (a.type === 'play-card' && a.mode === 'sideways') continue;
    const k = `${a.type}:${a.type === 'play-card' ? `${a.card.split('#')[0]}:${a.mode}` : a.type === 'activate-unit' ? `${a.unit}:${a.ability}` : a.type === 'use-skill' ? a.skill : ''}`;
    if (mem.turnTried.has(k)) continue;
    let ys;
    try {
      if (a.type === 'play-card') {
        const d = cardDef(a.card);
        ys = yields(a.mode === 'strong' ? d.strong : d.basic, env);
      } else if (a.type === 'activate-unit')
        ys = yields(unitDef(a.unit).abilities[a.ability]?.effect, env);
      else if (a.type === 'use-skill') ys = yields(skillDef(a.skill).effect, env);
      else continue;
    } catch {
      continue;
    }
    const interesting = ys.some(
      (y) =>
        y.crystal > 0 ||
        y.draw >= 2 ||
        y.readyUnit > 0 ||
        y.healUnit > 0 ||
        y.fame > 0 ||
        y.other > 0 ||
        (y.mana > 0 && y.crystal === 0 && false),
    );
    if (!interesting) continue;
    if (tried++ >= 6) break;
    mem.turnTried.add(k);
    let after: GameState;
    try {
      after = applyAction(state, a).state;
    } catch {
      continue;
    }
    // answer an opened choice greedily (one level)
    let v = evalPosition(after, me.id);
    const top = after.pending[after.pending.length - 1];
    if (top && top.player === me.id) {
      let bv = -Infinity;
      for (const o of top.options.slice(0, 8)) {
        try {
          const r = applyAction(after, {
            type: 'choose',
            player: me.id,
            option: top.max !== undefined ? [o] : o,
          });
          bv = Math.max(bv, evalPosition(r.state, me.id));
        } catch {
          /* not a valid single answer */
        }
      }
      if (bv > -Infinity) v = bv;
    }
    const cardCost =
      a.type === 'play-card'
        ? 0.6 * combatKeep(state, me, a.card) + 0.3
        : a.type === 'activate-unit'
          ? 1.5
          : 0.3;
    const gain = v - base - cardCost - manaCostOf(a) * 0.5;
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  return best;
}

// What the greedy bot knows about effects, read from the public content definitions: the points an
// effect can give (one "yield" per way it can resolve), the worth of a card, unit or skill, and the
// mana the bot can probably pay this turn. Estimates only: the engine alone decides what is legal,
// and whatever a definition does not tell (custom hooks, enemy effects) counts as `other`.
import {
  cardDef,
  skillDef,
  unitDef,
  type BasicColor,
  type Effect,
  type Element,
  type GameState,
  type ManaColor,
  type PlayerState,
} from '../../../engine';

/** What one way of resolving an effect gives. */
export interface Yield {
  move: number;
  influence: number;
  heal: number;
  /** Attack of any style (all count in the Attack phase). */
  attack: number;
  /** Ranged or siege attack (usable in the Ranged and Siege phase). */
  ranged: number;
  /** Siege attack (usable against fortified enemies in the Ranged and Siege phase). */
  siege: number;
  atkEl: Element;
  block: number;
  blkEl: Element;
  swiftDouble: boolean;
  draw: number;
  mana: number;
  crystal: number;
  fame: number;
  rep: number;
  wound: number;
  readyUnit: number;
  healUnit: number;
  /** Mana paid by a `pay` cost inside the effect. */
  manaCost: number;
  /** Cards discarded or thrown away as a cost. */
  discard: number;
  /** Parts the bot cannot quantify (modifiers, enemy effects, custom hooks, offers). */
  other: number;
}

export const emptyYield = (): Yield => ({
  move: 0,
  influence: 0,
  heal: 0,
  attack: 0,
  ranged: 0,
  siege: 0,
  atkEl: 'physical',
  block: 0,
  blkEl: 'physical',
  swiftDouble: false,
  draw: 0,
  mana: 0,
  crystal: 0,
  fame: 0,
  rep: 0,
  wound: 0,
  readyUnit: 0,
  healUnit: 0,
  manaCost: 0,
  discard: 0,
  other: 0,
});

const NUMERIC: (keyof Yield)[] = [
  'move',
  'influence',
  'heal',
  'attack',
  'ranged',
  'siege',
  'block',
  'draw',
  'mana',
  'crystal',
  'fame',
  'rep',
  'wound',
  'readyUnit',
  'healUnit',
  'manaCost',
  'discard',
  'other',
];

function addYield(a: Yield, b: Yield): Yield {
  const out = { ...a };
  const o = out as unknown as Record<string, number>;
  const bb = b as unknown as Record<string, number>;
  for (const k of NUMERIC) o[k] = (o[k] ?? 0) + (bb[k] ?? 0);
  if (b.attack > 0 && a.attack === 0) out.atkEl = b.atkEl;
  if (b.block > 0 && a.block === 0) {
    out.blkEl = b.blkEl;
    out.swiftDouble = b.swiftDouble;
  }
  return out;
}

/** The situation an effect is judged in (null fields: "any", for deck valuation). */
export interface Env {
  time: 'day' | 'night';
  /** null = unknown (judge as if anywhere). */
  inCombat: boolean | null;
  phase: 'ranged' | 'block' | 'damage' | 'attack' | null;
  interaction: boolean | null;
}

export const ANY_ENV: Env = { time: 'day', inCombat: null, phase: null, interaction: null };

const MAX_ALTS = 12;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function one(f: (y: Yield) => void): Yield[] {
  const y = emptyYield();
  f(y);
  return [y];
}

/** Every way an effect can resolve, as yields (choices → alternatives, `all` → sums). */
export function yields(e: Effect | undefined, env: Env, depth = 0): Yield[] {
  if (!e || depth > 8) return [emptyYield()];
  switch (e.kind) {
    case 'nothing':
      return [emptyYield()];
    case 'move':
      return one((y) => (y.move = e.amount));
    case 'influence':
      return one((y) => (y.influence = e.amount));
    case 'heal':
      return one((y) => (y.heal = e.amount));
    case 'attack':
      return one((y) => {
        y.attack = e.amount;
        if (e.style !== 'melee') y.ranged = e.amount;
        if (e.style === 'siege') y.siege = e.amount;
        y.atkEl = e.element;
      });
    case 'block':
      return one((y) => {
        y.block = e.amount;
        y.blkEl = e.element;
        y.swiftDouble = !!e.swiftDouble;
      });
    case 'draw':
      return one((y) => (y.draw = e.amount));
    case 'gain-mana':
      return one((y) => (y.mana = e.count || 1));
    case 'gain-crystal':
      return one((y) => (y.crystal = e.count || 1));
    case 'fame':
      return one((y) => (y.fame = e.amount));
    case 'reputation':
      return one((y) => (y.rep = e.amount));
    case 'take-wound':
      return one((y) => (y.wound = e.count || 1));
    case 'ready-unit':
      return one((y) => (y.readyUnit = 1));
    case 'heal-unit':
      return one((y) => (y.healUnit = typeof e.count === 'number' ? e.count : 2));
    case 'choice': {
      const out: Yield[] = [];
      for (const o of e.options) {
        for (const y of yields(o, env, depth + 1)) {
          out.push(y);
          if (out.length >= MAX_ALTS) return out;
        }
      }
      return out.length ? out : [emptyYield()];
    }
    case 'all': {
      let acc: Yield[] = [emptyYield()];
      for (const part of e.effects) {
        const ys = yields(part, env, depth + 1);
        const next: Yield[] = [];
        for (const a of acc)
          for (const b of ys) if (next.length < MAX_ALTS) next.push(addYield(a, b));
        acc = next;
      }
      return acc;
    }
    case 'pay': {
      const cost = emptyYield();
      const c = e.cost;
      if (c.kind === 'mana') cost.manaCost = c.count || 1;
      else if (c.kind === 'discard' || c.kind === 'throw-away') cost.discard = c.count || 1;
      else if (c.kind === 'take-wound') cost.wound = c.count || 1;
      else if (c.kind === 'spend-crystal') cost.crystal = -(c.count || 1);
      else if (c.kind === 'reputation') cost.rep = -num(c.amount);
      return yields(e.then, env, depth + 1).map((y) => addYield(y, cost));
    }
    case 'by-time':
      return yields(env.time === 'day' ? e.day : e.night, env, depth + 1);
    case 'when': {
      const t = e.timing;
      if (env.inCombat !== null) {
        if (t === 'not-in-combat' && env.inCombat) return [emptyYield()];
        if (t === 'combat-only' && !env.inCombat) return [emptyYield()];
      }
      if (env.phase !== null || env.inCombat === false) {
        if (t === 'block-phase' && env.phase !== 'block') return [emptyYield()];
        if (t === 'attack-phase' && env.phase !== 'attack') return [emptyYield()];
      }
      if (t === 'interaction-only' && env.interaction === false) return [emptyYield()];
      return yields(e.effect, env, depth + 1);
    }
    case 'bonus-per':
      return yields(e.effect, env, depth + 1);
    case 'on-successful-block':
      return yields(e.block, env, depth + 1).map((y) => ({ ...y, other: y.other + 0.5 }));
    case 'by-paid-color': {
      const out: Yield[] = [];
      for (const b of [e.red, e.blue, e.green, e.white])
        for (const y of yields(b, env, depth + 1)) if (out.length < MAX_ALTS) out.push(y);
      return out.length ? out : [emptyYield()];
    }
    case 'if': {
      const out = [...yields(e.then, env, depth + 1)];
      if (e.else) out.push(...yields(e.else, env, depth + 1));
      return out.slice(0, MAX_ALTS);
    }
    default:
      // modifier, enemy, custom, for-each, relocate, hand-limit, take-from-offer, use-from-offer
      return one((y) => (y.other = 1));
  }
}

/** Generic weights of a yield (deck valuation, rewards, level-up picks). */
export function genericValue(y: Yield): number {
  return (
    y.move * 1 +
    y.influence * 0.8 +
    y.heal * 1.3 +
    y.attack * 1.1 +
    y.ranged * 0.5 +
    y.siege * 0.3 +
    (y.atkEl !== 'physical' && y.attack > 0 ? 0.5 : 0) +
    y.block * 1 +
    (y.blkEl !== 'physical' && y.block > 0 ? 0.4 : 0) +
    y.draw * 1.5 +
    y.mana * 0.6 +
    y.crystal * 1.5 +
    y.fame * 1 +
    y.rep * 0.5 -
    y.wound * 3 +
    y.readyUnit * 2 +
    y.healUnit * 2 -
    y.manaCost * 0.6 -
    y.discard * 1.5 +
    y.other * 3
  );
}

const bestOf = (ys: Yield[], f: (y: Yield) => number): number =>
  ys.reduce((m, y) => Math.max(m, f(y)), -Infinity);

const worthCache = new Map<string, number>();

/** How good a Deed card is to own (generic; wounds negative). */
export function cardWorth(card: string): number {
  const key = card.split('#')[0] ?? card;
  const hit = worthCache.get(key);
  if (hit !== undefined) return hit;
  let w: number;
  try {
    const d = cardDef(card);
    if (d.type === 'wound') w = -4;
    else {
      const basic = bestOf(yields(d.basic, ANY_ENV), genericValue);
      const strong = bestOf(yields(d.strong, ANY_ENV), genericValue);
      // spells need mana even for the basic effect; strong effects need mana
      const typeBonus =
        d.type === 'spell' ? 3 : d.type === 'artifact' ? 4 : d.type === 'advanced-action' ? 2 : 0;
      w = Math.max(basic, 1.2) + 0.5 * Math.max(0, strong - basic) + typeBonus;
    }
  } catch {
    w = 2;
  }
  worthCache.set(key, w);
  return w;
}

const unitCache = new Map<string, number>();

/** How good a unit is to own (level, armor, best ability). */
export function unitWorth(unit: string): number {
  const key = unit.split('#')[0] ?? unit;
  const hit = unitCache.get(key);
  if (hit !== undefined) return hit;
  let w = 4;
  try {
    const d = unitDef(unit);
    const best = Math.max(
      0,
      ...d.abilities.map((a) => bestOf(yields(a.effect, ANY_ENV), genericValue)),
    );
    w = 3 * d.level + d.armor * 0.6 + best * 1.2 + d.resistances.length * 0.8;
  } catch {
    /* unknown unit */
  }
  unitCache.set(key, w);
  return w;
}

const skillCache = new Map<string, number>();

export function skillWorth(skill: string): number {
  const hit = skillCache.get(skill);
  if (hit !== undefined) return hit;
  let w = 3;
  try {
    const d = skillDef(skill);
    const v = bestOf(yields(d.effect, ANY_ENV), genericValue);
    w = (d.usage === 'turn' ? 2 : 1) * Math.max(0.5, v) + (d.passive ? 3 : 0);
    if (d.usage === 'interactive') w *= 0.7;
  } catch {
    /* unknown skill */
  }
  skillCache.set(skill, w);
  return w;
}

// ----------------------------------------------------------------------------- mana

export interface ManaPool {
  /** Sources usable for each colour now (a die counted for every colour it could pay). */
  avail: Record<ManaColor, number>;
  /** Distinct mana payments possible this turn (dice limited by the dice still allowed). */
  total: number;
}

const COLORS: ManaColor[] = ['red', 'blue', 'green', 'white', 'gold', 'black'];

/** The mana the player can probably still pay this turn (an estimate of MANA-1..3). */
export function manaPool(state: GameState, me: PlayerState): ManaPool {
  const avail = { red: 0, blue: 0, green: 0, white: 0, gold: 0, black: 0 } as Record<
    ManaColor,
    number
  >;
  const day = state.round.time === 'day' && !state.combat?.nightRules;
  let total = 0;
  const addFor = (c: ManaColor, n: number) => {
    if (c === 'gold') {
      if (!day) return;
      for (const b of ['red', 'blue', 'green', 'white'] as const) avail[b] += n;
      avail.gold += n;
      return;
    }
    if (c === 'black' && day) return;
    avail[c] += n;
  };
  for (const c of ['red', 'blue', 'green', 'white'] as BasicColor[]) {
    const n = me.crystals[c];
    avail[c] += n;
    total += n;
  }
  const t = state.turn && state.turn.player === me.id ? state.turn : null;
  for (const c of t?.manaTokens ?? []) {
    addFor(c, 1);
    total += 1;
  }
  const diceLeft = t ? Math.max(0, t.diceAllowed - t.diceUsed.length) : 1;
  if (diceLeft > 0) {
    const seen = new Set<ManaColor>();
    let usable = 0;
    for (const d of state.source.dice) {
      const free =
        (d.takenBy === null || d.takenBy === undefined) &&
        (d.stolenBy === null || d.stolenBy === undefined || d.stolenBy === me.id) &&
        (d.claimedBy === null || d.claimedBy === undefined || d.claimedBy === me.id);
      if (!free) continue;
      if (d.color === 'black' && day) continue;
      if (d.color === 'gold' && !day) continue;
      usable++;
      if (!seen.has(d.color)) {
        seen.add(d.color);
        addFor(d.color, 1);
      }
    }
    total += Math.min(diceLeft, usable);
  }
  for (const c of COLORS) avail[c] = Math.min(avail[c], total);
  return { avail, total };
}

/** Mana colours a card's strong effect (or a spell's basic) needs. */
export function manaNeeds(card: string, mode: 'basic' | 'strong'): ManaColor[][] {
  try {
    const d = cardDef(card);
    if (d.type === 'spell') {
      const c = d.colors[0];
      if (!c) return [[]];
      return mode === 'basic' ? [[c]] : [[c, 'black']];
    }
    if (d.type === 'artifact' || d.type === 'wound') return [[]];
    if (mode === 'basic') return [[]];
    return d.colors.map((c) => [c]);
  } catch {
    return [[]];
  }
}

export function canPayFrom(pool: ManaPool, needs: ManaColor[][]): ManaColor[] | null {
  for (const alt of needs) {
    if (alt.length === 0) return alt;
    if (alt.length > pool.total) continue;
    const want = new Map<ManaColor, number>();
    for (const c of alt) want.set(c, (want.get(c) ?? 0) + 1);
    if ([...want].every(([c, n]) => pool.avail[c] >= n)) return alt;
  }
  return null;
}

export function spendFrom(pool: ManaPool, colors: ManaColor[]): void {
  for (const c of colors) {
    pool.total -= 1;
    if (pool.avail[c] > 0) pool.avail[c] -= 1;
  }
  for (const c of COLORS) pool.avail[c] = Math.min(pool.avail[c], pool.total);
}

export const isWound = (c: string): boolean => c.startsWith('wound#');

// The greedy bot's fight planner: which enemies to kill in the Ranged and Siege phase, which
// attacks to block, which enemies to kill in the Attack phase, and what that costs in wounds.
// It works on a static model of the hand, units and skills (knowledge.ts) and of the enemies (the
// engine's own numbers, enemyStats, during a combat; the content definitions before one). Used
// both to decide whether a fight is worth starting and, re-planned at every decision, to play it.
import {
  baseHandLimit,
  cardDef,
  enemyDef,
  enemyStats,
  heroArmor,
  skillDef,
  unitDef,
  type CityColor,
  type Element,
  type GameState,
  type ManaColor,
  type PlayerState,
  type Resistance,
} from '../../../engine';
import {
  canPayFrom,
  isWound,
  manaNeeds,
  manaPool,
  spendFrom,
  unitWorth,
  yields,
  type Env,
  type ManaPool,
} from './knowledge';
import { TUNING } from './values';

export interface Opt {
  attack: number;
  ranged: number;
  siege: number;
  atkEl: Element;
  block: number;
  blkEl: Element;
  swiftDouble: boolean;
  mana: ManaColor[];
  cost: number;
}

export interface Item {
  key: string;
  kind: 'card' | 'unit' | 'skill';
  opts: Opt[];
}

export interface FoeAtk {
  index: number;
  value: number;
  /** Block needed (Swift doubled). */
  need: number;
  /** Damage if unblocked (Brutal doubled). */
  dmg: number;
  el: Element;
  swift: boolean;
  poison: boolean;
  paralyze: boolean;
  assassin: boolean;
  blocked: boolean;
}

export interface Foe {
  id: string;
  armor: number;
  /** Armor in the Attack phase when all its attacks were blocked (elusive), else = armor. */
  armorLow: number;
  res: Resistance[];
  /** In the Ranged phase: 0 none, 1 fortified (siege only), 2 not targetable. */
  fort: number;
  fame: number;
  attacks: FoeAtk[];
  defeated: boolean;
  defender: boolean;
  /** A summoned token (no Fame; leaves after the Damage phase). */
  summoned: boolean;
  /** A summoner hidden by its summoned token now. */
  hidden: boolean;
}

// ----------------------------------------------------------------------------- resources

export interface ItemOptions {
  unitsAllowed: boolean;
  allowedUnits?: readonly string[] | null;
  /** Cards to use instead of the hand (a forecast hand). */
  cards?: readonly string[];
  /** Leave out units and skills (forecasts of a later turn keep them; the current hand too). */
  noSkills?: boolean;
}

function optsFromEffect(
  e: Parameters<typeof yields>[0],
  env: Env,
  mana: ManaColor[],
  cost: number,
): Opt[] {
  const out: Opt[] = [];
  for (const y of yields(e, env)) {
    if (y.attack <= 0 && y.block <= 0) continue;
    if (y.wound > 0 || y.discard > 0) continue; // costs the bot does not pay in a fight plan
    out.push({
      attack: y.attack,
      ranged: y.ranged,
      siege: y.siege,
      atkEl: y.atkEl,
      block: y.block,
      blkEl: y.blkEl,
      swiftDouble: y.swiftDouble,
      mana,
      cost: cost + 0.4 * mana.length,
    });
  }
  return out;
}

const SIDEWAYS: Opt = {
  attack: 1,
  ranged: 0,
  siege: 0,
  atkEl: 'physical',
  block: 1,
  blkEl: 'physical',
  swiftDouble: false,
  mana: [],
  cost: 1,
};

const itemCache = new Map<string, Opt[]>();

function cardOpts(card: string, env: Env): Opt[] {
  const k = `${card.split('#')[0]}:${env.time}:${env.phase ?? '-'}`;
  const hit = itemCache.get(k);
  if (hit) return hit;
  const opts: Opt[] = [SIDEWAYS];
  try {
    const d = cardDef(card);
    for (const mode of ['basic', 'strong'] as const) {
      for (const need of manaNeeds(card, mode))
        opts.push(...optsFromEffect(mode === 'basic' ? d.basic : d.strong, env, need, 1));
    }
  } catch {
    /* unknown card: sideways only */
  }
  itemCache.set(k, opts);
  return opts;
}

/** The hand (or a forecast hand), ready units and usable skills as fight resources. */
export function fightItems(state: GameState, me: PlayerState, env: Env, o: ItemOptions): Item[] {
  const items: Item[] = [];
  for (const c of o.cards ?? me.hand) {
    if (isWound(c)) continue;
    items.push({ key: c, kind: 'card', opts: cardOpts(c, env) });
  }
  if (o.unitsAllowed)
    for (const u of me.units) {
      if (!u.ready || u.wounds > 0) continue;
      if (o.allowedUnits && !o.allowedUnits.includes(u.id)) continue;
      try {
        const d = unitDef(u.id);
        const opts: Opt[] = [];
        for (const ab of d.abilities)
          opts.push(...optsFromEffect(ab.effect, env, ab.mana ? [ab.mana] : [], 1.2));
        if (opts.length) items.push({ key: u.id, kind: 'unit', opts });
      } catch {
        /* unknown unit */
      }
    }
  if (!o.noSkills)
    for (const s of me.skills) {
      if (s.flipped || s.usedThisTurn || s.inCenter) continue;
      try {
        const d = skillDef(s.id);
        if (d.usage === 'passive') continue;
        const opts = optsFromEffect(d.effect, env, [], d.usage === 'turn' ? 0.3 : 0.8);
        if (opts.length) items.push({ key: `skill:${s.id}`, kind: 'skill', opts });
      } catch {
        /* unknown skill */
      }
    }
  return items;
}

// ----------------------------------------------------------------------------- enemies

const SUMMON_ATTACK: Record<string, number> = {
  green: 3.5,
  brown: 5.5,
  grey: 4,
  violet: 5,
  white: 6,
  red: 7,
};

/** An enemy seen from its definition (before a combat), with a city's defender bonus. */
export function foeFromDef(
  id: string,
  o: { fortifiedSite: boolean; city?: CityColor | null; defender?: boolean },
): Foe {
  const d = enemyDef(id);
  let armor = d.elusiveArmor ?? d.armor;
  let armorLow = d.armor;
  if (o.city === 'white') {
    armor += 1;
    armorLow += 1;
  }
  const own = d.abilities.includes('fortified') ? 1 : 0;
  const site = o.fortifiedSite && !d.abilities.includes('unfortified') ? 1 : 0;
  const has = (a: string) => (d.abilities as string[]).includes(a);
  const attacks: FoeAtk[] = d.attacks.map((a, index) => {
    if (a.kind === 'summon') {
      const v = SUMMON_ATTACK[a.pile] ?? 5;
      return {
        index,
        value: v,
        need: v,
        dmg: v,
        el: 'physical',
        swift: false,
        poison: false,
        paralyze: false,
        assassin: false,
        blocked: false,
      };
    }
    let v = a.value;
    if (o.city === 'blue')
      v += a.element === 'fire' || a.element === 'ice' ? 2 : a.element === 'cold-fire' ? 1 : 0;
    const physical = a.element === 'physical';
    const brutal = has('brutal') || (o.city === 'red' && physical);
    const poison = has('poison') || (o.city === 'green' && physical);
    const swift = has('swift');
    return {
      index,
      value: v,
      need: swift ? 2 * v : v,
      dmg: brutal ? 2 * v : v,
      el: a.element,
      swift,
      poison,
      paralyze: has('paralyze'),
      assassin: has('assassination'),
      blocked: false,
    };
  });
  if (has('defend') && d.defend) {
    armor += d.defend;
    armorLow += d.defend;
  }
  return {
    id,
    armor,
    armorLow,
    res: [...d.resistances],
    fort: own + site,
    fame: d.fame,
    attacks,
    defeated: false,
    defender: o.defender ?? false,
    summoned: false,
    hidden: false,
  };
}

/** The enemies of the current combat, with the engine's effective numbers. */
export function combatFoes(state: GameState): Foe[] {
  const c = state.combat;
  if (!c) return [];
  const stats = enemyStats(state);
  const out: Foe[] = [];
  for (const s of stats) {
    const ce = c.enemies.find((e) => e.id === s.id);
    if (!ce) continue;
    let d;
    try {
      d = enemyDef(s.id);
    } catch {
      continue;
    }
    const abil = s.abilities as string[];
    const elusiveGap = d.elusiveArmor !== undefined ? d.elusiveArmor - d.armor : 0;
    // enemyStats gives the armor of now: the low one only in the Attack phase after full blocks
    const allBlocked = s.attacks.every((a) => a.kind !== 'attack' || a.blocked);
    const lowNow = c.phase === 'attack' && allBlocked && elusiveGap > 0;
    // ABIL-DEFEND: an unused Defend will add to the first attack's target (itself here)
    const defendAhead =
      abil.includes('defend') && !(c.defendUsed ?? []).includes(s.id) && !ce.defendBonus
        ? (d.defend ?? 0)
        : 0;
    const armorHigh = (lowNow ? s.armor + elusiveGap : s.armor) + defendAhead;
    const armorLow = abil.includes('elusive') ? armorHigh - elusiveGap : armorHigh;
    const attacks: FoeAtk[] = s.attacks.map((a) => {
      if (a.kind === 'summon') {
        const pile = d.attacks[a.index];
        const v = pile && pile.kind === 'summon' ? (SUMMON_ATTACK[pile.pile] ?? 5) : 5;
        const summonedAlready = (ce.summoned?.length ?? 0) > 0 || c.phase !== 'ranged';
        return {
          index: a.index,
          value: summonedAlready ? 0 : v,
          need: summonedAlready ? 0 : v,
          dmg: summonedAlready ? 0 : v,
          el: 'physical',
          swift: false,
          poison: false,
          paralyze: false,
          assassin: false,
          blocked: true, // the summoned token attacks instead (its own entry)
        };
      }
      const cancelled =
        (ce.flags[`cancelled:${a.index}`] ?? 0) > 0 || !!ce.flags['does-not-attack'];
      return {
        index: a.index,
        value: a.value,
        need: a.blockNeeded,
        dmg: a.damage,
        el: a.element,
        swift: abil.includes('swift'),
        poison: abil.includes('poison'),
        paralyze: abil.includes('paralyze'),
        assassin: abil.includes('assassination'),
        blocked: a.blocked || a.damageAssigned || cancelled || a.value <= 0,
      };
    });
    // a summoner's token stands in for it: treat the summoner's summon attack as handled
    out.push({
      id: s.id,
      armor: armorHigh,
      armorLow,
      res: [...s.resistances],
      fort: s.fortification,
      fame: ce.summonedBy ? 0 : Math.ceil(d.fame * (ce.fameFactor ?? 1)),
      attacks,
      defeated: s.defeated,
      defender: !!ce.defender,
      summoned: !!ce.summonedBy,
      hidden: s.hidden,
    });
  }
  return out;
}

// ----------------------------------------------------------------------------- values

export function attackInefficient(el: Element, res: readonly Resistance[]): boolean {
  switch (el) {
    case 'physical':
      return res.includes('physical');
    case 'fire':
      return res.includes('fire');
    case 'ice':
      return res.includes('ice');
    case 'cold-fire':
      return res.includes('fire') && res.includes('ice');
  }
}

export function blockEfficient(block: Element, attack: Element): boolean {
  switch (attack) {
    case 'physical':
      return true;
    case 'fire':
      return block === 'ice' || block === 'cold-fire';
    case 'ice':
      return block === 'fire' || block === 'cold-fire';
    case 'cold-fire':
      return block === 'cold-fire';
  }
}

export type Style = 'melee' | 'ranged' | 'siege';

export function attackValue(o: Opt, style: Style, res: readonly Resistance[]): number {
  const amount = style === 'melee' ? o.attack : style === 'siege' ? o.siege : o.ranged;
  if (amount <= 0) return 0;
  return attackInefficient(o.atkEl, res) ? amount / 2 : amount;
}

export function blockValue(o: Opt, a: FoeAtk): number {
  if (o.block <= 0) return 0;
  const amount = o.swiftDouble && a.swift ? 2 * o.block : o.block;
  return blockEfficient(o.blkEl, a.el) ? amount : amount / 2;
}

// ----------------------------------------------------------------------------- covering a need

interface Pick {
  item: Item;
  opt: Opt;
  v: number;
}

function clonePool(p: ManaPool): ManaPool {
  return { avail: { ...p.avail }, total: p.total };
}

/**
 * Items (not yet used) whose chosen options reach `need`, with little waste; null if they cannot.
 * Commits nothing: the caller marks the picks used and spends their mana.
 */
export function cover(
  need: number,
  items: readonly Item[],
  used: ReadonlySet<string>,
  mana: ManaPool,
  val: (o: Opt) => number,
  penalty?: (it: Item) => number,
): Pick[] | null {
  if (need <= 0) return [];
  const cands: Pick[] = [];
  let sum = 0;
  for (const it of items) {
    if (used.has(it.key)) continue;
    let best: Pick | null = null;
    for (const o of it.opts) {
      const v = val(o);
      if (v <= 0) continue;
      if (o.mana.length && !canPayFrom(mana, [o.mana])) continue;
      if (!best || v > best.v || (v === best.v && o.cost < best.opt.cost))
        best = { item: it, opt: o, v };
    }
    if (best) {
      cands.push(best);
      sum += best.v;
    }
  }
  if (sum < need - 1e-9) return null;
  const pen = (p: Pick) => p.opt.cost + (penalty ? penalty(p.item) : 0);
  const picks: Pick[] = [];
  const m = clonePool(mana);
  let left = need;
  const pool = [...cands];
  while (left > 1e-9 && pool.length > 0) {
    // one item that covers the rest alone: the cheapest with the least waste
    let single: Pick | null = null;
    let singleS = Infinity;
    for (const p of pool) {
      if (p.v + 1e-9 < left) continue;
      if (p.opt.mana.length && !canPayFrom(m, [p.opt.mana])) continue;
      const s = pen(p) * 2 + (p.v - left) * 0.5;
      if (s < singleS) {
        singleS = s;
        single = p;
      }
    }
    if (single) {
      picks.push(single);
      if (single.opt.mana.length) spendFrom(m, single.opt.mana);
      left = 0;
      break;
    }
    // else the biggest contribution per cost
    let bestI = -1;
    let bestS = -Infinity;
    pool.forEach((p, i) => {
      if (p.opt.mana.length && !canPayFrom(m, [p.opt.mana])) return;
      const s = p.v - 0.3 * pen(p);
      if (s > bestS) {
        bestS = s;
        bestI = i;
      }
    });
    if (bestI < 0) break;
    const p = pool.splice(bestI, 1)[0] as Pick;
    picks.push(p);
    if (p.opt.mana.length) spendFrom(m, p.opt.mana);
    left -= p.v;
  }
  if (left > 1e-9) return null;
  return picks;
}

function commit(picks: Pick[], used: Set<string>, mana: ManaPool): void {
  for (const p of picks) {
    used.add(p.item.key);
    if (p.opt.mana.length) spendFrom(mana, p.opt.mana);
  }
}

// ----------------------------------------------------------------------------- the plan

export interface UnitSlot {
  id: string;
  armor: number;
  res: Resistance[];
  worth: number;
}

export interface FightCtx {
  phase: 'ranged' | 'block' | 'damage' | 'attack';
  heroArmor: number;
  /** Knockout threshold (unmodified hand limit) and the wounds already taken this combat. */
  handLimit: number;
  woundsSoFar: number;
  /** Units that may take damage. */
  units: UnitSlot[];
  /** Value of defeating every defender (site conquest, rewards). */
  conquest: number;
  /** Value lost per Wound into the hand. */
  woundCost: number;
  pool: ManaPool;
  /** Value of a kill besides its Fame (e.g. reputation for rampaging enemies). */
  killBonus?: number;
}

export interface FightPlan {
  rangedKills: string[];
  blocks: { enemy: string; attack: number }[];
  meleeKills: string[];
  killed: string[];
  heroWounds: number;
  score: number;
  fame: number;
  allDefenders: boolean;
  knockout: boolean;
  /** Items each step of the plan uses (by item key). */
  use: Map<string, 'ranged' | 'block' | 'melee'>;
}

function danger(f: Foe, heroArmor: number): number {
  let d = 0;
  for (const a of f.attacks) {
    if (a.blocked) continue;
    let w = Math.ceil(a.dmg / Math.max(1, heroArmor));
    if (a.poison) w *= 2;
    if (a.paralyze) w += 3;
    d += w;
  }
  return d;
}

interface DamageOutcome {
  heroWounds: number;
  cost: number;
  paralyzed: boolean;
}

/** Assign unblocked attacks to units or the hero (cheapest first); the cost in value. */
function damageOutcome(attacks: FoeAtk[], ctx: FightCtx, busy: ReadonlySet<string>): DamageOutcome {
  // units still needed for the attack after the damage cannot take wounds
  const free = ctx.units.filter((u) => !busy.has(u.id));
  let hero = 0;
  let cost = 0;
  let paralyzed = false;
  const sorted = [...attacks].sort((a, b) => b.dmg - a.dmg);
  for (const a of sorted) {
    const heroW = (dmg: number) => (dmg > 0 ? Math.ceil(dmg / Math.max(1, ctx.heroArmor)) : 0);
    const heroCost = (dmg: number) => {
      const w = heroW(dmg);
      return w * ctx.woundCost * (a.poison ? 1.6 : 1) + (a.paralyze && w > 0 ? 12 : 0);
    };
    let bestCost = heroCost(a.dmg);
    let bestUnit = -1;
    let bestRemaining = a.dmg;
    if (!a.assassin)
      free.forEach((u, i) => {
        let dmg = a.dmg;
        let wounded = true;
        if (
          u.res.includes(a.el as Resistance) ||
          (a.el === 'cold-fire' && u.res.includes('fire') && u.res.includes('ice'))
        ) {
          dmg -= u.armor;
          if (dmg <= 0) wounded = false;
        }
        if (wounded && a.paralyze) {
          const c = u.worth + heroCost(0);
          if (c < bestCost) {
            bestCost = c;
            bestUnit = i;
            bestRemaining = 0;
          }
          return;
        }
        const remaining = wounded ? Math.max(0, dmg - u.armor) : 0;
        const c = (wounded ? 3 + u.worth * 0.25 * (a.poison ? 2 : 1) : 0) + heroCost(remaining);
        if (c < bestCost) {
          bestCost = c;
          bestUnit = i;
          bestRemaining = remaining;
        }
      });
    if (bestUnit >= 0) free.splice(bestUnit, 1);
    cost += bestCost;
    const w = heroW(bestRemaining);
    hero += w;
    if (a.paralyze && w > 0) paralyzed = true;
  }
  return { heroWounds: hero, cost, paralyzed };
}

/** Non-empty subsets (all of them up to 6 items; else growing prefixes). */
function subsetsOf<T>(xs: T[]): T[][] {
  const out: T[][] = [[]];
  if (xs.length <= 6) {
    for (let mask = 1; mask < 1 << xs.length; mask++)
      out.push(xs.filter((_, i) => (mask & (1 << i)) !== 0));
    return out;
  }
  for (let i = 1; i <= xs.length; i++) out.push(xs.slice(0, i));
  return out;
}

/** Plan the rest of a fight from the given phase on. */
export function planFight(foes: readonly Foe[], items: readonly Item[], ctx: FightCtx): FightPlan {
  const alive = foes.filter((f) => !f.defeated);
  const used = new Set<string>();
  const use = new Map<string, 'ranged' | 'block' | 'melee'>();
  const mana = clonePool(ctx.pool);
  const rangedKills: string[] = [];
  const value = (f: Foe) => (f.summoned ? 0 : TUNING.fame * f.fame + (ctx.killBonus ?? 0) + 0.5);
  if (ctx.phase === 'ranged') {
    const order = alive
      .filter((f) => !f.hidden && !f.summoned && f.fort < 2)
      .sort(
        (a, b) =>
          (value(b) + 2 * danger(b, ctx.heroArmor)) / Math.max(1, b.armor) -
          (value(a) + 2 * danger(a, ctx.heroArmor)) / Math.max(1, a.armor),
      );
    for (const f of order) {
      const style: Style = f.fort === 1 ? 'siege' : 'ranged';
      const picks = cover(f.armor, items, used, mana, (o) => attackValue(o, style, f.res));
      if (!picks) continue;
      commit(picks, used, mana);
      for (const p of picks) use.set(p.item.key, 'ranged');
      rangedKills.push(f.id);
    }
  }
  const rest = alive.filter((f) => !rangedKills.includes(f.id));
  const killable = rest.filter((f) => !f.summoned && !(f.hidden && ctx.phase === 'attack'));
  // summoned tokens leave before the Attack phase; their summoners come back
  const candidates = [...killable].sort((a, b) => value(b) / b.armor - value(a) / a.armor);
  const blockPhaseAhead = ctx.phase === 'ranged' || ctx.phase === 'block';
  const damageAhead = ctx.phase !== 'attack';
  const allAttacks: { f: Foe; a: FoeAtk }[] = [];
  if (damageAhead)
    for (const f of rest)
      for (const a of f.attacks) if (!a.blocked && a.dmg > 0) allAttacks.push({ f, a });

  let best: FightPlan | null = null;
  for (const K of subsetsOf(candidates)) {
    for (const order of blockPhaseAhead
      ? (['melee-first', 'block-first'] as const)
      : (['melee-first'] as const)) {
      const u2 = new Set(used);
      const m2 = clonePool(mana);
      const use2 = new Map(use);
      const blocks: { enemy: string; attack: number }[] = [];
      const blockedIdx = new Set<string>();
      const doBlocks = () => {
        if (!blockPhaseAhead) return;
        const list = [...allAttacks].sort((x, y) => {
          const wx =
            Math.ceil(x.a.dmg / ctx.heroArmor) * (x.a.poison ? 2 : 1) + (x.a.paralyze ? 4 : 0);
          const wy =
            Math.ceil(y.a.dmg / ctx.heroArmor) * (y.a.poison ? 2 : 1) + (y.a.paralyze ? 4 : 0);
          return wy / Math.max(1, y.a.need) - wx / Math.max(1, x.a.need);
        });
        for (const { f, a } of list) {
          const picks = cover(a.need, items, u2, m2, (o) => blockValue(o, a));
          if (!picks) continue;
          commit(picks, u2, m2);
          for (const p of picks) use2.set(p.item.key, 'block');
          blocks.push({ enemy: f.id, attack: a.index });
          blockedIdx.add(`${f.id}|${a.index}`);
        }
      };
      let meleeOk = true;
      const doMelee = () => {
        for (const f of K) {
          const allBlocked = f.attacks.every(
            (a) => a.blocked || a.dmg <= 0 || blockedIdx.has(`${f.id}|${a.index}`),
          );
          const armor = allBlocked ? f.armorLow : f.armor;
          const picks = cover(armor, items, u2, m2, (o) => attackValue(o, 'melee', f.res));
          if (!picks) {
            meleeOk = false;
            return;
          }
          commit(picks, u2, m2);
          for (const p of picks) use2.set(p.item.key, 'melee');
        }
      };
      if (order === 'block-first') {
        doBlocks();
        doMelee();
      } else {
        doMelee();
        doBlocks();
      }
      if (!meleeOk) continue;
      const unblocked = allAttacks
        .filter(({ f, a }) => !blockedIdx.has(`${f.id}|${a.index}`))
        .map((x) => x.a);
      const busy = new Set([...use2].filter(([, w]) => w === 'melee').map(([k]) => k));
      const dmg = damageAhead
        ? damageOutcome(unblocked, ctx, busy)
        : { heroWounds: 0, cost: 0, paralyzed: false };
      const knockout = ctx.woundsSoFar + dmg.heroWounds >= ctx.handLimit;
      // a knockout or paralysis discards the hand: melee kills then need units and skills only
      if ((knockout || dmg.paralyzed) && K.length > 0) {
        const cardsInMelee = [...use2].some(
          ([k, w]) =>
            w === 'melee' &&
            !k.startsWith('skill:') &&
            items.find((i) => i.key === k)?.kind === 'card',
        );
        if (cardsInMelee) continue;
      }
      const killed = [...rangedKills, ...K.map((f) => f.id)];
      const fame = foes.filter((f) => killed.includes(f.id)).reduce((s, f) => s + f.fame, 0);
      const defenders = foes.filter((f) => f.defender);
      const allDefenders =
        defenders.length > 0 && defenders.every((f) => f.defeated || killed.includes(f.id));
      let score =
        foes.filter((f) => killed.includes(f.id)).reduce((s, f) => s + value(f), 0) +
        (allDefenders ? ctx.conquest : 0) -
        dmg.cost -
        (knockout ? 4 * ctx.woundCost + 1 : 0);
      for (const k of u2) if (!used.has(k)) score -= 0.05;
      if (!best || score > best.score + 1e-9) {
        best = {
          rangedKills: [...rangedKills],
          blocks,
          meleeKills: K.map((f) => f.id),
          killed,
          heroWounds: dmg.heroWounds,
          score,
          fame,
          allDefenders,
          knockout,
          use: use2,
        };
      }
    }
  }
  return (
    best ?? {
      rangedKills,
      blocks: [],
      meleeKills: [],
      killed: rangedKills,
      heroWounds: 0,
      score: -100,
      fame: 0,
      allDefenders: false,
      knockout: false,
      use,
    }
  );
}

// ----------------------------------------------------------------------------- helpers for callers

export function unitSlots(
  state: GameState,
  me: PlayerState,
  unitsAllowed: boolean,
  allowed?: readonly string[] | null,
): UnitSlot[] {
  if (!unitsAllowed) return [];
  const out: UnitSlot[] = [];
  for (const u of me.units) {
    if (u.wounds > 0) continue;
    if (allowed && !allowed.includes(u.id)) continue;
    try {
      const d = unitDef(u.id);
      out.push({ id: u.id, armor: d.armor, res: [...d.resistances], worth: unitWorth(u.id) });
    } catch {
      /* unknown unit */
    }
  }
  void state;
  return out;
}

export function envOf(state: GameState): Env {
  const c = state.combat;
  return {
    time: c?.nightRules ? 'night' : state.round.time,
    inCombat: true,
    phase: c?.phase ?? 'ranged',
    interaction: false,
  };
}

/** Fight context for the player now (inside or before a combat). */
export function fightCtx(
  state: GameState,
  me: PlayerState,
  o: {
    unitsAllowed: boolean;
    allowedUnits?: readonly string[] | null;
    conquest: number;
    woundCost: number;
    killBonus?: number;
  },
): FightCtx {
  const c = state.combat;
  return {
    phase: c?.phase ?? 'ranged',
    heroArmor: heroArmor(me),
    handLimit: baseHandLimit(me),
    woundsSoFar: c?.woundsThisCombat ?? 0,
    units: unitSlots(state, me, o.unitsAllowed, o.allowedUnits),
    conquest: o.conquest,
    woundCost: o.woundCost,
    pool: manaPool(state, me),
    ...(o.killBonus !== undefined ? { killBonus: o.killBonus } : {}),
  };
}

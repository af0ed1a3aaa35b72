// The greedy bot in a combat: re-plans the rest of the fight at every decision (fight.ts) and takes
// the plan's next step — an attack in the Ranged and Siege phase, a block, the cheapest damage
// assignment (the engine's damagePreview), an attack in the Attack phase — filling each open column
// with the plays that reach the engine's numbers (columnSummary) with the least waste and without
// the resources the rest of the plan needs. Also player-versus-player fights (pvpNumbers).
import {
  applyAction,
  cardDef,
  columnSummary,
  damagePreview,
  legalActions,
  pvpNumbers,
  skillDef,
  unitDef,
  type Action,
  type GameState,
  type PlayerState,
} from '../../../engine';
import {
  attackInefficient,
  blockEfficient,
  combatFoes,
  envOf,
  fightCtx,
  fightItems,
  planFight,
  type Foe,
  type FightPlan,
  type Item,
  type Style,
} from './fight';
import { isWound, unitWorth, yields, type Env } from './knowledge';
import type { Memory } from './memory';
import { cityKillBonus, siteConquestValue, woundCostNow } from './values';
import type { SimRng } from '../../rng';

/** Value of winning the site fought at (conquest, rewards) and of each kill beyond its Fame. */
function stakes(state: GameState, me: PlayerState): { conquest: number; killBonus: number } {
  const c = state.combat;
  if (!c) return { conquest: 0, killBonus: 0 };
  const site = c.site;
  const conquest = site ? siteConquestValue(state, me, site.type, site.hex) : 0;
  const killBonus =
    c.kind === 'rampaging' ? 0.5 : site?.type === 'city' ? cityKillBonus(state, me, site.hex) : 0;
  return { conquest, killBonus };
}

export function currentPlan(
  state: GameState,
  me: PlayerState,
  foes?: Foe[],
): { plan: FightPlan; items: Item[]; foes: Foe[] } {
  const c = state.combat;
  const env = envOf(state);
  const unitsAllowed = c?.unitsAllowed ?? true;
  const items = fightItems(state, me, env, { unitsAllowed, allowedUnits: c?.allowedUnits ?? null });
  const f = foes ?? combatFoes(state);
  const st = stakes(state, me);
  const ctx = fightCtx(state, me, {
    unitsAllowed,
    allowedUnits: c?.allowedUnits ?? null,
    conquest: st.conquest,
    woundCost: woundCostNow(state),
    killBonus: st.killBonus,
  });
  return { plan: planFight(f, items, ctx), items, foes: f };
}

/** Value of a combat position: Fame won so far plus what the plan expects from here. */
export function positionValue(state: GameState, meId: number): number {
  const me = state.players[meId];
  const c = state.combat;
  if (!me) return -1000;
  if (!c) return me.fame * 1 - 3 * me.hand.filter(isWound).length;
  const foes = combatFoes(state);
  const won = foes.filter((f) => f.defeated).reduce((s, f) => s + f.fame, 0);
  const { plan } = currentPlan(state, me, foes);
  return won + plan.score - 3 * me.hand.filter(isWound).length;
}

// ----------------------------------------------------------------------------- contributions

function playKey(a: Action): string {
  if (a.type === 'play-card') return `${a.card.split('#')[0]}:${a.mode}:${a.as ?? ''}`;
  if (a.type === 'activate-unit') return `u:${a.unit}:${a.ability}`;
  if (a.type === 'use-skill') return `s:${a.skill}`;
  if (a.type === 'combat-option') return `o:${a.option}`;
  return a.type;
}

export function manaCostOf(a: Action): number {
  const mana = 'mana' in a && Array.isArray(a.mana) ? a.mana : [];
  let c = 0;
  for (const m of mana) c += m.kind === 'crystal' ? 1.2 : m.kind === 'die' ? 0.3 : 0.2;
  return c;
}

/** The cheapest way (mana) of each distinct play. */
export function distinctPlays(legal: readonly Action[]): Action[] {
  const best = new Map<string, Action>();
  for (const a of legal) {
    if (
      a.type !== 'play-card' &&
      a.type !== 'activate-unit' &&
      a.type !== 'use-skill' &&
      a.type !== 'combat-option'
    )
      continue;
    if (a.type === 'play-card' && isWound(a.card)) continue;
    const k = playKey(a);
    const cur = best.get(k);
    if (!cur || manaCostOf(a) < manaCostOf(cur)) best.set(k, a);
  }
  return [...best.values()];
}

/** The effect a play resolves (null: unknown, e.g. a combat option). */
function effectOfPlay(a: Action): Parameters<typeof yields>[0] | null {
  try {
    if (a.type === 'play-card') {
      if (a.mode === 'sideways') {
        if (a.as === 'attack')
          return { kind: 'attack', amount: 1, style: 'melee', element: 'physical' };
        if (a.as === 'block') return { kind: 'block', amount: 1, element: 'physical' };
        if (a.as === 'move') return { kind: 'move', amount: 1 };
        return { kind: 'influence', amount: 1 };
      }
      const d = cardDef(a.card);
      return a.mode === 'strong' ? d.strong : d.basic;
    }
    if (a.type === 'activate-unit') return unitDef(a.unit).abilities[a.ability]?.effect ?? null;
    if (a.type === 'use-skill') return skillDef(a.skill).effect;
  } catch {
    return null;
  }
  return null;
}

function playCost(a: Action): number {
  const base =
    a.type === 'play-card'
      ? a.mode === 'sideways'
        ? 1.1
        : 1
      : a.type === 'activate-unit'
        ? 1.2
        : a.type === 'use-skill'
          ? 0.4
          : 0.2;
  return base + manaCostOf(a);
}

/** One contribution to the open column: its raw amount and whether it counts fully. */
interface Contribution {
  amount: number;
  efficient: boolean;
  /** Measured by looking ahead: the drop of "needed" (exact, not combinable). */
  measured?: number;
}

/** What a play adds to the open column (static where the definitions tell, else a look ahead). */
function columnContribution(
  state: GameState,
  a: Action,
  env: Env,
  foesById: Map<string, Foe>,
): Contribution | null {
  const c = state.combat;
  if (!c) return null;
  const eff = effectOfPlay(a);
  const ys = eff ? yields(eff, env) : null;
  let unknown = !ys;
  let best: Contribution | null = null;
  const better = (x: Contribution) =>
    !best ||
    (x.efficient ? x.amount : x.amount / 2) > (best.efficient ? best.amount : best.amount / 2);
  if (ys) {
    if (c.attack) {
      const targets = c.attack.targets.map((t) => foesById.get(t)).filter((f): f is Foe => !!f);
      const res = [...new Set(targets.flatMap((f) => f.res))];
      const fortified = targets.some((f) => f.fort > 0);
      const style: Style = c.phase === 'attack' ? 'melee' : fortified ? 'siege' : 'ranged';
      for (const y of ys) {
        if (y.wound > 0 || y.discard > 0) continue;
        const amount = style === 'melee' ? y.attack : style === 'siege' ? y.siege : y.ranged;
        if (amount > 0) {
          const x = { amount, efficient: !attackInefficient(y.atkEl, res) };
          if (better(x)) best = x;
        }
        if (y.attack === 0 && y.other > 0) unknown = true;
      }
    } else if (c.block) {
      const f = foesById.get(c.block.enemy);
      const atk = f?.attacks.find((x) => x.index === c.block?.attackIndex);
      for (const y of ys) {
        if (y.wound > 0 || y.discard > 0) continue;
        if (atk && y.block > 0) {
          const amount = y.swiftDouble && atk.swift ? 2 * y.block : y.block;
          const x = { amount, efficient: blockEfficient(y.blkEl, atk.el) };
          if (better(x)) best = x;
        }
        if (y.block === 0 && y.other > 0) unknown = true;
      }
    }
  }
  if (best && !unknown) return best;
  if (!unknown) return null;
  // look ahead: how much the column's "needed" drops
  try {
    const before = columnSummary(state);
    const r = applyAction(state, a);
    if (r.state.pending.length > 0) return best;
    const after = columnSummary(r.state);
    if (!before) return best;
    const drop = after ? before.needed - after.needed : before.needed;
    if (drop <= 0) return best;
    return { amount: drop, efficient: true, measured: drop };
  } catch {
    return best;
  }
}

/** The column's current efficient and inefficient totals (after Swift doubling for blocks). */
function columnTotals(
  state: GameState,
  foesById: Map<string, Foe>,
): { eff: number; ineff: number } {
  const c = state.combat;
  let eff = 0;
  let ineff = 0;
  if (c?.attack) {
    const res = [...new Set(c.attack.targets.flatMap((t) => foesById.get(t)?.res ?? []))];
    for (const e of c.attack.entries) {
      if (attackInefficient(e.element, res)) ineff += e.amount;
      else eff += e.amount;
    }
  } else if (c?.block) {
    const f = foesById.get(c.block.enemy);
    const atk = f?.attacks.find((x) => x.index === c.block?.attackIndex);
    for (const e of c.block.entries) {
      const amount = e.swiftDouble && atk?.swift ? 2 * e.amount : e.amount;
      if (atk && !blockEfficient(e.element, atk.el)) ineff += amount;
      else eff += amount;
    }
  }
  return { eff, ineff };
}

// ----------------------------------------------------------------------------- choosing

export function chooseCombat(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  rng: SimRng,
): Action {
  const first = legal[0] as Action;
  const c = state.combat;
  if (!c) return first;
  const phaseKey = `${state.round.number}:${state.turn?.player ?? '-'}:${c.phase}:${c.enemies.length}:${c.hex ?? ''}`;
  if (mem.combatKey !== phaseKey) {
    mem.combatKey = phaseKey;
    mem.abandoned.clear();
    mem.specialsTried.clear();
  }
  const resolve = legal.find((a) => a.type === 'resolve-column');
  if (resolve) return resolve;
  if (c.attack || c.block) return fillColumn(state, legal, me, mem);

  // free help first: Move points against cumbersome attacks
  const spend = legal.filter(
    (a): a is Extract<Action, { type: 'spend-move' }> => a.type === 'spend-move',
  );
  if (spend.length) return spend.reduce((b, a) => (a.amount > b.amount ? a : b));

  if (c.phase === 'damage') return chooseDamage(state, legal, me);

  const { plan } = currentPlan(state, me);

  // effects outside the columns (weakening, cancelling attacks …): take one if it clearly helps
  const special = bestSpecial(state, legal, me, mem, plan);
  if (special) return special;

  const declare = (targets: string[]): Action | undefined =>
    legal.find(
      (a) =>
        a.type === 'declare-attack' &&
        a.targets.length === targets.length &&
        a.targets.every((t) => targets.includes(t)) &&
        !mem.abandoned.has(`A:${a.targets.join('+')}`),
    );
  if (c.phase === 'ranged') {
    for (const id of plan.rangedKills) {
      const a = declare([id]);
      if (a) return a;
    }
  } else if (c.phase === 'block') {
    for (const b of plan.blocks) {
      const a = legal.find(
        (x) =>
          x.type === 'declare-block' &&
          x.enemy === b.enemy &&
          x.attack === b.attack &&
          !mem.abandoned.has(`B:${x.enemy}:${x.attack}`),
      );
      if (a) return a;
    }
  } else if (c.phase === 'attack') {
    for (const id of plan.meleeKills) {
      const a = declare([id]);
      if (a) return a;
    }
  }
  const end = legal.find((a) => a.type === 'end-combat-phase');
  if (end) {
    const progress = c.site?.type === 'city' && c.enemies.some((e) => e.defeated && !e.summonedBy);
    if (c.phase === 'attack' && !progress) {
      // leaving enemies standing (and no city defender fell): not again at this strength this round
      const mark = `${state.round.number}:${me.level}:${me.units.length}`;
      for (const e of c.enemies) {
        if (e.defeated || e.summonedBy) continue;
        const hex = e.origin.kind === 'drawn' ? c.hex : e.origin.hex;
        if (hex) mem.failed.set(hex, mark);
      }
    }
    return end;
  }
  void rng;
  return first;
}

/** Plays whose effect is not an attack or block (enemy effects, modifiers …), tried by looking ahead. */
function bestSpecial(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
  plan: FightPlan,
): Action | null {
  const env = envOf(state);
  const cands: Action[] = [];
  for (const a of distinctPlays(legal)) {
    const k = playKey(a);
    if (mem.specialsTried.has(k)) continue;
    const eff = effectOfPlay(a);
    if (!eff) {
      if (a.type === 'combat-option') cands.push(a);
      continue;
    }
    const ys = yields(eff, env);
    if (ys.some((y) => y.other > 0 && y.attack === 0 && y.block === 0 && y.wound === 0))
      cands.push(a);
  }
  if (cands.length === 0) return null;
  const base = positionValue(state, me.id);
  let best: Action | null = null;
  let bestGain = 1.5;
  for (const a of cands.slice(0, 6)) {
    mem.specialsTried.add(playKey(a));
    const v = valueAfter(state, a, me.id, 2);
    const gain = v - base - playCost(a);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  void plan;
  return best;
}

/** Position value after an action, answering the own choices it opens greedily (depth-limited). */
function valueAfter(state: GameState, a: Action, meId: number, depth: number): number {
  let s: GameState;
  try {
    s = applyAction(state, a).state;
  } catch {
    return -1000;
  }
  const top = s.pending[s.pending.length - 1];
  if (top && top.player === meId) {
    const answers = legalActions(s).filter((x) => x.type === 'choose');
    if (depth <= 0 || answers.length === 0 || answers.length > 8) return positionValue(s, meId) - 1;
    let best = -1000;
    for (const x of answers) {
      const v = valueAfter(s, x, meId, depth - 1);
      if (v > best) best = v;
    }
    return best;
  }
  return positionValue(s, meId);
}

/** Items the rest of the plan needs besides the open column (kept out of it when possible). */
function reservedKeys(state: GameState, me: PlayerState): Map<string, number> {
  const c = state.combat;
  const out = new Map<string, number>();
  if (!c) return out;
  const foes = combatFoes(state).map((f) => {
    if (c.attack?.targets.includes(f.id)) return { ...f, defeated: true };
    if (c.block && c.block.enemy === f.id)
      return {
        ...f,
        attacks: f.attacks.map((x) =>
          x.index === c.block?.attackIndex ? { ...x, blocked: true } : x,
        ),
      };
    return f;
  });
  const { plan } = currentPlan(state, me, foes);
  for (const [k] of plan.use) {
    const def = k.split('#')[0] ?? k;
    out.set(def, (out.get(def) ?? 0) + 1);
    out.set(k, 1);
  }
  return out;
}

function fillColumn(
  state: GameState,
  legal: readonly Action[],
  me: PlayerState,
  mem: Memory,
): Action {
  const c = state.combat;
  const abandon = legal.find((a) => a.type === 'abandon-column') ?? (legal[0] as Action);
  if (!c) return abandon;
  const sum = columnSummary(state);
  if (!sum) return abandon;
  const need = sum.needed;
  const env = envOf(state);
  const foesById = new Map(combatFoes(state).map((f) => [f.id, f]));
  const reserved = reservedKeys(state, me);
  const handCount = new Map<string, number>();
  for (const card of me.hand) {
    const d = card.split('#')[0] ?? card;
    handCount.set(d, (handCount.get(d) ?? 0) + 1);
  }
  const isReserved = (a: Action): boolean => {
    if (a.type === 'play-card') {
      const d = a.card.split('#')[0] ?? a.card;
      return (reserved.get(d) ?? 0) >= (handCount.get(d) ?? 0);
    }
    if (a.type === 'activate-unit') return reserved.has(a.unit);
    if (a.type === 'use-skill') return reserved.has(`skill:${a.skill}`);
    return false;
  };
  const base = columnTotals(state, foesById);
  const total = (eff: number, ineff: number) => eff + Math.floor(ineff / 2);
  const now = total(base.eff, base.ineff);
  const target = now + need;
  const cands: { a: Action; x: Contribution; cost: number; key: string }[] = [];
  for (const a of distinctPlays(legal)) {
    const x = columnContribution(state, a, env, foesById);
    if (!x || x.amount <= 0) continue;
    const cost = playCost(a) + (isReserved(a) ? 4 : 0);
    const key = a.type === 'play-card' ? a.card : playKey(a);
    cands.push({ a, x, cost, key });
  }
  // everything at once (each card in its best mode): can the column be completed at all?
  const bestPer = new Map<string, Contribution>();
  for (const k of cands) {
    const cur = bestPer.get(k.key);
    const v = (x: Contribution) => (x.efficient ? x.amount : x.amount / 2);
    if (!cur || v(k.x) > v(cur)) bestPer.set(k.key, k.x);
  }
  let allEff = base.eff;
  let allIneff = base.ineff;
  let measured = 0;
  for (const x of bestPer.values()) {
    if (x.measured !== undefined) measured += x.measured;
    else if (x.efficient) allEff += x.amount;
    else allIneff += x.amount;
  }
  if (total(allEff, allIneff) + measured < target || cands.length === 0) {
    const col = c.attack
      ? `A:${c.attack.targets.join('+')}`
      : `B:${c.block?.enemy}:${c.block?.attackIndex}`;
    mem.abandoned.add(col);
    return abandon;
  }
  const gainOf = (x: Contribution) =>
    x.measured !== undefined
      ? x.measured
      : x.efficient
        ? total(base.eff + x.amount, base.ineff) - now
        : total(base.eff, base.ineff + x.amount) - now;
  // one play that covers the rest: the cheapest with the least waste
  let best: { a: Action; s: number } | null = null;
  for (const k of cands) {
    const g = gainOf(k.x);
    if (g < need) continue;
    const s = -(k.cost * 2 + (g - need) * 0.4);
    if (!best || s > best.s) best = { a: k.a, s };
  }
  if (best) return best.a;
  // else the biggest (fractional) contribution per cost
  for (const k of cands) {
    const v = k.x.measured ?? (k.x.efficient ? k.x.amount : k.x.amount / 2);
    const s = v - 0.6 * k.cost;
    if (!best || s > best.s) best = { a: k.a, s };
  }
  return best ? best.a : abandon;
}

function chooseDamage(state: GameState, legal: readonly Action[], me: PlayerState): Action {
  let best: Action | null = null;
  let bestCost = Infinity;
  const units = new Map(me.units.map((u) => [u.id, u]));
  const { plan } = currentPlan(state, me);
  const attacking = new Set([...plan.use].filter(([, w]) => w === 'melee').map(([k]) => k));
  for (const a of legal) {
    if (a.type !== 'assign-damage') continue;
    const p = damagePreview(state, a.enemy, a.attack, a.to);
    if (!p) continue;
    const wc = woundCostNow(state);
    let cost = p.heroWounds * wc + p.poisonWounds * 1.5;
    if (p.discardHand) cost += 2 * me.hand.filter((x) => !isWound(x)).length + 3;
    if (p.knockout) cost += 6 + 2 * me.hand.filter((x) => !isWound(x)).length;
    if (a.to !== 'hero') {
      const u = units.get(a.to);
      const worth = u ? unitWorth(u.id) : 5;
      if (attacking.has(a.to) && (p.unitDestroyed || p.unitWounds > 0)) cost += 8;
      if (p.unitDestroyed) cost += worth + 2;
      else if (p.unitWounds > 0) cost += 2.5 + 0.2 * worth * p.unitWounds + (u?.ready ? 1.5 : 0);
      // the rest goes on: roughly one more hero wound per hero armor
      cost += (p.remaining / Math.max(1, 2)) * 1.2;
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'end-combat-phase') ?? (legal[0] as Action);
}

// ----------------------------------------------------------------------------- PvP

export function choosePvp(state: GameState, legal: readonly Action[], me: PlayerState): Action {
  const first = legal[0] as Action;
  const pvp = state.pvp;
  if (!pvp) return first;
  const commit = legal.filter((a) => a.type === 'pvp-commit');
  if (commit.length) {
    const strong = me.hand.filter((c) => !isWound(c)).length >= 4;
    return (
      commit.find((a) => a.type === 'pvp-commit' && a.full === strong) ?? (commit[0] as Action)
    );
  }
  const n = pvpNumbers(state);
  const plays = distinctPlays(legal).filter(
    (a) => a.type === 'play-card' || a.type === 'activate-unit',
  );
  const gainOf = (a: Action, kind: 'attack' | 'block'): number => {
    const eff = effectOfPlay(a);
    if (!eff) return 0;
    const env: Env = {
      time: state.round.time,
      inCombat: true,
      phase: pvp.phase === 'ranged' ? 'ranged' : 'attack',
      interaction: false,
    };
    let best = 0;
    for (const y of yields(eff, env)) {
      const v = kind === 'attack' ? (pvp.phase === 'ranged' ? y.ranged : y.attack) : y.block;
      if (v > best) best = v;
    }
    return best;
  };
  if (pvp.step === 'damage') {
    const dmg = legal.filter(
      (a): a is Extract<Action, { type: 'pvp-damage' }> => a.type === 'pvp-damage',
    );
    const pick =
      dmg.find((a) => a.to.startsWith('retreat:')) ??
      dmg.find((a) => a.to.startsWith('artifact:')) ??
      dmg.find((a) => a.to === 'hero') ??
      dmg[0];
    return pick ?? legal.find((a) => a.type === 'pvp-end-damage') ?? first;
  }
  if (pvp.step === 'attack') {
    // attack with what the hand gives, up to a sensible total
    const total = n?.attack ?? 0;
    if (total < 8) {
      let best: Action | null = null;
      let bestV = 0;
      for (const a of plays) {
        const v = gainOf(a, 'attack') - 0.3 * manaCostOf(a);
        if (v > bestV) {
          bestV = v;
          best = a;
        }
      }
      if (best && (total > 0 || bestV >= 2)) return best;
    }
    if (total > 0) return legal.find((a) => a.type === 'pvp-resolve') ?? first;
    return (
      legal.find((a) => a.type === 'pvp-pass') ??
      legal.find((a) => a.type === 'pvp-resolve') ??
      first
    );
  }
  if (pvp.step === 'block') {
    const dmg = n?.damage ?? 0;
    if (dmg > 0) {
      let best: Action | null = null;
      let bestV = 0;
      for (const a of plays) {
        const v = gainOf(a, 'block') - 0.3 * manaCostOf(a);
        if (v > bestV) {
          bestV = v;
          best = a;
        }
      }
      if (best) return best;
    }
    return legal.find((a) => a.type === 'pvp-resolve') ?? first;
  }
  return legal.find((a) => a.type === 'end-turn') ?? first;
}

// Choices by value (issue 18, power by rounds 3–5): the expert's answers to the choices that build
// its power — the level-up skill and Advanced Action (END-6b), the Advanced Action, spell or
// artifact a site gives (the reward choices of COMBAT-OUTCOME) — are judged by short rollouts
// instead of the greedy bot's fixed preferences (greedy/pending.ts: a card's or skill's worth from
// a table). Each candidate answer (the greedy one and the best others by the value of power right
// after the answer) is played out on worlds sampled from the player's view (expert/world.ts) with
// the plain greedy policy until the end of its next turns — a level-up Advanced Action goes on top
// of the Deed deck (END-6b.3), so it is drawn and played in the rollout — and judged by powerValue
// (expert/value.ts). The greedy answer stands unless another beats it by `margin`. Budgets in
// decisions (no clock), so games reproduce. Game knowledge only: legality is the engine's.
import { applyAction, listedKey, type Action, type GameState } from '../../../engine';
import type { Memory } from '../greedy/memory';
import { playOut } from './rollout';
import { powerValue } from './value';

/** The pending choices judged by rollouts. */
export const PICK_KINDS: ReadonlySet<string> = new Set([
  'level-skill',
  'level-advanced-action',
  'reward-advanced-action',
  'reward-spell',
  'reward-artifact',
]);

/** Budgets of the picks' rollouts (decisions and worlds, never time). */
export const PICK_BUDGET = {
  /** Candidate answers played out (the greedy answer and the best others by value). */
  k: 4,
  /** Own turns played out after the answer. */
  turns: 2,
  /** Worlds per candidate (the decision's own world first). */
  worlds: 2,
  /** Decisions one rollout may take. */
  maxDecisions: 250,
  /** Another answer must beat the greedy one by this much (mean value) to replace it. */
  margin: 1,
};

/** Debug hook (tools set `log`; the bot never prints by itself). */
export const pickLog: { log: ((msg: string) => void) | null } = { log: null };

/** Whether the top pending choice of `world` is one the picks judge, for `me`, with a choice. */
export function pickApplies(world: GameState, legal: readonly Action[], me: number): boolean {
  const pend = world.pending[world.pending.length - 1];
  if (!pend || pend.player !== me || !PICK_KINDS.has(pend.kind)) return false;
  return legal.filter((a) => a.type === 'choose').length > 1;
}

export interface PickResult {
  scored: { key: string; value: number }[];
  chosen: Action;
}

/**
 * The answer to a pick by rollouts: `greedyAnswer` is the greedy logic's; `worlds` are sampled from
 * the player's view (the first the decision's own). Null when the pick does not apply.
 */
export function pickByRollouts(
  worlds: readonly GameState[],
  legal: readonly Action[],
  mem: Memory,
  greedyAnswer: Action,
  seed: number,
  budget: typeof PICK_BUDGET = PICK_BUDGET,
): PickResult | null {
  const world = worlds[0];
  const me = legal[0]?.player;
  if (!world || me === undefined || !pickApplies(world, legal, me)) return null;
  return byRollouts(
    worlds,
    legal.filter((a) => a.type === 'choose'),
    mem,
    greedyAnswer,
    seed,
    budget,
    world.pending[world.pending.length - 1]?.kind ?? 'pick',
  );
}

/**
 * The best of `options` (actions of `me` in `worlds[0]`) by rollouts: the greedy answer and the
 * best `k - 1` others by the value right after them, each played out on every world; the greedy
 * answer stands unless another beats it by `margin`. Null when there is nothing to compare.
 */
export function byRollouts(
  worlds: readonly GameState[],
  options: readonly Action[],
  mem: Memory,
  greedyAnswer: Action,
  seed: number,
  budget: typeof PICK_BUDGET,
  label: string,
): PickResult | null {
  const world = worlds[0];
  const me = greedyAnswer.player;
  if (!world) return null;
  const seen = new Set<string>();
  const answers: { a: Action; key: string; prior: number }[] = [];
  for (const a of options) {
    const key = listedKey(a);
    if (seen.has(key)) continue;
    seen.add(key);
    let prior: number;
    try {
      prior = powerValue(applyAction(world, a).state, me);
    } catch {
      continue;
    }
    answers.push({ a, key, prior });
  }
  const gKey = listedKey(greedyAnswer);
  const own = answers.find((x) => x.key === gKey);
  if (!own) return null;
  const others = answers.filter((x) => x !== own).sort((x, y) => y.prior - x.prior);
  const cands = [own, ...others.slice(0, Math.max(0, budget.k - 1))];
  if (cands.length < 2) return null;
  const scored = cands.map((c) => {
    let sum = 0;
    worlds.forEach((w, i) => {
      let after: GameState;
      try {
        after = applyAction(w, c.a).state;
      } catch {
        sum += -1e6;
        return;
      }
      const r = playOut(after, me, mem, null, budget.turns, budget.maxDecisions, seed + 7919 * i);
      sum += powerValue(r.state, me);
    });
    return { key: c.key, a: c.a, value: sum / worlds.length };
  });
  const base = scored[0] as (typeof scored)[number];
  let best = base;
  for (const x of scored.slice(1)) if (x.value > best.value) best = x;
  if (best !== base && best.value < base.value + budget.margin) best = base;
  pickLog.log?.(
    `pick ${label}: ${scored.map((x) => `${x.key}=${x.value.toFixed(1)}`).join(' ')} -> ${best.key}`,
  );
  return { scored: scored.map(({ key, value }) => ({ key, value })), chosen: best.a };
}

/** Budgets of the purchase picks (expert/picks.ts `buyPick`). */
export const BUY_BUDGET = { ...PICK_BUDGET, k: 3 };

/** The key of a purchase, whatever pays for it (mana of a spell, a unit disbanded). */
function buyKey(a: Action): string | null {
  if (a.type === 'recruit') return `recruit:${a.unit}`;
  if (a.type === 'buy') return `buy:${a.item}`;
  return null;
}

/**
 * What to buy at an interaction by rollouts (lever 2 of the power work): when the greedy logic buys
 * (a unit, healing, an Advanced Action, a spell), each affordable purchase — the cheapest way to pay
 * for each — is played out as the picks are, and the one whose rollouts end in the most power is
 * bought. Null: the greedy choice stands (it buys nothing, or nothing else can be bought).
 */
export function buyPick(
  worlds: readonly GameState[],
  legal: readonly Action[],
  mem: Memory,
  greedyAnswer: Action,
  seed: number,
): Action | null {
  const gk = buyKey(greedyAnswer);
  if (!gk) return null;
  const cheapest = new Map<string, Action>();
  const cost = (a: Action) =>
    ('mana' in a && Array.isArray(a.mana) ? a.mana.length : 0) +
    (a.type === 'recruit' && a.disband ? 10 : 0);
  for (const a of legal) {
    const k = buyKey(a);
    if (!k || k === gk) continue;
    const cur = cheapest.get(k);
    if (!cur || cost(a) < cost(cur)) cheapest.set(k, a);
  }
  if (cheapest.size === 0) return null;
  const r = byRollouts(
    worlds,
    [greedyAnswer, ...cheapest.values()],
    mem,
    greedyAnswer,
    seed,
    BUY_BUDGET,
    'buy',
  );
  return r ? r.chosen : null;
}

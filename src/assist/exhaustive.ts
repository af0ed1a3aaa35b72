// The reference search for tests: every sequence of plan actions from the state, depth first,
// without memoization, symmetry or pruning (only small hands). It returns the cheapest winning
// cost (cards, then mana, then wounds) or null when no sequence wins, so that the planner's
// answers can be checked against it.
import { applyAction, legalActions, REVEALING_EVENTS, type GameState } from '../engine';
import { PLAN_ACTIONS, type PlanCost } from './index';

export function exhaustiveBest(state: GameState, maxDepth = 40): PlanCost | null {
  const who = state.turn?.player ?? 0;
  const ids = (state.combat?.enemies ?? []).filter((e) => !e.summonedBy).map((e) => e.id);
  const wounds = (s: GameState) => {
    const p = s.players[who];
    if (!p) return 0;
    return (
      p.hand.filter((c) => c.startsWith('wound#')).length +
      p.units.reduce((n, u) => n + u.wounds, 0)
    );
  };
  let best: PlanCost | null = null;
  const better = (x: PlanCost, y: PlanCost | null) =>
    !y ||
    x.cards < y.cards ||
    (x.cards === y.cards && (x.mana < y.mana || (x.mana === y.mana && x.wounds < y.wounds)));
  // wounds taken, step by step (planCost): a Wound discarded later is still a wound taken
  const go = (s: GameState, cards: number, mana: number, taken: number, depth: number) => {
    if (depth > maxDepth || !s.combat) return;
    for (const a of legalActions(s)) {
      if (!PLAN_ACTIONS.has(a.type)) continue;
      let r;
      try {
        r = applyAction(s, a);
      } catch {
        continue;
      }
      if (r.events.some((e) => REVEALING_EVENTS.has(e.type))) continue;
      const c = cards + (a.type === 'play-card' ? 1 : 0);
      const m = mana + ('mana' in a && Array.isArray(a.mana) ? a.mana.length : 0);
      const w = taken + Math.max(0, wounds(r.state) - wounds(s));
      const end = r.events.find((e) => e.type === 'combat-ended') as
        { defeated?: string[] } | undefined;
      if (end) {
        const d = new Set(end.defeated ?? []);
        if (ids.every((id) => d.has(id))) {
          const cost = { cards: c, mana: m, wounds: w };
          if (better(cost, best)) best = cost;
        }
        continue;
      }
      go(r.state, c, m, w, depth + 1);
    }
  };
  go(state, 0, 0, 0, 0);
  return best;
}

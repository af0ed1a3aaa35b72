// Probe the planner's cheapest-plan preference over combats met in seeded greedy games:
// for each combat, the 1 s answer (status, cost, proved cheapest?) and optionally a long search's.
// Usage: nice npx tsx scripts/planner-probe.ts [--seeds 100-109] [--budget 1000 | --nodes N]
//        [--long 15000] [--phases]
// --nodes: a node budget instead of time (the same answers on a busy machine); --long: a long
// search for every plan not proved the cheapest, to count how often the short plan costs more
// (--long-nodes: the long search by nodes).
import { combatsMet } from '../src/assist/corpus';
import * as current from '../src/assist';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const [lo, hi] = arg('--seeds', '100-109').split('-').map(Number) as [number, number];
const seeds = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const budget = Number(arg('--budget', '1000'));
const longNodes = Number(arg('--long-nodes', '0'));
const long = longNodes > 0 ? 1e9 : Number(arg('--long', '0'));
const phases = process.argv.includes('--phases');
const nodes = Number(arg('--nodes', '0'));
const { lastPlanStats, planCombat, planCost } = current;
const opts = (ms: number) => (nodes > 0 ? { budgetMs: 1e9, maxNodes: nodes } : { budgetMs: ms });
const combats = combatsMet({ seeds, bot: 'greedy', phases });
const fmt = (c: { cards: number; mana: number; wounds: number } | null) =>
  c ? `${c.cards}/${c.mana}/${c.wounds}` : '-';
let proved = 0;
let wins = 0;
let costlier = 0;
let compared = 0;
combats.forEach((s, i) => {
  const r = planCombat(s, opts(budget));
  const st = { ...lastPlanStats() };
  const cost = r.status === 'win' ? planCost(s, r.actions) : null;
  if (r.status === 'win') wins++;
  if (r.status === 'win' && st.cheapest) proved++;
  let line = `#${i} ${r.status} cost=${fmt(cost)} cheapest=${st.cheapest ?? '-'} ms=${st.ms.toFixed(0)} nodes=${st.nodes} applied=${st.applied}`;
  // a plan proved the cheapest needs no long search to compare with
  if (long > 0 && r.status === 'win' && !st.cheapest) {
    const L = planCombat(
      s,
      longNodes > 0 ? { budgetMs: 1e9, maxNodes: longNodes } : { budgetMs: long },
    );
    const ls = { ...lastPlanStats() };
    const lc = L.status === 'win' ? planCost(s, L.actions) : null;
    const key = (c: typeof lc) => (c ? c.cards * 1e6 + c.mana * 1e3 + c.wounds : Infinity);
    if (lc && cost) {
      if (key(cost) > key(lc)) costlier++;
    }
    line += ` | long ${L.status} cost=${fmt(lc)} cheapest=${ls.cheapest ?? '-'} ms=${ls.ms.toFixed(0)}`;
  }
  if (r.status === 'win') compared++;
  console.log(line);
});
console.log(
  `combats=${combats.length} wins=${wins} provedCheapest=${proved}` +
    (long > 0 ? ` costlierThanLong=${costlier}/${compared}` : ''),
);

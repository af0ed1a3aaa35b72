// Why the expert conquers no city (issue 18, siege: "measure first"). Plays Solo Conquest with the
// expert and, at the first decision of each own turn from round 3 on, for every open city revealed:
// the hero's distance to it, and a what-if on a copy of the real state (diagnostics only — the bot
// never sees it): the hero put next to the city stepping in, then planAssault with (a) the hand
// held and (b) every non-Wound Deed card the hero owns in the hand (an upper bound on any hand) —
// what the best plan defeats, with how many Wounds (hero + units), per defender its armor,
// fortification and damage, and whether the attack bound rules it out alone.
//   npx tsx scripts/expert-city-diag.ts 1-20 [switches JSON] [woundCost=2] [nodes=100]
// (the play-out: expert/siege.ts judgeAssault, valued by Fame less the siege's Wound costs)
import { hopeless } from '../src/assist';
import { fameOf, planAssault } from '../src/assist/assault';
import { judgeAssault } from '../src/sim/bots/expert/siege';
import {
  applyAction,
  createGame,
  enemyStats,
  legalActions,
  type Action,
  type GameState,
} from '../src/engine';
import { createBot } from '../src/sim/bots';
import { EXPERT_SWITCHES } from '../src/sim/bots/expert/profile';
import { hexDistance, neighborKeys } from '../src/sim/hexmath';
import { setupFor } from '../src/sim/runner';

const [a = 1, b = a] = (process.argv[2] ?? '1-20').split('-').map(Number);
Object.assign(EXPERT_SWITCHES, JSON.parse(process.argv[3] ?? '{}') as Record<string, boolean>);
const WC = Number(process.argv[4] ?? 2);
/** Planner states of each exact search (0: none, the play-outs only). */
const NODES = Number(process.argv[5] ?? 100);

function stepIn(s: GameState, hex: string): GameState | null {
  for (const n of neighborKeys(hex)) {
    if (!s.map.hexes[n] || s.cities.some((c) => c.hex === n)) continue;
    const w = structuredClone<GameState>(s);
    const p = w.players[0];
    const t = w.turn;
    if (!p || !t) return null;
    p.position = n;
    t.movePoints = Math.max(t.movePoints, 2);
    const mv = legalActions(w).find((x) => x.type === 'move' && x.to === hex);
    if (!mv) continue;
    try {
      const after = applyAction(w, mv).state;
      if (after.combat) return after;
    } catch {
      /* next neighbour */
    }
  }
  return null;
}

function whatIf(s: GameState, hex: string, wholeDeck: boolean): string {
  let w = s;
  if (wholeDeck) {
    w = structuredClone<GameState>(s);
    const p = w.players[0]!;
    const all = [...p.hand, ...p.deck, ...p.discard].filter((c) => !c.startsWith('wound'));
    p.hand = all;
    p.deck = [];
    p.discard = [];
  }
  const after = stepIn(w, hex);
  if (!after?.combat) return 'no step in';
  const st = enemyStats(after);
  const defs = st
    .map(
      (e) =>
        `${e.id}[A${e.armor}${e.fortification ? 'F' : ''}${e.resistances.length ? 'R' + e.resistances.map((r) => String(r).slice(0, 2)).join('') : ''} dmg${e.attacks.map((x) => x.damage + (x.element !== 'physical' ? String(x.element).slice(0, 1) : '')).join('+')}${hopeless(after, 0, [e.id]) ? ' bound:no' : ''}]`,
    )
    .join(' ');
  const o = judgeAssault(after, 0, 1, fameOf);
  const po = o
    ? `play-out: defeats ${o.defeated.length} (${o.defeated.join('+')}) wounds ${o.heroWounds}+${o.unitWounds} v=${o.value.toFixed(1)}`
    : 'play-out: none';
  if (!NODES) return `${defs} | ${po}`;
  const r = planAssault(after, { maxNodes: NODES, budgetMs: 3000, woundCost: WC });
  const plan =
    r.status === 'plan'
      ? `best: defeats ${r.plan.defeated.length} (${r.plan.defeated.join('+')}) fame ${r.plan.fame} wounds ${r.plan.cost.wounds} v=${r.plan.value.toFixed(1)}`
      : 'unknown';
  const r0 = planAssault(after, { maxNodes: NODES, budgetMs: 3000, woundCost: 0.01 });
  const most =
    r0.status === 'plan'
      ? `most: defeats ${r0.plan.defeated.length} wounds ${r0.plan.cost.wounds}`
      : 'most: unknown';
  return `${defs} | ${plan} | ${most} | ${po}`;
}

for (let seed = a; seed <= b; seed++) {
  let s: GameState = createGame(setupFor('solo-conquest', ['arythea'], seed));
  const bot = createBot('expert', seed);
  let n = 0;
  let turns = 0;
  let lastKey = '';
  const seenRound = new Set<number>();
  const revealed = new Map<string, number>();
  const out: string[] = [];
  while (!s.gameOver && n < 20000) {
    const legal = legalActions(s);
    const t = s.turn;
    const key = `${s.round.number}:${turns}`;
    if (
      t &&
      t.player === 0 &&
      s.round.phase !== 'tactics' &&
      !s.combat &&
      !t.action &&
      t.played.length === 0 &&
      !s.pending.length &&
      key !== lastKey &&
      s.round.number >= 3
    ) {
      lastKey = key;
      const seen = seenRound;
      const p = s.players[0]!;
      for (const c of s.cities) {
        if (c.conquered) continue;
        const d = p.position ? hexDistance(p.position, c.hex) : -1;
        const hand = p.hand.filter((x) => !x.startsWith('wound')).length;
        out.push(
          `  r${s.round.number} t${turns} ${s.round.phase} city ${c.hex} L${c.level} left ${c.garrison.length} d=${d} hero L${p.level} units ${p.units.map((u) => u.id).join(',')} hand ${hand}/${p.hand.length} crystals ${Object.values(p.crystals).join('/')}`,
        );
        const firstOfRound = !seenRound.has(s.round.number);
        if (s.round.number >= 4 && (firstOfRound || d <= 2)) {
          out.push(`    held: ${whatIf(s, c.hex, false)}`);
          out.push(`    deck: ${whatIf(s, c.hex, true)}`);
        }
      }
      seen.add(s.round.number);
    }
    const act: Action = bot.choose(s, legal);
    if (act.type === 'end-turn' && act.player === 0) turns++;
    s = applyAction(s, act).state;
    for (const c of s.cities) if (!revealed.has(c.hex)) revealed.set(c.hex, s.round.number);
    n++;
  }
  const sc = s.gameOver?.scores[0];
  console.log(
    `seed ${seed}: score ${sc?.total} cities revealed ${[...revealed].map(([h, r]) => `${h}@r${r}`).join(' ') || 'none'} conquered ${s.cities.filter((c) => c.conquered).length}`,
  );
  for (const l of out) console.log(l);
}

// Fights the greedy forecast skips, as rollout candidates (issue 18, building power sooner). The
// greedy logic only walks to a fight whose forecast clears its threshold (greedy/turn.ts
// fightScore), and at the site it waits for a better hand when the forecast says no. A good player
// takes more fights early — a level reached in round 2 pays for the rest of the game. Here every
// fight the hero can reach this turn that greedy's plan leaves out (an adventure site, a keep or
// mage tower, rampaging enemies; never a city — that is the city campaign's) becomes one more
// candidate of the turn's rollouts (expert/rollout.ts): the greedy logic walks there (commitGoal)
// and, at the stand, the fight is started whatever the forecast says (`forcedStep`); the rollouts
// then judge by the value of power whether that turn ends better than the greedy goal. Chosen, the
// expert does the same in the real game and plays the combat by value (expert/fightvalue.ts).
// Game knowledge only: every action is one of the engine's legal actions.
import { type Action, type GameState, type PlayerState } from '../../../engine';
import { neighborKeys } from '../../hexmath';
import { cardWorth, isWound, type Env } from '../greedy/knowledge';
import { newMemory, type Goal, type Memory } from '../greedy/memory';
import { computeTurnPlan, fightSpecAt, moveOf } from '../greedy/turn';

/** Budget of the candidates: at most this many skipped fights per turn are played out. */
export const FIGHT_GOALS = {
  max: 2,
  /** The stand at most this share of the Move the hand gives (greedy's estimate) away. */
  reach: 0.5,
  /** Move is played for the walk only while more cards than this (no Wounds) are in the hand. */
  keepCards: 3,
  /** What such a candidate must beat the greedy goal by on top of the rollouts' margin. */
  margin: 1,
};

/** A fight to start this turn whatever the greedy forecast says. */
export interface ForcedFight {
  kind: 'enter' | 'challenge' | 'assault';
  /** The site (or the rampaging enemies' hex). */
  site: string;
  /** Where the hero stands to start it (the site itself, or a safe neighbour to challenge from). */
  stand: string;
}

const RAMPAGING = new Set(['orcs', 'draconum']);
const FORTIFIED = new Set(['keep', 'mage-tower']);

const goalId = (kind: string, stand: string, site: string) => `${kind}@${stand}/${site}`;

/**
 * The fights `me` can reach this turn (stand within the Move its hand gives, by greedy's own
 * estimate) that are not among `taken` (goal ids already candidates), most Fame first.
 */
export function skippedFights(
  world: GameState,
  me: PlayerState,
  mem: Memory,
  taken: ReadonlySet<string>,
  max = FIGHT_GOALS.max,
): { goal: Goal; forced: ForcedFight; fame: number }[] {
  const plan = computeTurnPlan(world, me, structuredClone(mem), false);
  const { dist } = plan.paths;
  const hexes = world.map.hexes;
  const out: { goal: Goal; forced: ForcedFight; fame: number; d: number }[] = [];
  for (const [k, h] of Object.entries(hexes)) {
    const t = h.site?.type;
    if (!t || t === 'city') continue;
    const spec = fightSpecAt(world, me, k);
    if (!spec) continue;
    let kind: ForcedFight['kind'];
    let stand = k;
    let d = dist.get(k);
    if (RAMPAGING.has(t)) {
      kind = 'challenge';
      d = undefined;
      for (const n of neighborKeys(k)) {
        const hn = hexes[n];
        const dn = dist.get(n);
        if (!hn || dn === undefined || hn.enemies.length > 0) continue;
        if (hn.site && (FORTIFIED.has(hn.site.type) || hn.site.type === 'city') && !hn.conquered)
          continue;
        if (d === undefined || dn < d) {
          d = dn;
          stand = n;
        }
      }
    } else kind = FORTIFIED.has(t) ? 'assault' : 'enter';
    // near enough to arrive with cards to fight with: at most half the Move the hand gives
    if (d === undefined || d > FIGHT_GOALS.reach * plan.capacity) continue;
    // only fights reached without provoking rampaging enemies on the way (MOVE-4c)
    const way = pathOf(plan.paths, me.position ?? '', kind === 'assault' ? k : stand);
    if (way.slice(0, kind === 'assault' ? -1 : undefined).some((x) => plan.paths.provoked.has(x)))
      continue;
    if (taken.has(goalId(kind, stand, k))) continue;
    const fame = spec.foes.reduce((s, f) => s + f.fame, 0);
    out.push({
      goal: { kind, stand, site: k, value: 10 },
      forced: { kind, site: k, stand },
      fame,
      d,
    });
  }
  out.sort((a, b) => b.fame - a.fame || a.d - b.d);
  return out.slice(0, max).map(({ goal, forced, fame }) => ({ goal, forced, fame }));
}

/** The hexes entered from `from` to `to` along greedy's shortest paths ([] when unreachable). */
function pathOf(paths: { prev: Map<string, string> }, from: string, to: string): string[] {
  const out: string[] = [];
  let cur = to;
  for (let guard = 0; cur !== from && guard < 64; guard++) {
    out.push(cur);
    const p = paths.prev.get(cur);
    if (p === undefined) return [];
    cur = p;
  }
  return cur === from ? out.reverse() : [];
}

/**
 * The step toward the forced fight, or the action that starts it, or null (nothing more to do:
 * the greedy logic decides). The walk follows greedy's shortest path (its weights keep clear of
 * rampaging enemies) and plays Move for it — the play giving most Move for the least worth, no
 * mana — since the greedy walk keeps the cards its forecast wants for a fight it does not expect
 * to win.
 */
export function forcedStep(
  state: GameState,
  legal: readonly Action[],
  f: ForcedFight,
): Action | null {
  const first = legal[0];
  if (!first || state.combat) return null;
  const me = state.players[first.player];
  const t = state.turn;
  if (!me || !t || t.player !== me.id || t.action || t.rested) return null;
  const pend = state.pending[state.pending.length - 1];
  if (pend && pend.player === me.id) return null;
  if (f.kind === 'challenge') {
    const c = legal.find(
      (a) => a.type === 'challenge' && a.hexes.length === 1 && a.hexes[0] === f.site,
    );
    if (c) return c;
  } else if (f.kind === 'enter') {
    if (me.position === f.site) {
      const enters = legal.filter(
        (a): a is Extract<Action, { type: 'enter-site' }> => a.type === 'enter-site',
      );
      // a maze's shortest path first (the Move it costs is paid on the way in)
      return enters.sort((a, b) => (a.path ?? 0) - (b.path ?? 0))[0] ?? null;
    }
  } else {
    const into = legal.find((a) => a.type === 'move' && a.to === f.site);
    if (into) return into;
  }
  // on the way: the next step of the shortest path (greedy's own, greedy/turn.ts), Move played
  // for it when the points are short
  if (!me.position || t.phase === 'action') return null;
  const target = f.kind === 'challenge' ? f.stand : f.site;
  if (me.position === target) return null;
  const paths = computeTurnPlan(state, me, newMemory(), false).paths;
  const path = pathOf(paths, me.position, target);
  const next = path[0];
  // a step that provokes rampaging enemies would start another fight (MOVE-4c): not this way
  if (!next || path.some((k) => paths.provoked.has(k))) return null;
  const step = legal.find((a) => a.type === 'move' && a.to === next);
  if (step) return step;
  if (me.hand.filter((c) => !isWound(c)).length <= FIGHT_GOALS.keepCards) return null;
  const env: Env = { time: state.round.time, inCombat: false, phase: null, interaction: false };
  let best: Action | null = null;
  let bestS = -Infinity;
  for (const a of legal) {
    if (a.type !== 'play-card' || isWound(a.card) || (a.mana?.length ?? 0) > 0) continue;
    const m = moveOf(a, env);
    if (m <= 0) continue;
    const s = m - 0.5 * cardWorth(a.card);
    if (s > bestS) {
      bestS = s;
      best = a;
    }
  }
  return best;
}

/** Whether `a` (a step of `forcedStep`) is the one that starts the fight. */
export function startsFight(a: Action, f: ForcedFight): boolean {
  return (
    a.type === 'challenge' ||
    a.type === 'enter-site' ||
    (a.type === 'move' && f.kind === 'assault' && a.to === f.site)
  );
}

/** Per bot memory: the forced fight chosen for a turn (key: round, own turn, player). */
const chosen = new WeakMap<Memory, { key: string; forced: ForcedFight; done: boolean }>();

const turnKeyOf = (state: GameState, mem: Memory, me: number) =>
  `${state.round.number}:${mem.turnSerial}:${me}`;

/** Records the forced fight the rollouts chose for this turn (null: none). */
export function setForced(
  state: GameState,
  mem: Memory,
  me: number,
  forced: ForcedFight | null,
): void {
  if (forced) chosen.set(mem, { key: turnKeyOf(state, mem, me), forced, done: false });
  else chosen.delete(mem);
}

/** The forced fight still to be started in this turn, or null. */
export function activeForced(state: GameState, mem: Memory, me: number): ForcedFight | null {
  const c = chosen.get(mem);
  if (!c || c.done || c.key !== turnKeyOf(state, mem, me)) return null;
  return c.forced;
}

/** The expert's hook: the step of this turn's forced fight, if one is due (it is done once begun). */
export function forcedChoice(
  state: GameState,
  legal: readonly Action[],
  mem: Memory,
): Action | null {
  const me = legal[0]?.player;
  if (me === undefined) return null;
  const f = activeForced(state, mem, me);
  if (!f) return null;
  const a = forcedStep(state, legal, f);
  if (a && startsFight(a, f)) {
    const c = chosen.get(mem);
    if (c) c.done = true;
  }
  return a;
}

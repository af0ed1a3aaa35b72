// The expert bot (issue 18). It plays fair: every decision is made on a sampled world consistent
// with its player's view (expert/world.ts: hidden orders, face-down tokens, other hands and future
// dice re-drawn from its own random stream), never on the real hidden state. On that world its
// fights are decided by the exact combat planner (expert/fights.ts: a fight the planner wins is
// taken and its plan followed, one it proves lost is not started); everything else is the greedy
// bot's whole-turn logic (goals on the map, walking, pending choices) run on that world. The
// planner is opt-in (ExpertOptions): the figures do not support it as the default yet. Legality
// only from the engine: the action returned is always one of the `legal` list it was given
// (matched by listedKey).
//
// The world is sampled once per own turn (seeded by the bot's seed, the round and its turn count —
// all visible), so that within a turn the bot does not change its mind about a face-down token from
// one decision to the next.
import { legalActions, listedKey, type Action, type GameState } from '../../engine';
import { createRng } from '../rng';
import { EXPERT_PROFILE, EXPERT_SWITCHES, withProfile } from './expert/profile';
import { activeForced, forcedChoice, forcedStep, type ForcedFight } from './expert/fightgoals';
import { rolloutCommit } from './expert/rollout';
import { buyPick, PICK_BUDGET, pickApplies, pickByRollouts } from './expert/picks';
import { guardedChoice } from './expert/turnguard';
import { unitForMove } from './expert/walk';
import { healBeforeEnd } from './expert/wrapup';
import { bankBeforeEnd } from './expert/bank';
import { sampleWorld } from './expert/world';
import {
  combatByPlan,
  fightHex,
  markLost,
  newFightMemory,
  planLog,
  previewFights,
  type FightMemory,
} from './expert/fights';
import {
  byValue,
  fightByValue,
  newFightValueMemory,
  type FightValueMemory,
} from './expert/fightvalue';
import { cityChoice, newCityMemory, type CityMemory } from './expert/city';
import { forcedPlanStep } from './expert/plan-cursor';
import { greedyChoice, suggestMoveWithReason, turnBot, type SuggestReason } from './greedy';
import { newMemory, type Goal, type Memory } from './greedy/memory';
import { commitGoal } from './greedy/turn';
import type { Bot } from './types';

/** The stream a world is sampled from: visible facts only (seed, round, phase, own turn count). */
function worldSeed(seed: number, state: GameState, mem: Memory, player: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  for (const x of [state.round.number, state.round.phase.length, mem.turnSerial, player])
    h = Math.imul(h ^ (x + 0x27d4eb2d), 0xc2b2ae35) >>> 0;
  return h;
}

/**
 * How an expert plays. `planner: true` decides its fights with the exact combat planner
 * (expert/fights.ts). Off by default: measured over 40 Solo Conquest games it fights more and gains
 * more Fame, but takes more Wounds and scores less (README, Bots), and it is ten times slower.
 */
export interface ExpertOptions {
  planner?: boolean;
  /** The city campaign (expert/city.ts): assaults by the partial-assault evaluator. Default on. */
  cities?: boolean;
}

/** The legal action with the same listed key as `a` (the world's actions are the state's). */
function matchLegal(legal: readonly Action[], a: Action): Action | undefined {
  const key = listedKey(a);
  return legal.find((x) => x === a) ?? legal.find((x) => listedKey(x) === key);
}

/** A fight won by a plan is taken when it gives this much (Fame and site) net of its Wounds. */
const TAKE_WIN = 2;
/** A Wound the winning plan takes, against its Fame (it clogs the hands for the rest of the game). */
const WIN_WOUND_COST = 3.5;

/** The expert's choice among `legal` on a world sampled for the deciding player. */
function expertChoice(
  state: GameState,
  legal: readonly Action[],
  seed: number,
  mem: Memory,
  fm: FightMemory,
  steps: number,
  planner: boolean,
  cm: CityMemory | null,
  fvm: FightValueMemory,
): Action {
  const first = legal[0] as Action;
  if (legal.length === 1) return first;
  const world = sampleWorld(
    state,
    first.player,
    createRng(worldSeed(seed, state, mem, first.player), 11),
  );
  const me = world.players[first.player];
  // Tie-breaks: a stream fixed per decision (the same world and step give the same choice).
  const tieSeed = worldSeed(seed, state, mem, first.player) ^ steps;
  const tie = createRng(tieSeed, 12);
  const greedy = () => greedyChoice(world, legal, tie, mem, steps);
  const pend = world.pending[world.pending.length - 1];
  const mine = !!me && world.turn?.player === me.id && world.round.phase !== 'tactics';
  const ownTurn =
    mine && !!me && !world.pvp && !world.combat && !(pend && pend.player === me.id) && !planner;
  // its own plays (power): the greedy choice played out first (turn guard), then healing before
  // the end and units walking instead of sideways cards
  const powered = () => {
    const rollRng = createRng(worldSeed(seed, state, mem, first.player) ^ steps, 13);
    const sw = EXPERT_SWITCHES;
    if (sw.rollout) rolloutTurnGoal(state, world, legal, seed, mem, steps);
    // a fight the rollouts chose that greedy's forecast skips (expert/fightgoals.ts): started at
    // the stand; the turn guard (greedy's own play-out, which would not fight) does not judge it
    const forced = sw.fightGoals && me ? activeForced(world, mem, me.id) : null;
    const f = forced ? forcedChoice(world, legal, mem) : null;
    if (f) return f;
    const a =
      sw.turnGuard && !forced ? guardedChoice(world, mem, greedy, rollRng, steps) : greedy();
    // what to buy at an interaction by rollouts (expert/picks.ts)
    if (sw.buyPicks && me && (a.type === 'recruit' || a.type === 'buy')) {
      const ws = worldSeed(seed, state, mem, me.id);
      const worlds = [world];
      for (let i = 1; i < PICK_BUDGET.worlds; i++)
        worlds.push(sampleWorld(state, me.id, createRng(ws, 11 + 16 * i)));
      const b = buyPick(worlds, legal, mem, a, ws ^ 0x68e31da4);
      if (b) return b;
    }
    return (
      (sw.healBeforeEnd ? healBeforeEnd(world, legal, a) : null) ??
      (sw.bankMana ? bankBeforeEnd(world, legal, a) : null) ??
      (sw.unitMove ? unitForMove(world, legal, a, mem) : null) ??
      a
    );
  };
  // its fights by value (expert/fightvalue.ts): no fight started that the evaluator values below
  // nothing; in combat (below) the evaluator's plan where it beats the greedy play
  const own = ownTurn && me ? byValue(world, me, mem, fvm, powered) : powered;
  // the city campaign (expert/city.ts) first: the assault, its plan, the march
  if (cm && mine && me && !world.pvp) {
    const a = cityChoice(world, legal, me, mem, cm, planner ? null : ownTurn ? own : greedy);
    if (a) return matchLegal(legal, a) ?? first;
  }
  // level-up and reward picks by rollouts (expert/picks.ts)
  if (EXPERT_SWITCHES.picks && me && !planner && pickApplies(world, legal, me.id)) {
    const ws = worldSeed(seed, state, mem, me.id);
    const worlds = [world];
    for (let i = 1; i < PICK_BUDGET.worlds; i++)
      worlds.push(sampleWorld(state, me.id, createRng(ws, 11 + 16 * i)));
    const r = pickByRollouts(worlds, legal, mem, greedy(), ws ^ 0x2545f491);
    if (r) return matchLegal(legal, r.chosen) ?? first;
  }
  const fv = mine && me && !planner ? fightByValue(world, legal, me, mem, fvm, tieSeed) : null;
  if (fv) return matchLegal(legal, fv) ?? first;
  if (ownTurn) return matchLegal(legal, own()) ?? first;
  if (!mine || !me || world.pvp || !planner) return matchLegal(legal, greedy()) ?? first;
  // in combat: follow a winning plan of the exact planner
  if (world.combat) {
    const a = combatByPlan(world, legal, fm);
    planLog.log?.(`combat ${world.combat.phase}: ${a ? `plan step ${listedKey(a)}` : 'no plan'}`);
    if (a) return matchLegal(legal, a) ?? first;
    return matchLegal(legal, greedy()) ?? first;
  }
  fm.plan = null;
  if (pend && pend.player === me.id) return matchLegal(legal, greedy()) ?? first;
  // before a fight: a fight the planner wins is taken; one it proves lost is not
  const fights = previewFights(world, legal, fm, `${world.round.number}:${mem.turnSerial}`);
  let best: { action: Action; score: number } | null = null;
  for (const f of fights) {
    if (f.verdict.status !== 'win') continue;
    const score = f.verdict.value - WIN_WOUND_COST * f.verdict.wounds;
    if (score >= TAKE_WIN && (!best || score > best.score)) best = { action: f.action, score };
  }
  if (fights.length)
    planLog.log?.(
      `fights: ${fights.map((f) => `${listedKey(f.action)}=${f.verdict.status}/${f.verdict.value}/${f.verdict.wounds}`).join(' ')}`,
    );
  if (best) return matchLegal(legal, best.action) ?? first;
  for (let tries = 0; tries < 3; tries++) {
    const a = greedy();
    const f = fights.find((x) => listedKey(x.action) === listedKey(a));
    const hex = f && f.verdict.status === 'none' ? fightHex(world, a) : null;
    const city = hex !== null && world.cities.some((c) => c.hex === hex);
    if (f) planLog.log?.(`greedy starts a fight: ${listedKey(a)} (${f.verdict.status})`);
    if (!hex || city) return matchLegal(legal, a) ?? first;
    markLost(mem, world, me, hex);
  }
  return matchLegal(legal, greedy()) ?? first;
}

/**
 * The turn's goal chosen by rollouts (expert/rollout.ts): at the first decision of an own turn (and
 * after a reveal) each candidate goal is played out on worlds sampled from the player's view, and
 * the best by the value of power is committed in `mem` for the greedy logic to pursue.
 */
function rolloutTurnGoal(
  state: GameState,
  world: GameState,
  legal: readonly Action[],
  seed: number,
  mem: Memory,
  steps: number,
): void {
  const me = (legal[0] as Action).player;
  const ws = worldSeed(seed, state, mem, me);
  rolloutCommit(world, legal, mem, steps, ws ^ 0x5bd1e995, (i) =>
    sampleWorld(state, me, createRng(ws, 11 + 16 * i)),
  );
}

export function createExpertBot(seed: number, opts: ExpertOptions = {}): Bot {
  const mem = newMemory();
  const fm = newFightMemory();
  const planner = opts.planner ?? false;
  const cm = (opts.cities ?? true) ? newCityMemory() : null;
  const fvm = newFightValueMemory();
  return turnBot('expert', mem, (state, legal, steps) => {
    // a forced step (one legal action, decided without the layers) may be a step of a fight plan
    if (legal.length === 1) {
      forcedPlanStep(fvm, legal[0] as Action);
      if (cm) forcedPlanStep(cm, legal[0] as Action);
    }
    return withProfile(EXPERT_PROFILE, () =>
      expertChoice(state, legal, seed, mem, fm, steps, planner, cm, fvm),
    );
  });
}

/** The hint's goals chosen by rollouts, by turn (the hint keeps no memory of its own). */
const hintGoals = new Map<string, { goal: Goal; forced?: ForcedFight }>();

/**
 * The hint at the first decision of a turn (and after a reveal): the goal chosen by rollouts, as the
 * bot chooses it; later in the same turn the goal chosen then is pursued. Null: the one-pass choice.
 */
function rolloutHint(
  state: GameState,
  world: GameState,
  legal: readonly Action[],
): { action: Action; reason: SuggestReason } | null {
  const t = world.turn;
  const me = (legal[0] as Action).player;
  const pend = world.pending[world.pending.length - 1];
  if (!EXPERT_SWITCHES.rollout || !t || t.player !== me || world.combat || world.pvp) return null;
  if ((pend && pend.player === me) || world.round.phase === 'tactics') return null;
  const key = `${world.setup.seed}:${world.round.number}:${me}:${t.path[0] ?? ''}:${world.map.tiles.length}`;
  const mem = newMemory();
  const ws = worldSeed(state.setup.seed, state, mem, me);
  const r = rolloutCommit(world, legal, mem, 0, ws ^ 0x5bd1e995, (i) =>
    sampleWorld(state, me, createRng(ws, 11 + 16 * i)),
  );
  if (r) {
    if (hintGoals.size > 16) hintGoals.clear();
    if (r.chosen.goal) hintGoals.set(key, { goal: r.chosen.goal, forced: r.chosen.forced });
    else hintGoals.delete(key);
  }
  const chosen = hintGoals.get(key);
  if (!chosen) return null;
  commitGoal(world, mem, chosen.goal);
  const forced = chosen.forced ? forcedStep(world, legal, chosen.forced) : null;
  const action = forced ?? greedyChoice(world, legal, createRng(0, 2), mem, 0);
  const g = mem.goal;
  return { action, reason: g ? { kind: 'goal', goal: g.kind, site: g.site } : { kind: 'turn' } };
}

/**
 * "Suggest a move" with the expert (the UI's hint): the expert's choice for the deciding player on
 * a world sampled from that player's view, with the reason behind it. At the first decision of a
 * turn the goal is chosen by rollouts as the bot does (rolloutHint: a few hundred engine decisions,
 * about 0.1–0.5 s on this machine); otherwise one pass, about as long as one bot decision (`npm run
 * bench`: engine.expert.msPerDecision), inside the hint's budget of about a second.
 */
export function suggestExpertMoveWithReason(state: GameState): {
  action: Action | null;
  reason: SuggestReason | null;
} {
  const legal = legalActions(state);
  const first = legal[0];
  if (!first) return { action: null, reason: null };
  if (legal.length === 1) return suggestMoveWithReason(state);
  const mem = newMemory();
  const world = sampleWorld(
    state,
    first.player,
    createRng(worldSeed(state.setup.seed, state, mem, first.player), 11),
  );
  const r = withProfile(
    EXPERT_PROFILE,
    () => rolloutHint(state, world, legal) ?? suggestMoveWithReason(world),
  );
  if (!r.action) return { action: null, reason: null };
  const key = listedKey(r.action);
  return { action: legal.find((x) => listedKey(x) === key) ?? first, reason: r.reason };
}

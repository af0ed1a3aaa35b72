// A turn that goes nowhere (issue 18, measured): the greedy logic sometimes plays Move cards for a
// goal, then finds on arrival that its hand can no longer win there (the mana it counted for the
// walk was also counted for the fight) and ends the turn where it stood — the cards spent for
// nothing (2.5 such turns a game on seeds 1–10, `scripts/expert-power-diag.ts`). Before the first
// card of a turn is played for moving, the expert plays the rest of that turn out on its sampled
// world (the greedy logic, a copy of its memory, the engine's own actions); when that turn would
// end where it started with no fight, exploration or interaction, the goal is struck for this round
// at this strength and the greedy logic chooses again.
import { applyAction, legalActions, type Action, type GameState } from '../../../engine';
import type { SimRng } from '../../rng';
import { greedyChoice } from '../greedy';
import type { Memory } from '../greedy/memory';

/** Debug hook for traces and diagnostics (tools set `log`; the bot never prints by itself). */
export const guardLog: { log: ((msg: string) => void) | null } = { log: null };

/** Decisions a rollout may take before it is judged as it stands. */
const ROLLOUT_CAP = 60;

export interface TurnOutcome {
  moved: boolean;
  fought: boolean;
  interacted: boolean;
  explored: boolean;
  cardsPlayed: number;
  /** The first action gave Move points (a card played to walk, not for its own worth). */
  firstForMove: boolean;
}

function cloneMemory(mem: Memory): Memory {
  return structuredClone(mem);
}

/** The rest of the current turn played out by the greedy logic on `world`, starting with `first`. */
export function rolloutTurn(
  world: GameState,
  first: Action,
  mem: Memory,
  rng: SimRng,
  steps: number,
): TurnOutcome {
  const me = first.player;
  const start = world.players[me]?.position;
  const m = cloneMemory(mem);
  const out: TurnOutcome = {
    moved: false,
    fought: false,
    interacted: false,
    explored: false,
    cardsPlayed: 0,
    firstForMove: false,
  };
  let s = world;
  let a: Action = first;
  for (let i = 0; i < ROLLOUT_CAP; i++) {
    if (a.type === 'end-turn' || a.type === 'forfeit-turn' || a.type === 'rest') break;
    if (a.type === 'play-card') out.cardsPlayed++;
    if (a.type === 'explore') out.explored = true;
    if (a.type === 'interact') out.interacted = true;
    try {
      s = applyAction(s, a).state;
    } catch {
      break;
    }
    if (i === 0) out.firstForMove = (s.turn?.movePoints ?? 0) > (world.turn?.movePoints ?? 0);
    if (s.combat) out.fought = true;
    if (s.players[me]?.position !== start) out.moved = true;
    if (s.gameOver || s.turn?.player !== me || out.fought || out.explored || out.interacted) break;
    const legal = legalActions(s);
    if (legal.length === 0) break;
    a = legal.length === 1 ? (legal[0] as Action) : greedyChoice(s, legal, rng, m, steps + i + 1);
  }
  return out;
}

/**
 * A turn whose first card was played for Move points and that gains nothing: no step, fight,
 * exploration or interaction.
 */
export function wasted(o: TurnOutcome): boolean {
  return (
    o.firstForMove && o.cardsPlayed > 0 && !o.moved && !o.fought && !o.explored && !o.interacted
  );
}

/** Whether the guard should look at this decision: the first card of a turn, played to move. */
export function guardApplies(world: GameState, a: Action): boolean {
  const t = world.turn;
  if (!t || world.combat || t.player !== a.player) return false;
  if (t.moved || t.action !== null || t.played.length > 0) return false;
  return a.type === 'play-card';
}

/** Strikes the current goal for this round at this strength (as the greedy logic does itself). */
export function strikeGoal(world: GameState, mem: Memory, player: number): boolean {
  const me = world.players[player];
  const g = mem.goal;
  if (!me || !g) return false;
  mem.failed.set(g.site, `${world.round.number}:${me.level}:${me.units.length}`);
  mem.badTargets.add(g.kind === 'explore' ? g.stand : '');
  mem.badTargets.delete('');
  mem.goal = null;
  mem.goalKey = '';
  mem.planCache = null;
  return true;
}

/**
 * The greedy choice, checked by playing the turn out first when it is the first card of a turn: a
 * goal that would waste the turn is struck and the choice made again (twice at most; the last
 * choice stands).
 */
export function guardedChoice(
  world: GameState,
  mem: Memory,
  choose: () => Action,
  rng: SimRng,
  steps: number,
): Action {
  let a = choose();
  for (let tries = 0; tries < 2 && guardApplies(world, a); tries++) {
    if (!wasted(rolloutTurn(world, a, mem, rng, steps))) break;
    guardLog.log?.(`wasted turn: goal ${mem.goal?.kind}@${mem.goal?.site} struck`);
    if (!strikeGoal(world, mem, a.player)) break;
    a = choose();
  }
  return a;
}

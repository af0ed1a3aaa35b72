// Units that walk (issue 18, measured): the greedy logic walks with cards only — Foresters,
// Peasants, Scouts and Magic Familiars give Move points too, and it plays cards sideways for 1
// Move instead (about 30 sideways Move plays a game on seeds 1–10). When the greedy choice is a
// card played sideways for Move on the way to a goal that is no fight, and a ready unit can give
// at least 2 Move, the expert activates that unit instead (the unit is readied again next round).
import { unitDef, type Action, type GameState } from '../../../engine';
import { manaCostOf } from '../greedy/combat';
import { yields, type Env } from '../greedy/knowledge';
import type { Memory } from '../greedy/memory';

const NO_FIGHT = new Set(['explore', 'interact', 'glade', 'mine']);

/** A unit's Move ability to use instead of the greedy choice, or null. */
export function unitForMove(
  state: GameState,
  legal: readonly Action[],
  choice: Action,
  mem: Memory,
): Action | null {
  if (choice.type !== 'play-card' || choice.mode !== 'sideways' || choice.as !== 'move')
    return null;
  if (state.combat || !mem.goal || !NO_FIGHT.has(mem.goal.kind)) return null;
  const env: Env = { time: state.round.time, inCombat: false, phase: null, interaction: false };
  let best: Action | null = null;
  let bestS = 1;
  for (const a of legal) {
    if (a.type !== 'activate-unit') continue;
    let move: number;
    try {
      move = Math.max(
        0,
        ...yields(unitDef(a.unit).abilities[a.ability]?.effect, env).map((y) =>
          y.wound > 0 || y.discard > 0 ? 0 : y.move,
        ),
      );
    } catch {
      continue;
    }
    const s = move - manaCostOf(a) * 2;
    if (move >= 2 && s > bestS) {
      bestS = s;
      best = a;
    }
  }
  return best;
}

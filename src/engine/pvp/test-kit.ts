// Shared fixtures of the PvP tests (pvp.test.ts, audit/pvp.test.ts): two heroes on the start tile,
// the turn player next to the other one with Move points to step onto their space (MOVE-8b).
import type { ScenarioId } from '../core/types';
import type { GameState } from '../state/types';
import { act, edit, testGame } from '../testing/builders';

/** The aggressor's space before the step (forest) and the defender's space (plains). */
export const AGG_FROM = '1,-1';
export const FIGHT = '1,0';

export interface Setup {
  s: GameState;
  a: number;
  d: number;
}

export function meet(scenario: ScenarioId = 'full-conquest', seed = 3): Setup {
  let s = testGame({ scenario, heroes: ['tovak', 'goldyx'], seed });
  const a = s.turn?.player ?? 0;
  const d = a === 0 ? 1 : 0;
  s = edit(s, (x) => {
    const pa = x.players[a];
    const pd = x.players[d];
    if (!pa || !pd || !x.turn) return;
    pd.position = FIGHT;
    pa.position = AGG_FROM;
    x.turn.path = [AGG_FROM];
    x.turn.movePoints = 4;
    x.turn.phase = 'move';
    const h = x.map.hexes[FIGHT];
    if (h) h.terrain = 'plains';
    const f = x.map.hexes[AGG_FROM];
    if (f) f.terrain = 'forest';
  });
  return { s, a, d };
}

/** The aggressor steps onto the defender's space and attacks (PVP-2). */
export function attack(setup: Setup): Setup {
  const s = act(act(setup.s, { type: 'move', player: setup.a, to: FIGHT }), {
    type: 'pvp-attack',
    player: setup.a,
  });
  return { ...setup, s };
}

/** The defender commits fully or partly (PVP-3). */
export function commit(setup: Setup, full: boolean): Setup {
  return { ...setup, s: act(setup.s, { type: 'pvp-commit', player: setup.d, full }) };
}

// Clicking the map for a scenario rule: a space offered by a pending scenario choice (the secret
// entrance's space, SCEN-DUNGEON-4a/4c) answers it; a conquered tomb or dungeon the tunnels reach
// (SCEN-DUNGEON-4e) travels there, unless the hero can simply walk there.
import type { Action, GameState, HexKey } from '../../engine';
import { useGame } from '../../store';
import { scenarioTargets } from './map-marks';

export function scenarioClick(
  hex: HexKey,
  legal: readonly Action[],
  state: GameState | null,
  walkable: boolean,
): boolean {
  if (!state) return false;
  const a = scenarioTargets(state, legal).get(hex);
  if (!a) return false;
  if (a.type === 'scenario-action' && walkable) return false;
  useGame.getState().dispatch(a);
  return true;
}

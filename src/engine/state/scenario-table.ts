// The scenario table: the rule code asks for a scenario's definition here. It imports no scenario;
// the composition root (src/engine/index.ts) fills it with SCENARIOS from scenarios/index.ts, so the map,
// movement, flow and combat code can ask scenario questions without importing every scenario (and,
// through them, itself back) — issue 14.
import type { ScenarioId } from '../core/types';
import type { GameState } from './types';
import type { ScenarioDef, ScenarioSetup } from './scenario-types';

const table: Partial<Record<ScenarioId, ScenarioDef>> = {};

/** Called by the composition root with every scenario. */
export function registerScenarios(defs: Record<ScenarioId, ScenarioDef>): void {
  Object.assign(table, defs);
}

export function scenarioDef(id: ScenarioId): ScenarioDef {
  const s = Object.hasOwn(table, id) ? table[id] : undefined;
  if (!s) throw new Error(`unknown scenario ${String(id)}`);
  return s;
}

/**
 * The scenario's setup numbers for this game: its player count (without the dummy) and its variants
 * (SCEN-FULL-CONQ-5 'team-two-cities' or 'two-megapolises' for 4: 2 city tiles; SCEN-DRUID-7b: all
 * the tiles).
 */
export function scenarioSetupOf(state: Pick<GameState, 'setup' | 'players'>): ScenarioSetup {
  const n = state.players.filter((p) => p.kind !== 'dummy').length;
  return scenarioDef(state.setup.scenario).setup(n, state.setup.variants);
}

import { ownEntry } from '../core/own';
import type { ScenarioId } from '../core/types';
import { firstReconnaissance } from './first-reconnaissance';
import { fullConquest } from './full-conquest';
import { blitzConquest } from './blitz-conquest';
import { soloConquest } from './solo-conquest';
import { fullCooperation } from './full-cooperation';
import { blitzCooperation } from './blitz-cooperation';
import { minesLiberation } from './mines-liberation';
import { druidNights } from './druid-nights';
import { dungeonLords } from './dungeon-lords';
import { conquerAndHold } from './conquer-and-hold';
import { onlyOneReturns } from './only-one-returns';
import type { GameState } from '../state/types';
import type { ScenarioDef, ScenarioSetup } from './types';

export const SCENARIOS: Record<ScenarioId, ScenarioDef> = {
  'first-reconnaissance': firstReconnaissance,
  'full-conquest': fullConquest,
  'blitz-conquest': blitzConquest,
  'solo-conquest': soloConquest,
  'full-cooperation': fullCooperation,
  'blitz-cooperation': blitzCooperation,
  'mines-liberation': minesLiberation,
  'druid-nights': druidNights,
  'dungeon-lords': dungeonLords,
  'conquer-and-hold': conquerAndHold,
  'only-one-returns': onlyOneReturns,
};

export function scenarioDef(id: ScenarioId): ScenarioDef {
  const s = ownEntry(SCENARIOS as Record<string, ScenarioDef>, id);
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

export type { ScenarioDef } from './types';

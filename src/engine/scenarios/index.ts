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
import type { ScenarioDef } from '../state/scenario-types';

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

// The rule code reads scenarios through ./table.ts, which the composition root fills with SCENARIOS.
export { scenarioDef, scenarioSetupOf } from '../state/scenario-table';

export type { ScenarioDef } from '../state/scenario-types';

// SCEN-BLITZ-COOP: Blitz Cooperation — Full Cooperation in 4 rounds with a faster start.
import type { ScenarioDef } from '../state/scenario-types';
import { fullCooperation } from './full-cooperation';

export const blitzCooperation: ScenarioDef = {
  ...fullCooperation,
  id: 'blitz-cooperation',
  rounds: () => 4,
  setup: (n) => ({
    shape: 'open-5',
    tiles: { countryside: n === 2 ? 7 : 8, coreCity: n, coreNonCity: n - 1 },
    cityLevels: n === 2 ? [5, 8] : [5, 8, 11],
  }),
  // SCEN-BLITZ-COOP-2a..2c
  startFame: 1,
  startReputation: 2,
  extraDice: 1,
  extraUnits: 1,
};

// SCEN-BLITZ-CONQ: Blitz Conquest — Full Conquest in 4 rounds with a faster start.
import type { ScenarioDef } from '../state/scenario-types';
import { fullConquest } from './full-conquest';
import { wedgeOr } from './common';

export const blitzConquest: ScenarioDef = {
  ...fullConquest,
  id: 'blitz-conquest',
  rounds: () => 4,
  setup: (n) => ({
    shape: wedgeOr(n, 'open-4'),
    tiles: { countryside: n === 2 ? 6 : n === 3 ? 7 : 9, coreCity: n, coreNonCity: n - 1 },
    cityLevels: Array.from({ length: n }, () => 3),
  }),
  // SCEN-BLITZ-CONQ-2a: 1 Fame at the start and +1 Fame per row crossed (flow/turn.ts gainFame).
  startFame: 1,
  // SCEN-BLITZ-CONQ-2b: the second positive Reputation space (+1 on interactions).
  startReputation: 2,
  // SCEN-BLITZ-CONQ-2c: one more Source die and one more unit in the offer.
  extraDice: 1,
  extraUnits: 1,
};

// SCEN-FULL-CONQ: Full Conquest — the standard competitive scenario, 6 rounds; conquer all cities.
import type { ScenarioDef } from './types';
import { conquestScore } from './conquest-scoring';
import { wedgeOr } from './common';

export const fullConquest: ScenarioDef = {
  id: 'full-conquest',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 6,
  dummy: () => false,
  cooperative: false,
  setup: (n) => ({
    shape: wedgeOr(n, 'open-5'),
    tiles: { countryside: n === 2 ? 8 : n === 3 ? 9 : 11, coreCity: n, coreNonCity: n - 1 },
    cityLevels: Array.from({ length: n }, () => 4),
  }),
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  pvp: true,
  playable: true,
  // SCEN-FULL-CONQ-3: all cities conquered → everyone has one last turn.
  end: 'all-cities-conquered',
  // SCEN-FULL-CONQ-4: standard achievements plus city scoring.
  score: conquestScore,
};

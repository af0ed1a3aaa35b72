// SCEN-FULL-COOP: Full Cooperation — 2–3 players against the dummy's pace, 6 rounds; conquer all
// cities together (cooperative city assaults, §12); one team score.
import type { ScenarioDef } from '../state/scenario-types';
import { cooperativeScore, coopTacticRemoval } from './cooperation';

export const fullCooperation: ScenarioDef = {
  id: 'full-cooperation',
  minPlayers: 2,
  maxPlayers: 3,
  rounds: () => 6,
  // SCEN-FULL-COOP-2: one standard dummy player.
  dummy: () => true,
  cooperative: true,
  setup: (n) => ({
    shape: 'open-5',
    tiles: { countryside: n === 2 ? 8 : 10, coreCity: n + 1, coreNonCity: n },
    // SCEN-FULL-COOP-1: level 5, the last revealed city 8 (2 players) or 11 (3 players).
    cityLevels: n === 2 ? [5, 5, 8] : [5, 5, 5, 11],
  }),
  // SCEN-FULL-COOP-4a: the dummy draws its tactic first, then the players choose.
  tacticRule: () => 'coop',
  // SCEN-FULL-COOP-3: no interactive spells or skills.
  removeInteractive: () => true,
  // SCEN-FULL-COOP-4c, SCEN-TEAM-7, MOVE-8e.4: all players are one team; no PvP.
  pvp: false,
  coopAssault: true,
  hooks: { roundEnd: coopTacticRemoval }, // SCEN-FULL-COOP-4b
  playable: true,
  // SCEN-FULL-COOP-5: all cities conquered → every real player has one last turn.
  end: 'all-cities-conquered',
  score: cooperativeScore,
};

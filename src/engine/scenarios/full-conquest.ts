// SCEN-FULL-CONQ: Full Conquest — the standard competitive scenario, 6 rounds; conquer all cities.
import type { ScenarioDef } from '../state/scenario-types';
import { conquestScore } from './conquest-scoring';
import { wedgeOr } from './common';

/** SCEN-FULL-CONQ-5: the team game with only two city Core tiles (variant id). */
export const TEAM_TWO_CITIES = 'team-two-cities';
/**
 * SCEN-FULL-CONQ-5 / VAR-MEGA-8: "alternatively two Megapolises" — in the 4-player team game the
 * two-Megapolises variant also uses only 2 city Core tiles (variant id).
 */
export const TWO_MEGAPOLISES = 'two-megapolises';
/** SCEN-FULL-CONQ-5: "the level of both cities at 10 or higher". */
export const TEAM_CITY_LEVEL_MIN = 10;

export const fullConquest: ScenarioDef = {
  id: 'full-conquest',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 6,
  dummy: () => false,
  cooperative: false,
  setup: (n, variants) => {
    // SCEN-FULL-CONQ-5 ('team-two-cities', 4 players in teams): only 2 city Core tiles, both cities
    // at level 10 (or higher, options.cityLevels); the non-city Core tiles stay as they are.
    // Its alternative, two Megapolises (VAR-MEGA-8, 4 players only in teams): the same 2 city tiles,
    // each a Megapolis of the agreed Megapolis level (the normal city level 4 is not used).
    const list = variants ?? [];
    const twoCities = n === 4 && list.includes(TEAM_TWO_CITIES);
    const two = twoCities || (n === 4 && list.includes(TWO_MEGAPOLISES));
    const cities = two ? 2 : n;
    return {
      shape: wedgeOr(n, 'open-5'),
      tiles: { countryside: n === 2 ? 8 : n === 3 ? 9 : 11, coreCity: cities, coreNonCity: n - 1 },
      cityLevels: Array.from({ length: cities }, () => (twoCities ? TEAM_CITY_LEVEL_MIN : 4)),
    };
  },
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  pvp: true,
  playable: true,
  // SCEN-FULL-CONQ-3: all cities conquered → everyone has one last turn.
  end: 'all-cities-conquered',
  // SCEN-FULL-CONQ-4: standard achievements plus city scoring.
  score: conquestScore,
};

// SCEN-RECON: First Reconnaissance — training scenario, 3 rounds (2–4 players) or a 4-round solo
// variant with the dummy player (SCEN-RECON-7).
import type { ScenarioDef } from '../state/scenario-types';
import { highest, standardSheets } from './scoring';

export const firstReconnaissance: ScenarioDef = {
  id: 'first-reconnaissance',
  minPlayers: 1,
  maxPlayers: 4,
  rounds: (n) => (n === 1 ? 4 : 3),
  dummy: (n) => n === 1,
  cooperative: false,
  setup: (n) => ({
    shape: 'wedge-unrestricted',
    tiles: { countryside: n <= 2 ? 8 : n === 3 ? 9 : 11, coreCity: 1, coreNonCity: 2 },
    // Cities can be neither entered nor conquered here (SCEN-RECON-3); the level only decides the
    // garrison drawn face down when the city is revealed (MOVE-5g). Decision: level 1.
    cityLevels: [1],
  }),
  tacticRule: (n) => (n === 1 ? 'solo' : 'standard'),
  removeInteractive: (n) => n === 1,
  sortedCountryside: true,
  citiesClosed: true,
  fameOnReveal: 1,
  // SCEN-RECON-4b: no PvP combat unless explicitly allowed (variant 'allow-pvp').
  pvp: false,
  playable: true,
  end: 'city-revealed',
  score: (state) => {
    const real = state.players.filter((p) => p.kind !== 'dummy');
    // SCEN-RECON-6 standard achievements; SCEN-RECON-7 solo: no titles.
    const sheets = standardSheets(state, real, { titles: real.length > 1 });
    return { sheets, winners: highest(sheets) };
  },
};

// Setup numbers of the remaining scenarios of the scenario book (§15). Scenarios whose special
// rules are not implemented yet are marked `playable: false` with the reason; the start screen
// offers only playable ones.
import type { MapShape, ScenarioDef, ScenarioSetup } from './types';
import { conquestScore } from './conquest-scoring';
import { highest, standardSheets } from './scoring';

const standard: ScenarioDef['score'] = (state) => {
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const sheets = standardSheets(state, real, { titles: real.length > 1 });
  return { sheets, winners: highest(sheets) };
};

const wedgeOr = (n: number, four: 'open-5' | 'open-4'): MapShape => (n === 4 ? four : 'wedge');

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
  playable: false,
  missing: 'player-versus-player combat',
  end: 'all-cities-conquered',
  score: conquestScore,
};

export const blitzConquest: ScenarioDef = {
  ...fullConquest,
  id: 'blitz-conquest',
  rounds: () => 4,
  setup: (n) => ({
    shape: wedgeOr(n, 'open-4'),
    tiles: { countryside: n === 2 ? 6 : n === 3 ? 7 : 9, coreCity: n, coreNonCity: n - 1 },
    cityLevels: Array.from({ length: n }, () => 3),
  }),
  startFame: 1,
  startReputation: 2,
  extraDice: 1,
  extraUnits: 1,
};

export const fullCooperation: ScenarioDef = {
  id: 'full-cooperation',
  minPlayers: 2,
  maxPlayers: 3,
  rounds: () => 6,
  dummy: () => true,
  cooperative: true,
  setup: (n) => ({
    shape: 'open-5',
    tiles: { countryside: n === 2 ? 8 : 10, coreCity: n + 1, coreNonCity: n },
    cityLevels: n === 2 ? [5, 5, 8] : [5, 5, 5, 11],
  }),
  tacticRule: () => 'coop',
  removeInteractive: () => true,
  playable: false,
  missing: 'cooperative city assault and team scoring',
  end: 'all-cities-conquered',
  score: standard,
};

export const blitzCooperation: ScenarioDef = {
  ...fullCooperation,
  id: 'blitz-cooperation',
  rounds: () => 4,
  setup: (n) => ({
    shape: 'open-5',
    tiles: { countryside: n === 2 ? 7 : 8, coreCity: n, coreNonCity: n - 1 },
    cityLevels: n === 2 ? [5, 8] : [5, 8, 11],
  }),
  startFame: 1,
  startReputation: 2,
  extraDice: 1,
  extraUnits: 1,
};

const fourColumnSetup = (n: number): ScenarioSetup => ({
  shape: wedgeOr(n, 'open-4'),
  tiles: { countryside: n === 2 ? 8 : n === 3 ? 9 : 11, coreCity: 1, coreNonCity: n - 1 },
  cityLevels: [1],
});

export const minesLiberation: ScenarioDef = {
  id: 'mines-liberation',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 4,
  dummy: () => false,
  cooperative: false,
  setup: fourColumnSetup,
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  cityColor: 'red',
  playable: false,
  missing: 'guarded mines and liberation scoring',
  end: 'all-mines-liberated',
  score: standard,
};

export const druidNights: ScenarioDef = {
  ...minesLiberation,
  id: 'druid-nights',
  cityColor: 'green',
  missing: 'glade activation and incantations',
  end: 'incantations',
};

export const dungeonLords: ScenarioDef = {
  ...minesLiberation,
  id: 'dungeon-lords',
  rounds: () => 5,
  cityColor: 'blue',
  missing: 'secret dungeons and tunnels',
  end: 'all-dungeons-conquered',
};

export const conquerAndHold: ScenarioDef = {
  id: 'conquer-and-hold',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: (n) => (n === 4 ? 4 : 6),
  dummy: () => false,
  cooperative: false,
  setup: () => ({
    shape: 'fixed',
    tiles: { countryside: 5, coreCity: 1, coreNonCity: 3 },
    cityLevels: [1],
  }),
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  cityColor: 'white',
  citiesClosed: true,
  playable: false,
  missing: 'player-versus-player combat and the fixed map',
  end: 'round-limit',
  score: standard,
};

export const onlyOneReturns: ScenarioDef = {
  id: 'only-one-returns',
  minPlayers: 2,
  maxPlayers: 4,
  rounds: () => 4,
  dummy: () => false,
  cooperative: false,
  setup: (n) => ({
    shape: 'wedge',
    tiles: { countryside: n === 2 ? 7 : n === 3 ? 8 : 10, coreCity: n - 1, coreNonCity: n - 1 },
    cityLevels: Array.from({ length: n - 1 }, () => 3),
  }),
  tacticRule: () => 'standard',
  removeInteractive: () => false,
  playable: false,
  missing: 'player-versus-player combat',
  end: 'round-limit',
  score: standard,
};

// Pieces shared by several scenario files.
import type { GameState } from '../state/types';
import type { MapShape, ScenarioDef, ScenarioSetup } from '../state/scenario-types';
import { highest, standardSheets } from './scoring';

/** SCEN-SCORE: standard achievements with titles among several players; most Fame wins. */
export const standardScore: ScenarioDef['score'] = (state) => {
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const sheets = standardSheets(state, real, { titles: real.length > 1 });
  return { sheets, winners: highest(sheets) };
};

/** Wedge for 2–3 players, an open shape for 4. */
export const wedgeOr = (n: number, four: 'open-5' | 'open-4'): MapShape =>
  n === 4 ? four : 'wedge';

/** SCEN-MINES-1, SCEN-DRUID-1, SCEN-DUNGEON-1: 8/9/11 countryside, one city, players − 1 core. */
export const fourColumnSetup = (n: number): ScenarioSetup => ({
  shape: wedgeOr(n, 'open-4'),
  tiles: { countryside: n === 2 ? 8 : n === 3 ? 9 : 11, coreCity: 1, coreNonCity: n - 1 },
  // The city is friendly (no garrison); the level only matters for its figure.
  cityLevels: [1],
});

/** The real (non-dummy, not eliminated) players. */
export const realPlayers = (state: GameState) =>
  state.players.filter((p) => p.kind !== 'dummy' && !p.eliminated);

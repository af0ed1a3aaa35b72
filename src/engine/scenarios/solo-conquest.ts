// SCEN-SOLO-CONQ: Solo Conquest — one player against the dummy, 6 rounds, two cities (5 and 8).
import type { GameState, ScoreLine } from '../state/types';
import type { ScenarioDef } from '../state/scenario-types';
import { allCitiesConquered, standardSheets, sum } from './scoring';

export function conqueredCities(state: GameState): number {
  return state.cities.filter((c) => c.conquered).length;
}

export const soloConquest: ScenarioDef = {
  id: 'solo-conquest',
  minPlayers: 1,
  maxPlayers: 1,
  rounds: () => 6,
  dummy: () => true,
  cooperative: false,
  setup: () => ({
    shape: 'wedge',
    tiles: { countryside: 7, coreCity: 2, coreNonCity: 2 },
    cityLevels: [5, 8],
  }),
  tacticRule: () => 'solo',
  removeInteractive: () => true,
  playable: true,
  end: 'all-cities-conquered',
  score: (state) => {
    const player = state.players.find((p) => p.kind !== 'dummy');
    const dummy = state.players.find((p) => p.kind === 'dummy');
    if (!player) throw new Error('solo conquest without a player');
    // SCEN-SOLO-CONQ-9a: standard achievements, no titles.
    const [sheet] = standardSheets(state, [player], { titles: false });
    if (!sheet) throw new Error('no score sheet');
    const cities = conqueredCities(state);
    // SCEN-SOLO-CONQ-9: both city tiles must have been revealed and conquered.
    const all = allCitiesConquered(state, soloConquest.setup(1).tiles.coreCity);
    const totalRounds = 6;
    const lines: ScoreLine[] = [
      ...sheet.lines,
      { id: 'cities-conquered', points: 10 * cities, detail: { cities } }, // 9b
      { id: 'all-cities', points: all ? 15 : 0 }, // 9c
      // 9d: +30 per round not needed (the game ended before the round limit).
      { id: 'rounds-saved', points: all ? 30 * (totalRounds - state.round.number) : 0 },
      // 9e: +1 per card left in the dummy's deck.
      { id: 'dummy-deck', points: dummy ? dummy.deck.length : 0 },
      // 9f (U36): +5 if the end of the final round had not been announced.
      { id: 'round-not-announced', points: all && state.round.endAnnouncedBy === null ? 5 : 0 },
    ];
    return {
      sheets: [{ player: player.id, total: sum(lines), lines }],
      winners: all ? [player.id] : [],
      victory: all,
    };
  },
};

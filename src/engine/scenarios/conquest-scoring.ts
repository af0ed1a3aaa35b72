// City scoring of the competitive conquest scenarios (SCEN-FULL-CONQ-4, SCEN-BLITZ-CONQ-4).
import type { GameState, PlayerId, ScoreSheet } from '../state/types';
import { allCitiesConquered, highest, standardSheets, sum } from './scoring';
import { scenarioSetupOf } from '../state/scenario-table';

export function conquestScore(state: GameState): {
  sheets: ScoreSheet[];
  winners: PlayerId[];
  victory: boolean;
} {
  const real = state.players.filter((p) => p.kind !== 'dummy');
  const sheets = standardSheets(state, real, { titles: true });
  const cityPoints = real.map((p) => {
    let pts = 0;
    for (const c of state.cities) {
      if (!c.conquered) continue;
      if (c.leader === p.id)
        pts += 7; // 4a
      else if (c.shields.includes(p.id)) pts += 4; // 4b
    }
    return pts;
  });
  const best = Math.max(0, ...cityPoints);
  const tied = cityPoints.filter((v) => v === best).length > 1;
  sheets.forEach((s, i) => {
    const pts = cityPoints[i] ?? 0;
    s.lines.push({ id: 'city-conquests', points: pts });
    // 4c: Greatest City Conqueror +5 (+2 on a tie).
    if (best > 0 && pts === best)
      s.lines.push({ id: 'title-city-conqueror', points: tied ? 2 : 5 });
    s.total = sum(s.lines);
  });
  // SCEN-FULL-CONQ-4d: the mission succeeded if all the scenario's cities (revealed) were conquered
  // (SCEN-FULL-CONQ-5: 2 city tiles with 'team-two-cities' or, for 4, 'two-megapolises').
  const tiles = scenarioSetupOf(state).tiles.coreCity;
  const victory = allCitiesConquered(state, tiles);
  return { sheets, winners: highest(sheets), victory };
}

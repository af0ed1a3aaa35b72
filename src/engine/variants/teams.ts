// Team play (§13.5): two teams of two in the 4-player games of Full Conquest (SCEN-FULL-CONQ-5),
// Conquer and Hold (SCEN-HOLD-12) and Only One Returns (SCEN-RETURN-5). Allies may not attack each
// other (MOVE-8e.5, SCEN-TEAM-7: pvp/rules.ts), may not end on the same space (SCEN-TEAM-6: the
// ordinary forced withdrawal, movement.ts isSafeSpace), may enter and recruit in each other's keeps
// (SCEN-TEAM-8: state/scenario-hooks.ts `allies`), are spared by each other's interactive skills
// (SCEN-TEAM-2: `sparedBySkill`), and score as a team (SCEN-TEAM-9).
import { RuleError } from '../core/errors';
import type { RngCursor } from '../rng/rng';
import { portalHex } from '../map/map';
import { ACHIEVEMENTS, achievementPoints, sum, titleBonus } from '../scenarios/scoring';
import { ownedSites } from '../map/owned-sites';
import { conquestScore } from '../scenarios/conquest-scoring';
import type { GameSetup, GameState, PlayerId, ScoreLine, ScoreSheet } from '../state/types';
import { TEAM_SCENARIOS, teamGame } from './registry';
import type { ScoreResult } from '../state/scenario-types';

export type { ScoreResult };

export { teamOf, teammates, sparedBySkill } from '../state/teams';

/** The two teams of a team game (player ids), or null. */
export function teamsOf(state: GameState): PlayerId[][] | null {
  return state.variants?.teams ?? null;
}

/** SCEN-TEAM-1 / SCEN-RETURN-5: the teams and Chosen Ones given in the setup options are valid. */
export function validateTeams(setup: GameSetup): void {
  const teams = setup.options?.teams;
  const chosen = setup.options?.chosenOnes;
  if (!teams && !chosen) return;
  if (!teamGame(setup) || !TEAM_SCENARIOS.includes(setup.scenario))
    throw new RuleError(
      'SCEN-TEAM-1',
      'Teams are played only by 4 players in Full Conquest, Conquer and Hold and Only One Returns.',
    );
  if (teams) {
    const flat = teams.flat();
    const ok =
      teams.length === 2 &&
      teams.every((t) => Array.isArray(t) && t.length === 2) &&
      flat.length === 4 &&
      [0, 1, 2, 3].every((p) => flat.includes(p));
    if (!ok)
      throw new RuleError(
        'SCEN-TEAM-1',
        'A team game needs two teams of two players (player indexes 0–3, each once).',
      );
  }
  if (chosen) {
    if (setup.scenario !== 'only-one-returns')
      throw new RuleError('SCEN-RETURN-5', 'Only Only One Returns has Chosen Ones.');
    const ok =
      chosen.length === 2 && (!teams || chosen.every((c, i) => teams[i]?.includes(c) === true));
    if (!ok)
      throw new RuleError(
        'SCEN-RETURN-5',
        'Each team chooses one of its two players as its Chosen One (one per team, in team order).',
      );
  }
}

/** SCEN-TEAM-1 (teams agreed or drawn at random) and SCEN-RETURN-5 (Chosen Ones). */
export function setupTeams(state: GameState, r: RngCursor): void {
  if (!teamGame(state.setup)) return;
  const given = state.setup.options?.teams;
  let teams: PlayerId[][];
  if (given) teams = given.map((t) => [...t]);
  else {
    const order = r.shuffle([0, 1, 2, 3]);
    teams = [order.slice(0, 2), order.slice(2, 4)].map((t) => t.sort((a, b) => a - b));
    teams.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  }
  const v = (state.variants ??= {});
  v.teams = teams;
  if (state.setup.scenario === 'only-one-returns') {
    const chosen = state.setup.options?.chosenOnes;
    v.chosen = chosen ? [...chosen] : teams.map((t) => r.pick(t));
  }
}

// ----------------------------------------------------------------------------- scoring

const teamSheet = (team: number, members: PlayerId[], lines: ScoreLine[]): ScoreSheet => ({
  player: 'team',
  team,
  members: [...members],
  total: sum(lines),
  lines,
});

/** The team(s) with the highest total; all their members win (a tie shares the victory). */
function bestTeams(sheets: ScoreSheet[]): PlayerId[] {
  const best = Math.max(...sheets.map((s) => s.total));
  return sheets.filter((s) => s.total === best).flatMap((s) => s.members ?? []);
}

/**
 * SCEN-TEAM-9 for Full Conquest: base = the lower Fame of the two (9a); in each achievement
 * category and in the city scoring only the better member counts (9b; the Greatest Beating: the
 * larger penalty); titles compare the teams' values (9c).
 */
function conquestTeamScore(state: GameState, teams: PlayerId[][]): ScoreResult {
  const single = conquestScore(state);
  const cityPts = (p: PlayerId) => {
    let pts = 0;
    for (const c of state.cities) {
      if (!c.conquered) continue;
      if (c.leader === p) pts += 7;
      else if (c.shields.includes(p)) pts += 4;
    }
    return pts;
  };
  const player = (id: PlayerId) => state.players[id];
  const lines: ScoreLine[][] = teams.map((t) => [
    { id: 'lowest-fame', points: Math.min(...t.map((id) => player(id)?.fame ?? 0)) },
  ]);
  for (const id of ACHIEVEMENTS) {
    const values = teams.map((t) => {
      const v = t.map((m) => {
        const p = player(m);
        return p ? achievementPoints(state, p, id) : 0;
      });
      return id === 'greatest-beating' ? Math.min(...v) : Math.max(...v);
    });
    teams.forEach((_, i) => {
      lines[i]?.push({ id, points: values[i] ?? 0 });
      const bonus = titleBonus(values, i, id);
      if (bonus !== 0) lines[i]?.push({ id: `title-${id}`, points: bonus });
    });
  }
  const city = teams.map((t) => Math.max(...t.map(cityPts)));
  const best = Math.max(0, ...city);
  const tied = city.filter((v) => v === best).length > 1;
  teams.forEach((_, i) => {
    const pts = city[i] ?? 0;
    lines[i]?.push({ id: 'city-conquests', points: pts });
    if (best > 0 && pts === best)
      lines[i]?.push({ id: 'title-city-conqueror', points: tied ? 2 : 5 });
  });
  const sheets = teams.map((t, i) => teamSheet(i, t, lines[i] ?? []));
  return { sheets, winners: bestTeams(sheets), victory: single.victory };
}

/** SCEN-HOLD-12/13: the sites held by both allies count for the team; a tie means nobody wins. */
function holdTeamScore(state: GameState, teams: PlayerId[][]): ScoreResult {
  const sheets = teams.map((t, i) => {
    const keeps = t.reduce((n, p) => n + ownedSites(state, p, 'keep').length, 0);
    const towers = t.reduce((n, p) => n + ownedSites(state, p, 'mage-tower').length, 0);
    return teamSheet(i, t, [
      { id: 'keeps-held', points: 3 * keeps, detail: { keeps } },
      { id: 'towers-held', points: 2 * towers, detail: { towers } },
    ]);
  });
  const best = Math.max(...sheets.map((s) => s.total));
  const top = sheets.filter((s) => s.total === best);
  const winners = top.length === 1 ? (top[0]?.members ?? []) : [];
  return { sheets, winners, victory: winners.length > 0 };
}

/**
 * SCEN-RETURN-5: the team whose Chosen One stands on the portal when the second Night is over
 * wins; nobody, or a player who is not a Chosen One, on the portal: neither side wins.
 */
function returnTeamScore(state: GameState, teams: PlayerId[][]): ScoreResult {
  const portal = portalHex(state);
  const chosen = state.variants?.chosen ?? [];
  const sheets = teams.map((t, i) => {
    const c = chosen[i];
    const p = c !== undefined ? state.players[c] : undefined;
    const home = p && !p.eliminated && p.position === portal ? 1 : 0;
    return teamSheet(i, t, [{ id: 'chosen-returned', points: home, detail: { chosen: c ?? -1 } }]);
  });
  const winners = sheets.filter((s) => s.total > 0).flatMap((s) => s.members ?? []);
  return { sheets, winners, victory: winners.length > 0 };
}

/** SCEN-TEAM-9: the final score of a team game (null when the game has no teams). */
export function teamScore(state: GameState): ScoreResult | null {
  const teams = teamsOf(state);
  if (!teams) return null;
  switch (state.setup.scenario) {
    case 'conquer-and-hold':
      return holdTeamScore(state, teams);
    case 'only-one-returns':
      return returnTeamScore(state, teams);
    default:
      return conquestTeamScore(state, teams);
  }
}

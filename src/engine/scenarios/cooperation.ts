// Rules shared by the cooperative scenarios (SCEN-FULL-COOP, SCEN-BLITZ-COOP): removing a used
// tactic at the end of each round (SCEN-FULL-COOP-4b) and the team score (SCEN-TEAM-9,
// SCEN-FULL-COOP-6).
import type { Ctx } from '../core/context';
import type { Resolver } from '../choices/resolvers';
import { prepareRound } from '../flow/round';
import { realCount } from '../map/map';
import type { GameState, PlayerId, ScoreLine, ScoreSheet } from '../state/types';
import { ACHIEVEMENTS, achievementPoints, sum } from './scoring';
import { scenarioDef, scenarioSetupOf } from '../state/scenario-table';
import { realPlayers } from './common';

/**
 * SCEN-FULL-COOP-4b: at the end of each round the players together remove one tactic a real player
 * used this round — not needed at the end of the last Day or Night. Ruling: the first real player
 * in the round order answers for the group.
 */
export function coopTacticRemoval(state: GameState, _ctx: Ctx): boolean {
  const total = scenarioDef(state.setup.scenario).rounds(realCount(state));
  if (state.round.number >= total - 1) return false;
  const used = [
    ...new Set(
      realPlayers(state)
        .map((p) => p.tactic)
        .filter((t): t is string => !!t),
    ),
  ];
  if (used.length === 0) return false;
  const chooser = state.round.order.find((id) => state.players[id]?.kind !== 'dummy') ?? 0;
  if (used.length === 1) {
    state.tacticsRemoved.push(used[0] as string);
    return false;
  }
  state.pending.push({
    kind: 'coop-remove-tactic',
    player: chooser,
    source: 'scenario',
    options: used,
  });
  return true;
}

export const removeTacticResolver: Resolver = (state, _p, answer, ctx) => {
  const t = answer[0];
  if (t) {
    state.tacticsRemoved.push(t);
    ctx.emit({ type: 'tactic-removed', tactic: t });
  }
  prepareRound(state, ctx);
};

/**
 * SCEN-TEAM-9 / SCEN-FULL-COOP-6: one team sheet. Base: the lowest Fame (6a); in each achievement
 * category only the best member counts (for the Greatest Beating the largest penalty); no titles;
 * then the city and time bonuses.
 */
export function cooperativeScore(state: GameState): {
  sheets: ScoreSheet[];
  winners: PlayerId[];
  victory: boolean;
} {
  const real = realPlayers(state);
  const lines: ScoreLine[] = [{ id: 'lowest-fame', points: Math.min(...real.map((p) => p.fame)) }];
  for (const id of ACHIEVEMENTS) {
    const values = real.map((p) => achievementPoints(state, p, id));
    lines.push({
      id,
      points: id === 'greatest-beating' ? Math.min(...values) : Math.max(...values),
    });
  }
  const cities = state.cities.filter((c) => c.conquered).length;
  const all =
    state.cities.length > 0 && cities === state.cities.length && cityTilesAllRevealed(state);
  const everyLeader = real.every((p) => state.cities.some((c) => c.leader === p.id));
  const dummy = state.players.find((p) => p.kind === 'dummy');
  const total = scenarioDef(state.setup.scenario).rounds(realCount(state));
  lines.push(
    { id: 'cities-conquered', points: 10 * cities, detail: { cities } }, // 6b
    { id: 'every-player-leads', points: everyLeader && cities > 0 ? 10 : 0 }, // 6c
    { id: 'all-cities', points: all ? 15 : 0 }, // 6d
    { id: 'rounds-saved', points: all ? 30 * (total - state.round.number) : 0 }, // 6e
    { id: 'dummy-deck', points: dummy ? dummy.deck.length : 0 }, // 6f
    { id: 'round-not-announced', points: all && state.round.endAnnouncedBy === null ? 5 : 0 }, // 6g (U36)
  );
  return {
    sheets: [{ player: 'team', total: sum(lines), lines }],
    winners: all ? real.map((p) => p.id) : [], // SCEN-FULL-COOP-6: all win or all lose
    victory: all,
  };
}

function cityTilesAllRevealed(state: GameState): boolean {
  return state.cities.length >= scenarioSetupOf(state).tiles.coreCity;
}

export const COOPERATION_RESOLVERS: Record<string, Resolver> = {
  'coop-remove-tactic': removeTacticResolver,
};

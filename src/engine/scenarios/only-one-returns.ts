// SCEN-RETURN: Only One Returns — 4 rounds of elimination: the portal closes after Day 1 and only
// the hero standing on it when the second Night is over returns home.
import type { Ctx } from '../core/context';
import { endGame } from '../flow/round';
import { portalHex } from '../map/map';
import type { GameState, ScoreSheet } from '../state/types';
import type { ScenarioDef } from '../state/scenario-types';

/**
 * SCEN-RETURN-2: at the end of Day 1 the portal closes; a hero standing on it (or off the map on it,
 * MOVE-8d.1) is eliminated. From then on it is an empty plains space (movement/movement.ts
 * isSharedSpace, flow/turn.ts finishTurn).
 */
export function closePortal(state: GameState, ctx: Ctx): boolean {
  if (state.round.number !== 1 || state.scenario?.portalClosed) return false;
  const portal = portalHex(state);
  state.scenario = { ...(state.scenario ?? {}), portalClosed: true };
  for (const p of state.players) {
    if (p.kind === 'dummy' || p.eliminated) continue;
    if (p.position === null || p.position === portal) {
      p.eliminated = true;
      p.position = null;
      p.orderTokenFlipped = false;
      ctx.emit({ type: 'player-eliminated', player: p.id });
    }
  }
  ctx.emit({ type: 'portal-closed', hex: portal });
  if (state.players.every((p) => p.kind === 'dummy' || p.eliminated)) {
    endGame(state, 'all-eliminated', ctx); // nobody can return home
    return true;
  }
  return false;
}

/** SCEN-RETURN-3: whoever stands on the portal space when the second Night is over wins; no scoring. */
export function returnScore(state: GameState) {
  const portal = portalHex(state);
  const sheets: ScoreSheet[] = state.players
    .filter((p) => p.kind !== 'dummy')
    .map((p) => {
      const home = !p.eliminated && p.position === portal ? 1 : 0;
      return { player: p.id, total: home, lines: [{ id: 'returned-home', points: home }] };
    });
  const winners = sheets.filter((s) => s.total > 0).map((s) => s.player as number);
  return { sheets, winners, victory: winners.length > 0 };
}

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
  pvp: true,
  hooks: { roundEnd: closePortal },
  playable: true,
  end: 'round-limit',
  score: returnScore,
};

// Map clicks for the combat/site UI: a rampaging enemy's space challenges it (COMBAT-1d, when the
// engine lists that challenge), the hero's own site space opens the site panel.
import type { Action, GameState, HexKey } from '../../engine';
import { useGame } from '../../store';

/** The legal challenge of exactly this space, if any. */
export function challengeAt(legal: readonly Action[], hex: HexKey): Action | null {
  return (
    legal.find((a) => a.type === 'challenge' && a.hexes.length === 1 && a.hexes[0] === hex) ?? null
  );
}

/** Spaces whose rampaging enemies may be challenged now (one legal challenge each). */
export function challengeHexes(legal: readonly Action[]): HexKey[] {
  const out = new Set<HexKey>();
  for (const a of legal)
    if (a.type === 'challenge' && a.hexes.length === 1 && a.hexes[0]) out.add(a.hexes[0]);
  return [...out];
}

/** Handle a click on `hex`; true when it was used here (the board then does nothing else). */
export function encounterClick(
  hex: HexKey,
  legal: readonly Action[],
  state: GameState | null,
): boolean {
  if (!state) return false;
  const store = useGame.getState();
  const challenge = challengeAt(legal, hex);
  if (challenge) {
    store.dispatch(challenge);
    return true;
  }
  const player = state.turn?.player;
  const p = player === undefined ? undefined : state.players[player];
  if (p?.kind === 'human' && p.position === hex && state.map.hexes[hex]?.site && !state.combat) {
    store.setSitePanel(store.ui.sitePanel === hex ? null : hex);
    return true;
  }
  return false;
}

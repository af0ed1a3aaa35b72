// A round order token in the turn order (TURN-FLIP-2): face down after a full PvP commitment
// (PVP-3a.1) or a joint city assault (COOP-4) — that player's next turn is skipped and they cannot
// be attacked (MOVE-8e.1). Drawn as a small token; the face-down one shows its back.
import type { GameState, PlayerId } from '../../engine';
import { useT } from '../hooks';
import { HERO_HEX } from '../theme/colors';
import './coop.css';

export function OrderToken({ state, player }: { state: GameState; player: PlayerId }) {
  const t = useT();
  const p = state.players[player];
  if (!p || p.kind === 'dummy') return null;
  const down = p.orderTokenFlipped;
  const why = state.coop?.participants.includes(player)
    ? t('order.down.coop')
    : state.pvp?.defender === player
      ? t('order.down.pvp')
      : t('order.down.generic');
  return (
    <span
      className={`order-token ${down ? 'down' : 'up'}`}
      style={{ borderColor: HERO_HEX[p.hero] }}
      title={down ? why : t('order.up')}
      aria-label={down ? why : t('order.up')}
      data-testid="order-token"
      data-down={down ? 'true' : 'false'}
    >
      {down ? '' : state.round.order.indexOf(player) + 1 || ''}
    </span>
  );
}

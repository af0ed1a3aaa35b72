// "Suggest a move": the expert bot's choice for the deciding player (suggestExpertMoveWithReason
// from src/sim: decided on what that player may see, never on hidden cards or face-down tokens),
// always one of the engine's legal actions. The first click shows it (a description, and for a
// move the path on the map); a second click on the button, or "Play it", plays it.
import { useMemo, useState } from 'react';
import type { Action, GameState } from '../../engine';
import { suggestExpertMoveWithReason, type SuggestReason } from '../../sim/bots';
import { deciderOf, useGame } from '../../store';
import { hintText, reasonText } from './hint-text';
import { useT } from '../hooks';
import '../save/save.css';

interface Suggestion {
  state: GameState;
  action: Action | null;
  reason: SuggestReason | null;
}

export function HintButton() {
  const t = useT();
  const game = useGame((s) => s.game);
  const [hint, setHint] = useState<Suggestion | null>(null);
  // a suggestion belongs to the state it was made for
  const current = hint && hint.state === game ? hint : null;
  const decider = game ? deciderOf(game) : null;
  const human = game !== null && decider !== null && game.players[decider]?.kind !== 'bot';
  const text = useMemo(
    () => (current?.action && game ? hintText(current.action, game, t) : null),
    [current, game, t],
  );

  const show = () => {
    if (!game) return;
    let action: Action | null;
    let reason: SuggestReason | null = null;
    try {
      ({ action, reason } = suggestExpertMoveWithReason(game));
    } catch {
      action = null;
    }
    setHint({ state: game, action, reason });
    if (action?.type === 'move') useGame.getState().setHover(action.to);
  };

  const play = () => {
    const a = current?.action;
    setHint(null);
    if (a) useGame.getState().dispatch(a);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => (current?.action ? play() : show())}
        disabled={!human || !!game?.gameOver}
        title={t('hint.buttonTitle')}
        aria-pressed={current !== null}
        data-testid="hint-button"
      >
        <BulbIcon />{' '}
        <span className="tb-label">{current?.action ? t('hint.apply') : t('hint.button')}</span>
      </button>
      {current && (
        <div className="hint-box" role="status" data-testid="hint">
          <span>{text ? t('hint.suggestion', { action: text }) : t('hint.none')}</span>
          {text && current.reason && game && (
            <span className="hint-reason" data-testid="hint-reason">
              {reasonText(current.reason, game, t)}
            </span>
          )}
          {current.action && (
            <button type="button" className="primary" onClick={play} data-testid="hint-apply">
              {t('hint.apply')}
            </button>
          )}
          <button
            type="button"
            className="icon-btn"
            onClick={() => setHint(null)}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      )}
    </>
  );
}

/** A light bulb (vector: emoji fonts are not everywhere). */
function BulbIcon() {
  return (
    <svg className="bulb-icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden>
      <path
        d="M8 1.5a4.5 4.5 0 0 0-2.6 8.2c.4.3.6.7.6 1.1V12h4v-1.2c0-.4.2-.8.6-1.1A4.5 4.5 0 0 0 8 1.5Z"
        fill="#ffd45c"
        stroke="#b88a1e"
        strokeWidth="0.8"
      />
      <rect x="6" y="12.6" width="4" height="1.3" rx="0.5" fill="#c9cfdb" />
      <rect x="6.5" y="14.3" width="3" height="1.1" rx="0.5" fill="#c9cfdb" />
    </svg>
  );
}

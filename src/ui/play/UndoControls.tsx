// Undo (UNDO-1/2): back to the last snapshot (button or Ctrl+Z); back to the start of the turn in
// one step while no checkpoint came in between. When nothing can be taken back, it says why: the
// last checkpoint revealed something (a tile, cards, a die roll) or passed the turn.
import { useCallback, useEffect, useState } from 'react';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { undoBlockedText } from './undo';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
}

export function UndoControls() {
  const t = useT();
  const historyLength = useGame((s) => s.history.length);
  const checkpoint = useGame((s) => s.checkpoint);
  const own = useGame((s) => s.canUndo());
  // A refusal explains the moment it was asked for: once the game moves on (a step, an undo, the
  // next player's turn) it no longer holds, so it is shown only for the state it was about.
  const game = useGame((s) => s.game);
  const [refusal, setRefusal] = useState<{ text: string; game: unknown } | null>(null);
  const notice = refusal && refusal.game === game ? refusal.text : null;
  const blocked = undoBlockedText(historyLength, checkpoint, t, own);
  const canTurnStart = own && historyLength > 1 && checkpoint?.turnStart === true;

  const undo = useCallback(() => {
    const s = useGame.getState();
    if (s.undo()) {
      setRefusal(null);
      return;
    }
    const text = undoBlockedText(s.history.length, s.checkpoint, t, s.canUndo());
    setRefusal(text === null ? null : { text, game: s.game });
  }, [t]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z') {
        if (isTyping(e.target)) return;
        e.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setRefusal(null), 5000);
    return () => clearTimeout(id);
  }, [notice]);

  return (
    <div className="undo-controls">
      <button
        type="button"
        className={blocked ? 'dim' : ''}
        onClick={undo}
        title={blocked ?? t('play.undo.hint')}
        data-testid="undo"
        data-can-undo={blocked ? 'false' : 'true'}
      >
        <span aria-hidden>↶</span> <span className="tb-label keep">{t('game.undo')}</span>
      </button>
      {/* always laid out (hidden while unavailable): its appearing mid-turn must not make the top
          bar overflow and drop its labels (the bar jumped) */}
      {canTurnStart ? (
        <button
          type="button"
          onClick={() => useGame.getState().undoToTurnStart()}
          title={t('play.undo.turnStartHint')}
          data-testid="undo-turn"
        >
          <span aria-hidden>⟲</span> <span className="tb-label">{t('play.undo.toTurnStart')}</span>
        </button>
      ) : (
        <button type="button" className="undo-turn-space" aria-hidden tabIndex={-1} disabled>
          <span>⟲</span> <span className="tb-label">{t('play.undo.toTurnStart')}</span>
        </button>
      )}
      {notice && (
        <div className="undo-notice" role="status" data-testid="undo-notice">
          {notice}
        </div>
      )}
    </div>
  );
}

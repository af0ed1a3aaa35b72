// Leaving a game that is not saved would lose it (issue 13.6): an in-app dialog says so and offers
// Export first, instead of the browser's confirm.
import { useEffect, useRef } from 'react';
import { useSaveStatus } from '../../store/autosave';
import { useT } from '../hooks';

export function LeaveDialog({
  onExport,
  onLeave,
  onStay,
}: {
  onExport: () => void;
  onLeave: () => void;
  onStay: () => void;
}) {
  const t = useT();
  const error = useSaveStatus((s) => s.error);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stay.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onStay();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStay]);
  return (
    <div className="leave-backdrop">
      <div
        className="leave-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-title"
        aria-describedby="leave-body"
        data-testid="leave-dialog"
      >
        <h2 id="leave-title">⚠ {t('save.leave.title')}</h2>
        <p id="leave-body">{t('save.leave.unsaved', { message: error ?? '' })}</p>
        <div className="leave-actions">
          <button type="button" className="primary" onClick={onExport} data-testid="leave-export">
            {t('save.leave.export')}
          </button>
          <button type="button" onClick={onLeave} data-testid="leave-anyway">
            {t('save.leave.anyway')}
          </button>
          <button type="button" ref={stay} onClick={onStay} data-testid="leave-stay">
            {t('save.leave.stay')}
          </button>
        </div>
      </div>
    </div>
  );
}

// Saving does not work (IndexedDB unavailable, full or failing; issue 13.6): said plainly and
// persistently in a live region, on the start screen and under the game's top bar, with Export in
// the game. It goes away by itself once a save succeeds again.
import { useSaveStatus } from '../../store/autosave';
import { useT } from '../hooks';

export function StorageWarning({
  where,
  onExport,
}: {
  where: 'start' | 'game';
  onExport?: () => void;
}) {
  const t = useT();
  const status = useSaveStatus((s) => s.status);
  const error = useSaveStatus((s) => s.error);
  const failing = status === 'error';
  return (
    // the live region is always there, so that screen readers announce the warning when it comes
    <div
      role="alert"
      aria-live="assertive"
      className={`storage-live ${where === 'game' ? 'in-game' : 'on-start'}`}
    >
      {failing && (
        <div
          className={`storage-warning ${where === 'game' ? 'in-game' : 'on-start'}`}
          data-testid="storage-warning"
        >
          <strong>⚠ {t('save.storage.title')}</strong>{' '}
          <span>
            {where === 'game'
              ? t('save.storage.game', { message: error ?? '' })
              : t('save.storage.start')}
          </span>
          {onExport && (
            <button
              type="button"
              className="primary"
              onClick={onExport}
              data-testid="storage-export"
            >
              {t('save.leave.export')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

// Why a saved game or a file could not be opened (save.error.<code>), and that nothing changed.
// File contents (the detail) are only ever shown as text.
import { isKey } from '../../i18n';
import type { SaveErrorCode } from '../../store/saves';
import { useT } from '../hooks';

export interface SaveProblem {
  error: SaveErrorCode;
  detail: string;
}

export function SaveError({
  problem,
  onClose,
  className = '',
}: {
  problem: SaveProblem;
  onClose: () => void;
  className?: string;
}) {
  const t = useT();
  const key = `save.error.${problem.error}`;
  const text = isKey(key) ? t(key, { detail: problem.detail }) : problem.detail;
  return (
    <div
      className={`save-error ${className}`}
      role="alert"
      data-testid="save-error"
      data-code={problem.error}
    >
      <div>
        <strong>{t('save.error.title')}</strong>
        <p>{text}</p>
        <p className="muted small">{t('save.error.untouched')}</p>
      </div>
      <button
        type="button"
        className="icon-btn"
        onClick={onClose}
        aria-label={t('common.close')}
        title={t('common.close')}
      >
        ×
      </button>
    </div>
  );
}

// Top-bar controls of saving: the autosave status, Export (the game as a JSON file named after the
// scenario and date) and Import (a file picker; a refused file changes nothing).
import { useState } from 'react';
import { useGame } from '../../store';
import { useSaveStatus } from '../../store/autosave';
import { exportGameFile } from '../../store/saves';
import { useT } from '../hooks';
import { download } from './download';
import { ImportButton } from './ImportButton';
import { SaveError, type SaveProblem } from './SaveError';
import { StorageWarning } from './StorageWarning';
import './save.css';

export function SaveControls() {
  const t = useT();
  const replayable = useGame((s) => s.actions !== null);
  const status = useSaveStatus((s) => s.status);
  const saveError = useSaveStatus((s) => s.error);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const doExport = async () => {
    const r = await exportGameFile(new Date());
    if (r.ok) download(r.name, r.text);
    else setProblem({ error: r.error, detail: r.detail });
  };

  return (
    <div className="save-tools">
      <span
        className={`save-status ${status === 'error' ? 'error' : ''}`}
        data-testid="save-status"
        data-status={status}
        title={
          status === 'error'
            ? t('save.status.error', { message: saveError ?? '' })
            : status === 'saving'
              ? t('save.status.saving')
              : t('save.status.saved')
        }
      >
        <span aria-hidden>{status === 'error' ? '⚠' : status === 'saving' ? '…' : '✓'}</span>{' '}
        {/* a steady word (the icon shows a write in flight), so the bar does not jump at every step */}
        <span className="save-label" data-testid="save-status-label">
          {status === 'error' ? t('save.status.failed') : t('save.status.saved')}
        </span>
      </span>
      <button
        type="button"
        onClick={() => void doExport()}
        disabled={!replayable}
        title={replayable ? t('save.exportTitle') : t('save.exportDisabled')}
        data-testid="export-game"
      >
        <span aria-hidden>⤓</span> <span className="tb-label">{t('save.export')}</span>
      </button>
      <ImportButton onProblem={setProblem}>⤒</ImportButton>
      <StorageWarning where="game" onExport={replayable ? () => void doExport() : undefined} />
      {problem && (
        <SaveError problem={problem} onClose={() => setProblem(null)} className="floating" />
      )}
    </div>
  );
}

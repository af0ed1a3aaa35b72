// "Import a game file…": a file picker for an exported game (JSON). The file is validated,
// replayed and checked (store/saves.ts → persistence.parseSaveFile) before anything changes.
import { useRef, useState, type ReactNode } from 'react';
import { importGameFile } from '../../store/saves';
import { useT } from '../hooks';
import type { SaveProblem } from './SaveError';

export function ImportButton({
  onProblem,
  className = '',
  children,
}: {
  onProblem: (p: SaveProblem | null) => void;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    onProblem(null);
    try {
      const r = await importGameFile(file);
      if (!r.ok) onProblem({ error: r.error, detail: r.detail });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = ''; // the same file can be chosen again
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid="import-file"
      />
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => input.current?.click()}
        title={t('save.importTitle')}
        data-testid="import-button"
      >
        {children ?? t('save.import')}
      </button>
    </>
  );
}

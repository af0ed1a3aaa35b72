// The saved games on the start screen: every game is autosaved after each step; each can be
// continued (scenario, heroes, round, date) or deleted, and a game file can be imported. Reads
// only the small list entries (saves-db.ts); the engine is loaded when a game is opened.
import { useCallback, useEffect, useState } from 'react';
import { useGame } from '../../store';
import { continueSavedGame } from '../../store/saves';
import { useSaveStatus } from '../../store/autosave';
import {
  deleteSavedGame,
  listSavedGames,
  probeStorage,
  type SavedGameMeta,
} from '../../store/saves-db';
import { StorageWarning } from './StorageWarning';
import { useT } from '../hooks';
import { heroNames, scenarioName } from './names';
import { ImportButton } from './ImportButton';
import { SaveError, type SaveProblem } from './SaveError';
import './save.css';

export function SavedGames() {
  const t = useT();
  const lang = useGame((s) => s.ui.language);
  const [games, setGames] = useState<SavedGameMeta[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const failing = useSaveStatus((s) => s.status === 'error');
  const refresh = useCallback(() => {
    // Can this browser save at all? (private modes, switched-off or full storage: issue 13.6)
    probeStorage().then(
      () => {
        if (useSaveStatus.getState().status === 'error')
          useSaveStatus.setState({ status: 'idle', error: null });
      },
      (e: unknown) =>
        useSaveStatus.setState({
          status: 'error',
          error: e instanceof Error ? e.message : String(e),
        }),
    );
    listSavedGames().then(setGames, () => setGames([]));
  }, []);
  useEffect(refresh, [refresh]);

  const date = (iso: string) => {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  };

  const open = async (id: string) => {
    setBusy(id);
    setProblem(null);
    try {
      const r = await continueSavedGame(id);
      if (!r.ok) setProblem({ error: r.error, detail: r.detail });
    } catch (e) {
      setProblem({ error: 'unreadable', detail: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (g: SavedGameMeta) => {
    const msg = t('save.confirmDelete', {
      scenario: scenarioName(t, g.summary.scenario),
      heroes: heroNames(t, g.summary.heroes),
    });
    if (!window.confirm(msg)) return;
    await deleteSavedGame(g.id).catch(() => undefined);
    refresh();
  };

  return (
    <section className="saved-games" aria-labelledby="h-saved" data-testid="saved-games">
      <div className="saved-head">
        <h2 id="h-saved">{t('save.saved.title')}</h2>
        <ImportButton onProblem={setProblem} />
      </div>
      <StorageWarning where="start" />
      {problem && <SaveError problem={problem} onClose={() => setProblem(null)} />}
      {games && games.length === 0 && (
        <p className="muted small" data-testid="saved-empty">
          {failing ? t('save.storage.empty') : t('save.saved.empty')}
        </p>
      )}
      {games && games.length > 0 && (
        <ul className="saved-list">
          {games.map((g) => {
            const scenario = scenarioName(t, g.summary.scenario);
            const heroes = heroNames(t, g.summary.heroes);
            return (
              <li key={g.id} className="saved-game" data-testid="saved-game" data-id={g.id}>
                <div className="saved-info">
                  <span className="saved-scenario">{scenario}</span>
                  <span className="saved-heroes">{heroes}</span>
                  <span className="muted small">
                    {g.summary.over
                      ? t('save.saved.over')
                      : t('save.saved.round', { n: g.summary.round })}
                    {' · '}
                    {t('save.saved.updated', { date: date(g.updatedAt) })}
                    {!g.replayable && ` · ${t('save.saved.setUp')}`}
                  </span>
                </div>
                <div className="saved-actions">
                  <button
                    type="button"
                    className="primary"
                    disabled={busy !== null}
                    onClick={() => void open(g.id)}
                    title={t('save.continueTitle', { scenario, heroes })}
                    data-testid="saved-game-continue"
                  >
                    {busy === g.id ? t('save.loading') : t('save.continue')}
                  </button>
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void remove(g)}
                    title={t('save.deleteTitle')}
                    data-testid="saved-game-delete"
                  >
                    {t('save.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

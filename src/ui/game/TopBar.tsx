// Top bar: scenario, round and time of day, undo, move hint, save/export/import, map controls,
// language, new game.
import { type GameState, scenarioDef } from '../../engine';
import { LANGUAGES } from '../../i18n';
import { useGame, type Camera } from '../../store';
import { zoomAt } from '../board/layout';
import { useT } from '../hooks';
import { UndoControls } from '../play/UndoControls';
import { BotIndicator } from '../hint/BotIndicator';
import { HintButton } from '../hint/HintButton';
import { SaveControls } from '../save/SaveControls';

function maxRounds(state: GameState): number | null {
  try {
    return scenarioDef(state.setup.scenario).rounds(
      state.players.filter((p) => p.kind !== 'dummy').length,
    );
  } catch {
    return null;
  }
}

export function TopBar({ state }: { state: GameState }) {
  const t = useT();
  const requestFit = useGame((s) => s.requestFit);
  const lang = useGame((s) => s.ui.language);
  const setLanguage = useGame((s) => s.setLanguage);
  const leave = useGame((s) => s.leaveGame);
  const max = maxRounds(state);
  const zoom = (f: number) => {
    const s = useGame.getState();
    const el = document.querySelector('[data-testid="board"]');
    const w = el?.clientWidth ?? 800;
    const h = el?.clientHeight ?? 600;
    const cam: Camera = zoomAt(s.ui.camera, { x: w / 2, y: h / 2 }, f);
    s.setCamera(cam);
  };
  return (
    <header className="topbar">
      <div className="brand">
        <img src="/icon.svg" alt="" width={28} height={28} />
        <span className="brand-name">{t('app.title')}</span>
        <span className="muted">· {t(`scenario.${state.setup.scenario}`)}</span>
      </div>
      <div className={`round-badge ${state.round.time}`} data-testid="round">
        <span aria-hidden>{state.round.time === 'day' ? '☀' : '☾'}</span>
        {max
          ? t('game.roundOf', { n: state.round.number, max })
          : t('game.round', { n: state.round.number })}
        <span className="muted"> · {t(`time.${state.round.time}`)}</span>
        <span className="muted"> · {t(`game.phase.${state.round.phase}`)}</span>
      </div>
      <div className="tools">
        <UndoControls />
        <BotIndicator />
        <HintButton />
        <SaveControls />
        <button
          type="button"
          className="icon-btn"
          onClick={() => zoom(1 / 1.25)}
          title={t('game.zoomOut')}
          aria-label={t('game.zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => zoom(1.25)}
          title={t('game.zoomIn')}
          aria-label={t('game.zoomIn')}
        >
          +
        </button>
        <button type="button" onClick={requestFit} data-testid="fit-map">
          ⤢ {t('game.fitMap')}
        </button>
        <div className="seg" role="group" aria-label={t('lang.label')}>
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              className={l === lang ? 'on' : ''}
              aria-pressed={l === lang}
              onClick={() => setLanguage(l)}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => {
            if (state.gameOver || window.confirm(t('game.confirmNew'))) leave();
          }}
          data-testid="new-game"
        >
          {t('game.menu')}
        </button>
      </div>
    </header>
  );
}

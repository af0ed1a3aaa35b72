// Top bar: scenario, round and time of day, undo, move hint, save/export/import, map controls,
// language, new game.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type GameState, scenarioDef } from '../../engine';
import { useGame, type Camera } from '../../store';
import { zoomAt } from '../board/layout';
import { useT } from '../hooks';
import { UndoControls } from '../play/UndoControls';
import { BotIndicator } from '../hint/BotIndicator';
import { HintButton } from '../hint/HintButton';
import { SaveControls } from '../save/SaveControls';
import { download } from '../save/download';
import { LeaveDialog } from '../save/LeaveDialog';
import { useSaveStatus } from '../../store/autosave';
import { flushAutosave } from '../../store/autosave-binding';
import { exportGameFile } from '../../store/saves';
import { LanguageSwitch } from './LanguageSwitch';
import { RulesButton } from '../rules/RulesReference';
import { SettingsMenu } from '../settings/SettingsMenu';

function maxRounds(state: GameState): number | null {
  try {
    return scenarioDef(state.setup.scenario).rounds(
      state.players.filter((p) => p.kind !== 'dummy').length,
      state.setup.variants, // SCEN-DRUID-7b
    );
  } catch {
    return null;
  }
}

export function TopBar({ state }: { state: GameState }) {
  const t = useT();
  const requestFit = useGame((s) => s.requestFit);
  const lang = useGame((s) => s.ui.language);
  const leave = useGame((s) => s.leaveGame);
  const max = maxRounds(state);
  const [ask, setAsk] = useState(false);
  const zoom = (f: number) => {
    const s = useGame.getState();
    const el = document.querySelector('[data-testid="board"]');
    const w = el?.clientWidth ?? 800;
    const h = el?.clientHeight ?? 600;
    const cam: Camera = zoomAt(s.ui.camera, { x: w / 2, y: h / 2 }, f);
    s.setCamera(cam);
  };
  // Narrow windows (or long German labels): first drop the scenario name (the goal panel has it),
  // then the words on the tool buttons (icons stay; their names are in tooltips and for readers).
  // The level is kept per language and reset by a window resize; a layout effect raises it while
  // the bar overflows (one step per render, at most 2).
  const ref = useRef<HTMLElement>(null);
  const [fit, setFit] = useState({ lang: '', level: 0 });
  const compact = fit.lang === lang ? fit.level : 0;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      if (el.scrollWidth > el.clientWidth + 1 && compact < 2) setFit({ lang, level: compact + 1 });
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(check);
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    return () => ro.disconnect();
  }, [compact, lang]);
  useEffect(() => {
    const reset = () => setFit({ lang: '', level: 0 });
    window.addEventListener('resize', reset);
    return () => window.removeEventListener('resize', reset);
  }, []);
  return (
    <header className={`topbar compact-${compact}`} ref={ref} data-testid="topbar">
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
        <RulesButton />
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
        <button type="button" onClick={requestFit} title={t('game.fitMap')} data-testid="fit-map">
          <span aria-hidden>⤢</span> <span className="tb-label">{t('game.fitMap')}</span>
        </button>
        <LanguageSwitch />
        <SettingsMenu />
        <button
          type="button"
          onClick={() => {
            // The game stays in the saved games; only when saving fails would leaving lose it.
            if (useSaveStatus.getState().status === 'error') setAsk(true);
            else void flushAutosave().finally(leave);
          }}
          data-testid="new-game"
        >
          {t('game.menu')}
        </button>
        {ask && (
          <LeaveDialog
            onExport={() => {
              void exportGameFile(new Date()).then((r) => {
                if (r.ok) download(r.name, r.text);
              });
            }}
            onLeave={() => {
              setAsk(false);
              leave();
            }}
            onStay={() => setAsk(false)}
          />
        )}
      </div>
    </header>
  );
}

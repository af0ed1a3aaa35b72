// The Settings menu of the top bar: device settings (src/store/settings.ts). Each entry is a row
// of ENTRIES; a new boolean setting needs a field in SETTINGS_DEFAULTS, its texts and a row here.
import { useEffect, useRef, useState } from 'react';
import type { GameState } from '../../engine';
import type { Key } from '../../i18n';
import { useGame, type Settings } from '../../store';
import { useT } from '../hooks';
import { systemReducedMotion } from './motion';
import './settings.css';

type BoolKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

interface Entry {
  key: BoolKey;
  label: Key;
  hint: Key;
  /** A note shown under the entry when it cannot take effect now. */
  note?: () => Key | null;
  /** Shown only in games where it matters (default: always). */
  shown?: (game: GameState | null) => boolean;
}

const ENTRIES: Entry[] = [
  {
    key: 'motion',
    label: 'settings.motion',
    hint: 'settings.motionHint',
    note: () => (systemReducedMotion() ? 'settings.reducedSystem' : null),
  },
  {
    key: 'dummyAuto',
    label: 'play.dummy.auto',
    hint: 'play.dummy.autoTip',
    shown: (game) => Boolean(game?.players.some((p) => p.kind === 'dummy')),
  },
];

export function SettingsMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const settings = useGame((s) => s.ui.settings);
  const game = useGame((s) => s.game);
  const setSetting = useGame((s) => s.setSetting);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      if (e instanceof PointerEvent && ref.current?.contains(e.target as Node)) return;
      setOpen(false);
    };
    window.addEventListener('pointerdown', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('pointerdown', close);
      window.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="settings-menu" ref={ref}>
      <button
        type="button"
        className="icon-btn"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-haspopup="dialog"
        title={t('settings.button')}
        aria-label={t('settings.button')}
        data-testid="settings-button"
      >
        <span aria-hidden>⚙</span>
      </button>
      {open && (
        <div
          className="settings-pop"
          role="dialog"
          aria-label={t('settings.title')}
          data-testid="settings"
        >
          <h2>{t('settings.title')}</h2>
          {ENTRIES.filter((e) => e.shown?.(game) ?? true).map((e) => {
            const note = e.note?.();
            return (
              <label key={e.key} className="settings-row">
                <input
                  type="checkbox"
                  checked={settings[e.key]}
                  onChange={(ev) => setSetting(e.key, ev.target.checked)}
                  data-testid={`setting-${e.key}`}
                />
                <span>
                  <strong>{t(e.label)}</strong>
                  <span className="muted small">{t(e.hint)}</span>
                  {note && <span className="settings-note small">{t(note)}</span>}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}

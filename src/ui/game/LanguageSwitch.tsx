// The EN/DE switch: in the top bar, and on the hotseat hand-off screen (which covers the top bar).
import { LANGUAGES } from '../../i18n';
import { useGame } from '../../store';
import { useT } from '../hooks';

export function LanguageSwitch({ testId }: { testId?: string }) {
  const t = useT();
  const lang = useGame((s) => s.ui.language);
  const setLanguage = useGame((s) => s.setLanguage);
  return (
    <div className="seg" role="group" aria-label={t('lang.label')} data-testid={testId}>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          className={l === lang ? 'on' : ''}
          aria-pressed={l === lang}
          title={t(`lang.${l}`)}
          onClick={() => setLanguage(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

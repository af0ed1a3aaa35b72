// The setting "The dummy plays itself" as a small switch where the dummy is met (start screen, the
// dummy notice); the Settings menu has the same entry. Kept with the device settings
// (src/store/settings.ts).
import { useGame } from '../../store';
import { useT } from '../hooks';

export function DummyAutoToggle() {
  const t = useT();
  const auto = useGame((s) => s.ui.settings.dummyAuto);
  const setSetting = useGame((s) => s.setSetting);
  return (
    <label className="dummy-auto-toggle" title={t('play.dummy.autoTip')}>
      <input
        type="checkbox"
        checked={auto}
        onChange={(e) => setSetting('dummyAuto', e.currentTarget.checked)}
        data-testid="dummy-auto"
      />{' '}
      {t('play.dummy.auto')}
    </label>
  );
}

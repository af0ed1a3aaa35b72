// The setting "The dummy plays itself" as a small switch (start screen, dummy notice; the Settings
// menu may take it over). Persisted by the store (src/store/dummy-setting.ts).
import { useDummyAuto } from '../../store';
import { useT } from '../hooks';

export function DummyAutoToggle() {
  const t = useT();
  const auto = useDummyAuto((s) => s.auto);
  const setAuto = useDummyAuto((s) => s.setAuto);
  return (
    <label className="dummy-auto-toggle" title={t('play.dummy.autoTip')}>
      <input
        type="checkbox"
        checked={auto}
        onChange={(e) => setAuto(e.currentTarget.checked)}
        data-testid="dummy-auto"
      />{' '}
      {t('play.dummy.auto')}
    </label>
  );
}

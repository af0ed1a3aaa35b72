// The score history for the settings chosen on the start screen: the best result and the most
// recent ones (date, score, victory or defeat, rounds played).
import { useMemo, useSyncExternalStore } from 'react';
import type { HeroId, ScenarioId } from '../../engine';
import { useT } from '../hooks';
import { HERO_HEX } from '../theme/colors';
import {
  historyVersion,
  loadHistory,
  subscribeHistory,
  summarize,
  type HistoryEntry,
} from './history';

function dateText(ms: number, lang: string): string {
  try {
    return new Date(ms).toLocaleDateString(lang === 'de' ? 'de-DE' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

function Result({ e, kind }: { e: HistoryEntry; kind: 'best' | 'recent' }) {
  const t = useT();
  return (
    <li
      className={`hist-entry ${e.victory ? 'won' : 'lost'}`}
      data-testid={`history-${kind}`}
      data-score={e.score}
      data-victory={String(e.victory)}
      data-rounds={e.rounds}
    >
      <span className="hist-score">{t('history.points', { n: e.score })}</span>
      <span className={`hist-badge ${e.victory ? 'won' : 'lost'}`}>
        {t(e.victory ? 'history.victory' : 'history.defeat')}
      </span>
      <span className="muted small">
        {t('history.rounds', { n: e.rounds })} · {dateText(e.date, t.lang)}
      </span>
    </li>
  );
}

export function HistoryPanel({
  scenario,
  hero,
  cityLevels,
}: {
  scenario: ScenarioId;
  hero: HeroId;
  cityLevels: number[] | null;
}) {
  const t = useT();
  const version = useSyncExternalStore(subscribeHistory, historyVersion, historyVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read storage when it changed
  const entries = useMemo(() => loadHistory(), [version]);
  const q = { scenario, hero, cityLevels };
  const sum = summarize(entries, q);
  const heroName = t(`hero.${hero}`);
  const scenarioName = t(`scenario.${scenario}`);
  return (
    <section className="history" aria-labelledby="h-history" data-testid="history-panel">
      <div className="hist-head">
        <h2 id="h-history">{t('history.title')}</h2>
        <span className="hist-for small">
          <span className="hist-dot" style={{ background: HERO_HEX[hero] }} aria-hidden />
          {cityLevels
            ? t('history.forLevels', {
                hero: heroName,
                scenario: scenarioName,
                levels: cityLevels.join(' · '),
              })
            : t('history.for', { hero: heroName, scenario: scenarioName })}
        </span>
      </div>
      {sum.games === 0 || !sum.best ? (
        <p className="muted small hist-empty" data-testid="history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <div className="hist-body">
          <div>
            <h3 className="hist-label">{t('history.best')}</h3>
            <ul className="hist-list">
              <Result e={sum.best} kind="best" />
            </ul>
          </div>
          <div>
            <h3 className="hist-label">
              {t('history.recent')}{' '}
              <span className="muted small">· {t.plural('history.games', sum.games)}</span>
            </h3>
            <ul className="hist-list">
              {sum.recent.map((e) => (
                <Result key={e.id} e={e} kind="recent" />
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

// The game log: engine events turned into sentences in the current language.
import { useEffect, useRef } from 'react';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { isLogWorthy, logText } from './labels';
import { RefusalLine } from '../rules/RuleLink';

export function LogPanel() {
  const t = useT();
  const log = useGame((s) => s.log);
  const game = useGame((s) => s.game);
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="panel log" data-testid="log">
      <h2>{t('panel.log')}</h2>
      {log.length === 0 ? (
        <p className="muted small">{t('panel.logEmpty')}</p>
      ) : (
        <ul ref={ref}>
          {log
            .filter((e) => isLogWorthy(e.event, game))
            .slice(-120)
            .map((e) => (
              <li key={e.id} className={`ev-${e.event.type}`}>
                {logText(e.event, game, t, e.dice)}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorToast() {
  const t = useT();
  const err = useGame((s) => s.lastError);
  const clear = useGame((s) => s.clearError);
  useEffect(() => {
    if (!err) return;
    const id = setTimeout(clear, 6000);
    return () => clearTimeout(id);
  }, [err, clear]);
  if (!err) return null;
  return (
    <div className="toast" role="alert" data-testid="error">
      <span>
        {err.ruleId ? (
          <>
            {t('error.rule', { message: '\u0000' }).split('\u0000')[0]}
            <RefusalLine refusal={err} />
            {t('error.rule', { message: '\u0000' }).split('\u0000')[1]}
          </>
        ) : (
          t('error.unexpected', { message: err.message })
        )}
      </span>
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={clear}>
        ✕
      </button>
    </div>
  );
}

// After a combat: what it brought (Fame, enemies defeated, wounds, reputation, conquest), read from
// the engine's events in the log. Shown once, when a combat seen on screen ends.
import { useState } from 'react';
import { isKey, type Key } from '../../i18n';
import { useGame } from '../../store';
import { useGameState, useT } from '../hooks';
import { enemyName, enemyPile, findEnemy, unitName } from '../names';
import { cityColorsOf, cityOn, lastCombatSummary } from './combat-model';
import { EnemyToken } from './EnemyToken';
import { HeartCrackGlyph, StarGlyph, SwordsIcon } from './icons';

export function CombatSummary() {
  const t = useT();
  const state = useGameState();
  const log = useGame((s) => s.log);
  const inCombat = !!state?.combat;
  const [wasInCombat, setWasInCombat] = useState(inCombat);
  const [shown, setShown] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  // A combat seen on screen just ended: show its summary (state adjusted during render).
  if (wasInCombat !== inCombat) {
    setWasInCombat(inCombat);
    if (!inCombat) setShown(lastCombatSummary(log)?.id ?? null);
    else setShown(null);
  }
  const s = shown !== null && shown !== dismissed ? lastCombatSummary(log) : null;
  if (!s || s.id !== shown || inCombat) return null;
  const rewards = state?.turn?.rewards.length ?? 0;
  // COMBAT-OUTCOME-1a: the conquered city by name, and the player's shields on it.
  const city = state ? cityOn(state, s.conqueredCity) : null;
  const me = state?.turn?.player ?? null;
  const shields = city ? city.shields.filter((x) => x === me).length : 0;
  return (
    <div className="overlay combat-summary-wrap" role="dialog" aria-modal="true">
      <div className={`combat-summary ${s.won ? 'won' : ''}`} data-testid="combat-summary">
        <div className="summary-crest">
          <SwordsIcon size={30} />
        </div>
        <h2>{s.won ? t('combat.summary.victory') : t('combat.summary.over')}</h2>
        {s.conquered && (
          <p className="summary-conquest" data-testid="summary-conquest">
            {t('combat.summary.conquered', {
              site: city
                ? cityColorsOf(city)
                    .map((color) => t(`city.${color}`))
                    .join(' + ')
                : isKey(`site.${s.conquered}`)
                  ? t(`site.${s.conquered}` as Key)
                  : s.conquered,
            })}
          </p>
        )}
        {city && shields > 0 && (
          <p className="summary-conquest muted" data-testid="summary-city-shields">
            {t('combat.summary.cityShields', { n: shields })}
          </p>
        )}
        <dl className="summary-grid">
          <div className="sum-fame">
            <dt>
              <StarGlyph size={14} /> {t('combat.summary.fame')}
            </dt>
            <dd data-testid="summary-fame">+{s.fame}</dd>
          </div>
          <div className="sum-wounds">
            <dt>
              <HeartCrackGlyph size={14} /> {t('combat.summary.wounds')}
            </dt>
            <dd data-testid="summary-wounds">
              {s.heroWounds}
              {s.discardWounds > 0 && (
                <small> {t('combat.summary.discardWounds', { n: s.discardWounds })}</small>
              )}
            </dd>
          </div>
          {s.reputation !== 0 && (
            <div className="sum-rep">
              <dt>{t('combat.summary.reputation')}</dt>
              <dd data-testid="summary-reputation">
                {s.reputation > 0 ? `+${s.reputation}` : s.reputation}
              </dd>
            </div>
          )}
        </dl>
        <h3>{t('combat.summary.defeated')}</h3>
        {s.defeated.length === 0 ? (
          <p className="muted">{t('combat.summary.none')}</p>
        ) : (
          <ul className="summary-enemies" data-testid="summary-defeated">
            {s.defeated.map((id) => {
              const d = findEnemy(id);
              const a = d?.attacks[0];
              return (
                <li key={id}>
                  <EnemyToken
                    pile={enemyPile(id) ?? 'brown'}
                    armor={d?.armor ?? null}
                    attack={
                      !a
                        ? null
                        : a.kind === 'summon'
                          ? { summon: true }
                          : { value: a.value, element: a.element }
                    }
                    size={52}
                  />
                  <span>{enemyName(id, t)}</span>
                </li>
              );
            })}
          </ul>
        )}
        {(s.unitsWounded.length > 0 || s.unitsDestroyed.length > 0) && (
          <p className="muted">
            {t('combat.summary.units')}:{' '}
            {[...s.unitsWounded, ...s.unitsDestroyed].map((u) => unitName(u, t)).join(', ')}
          </p>
        )}
        {s.withdrawn && <p className="muted">{t('combat.summary.withdrawn')}</p>}
        {s.knockedOut && <p className="error">{t('combat.summary.knockedOut')}</p>}
        {rewards > 0 && s.won && <p className="summary-reward">{t('combat.summary.rewards')}</p>}
        <button
          type="button"
          className="primary"
          onClick={() => setDismissed(s.id)}
          data-testid="summary-continue"
          autoFocus
        >
          {t('combat.summary.continue')}
        </button>
      </div>
    </div>
  );
}

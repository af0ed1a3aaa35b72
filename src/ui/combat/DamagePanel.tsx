// The Assign Damage phase: every unblocked attack with its damage; pick the hero or a unit to take
// it, see what would happen (the engine's damagePreview), then confirm. Targets the engine refuses
// are shown disabled with the reason.
import { useState } from 'react';
import { damagePreview, type Action, type GameState } from '../../engine';
import type { Translator } from '../../i18n';
import { enemyName, unitName } from '../names';
import { previewLines } from './text';
import { damageRows, type DamageRow } from './combat-model';
import { ElementGlyph, HeartCrackGlyph } from './icons';
import { refusalWithRule } from '../../i18n/refusals';

function Row({
  row,
  state,
  dispatch,
  t,
}: {
  row: DamageRow;
  state: GameState;
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const [pick, setPick] = useState<string | null>(null);
  const chosen = row.targets.find((x) => x.to === pick && !x.refusal) ?? null;
  const base = damagePreview(state, row.enemy, row.attack, 'hero');
  const pv = chosen ? damagePreview(state, row.enemy, row.attack, chosen.to) : null;
  const element = base?.element ?? 'physical';
  return (
    <li className="damage-row" data-testid="damage-row" data-enemy={row.enemy}>
      <div className="damage-head">
        <span className={`dmg-badge el-${element}`}>
          <ElementGlyph element={element} size={14} />
          <b data-testid="damage-amount">{base?.damage ?? '?'}</b>
        </span>
        <span className="dmg-title">
          {t('combat.damage.row', { enemy: enemyName(row.enemy, t), damage: base?.damage ?? '?' })}
        </span>
      </div>
      <div className="damage-targets" role="radiogroup" aria-label={t('combat.damage.who')}>
        {row.targets.map((x) => (
          <button
            key={x.to}
            type="button"
            role="radio"
            aria-checked={pick === x.to}
            className={`dmg-target ${pick === x.to ? 'on' : ''}`}
            disabled={x.refusal !== null}
            title={x.refusal ? refusalWithRule(x.refusal, t.lang) : ''}
            onClick={() => setPick(x.to)}
            data-testid="damage-target"
            data-to={x.to}
          >
            {x.to === 'hero' ? t('combat.damage.hero') : unitName(x.to, t)}
          </button>
        ))}
      </div>
      <div className="damage-preview" data-testid="damage-preview" aria-live="polite">
        {pv ? (
          <ul>
            {previewLines(pv, row.enemy, t).map((l, i) => (
              <li key={i} className={i === 0 ? 'first' : ''}>
                {i === 0 && <HeartCrackGlyph size={13} />} {l}
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted small">{t('combat.damage.pick')}</span>
        )}
        <button
          type="button"
          className="primary"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            setPick(null);
            dispatch(chosen.action);
          }}
          data-testid="assign-damage"
        >
          {t('combat.damage.assign')}
        </button>
      </div>
    </li>
  );
}

export function DamagePanel({
  state,
  legal,
  dispatch,
  t,
}: {
  state: GameState;
  legal: readonly Action[];
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const rows = damageRows(state, legal);
  if (rows.length === 0) return null;
  return (
    <section className="column damage" data-testid="damage-panel">
      <header className="column-head">
        <h3>{t('combat.damage.title')}</h3>
      </header>
      <ul className="damage-rows">
        {rows.map((r) => (
          <Row key={`${r.enemy}|${r.attack}`} row={r} state={state} dispatch={dispatch} t={t} />
        ))}
      </ul>
    </section>
  );
}

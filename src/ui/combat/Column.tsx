// The open combat column (an attack group or a block): its entries, the engine's totals (raw,
// effective after resistances/efficiency, what is still needed), a drop zone for hand cards and
// unit abilities, and Resolve / Abandon — Resolve enabled exactly when the engine accepts it.
import { useState } from 'react';
import {
  checkAction,
  columnSummary,
  enemyStats,
  type Action,
  type AttackSummary,
  type BlockSummary,
  type GameState,
} from '../../engine';
import type { Translator } from '../../i18n';
import { actionLabel } from '../panels/labels';
import { cardName, enemyName, unitName } from '../names';
import { sourceName } from './text';
import { useColumnDrop, type UnitDropOutcome } from './drop';
import { ElementGlyph, StyleGlyph } from './icons';
import { refusalWithRule } from '../../i18n/refusals';

export interface ColumnProps {
  state: GameState;
  legal: readonly Action[];
  dispatch: (a: Action) => void;
  t: Translator;
}

function Meter({ value, goal }: { value: number; goal: number }) {
  const pct = goal <= 0 ? 100 : Math.min(100, (value / goal) * 100);
  return (
    <div className={`meter ${value >= goal ? 'full' : ''}`} aria-hidden>
      <div className="meter-fill" style={{ width: `${pct}%` }} />
    </div>
  );
}

/**
 * The attack column's title says what counts: in the Ranged phase only Ranged and Siege attacks
 * (COMBAT-RANGED-1), and against a fortified target only Siege (COMBAT-RANGED-3).
 */
function attackTitleKey(
  state: GameState,
  targets: readonly string[],
): 'combat.column.attack' | 'combat.column.rangedAttack' | 'combat.column.siegeAttack' {
  if (state.combat?.phase !== 'ranged') return 'combat.column.attack';
  const fortified = enemyStats(state).some((e) => targets.includes(e.id) && e.fortification > 0);
  return fortified ? 'combat.column.siegeAttack' : 'combat.column.rangedAttack';
}

export function Column({ state, legal, dispatch, t }: ColumnProps) {
  const c = state.combat;
  const summary = columnSummary(state);
  const [menu, setMenu] = useState<{ title: string; actions: Action[] } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const family = summary?.kind === 'block' ? 'block' : 'attack';
  const drop = useColumnDrop(state, legal, family, (o: UnitDropOutcome) => {
    setRefusal(null);
    setMenu(null);
    if (o.kind === 'play') dispatch(o.action);
    else if (o.kind === 'choose' && o.actions[0])
      setMenu({ title: playTitle(o.actions[0], t), actions: o.actions });
    else if (o.kind === 'refused') setRefusal(o.message ? refusalWithRule(o, t.lang) : null);
  });
  if (!c || !summary) return null;
  const entries = (c.attack?.entries ?? c.block?.entries ?? []).map((e, i) => ({ ...e, i }));
  const player = state.turn?.player ?? 0;
  const resolve: Action = { type: 'resolve-column', player };
  const abandon: Action = { type: 'abandon-column', player };
  const resolveRefusal = checkAction(state, resolve);
  const abandonRefusal = checkAction(state, abandon);
  const goal = summary.kind === 'attack' ? summary.armor : summary.attack;
  const title =
    summary.kind === 'attack'
      ? t(attackTitleKey(state, summary.targets), {
          targets: summary.targets.map((x) => enemyName(x, t)).join(', '),
        })
      : t('combat.column.block', { enemy: enemyName(summary.enemy, t) });

  return (
    <section
      className={`column ${summary.kind} ${drop.over ? 'over' : ''} ${drop.accepts === true ? 'accepts' : drop.accepts === false ? 'rejects' : ''} ${summary.needed === 0 ? 'ready' : ''}`}
      data-testid="combat-column"
      data-kind={summary.kind}
      {...drop.props}
    >
      <header className="column-head">
        <h3>{title}</h3>
        {summary.kind === 'block' && <BlockTarget summary={summary} t={t} />}
      </header>
      <ul
        className="entries"
        data-testid="column-entries"
        onClick={() => drop.click()}
        title={drop.accepts ? t('combat.column.dropHere') : undefined}
      >
        {entries.length === 0 && (
          <li className="entry-empty muted">
            {drop.over ? t('combat.column.dropHere') : t('combat.column.drop')}
          </li>
        )}
        {entries.map((e) => (
          <li key={e.i} className={`entry el-${e.element}`} data-testid="column-entry">
            <ElementGlyph element={e.element} size={13} />
            <b>{e.amount}</b>
            {e.style !== 'melee' && summary.kind === 'attack' && (
              <span className="entry-style" title={t(`style.${e.style}`)}>
                <StyleGlyph style={e.style} size={12} />
              </span>
            )}
            <span className="entry-src">{sourceName(e.source, t)}</span>
          </li>
        ))}
        {entries.length > 0 && drop.over && (
          <li className="entry-empty muted">{t('combat.column.dropHere')}</li>
        )}
      </ul>
      <Totals summary={summary} goal={goal} t={t} />
      {summary.raw !== summary.effective && (
        <p className="column-note">
          {t('combat.halved', { raw: summary.raw, effective: summary.effective })}
        </p>
      )}
      {refusal && (
        <p className="column-refusal" role="alert">
          {refusal}
        </p>
      )}
      {menu && (
        <div className="column-menu" role="menu" data-testid="column-menu">
          <span className="muted small">{menu.title}</span>
          {menu.actions.map((a, i) => (
            <button
              key={i}
              type="button"
              role="menuitem"
              onClick={() => {
                setMenu(null);
                dispatch(a);
              }}
            >
              {actionLabel(a, state, t)}
            </button>
          ))}
          <button type="button" className="ghost" onClick={() => setMenu(null)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      <div className="column-buttons">
        <button
          type="button"
          className="primary"
          disabled={resolveRefusal !== null}
          title={resolveRefusal ? refusalWithRule(resolveRefusal, t.lang) : ''}
          onClick={() => dispatch(resolve)}
          data-testid="resolve-column"
        >
          {t('combat.resolve')}
        </button>
        <button
          type="button"
          disabled={abandonRefusal !== null}
          onClick={() => dispatch(abandon)}
          data-testid="abandon-column"
        >
          {t('combat.abandon')}
        </button>
      </div>
    </section>
  );
}

function playTitle(a: Action, t: Translator): string {
  if (a.type === 'play-card') return t('combat.playAs', { card: cardName(a.card, t) });
  if (a.type === 'activate-unit') return t('combat.activateAs', { unit: unitName(a.unit, t) });
  return '';
}

function BlockTarget({ summary, t }: { summary: BlockSummary; t: Translator }) {
  return (
    <span className={`block-target el-${summary.element}`}>
      <ElementGlyph element={summary.element} size={14} />
      {t(`element.${summary.element}`)}
    </span>
  );
}

function Totals({
  summary,
  goal,
  t,
}: {
  summary: AttackSummary | BlockSummary;
  goal: number;
  t: Translator;
}) {
  return (
    <div className="totals" data-testid="column-totals">
      <div className="total-nums">
        <span className="num-box" title={t('combat.played')}>
          <small>{t('combat.played')}</small>
          <b data-testid="column-raw">{summary.raw}</b>
        </span>
        <span className="num-box main" title={t('combat.counts')}>
          <small>{t('combat.counts')}</small>
          <b data-testid="column-effective">{summary.effective}</b>
        </span>
        <span className="vs">vs</span>
        <span className="num-box goal">
          <small>{summary.kind === 'attack' ? t('combat.vsArmor') : t('combat.vsAttack')}</small>
          <b data-testid="column-goal">{goal}</b>
        </span>
        <span
          className={`need ${summary.needed === 0 ? 'ok' : ''}`}
          data-testid="column-needed"
          data-needed={summary.needed}
        >
          {summary.needed === 0 ? t('combat.enough') : t('combat.needed', { n: summary.needed })}
        </span>
      </div>
      <Meter value={summary.effective} goal={goal} />
    </div>
  );
}

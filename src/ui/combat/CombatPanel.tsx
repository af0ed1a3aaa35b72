// The combat panel, shown over the map while a combat is going on (COMBAT-3): the phase bar with
// "next phase", the enemies, the open column (attack group or block) or the damage to assign, and
// the player's units and skills. Every button is an engine action; every number comes from the
// engine (enemyStats, columnSummary, damagePreview).
import { useState } from 'react';
import { checkAction, type Action, type CombatPhase, type GameState } from '../../engine';
import type { Key, Translator } from '../../i18n';
import { useGame } from '../../store';
import { useGameState, useLegalActions, useT, useView } from '../hooks';
import { actionLabel } from '../panels/labels';
import { enemyName } from '../names';
import { SkillsBar } from '../skills/SkillsBar';
import { UnitsArea } from '../units/UnitsArea';
import { Column } from './Column';
import {
  actingPlayer,
  cityBonuses,
  cityColorsOf,
  cityOn,
  declareAttackFor,
  enemyViews,
  nextPhaseKey,
  pruneTargets,
  type EnemyView,
} from './combat-model';
import { DamagePanel } from './DamagePanel';
import { PlanBox } from './PlanBox';
import { EnemyCard } from './EnemyCard';
import { SwordsIcon } from './icons';
import { useOverlayTop } from './overlay';
import './combat.css';
import { refusalWithRule } from '../../i18n/refusals';
import { RefusalLine } from '../rules/RuleLink';

const PHASES: CombatPhase[] = ['ranged', 'block', 'damage', 'attack'];

function PhaseBar({ phase, t }: { phase: CombatPhase; t: Translator }) {
  const at = PHASES.indexOf(phase);
  return (
    <ol className="phase-bar" aria-label={t('combat.title')} data-testid="phase-bar">
      {PHASES.map((p, i) => (
        <li
          key={p}
          className={i === at ? 'current' : i < at ? 'done' : ''}
          aria-current={i === at ? 'step' : undefined}
          data-testid={i === at ? 'current-phase' : undefined}
          data-phase={p}
          title={t(`phase.${p}`)}
        >
          <span className="step-num">{i + 1}</span>
          {t(`combat.step.${p}`)}
        </li>
      ))}
    </ol>
  );
}

function combatTitle(state: GameState, t: Translator): string {
  const c = state.combat;
  if (!c) return '';
  const siteType = c.site?.type;
  // COMBAT-CITY-1: a city is named by its colour(s) — its defenders get that city's bonus.
  const city = siteType === 'city' ? cityOn(state, c.site?.hex ?? c.hex) : null;
  const site = city
    ? cityColorsOf(city)
        .map((color) => t(`city.${color}`))
        .join(' + ')
    : siteType
      ? t(`site.${siteType}`)
      : '';
  switch (c.kind) {
    case 'assault':
      return t('combat.kind.assault', { site });
    case 'adventure':
      return t('combat.kind.adventure', { site });
    default:
      return t(`combat.kind.${c.kind}`);
  }
}

/** Targets chosen for the next attack (reset by the parent's key when the phase changes). */
function TargetPicker({
  state,
  views,
  selected,
  dispatch,
  t,
}: {
  state: GameState;
  views: EnemyView[];
  selected: string[];
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const phase = state.combat?.phase;
  const action = declareAttackFor(state, selected);
  const refusal = selected.length > 0 ? checkAction(state, action) : null;
  const names = selected.map((x) => enemyName(x, t)).join(', ');
  const anyTarget = views.some((v) => v.targetable);
  if (!anyTarget) return null;
  return (
    <section className="column pick" data-testid="target-picker">
      <p className="muted">{t('combat.pickTargets')}</p>
      <button
        type="button"
        className="primary declare"
        disabled={selected.length === 0 || refusal !== null}
        title={refusal ? refusalWithRule(refusal, t.lang) : ''}
        onClick={() => dispatch(action)}
        data-testid="declare-attack"
      >
        {selected.length === 0
          ? t('combat.declare.none')
          : phase === 'ranged'
            ? t('combat.declare.ranged', { targets: names })
            : t('combat.declare.attack', { targets: names })}
      </button>
      {refusal && (
        <div className="column-refusal" role="alert">
          <RefusalLine refusal={refusal} />
        </div>
      )}
    </section>
  );
}

function BlockPicker({
  views,
  dispatch,
  t,
}: {
  views: EnemyView[];
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const options = views.flatMap((v) => [...v.blocks.entries()].map(([i, a]) => ({ v, i, a })));
  if (options.length === 0) return null;
  return (
    <section className="column pick" data-testid="block-picker">
      <p className="muted">{t('combat.blockPick')}</p>
      <div className="pick-list">
        {options.map(({ v, i, a }) => {
          const atk = v.stats.attacks[i];
          return (
            <button
              key={`${v.id}-${i}`}
              type="button"
              onClick={() => dispatch(a)}
              data-testid="declare-block"
            >
              {t('combat.blockWhich', {
                enemy: enemyName(v.id, t),
                value: atk?.blockNeeded ?? '?',
                element: atk ? t(`element.${atk.element}`) : '',
              })}
            </button>
          );
        })}
      </div>
    </section>
  );
}

function Cumbersome({
  views,
  state,
  dispatch,
  t,
}: {
  views: EnemyView[];
  state: GameState;
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const moves = views.flatMap((v) => v.spendMoves.map((a) => ({ v, a })));
  if (moves.length === 0) return null;
  return (
    <div className="cumbersome" data-testid="cumbersome">
      <span className="muted small">
        {t('combat.moveLeft', { n: state.turn?.movePoints ?? 0 })}
      </span>
      {moves.map(({ v, a }, i) => (
        <button key={i} type="button" onClick={() => dispatch(a)} data-testid="spend-move">
          {enemyName(v.id, t)}: {t('combat.spendMove', { n: a.amount })}
        </button>
      ))}
    </div>
  );
}

function EffectsStrip({
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
  const info = useView();
  const c = state.combat;
  const p = state.players[actingPlayer(state)];
  const options = legal.filter((a) => a.type === 'combat-option');
  if (!p || !c || !info) return null;
  const hasUnits = p.units.length > 0;
  if (!hasUnits && p.skills.length === 0 && options.length === 0) return null;
  return (
    <footer className="combat-effects" data-testid="combat-effects">
      <span className="effects-label">{t('combat.effects')}</span>
      {hasUnits &&
        (c.unitsAllowed ? (
          <UnitsArea state={state} player={p} compact />
        ) : (
          <span className="muted small">{t('combat.noUnitsHere')}</span>
        ))}
      <SkillsBar state={state} player={p.id} mode="compact" />
      {options.map((a, i) => (
        <button
          key={i}
          type="button"
          className="skill-btn"
          onClick={() => dispatch(a)}
          data-testid="combat-option"
        >
          {actionLabel(a, state, t)}
        </button>
      ))}
    </footer>
  );
}

function CombatBody({
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
  const c = state.combat;
  const views = enemyViews(state, legal);
  // Preselect the only possible target.
  const [picked, setPicked] = useState<string[]>(() => {
    const tg = views.filter((v) => v.targetable);
    return tg.length === 1 && tg[0] ? [tg[0].id] : [];
  });
  if (!c) return null;
  const selected = pruneTargets(picked, views);
  const phase = c.phase;
  const open = c.attack !== null || c.block !== null;
  const canPick = (phase === 'ranged' || phase === 'attack') && !open;
  const toggle = (id: string) =>
    setPicked((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const blockOf = (v: EnemyView) => (i: number) => {
    const a = v.blocks.get(i);
    if (a) dispatch(a);
  };
  return (
    <div className="combat-body">
      <div className="combat-field">
        <ul className={`enemy-row ${views.length >= 3 ? 'many' : ''}`} data-testid="enemy-row">
          {views.map((v) => (
            <EnemyCard
              key={v.id}
              view={v}
              phase={phase}
              size={views.length >= 3 ? 60 : 84}
              selected={canPick && selected.includes(v.id)}
              onToggle={canPick ? () => toggle(v.id) : undefined}
              onBlock={phase === 'block' && !open ? blockOf(v) : undefined}
              t={t}
            />
          ))}
        </ul>
        {phase === 'block' && <Cumbersome views={views} state={state} dispatch={dispatch} t={t} />}
      </div>
      <div className="combat-side">
        {open ? (
          <Column state={state} legal={legal} dispatch={dispatch} t={t} />
        ) : phase === 'damage' ? (
          <DamagePanel state={state} legal={legal} dispatch={dispatch} t={t} />
        ) : phase === 'block' ? (
          <BlockPicker views={views} dispatch={dispatch} t={t} />
        ) : (
          <TargetPicker state={state} views={views} selected={selected} dispatch={dispatch} t={t} />
        )}
        <EffectsStrip state={state} legal={legal} dispatch={dispatch} t={t} />
      </div>
    </div>
  );
}

export function CombatPanel() {
  const t = useT();
  const state = useGameState();
  const legal = useLegalActions();
  const dispatch = useGame((s) => s.dispatch);
  const top = useOverlayTop();
  const [collapsed, setCollapsed] = useState(false);
  const c = state?.combat;
  if (!state || !c) return null;
  const player = actingPlayer(state);
  const next: Action = { type: 'end-combat-phase', player };
  const nextRefusal = checkAction(state, next);
  const challenges = legal.filter((a) => a.type === 'challenge');
  return (
    <section
      className={`combat-panel phase-${c.phase} ${collapsed ? 'collapsed' : ''}`}
      style={{ top, maxHeight: `calc(100% - ${top}px - 196px)` }}
      aria-label={t('combat.title')}
      data-testid="combat-panel"
      data-phase={c.phase}
    >
      <header className="combat-head">
        <span className="combat-icon">
          <SwordsIcon size={20} />
        </span>
        <div className="combat-title">
          <h2>{t('combat.title')}</h2>
          <span className="muted small">{combatTitle(state, t)}</span>
          {c.nightRules && (
            <span className="small city-bonus" data-testid="night-rules" title="sites.md 1.7">
              {t('combat.nightRules')}
            </span>
          )}
          {cityBonuses(state).map((b) => (
            <span
              key={b.color}
              className="small city-bonus"
              data-testid="city-bonus"
              title="COMBAT-CITY-1"
            >
              {t(b.key as Key, { city: t(`city.${b.color}`), ...b.params })}
            </span>
          ))}
        </div>
        <PhaseBar phase={c.phase} t={t} />
        <button
          type="button"
          className="icon-btn collapse"
          aria-expanded={!collapsed}
          title={collapsed ? '▾' : '▴'}
          onClick={() => setCollapsed(!collapsed)}
          data-testid="combat-collapse"
        >
          {collapsed ? '▾' : '▴'}
        </button>
      </header>
      <div className="phase-row">
        <p className="combat-hint" data-testid="combat-hint">
          {t(`combat.hint.${c.phase}`)}
        </p>
        <button
          type="button"
          className="primary next-phase"
          disabled={nextRefusal !== null}
          title={
            nextRefusal
              ? t('combat.nextRefused', {
                  reason: refusalWithRule(nextRefusal, t.lang),
                })
              : ''
          }
          onClick={() => dispatch(next)}
          data-testid="next-phase"
        >
          {t(nextPhaseKey(state))} ▸
        </button>
      </div>
      {!collapsed && (
        <>
          {challenges.length > 0 && (
            <div className="also-challenge">
              <span className="muted small">{t('combat.alsoChallenge')}</span>
              {challenges.map((a, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => dispatch(a)}
                  data-testid="join-challenge"
                >
                  {a.type === 'challenge'
                    ? a.hexes
                        .flatMap(
                          (h) => state.map.hexes[h]?.enemies.map((e) => enemyName(e.id, t)) ?? [],
                        )
                        .join(', ')
                    : ''}
                </button>
              ))}
            </div>
          )}
          <PlanBox state={state} t={t} />
          <CombatBody key={`${c.phase}`} state={state} legal={legal} dispatch={dispatch} t={t} />
        </>
      )}
    </section>
  );
}

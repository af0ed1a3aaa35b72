// The player's units (UNIT-2): each card shows level, armor, resistances and its state (ready,
// spent, wounded with the number of Wounds, banner, mana token), and its abilities as buttons —
// enabled exactly when the engine lists a legal activation, with the mana cost shown. Abilities
// are also drag sources into combat columns. A wounded unit gets a Heal button when Healing points
// can be spent on it.
import { useState } from 'react';
import {
  checkAction,
  levelInfo,
  type Action,
  type Effect,
  type GameState,
  type ManaColor,
  type PlayerState,
  type UnitInstance,
} from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { describeEffect } from '../cards/describe';
import { detailOnTap } from '../cards/card-detail';
import { effectFamilies } from '../cards/families';
import { ResistanceGlyph } from '../combat/icons';
import { UNIT_MIME, unitDragData } from '../combat/drop';
import { useLegalActions, useT } from '../hooks';
import { ArmorIcon } from '../icons';
import { actionLabel, manaSourceText } from '../panels/labels';
import { cardName, findUnit, unitName } from '../names';
import { MANA_HEX } from '../theme/colors';
import './units.css';
import { refusalWithRule } from '../../i18n/refusals';

const ROMAN = ['', 'I', 'II', 'III', 'IV'];

function ManaDrop({ color }: { color: ManaColor | 'any' }) {
  const bg =
    color === 'any'
      ? 'conic-gradient(#d8412f 0 25%, #2f6fd8 0 50%, #3e9b4f 0 75%, #f2efe6 0)'
      : MANA_HEX[color];
  return <i className="mana-drop" style={{ background: bg }} aria-hidden />;
}

type Activate = Extract<Action, { type: 'activate-unit' }>;

function UnitCard({
  state,
  unit,
  legal,
  compact,
  t,
}: {
  state: GameState;
  unit: UnitInstance;
  legal: readonly Action[];
  compact: boolean;
  t: Translator;
}) {
  const dispatch = useGame((s) => s.dispatch);
  const [payFor, setPayFor] = useState<number | null>(null);
  const def = findUnit(unit.id);
  const player = state.turn?.player ?? 0;
  const name = unitName(unit.id, t);
  const wounded = unit.wounds > 0;
  const acts = (i: number): Activate[] =>
    legal.filter(
      (a): a is Activate => a.type === 'activate-unit' && a.unit === unit.id && a.ability === i,
    );
  const heal = legal.find(
    (a): a is Extract<Action, { type: 'heal' }> => a.type === 'heal' && a.target === unit.id,
  );
  const status = wounded ? 'wounded' : unit.ready ? 'ready' : 'spent';
  return (
    <li
      className={`unit-tile ${status} ${def?.elite ? 'elite' : ''} ${compact ? 'compact' : ''}`}
      data-testid="unit-tile"
      data-unit={unit.id}
      data-status={status}
      data-healable={wounded && heal ? 'true' : undefined}
      // "click a wounded unit" (the healing hint): a click on the tile, not only on Heal, heals it
      onClick={(e) => {
        if (!wounded || !heal || (e.target as HTMLElement).closest('button')) return;
        dispatch(heal);
      }}
    >
      <div className="unit-tile-head" data-testid="unit-tile-head" {...detailOnTap(unit.id)}>
        <span className="unit-tile-name">{name}</span>
        <span className="unit-tile-level" title={t('units.level', { n: def?.level ?? 0 })}>
          {ROMAN[def?.level ?? 0] ?? def?.level}
        </span>
      </div>
      <div className="unit-tile-meta">
        <span className="stat armor" title={t('unit.armor', { n: def?.armor ?? 0 })}>
          <ArmorIcon /> {def?.armor}
        </span>
        {def?.resistances.map((r) => (
          <span key={r} className="unit-res" title={t(`resist.${r}`)}>
            <ResistanceGlyph resistance={r} size={13} />
          </span>
        ))}
        <span className={`unit-state ${status}`} data-testid="unit-state">
          {unit.ready ? t('units.ready') : t('units.spent')}
        </span>
        {wounded && (
          <span className="unit-state wounded" data-testid="unit-wounds">
            {t.plural('units.wounded', unit.wounds)}
          </span>
        )}
      </div>
      {(unit.banner || unit.token) && (
        <div className="unit-tile-extra muted small">
          {unit.banner && <span>{t('units.banner', { card: cardName(unit.banner, t) })}</span>}
          {unit.token && (
            <span>
              <ManaDrop color={unit.token} /> {t('units.token', { color: t(`mana.${unit.token}`) })}
            </span>
          )}
        </div>
      )}
      <ul className="unit-abilities">
        {def?.abilities.map((ab, i) => {
          const options = acts(i);
          const enabled = options.length > 0;
          // In the combat strip only what serves this combat: what the engine lets the unit do
          // now, or an attack/block that waits only for its target (then said so).
          const waits = compact && !enabled ? waitsForColumn(state, unit, ab.effect) : null;
          if (compact && !enabled && !waits) return null;
          if (compact && !servesCombat(ab.effect)) return null;
          const refusal = enabled
            ? null
            : checkAction(state, { type: 'activate-unit', player, unit: unit.id, ability: i });
          const mana = ab.mana;
          const label = describeEffect(ab.effect, t);
          const tip = [
            label,
            mana ? t('units.manaCost', { color: t(`mana.${mana}`) }) : '',
            enabled
              ? t('units.drag')
              : waits
                ? t(waits)
                : refusal
                  ? refusalWithRule(refusal, t.lang)
                  : '',
          ]
            .filter(Boolean)
            .join('\n');
          return (
            <li key={i}>
              <button
                type="button"
                className="unit-ability"
                disabled={!enabled}
                draggable={enabled}
                onDragStart={(e) => {
                  e.dataTransfer.setData(UNIT_MIME, unitDragData(unit.id, i));
                  e.dataTransfer.effectAllowed = 'move';
                }}
                title={tip}
                onClick={() => {
                  if (options.length === 1 && options[0]) dispatch(options[0]);
                  else setPayFor(payFor === i ? null : i);
                }}
                data-testid="unit-ability"
                data-ability={i}
                data-waits={waits ? 'target' : undefined}
              >
                {mana && <ManaDrop color={mana} />}
                <span>{label}</span>
              </button>
              {payFor === i && options.length > 1 && (
                <div className="unit-pay" role="menu">
                  {options.map((a, k) => (
                    <button
                      key={k}
                      type="button"
                      role="menuitem"
                      onClick={() => {
                        setPayFor(null);
                        dispatch(a);
                      }}
                    >
                      {payLabel(a, state, t)}
                    </button>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {wounded && heal && (
        <button
          type="button"
          className="unit-heal"
          onClick={() => dispatch(heal)}
          title={t('units.healTip', { n: def?.level ?? 1 })}
          data-testid="unit-heal"
        >
          {t('units.heal')}
        </button>
      )}
    </li>
  );
}

/**
 * Whether an ability does anything in a combat: Move and Influence alone (Scouts' Move 2) or a
 * look at face-down tokens (Scouts) give nothing to fight with, so the combat strip leaves them out.
 */
function servesCombat(effect: Effect): boolean {
  if (effect.kind === 'custom' && NON_COMBAT_HOOKS.has(effect.hook)) return false;
  const fams = effectFamilies(effect);
  return fams.length === 0 || fams.some((f) => f !== 'move' && f !== 'influence');
}

const NON_COMBAT_HOOKS = new Set(['scout-peek']);

/**
 * An attack or block ability of a ready, unwounded unit that the engine refuses only because no
 * target is chosen yet (COMBAT-RANGED-1, COMBAT-BLOCK-1: effects go into the declared column): the
 * words that say what to do first, else null.
 */
function waitsForColumn(
  state: GameState,
  unit: UnitInstance,
  effect: Effect,
): 'units.pickTargetFirst' | 'units.pickBlockFirst' | null {
  const c = state.combat;
  if (!c || !unit.ready || unit.wounds > 0 || !c.unitsAllowed) return null;
  const fams = effectFamilies(effect);
  if ((c.phase === 'ranged' || c.phase === 'attack') && !c.attack && fams.includes('attack')) {
    // COMBAT-RANGED-1: in the Ranged phase only ranged and siege attacks count
    if (c.phase === 'ranged' && !hasRangedOrSiege(effect)) return null;
    return 'units.pickTargetFirst';
  }
  if (c.phase === 'block' && !c.block && fams.includes('block')) return 'units.pickBlockFirst';
  return null;
}

function hasRangedOrSiege(e: Effect): boolean {
  switch (e.kind) {
    case 'attack':
      return e.style === 'ranged' || e.style === 'siege';
    case 'choice':
      return e.options.some(hasRangedOrSiege);
    case 'all':
      return e.effects.some(hasRangedOrSiege);
    case 'pay':
      return hasRangedOrSiege(e.then);
    case 'if':
      return hasRangedOrSiege(e.then) || (e.else ? hasRangedOrSiege(e.else) : false);
    default:
      return false;
  }
}

function payLabel(a: Activate, state: GameState, t: Translator): string {
  const paid = (a.mana ?? []).map((m) => manaSourceText(m, state, t)).join(', ');
  return paid ? t('sites.payWith', { source: paid }) : actionLabel(a, state, t);
}

export function UnitsArea({
  state,
  player,
  compact = false,
}: {
  state: GameState;
  player: PlayerState;
  compact?: boolean;
}) {
  const t = useT();
  const legal = useLegalActions();
  const max = levelInfo(player.level).commandTokens + player.extraCommandTokens;
  return (
    <div className={`units-area ${compact ? 'compact' : ''}`} data-testid="units-area">
      {!compact && (
        <div className="track-head">
          <span className="track-name">{t('units.title')}</span>
          <span className="muted small" data-testid="command-tokens">
            {t('units.command', { used: player.units.length, max })}
          </span>
        </div>
      )}
      {player.units.length === 0 ? (
        !compact && <p className="muted small">{t('units.none')}</p>
      ) : (
        <ul className="unit-tiles">
          {player.units.map((u) => (
            <UnitCard key={u.id} state={state} unit={u} legal={legal} compact={compact} t={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

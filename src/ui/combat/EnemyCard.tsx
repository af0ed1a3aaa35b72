// One enemy in the combat panel: token, name, armor and attacks with their elements, abilities and
// resistances as icons (tooltips name the rule), and its state (target, blocked, defeated,
// summoned). In the Ranged/Attack phases the card toggles the enemy as a target; in the Block phase
// each attack chip declares a block against that attack.
import type { ReactNode } from 'react';
import { fameFor } from '../../engine';
import type { Translator } from '../../i18n';
import { enemyName } from '../names';
import type { EnemyView } from './combat-model';
import { resistanceTips } from './text';
import { EnemyToken } from './EnemyToken';
import { AbilityGlyph, ElementGlyph, ResistanceGlyph, ShieldGlyph, StarGlyph } from './icons';

function Tip({
  tip,
  children,
  className = '',
}: {
  tip: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={`tip ${className}`} data-tip={tip} aria-label={tip} role="img" tabIndex={-1}>
      {children}
    </span>
  );
}

export interface EnemyCardProps {
  view: EnemyView;
  phase: 'ranged' | 'block' | 'damage' | 'attack';
  selected: boolean;
  /** Token size in pixels (smaller when many enemies fight). */
  size?: number;
  /** Click toggles it as a target (Ranged/Attack phase, no open column). */
  onToggle?: () => void;
  /** Block phase: declare a block against one of its attacks. */
  onBlock?: (attack: number) => void;
  t: Translator;
}

export function EnemyCard({
  view,
  phase,
  selected,
  size = 84,
  onToggle,
  onBlock,
  t,
}: EnemyCardProps) {
  const { stats, def } = view;
  const name = enemyName(view.id, t);
  // The Fame this enemy gives (COMBAT-1a.1: half in another player's keep; none when summoned).
  const fame = fameFor(view.enemy);
  const first = stats.attacks[0];
  const tokenAttack = first
    ? first.kind === 'summon'
      ? { summon: true as const }
      : { value: first.value, element: first.element }
    : null;
  const blockedAll =
    stats.attacks.some((a) => a.kind === 'attack') &&
    stats.attacks.every((a) => a.kind !== 'attack' || a.blocked);
  const status = stats.defeated
    ? 'defeated'
    : stats.hidden
      ? 'hidden'
      : view.inColumn
        ? 'column'
        : selected
          ? 'selected'
          : blockedAll && phase !== 'ranged'
            ? 'blocked'
            : '';
  const clickable = !!onToggle && view.targetable && !stats.defeated;
  const abilities = stats.abilities.filter((a) => a !== 'fortified');
  const fortTip =
    stats.fortification === 2
      ? t('abil.double-fortified')
      : def?.abilities.includes('fortified')
        ? t('abil.fortified')
        : t('abil.site-fortified');
  const body = (
    <>
      <div className="enemy-token-wrap">
        <EnemyToken
          pile={view.pile}
          armor={stats.armor}
          armorAlt={view.elusiveLow}
          attack={tokenAttack}
          defeated={stats.defeated}
          size={size}
        />
        {status === 'selected' && <span className="enemy-flag target">{t('combat.target')}</span>}
        {status === 'column' && <span className="enemy-flag target">{t('combat.inColumn')}</span>}
        {status === 'blocked' && <span className="enemy-flag blocked">{t('combat.blocked')}</span>}
        {status === 'defeated' && (
          <span className="enemy-flag defeated">{t('combat.defeated')}</span>
        )}
        {status === 'hidden' && (
          <span className="enemy-flag muted-flag" data-tip={t('combat.hidden')}>
            {t('combat.hiddenFlag')}
          </span>
        )}
        {status === '' && view.enemy.summonedBy && (
          <span
            className="enemy-flag summoned"
            data-tip={t('combat.summonedBy', { enemy: enemyName(view.enemy.summonedBy, t) })}
          >
            {t('combat.summonedFlag')}
          </span>
        )}
        {status === '' && stats.fortification === 2 && phase === 'ranged' && (
          <span className="enemy-flag muted-flag" data-tip={t('combat.doublyFortified')}>
            {t('combat.unreachableFlag')}
          </span>
        )}
      </div>
      <div className="enemy-name" title={name}>
        {name}
      </div>
      <div className="enemy-stats">
        <Tip
          className="stat-armor"
          tip={
            view.elusiveLow !== null && def?.elusiveArmor !== undefined
              ? t('combat.elusiveTip', { high: def.elusiveArmor, low: view.elusiveLow })
              : t('combat.armorTip', { n: stats.armor })
          }
        >
          <ShieldGlyph size={13} />
          <b data-testid="enemy-armor">{stats.armor}</b>
          {view.elusiveLow !== null && <small>/{view.elusiveLow}</small>}
        </Tip>
        {def && (
          <Tip
            className="stat-fame"
            tip={
              fame !== def.fame && view.enemy.fameFactor !== undefined
                ? t('combat.fameHalf', { n: fame, printed: def.fame })
                : t('combat.fame', { n: fame })
            }
          >
            <StarGlyph size={11} />
            <span data-testid="enemy-fame">{fame}</span>
          </Tip>
        )}
      </div>
      <div className="enemy-icons">
        {stats.fortification > 0 && (
          <Tip tip={fortTip} className={`abil ${stats.fortification === 2 ? 'double' : ''}`}>
            <AbilityGlyph
              ability={def?.abilities.includes('fortified') ? 'fortified' : 'site-fortified'}
            />
            {stats.fortification === 2 && <small>×2</small>}
          </Tip>
        )}
        {abilities.map((a) => (
          <Tip
            key={a}
            tip={a === 'defend' ? t('abil.defend', { n: def?.defend ?? 0 }) : t(`abil.${a}`)}
            className={`abil abil-${a}`}
          >
            <AbilityGlyph ability={a} />
          </Tip>
        ))}
        {stats.resistances.map((r) => (
          <Tip key={r} tip={resistanceTips([r], t).join(' ')} className={`res res-${r}`}>
            <ResistanceGlyph resistance={r} />
          </Tip>
        ))}
      </div>
    </>
  );
  return (
    <li
      className={`enemy-card pile-${view.pile} ${status} ${clickable ? 'clickable' : ''}`}
      data-testid="enemy-card"
      data-enemy={view.id}
      data-status={status}
    >
      {clickable ? (
        <button
          type="button"
          className="enemy-main"
          aria-pressed={selected}
          onClick={onToggle}
          data-testid="enemy-target"
        >
          {body}
        </button>
      ) : (
        <div className="enemy-main">{body}</div>
      )}
      <ul className="enemy-attacks">
        {stats.attacks.map((a) => {
          if (a.kind === 'summon')
            return (
              <li key={a.index} className="attack-chip summon">
                <Tip tip={t('abil.summon')}>
                  <AbilityGlyph ability="summon" />
                </Tip>
              </li>
            );
          const block = view.blocks.get(a.index);
          const tip = [
            t('combat.attackTip', { element: t(`element.${a.element}`), value: a.value }),
            a.blockNeeded !== a.value ? t('combat.blockNeededTip', { n: a.blockNeeded }) : '',
            a.damage !== a.value ? t('combat.damageTip', { n: a.damage }) : '',
            a.element !== 'physical' ? t(`abil.elem.${a.element}`) : '',
          ]
            .filter(Boolean)
            .join(' · ');
          const chip = (
            <>
              <ElementGlyph element={a.element} size={14} />
              <b data-testid="enemy-attack">{a.value}</b>
              {a.blocked && <span className="chip-state">✓</span>}
            </>
          );
          return (
            <li
              key={a.index}
              className={`attack-chip el-${a.element} ${a.blocked ? 'blocked' : ''} ${a.damageAssigned ? 'done' : ''}`}
            >
              {block && onBlock ? (
                <button
                  type="button"
                  className="chip-btn"
                  title={tip}
                  onClick={() => onBlock(a.index)}
                  data-testid="block-attack"
                >
                  {chip}
                  <span className="chip-action">{t('combat.blockAttack')}</span>
                </button>
              ) : (
                <Tip tip={tip}>{chip}</Tip>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

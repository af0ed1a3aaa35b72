// The site panel (§7): where the hero stands on a site — its name, the Reputation modifier, the
// Influence to spend, and every option the site offers with its price; each button enabled exactly
// when the engine accepts the action, otherwise it says why. Also the site's own actions (interact,
// plunder, enter an adventure site, burn a monastery) and challenges of adjacent rampaging enemies.
import { useState } from 'react';
import type { Action, GameState } from '../../engine';
import type { Key, Translator } from '../../i18n';
import { useGame } from '../../store';
import { describeEffect } from '../cards/describe';
import { cardFrame } from '../cards/frame';
import { EnemyToken } from '../combat/EnemyToken';
import { useOverlayTop } from '../combat/overlay';
import { useGameState, useLegalActions, useT } from '../hooks';
import { useCardDrop } from '../play/card-drop';
import { ArmorIcon, InfluenceIcon } from '../icons';
import { actionLabel, manaSourceText } from '../panels/labels';
import { cardName, enemyName, enemyPile, findCard, findEnemy, findUnit, unitName } from '../names';
import { MANA_HEX } from '../theme/colors';
import { challengeActions, siteInfo, type SiteInfo, type SiteOption } from './site-model';
import './sites.css';
import { refusalText } from '../../i18n/refusals';
import { isRuleId } from '../../rules/parse';
import { RuleLink } from '../rules/RuleLink';
import { detailOnTap } from '../cards/card-detail';

const ROMAN = ['', 'I', 'II', 'III', 'IV'];

function optionName(o: SiteOption, t: Translator): string {
  if (o.unit) return unitName(o.unit, t);
  if (o.card) return cardName(o.card, t);
  switch (o.group) {
    case 'healing':
      return t('sites.healPoint');
    case 'artifacts':
      return t('sites.artifact');
    case 'elite':
      return t('sites.eliteUnit');
    default:
      return t('sites.aaDeck');
  }
}

function optionTip(o: SiteOption, t: Translator): string {
  if (o.unit) {
    const d = findUnit(o.unit);
    return d ? d.abilities.map((a) => describeEffect(a.effect, t)).join('\n') : '';
  }
  if (o.card) {
    const d = findCard(o.card);
    return d ? `${describeEffect(d.basic, t)}\n${describeEffect(d.strong, t)}` : '';
  }
  return '';
}

function verb(o: SiteOption, t: Translator): string {
  if (o.group === 'units') return t('sites.recruit');
  if (o.group === 'monastery' || o.group === 'spells' || o.group === 'aa') return t('sites.learn');
  return t('sites.buy');
}

const GROUP_TITLE: Record<SiteOption['group'], Key> = {
  units: 'sites.units',
  healing: 'sites.healing',
  monastery: 'sites.monastery',
  spells: 'sites.spells',
  artifacts: 'sites.artifacts',
  elite: 'sites.elite',
  aa: 'sites.aa',
};

function variantLabel(a: Action, state: GameState, t: Translator): string {
  if (a.type === 'recruit' && a.disband)
    return t('sites.disband', { unit: unitName(a.disband, t) });
  const mana = 'mana' in a && a.mana ? a.mana : undefined;
  if (mana && mana.length > 0)
    return t('sites.payWith', { source: mana.map((m) => manaSourceText(m, state, t)).join(', ') });
  return actionLabel(a, state, t);
}

/** Why an option cannot be taken, in the player's language where the UI knows the case. */
function optionRefusalText(
  o: SiteOption,
  info: { interacting: boolean; influence: number },
  t: Translator,
): string {
  const r = o.refusal;
  if (!r) return '';
  if (o.nothingToHeal) return t('sites.why.nothingToHeal');
  if (r.ruleId === 'INTERACT-4' && !info.interacting) return t('sites.why.interactFirst');
  if (PRICE_RULES.has(r.ruleId) && info.influence < o.price)
    return t('sites.why.costs', { price: o.price, have: info.influence });
  return refusalText(r, t.lang);
}
const PRICE_RULES = new Set(['INTERACT-4a', 'INTERACT-4b', 'INTERACT-5']);

function OptionRow({
  o,
  info,
  state,
  dispatch,
  t,
}: {
  o: SiteOption;
  info: { interacting: boolean; influence: number };
  state: GameState;
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const [open, setOpen] = useState(false);
  const enabled = o.actions.length > 0;
  const unit = o.unit ? findUnit(o.unit) : undefined;
  const card = o.card ? findCard(o.card) : undefined;
  const disband = o.actions.some((a) => a.type === 'recruit' && a.disband);
  const whyText = optionRefusalText(o, info, t);
  const why = o.refusal ? `${whyText} (${o.refusal.ruleId})` : '';
  return (
    <li
      className={`site-option ${enabled ? 'ok' : 'no'}`}
      data-testid="site-option"
      data-key={o.key}
    >
      <span
        className={`opt-thumb ${o.group} ${unit?.elite ? 'elite' : ''}`}
        style={card ? cardFrame(card.colors, card.type) : undefined}
        aria-hidden
      >
        {unit ? ROMAN[unit.level] : o.group === 'healing' ? '+' : card ? '' : '★'}
      </span>
      <span
        className="opt-main"
        data-testid="option-main"
        {...(o.unit ? detailOnTap(o.unit) : { title: optionTip(o, t) })}
      >
        <span className="opt-name">{optionName(o, t)}</span>
        {unit && (
          <span className="opt-sub muted small">
            <ArmorIcon /> {unit.armor}
          </span>
        )}
      </span>
      <span className="opt-price" data-testid="option-price">
        <InfluenceIcon /> {o.price}
        {o.mana && (
          <span className="opt-mana" title={t('sites.spellMana', { color: t(`mana.${o.mana}`) })}>
            + <i className="mana-drop" style={{ background: MANA_HEX[o.mana] }} />
          </span>
        )}
      </span>
      <button
        type="button"
        className={enabled ? 'primary' : ''}
        disabled={!enabled}
        title={why}
        onClick={() => {
          // UNIT-4a: disbanding a unit is always a choice the player confirms.
          if (o.actions.length === 1 && o.actions[0] && !disband) dispatch(o.actions[0]);
          else setOpen(!open);
        }}
        data-testid="option-buy"
      >
        {verb(o, t)}
      </button>
      {!enabled && why && (
        <span className="opt-why">
          {whyText}
          {o.refusal && isRuleId(o.refusal.ruleId) && (
            <>
              {' ('}
              <RuleLink id={o.refusal.ruleId} />)
            </>
          )}
        </span>
      )}
      {open && (o.actions.length > 1 || disband) && (
        <div className="opt-variants" role="menu" data-testid="option-variants">
          {disband && (
            <p className="muted small">
              <strong>{t('sites.disbandTitle')}</strong> —{' '}
              {t('sites.disbandHint', { unit: optionName(o, t) })}
            </p>
          )}
          {o.actions.map((a, i) => (
            <button
              key={i}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                dispatch(a);
              }}
              data-testid="option-variant"
            >
              {variantLabel(a, state, t)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function InfluenceBox({ info, t }: { info: SiteInfo; t: Translator }) {
  const drop = useCardDrop('influence');
  return (
    <div
      className={`influence-box ${drop.over ? 'over' : ''} ${drop.accepts ? 'accepts' : ''}`}
      {...drop.dropProps}
      onClick={() => drop.dropSelected()}
      data-testid="influence-box"
    >
      <span className="inf-icon">
        <InfluenceIcon size={18} />
      </span>
      <b data-testid="influence-total">{info.influence}</b>
      <span className="muted small">{t('sites.influence')}</span>
      {info.healPoints > 0 && (
        <span className="heal-points" data-testid="heal-points">
          {t('sites.healPoints', { n: info.healPoints })}
        </span>
      )}
    </div>
  );
}

function siteActionLabel(a: Action, info: SiteInfo, state: GameState, t: Translator): string {
  switch (a.type) {
    case 'interact':
      return t('sites.interact');
    case 'plunder-village':
      return t('sites.plunder');
    case 'burn-monastery':
      return t('sites.burn');
    case 'enter-site': {
      const parts = [t('sites.enter', { site: t(`site.${info.type}`) })];
      if (a.path !== undefined) parts.push(t('sites.enterPath', { n: a.path }));
      if (a.unit) parts.push(t('sites.withUnit', { unit: unitName(a.unit, t) }));
      if (a.mana?.length)
        parts.push(
          t('sites.withMana', { mana: a.mana.map((m) => manaSourceText(m, state, t)).join(', ') }),
        );
      return parts.join(' · ');
    }
    default:
      return actionLabel(a, state, t);
  }
}

function Encounter({
  actions,
  state,
  dispatch,
  t,
}: {
  actions: Extract<Action, { type: 'challenge' }>[];
  state: GameState;
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const singles = actions.filter((a) => a.hexes.length === 1);
  const all = actions.find((a) => a.hexes.length > 1 && a.hexes.length === singles.length);
  return (
    <section className="encounter" data-testid="encounter">
      <h3>{t('combat.encounter')}</h3>
      <ul>
        {singles.map((a) => {
          const hex = a.hexes[0] ?? '';
          const enemies = state.map.hexes[hex]?.enemies ?? [];
          return (
            <li key={hex}>
              {enemies.map((e) => {
                const d = e.faceUp ? findEnemy(e.id) : undefined;
                const atk = d?.attacks[0];
                return (
                  <EnemyToken
                    key={e.id}
                    pile={enemyPile(e.id) ?? 'green'}
                    armor={d ? d.armor : null}
                    attack={
                      !atk
                        ? null
                        : atk.kind === 'summon'
                          ? { summon: true }
                          : { value: atk.value, element: atk.element }
                    }
                    size={44}
                  />
                );
              })}
              <span className="enc-name">
                {enemies.map((e) => (e.faceUp ? enemyName(e.id, t) : '?')).join(', ')}
              </span>
              <button
                type="button"
                className="danger"
                title={t('combat.challengeTip')}
                onClick={() => dispatch(a)}
                data-testid="challenge"
              >
                {t('combat.challenge')}
              </button>
            </li>
          );
        })}
      </ul>
      {all && (
        <button
          type="button"
          className="danger"
          onClick={() => dispatch(all)}
          data-testid="challenge-all"
        >
          {t('combat.challengeAll')}
        </button>
      )}
    </section>
  );
}

export function SitePanel() {
  const t = useT();
  const state = useGameState();
  const legal = useLegalActions();
  const dispatch = useGame((s) => s.dispatch);
  const expandedByUser = useGame((s) => s.ui.sitePanel);
  const setSitePanel = useGame((s) => s.setSitePanel);
  const top = useOverlayTop(true);
  if (!state || state.combat || !state.turn) return null;
  const player = state.turn.player;
  if (state.players[player]?.kind !== 'human') return null;
  const info = siteInfo(state, legal, player);
  const challenges = challengeActions(legal);
  if (!info && challenges.length === 0) return null;
  const expanded = !!info && (info.interacting || expandedByUser === info.hex);
  const showSite = !!info && (expanded || info.siteActions.length > 0);
  if (!showSite && challenges.length === 0) return null;
  const groups = new Map<SiteOption['group'], SiteOption[]>();
  for (const o of info?.options ?? []) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return (
    <aside
      className={`site-dock ${expanded ? 'expanded' : ''}`}
      // below the decision dock, and clear of the hand at the bottom of the map
      style={{ top, maxHeight: `max(120px, calc(100% - ${top}px - 180px))` }}
      aria-label={info ? t(`site.${info.type}`) : t('combat.encounter')}
      data-testid="site-dock"
    >
      {challenges.length > 0 && (
        <Encounter actions={challenges} state={state} dispatch={dispatch} t={t} />
      )}
      {info && showSite && (
        <section className="site-panel" data-testid="site-panel">
          <header className="site-head">
            <div>
              <h2>{info.city ? t(`city.${info.city}`) : t(`site.${info.type}`)}</h2>
              <span className="muted small">{t('sites.here')}</span>
            </div>
            {!info.interacting && (
              <button
                type="button"
                className="icon-btn"
                aria-expanded={expanded}
                onClick={() => setSitePanel(expanded ? null : info.hex)}
                data-testid="site-toggle"
                title={t('sites.details')}
              >
                {expanded ? '▴' : '▾'}
              </button>
            )}
          </header>
          {info.interactable && (
            <p className="site-rep" data-testid="site-reputation">
              <span
                className={`rep-chip ${info.reputation < 0 ? 'neg' : info.reputation > 0 ? 'pos' : ''}`}
              >
                {t('sites.reputation', {
                  rep: info.reputation > 0 ? `+${info.reputation}` : info.reputation,
                })}
              </span>{' '}
              {info.repModifier === null
                ? t('sites.repX')
                : t('sites.repBonus', {
                    n: info.repModifier > 0 ? `+${info.repModifier}` : info.repModifier,
                  })}
              {info.shieldBonus > 0 && <> · {t('sites.cityShields', { n: info.shieldBonus })}</>}
            </p>
          )}
          {info.siteActions.length > 0 && (
            <div className="site-actions">
              {info.siteActions.map((a, i) => (
                <button
                  key={i}
                  type="button"
                  className={a.type === 'interact' ? 'primary' : 'danger'}
                  title={
                    a.type === 'interact'
                      ? t('sites.interactHint')
                      : a.type === 'burn-monastery'
                        ? t('sites.burnHint')
                        : a.type === 'plunder-village'
                          ? t('sites.plunderHint')
                          : ''
                  }
                  onClick={() => {
                    if (a.type === 'interact') setSitePanel(info.hex);
                    dispatch(a);
                  }}
                  data-testid={`site-${a.type}`}
                >
                  {siteActionLabel(a, info, state, t)}
                </button>
              ))}
            </div>
          )}
          {info.interacting && (
            <>
              <p className="muted small">{t('sites.interacting')}</p>
              <InfluenceBox info={info} t={t} />
            </>
          )}
          {expanded && info.interactable && (
            <div className="site-options" data-testid="site-options">
              {!info.interacting && info.interactRefusal && (
                <p className="muted small">{refusalText(info.interactRefusal, t.lang)}</p>
              )}
              {[...groups].map(([g, opts]) => (
                <section key={g} className={`opt-group ${g}`}>
                  <h3>{t(GROUP_TITLE[g])}</h3>
                  <ul>
                    {opts.map((o) => (
                      <OptionRow
                        key={o.key}
                        o={o}
                        info={info}
                        state={state}
                        dispatch={dispatch}
                        t={t}
                      />
                    ))}
                  </ul>
                </section>
              ))}
              {groups.size === 0 && <p className="muted small">{t('sites.nothing')}</p>}
              {info.type === 'village' && !groups.has('units') && (
                <p className="muted small">{t('sites.noUnits')}</p>
              )}
            </div>
          )}
          {expanded && !info.interactable && info.interactRefusal && (
            <p className="muted small">{refusalText(info.interactRefusal, t.lang)}</p>
          )}
        </section>
      )}
    </aside>
  );
}

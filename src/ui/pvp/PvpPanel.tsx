// The player-versus-player combat panel (§11), over the map like the combat panel and in its style:
// who is aggressor and defender, the phases (commitment, ranged & siege, melee, after), whose turn
// it is to attack or block, the attack and block columns with the engine's numbers (pvpNumbers),
// the damage the attacker assigns (pvpDamageOptions: wound the hero or a unit, steal an artifact,
// force a retreat — each with its cost) and the outcome. Every button is a legal engine action.
import { useState } from 'react';
import type { Action, GameState, PvpEntry, PvpPhase } from '../../engine';
import type { Translator } from '../../i18n';
import { useGame } from '../../store';
import { ElementGlyph, StyleGlyph, SwordsIcon } from '../combat/icons';
import { useOverlayTop } from '../combat/overlay';
import { sourceName } from '../combat/text';
import { useGameState, useLegalActions, useT, useView } from '../hooks';
import { cardName, heroName, unitName } from '../names';
import { useCardDrop } from '../play/card-drop';
import { SkillsBar } from '../skills/SkillsBar';
import { UnitsArea } from '../units/UnitsArea';
import { pvpView, type PvpDamageChoice, type PvpView } from './pvp-model';
import '../combat/combat.css';
import './pvp.css';
import { refusalWithRule } from '../../i18n/refusals';
import { RefusalLine } from '../rules/RuleLink';

const PHASES: PvpPhase[] = ['commit', 'ranged', 'melee', 'after'];

function PhaseBar({ phase, t }: { phase: PvpPhase; t: Translator }) {
  const at = PHASES.indexOf(phase);
  return (
    <ol className="phase-bar" aria-label={t('pvp.title')} data-testid="pvp-phase-bar">
      {PHASES.map((p, i) => (
        <li
          key={p}
          className={i === at ? 'current' : i < at ? 'done' : ''}
          aria-current={i === at ? 'step' : undefined}
          data-phase={p}
        >
          <span className="step-num">{i + 1}</span>
          {t(`pvp.phase.${p}`)}
        </li>
      ))}
    </ol>
  );
}

function placeName(state: GameState, hex: string, t: Translator): string {
  const h = state.map.hexes[hex];
  if (!h) return hex;
  return h.site ? t(`site.${h.site.type}`) : t(`terrain.${h.terrain}`);
}

/** PVP-3: the defender's commitment, with what each choice means. */
function Commit({
  view,
  state,
  dispatch,
  t,
}: {
  view: PvpView;
  state: GameState;
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const defender = heroName(state, view.defender, t);
  const aggressor = heroName(state, view.aggressor, t);
  const mine = view.decider === view.defender;
  return (
    <div className="pvp-commit" data-testid="pvp-commit">
      <p className="pvp-lead">
        {mine
          ? t('pvp.commit.leadYou', { aggressor })
          : t('pvp.commit.leadOther', { defender, aggressor })}
      </p>
      <div className="commit-options">
        <section className="commit-option full">
          <h3>{t('pvp.commit.full')}</h3>
          <ul>
            <li>{t('pvp.commit.full.1')}</li>
            <li>{t('pvp.commit.full.2')}</li>
            <li>{t('pvp.commit.full.3')}</li>
            <li>{t('pvp.commit.full.4')}</li>
          </ul>
          <button
            type="button"
            className="primary"
            disabled={!view.commit.full}
            title={view.fullRefusal ? refusalWithRule(view.fullRefusal, t.lang) : ''}
            onClick={() => view.commit.full && dispatch(view.commit.full)}
            data-testid="pvp-commit-full"
          >
            {t('pvp.commit.fullButton')}
          </button>
          {view.fullRefusal && mine && (
            <div className="column-refusal">
              <RefusalLine refusal={view.fullRefusal} />
            </div>
          )}
        </section>
        <section className="commit-option partial">
          <h3>{t('pvp.commit.partial')}</h3>
          <ul>
            <li>{t('pvp.commit.partial.1')}</li>
            <li>{t('pvp.commit.partial.2')}</li>
            <li>{t('pvp.commit.partial.3')}</li>
            <li>{t('pvp.commit.partial.4')}</li>
          </ul>
          <button
            type="button"
            disabled={!view.commit.partial}
            onClick={() => view.commit.partial && dispatch(view.commit.partial)}
            data-testid="pvp-commit-partial"
          >
            {t('pvp.commit.partialButton')}
          </button>
        </section>
      </div>
    </div>
  );
}

function Entries({
  entries,
  kind,
  t,
}: {
  entries: PvpEntry[];
  kind: 'attack' | 'block';
  t: Translator;
}) {
  if (entries.length === 0)
    return <li className="entry-empty muted">{t(`pvp.column.empty.${kind}`)}</li>;
  return (
    <>
      {entries.map((e, i) => (
        <li key={i} className={`entry el-${e.element}`} data-testid="pvp-entry">
          <ElementGlyph element={e.element} size={13} />
          <b>{e.amount}</b>
          {kind === 'attack' && e.style !== 'melee' && (
            <span className="entry-style" title={t(`style.${e.style}`)}>
              <StyleGlyph style={e.style} size={12} />
            </span>
          )}
          <span className="entry-src">
            {sourceName(e.source, t)}
            {e.sideways ? ` · ${t('pvp.sideways')}` : ''}
          </span>
        </li>
      ))}
    </>
  );
}

function AttackColumn({ state, view, t }: { state: GameState; view: PvpView; t: Translator }) {
  const pvp = state.pvp;
  const n = view.numbers;
  const drop = useCardDrop('attack');
  if (!pvp || !n) return null;
  const active = pvp.step === 'attack';
  const elements = n.elements.map((e) => t(`element.${e}`)).join(', ');
  return (
    <section
      className={`column attack pvp-col ${active ? 'active' : ''} ${drop.over ? 'over' : ''} ${active && drop.accepts === true ? 'accepts' : ''}`}
      data-testid="pvp-attack-column"
      data-drop-family="attack"
      {...(active ? drop.dropProps : {})}
    >
      <header className="column-head">
        <h3>{t('pvp.column.attack', { hero: heroName(state, n.attacker, t) })}</h3>
      </header>
      {pvp.step !== 'damage' && (
        <ul
          className="entries"
          onClick={() => active && drop.dropSelected()}
          data-testid="pvp-attack-entries"
        >
          <Entries entries={pvp.attack} kind="attack" t={t} />
        </ul>
      )}
      <div className="totals">
        <div className="total-nums">
          <span className="num-box main">
            <small>{t('pvp.attackTotal')}</small>
            <b data-testid="pvp-attack-total">{n.attack}</b>
          </span>
          {n.elements.length > 0 && <span className="muted small">{elements}</span>}
        </div>
      </div>
    </section>
  );
}

function BlockColumn({ state, view, t }: { state: GameState; view: PvpView; t: Translator }) {
  const pvp = state.pvp;
  const n = view.numbers;
  const drop = useCardDrop('block');
  if (!pvp || !n) return null;
  const active = pvp.step === 'block';
  return (
    <section
      className={`column block pvp-col ${active ? 'active' : ''} ${drop.over ? 'over' : ''} ${active && drop.accepts === true ? 'accepts' : ''}`}
      data-testid="pvp-block-column"
      data-drop-family="block"
      {...(active ? drop.dropProps : {})}
    >
      <header className="column-head">
        <h3>{t('pvp.column.block', { hero: heroName(state, n.blocker, t) })}</h3>
      </header>
      {pvp.step !== 'damage' && (
        <ul
          className="entries"
          onClick={() => active && drop.dropSelected()}
          data-testid="pvp-block-entries"
        >
          <Entries entries={pvp.block} kind="block" t={t} />
        </ul>
      )}
      <div className="totals">
        <div className="total-nums">
          <span className="num-box">
            <small>{t('combat.played')}</small>
            <b data-testid="pvp-block-raw">{n.blockRaw}</b>
          </span>
          <span className="num-box main">
            <small>{t('combat.counts')}</small>
            <b data-testid="pvp-block-effective">{n.blockEffective}</b>
          </span>
          <span className="num-box goal">
            <small>{t('pvp.reduction')}</small>
            <b data-testid="pvp-reduction">−{n.reduction}</b>
          </span>
        </div>
        {pvp.step !== 'damage' && (
          <p className="column-note">
            {n.phase === 'ranged' ? t('pvp.rule.rangedBlock') : t('pvp.rule.meleeBlock')}
          </p>
        )}
      </div>
    </section>
  );
}

function damageLabel(c: PvpDamageChoice, state: GameState, victim: number, t: Translator): string {
  switch (c.kind) {
    case 'hero':
      return t('pvp.damage.hero', { hero: heroName(state, victim, t) });
    case 'unit':
      return t('pvp.damage.unit', { unit: unitName(c.target, t) });
    case 'artifact':
      return t('pvp.damage.artifact', { card: cardName(c.target, t) });
    case 'retreat':
      return t('pvp.damage.retreat', { place: placeName(state, c.target, t), hex: c.target });
  }
}

const DAMAGE_RULE: Record<PvpDamageChoice['kind'], string> = {
  hero: 'PVP-RANGED-5b',
  unit: 'PVP-RANGED-5a',
  artifact: 'PVP-MELEE-2a',
  retreat: 'PVP-MELEE-2b',
};

function Damage({
  state,
  view,
  dispatch,
  t,
}: {
  state: GameState;
  view: PvpView;
  dispatch: (a: Action) => void;
  t: Translator;
}) {
  const n = view.numbers;
  if (!n) return null;
  const mine = view.decider === n.attacker;
  return (
    <section className="pvp-damage" data-testid="pvp-damage">
      <header className="damage-head">
        <span className="dmg-badge">
          <b data-testid="pvp-damage-left">{n.damage}</b>
        </span>
        <span className="dmg-title">
          {mine
            ? t('pvp.damage.leadYou', {
                n: n.damage,
                hero: heroName(state, n.blocker, t),
                rule: n.phase === 'melee' ? 'PVP-MELEE-2' : 'PVP-RANGED-5',
              })
            : t('pvp.damage.leadOther', {
                n: n.damage,
                hero: heroName(state, n.attacker, t),
              })}
        </span>
      </header>
      <p className="muted small">{t('pvp.damage.rule')}</p>
      {mine && (
        <div className="damage-targets pvp-damage-options">
          {view.damage.map((c) => (
            <button
              key={c.to}
              type="button"
              className={`dmg-target kind-${c.kind}`}
              onClick={() => dispatch(c.action)}
              title={DAMAGE_RULE[c.kind]}
              data-testid="pvp-damage-option"
              data-to={c.to}
            >
              {damageLabel(c, state, n.blocker, t)}
              <span className="dmg-cost">{t('pvp.damage.cost', { n: c.cost })}</span>
            </button>
          ))}
          {view.lapse && (
            <button
              type="button"
              className="ghost"
              onClick={() => view.lapse && dispatch(view.lapse)}
              data-testid="pvp-lapse"
            >
              {t('pvp.damage.lapse', { n: n.damage })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function hintFor(state: GameState, view: PvpView, t: Translator): string {
  const pvp = state.pvp;
  const n = view.numbers;
  if (!pvp || !n) return '';
  const attacker = heroName(state, n.attacker, t);
  const blocker = heroName(state, n.blocker, t);
  if (pvp.phase === 'commit')
    return t('pvp.hint.commit', { hero: heroName(state, pvp.defender, t) });
  if (pvp.phase === 'after') return t('pvp.hint.after', { hero: heroName(state, pvp.defender, t) });
  const you = view.decider;
  if (pvp.step === 'attack')
    return you === n.attacker
      ? t(`pvp.hint.attackYou.${pvp.phase}`, { blocker })
      : t('pvp.hint.attackOther', { attacker });
  if (pvp.step === 'block')
    return you === n.blocker
      ? t(`pvp.hint.blockYou.${pvp.phase}`, { attacker, n: n.attack })
      : t('pvp.hint.blockOther', { blocker });
  return t('pvp.hint.damage', { attacker, n: n.damage });
}

function Outcome({ state, t }: { state: GameState; t: Translator }) {
  const o = state.pvp?.outcome;
  if (!o) return null;
  return (
    <p className="pvp-outcome" data-testid="pvp-outcome">
      {o.kind === 'retreat'
        ? t('pvp.outcome.retreat', {
            winner: heroName(state, o.winner, t),
            loser: heroName(state, o.loser, t),
            fame: o.fame,
          })
        : t('pvp.outcome.draw', { aggressor: heroName(state, state.pvp?.aggressor ?? 0, t) })}
    </p>
  );
}

export function PvpPanel() {
  const t = useT();
  const state = useGameState();
  const info = useView();
  const legal = useLegalActions();
  const dispatch = useGame((s) => s.dispatch);
  const top = useOverlayTop();
  const [collapsed, setCollapsed] = useState(false);
  const pvp = state?.pvp;
  if (!state || !pvp || !info) return null;
  // Only the player at the screen acts (a bot's decisions are its own).
  const canAct = info.decider !== null && info.decider === info.viewer;
  const view = pvpView(state, canAct ? legal : [], canAct ? info.decider : null);
  if (!view) return null;
  const n = view.numbers;
  const aggressor = heroName(state, pvp.aggressor, t);
  const defender = heroName(state, pvp.defender, t);
  const fighting = pvp.phase === 'ranged' || pvp.phase === 'melee';
  const deciderPlayer = info.decider !== null ? state.players[info.decider] : undefined;
  return (
    <section
      className={`combat-panel pvp-panel phase-${pvp.phase} ${collapsed ? 'collapsed' : ''}`}
      style={{ top, maxHeight: `calc(100% - ${top}px - 196px)` }}
      aria-label={t('pvp.title')}
      data-testid="pvp-panel"
      data-phase={pvp.phase}
      data-step={pvp.step}
      data-attacker={pvp.attacker}
    >
      <header className="combat-head">
        <span className="combat-icon pvp-icon">
          <SwordsIcon size={20} />
        </span>
        <div className="combat-title">
          <h2>{t('pvp.title')}</h2>
          <span className="muted small" data-testid="pvp-roles">
            {t('pvp.roles', { aggressor, defender })}
            {pvp.commitment && ` · ${t(`pvp.commitment.${pvp.commitment}`)}`}
            {pvp.fortified && ` · ${t('pvp.fortified')}`}
          </span>
        </div>
        <PhaseBar phase={pvp.phase} t={t} />
        <button
          type="button"
          className="icon-btn collapse"
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
          data-testid="pvp-collapse"
        >
          {collapsed ? '▾' : '▴'}
        </button>
      </header>
      <div className="phase-row">
        <p className="combat-hint" data-testid="pvp-hint">
          {hintFor(state, view, t)}
        </p>
        {fighting && pvp.passes > 0 && pvp.step === 'attack' && (
          <span className="pvp-passes muted small" data-testid="pvp-passes">
            {t('pvp.passes')}
          </span>
        )}
      </div>
      {!collapsed && (
        <>
          {pvp.phase === 'commit' && <Commit view={view} state={state} dispatch={dispatch} t={t} />}
          {fighting && n && (
            <div className="pvp-body">
              <div className="pvp-columns">
                <AttackColumn state={state} view={view} t={t} />
                <div className="pvp-arrow" aria-hidden>
                  ➜
                </div>
                <BlockColumn state={state} view={view} t={t} />
                <div className="pvp-result">
                  <span className="num-box goal">
                    <small>{t('pvp.damageNow')}</small>
                    <b data-testid="pvp-damage-number">{n.damage}</b>
                  </span>
                </div>
              </div>
              {pvp.step === 'damage' && (
                <Damage state={state} view={view} dispatch={dispatch} t={t} />
              )}
              <div className="column-buttons pvp-buttons">
                {pvp.step === 'attack' && view.resolve && (
                  <button
                    type="button"
                    className="primary"
                    onClick={() => view.resolve && dispatch(view.resolve)}
                    data-testid="pvp-make-attack"
                  >
                    {t('pvp.makeAttack', { n: n.attack })}
                  </button>
                )}
                {pvp.step === 'attack' && !view.resolve && view.resolveRefusal && (
                  <button
                    type="button"
                    className="primary"
                    disabled
                    title={refusalWithRule(view.resolveRefusal, t.lang)}
                    data-testid="pvp-make-attack"
                  >
                    {t('pvp.makeAttack', { n: n.attack })}
                  </button>
                )}
                {view.pass && (
                  <button
                    type="button"
                    onClick={() => view.pass && dispatch(view.pass)}
                    data-testid="pvp-pass"
                  >
                    {pvp.passes > 0 ? t('pvp.passEnds') : t('pvp.pass')}
                  </button>
                )}
                {pvp.step === 'block' && view.resolve && (
                  <button
                    type="button"
                    className="primary"
                    onClick={() => view.resolve && dispatch(view.resolve)}
                    data-testid="pvp-block-done"
                  >
                    {n.blockRaw > 0
                      ? t('pvp.blockDone', { n: n.reduction })
                      : t('pvp.noBlock', { n: n.damage })}
                  </button>
                )}
              </div>
            </div>
          )}
          {pvp.phase === 'after' && <Outcome state={state} t={t} />}
          {deciderPlayer &&
            pvp.phase !== 'commit' &&
            (deciderPlayer.units.length > 0 || deciderPlayer.skills.length > 0) && (
              <footer className="combat-effects" data-testid="pvp-effects">
                <span className="effects-label">{t('combat.effects')}</span>
                {deciderPlayer.units.length > 0 && (
                  <UnitsArea state={state} player={deciderPlayer} compact />
                )}
                <SkillsBar state={state} player={deciderPlayer.id} mode="compact" />
              </footer>
            )}
        </>
      )}
    </section>
  );
}

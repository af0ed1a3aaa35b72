// Tactic selection (ROUND-3): the offered tactic cards with their number (turn order, lowest first)
// and what they do; tactics other players already took this round are shown taken.
import type { Action, GameState } from '../../engine';
import { isKey } from '../../i18n';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { findTactic, heroName, tacticName } from '../names';

type ChooseTactic = Extract<Action, { type: 'choose-tactic' }>;

export function TacticPicker({ state, legal }: { state: GameState; legal: Action[] }) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const offered = legal.filter((a): a is ChooseTactic => a.type === 'choose-tactic');
  const first = offered[0];
  if (!first) return null;
  const taken = state.players.filter((p) => p.tactic && p.id !== first.player);
  const time = state.round.time;
  return (
    <section
      className={`tactic-picker ${time}`}
      aria-label={t('panel.chooseTactic')}
      data-testid="tactic-picker"
    >
      <header>
        <h2>
          {t('play.tactics.title', { hero: heroName(state, first.player, t) })}
          <span className="muted small"> · {t(`time.${time}`)}</span>
        </h2>
        <p className="muted small">{t('play.tactics.hint')}</p>
      </header>
      <div className="tactic-row">
        {offered.map((a) => {
          const d = findTactic(a.tactic);
          const textKey = `play.tactic.${a.tactic}`;
          return (
            <button
              key={a.tactic}
              type="button"
              className="tactic-big"
              onClick={() => dispatch(a)}
              data-testid="tactic"
              data-tactic={a.tactic}
            >
              <span className="tb-number">{d?.number ?? '?'}</span>
              <span className="tb-name">{tacticName(a.tactic, t)}</span>
              <span className="tb-text">{isKey(textKey) ? t(textKey) : ''}</span>
            </button>
          );
        })}
        {taken.map((p) =>
          p.tactic ? (
            <div key={p.id} className="tactic-big taken" aria-disabled="true">
              <span className="tb-number">{findTactic(p.tactic)?.number ?? '?'}</span>
              <span className="tb-name">{tacticName(p.tactic, t)}</span>
              <span className="tb-text">
                {t('play.tactics.takenBy', { hero: heroName(state, p.id, t) })}
              </span>
            </div>
          ) : null,
        )}
      </div>
    </section>
  );
}

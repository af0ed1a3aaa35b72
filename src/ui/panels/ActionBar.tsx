// Decisions that are not made on the map or with a hand card: tactics, pending choices, turn
// actions. Every button is one of the engine's legal actions; an action kind with several
// variants (e.g. which cards to discard when resting) opens a list of them.
import { useState } from 'react';
import type { Action } from '../../engine/actions/types';
import type { GameState } from '../../engine/state/types';
import { isKey, type Translator } from '../../i18n';
import { useGame } from '../../store';
import { useLegalActions, useT } from '../hooks';
import { findTactic, heroName, tacticName } from '../names';
import { actionLabel, optionText } from './labels';

const ELSEWHERE = new Set<Action['type']>(['move', 'explore', 'play-card', 'choose-tactic']);
const MAX_BUTTONS = 12;

function groupLabel(type: Action['type'], t: Translator): string {
  const g = `action.group.${type}`;
  if (isKey(g)) return t(g);
  const k = `action.${type}`;
  return isKey(k) ? `${t(k)}…` : type;
}

export function ActionBar({ state, decider }: { state: GameState; decider: number | null }) {
  const t = useT();
  const legal = useLegalActions();
  const dispatch = useGame((s) => s.dispatch);
  const [open, setOpen] = useState<string | null>(null);
  const tactics = legal.filter(
    (a): a is Extract<Action, { type: 'choose-tactic' }> => a.type === 'choose-tactic',
  );
  const groups = new Map<Action['type'], Action[]>();
  for (const a of legal) {
    if (ELSEWHERE.has(a.type)) continue;
    groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  }
  const pending = state.pending[state.pending.length - 1];
  const turn = state.turn;
  const act = (a: Action) => {
    setOpen(null);
    dispatch(a);
  };

  let status: string;
  if (state.gameOver) status = t('game.gameOver');
  else if (decider === null) status = t('panel.noActions');
  else if (state.round.phase === 'tactics')
    status = t('game.tacticsOf', { hero: heroName(state, decider, t) });
  else status = t('game.turnOf', { hero: heroName(state, decider, t) });

  return (
    <section className="action-bar" aria-label={t('panel.actions')} data-testid="action-bar">
      <div className="status">
        <strong>{status}</strong>
        {turn && state.round.phase === 'turns' && (
          <span className="muted small">
            {' · '}
            {t('panel.turnPoints', { move: turn.movePoints, influence: turn.influencePoints })}
          </span>
        )}
        {pending && (
          <span className="pending">
            {' '}
            · {t('panel.pending', { what: optionText(pending.source, t) })}
          </span>
        )}
      </div>
      {tactics.length > 0 && (
        <div className="tactics" role="group" aria-label={t('panel.chooseTactic')}>
          {tactics.map((a) => {
            const d = findTactic(a.tactic);
            return (
              <button
                key={a.tactic}
                type="button"
                className="tactic-card"
                onClick={() => act(a)}
                data-testid="tactic"
              >
                <span className="tactic-number">{d?.number ?? '?'}</span>
                <span className="tactic-name">{tacticName(a.tactic, t)}</span>
              </button>
            );
          })}
        </div>
      )}
      {groups.size > 0 && (
        <div className="buttons">
          {[...groups].map(([type, actions]) => {
            const primary = type === 'end-turn' || type === 'dummy-turn' ? 'primary' : '';
            if (actions.length === 1 || type === 'choose') {
              return actions.slice(0, MAX_BUTTONS).map((a, i) => (
                <button
                  key={`${type}-${i}`}
                  type="button"
                  className={primary}
                  onClick={() => act(a)}
                  data-testid={`action-${type}`}
                >
                  {actionLabel(a, state, t)}
                </button>
              ));
            }
            return (
              <div className="group" key={type}>
                <button
                  type="button"
                  aria-expanded={open === type}
                  onClick={() => setOpen(open === type ? null : type)}
                  data-testid={`action-${type}`}
                >
                  {groupLabel(type, t)} ▾
                </button>
                {open === type && (
                  <div className="variants" role="menu">
                    {actions.slice(0, 40).map((a, i) => (
                      <button key={i} type="button" role="menuitem" onClick={() => act(a)}>
                        {actionLabel(a, state, t)}
                      </button>
                    ))}
                    {actions.length > 40 && (
                      <span className="muted small">
                        {t('action.more', { n: actions.length - 40 })}
                      </span>
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

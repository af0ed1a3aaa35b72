// The bar above the map: whose turn it is, the turn controls (end turn, rest, tactic uses…) and,
// as plain buttons, every other legal action that has no place of its own yet (interaction, units,
// combat declarations…). Every button is one of the engine's legal actions; an action kind with
// several variants opens a list of them.
import { useState } from 'react';
import type { Action, GameState } from '../../engine';
import { isKey, type Translator } from '../../i18n';
import { useGame } from '../../store';
import { useLegalActions, useT } from '../hooks';
import { heroName } from '../names';
import { combatUiHandles } from '../combat/handled';
import { PLAY_HANDLED_TYPES } from '../play/handled';
import { playHint } from '../play/hint';
import { TurnControls } from '../play/TurnControls';
import { actionLabel } from './labels';
import { skillsPvpCoopHandle } from '../entry-points';
import { pvpStatus } from '../pvp/handoff-reason';

/** Who announced the End of the Round (TURN-EOR-3), and whether this turn is the player's last. */
function endAnnouncedText(state: GameState, t: Translator): string {
  const by = state.round.endAnnouncedBy;
  if (by === null) return '';
  const hero = heroName(state, by, t);
  const player = state.turn?.player;
  return player !== undefined && state.round.lastTurnsLeft.includes(player)
    ? t('play.status.lastTurn', { hero })
    : t('play.status.endAnnouncedBy', { hero });
}

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
  const groups = new Map<Action['type'], Action[]>();
  for (const a of legal) {
    if (
      PLAY_HANDLED_TYPES.has(a.type) ||
      combatUiHandles(a, state) ||
      skillsPvpCoopHandle(a, state)
    )
      continue;
    groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  }
  const act = (a: Action) => {
    setOpen(null);
    dispatch(a);
  };
  const dummy = decider !== null && state.players[decider]?.kind === 'dummy';
  const game = useGame((s) => s.game);
  const fighting = !!state.pvp && state.pvp.phase !== 'after';
  const hint = game && !dummy && !fighting ? playHint(game, legal) : null;

  let status: string;
  if (state.gameOver) status = t('game.gameOver');
  else if (decider === null) status = t('panel.noActions');
  else if (dummy) status = t('play.status.dummy', { hero: heroName(state, decider, t) });
  else if (state.round.phase === 'tactics')
    status = t('game.tacticsOf', { hero: heroName(state, decider, t) });
  else if (state.pending.length > 0)
    status = t('play.status.deciding', { hero: heroName(state, decider, t) });
  else if (fighting) status = pvpStatus(state, decider, t);
  else status = t('game.turnOf', { hero: heroName(state, decider, t) });

  return (
    <section className="action-bar" aria-label={t('panel.actions')} data-testid="action-bar">
      <div className="status" data-testid="status">
        <strong>{status}</strong>
        {state.round.endAnnouncedBy !== null && (
          <span className="muted small" data-testid="end-announced">
            {' · '}
            {endAnnouncedText(state, t)}
          </span>
        )}
        {hint && (
          <div className="play-hint" data-testid="play-hint">
            {t(hint)}
          </div>
        )}
      </div>
      {groups.size > 0 && (
        <div className="buttons">
          {[...groups].map(([type, actions]) => {
            if (actions.length === 1) {
              return actions.slice(0, MAX_BUTTONS).map((a, i) => (
                <button
                  key={`${type}-${i}`}
                  type="button"
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
      <TurnControls state={state} legal={legal} />
    </section>
  );
}

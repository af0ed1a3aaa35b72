// The dummy player (SCEN-DUMMY): when it is its turn (or its tactic draw), one click plays it; what
// it did stays visible: the cards it flipped, the colour of the last one and the crystals that made
// it flip more.
import { useState } from 'react';
import type { Action, GameState } from '../../engine';
import { useGame } from '../../store';
import { CardFace } from '../cards/CardFace';
import { Crystals } from '../panels/PlayerPanel';
import { useT } from '../hooks';
import { heroName } from '../names';
import { latestDummyTurn } from './dummy';
import { colorWord } from './mana-text';

export function DummyPanel({ state, legal }: { state: GameState; legal: Action[] }) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const log = useGame((s) => s.log);
  const [dismissed, setDismissed] = useState(0);
  const turn = legal.find((a) => a.type === 'dummy-turn');
  const last = latestDummyTurn(log, state);
  const report = last && last.id > dismissed ? last : null;
  if (!turn && !report) return null;
  const dummy = state.players.find((p) => p.kind === 'dummy');
  const name = dummy ? heroName(state, dummy.id, t) : '?';
  const cards = Array.isArray(report?.event.cards) ? (report.event.cards as string[]) : [];
  const color = typeof report?.event.color === 'string' ? report.event.color : null;
  const extra = typeof report?.event.extra === 'number' ? report.event.extra : 0;
  // SCEN-DUMMY-7: its deck was empty, so its turn announced the End of the Round
  const announced = report?.event.type === 'end-of-round-announced';

  return (
    <section className="dummy-panel" aria-live="polite" data-testid="dummy-panel">
      {report && (
        <div className="dummy-report" data-testid="dummy-report">
          <div className="dr-head">
            <strong>
              {announced
                ? t('play.dummy.announced', { hero: name })
                : t.plural('play.dummy.flipped', cards.length, { hero: name })}
            </strong>
            {!turn && (
              <button
                type="button"
                className="icon-btn"
                aria-label={t('common.close')}
                onClick={() => setDismissed(report.id)}
              >
                ✕
              </button>
            )}
          </div>
          <div className="pick-cards">
            {cards.map((c, i) => (
              <CardFace key={`${c}-${i}`} id={c} size="mini" />
            ))}
          </div>
          <p className="muted small">
            {color && extra > 0
              ? t('play.dummy.extra', { color: colorWord(color, t), n: extra })
              : color
                ? t('play.dummy.noExtra', { color: colorWord(color, t) })
                : t('play.dummy.deckEmpty')}
            {dummy && !announced && ` · ${t('play.dummy.deckLeft', { n: dummy.deck.length })}`}
          </p>
          {dummy && <Crystals p={dummy} t={t} />}
        </div>
      )}
      {turn && (
        <div className="dummy-turn">
          <span>
            {state.round.phase === 'tactics'
              ? t('play.dummy.tacticTurn', { hero: name })
              : t('play.dummy.yourTurn', { hero: name })}
          </span>
          <button
            type="button"
            className="primary"
            onClick={() => dispatch(turn)}
            data-testid="action-dummy-turn"
          >
            {state.round.phase === 'tactics' ? t('play.dummy.takeTactic') : t('play.dummy.play')}
          </button>
        </div>
      )}
    </section>
  );
}

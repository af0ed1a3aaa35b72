// The dummy player (SCEN-DUMMY): when it is its turn (or its tactic draw), one click plays it —
// or, with the setting "The dummy plays itself" (on by default), it plays without a click
// (dummy-driver.ts) and a small notice says what it did: the cards it flipped, the colour of the
// last one and the crystals that made it flip more. The notice is one short block that goes away
// as soon as the player acts; its cards can be shown on request.
import { useState } from 'react';
import type { Action, GameState } from '../../engine';
import { useGame } from '../../store';
import { DummyAutoToggle } from './DummyAutoToggle';
import { CardFace } from '../cards/CardFace';
import { Crystals } from '../panels/PlayerPanel';
import { useT } from '../hooks';
import { cardName, heroName } from '../names';
import { latestDummyTurn } from './dummy';
import { colorWord } from './mana-text';

export function DummyPanel({ state, legal }: { state: GameState; legal: Action[] }) {
  const t = useT();
  const dispatch = useGame((s) => s.dispatch);
  const log = useGame((s) => s.log);
  const [dismissed, setDismissed] = useState(0);
  const [showCards, setShowCards] = useState(false);
  const auto = useGame((s) => s.ui.settings.dummyAuto);
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
    <section
      className={`dummy-panel ${auto ? 'auto' : ''}`}
      aria-live="polite"
      data-testid="dummy-panel"
    >
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
          {auto && cards.length > 0 && (
            <p className="dummy-cards-line small" data-testid="dummy-cards">
              {cards.map((c) => cardName(c, t)).join(', ')}{' '}
              <button
                type="button"
                className="linkish"
                onClick={() => setShowCards(!showCards)}
                aria-expanded={showCards}
              >
                {showCards ? t('play.dummy.hideCards') : t('play.dummy.showCards')}
              </button>
            </p>
          )}
          {(!auto || showCards) && (
            <div className="pick-cards">
              {cards.map((c, i) => (
                <CardFace key={`${c}-${i}`} id={c} size="mini" />
              ))}
            </div>
          )}
          <p className="muted small">
            {color && extra > 0
              ? t('play.dummy.extra', { color: colorWord(color, t), n: extra })
              : color
                ? t('play.dummy.noExtra', { color: colorWord(color, t) })
                : t('play.dummy.deckEmpty')}
            {dummy && !announced && ` · ${t('play.dummy.deckLeft', { n: dummy.deck.length })}`}
          </p>
          {dummy && !auto && <Crystals p={dummy} t={t} />}
          {!turn && <DummyAutoToggle />}
        </div>
      )}
      {turn && auto && (
        <div className="dummy-turn" data-testid="dummy-playing">
          <span>{t('play.dummy.playing', { hero: name })}</span>
          <DummyAutoToggle />
        </div>
      )}
      {turn && !auto && (
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
          <DummyAutoToggle />
        </div>
      )}
    </section>
  );
}

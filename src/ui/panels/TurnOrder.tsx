// Round order: who plays when this round, whose turn it is.
import type { GameState } from '../../engine';
import { useT } from '../hooks';
import { findTactic, heroName } from '../names';
import { HeroBadge } from './PlayerPanel';
import { OrderToken } from '../coop/OrderToken';

export function TurnOrder({ state, decider }: { state: GameState; decider: number | null }) {
  const t = useT();
  const order = state.round.order.length > 0 ? state.round.order : state.players.map((p) => p.id);
  return (
    <section className="panel turn-order" data-testid="turn-order">
      <h2>{t('panel.turnOrder')}</h2>
      <ol>
        {order.map((id, i) => {
          const p = state.players[id];
          if (!p) return null;
          const tac = p.tactic ? findTactic(p.tactic) : undefined;
          const current =
            decider === id ||
            (state.round.phase === 'turns' && state.round.current === i && decider === null);
          return (
            <li
              key={id}
              className={`${current ? 'current' : ''}${p.eliminated ? ' eliminated' : ''}`}
              title={
                p.eliminated ? t('scenpanel.outTip', { hero: t(`hero.${p.hero}`) }) : undefined
              }
            >
              <HeroBadge hero={p.hero} size={22} />
              <span className="to-name">{t(`hero.${p.hero}`)}</span>
              {p.eliminated && <span className="out-mark">{t('scenpanel.outMark')}</span>}
              {p.kind === 'dummy' && <span className="muted small">{t('game.dummy')}</span>}
              {tac && (
                <span className="tactic-num" title={t('panel.tactic')}>
                  {tac.number}
                </span>
              )}
              <OrderToken state={state} player={id} />
            </li>
          );
        })}
      </ol>
      {state.round.endAnnouncedBy !== null && (
        <p className="muted small">
          {t('play.status.endAnnouncedBy', {
            hero: heroName(state, state.round.endAnnouncedBy, t),
          })}
        </p>
      )}
    </section>
  );
}

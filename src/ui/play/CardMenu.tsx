// The play menu of a hand card: its basic effect, its strong effect with the mana that would pay
// (a payment plan to choose from when there are several ways), and sideways plays. Opened by a
// click on the card, or by a drop on a family of points that several plays could serve.
import { useEffect, useRef, useState } from 'react';
import type { GameState, PointFamily } from '../../engine';
import type { Translator } from '../../i18n';
import { useGame, type CardMenu as CardMenuState } from '../../store';
import { describeEffect } from '../cards/describe';
import { useT } from '../hooks';
import { cardName, findCard } from '../names';
import { SourceChip } from './ManaGem';
import { PaymentPlan } from './PaymentPlan';
import {
  groupPlays,
  playsOf,
  refusalFor,
  wayOfPlay,
  type PaymentWay,
  type PlayCardAction,
} from './plays';
import { refusalText } from '../../i18n/refusals';

const FAMILIES: readonly string[] = ['move', 'influence', 'attack', 'block', 'heal', 'other'];

function familyLabel(f: string, t: Translator): string {
  if (f === 'move' || f === 'influence' || f === 'attack' || f === 'block' || f === 'heal')
    return t(`points.${f}`);
  return t('play.family.others');
}

export function CardMenu() {
  const menu = useGame((s) => s.ui.cardMenu);
  const game = useGame((s) => s.game);
  if (!menu || !game) return null;
  return <CardMenuBody key={`${menu.card}|${menu.family ?? ''}`} menu={menu} game={game} />;
}

function CardMenuBody({ menu, game }: { menu: CardMenuState; game: GameState }) {
  const t = useT();
  const close = useGame((s) => s.closeCardMenu);
  const dispatch = useGame((s) => s.dispatch);
  const [planOpen, setPlanOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // keyboard users land on the first play (Enter on a card opens the menu)
  useEffect(() => {
    ref.current
      ?.querySelector<HTMLButtonElement>('.menu-row:not(:disabled), .menu-sideways button')
      ?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    // a click elsewhere (not on the menu, a hand card or a drop target) closes the menu
    const onDown = (e: MouseEvent) => {
      const el = e.target as Element | null;
      if (el?.closest?.('.card-menu, [data-testid="hand-card"], .pa-col, [data-drop-family]'))
        return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [close]);

  const owner = game.players.find((p) => p.hand.includes(menu.card));
  if (!owner) return null;
  const def = findCard(menu.card);
  const family =
    menu.family && FAMILIES.includes(menu.family) ? (menu.family as PointFamily) : null;
  const all = playsOf(game, menu.card);
  const options = family ? all.filter((o) => o.families.includes(family)) : all;
  const g = groupPlays(options);
  const play = (a: PlayCardAction) => dispatch(a);
  const ways: PaymentWay[] = g.strong.map(wayOfPlay);
  const onlyWay = g.strong.length === 1 ? g.strong[0] : undefined;
  const basicRefusal = !g.basic && !family ? refusalFor(game, owner.id, menu.card, 'basic') : null;
  const strongRefusal =
    g.strong.length === 0 && !family ? refusalFor(game, owner.id, menu.card, 'strong') : null;
  const name = cardName(menu.card, t);
  const nothing = !g.basic && g.strong.length === 0 && g.sideways.length === 0;

  return (
    <div
      ref={ref}
      className="card-menu"
      role="dialog"
      aria-label={t('play.menu.title', { card: name })}
      data-testid="card-menu"
    >
      <div className="menu-head">
        <strong>{name}</strong>
        <span className="muted small">
          {family
            ? t('play.menu.forFamily', { family: familyLabel(family, t) })
            : t('play.menu.howToPlay')}
        </span>
        <button
          type="button"
          className="icon-btn"
          onClick={close}
          aria-label={t('common.close')}
          data-testid="card-menu-close"
        >
          ✕
        </button>
      </div>

      {nothing && <p className="muted small">{t('play.menu.nothingNow')}</p>}

      {def && def.type !== 'wound' && (g.basic || basicRefusal) && (
        <button
          type="button"
          className="menu-row"
          disabled={!g.basic}
          onClick={() => g.basic && play(g.basic.action)}
          data-testid="play-basic"
        >
          <span className="row-tag">{t('card.basic')}</span>
          <span className="row-fx">{describeEffect(def.basic, t)}</span>
          {basicRefusal && <span className="row-why">{refusalText(basicRefusal, t.lang)}</span>}
        </button>
      )}

      {def && def.type !== 'wound' && (g.strong.length > 0 || strongRefusal) && (
        <div className={`menu-strong ${planOpen ? 'open' : ''}`}>
          <button
            type="button"
            className="menu-row strong"
            disabled={g.strong.length === 0}
            aria-expanded={ways.length > 1 ? planOpen : undefined}
            onClick={() => {
              if (onlyWay) play(onlyWay.action);
              else if (ways.length > 1) setPlanOpen((o) => !o);
            }}
            data-testid="play-strong"
          >
            <span className="row-tag">{def.strongName ?? t('card.strong')}</span>
            <span className="row-fx">{describeEffect(def.strong, t)}</span>
            {onlyWay && wayOfPlay(onlyWay).sources.length > 0 && (
              <span className="row-pay">
                {t('play.pay.with')}{' '}
                {wayOfPlay(onlyWay).sources.map((s, i) => (
                  <SourceChip key={i} source={s} state={game} t={t} />
                ))}
              </span>
            )}
            {ways.length > 1 && (
              <span className="row-pay">{t('play.pay.chooseWay', { n: ways.length })} ▾</span>
            )}
            {strongRefusal && <span className="row-why">{refusalText(strongRefusal, t.lang)}</span>}
          </button>
          {planOpen && ways.length > 1 && (
            <PaymentPlan
              ways={ways}
              state={game}
              confirmLabel={t('play.pay.confirmStrong')}
              onConfirm={(w) => {
                const o = g.strong.find((x) => wayOfPlay(x).key === w.key);
                if (o) play(o.action);
              }}
              onCancel={() => setPlanOpen(false)}
            />
          )}
        </div>
      )}

      {g.sideways.length > 0 && (
        <div className="menu-sideways">
          <span className="row-tag">{t('play.menu.sideways')}</span>
          {g.sideways.map((o) => (
            <button
              key={o.action.as ?? 'x'}
              type="button"
              onClick={() => play(o.action)}
              data-testid={`play-sideways-${o.action.as ?? 'move'}`}
            >
              {t(`as.${o.action.as ?? 'move'}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

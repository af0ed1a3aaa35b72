// The full explanation of a Deed card: its type frame and colour, the basic and the strong effect
// in words with icons, what each costs (CARD-3a: free / 1 mana of the card's colour; CARD-3b: 1
// mana, strong only at Night with 1 black more; CARD-3c: strong by throwing the artifact away),
// the sideways play (CARD-3e) and the rules it touches (rule-refs.ts). Shown next to the card that
// asked for it (hover, long press, keyboard focus) by the one CardDetailLayer of the game screen.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { BasicColor, CardDef } from '../../engine';
import { isKey, type Translator } from '../../i18n';
import { FamilyIcon } from '../play/FamilyIcon';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { RuleLink } from '../rules/RuleLink';
import { cardName, findCard, findUnit } from '../names';
import { UnitDetail } from './UnitDetail';
import { MANA_HEX } from '../theme/colors';
import { useCardDetail, type DetailAnchor } from './card-detail';
import { describeEffect } from './describe';
import { effectFamilies } from './families';
import { cardFrame } from './frame';
import { cardRules } from './rule-refs';
import './card-detail.css';

function Drop({ color }: { color: BasicColor | 'black' }) {
  return <i className="mana-drop" style={{ background: MANA_HEX[color] }} aria-hidden />;
}

function colorsText(colors: readonly BasicColor[], t: Translator): string {
  return colors.map((c) => t(`mana.${c}`)).join(` ${t('common.or')} `);
}

function Cost({ def, which, t }: { def: CardDef; which: 'basic' | 'strong'; t: Translator }) {
  const colors = def.colors;
  if (def.type === 'artifact')
    return (
      <span className="detail-cost" data-testid={`detail-cost-${which}`}>
        {which === 'basic' ? t('detail.cost.free') : t('detail.cost.throwAway')}
      </span>
    );
  if (def.type === 'spell')
    return (
      <span className="detail-cost" data-testid={`detail-cost-${which}`}>
        {colors.map((c) => (
          <Drop key={c} color={c} />
        ))}
        {which === 'strong' && <Drop color="black" />}
        {which === 'basic'
          ? t('detail.cost.spellBasic', { color: colorsText(colors, t) })
          : t('detail.cost.spellStrong', { color: colorsText(colors, t) })}
      </span>
    );
  return (
    <span className="detail-cost" data-testid={`detail-cost-${which}`}>
      {which === 'strong' && colors.map((c) => <Drop key={c} color={c} />)}
      {which === 'basic'
        ? t('detail.cost.free')
        : t('detail.cost.actionStrong', { color: colorsText(colors, t) })}
    </span>
  );
}

function Icons({ def, which }: { def: CardDef; which: 'basic' | 'strong' }) {
  const fams = effectFamilies(which === 'basic' ? def.basic : def.strong);
  if (fams.length === 0) return <FamilyIcon family="other" size={15} />;
  return (
    <>
      {fams.map((f) => (
        <FamilyIcon key={f} family={f} size={15} />
      ))}
    </>
  );
}

function ruleTitle(id: string, t: Translator): string {
  const k = `rule.${id}`;
  return isKey(k) ? t(k) : '';
}

/** The explanation itself (also used on its own, e.g. in tests). */
export function CardDetail({ id }: { id: string }) {
  const t = useT();
  const def = findCard(id);
  const name = cardName(id, t);
  if (!def)
    return (
      <div className="card-detail" data-testid="card-detail">
        <h3>{name}</h3>
        <p className="muted">{t('card.unknown')}</p>
      </div>
    );
  const type = def.type;
  const rules = cardRules(def);
  const frame = cardFrame(def.colors, type);
  return (
    <div
      className={`card-detail card-${type}`}
      style={frame}
      data-testid="card-detail"
      data-card={id}
    >
      <header className="detail-head">
        <h3>{name}</h3>
        <span className="detail-type">
          {t(`card.type.${type}`)}
          {def.colors.length > 0 && (
            <>
              {' · '}
              {def.colors.map((c) => (
                <Drop key={c} color={c} />
              ))}
              {colorsText(def.colors, t)}
            </>
          )}
        </span>
      </header>
      {type === 'wound' ? (
        <p className="detail-wound">{t('detail.wound')}</p>
      ) : (
        <>
          <section className="detail-fx">
            <h4>
              <Icons def={def} which="basic" /> {t('card.basic')}
            </h4>
            <p data-testid="detail-basic">{describeEffect(def.basic, t)}</p>
            <Cost def={def} which="basic" t={t} />
          </section>
          <section className="detail-fx strong">
            <h4>
              <Icons def={def} which="strong" />{' '}
              {(t.lang === 'de' ? def.strongNameDe : undefined) ??
                def.strongName ??
                t('card.strong')}
            </h4>
            <p data-testid="detail-strong">{describeEffect(def.strong, t)}</p>
            <Cost def={def} which="strong" t={t} />
          </section>
          <p className="detail-note muted small">{t('detail.sideways')}</p>
          {def.banner && <p className="detail-note muted small">{t('detail.banner')}</p>}
          {def.usesAction && <p className="detail-note muted small">{t('detail.action')}</p>}
          {def.interactive && <p className="detail-note muted small">{t('detail.interactive')}</p>}
        </>
      )}
      <footer className="detail-rules" data-testid="detail-rules">
        <span className="muted small">{t('detail.rules')}</span>
        <ul>
          {rules.map((r) => (
            <li key={r} data-rule={r}>
              <RuleLink id={r} />
              {ruleTitle(r, t) && <span className="muted"> {ruleTitle(r, t)}</span>}
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}

const GAP = 10;
const WIDTH = 300;

function place(anchor: DetailAnchor, height: number): CSSProperties {
  const vw = typeof window === 'undefined' ? 1280 : window.innerWidth;
  const vh = typeof window === 'undefined' ? 800 : window.innerHeight;
  let left = anchor.right + GAP;
  if (left + WIDTH > vw - GAP) left = anchor.left - GAP - WIDTH;
  if (left < GAP) left = Math.max(GAP, Math.min(vw - WIDTH - GAP, anchor.left));
  let top = anchor.top;
  if (top + height > vh - GAP) top = vh - GAP - height;
  if (top < GAP) top = GAP;
  // Centred above or below the card when it would cover it (narrow screens).
  if (left < anchor.right && left + WIDTH > anchor.left) {
    top = anchor.top - GAP - height;
    if (top < GAP) top = Math.min(vh - GAP - height, anchor.bottom + GAP);
  }
  return { left, top, width: WIDTH };
}

/** The one popover of the game screen showing the detail of the card that asked for it. */
export function CardDetailLayer() {
  const card = useCardDetail((s) => s.card);
  const anchor = useCardDetail((s) => s.anchor);
  const sticky = useCardDetail((s) => s.sticky);
  const hide = useCardDetail((s) => s.hide);
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(240);

  useLayoutEffect(() => {
    if (ref.current) setHeight(ref.current.offsetHeight);
  }, [card]);

  // Whatever the game does next (a card played, a choice answered) closes a hover detail.
  useEffect(
    () =>
      useGame.subscribe((s, prev) => {
        if (s.game !== prev.game && !useCardDetail.getState().sticky) hide();
      }),
    [hide],
  );

  useEffect(() => {
    if (!card) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    const onDown = () => {
      if (useCardDetail.getState().sticky) hide();
    };
    document.addEventListener('keydown', onKey);
    // a tap anywhere closes a detail opened by a long press (registered after this press ends)
    const id = setTimeout(() => document.addEventListener('pointerdown', onDown), 0);
    return () => {
      clearTimeout(id);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [card, hide]);

  const unit = card && !findCard(card) && findUnit(card) ? card : null;
  if (!card || !anchor || (!findCard(card) && !unit)) return null;
  return (
    <div
      ref={ref}
      className={`card-detail-layer ${sticky ? 'sticky' : ''}`}
      style={place(anchor, height)}
      role="tooltip"
      data-testid="card-detail-layer"
    >
      {unit ? <UnitDetail id={unit} /> : <CardDetail id={card} />}
    </div>
  );
}

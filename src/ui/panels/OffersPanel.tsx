// The offers: units (with monastery Advanced Actions), Advanced Actions and Spells.
import type { GameState } from '../../engine';
import { CardFace } from '../cards/CardFace';
import { detailOnTap } from '../cards/card-detail';
import { useT } from '../hooks';
import { ArmorIcon, InfluenceIcon } from '../icons';
import { findUnit, unitName } from '../names';
import { SkillOffer } from '../skills/SkillOffer';

const ROMAN = ['', 'I', 'II', 'III', 'IV'];

function UnitCard({ id }: { id: string }) {
  const t = useT();
  const d = findUnit(id);
  return (
    <li
      className={`unit-card ${d?.elite ? 'elite' : ''}`}
      data-testid="offer-unit"
      data-unit={id}
      aria-label={unitName(id, t)}
      {...(d ? detailOnTap(id) : {})}
    >
      <div className="unit-top">
        <span className="unit-name">{unitName(id, t)}</span>
        <span className="unit-level" title={d ? t('unit.level', { n: d.level }) : ''}>
          {d ? (ROMAN[d.level] ?? d.level) : '?'}
        </span>
      </div>
      {d && (
        <div className="unit-stats">
          <span className="stat cost" title={t('unit.cost', { n: d.cost })}>
            <InfluenceIcon /> {d.cost}
          </span>
          <span className="stat armor" title={t('unit.armor', { n: d.armor })}>
            <ArmorIcon /> {d.armor}
          </span>
          <span className="muted small">{d.elite ? t('unit.elite') : t('unit.regular')}</span>
        </div>
      )}
    </li>
  );
}

export function OffersPanel({ state }: { state: GameState }) {
  const t = useT();
  const o = state.offers;
  return (
    <section className="panel offers" data-testid="offers">
      <h2>{t('panel.offers')}</h2>
      <h3>{t('panel.unitOffer')}</h3>
      {o.units.length === 0 && o.monasteryActions.length === 0 ? (
        <p className="muted small">{t('panel.emptyOffer')}</p>
      ) : (
        <ul className="unit-offer">
          {o.units.map((u) => (
            <UnitCard key={u} id={u} />
          ))}
        </ul>
      )}
      {o.monasteryActions.length > 0 && (
        <>
          <h4 className="muted small">{t('panel.monasteryActions')}</h4>
          <div className="mini-cards">
            {o.monasteryActions.map((c) => (
              <CardFace key={c} id={c} size="mini" />
            ))}
          </div>
        </>
      )}
      <h3>{t('panel.aaOffer')}</h3>
      {o.advancedActions.length === 0 ? (
        <p className="muted small">{t('panel.emptyOffer')}</p>
      ) : (
        <div className="mini-cards" data-testid="offer-aa">
          {o.advancedActions.map((c) => (
            <CardFace key={c} id={c} size="mini" />
          ))}
        </div>
      )}
      <h3>{t('panel.spellOffer')}</h3>
      {o.spells.length === 0 ? (
        <p className="muted small">{t('panel.emptyOffer')}</p>
      ) : (
        <div className="mini-cards" data-testid="offer-spells">
          {o.spells.map((c) => (
            <CardFace key={c} id={c} size="mini" />
          ))}
        </div>
      )}
      <SkillOffer state={state} />
    </section>
  );
}

// The full explanation of a Unit card (issue 16 part 4): level, elite or regular, recruiting cost
// and where it is recruited (INTERACT-4a), armor and resistances, and every ability (UNIT-5b: one
// activation uses one ability) in words with its mana cost (UNIT-5c) and element. Shown by the
// game screen's one CardDetailLayer when a unit in the offer, a hire list, the unit area or
// combat asks for it (hover, long press or tap, keyboard focus) — as advanced actions do.
import { RuleLink } from '../rules/RuleLink';
import type { UnitDef } from '../../engine';
import { isKey, type Translator } from '../../i18n';
import { ResistanceGlyph } from '../combat/icons';
import { useT } from '../hooks';
import { findUnit, unitName } from '../names';
import { MANA_HEX } from '../theme/colors';
import { describeEffect } from './describe';

const ROMAN = ['', 'I', 'II', 'III', 'IV'];

function siteWord(site: string, t: Translator): string {
  const k = site === 'glade' ? 'site.magical-glade' : `site.${site}`;
  return isKey(k) ? t(k) : site;
}

/** Every ability of a unit in words (also used by tests and the hire lists). */
function unitAbilityLines(def: UnitDef, t: Translator): string[] {
  return def.abilities.map((ab) => {
    const what = describeEffect(ab.effect, t);
    return ab.mana ? `${what} (${t('units.manaCost', { color: t(`mana.${ab.mana}`) })})` : what;
  });
}

export function UnitDetail({ id }: { id: string }) {
  const t = useT();
  const def = findUnit(id);
  if (!def) return null;
  const lines = unitAbilityLines(def, t);
  return (
    <div
      className={`card-detail unit-detail ${def.elite ? 'elite' : ''}`}
      data-testid="unit-detail"
      data-unit={def.id}
    >
      <header className="detail-head">
        <h3>{unitName(id, t)}</h3>
        <span className="detail-type">
          {def.elite ? t('unit.elite') : t('unit.regular')} ·{' '}
          {t('unit.level', { n: ROMAN[def.level] ?? def.level })}
        </span>
      </header>
      <p className="unit-detail-stats" data-testid="unit-detail-stats">
        <span>{t('unit.cost', { n: def.cost })}</span> ·{' '}
        <span>{t('unit.armor', { n: def.armor })}</span>
      </p>
      {def.resistances.length > 0 && (
        <p className="unit-detail-res" data-testid="unit-detail-res">
          {def.resistances.map((r) => (
            <span key={r} className="unit-res-word">
              <ResistanceGlyph resistance={r} size={13} /> {t(`resist.${r}`)}
            </span>
          ))}
        </p>
      )}
      <section className="detail-fx">
        <h4>{t('unitDetail.abilities')}</h4>
        <ol className="unit-detail-abilities" data-testid="unit-detail-abilities">
          {def.abilities.map((ab, i) => (
            <li key={i} data-testid="unit-detail-ability">
              {ab.mana && (
                <i className="mana-drop" style={{ background: MANA_HEX[ab.mana] }} aria-hidden />
              )}
              {lines[i]}
            </li>
          ))}
        </ol>
        <p className="detail-note muted small">{t('unitDetail.oneAbility')}</p>
      </section>
      <p className="detail-note muted small">
        {t('unitDetail.recruit', {
          sites: def.recruitSites.map((s) => siteWord(s, t)).join(', '),
        })}
      </p>
      <footer className="detail-rules">
        <span className="muted small">{t('detail.rules')}</span>
        <ul>
          {/* by their names, links into the rules reference (issue 17) */}
          <li data-rule="UNIT-5b">
            <RuleLink id="UNIT-5b" />
          </li>
          {def.abilities.some((a) => a.mana) && (
            <li data-rule="UNIT-5c">
              <RuleLink id="UNIT-5c" />
            </li>
          )}
          <li data-rule="INTERACT-4a">
            <RuleLink id="INTERACT-4a" />
          </li>
        </ul>
      </footer>
    </div>
  );
}

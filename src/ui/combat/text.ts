// Words and colours of the combat UI that several components share (no React).
import type { DamagePreview, Element, Resistance } from '../../engine';
import type { Translator } from '../../i18n';
import { cardName, enemyName, findCard, findUnit, prettyId, skillName, unitName } from '../names';

export const ELEMENT_COLOR: Record<Element, string> = {
  physical: '#e8dcc0',
  fire: '#ff8a4c',
  ice: '#8fd3ff',
  'cold-fire': '#c9a2ff',
};

export function sourceName(id: string, t: Translator): string {
  if (findCard(id)) return cardName(id, t);
  if (findUnit(id)) return unitName(id, t);
  try {
    return skillName(id, t);
  } catch {
    return prettyId(id);
  }
}

export function previewLines(pv: DamagePreview, enemy: string, t: Translator): string[] {
  const out: string[] = [];
  if (pv.to === 'hero') {
    out.push(t.plural('combat.damage.heroWounds', pv.heroWounds));
    if (pv.poisonWounds > 0) out.push(t.plural('combat.damage.poison', pv.poisonWounds));
    if (pv.discardHand) out.push(t('combat.damage.paralyze'));
    if (pv.knockout) out.push(t('combat.damage.knockout'));
  } else {
    const unit = unitName(pv.to, t);
    if (pv.absorbed) out.push(t('combat.damage.absorbed'));
    else if (pv.unitDestroyed) out.push(t('combat.damage.destroyed', { unit }));
    else out.push(t.plural('combat.damage.unitWounds', pv.unitWounds, { unit }));
    out.push(
      pv.remaining > 0
        ? t('combat.damage.remaining', { n: pv.remaining })
        : t('combat.damage.nothingLeft'),
    );
  }
  if (pv.vampiric > 0)
    out.push(t('combat.damage.vampiric', { enemy: enemyName(enemy, t), n: pv.vampiric }));
  return out;
}

export function resistanceTips(res: readonly Resistance[], t: Translator): string[] {
  const out = res.map((r) => t(`abil.res.${r}`));
  if (res.includes('fire') && res.includes('ice')) out.push(t('abil.res.fireice'));
  return out;
}

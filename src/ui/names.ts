// Names of content for display. Card/unit/enemy/tactic names come from the content data (English,
// or the German `nameDe` where the data has one); fixed vocabularies (heroes, terrain, sites…) come
// from the dictionaries. Lookups never throw: while content data is being filled in, an unknown id
// is shown prettified.
import {
  cardDef,
  type CardDef,
  defIdOf,
  ENEMY_COLORS,
  type EnemyColor,
  enemyDef,
  type EnemyDef,
  type GameState,
  type PlayerId,
  skillDef,
  tacticDef,
  type TacticDef,
  unitDef,
  type UnitDef,
} from '../engine';
import type { Translator } from '../i18n';

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

export const findCard = (id: string): CardDef | undefined => safe(() => cardDef(id));
export const findUnit = (id: string): UnitDef | undefined => safe(() => unitDef(id));
export const findEnemy = (id: string): EnemyDef | undefined => safe(() => enemyDef(id));
export const findTactic = (id: string): TacticDef | undefined => safe(() => tacticDef(id));
export const findSkill = (id: string) => safe(() => skillDef(id));

/** `cold-toughness#3` → `Cold Toughness`. */
export function prettyId(id: string): string {
  return defIdOf(id)
    .split('-')
    .filter((w) => w.length > 0)
    .map((w) => (w[0] ?? '').toUpperCase() + w.slice(1))
    .join(' ');
}

const localized = (d: { name: string; nameDe?: string } | undefined, t: Translator, id: string) =>
  d ? (t.lang === 'de' && d.nameDe ? d.nameDe : d.name) : prettyId(id);

export const cardName = (id: string, t: Translator): string => localized(findCard(id), t, id);
export const unitName = (id: string, t: Translator): string => localized(findUnit(id), t, id);
export const enemyName = (id: string, t: Translator): string => localized(findEnemy(id), t, id);
export const tacticName = (id: string, t: Translator): string => localized(findTactic(id), t, id);
export const skillName = (id: string, _t: Translator): string => {
  const d = safe(() => skillDef(id));
  return d ? d.name : prettyId(id);
};

export function heroName(state: GameState, player: PlayerId, t: Translator): string {
  const p = state.players[player];
  return p ? t(`hero.${p.hero}`) : '?';
}

/** Pile colour of an enemy token, also for face-down tokens whose identity may be hidden. */
export function enemyPile(id: string): EnemyColor | undefined {
  const d = findEnemy(id);
  if (d) return d.color;
  const lower = id.toLowerCase();
  return ENEMY_COLORS.find((c) => lower.includes(c));
}

// Text for actions, mana sources and log events, all through the dictionaries.
import type { Action, GameEvent, GameState, ManaSource } from '../../engine';
import { isKey, type Key, type Params, type Translator } from '../../i18n';
import {
  cardName,
  enemyName,
  findCard,
  findEnemy,
  findTactic,
  findUnit,
  heroName,
  prettyId,
  skillName,
  tacticName,
  unitName,
} from '../names';
import { actionWords } from '../entry-points';

export function manaSourceText(m: ManaSource, state: GameState, t: Translator): string {
  if (m.kind === 'die') {
    const die = state.source.dice.find((d) => d.id === m.die);
    return t('mana.die', { color: die ? t(`mana.${die.color}`) : '?' });
  }
  if (m.kind === 'crystal') return t('mana.crystal', { color: t(`mana.${m.color}`) });
  return t('mana.token', { color: t(`mana.${m.color}`) });
}

/** Best-effort name for an option id of a pending choice (card, unit, tactic, enemy…). */
export function optionText(id: string, t: Translator): string {
  if (findCard(id)) return cardName(id, t);
  if (findUnit(id)) return unitName(id, t);
  if (findTactic(id)) return tacticName(id, t);
  if (findEnemy(id)) return enemyName(id, t);
  const k = `mana.${id}`;
  if (isKey(k)) return t(k);
  return prettyId(id);
}

export function actionLabel(a: Action, state: GameState, t: Translator): string {
  switch (a.type) {
    case 'choose-tactic':
      return t('action.choose-tactic', { name: tacticName(a.tactic, t) });
    case 'play-card': {
      const card = cardName(a.card, t);
      if (a.mode === 'sideways')
        return `${t('card.playSideways', { as: a.as ? t(`as.${a.as}`) : '' })} · ${card}`;
      const base = t(a.mode === 'strong' ? 'card.playStrong' : 'card.playBasic');
      const mana = a.mana?.map((m) => manaSourceText(m, state, t)).join(', ');
      return mana ? `${base} (${mana})` : base;
    }
    case 'choose': {
      const opts = Array.isArray(a.option) ? a.option : [a.option];
      return t('action.choose', { option: opts.map((o) => optionText(o, t)).join(', ') });
    }
    case 'heal':
      return t('action.heal', {
        target: a.target === 'wound' ? t('card.type.wound') : unitName(a.target, t),
      });
    case 'rest':
      return a.discard.length > 0
        ? `${t('action.rest')} (${a.discard.map((c) => cardName(c, t)).join(', ')})`
        : t('action.rest');
    case 'activate-unit':
      return t('action.activate-unit', { unit: unitName(a.unit, t) }) + ` #${a.ability + 1}`;
    case 'use-skill':
      return t('action.use-skill', { skill: skillName(a.skill, t) });
    case 'recruit':
      return t('action.recruit', { unit: unitName(a.unit, t) });
    case 'buy':
      return t('action.buy', { item: optionText(a.item, t) });
    case 'declare-attack':
      return t('action.declare-attack', {
        targets: a.targets.map((e) => enemyName(e, t)).join(', '),
      });
    case 'declare-block':
      return t('action.declare-block', { enemy: enemyName(a.enemy, t) });
    case 'assign-damage':
      return t('action.assign-damage', {
        enemy: enemyName(a.enemy, t),
        to: a.to === 'hero' ? t('action.hero') : unitName(a.to, t),
      });
    case 'use-tactic':
      return t('action.use-tactic');
    case 'move':
    case 'explore':
    case 'dummy-turn':
    case 'announce-end-of-round':
    case 'forfeit-turn':
    case 'end-turn':
    case 'interact':
    case 'challenge':
    case 'enter-site':
    case 'burn-monastery':
    case 'resolve-column':
    case 'abandon-column':
    case 'end-combat-phase':
      return t(`action.${a.type}`);
    default:
      return actionWords(a, state, t) ?? (a as { type: string }).type;
  }
}

// ---------------------------------------------------------------- log lines

/** A hex named by what is on it (site, else terrain). */
function placeName(hex: string, state: GameState, t: Translator): string {
  const h = state.map.hexes[hex];
  if (!h) return hex;
  if (h.site) return t(`site.${h.site.type}`);
  return t(`terrain.${h.terrain}`);
}

/** A paid mana source in words (`die:3`, `crystal:red`, `token:gold@blue`), dice by their colour then. */
function paidText(key: string, dice: Record<number, string> | undefined, t: Translator): string {
  const [src = '', as] = key.split('@');
  const [kind, v = ''] = src.split(':');
  const word = (c: string | undefined) => (c && isKey(`mana.${c}`) ? t(`mana.${c}` as Key) : '?');
  let text: string;
  if (kind === 'die') text = t('log.paid.die', { color: word(dice?.[Number(v)]) });
  else if (kind === 'crystal') text = t('log.paid.crystal', { color: word(v) });
  else text = t('log.paid.token', { color: word(v) });
  return as ? `${text} (${word(as)})` : text;
}

function fieldText(
  name: string,
  v: GameEvent[string],
  state: GameState | null,
  t: Translator,
  dice?: Record<number, string>,
): string | number | null {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v)) {
    const parts = (v as (string | number)[]).map((x) => fieldText(name, x, state, t, dice));
    return parts.filter((x) => x !== null).join(', ');
  }
  if (name === 'sources' && typeof v === 'string') return paidText(v, dice, t);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') {
    if ((name === 'player' || name === 'by') && state) return heroName(state, v, t);
    return v;
  }
  switch (name) {
    case 'card':
    case 'cards':
      return cardName(v, t);
    case 'unit':
      return unitName(v, t);
    case 'enemy':
    case 'enemies':
    case 'targets':
      return enemyName(v, t);
    case 'by':
      return findEnemy(v) ? enemyName(v, t) : optionText(v, t);
    case 'tactic':
      return tacticName(v, t);
    case 'skill':
    case 'skills':
      return skillName(v, t);
    case 'option':
    case 'item':
      return optionText(v, t);
    case 'kind': {
      const k = `points.${v}`;
      return isKey(k) ? t(k) : v;
    }
    case 'to':
    case 'from':
    case 'hex':
      return state ? placeName(v, state, t) : v;
    default: {
      for (const prefix of [
        'time',
        'mana',
        'terrain',
        'scenario',
        'site',
        'hero',
        'phase',
      ] as const) {
        const k = `${prefix}.${v}`;
        if (isKey(k) && (name === prefix || name === 'color' || name.startsWith(prefix)))
          return t(k);
      }
      return v;
    }
  }
}

/** Choices whose answer the following events already tell (mana spent, cards discarded, points). */
const QUIET_CHOICES = new Set([
  'pay-mana',
  'discard-cost',
  'throw-away-cost',
  'end-discard',
  'effect-option',
  'mana-color',
  'crystal-color',
  'spend-crystal',
  'set-source-die',
  'tactic-rethink',
  'tactic-midnight-meditation',
  'deep-mine-crystal',
]);

/** Whether a log entry is worth a line (some events only repeat what the next one says). */
export function isLogWorthy(ev: GameEvent): boolean {
  if (ev.type === 'chosen' && typeof ev.kind === 'string' && QUIET_CHOICES.has(ev.kind))
    return false;
  return true;
}

export function logText(
  ev: GameEvent,
  state: GameState | null,
  t: Translator,
  dice?: Record<number, string>,
): string {
  const params: Params = { type: ev.type };
  for (const [k, v] of Object.entries(ev)) {
    if (k === 'type') continue;
    const s = fieldText(k, v, state, t, dice);
    if (s !== null) params[k] = s;
  }
  if (ev.type === 'card-played') {
    const mode = typeof ev.mode === 'string' ? ev.mode : 'basic';
    const as =
      typeof ev.as === 'string' && isKey(`points.${ev.as}`) ? t(`points.${ev.as}` as Key) : null;
    params.mode =
      mode === 'sideways' && as
        ? t('log.sidewaysAs', { as })
        : isKey(`play.mode.${mode}`)
          ? t(`play.mode.${mode}` as Key)
          : mode;
  }
  if (ev.player !== undefined && ev.player !== null && state)
    params.hero = heroName(state, ev.player, t);
  const key = ev.type === 'random-drawn' && ev.tactic ? 'event.random-tactic' : `event.${ev.type}`;
  const k: Key = isKey(key) ? key : 'event.unknown';
  // a field an event variant does not carry shows as an ellipsis, not as {name}
  return t(k, params).replace(/\{\w+\}/g, '…');
}

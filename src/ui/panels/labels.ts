// Text for actions, mana sources and log events, all through the dictionaries.
import type { Action, GameEvent, GameState, ManaSource } from '../../engine';
import { isKey, type Key, type Params, type Translator } from '../../i18n';
import {
  cardName,
  findSkill,
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
import { describeEffect } from '../cards/describe';
import type { Effect } from '../../engine';

export function manaSourceText(m: ManaSource, state: GameState, t: Translator): string {
  if (m.kind === 'die') {
    const die = state.source.dice.find((d) => d.id === m.die);
    return t('mana.die', { color: die ? t(`mana.${die.color}`) : '?' });
  }
  if (m.kind === 'crystal') return t('mana.crystal', { color: t(`mana.${m.color}`) });
  return t('mana.token', { color: t(`mana.${m.color}`) });
}

const manaWord = (c: string, t: Translator): string => {
  const k = `mana.${c}`;
  return isKey(k) ? t(k) : c;
};

/**
 * A mana option in words: a way to pay (`die:3+crystal:red`, `token:gold@red`) or a mana source
 * to convert (`crystal:red>blue`). Null when `id` is none.
 */
function manaOptionText(id: string, t: Translator, state?: GameState | null): string | null {
  const parts: string[] = [];
  for (const part of id.split('+')) {
    const m = /^(die|crystal|token):([a-z0-9-]+)(?:@([a-z-]+))?(?:>([a-z-]+))?$/.exec(part);
    if (!m) return null;
    const [, kind, v = '', as, to] = m;
    let color = v;
    if (kind === 'die') color = state?.source.dice.find((d) => String(d.id) === v)?.color ?? '?';
    const key =
      kind === 'die' ? 'play.pay.die' : kind === 'crystal' ? 'play.pay.crystal' : 'play.pay.token';
    let text = t(key, { color: manaWord(color, t) });
    if (as) text = `${text} = ${manaWord(as, t)}`;
    if (to) text = `${text} → ${manaWord(to, t)}`;
    parts.push(text);
  }
  return parts.join(' + ');
}

const ITEM_WORDS: Record<string, Key> = {
  heal: 'sites.healPoint',
  artifact: 'sites.artifact',
  'elite-unit': 'sites.eliteUnit',
  'aa-deck': 'sites.aaDeck',
};

/** What a `buy` action buys: `heal`, `artifact`, `spell:<card>`, `aa:<card>`, `fee:<unit>`… */
function itemText(item: string, t: Translator, state: GameState): string {
  const word = ITEM_WORDS[item];
  if (word) return t(word);
  const [, id] = /^[a-z-]+:(.+)$/.exec(item) ?? [];
  return optionText(id ?? item, t, state);
}

/**
 * Best-effort name for an option id of a pending choice (card, unit, tactic, enemy, a yes/no or
 * similar word, mana…).
 */
export function optionText(id: string, t: Translator, state?: GameState | null): string {
  // prefixed options: END-6b skill tokens (own:/common:), the Scouts' look (token:/pile:)
  const pre = /^(own|common|token|pile):([a-z0-9#-]+)$/.exec(id);
  if (pre) {
    const [, kind, rest = ''] = pre;
    if (kind === 'own' || kind === 'common')
      return t(kind === 'own' ? 'log.opt.own' : 'log.opt.common', { skill: skillName(rest, t) });
    if (kind === 'token' && findEnemy(rest))
      return t('log.opt.token', { enemy: enemyName(rest, t) });
    const pile = `enemyColor.${rest}`;
    if (kind === 'pile' && isKey(pile)) return t('log.opt.pile', { pile: t(pile) });
  }
  if (findCard(id)) return cardName(id, t);
  if (findUnit(id)) return unitName(id, t);
  if (findTactic(id)) return tacticName(id, t);
  if (findEnemy(id)) return enemyName(id, t);
  if (findSkill(id)) return skillName(id, t);
  const k = `mana.${id}`;
  if (isKey(k)) return t(k);
  const word = `play.opt.${id}`;
  if (isKey(word)) return t(word);
  return manaOptionText(id, t, state) ?? prettyId(id);
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
      return t('action.choose', { option: opts.map((o) => optionText(o, t, state)).join(', ') });
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
      return t('action.buy', { item: itemText(a.item, t, state) });
    case 'spend-move':
      return t('action.spend-move', { n: a.amount, enemy: enemyName(a.enemy, t) });
    case 'plunder-village':
      return t('sites.plunder');
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
  if (name === 'detail') return null; // a modifier in JSON, told by modifierText
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
      return optionText(v, t, state);
    case 'kind': {
      const k = `points.${v}`;
      return isKey(k) ? t(k) : v;
    }
    case 'source':
      return thingName(v, t, state);
    case 'from':
      if (v === 'hand' || v === 'discard') return t(`log.from.${v}`);
      return state ? placeName(v, state, t) : v;
    case 'to':
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

/** What an effect came from (a card, unit, skill, tactic, enemy, site), by its name. */
function thingName(id: string, t: Translator, state: GameState | null): string {
  if (findCard(id)) return cardName(id, t);
  if (findUnit(id)) return unitName(id, t);
  if (findSkill(id)) return skillName(id, t);
  if (findTactic(id)) return tacticName(id, t);
  if (findEnemy(id)) return enemyName(id, t);
  const site = `site.${id}`;
  if (isKey(site)) return t(site);
  return optionText(id, t, state);
}

/** A modifier event in words: what it does and how long it lasts (the engine sends it as JSON). */
function modifierText(ev: GameEvent, params: Params, t: Translator): string {
  const duration = ev.duration === 'combat' || ev.duration === 'round' ? ev.duration : 'turn';
  let what: string | null = null;
  if (typeof ev.detail === 'string') {
    try {
      const modifier = JSON.parse(ev.detail) as Extract<Effect, { kind: 'modifier' }>['modifier'];
      what = describeEffect({ kind: 'modifier', modifier, duration: 'turn' }, t);
    } catch {
      what = null;
    }
  }
  if (what === null) return t('event.modifier', params);
  if (typeof ev.unit === 'string') return t('event.modifier.unit', { ...params, what });
  return t(`event.modifier.${duration}`, { ...params, what });
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
  'glade-wound',
]);

/** Whether a log entry is worth a line (some events only repeat what the next one says). */
export function isLogWorthy(ev: GameEvent, state?: GameState | null): boolean {
  if (ev.type === 'chosen' && typeof ev.kind === 'string' && QUIET_CHOICES.has(ev.kind))
    return false;
  // SCEN-DUMMY-3: the dummy's flipped cards are named by its dummy-turn line
  if (ev.type === 'cards-drawn' && typeof ev.player === 'number' && state)
    if (state.players[ev.player]?.kind === 'dummy') return false;
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
  const fill = (text: string) => text.replace(/\{\w+\}/g, '…');
  switch (ev.type) {
    case 'modifier':
      return fill(modifierText(ev, params, t));
    case 'cards-drawn':
      if (ev.count === 1) return fill(t('event.cards-drawn.single', params));
      break;
    case 'skill-offered':
      if (typeof ev.unit === 'string') return fill(t('event.skill-offered.unit', params));
      if (params.hero !== undefined) return fill(t('event.skill-offered.owned', params));
      break;
    case 'wound-thrown-away':
      if (ev.from === 'hand' || ev.from === 'discard')
        return fill(t('event.wound-thrown-away.from', params));
      break;
    case 'dummy-turn':
      if (typeof ev.color === 'string' && isKey(`mana.${ev.color}`)) {
        const color = t(`mana.${ev.color}` as Key);
        const n = typeof ev.extra === 'number' ? ev.extra : 0;
        return fill(
          t(n > 0 ? 'event.dummy-turn.extra' : 'event.dummy-turn.noExtra', { ...params, color, n }),
        );
      }
      break;
  }
  const key = ev.type === 'random-drawn' && ev.tactic ? 'event.random-tactic' : `event.${ev.type}`;
  const k: Key = isKey(key) ? key : 'event.unknown';
  // a field an event variant does not carry shows as an ellipsis, not as {name}
  return t(k, params).replace(/\{\w+\}/g, '…');
}

// Where the player takes each kind of engine action on screen. The map is typed over the engine's
// ActionType, so a new action kind does not compile until it has a place; a unit test also reads
// the Action union in src/engine/protocol/types.ts and checks that every kind is listed. Kinds with
// the home 'action-bar' appear there as buttons with their own words (actionWords below); every
// other home hides them from the action bar.
import type { Action, ActionType, GameState } from '../engine';
import { isKey, type Translator } from '../i18n';
import { cardName, enemyName, findCard, heroName, unitName } from './names';
import { sourceName } from './combat/text';

export type EntryPoint =
  | 'map'
  | 'hand'
  | 'turn-controls'
  | 'tactic-picker'
  | 'dummy-panel'
  | 'choice-panel'
  | 'site-panel'
  | 'unit-cards'
  | 'combat-panel'
  | 'skills'
  | 'pvp'
  | 'coop'
  | 'scenario-panel'
  | 'action-bar';

export const ACTION_ENTRY_POINTS: Record<ActionType, EntryPoint> = {
  'choose-tactic': 'tactic-picker',
  'dummy-turn': 'dummy-panel',
  'announce-end-of-round': 'turn-controls',
  'use-tactic': 'turn-controls',
  'forfeit-turn': 'turn-controls',
  'play-card': 'hand',
  rest: 'turn-controls',
  'end-turn': 'turn-controls',
  choose: 'choice-panel',
  heal: 'hand', // a Wound in hand is healed by clicking it; a unit on its card
  move: 'map',
  explore: 'map',
  'activate-unit': 'unit-cards',
  'use-skill': 'skills',
  'assign-banner': 'action-bar',
  'use-banner': 'action-bar',
  'spend-influence': 'action-bar',
  interact: 'site-panel',
  recruit: 'site-panel',
  buy: 'site-panel',
  'plunder-village': 'turn-controls',
  challenge: 'map',
  'enter-site': 'site-panel',
  'burn-monastery': 'site-panel',
  'declare-attack': 'combat-panel',
  'declare-block': 'combat-panel',
  'resolve-column': 'combat-panel',
  'abandon-column': 'combat-panel',
  'end-combat-phase': 'combat-panel',
  'combat-option': 'combat-panel',
  'spend-move': 'combat-panel',
  'assign-damage': 'combat-panel',
  'pvp-attack': 'pvp',
  'pvp-commit': 'pvp',
  'pvp-pass': 'pvp',
  'pvp-resolve': 'pvp',
  'pvp-damage': 'pvp',
  'pvp-end-damage': 'pvp',
  'coop-assault': 'coop',
  'coop-done': 'coop',
  'scenario-action': 'scenario-panel', // the scenario's own buttons (ui/scenarios)
};

/**
 * Shown by the skills, PvP or co-op UI (always on screen while such an action is legal: the
 * viewer's skill tokens, the PvP prompt and panel, the co-op panel), or by the combat panel while
 * a combat is fought.
 */
export function skillsPvpCoopHandle(a: Action, state: GameState): boolean {
  const home = ACTION_ENTRY_POINTS[a.type];
  if (home === 'skills' || home === 'pvp' || home === 'coop') return true;
  return a.type === 'combat-option' && state.combat !== null && state.combat !== undefined;
}

function combatOptionWords(option: string, state: GameState, t: Translator): string {
  const [kind = '', a = '', b = ''] = option.split(':');
  switch (kind) {
    case 'reserve': {
      const r = state.combat?.reserve?.find((x) => x.id === a);
      const amount = r?.entries.reduce((n, e) => n + e.amount, 0) ?? 0;
      return t(r?.kind === 'block' ? 'actions.reserve.block' : 'actions.reserve.attack', {
        n: amount,
        source: r ? sourceName(r.source, t) : '?',
      });
    }
    case 'move-to-attack':
      return t(
        b === 'all'
          ? a === 'ranged'
            ? 'actions.moveToRangedAll'
            : 'actions.moveToAttackAll'
          : a === 'ranged'
            ? 'actions.moveToRanged'
            : 'actions.moveToAttack',
      );
    case 'wings-of-night':
      return t('actions.wingsOfNight', { enemy: enemyName(a, t) });
    case 'banner-of-fear': {
      const [enemy = ''] = b.split('|');
      return t('actions.bannerOfFear', { unit: unitName(a, t), enemy: enemyName(enemy, t) });
    }
    default:
      return option;
  }
}

function influenceItemWords(item: string, t: Translator): string {
  if (item === 'heal') return t('actions.influence.heal');
  const [kind = '', id = ''] = item.split(':');
  if (kind === 'ready') return t('actions.influence.ready', { unit: unitName(id, t) });
  if (kind === 'aa') return t('actions.influence.aa', { card: cardName(id, t) });
  return findCard(item) ? cardName(item, t) : item;
}

/** Words for the action kinds of skills, banners, PvP, co-op and scenarios (null: not one of them). */
export function actionWords(a: Action, state: GameState, t: Translator): string | null {
  switch (a.type) {
    case 'assign-banner':
      return t('actions.assignBanner', { card: cardName(a.card, t), unit: unitName(a.unit, t) });
    case 'use-banner': {
      const banner = state.players[a.player]?.units.find((u) => u.id === a.unit)?.banner;
      return t('actions.useBanner', {
        card: banner ? cardName(banner, t) : '?',
        unit: unitName(a.unit, t),
      });
    }
    case 'spend-influence':
      return t('actions.spendInfluence', { item: influenceItemWords(a.item, t) });
    case 'combat-option':
      return combatOptionWords(a.option, state, t);
    case 'scenario-action': {
      const k = `actions.scenario.${a.id}`;
      return isKey(k) ? t(k) : a.id;
    }
    case 'pvp-attack': {
      const pos = state.players[a.player]?.position;
      const other = state.players.find((p) => p.id !== a.player && p.position === pos);
      return t('pvp.prompt.attack', { hero: other ? heroName(state, other.id, t) : '?' });
    }
    case 'pvp-commit':
      return a.full ? t('pvp.commit.fullButton') : t('pvp.commit.partialButton');
    case 'pvp-pass':
      return t('pvp.pass');
    case 'pvp-resolve':
      return state.pvp?.step === 'block' ? t('pvp.blockDoneShort') : t('pvp.makeAttackShort');
    case 'pvp-damage':
      return t('actions.pvpDamage', { to: a.to });
    case 'pvp-end-damage':
      return t('actions.pvpLapse');
    case 'coop-assault':
      return t('actions.coopAssault', {
        heroes: a.invite.map((p) => heroName(state, p, t)).join(', '),
        counts: a.counts.join('/'),
      });
    case 'coop-done':
      return t('coop.done');
    default:
      return null;
  }
}

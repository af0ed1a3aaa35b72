// Artifact cards (reference/artifacts.md): 16 base (UE 113–128, 4 Banners), 8 Lost Legion
// (303–310, 2 Banners) and Mysterious Box (UE270). CARD-3c: no colour, no mana; the strong effect
// throws the artifact away. A Banner's basic effect is what it gives the Unit it is assigned to
// (UNIT-8), so those are hooks.
import {
  all,
  attack,
  block,
  bonusPer,
  byTime,
  choice,
  custom,
  customModifier,
  discardCost,
  discardUpTo,
  draw,
  enemy,
  fame,
  forEach,
  gainCrystal,
  gainMana,
  heal,
  healUnit,
  influence,
  modifier,
  nothing,
  pay,
  perPaidColor,
  rangedAttack,
  readyUnit,
  relocate,
  siegeAttack,
  takeFromOffer,
  throwAwayCost,
  playFromOffer,
  when,
  type Effect,
} from './vocabulary';
import type { BasicColor } from '../core/types';
import type { CardDef } from './types';

const artifact = (
  number: string,
  id: string,
  name: string,
  set: CardDef['set'],
  basic: Effect,
  strong: Effect,
  extra: Partial<CardDef> = {},
): CardDef => ({ id, name, type: 'artifact', colors: [], set, number, basic, strong, ...extra });

const ring = (number: string, id: string, name: string, color: BasicColor): CardDef =>
  artifact(
    number,
    id,
    name,
    'base',
    all(gainMana(color), gainCrystal(color), fame(1)),
    all(
      modifier(customModifier('unlimited-mana', { color })),
      forEach({ on: 'spell-cast', color }, fame(1)),
    ),
    { note: 'Unlimited mana of the colour and black; black still only usable by Night (MANA-2a).' },
  );

/** Druidic Staff options by colour of the discarded card; in combat only the blue one. */
const STAFF: Record<BasicColor, Effect> = {
  white: when('not-in-combat', relocate(2)),
  blue: gainCrystal('any-basic', 2),
  red: when('not-in-combat', readyUnit(3)),
  green: heal(3),
};
const STAFF_PAIRS: [BasicColor, BasicColor][] = [
  ['white', 'blue'],
  ['white', 'red'],
  ['white', 'green'],
  ['blue', 'red'],
  ['blue', 'green'],
  ['red', 'green'],
];

export const ARTIFACTS: CardDef[] = [
  // ------------------------------------------------------------------- base game (113–128)
  artifact(
    '113',
    'banner-of-glory',
    'Banner of Glory',
    'base',
    custom('banner-of-glory'),
    all(
      modifier({ kind: 'value-bonus', stat: 'attack', amount: 1, count: 'each', from: 'units' }),
      modifier({ kind: 'value-bonus', stat: 'block', amount: 1, count: 'each', from: 'units' }),
      modifier(customModifier('unit-armor-bonus', { amount: 1 })),
      forEach({ on: 'unit-attacks-or-blocks' }, fame(1)),
    ),
    { banner: true },
  ),
  artifact(
    '114',
    'banner-of-fear',
    'Banner of Fear',
    'base',
    custom('banner-of-fear'),
    custom('enemies-do-not-attack', { max: 3 }),
    {
      banner: true,
      note: 'Strong: UE text (up to three enemies do not attack), not the 2011 skip-phases text.',
    },
  ),
  artifact(
    '115',
    'banner-of-protection',
    'Banner of Protection',
    'base',
    custom('banner-of-protection'),
    custom('throw-away-wounds-received'),
    {
      banner: true,
      note: 'Strong: Wounds received this turn (2011 scan and UE), not all Wounds in hand.',
    },
  ),
  artifact(
    '116',
    'banner-of-courage',
    'Banner of Courage',
    'base',
    custom('banner-of-courage'),
    when('not-in-combat', custom('ready-all-units')),
    { banner: true },
  ),
  ring('117', 'ruby-ring', 'Ruby Ring', 'red'),
  ring('118', 'sapphire-ring', 'Sapphire Ring', 'blue'),
  ring('119', 'diamond-ring', 'Diamond Ring', 'white'),
  ring('120', 'emerald-ring', 'Emerald Ring', 'green'),
  artifact(
    '121',
    'sword-of-justice',
    'Sword of Justice',
    'base',
    all(
      pay(discardUpTo(), bonusPer(attack(0), 'card-paid', 3)),
      forEach({ on: 'enemy-defeated', by: 'turn' }, fame(1)),
    ),
    all(
      modifier(customModifier('double-physical-attacks')),
      enemy({ kind: 'lose-resistances', which: ['physical'] }, 'all'),
      forEach({ on: 'enemy-defeated', by: 'turn' }, fame(1)),
    ),
  ),
  artifact(
    '122',
    'horn-of-wrath',
    'Horn of Wrath',
    'base',
    all(siegeAttack(5), custom('roll-for-wounds', { dice: 1 })),
    custom('horn-of-wrath', { base: 5, maxExtra: 5 }),
    { note: 'UE value 5 (+ up to 5), not 6 of the 2011 printing; verify on a UE card.' },
  ),
  artifact(
    '123',
    'endless-bag-of-gold',
    'Endless Bag of Gold',
    'base',
    all(influence(4), fame(2)),
    all(influence(9), fame(3)),
  ),
  artifact(
    '124',
    'endless-gem-pouch',
    'Endless Gem Pouch',
    'base',
    custom('roll-for-crystals', { rolls: 2 }),
    all(
      gainMana('red'),
      gainMana('blue'),
      gainMana('green'),
      gainMana('white'),
      byTime(gainMana('gold'), gainMana('black')),
    ),
  ),
  artifact(
    '125',
    'golden-grail',
    'Golden Grail',
    'base',
    when('not-in-combat', custom('heal-with-fame', { amount: 2 })),
    all(heal(6), forEach({ on: 'wound-healed-from-hand' }, draw(1))),
  ),
  artifact(
    '126',
    'book-of-wisdom',
    'Book of Wisdom',
    'base',
    pay(
      throwAwayCost(1, 'action'),
      perPaidColor((c) => takeFromOffer('advanced-action', 'hand', c)),
    ),
    pay(
      throwAwayCost(1, 'action'),
      perPaidColor((c) => all(takeFromOffer('spell', 'hand', c), gainCrystal(c))),
    ),
  ),
  artifact(
    '127',
    'amulet-of-the-sun',
    'Amulet of the Sun',
    'base',
    all(gainMana('gold'), byTime(nothing(), modifier(customModifier('day-rules-at-night')))),
    all(
      gainMana('gold'),
      gainMana('gold'),
      gainMana('gold'),
      byTime(nothing(), modifier(customModifier('day-rules-at-night'))),
    ),
  ),
  artifact(
    '128',
    'amulet-of-darkness',
    'Amulet of Darkness',
    'base',
    all(gainMana('any'), byTime(modifier(customModifier('night-rules-at-day')), nothing())),
    all(
      gainMana('any'),
      gainMana('any'),
      gainMana('any'),
      byTime(modifier(customModifier('night-rules-at-day')), nothing()),
    ),
  ),

  // ------------------------------------------------------------------- The Lost Legion (303–310)
  artifact(
    '303',
    'bow-of-starsdawn',
    'Bow of Starsdawn',
    'lost-legion',
    all(
      pay(discardUpTo(), bonusPer(rangedAttack(0), 'card-paid', 2)),
      forEach({ on: 'enemy-defeated', by: 'phase' }, fame(1)),
    ),
    modifier(customModifier('bow-of-starsdawn')),
  ),
  artifact(
    '304',
    'banner-of-command',
    'Banner of Command',
    'lost-legion',
    all(influence(4), custom('banner-as-command-token')),
    all(fame(2), takeFromOffer('unit', 'units')),
    {
      banner: true,
      note: 'Special banner: never assigned like the others, it can serve as a Command token.',
    },
  ),
  artifact(
    '305',
    'banner-of-fortitude',
    'Banner of Fortitude',
    'lost-legion',
    custom('banner-of-fortitude'),
    healUnit('all'),
    { banner: true },
  ),
  artifact(
    '306',
    'soul-harvester',
    'Soul Harvester',
    'lost-legion',
    all(
      attack(3),
      forEach({ on: 'enemy-defeated', by: 'this' }, custom('crystal-by-enemy-resistance'), 1),
    ),
    all(
      attack(8),
      forEach({ on: 'enemy-defeated', by: 'phase' }, custom('crystal-by-enemy-resistance')),
    ),
  ),
  artifact(
    '307',
    'shield-of-the-fallen-kings',
    'Shield of the Fallen Kings',
    'lost-legion',
    choice(block(6), custom('split-block', { count: 2, amount: 4, element: 'physical' })),
    choice(
      block(8, 'cold-fire'),
      custom('split-block', { count: 3, amount: 4, element: 'cold-fire' }),
    ),
  ),
  artifact(
    '308',
    'druidic-staff',
    'Druidic Staff',
    'lost-legion',
    pay(
      discardCost(1),
      perPaidColor((c) => STAFF[c]),
    ),
    choice(...STAFF_PAIRS.map(([a, b]) => all(STAFF[a], STAFF[b]))),
    {
      note: 'The white move is not allowed once the turn’s action has started; an Artifact discarded gives nothing.',
    },
  ),
  artifact(
    '309',
    'circlet-of-proficiency',
    'Circlet of Proficiency',
    'lost-legion',
    playFromOffer('skill', 'ability', { payMana: true }),
    takeFromOffer('skill', 'skills'),
    {
      note: 'Basic: non-interactive skills only; a once-per-turn skill used this way works twice.',
    },
  ),
  artifact(
    '310',
    'tome-of-all-spells',
    'Tome of All Spells',
    'lost-legion',
    pay(
      discardCost(1),
      perPaidColor((color) => playFromOffer('spell', 'basic', { color, payMana: false })),
    ),
    pay(
      discardCost(1),
      perPaidColor((color) =>
        playFromOffer('spell', 'strong', { color, payMana: false, ignoreTime: true }),
      ),
    ),
  ),

  // ------------------------------------------------------------------- Ultimate Edition
  artifact(
    'UE270',
    'mysterious-box',
    'Mysterious Box',
    'ultimate',
    custom('mysterious-box', { use: 'basic' }),
    custom('mysterious-box', { use: 'strong' }),
    {
      note: 'No Fame for using it (only one transcription has it). Not a banner itself; may be assigned as a revealed banner by its hook.',
    },
  ),
];

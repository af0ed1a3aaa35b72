// Skill tokens (reference/skills.md): 7 heroes × 10 (incl. the competitive interactive ★ token)
// + 7 cooperative ☆ tokens. SKILL-4: 'turn' = once per turn, 'round' = flipped until the next
// round, 'interactive' = once per round with a lasting effect (token to the centre).
import {
  all,
  attack,
  block,
  bonusPer,
  byTime,
  choice,
  custom,
  customEnemy,
  customModifier,
  discardCost,
  draw,
  enemy,
  fame,
  gainCrystal,
  gainMana,
  heal,
  healUnit,
  ifThen,
  influence,
  manaCost,
  modifier,
  move,
  optional,
  pay,
  rangedAttack,
  readyUnit,
  relocate,
  siegeAttack,
  when,
  type Effect,
} from './vocabulary';
import type { HeroId, ManaColor } from '../core/types';
import type { SkillDef, SkillUsage } from './types';

const skill = (
  hero: HeroId,
  key: string,
  name: string,
  usage: SkillUsage,
  effect: Effect,
  extra: Partial<SkillDef> = {},
): SkillDef => ({ id: `${hero}-${key}`, hero, name, usage, effect, ...extra });

/** Motivation (SKILL-4a: also usable in other players' turns). */
const motivation = (hero: HeroId, bonus: Effect): SkillDef =>
  skill(
    hero,
    'motivation',
    'Motivation',
    'round',
    all(draw(2), ifThen({ kind: 'lowest-fame' }, bonus), custom('motivation-lockout')),
    {
      otherTurns: true,
      note: 'The lockout (no other Motivation until the end of your next turn) is single-source; kept.',
    },
  );

const manaChoice = (...colors: ManaColor[]): Effect => choice(...colors.map((c) => gainMana(c)));

export const SKILLS: SkillDef[] = [
  // ------------------------------------------------------------------- Arythea
  skill('arythea', 'dark-paths', 'Dark Paths', 'turn', byTime(move(1), move(2))),
  skill(
    'arythea',
    'burning-power',
    'Burning Power',
    'turn',
    choice(siegeAttack(1), siegeAttack(1, 'fire')),
  ),
  skill(
    'arythea',
    'hot-swordsmanship',
    'Hot Swordsmanship',
    'turn',
    choice(attack(2), attack(2, 'fire')),
  ),
  skill(
    'arythea',
    'dark-negotiation',
    'Dark Negotiation',
    'turn',
    byTime(influence(2), influence(3)),
  ),
  skill(
    'arythea',
    'dark-fire-magic',
    'Dark Fire Magic',
    'round',
    all(gainCrystal('red'), manaChoice('red', 'black')),
  ),
  skill(
    'arythea',
    'power-of-pain',
    'Power of Pain',
    'turn',
    modifier(customModifier('wound-sideways', { value: 2 })),
  ),
  skill(
    'arythea',
    'invocation',
    'Invocation',
    'turn',
    choice(
      pay(discardCost(1, 'only'), custom('gain-mana-use-now', { colors: 'red,black' })),
      pay(discardCost(1, 'no'), custom('gain-mana-use-now', { colors: 'white,green' })),
    ),
  ),
  skill('arythea', 'polarization', 'Polarization', 'turn', custom('arythea-polarization')),
  motivation('arythea', gainMana('red')),
  skill(
    'arythea',
    'healing-ritual',
    'Healing Ritual',
    'round',
    when('not-in-combat', custom('arythea-healing-ritual')),
    { interactive: 'competitive' },
  ),
  skill(
    'arythea',
    'ritual-of-pain',
    'Ritual of Pain',
    'interactive',
    custom('arythea-ritual-of-pain'),
    {
      interactive: 'cooperative',
      note: 'Effect single-source.',
    },
  ),

  // ------------------------------------------------------------------- Tovak
  skill('tovak', 'double-time', 'Double Time', 'turn', byTime(move(2), move(1))),
  skill(
    'tovak',
    'night-sharpshooting',
    'Night Sharpshooting',
    'turn',
    byTime(rangedAttack(1), rangedAttack(2)),
    {
      note: 'Once per turn (three sources), not once per round.',
    },
  ),
  skill(
    'tovak',
    'cold-swordsmanship',
    'Cold Swordsmanship',
    'turn',
    choice(attack(2), attack(2, 'ice')),
  ),
  skill(
    'tovak',
    'shield-mastery',
    'Shield Mastery',
    'turn',
    choice(block(3), block(2, 'fire'), block(2, 'ice')),
  ),
  skill(
    'tovak',
    'resistance-break',
    'Resistance Break',
    'turn',
    enemy(customEnemy('armor-per-resistance', { amount: -1 })),
  ),
  skill(
    'tovak',
    'i-feel-no-pain',
    'I Feel No Pain',
    'turn',
    when('not-in-combat', pay(discardCost(1, 'only'), draw(1))),
  ),
  skill(
    'tovak',
    'i-dont-give-a-damn',
    "I Don't Give a Damn",
    'turn',
    modifier(
      customModifier('sideways-boost', { value: 2, better: 3, when: 'advanced-spell-artifact' }),
    ),
  ),
  skill(
    'tovak',
    'who-needs-magic',
    'Who Needs Magic?',
    'turn',
    modifier(customModifier('sideways-boost', { value: 2, better: 3, when: 'no-source-die' })),
  ),
  motivation('tovak', gainMana('blue')),
  skill('tovak', 'mana-exploit', 'Mana Exploit', 'interactive', custom('tovak-mana-exploit'), {
    interactive: 'competitive',
  }),
  skill('tovak', 'mana-overload', 'Mana Overload', 'interactive', custom('tovak-mana-overload'), {
    interactive: 'cooperative',
    note: 'Effect single-source.',
  }),

  // ------------------------------------------------------------------- Goldyx
  skill(
    'goldyx',
    'freezing-power',
    'Freezing Power',
    'turn',
    choice(siegeAttack(1), siegeAttack(1, 'ice')),
  ),
  skill('goldyx', 'potion-making', 'Potion Making', 'round', heal(2)),
  skill(
    'goldyx',
    'white-crystal-craft',
    'White Crystal Craft',
    'round',
    all(gainCrystal('blue'), gainMana('white')),
  ),
  skill(
    'goldyx',
    'green-crystal-craft',
    'Green Crystal Craft',
    'round',
    all(gainCrystal('blue'), gainMana('green')),
  ),
  skill(
    'goldyx',
    'red-crystal-craft',
    'Red Crystal Craft',
    'round',
    all(gainCrystal('blue'), gainMana('red')),
  ),
  skill(
    'goldyx',
    'glittering-fortune',
    'Glittering Fortune',
    'turn',
    when('interaction-only', bonusPer(influence(0), 'crystal-color-owned', 1)),
  ),
  skill(
    'goldyx',
    'flight',
    'Flight',
    'round',
    choice(relocate(1), relocate(2, { movePerSpace: 1 })),
  ),
  skill('goldyx', 'universal-power', 'Universal Power', 'turn', custom('goldyx-universal-power'), {
    note: 'Once per turn (three sources), not once per round.',
  }),
  motivation('goldyx', gainMana('green')),
  skill('goldyx', 'source-freeze', 'Source Freeze', 'interactive', custom('goldyx-source-freeze'), {
    interactive: 'competitive',
  }),
  skill(
    'goldyx',
    'source-opening',
    'Source Opening',
    'interactive',
    custom('goldyx-source-opening'),
    {
      interactive: 'cooperative',
      note: 'Effect single-source.',
    },
  ),

  // ------------------------------------------------------------------- Norowas
  skill(
    'norowas',
    'forward-march',
    'Forward March',
    'turn',
    bonusPer(move(0), 'ready-unwounded-unit', 1, 3),
  ),
  skill(
    'norowas',
    'day-sharpshooting',
    'Day Sharpshooting',
    'turn',
    byTime(rangedAttack(2), rangedAttack(1)),
  ),
  skill(
    'norowas',
    'inspiration',
    'Inspiration',
    'round',
    when('not-in-combat', choice(readyUnit(4), healUnit(1))),
  ),
  skill(
    'norowas',
    'bright-negotiation',
    'Bright Negotiation',
    'turn',
    byTime(influence(3), influence(2)),
  ),
  skill(
    'norowas',
    'leaves-in-the-wind',
    'Leaves in the Wind',
    'round',
    all(gainCrystal('green'), gainMana('white')),
  ),
  skill(
    'norowas',
    'whispers-in-the-treetops',
    'Whispers in the Treetops',
    'round',
    all(gainCrystal('white'), gainMana('green')),
  ),
  skill(
    'norowas',
    'leadership',
    'Leadership',
    'turn',
    modifier(customModifier('norowas-leadership')),
  ),
  skill(
    'norowas',
    'bonds-of-loyalty',
    'Bonds of Loyalty',
    'passive',
    custom('norowas-bonds-of-loyalty'),
  ),
  motivation('norowas', gainMana('white')),
  skill(
    'norowas',
    'prayer-of-weather',
    'Prayer of Weather',
    'interactive',
    custom('norowas-prayer-of-weather'),
    { interactive: 'competitive' },
  ),
  skill(
    'norowas',
    'calming-the-weather',
    'Calming the Weather',
    'interactive',
    all(
      modifier({ kind: 'terrain-cost', terrain: 'all', delta: -2, min: 1 }),
      custom('norowas-calming-the-weather'),
    ),
    { interactive: 'cooperative', note: 'Effect single-source.' },
  ),

  // ------------------------------------------------------------------- Wolfhawk
  skill(
    'wolfhawk',
    'refreshing-bath',
    'Refreshing Bath',
    'round',
    when('not-in-combat', all(heal(1), gainCrystal('blue'))),
  ),
  skill(
    'wolfhawk',
    'refreshing-breeze',
    'Refreshing Breeze',
    'round',
    when('not-in-combat', all(heal(1), gainCrystal('white'))),
  ),
  skill(
    'wolfhawk',
    'hawk-eyes',
    'Hawk Eyes',
    'turn',
    all(
      move(1),
      byTime(
        modifier(customModifier('reveal-garrisons', { range: 2 })),
        modifier({ kind: 'explore-cost', delta: -1 }),
      ),
    ),
  ),
  skill('wolfhawk', 'on-her-own', 'On Her Own', 'turn', custom('wolfhawk-on-her-own')),
  skill(
    'wolfhawk',
    'deadly-aim',
    'Deadly Aim',
    'turn',
    when('combat-only', custom('wolfhawk-deadly-aim')),
    {
      note: '+1 / +2 to one attack played (wiki table), not a flat Ranged Attack 1 / Attack 2.',
    },
  ),
  skill(
    'wolfhawk',
    'know-your-prey',
    'Know Your Prey',
    'round',
    when('combat-only', enemy(customEnemy('know-your-prey'))),
    {
      note: 'Once per round (kept as in the reference; one data table says once per turn).',
    },
  ),
  skill(
    'wolfhawk',
    'taunt',
    'Taunt',
    'turn',
    when(
      'block-phase',
      choice(
        enemy({ kind: 'attack', amount: -1, min: 0 }),
        enemy({
          kind: 'combined',
          effects: [
            { kind: 'attack', amount: 2, min: 0 },
            { kind: 'armor', amount: -2, min: 1 },
          ],
        }),
      ),
    ),
  ),
  skill('wolfhawk', 'dueling', 'Dueling', 'turn', when('block-phase', custom('wolfhawk-dueling'))),
  motivation('wolfhawk', fame(1)),
  skill('wolfhawk', 'wolfs-howl', "Wolf's Howl", 'interactive', custom('wolfhawk-wolfs-howl'), {
    interactive: 'competitive',
    note: 'Lasting effect single-source.',
  }),
  skill(
    'wolfhawk',
    'howl-of-the-pack',
    'Howl of the Pack',
    'interactive',
    custom('wolfhawk-howl-of-the-pack'),
    {
      interactive: 'cooperative',
      note: 'Name and effect single-source.',
    },
  ),

  // ------------------------------------------------------------------- Krang
  skill(
    'krang',
    'spirit-guides',
    'Spirit Guides',
    'turn',
    all(
      move(1),
      modifier({ kind: 'value-bonus', stat: 'block', amount: 1, count: 'next', from: 'any' }),
    ),
  ),
  skill(
    'krang',
    'battle-hardened',
    'Battle Hardened',
    'turn',
    custom('reduce-damage', { amount: 2, from: 'physical', otherAmount: 1 }),
  ),
  skill(
    'krang',
    'battle-frenzy',
    'Battle Frenzy',
    'turn',
    choice(attack(2), all(attack(4), custom('flip-skill', { unflip: 'rest' }))),
  ),
  skill(
    'krang',
    'shamanic-ritual',
    'Shamanic Ritual',
    'round',
    all(gainMana('any'), custom('flip-skill', { unflip: 'action' })),
  ),
  skill(
    'krang',
    'regenerate',
    'Regenerate',
    'turn',
    when('not-in-combat', custom('regenerate', { bonusColor: 'red' })),
    {
      note: 'Once per turn (wiki table); one engine says once per round.',
    },
  ),
  skill(
    'krang',
    'arcane-disguise',
    'Arcane Disguise',
    'turn',
    choice(
      influence(2),
      all(
        modifier(customModifier('ignore-reputation')),
        custom('flip-skill', { unflip: 'green-mana' }),
      ),
    ),
  ),
  skill('krang', 'puppet-master', 'Puppet Master', 'turn', custom('krang-puppet-master'), {
    note: 'Single source.',
  }),
  skill('krang', 'master-of-chaos', 'Master of Chaos', 'turn', custom('krang-master-of-chaos')),
  skill(
    'krang',
    'curse',
    'Curse',
    'turn',
    when('combat-only', enemy(customEnemy('krang-curse', { attack: -2, armor: -1 }))),
    {
      note: 'Attack -2 (the implementation handling multi-attack enemies), not -1.',
    },
  ),
  skill(
    'krang',
    'mana-suppression',
    'Mana Suppression',
    'interactive',
    custom('krang-mana-suppression'),
    {
      interactive: 'competitive',
      note: 'Single source.',
    },
  ),
  skill(
    'krang',
    'mana-enhancement',
    'Mana Enhancement',
    'interactive',
    custom('krang-mana-enhancement'),
    {
      interactive: 'cooperative',
      note: 'Name and effect single-source.',
    },
  ),

  // ------------------------------------------------------------------- Braevalar
  skill(
    'braevalar',
    'elemental-resistance',
    'Elemental Resistance',
    'turn',
    custom('reduce-damage', { amount: 2, from: 'fire-ice', otherAmount: 1 }),
  ),
  skill(
    'braevalar',
    'feral-allies',
    'Feral Allies',
    'turn',
    choice(attack(1), enemy({ kind: 'attack', amount: -1, min: 0 })),
    { passive: modifier({ kind: 'explore-cost', delta: -1 }, 'round') },
  ),
  skill(
    'braevalar',
    'thunderstorm',
    'Thunderstorm',
    'round',
    all(manaChoice('green', 'blue'), manaChoice('green', 'white')),
  ),
  skill(
    'braevalar',
    'lightning-storm',
    'Lightning Storm',
    'round',
    all(manaChoice('blue', 'green'), manaChoice('blue', 'red')),
  ),
  skill(
    'braevalar',
    'beguile',
    'Beguile',
    'turn',
    ifThen(
      { kind: 'at-magical-glade' },
      influence(4),
      ifThen({ kind: 'at-fortified-site' }, influence(2), influence(3)),
    ),
  ),
  skill(
    'braevalar',
    'forked-lightning',
    'Forked Lightning',
    'turn',
    custom('split-attack', { count: 3, amount: 1, element: 'cold-fire', style: 'ranged' }),
  ),
  skill('braevalar', 'shapeshift', 'Shapeshift', 'turn', custom('braevalar-shapeshift')),
  skill(
    'braevalar',
    'secret-ways',
    'Secret Ways',
    'turn',
    all(
      move(1),
      optional(
        pay(manaCost('blue'), modifier({ kind: 'allow-terrain', terrain: 'lake', cost: 2 })),
      ),
    ),
    {
      passive: all(
        modifier({ kind: 'allow-terrain', terrain: 'mountain', cost: 5 }, 'round'),
        modifier({ kind: 'safe-terrain', terrain: 'mountain' }, 'round'),
      ),
      note: 'The blue-mana lake option is part of the once-per-turn use.',
    },
  ),
  skill(
    'braevalar',
    'regenerate',
    'Regenerate',
    'turn',
    when('not-in-combat', custom('regenerate', { bonusColor: 'green' })),
    {
      note: 'Bonus colour green (one engine; the wiki table says identical to Krang’s red). Once per turn.',
    },
  ),
  skill(
    'braevalar',
    'natures-vengeance',
    "Nature's Vengeance",
    'interactive',
    all(
      enemy({
        kind: 'combined',
        effects: [{ kind: 'attack', amount: -1, min: 0 }, customEnemy('gain-cumbersome')],
      }),
      custom('braevalar-natures-vengeance'),
    ),
    { interactive: 'competitive', note: 'Lasting effect single-source.' },
  ),
  skill(
    'braevalar',
    'natures-vengeance-coop',
    "Nature's Vengeance",
    'interactive',
    all(
      enemy({
        kind: 'combined',
        effects: [{ kind: 'attack', amount: -1, min: 0 }, customEnemy('gain-cumbersome')],
      }),
      custom('braevalar-natures-vengeance-coop'),
    ),
    { interactive: 'cooperative', note: 'Co-op token; effect single-source.' },
  ),
];

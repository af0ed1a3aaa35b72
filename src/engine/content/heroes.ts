// Heroes (reference/basic-actions.md §2, skills.md, tracks.md): starting deck = the standard
// 16-card deck with the hero's two same-coloured swaps; crystal dots for the dummy player
// (SCEN-DUMMY-2); skill tokens = 10 standard (incl. ★) + the cooperative ☆ token.
import type { HeroId } from '../core/types';
import { SKILLS } from './skills';
import type { HeroDef } from './types';

/** The shared starting deck before swaps (16 cards). */
export const STANDARD_DECK: readonly string[] = [
  'rage',
  'rage',
  'determination',
  'swiftness',
  'swiftness',
  'march',
  'march',
  'stamina',
  'stamina',
  'tranquility',
  'promise',
  'threaten',
  'crystallize',
  'mana-draw',
  'concentration',
  'improvisation',
];

/** Replace one copy of each `from` card by its hero card. */
function deckWith(swaps: Record<string, string>): string[] {
  const deck = [...STANDARD_DECK];
  for (const [from, to] of Object.entries(swaps)) {
    const i = deck.indexOf(from);
    if (i < 0) throw new Error(`standard deck has no ${from}`);
    deck[i] = to;
  }
  return deck;
}

const skillsOf = (hero: HeroId): string[] => SKILLS.filter((s) => s.hero === hero).map((s) => s.id);

export const HEROES: HeroDef[] = [
  {
    id: 'arythea',
    name: 'Arythea',
    set: 'base',
    crystals: ['red', 'red', 'white'],
    deck: deckWith({ rage: 'battle-versatility', 'mana-draw': 'mana-pull' }),
    skills: skillsOf('arythea'),
  },
  {
    id: 'goldyx',
    name: 'Goldyx',
    set: 'base',
    crystals: ['green', 'green', 'blue'],
    deck: deckWith({ concentration: 'will-focus', crystallize: 'crystal-joy' }),
    skills: skillsOf('goldyx'),
  },
  {
    id: 'norowas',
    name: 'Norowas',
    set: 'base',
    crystals: ['green', 'white', 'white'],
    deck: deckWith({ promise: 'noble-manners', tranquility: 'rejuvenate' }),
    skills: skillsOf('norowas'),
  },
  {
    id: 'tovak',
    name: 'Tovak',
    set: 'base',
    crystals: ['red', 'blue', 'blue'],
    deck: deckWith({ determination: 'cold-toughness', improvisation: 'instinct' }),
    skills: skillsOf('tovak'),
  },
  {
    id: 'wolfhawk',
    name: 'Wolfhawk',
    set: 'lost-legion',
    crystals: ['white', 'white', 'blue'],
    deck: deckWith({ swiftness: 'swift-reflexes', stamina: 'tirelessness' }),
    skills: skillsOf('wolfhawk'),
  },
  {
    id: 'krang',
    name: 'Krang',
    set: 'krang',
    crystals: ['red', 'red', 'green'],
    deck: deckWith({ march: 'savage-harvesting', threaten: 'ruthless-coercion' }),
    skills: skillsOf('krang'),
  },
  {
    id: 'braevalar',
    name: 'Braevalar',
    set: 'shades-of-tezla',
    crystals: ['green', 'blue', 'blue'],
    deck: deckWith({ march: 'one-with-the-land', stamina: 'druidic-paths' }),
    skills: skillsOf('braevalar'),
  },
];

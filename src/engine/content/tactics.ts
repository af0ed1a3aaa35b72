// The 6 Day and 6 Night tactic cards (../shared/reference/tactics.md; selection ROUND-3a–3d). The
// number is the turn order (lowest first). German names only where the rulebook prints one.
import { custom, draw, nothing } from './vocabulary';
import type { TacticDef } from './types';

export const TACTICS: TacticDef[] = [
  // ---------------------------------------------------------------- Day
  {
    id: 'early-bird',
    name: 'Early Bird',
    time: 'day',
    number: 1,
    timing: 'none',
    effect: nothing(),
  },
  {
    id: 'rethink',
    name: 'Rethink',
    time: 'day',
    number: 2,
    timing: 'on-take',
    effect: custom('tactic-rethink'),
    note:
      'Decision (tactics.md doubt 1): discard up to 3 (wounds allowed), draw as many, then shuffle ' +
      'the discard pile into the deed deck.',
  },
  {
    id: 'mana-steal',
    name: 'Mana Steal',
    time: 'day',
    number: 3,
    timing: 'on-take',
    effect: custom('tactic-mana-steal'),
    note:
      'Taken at selection (basic-colour die kept on the card), then used once this Day; the once-use ' +
      'belongs to the hook. Decision (tactics.md doubt 2): the stored die is used in addition to ' +
      'the normal Source die.',
  },
  {
    id: 'planning',
    name: 'Planning',
    nameDe: 'Planung',
    time: 'day',
    number: 4,
    timing: 'ongoing',
    effect: custom('tactic-planning'),
  },
  {
    id: 'great-start',
    name: 'Great Start',
    time: 'day',
    number: 5,
    timing: 'on-take',
    effect: draw(2),
  },
  {
    id: 'the-right-moment',
    name: 'The Right Moment',
    time: 'day',
    number: 6,
    timing: 'once',
    effect: custom('tactic-the-right-moment'),
  },

  // ---------------------------------------------------------------- Night
  {
    id: 'from-the-dusk',
    name: 'From the Dusk',
    time: 'night',
    number: 1,
    timing: 'none',
    effect: nothing(),
  },
  {
    id: 'long-night',
    name: 'Long Night',
    nameDe: 'Lange Nacht',
    time: 'night',
    number: 2,
    timing: 'once',
    effect: custom('tactic-long-night'),
  },
  {
    id: 'mana-search',
    name: 'Mana Search',
    time: 'night',
    number: 3,
    timing: 'ongoing',
    effect: custom('tactic-mana-search'),
  },
  {
    id: 'midnight-meditation',
    name: 'Midnight Meditation',
    time: 'night',
    number: 4,
    timing: 'once',
    effect: custom('tactic-midnight-meditation'),
  },
  {
    id: 'preparation',
    name: 'Preparation',
    time: 'night',
    number: 5,
    timing: 'on-take',
    effect: custom('tactic-preparation'),
  },
  {
    id: 'sparing-power',
    name: 'Sparing Power',
    time: 'night',
    number: 6,
    timing: 'ongoing',
    effect: custom('tactic-sparing-power'),
  },
];

// Site kinds (../shared/reference/sites.md; RULES §17). German names from the rulebook glossary
// (RULES §20); the Lost Legion sites have no name in the German Ultimate rulebook.
import type { SiteDef } from './types';

export const SITES: SiteDef[] = [
  {
    // MOVE-8d.1: several heroes may share the portal, no PvP there.
    type: 'portal',
    name: 'Portal',
    nameDe: 'Portal',
    families: ['portal'],
    set: 'base',
  },
  {
    type: 'village',
    name: 'Village',
    nameDe: 'Dorf',
    families: ['inhabited'],
    // INTERACT-4b
    healCost: 3,
    recruit: 'village',
    set: 'base',
  },
  {
    // MOVE-5f.1: revealing adds an Advanced Action to the unit offer (engine rule, not a token).
    // COMBAT-1c: burning it fights one violet enemy without units; reward 1 artifact.
    type: 'monastery',
    name: 'Monastery',
    nameDe: 'Kloster',
    families: ['inhabited'],
    healCost: 2,
    recruit: 'monastery',
    enemies: ['violet'],
    unitsAllowed: false,
    rewards: [{ kind: 'artifact', count: 1 }],
    set: 'base',
  },
  {
    // COMBAT-OUTCOME-2c.2: conquering gives ownership, no card reward.
    type: 'keep',
    name: 'Keep',
    nameDe: 'Burg',
    families: ['fortified', 'inhabited'],
    onReveal: { pile: 'grey', count: 1, faceUp: false },
    recruit: 'keep',
    unitsAllowed: true,
    set: 'base',
  },
  {
    // COMBAT-OUTCOME-2c.3: 1 spell for the first conquest.
    type: 'mage-tower',
    name: 'Mage Tower',
    nameDe: 'Magierturm',
    families: ['fortified', 'inhabited'],
    onReveal: { pile: 'violet', count: 1, faceUp: false },
    recruit: 'mage-tower',
    unitsAllowed: true,
    rewards: [{ kind: 'spell', count: 1 }],
    set: 'base',
  },
  {
    // MOVE-5g: the garrison comes from the city definition (cities.ts) and the scenario's level.
    type: 'city',
    name: 'City',
    nameDe: 'Stadt',
    families: ['fortified', 'inhabited'],
    recruit: 'city',
    unitsAllowed: true,
    set: 'base',
  },
  {
    type: 'dungeon',
    name: 'Dungeon',
    nameDe: 'Dungeon',
    families: ['adventure'],
    enemies: ['brown'],
    nightRules: true,
    unitsAllowed: false,
    rewards: [{ kind: 'dungeon-roll' }],
    set: 'base',
  },
  {
    type: 'tomb',
    name: 'Tomb',
    nameDe: 'Grabstätte',
    families: ['adventure'],
    enemies: ['red'],
    nightRules: true,
    unitsAllowed: false,
    rewards: [
      { kind: 'spell', count: 1 },
      { kind: 'artifact', count: 1 },
    ],
    set: 'base',
  },
  {
    type: 'monster-den',
    name: 'Monster Den',
    nameDe: 'Monsterhöhle',
    families: ['adventure'],
    enemies: ['brown'],
    unitsAllowed: true,
    rewards: [{ kind: 'random-crystals', count: 2 }],
    set: 'base',
  },
  {
    type: 'spawning-grounds',
    name: 'Spawning Grounds',
    nameDe: 'Brutstätte',
    families: ['adventure'],
    enemies: ['brown', 'brown'],
    unitsAllowed: true,
    rewards: [
      { kind: 'artifact', count: 1 },
      { kind: 'random-crystals', count: 3 },
    ],
    set: 'base',
    note:
      'Decision (sites.md doubt 1): after a partial failure the undefeated enemies stay face up ' +
      'and each defeated one is replaced by a new face-down brown token.',
  },
  {
    // COMBAT-OUTCOME-2b.1: enemies and reward come from the ruins token (ruins.ts).
    type: 'ancient-ruins',
    name: 'Ancient Ruins',
    nameDe: 'Ruine',
    families: ['adventure'],
    onReveal: { ruins: true },
    unitsAllowed: true,
    set: 'base',
    note: 'The ruins token lies face up when revealed by Day, face down by Night.',
  },
  {
    // END-4b
    type: 'crystal-mine',
    name: 'Crystal Mine',
    nameDe: 'Kristallbergwerk',
    families: ['passive'],
    set: 'base',
    note: 'Decision (sites.md doubt 5, RULES U20): a mine gives only the end-of-turn crystal.',
  },
  {
    // END-4a, HEAL-3e; start-of-turn gold (Day) / black (Night) mana token.
    type: 'magical-glade',
    name: 'Magical Glade',
    nameDe: 'Magische Lichtung',
    families: ['passive'],
    set: 'base',
  },
  {
    // MOVE-4b/4c, COMBAT-1d, COMBAT-OUTCOME-2a (+1 Reputation per token).
    type: 'orcs',
    name: 'Marauding Orcs',
    nameDe: 'Marodierende Orks',
    families: ['rampaging'],
    onReveal: { pile: 'green', count: 1, faceUp: true },
    unitsAllowed: true,
    set: 'base',
  },
  {
    // As orcs; +2 Reputation per token.
    type: 'draconum',
    name: 'Draconum',
    nameDe: 'Drakonier',
    families: ['rampaging'],
    onReveal: { pile: 'red', count: 1, faceUp: true },
    unitsAllowed: true,
    set: 'base',
  },
  {
    type: 'maze',
    name: 'Maze',
    nameDe: 'Irrgarten',
    families: ['adventure'],
    enemies: ['brown'],
    unitsAllowed: true,
    maxUnits: 1,
    pathRewards: [
      { moveCost: 2, rewards: [{ kind: 'crystals-of-choice', count: 2 }] },
      { moveCost: 4, rewards: [{ kind: 'spell', count: 1 }] },
      { moveCost: 6, rewards: [{ kind: 'artifact', count: 1 }] },
    ],
    set: 'lost-legion',
    note:
      'German name is our translation (not in the Ultimate rulebook). Decision (sites.md doubt 3): ' +
      'path rewards paired with 2/4/6 Move in the order the card lists them. The path cost cannot ' +
      'be paid with Move left over from the movement phase.',
  },
  {
    type: 'labyrinth',
    name: 'Labyrinth',
    nameDe: 'Labyrinth',
    families: ['adventure'],
    enemies: ['red'],
    unitsAllowed: true,
    maxUnits: 1,
    pathRewards: [
      {
        moveCost: 2,
        rewards: [
          { kind: 'crystals-of-choice', count: 2 },
          { kind: 'advanced-action', count: 1 },
        ],
      },
      {
        moveCost: 4,
        rewards: [
          { kind: 'spell', count: 1 },
          { kind: 'advanced-action', count: 1 },
        ],
      },
      {
        moveCost: 6,
        rewards: [
          { kind: 'artifact', count: 1 },
          { kind: 'advanced-action', count: 1 },
        ],
      },
    ],
    set: 'lost-legion',
    note: 'German name is our translation. Path pairing as for the maze (sites.md doubt 3).',
  },
  {
    type: 'refugee-camp',
    name: 'Refugee Camp',
    nameDe: 'Flüchtlingslager',
    families: ['inhabited'],
    recruitIcons: { village: 0, keep: 1, 'mage-tower': 1, monastery: 1, city: 3 },
    set: 'lost-legion',
    note:
      'German name is our translation. Surcharges from units.md (single source; sites.md doubt 2 ' +
      'found none): village units at cost, keep/mage-tower/monastery +1, city-only +3. No healing ' +
      '(sites.md doubt 7).',
  },
  {
    type: 'deep-mine',
    name: 'Deep Mine',
    nameDe: 'Tiefes Bergwerk',
    families: ['passive'],
    set: 'lost-legion',
    note: 'German name is our translation. End of turn: 1 crystal of one of its colours.',
  },
  {
    type: 'volkare-camp',
    name: "Volkare's Camp",
    nameDe: 'Volkares Lager',
    families: ['inhabited'],
    unitsAllowed: true,
    recruitIcons: { keep: 0, village: 0 },
    set: 'lost-legion',
    note:
      'German name is our translation; single-source site (sites.md doubt 8). An assault site ' +
      'without Reputation loss whose garrison comes from the scenario; not listed as fortified ' +
      '(sites.md: fortified only across a wall). Recruiting (keep or village icons) only once ' +
      'conquered.',
  },
];

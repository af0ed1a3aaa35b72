// Ancient Ruins tokens (../shared/reference/tracks.md "Ancient Ruins tokens"; COMBAT-OUTCOME-2b.1).
// Altars: pay the tribute, gain Fame, no combat. Enemy tokens: one token drawn per pile shown.
import type { RuinsTokenDef } from './types';

export const RUINS_TOKENS: RuinsTokenDef[] = [
  // ---------------------------------------------------------------- base: altars
  {
    id: 'ruin-altar-green',
    kind: 'altar',
    tribute: ['green', 'green', 'green'],
    rewards: [{ kind: 'fame', amount: 7 }],
    set: 'base',
  },
  {
    id: 'ruin-altar-blue',
    kind: 'altar',
    tribute: ['blue', 'blue', 'blue'],
    rewards: [{ kind: 'fame', amount: 7 }],
    set: 'base',
  },
  {
    id: 'ruin-altar-white',
    kind: 'altar',
    tribute: ['white', 'white', 'white'],
    rewards: [{ kind: 'fame', amount: 7 }],
    set: 'base',
  },
  {
    id: 'ruin-altar-red',
    kind: 'altar',
    tribute: ['red', 'red', 'red'],
    rewards: [{ kind: 'fame', amount: 7 }],
    set: 'base',
  },
  // ---------------------------------------------------------------- base: enemies
  {
    id: 'ruin-brown-red',
    kind: 'enemies',
    enemies: ['brown', 'red'],
    rewards: [{ kind: 'artifact', count: 2 }],
    set: 'base',
  },
  {
    id: 'ruin-green-red',
    kind: 'enemies',
    enemies: ['green', 'red'],
    rewards: [
      { kind: 'artifact', count: 1 },
      { kind: 'advanced-action', count: 1 },
    ],
    set: 'base',
  },
  {
    id: 'ruin-grey-white',
    kind: 'enemies',
    enemies: ['grey', 'white'],
    rewards: [
      { kind: 'artifact', count: 1 },
      { kind: 'spell', count: 1 },
    ],
    set: 'base',
  },
  {
    id: 'ruin-grey-brown',
    kind: 'enemies',
    enemies: ['grey', 'brown'],
    rewards: [{ kind: 'artifact', count: 1 }],
    set: 'base',
  },
  {
    // tracks.md doubt 5: grey + violet (three sources), not green + violet.
    id: 'ruin-grey-violet',
    kind: 'enemies',
    enemies: ['grey', 'violet'],
    rewards: [{ kind: 'unit', count: 1 }],
    set: 'base',
  },
  {
    id: 'ruin-green-brown',
    kind: 'enemies',
    enemies: ['green', 'brown'],
    rewards: [{ kind: 'artifact', count: 1 }],
    set: 'base',
  },
  {
    id: 'ruin-green-green',
    kind: 'enemies',
    enemies: ['green', 'green'],
    rewards: [{ kind: 'crystal-set' }],
    set: 'base',
  },
  {
    id: 'ruin-brown-violet',
    kind: 'enemies',
    enemies: ['brown', 'violet'],
    rewards: [{ kind: 'spell', count: 1 }, { kind: 'crystal-set' }],
    set: 'base',
  },
  // ---------------------------------------------------------------- Lost Legion
  {
    id: 'ruin-altar-all',
    kind: 'altar',
    tribute: ['green', 'blue', 'white', 'red'],
    rewards: [{ kind: 'fame', amount: 10 }],
    set: 'lost-legion',
  },
  {
    id: 'ruin-green-green-green',
    kind: 'enemies',
    enemies: ['green', 'green', 'green'],
    rewards: [{ kind: 'unit', count: 1 }],
    set: 'lost-legion',
  },
  {
    id: 'ruin-violet-violet',
    kind: 'enemies',
    enemies: ['violet', 'violet'],
    rewards: [
      { kind: 'spell', count: 1 },
      { kind: 'advanced-action', count: 1 },
    ],
    set: 'lost-legion',
  },
];

// The four cities (../shared/reference/cities.md, sites.md "City"). Garrison rows per city level
// 1–11 (MOVE-5g.3); defender bonuses per COMBAT-CITY-1.
import type { EnemyColor } from '../core/types';
import type { CityDef } from './types';

const Gy: EnemyColor = 'grey';
const Vi: EnemyColor = 'violet';
const Br: EnemyColor = 'brown';
const Wh: EnemyColor = 'white';

export const CITIES: CityDef[] = [
  {
    color: 'white',
    name: 'White City',
    nameDe: 'Weiße Stadt',
    // COMBAT-CITY-1a
    defenderBonus: { kind: 'armor', amount: 1 },
    garrison: [
      [Wh],
      [Gy, Wh],
      [Wh, Wh],
      [Gy, Gy, Wh],
      [Gy, Wh, Wh],
      [Gy, Gy, Gy, Wh],
      [Gy, Gy, Wh, Wh],
      [Gy, Wh, Wh, Wh],
      [Gy, Gy, Gy, Wh, Wh],
      [Gy, Gy, Wh, Wh, Wh],
      [Gy, Wh, Wh, Wh, Wh],
    ],
    set: 'base',
  },
  {
    color: 'blue',
    name: 'Blue City',
    nameDe: 'Blaue Stadt',
    // COMBAT-CITY-1b
    defenderBonus: { kind: 'elemental-attack', fireOrIce: 2, coldFire: 1 },
    garrison: [
      [Gy, Vi],
      [Vi, Vi],
      [Vi, Wh],
      [Gy, Vi, Wh],
      [Vi, Vi, Wh],
      [Vi, Wh, Wh],
      [Gy, Vi, Vi, Wh],
      [Vi, Vi, Wh, Wh],
      [Vi, Wh, Wh, Wh],
      [Gy, Vi, Vi, Wh, Wh],
      [Vi, Vi, Wh, Wh, Wh],
    ],
    set: 'base',
  },
  {
    color: 'green',
    name: 'Green City',
    nameDe: 'Grüne Stadt',
    // COMBAT-CITY-1d
    defenderBonus: { kind: 'gain-ability', ability: 'poison', forElement: 'physical' },
    garrison: [
      [Gy, Br],
      [Br, Br],
      [Gy, Gy, Br],
      [Gy, Br, Wh],
      [Br, Br, Wh],
      [Gy, Gy, Br, Wh],
      [Gy, Br, Br, Wh],
      [Br, Br, Wh, Wh],
      [Gy, Br, Br, Br, Wh],
      [Gy, Br, Br, Wh, Wh],
      [Br, Br, Wh, Wh, Wh],
    ],
    set: 'base',
  },
  {
    color: 'red',
    name: 'Red City',
    nameDe: 'Rote Stadt',
    // COMBAT-CITY-1c
    defenderBonus: { kind: 'gain-ability', ability: 'brutal', forElement: 'physical' },
    garrison: [
      [Wh],
      [Br, Vi],
      [Br, Wh],
      [Br, Vi, Vi],
      [Br, Vi, Wh],
      [Br, Br, Vi, Vi],
      [Br, Vi, Vi, Wh],
      [Br, Vi, Wh, Wh],
      [Br, Br, Vi, Vi, Wh],
      [Br, Br, Vi, Wh, Wh],
      [Br, Vi, Wh, Wh, Wh],
    ],
    set: 'base',
  },
];

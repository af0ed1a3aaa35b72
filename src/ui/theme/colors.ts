// The palette: our own colours for terrain, mana, heroes, token piles and cities.
import type { CityColor, EnemyColor, HeroId, ManaColor, Terrain } from '../../engine';

export const MANA_HEX: Record<ManaColor, string> = {
  red: '#d8412f',
  blue: '#2f6fd8',
  green: '#3e9b4f',
  white: '#f2efe6',
  gold: '#e3b53c',
  black: '#34343c',
};

/** Text colour that reads on top of a mana colour. */
export const MANA_INK: Record<ManaColor, string> = {
  red: '#fff',
  blue: '#fff',
  green: '#fff',
  white: '#2a2a2a',
  gold: '#2a2000',
  black: '#f0f0f0',
};

export const TERRAIN_HEX: Record<Terrain, string> = {
  plains: '#b5c777',
  hills: '#c4a866',
  forest: '#4e8743',
  wasteland: '#9b8d78',
  desert: '#e2c684',
  swamp: '#6c8a68',
  lake: '#4b8cc2',
  mountain: '#97979f',
  sea: '#2b5b88',
};

export const HERO_HEX: Record<HeroId, string> = {
  arythea: '#c8423a',
  goldyx: '#3d9a57',
  norowas: '#e9e4d2',
  tovak: '#3a6fc8',
  wolfhawk: '#8d5bc4',
  krang: '#d97d2b',
  braevalar: '#2fa3a0',
};

export const ENEMY_HEX: Record<EnemyColor, string> = {
  green: '#5b8f3a',
  grey: '#8e9196',
  violet: '#7c55a8',
  brown: '#8a5a2e',
  red: '#b8392e',
  white: '#e9e6dc',
};

export const CITY_HEX: Record<CityColor, string> = {
  green: '#3e9b4f',
  blue: '#2f6fd8',
  white: '#ece8dc',
  red: '#d8412f',
};

export const GOLD = '#d4a64a';
export const INK = '#f3ead2';

// The Wound card (CARD-3d, WOUND-1): never playable, not even sideways.
import { nothing } from './vocabulary';
import type { CardDef } from './types';

export const WOUND: CardDef = {
  id: 'wound',
  name: 'Wound',
  nameDe: 'Verletzung',
  type: 'wound',
  colors: [],
  set: 'base',
  basic: nothing(),
  strong: nothing(),
};

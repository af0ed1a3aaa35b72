// Which families of points an effect mentions (for the icons next to a card's effect text). A
// description aid only: whether a play is possible, and what it gives, comes from the engine.
import type { Effect } from '../../engine';

export type EffectFamily = 'move' | 'influence' | 'attack' | 'block' | 'heal';

export function effectFamilies(e: Effect): EffectFamily[] {
  const out = new Set<EffectFamily>();
  const walk = (x: Effect | undefined): void => {
    if (!x) return;
    switch (x.kind) {
      case 'move':
      case 'influence':
      case 'attack':
      case 'block':
      case 'heal':
        out.add(x.kind);
        return;
      case 'choice':
        x.options.forEach(walk);
        return;
      case 'all':
        x.effects.forEach(walk);
        return;
      case 'pay':
      case 'when':
      case 'bonus-per':
        walk(x.kind === 'pay' ? x.then : x.effect);
        return;
      case 'by-time':
        walk(x.day);
        walk(x.night);
        return;
      case 'if':
        walk(x.then);
        walk(x.else);
        return;
      default:
        return;
    }
  };
  walk(e);
  return [...out];
}

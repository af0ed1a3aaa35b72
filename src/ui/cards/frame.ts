import type { CSSProperties } from 'react';
import { MANA_HEX } from '../theme/colors';

/** CSS variables for a card's colour frame (dual-coloured cards get both). */
export function cardFrame(colors: readonly string[], type: string): CSSProperties {
  if (type === 'wound') return { '--frame': '#5a1f1f', '--frame2': '#2a0f0f' } as CSSProperties;
  if (type === 'artifact') return { '--frame': '#c9a24a', '--frame2': '#7a5a1a' } as CSSProperties;
  const hex = (c: string | undefined) =>
    c === 'white' ? '#ddd6c2' : c ? (MANA_HEX[c as keyof typeof MANA_HEX] ?? '#777') : undefined;
  const a = hex(colors[0]) ?? '#777';
  const b = hex(colors[1]) ?? (colors[0] === 'white' ? '#b9b09a' : a);
  const light = colors[0] === 'white' && (colors[1] === undefined || colors[1] === 'white');
  return {
    '--frame': a,
    '--frame2': b,
    ...(light ? { '--frame-ink': '#2a2218', '--frame-shadow': 'rgba(255,255,255,0.6)' } : {}),
  } as CSSProperties;
}

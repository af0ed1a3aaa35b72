// German strings of the combat UI (merged into ../de.ts); must translate every key of combat.en.ts.
import type { combatEn } from './combat.en';

export const combatDe: Record<keyof typeof combatEn, string> = {};

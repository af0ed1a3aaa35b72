// German strings of the play UI (merged into ../de.ts); must translate every key of play.en.ts.
import type { playEn } from './play.en';

export const playDe: Record<keyof typeof playEn, string> = {};

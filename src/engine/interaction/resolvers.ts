// Pending-choice resolvers of interaction, sites and units.
import type { Resolver } from '../choices/resolvers';
import type { Pending } from '../state/choice-types';
import { applyDrawAttack, resolveScoutPeek } from '../units/hooks';
import { resolveUpkeep } from '../units/upkeep';

const single = (answer: string[]) => answer[0] ?? '';
const dataString = (p: Pending, key: string): string => {
  const v = p.data?.[key];
  return typeof v === 'string' ? v : p.source;
};

export const INTERACTION_RESOLVERS: Record<string, Resolver> = {
  // Magic Familiars' upkeep at the start of a round: a crystal, or disband.
  'familiars-upkeep': (state, p, answer, ctx) => {
    const rest = Array.isArray(p.data?.['rest']) ? (p.data['rest'] as string[]) : [];
    resolveUpkeep(state, p.player, dataString(p, 'unit'), single(answer), rest, ctx);
  },
  // Scouts: which face-down token or enemy pile to look at.
  'scout-peek': (state, p, answer, ctx) => {
    resolveScoutPeek(state, p.player, single(answer), ctx);
  },
  // Shocktroops: which enemy attack is reduced and drawn to the unit.
  'draw-attack-to-unit': (state, p, answer, ctx) => {
    applyDrawAttack(
      state,
      p.player,
      dataString(p, 'unit'),
      single(answer),
      Number(p.data?.['reduce'] ?? 3),
      ctx,
    );
  },
};

// Questions about the modifiers in play this turn: plain reads of the state, used by the rules on
// every floor (issue 14: they lived in effects/hooks/movement.ts, above the code that asks them).
import type { HookParams, Modifier } from '../content/vocabulary';
import type { GameState, PlayerId } from './types';

/** Custom modifiers of a player active this turn with this hook name. */
export function activeHooks(state: GameState, player: PlayerId, hook: string): HookParams[] {
  const out: HookParams[] = [];
  for (const m of state.turn?.modifiers ?? [])
    if (m.player === player && m.modifier.kind === 'custom' && m.modifier.hook === hook)
      out.push(m.modifier.params ?? {});
  return out;
}

export function hasModifier(state: GameState, player: PlayerId, kind: Modifier['kind']): boolean {
  return (state.turn?.modifiers ?? []).some((m) => m.player === player && m.modifier.kind === kind);
}

/** Arcane Disguise: all Reputation effects are ignored this turn. */
export function ignoresReputation(state: GameState, player: PlayerId): boolean {
  return (
    state.turn?.player === player && activeHooks(state, player, 'ignore-reputation').length > 0
  );
}

// What every choice component gets: the innermost pending choice, the full game state (the
// decider's own choice, so nothing is hidden from them) and a function that answers it.
import type { ReactNode } from 'react';
import type { GameState, Pending } from '../../engine';

export interface ChoiceProps {
  pending: Pending;
  state: GameState;
  /** Answer the choice: one option id, or several for multi-select choices. */
  choose: (option: string | string[]) => void;
}

export type ChoiceComponent = (props: ChoiceProps) => ReactNode;

/** Multi-select choices carry min/max (discards); the others take exactly one option. */
export function isMultiChoice(p: Pending): boolean {
  return p.min !== undefined || p.max !== undefined;
}

// Drop targets of the combat and site panels. Hand cards use the playing UI's convention and logic
// (useCardDrop from ../play/card-drop: drag data 'text/x-mk-card'); unit abilities are dragged with
// 'text/x-mk-unit' = JSON { unit, ability } and dropped here: one legal activation is made at once,
// several (ways to pay the mana) are offered as a menu, none is explained with the engine's
// refusal.
import { useState, type DragEvent } from 'react';
import { checkAction, type Action, type GameState, type PointFamily } from '../../engine';
import { useCardDrop } from '../play/card-drop';

export const UNIT_MIME = 'text/x-mk-unit';

export interface UnitDrag {
  unit: string;
  ability: number;
}

export function unitDragData(unit: string, ability: number): string {
  return JSON.stringify({ unit, ability } satisfies UnitDrag);
}

export function parseUnitDrag(s: string): UnitDrag | null {
  try {
    const v = JSON.parse(s) as Partial<UnitDrag>;
    return typeof v.unit === 'string' && typeof v.ability === 'number'
      ? { unit: v.unit, ability: v.ability }
      : null;
  } catch {
    return null;
  }
}

export type UnitDropOutcome =
  | { kind: 'play'; action: Action }
  | { kind: 'choose'; actions: Action[] }
  | { kind: 'refused'; message: string; ruleId: string | null };

/** Legal activations of a unit ability (one per way to pay its mana), or why there is none. */
export function unitDropOutcome(
  state: GameState,
  legal: readonly Action[],
  unit: string,
  ability: number,
): UnitDropOutcome {
  const acts = legal.filter(
    (a) => a.type === 'activate-unit' && a.unit === unit && a.ability === ability,
  );
  if (acts.length === 1 && acts[0]) return { kind: 'play', action: acts[0] };
  if (acts.length > 1) return { kind: 'choose', actions: acts };
  const player = state.turn?.player ?? 0;
  const r = checkAction(state, { type: 'activate-unit', player, unit, ability });
  return { kind: 'refused', ruleId: r?.ruleId ?? null, message: r?.message ?? '' };
}

const carries = (e: DragEvent, mime: string) =>
  Array.from(e.dataTransfer?.types ?? []).includes(mime);

/**
 * A drop zone for one family of points: hand cards go through the playing UI's card drop, unit
 * abilities through `onUnit`. `click` drops the selected hand card (click alternative to dragging).
 */
export function useColumnDrop(
  state: GameState | null,
  legal: readonly Action[],
  family: PointFamily,
  onUnit: (o: UnitDropOutcome) => void,
) {
  const card = useCardDrop(family);
  const [unitOver, setUnitOver] = useState(false);
  const d = card.dropProps;
  return {
    over: card.over || unitOver,
    /** While a card is dragged or selected: does it fit here? */
    accepts: card.accepts,
    click: card.dropSelected,
    props: {
      onDragEnter: (e: DragEvent) => {
        if (carries(e, UNIT_MIME)) {
          e.preventDefault();
          setUnitOver(true);
        } else d.onDragEnter(e);
      },
      onDragOver: (e: DragEvent) => {
        if (carries(e, UNIT_MIME)) {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
        } else d.onDragOver(e);
      },
      onDragLeave: (e: DragEvent) => {
        const next = e.relatedTarget as Node | null;
        if (next && (e.currentTarget as Node).contains(next)) return;
        setUnitOver(false);
        d.onDragLeave(e);
      },
      onDrop: (e: DragEvent) => {
        const u = parseUnitDrag(e.dataTransfer.getData(UNIT_MIME));
        if (u) {
          e.preventDefault();
          setUnitOver(false);
          if (state) onUnit(unitDropOutcome(state, legal, u.unit, u.ability));
          return;
        }
        d.onDrop(e);
      },
    },
  };
}

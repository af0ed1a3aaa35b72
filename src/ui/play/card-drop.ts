// Dropping a hand card on a Move / Influence / Attack / Block target (the play area's columns, and
// the combat columns of the combat UI). Convention: HTML5 drag with
// `dataTransfer.setData('text/x-mk-card', cardInstanceId)`. A drop plays the card at once when
// exactly one play gives that family of points; with several (basic, strong, sideways) it opens
// the card's play menu restricted to them; with none the engine's refusal is shown. Every drop
// target also works by click/keyboard: with a card selected, activating the target drops it.
// A finger starts no HTML5 drag, so touch (and pen) drags are made with pointer events
// (`touchDragHandlers`): the card follows the finger and is dropped on the target under it, found
// by its `data-drop-family` attribute.
import { useState, type DragEvent, type PointerEvent } from 'react';
import type { GameState, PlayOption, PointFamily } from '../../engine';
import { useGame } from '../../store';
import { distinctPlays, groupPlays, playsOf, type PlayCardAction } from './plays';

export const CARD_MIME = 'text/x-mk-card';

/** The plays of `cardId` that give points of `family` (from the engine's playOptions). */
export function playsForDrop(state: GameState, cardId: string, family: PointFamily): PlayOption[] {
  return playsOf(state, cardId).filter((o) => o.families.includes(family));
}

export type DropOutcome =
  | { kind: 'play'; action: PlayCardAction }
  | { kind: 'ask'; options: PlayOption[] }
  | { kind: 'none' };

/** What a drop does: play the one matching play, ask among several, or nothing fits. */
export function dropOutcome(state: GameState, cardId: string, family: PointFamily): DropOutcome {
  const options = playsForDrop(state, cardId, family);
  if (options.length === 0) return { kind: 'none' };
  const only = options[0];
  if (options.length === 1 && only) return { kind: 'play', action: only.action };
  // A strong effect with several ways to pay is still one play, but its payment is chosen in the menu.
  if (distinctPlays(options) === 1 && groupPlays(options).strong.length === 0 && only)
    return { kind: 'play', action: only.action };
  return { kind: 'ask', options };
}

/** Player whose hand the card is in (the decider). */
function ownerOf(state: GameState, cardId: string): number | null {
  return state.players.find((p) => p.hand.includes(cardId))?.id ?? null;
}

/**
 * Carry out a drop (or its click alternative). Returns what happened. When nothing fits, the
 * sideways play is still sent to the engine so that its refusal reason is shown to the player.
 */
export function dropCard(cardId: string, family: PointFamily): DropOutcome['kind'] {
  const store = useGame.getState();
  const game = store.game;
  if (!game) return 'none';
  const out = dropOutcome(game, cardId, family);
  if (out.kind === 'play') store.dispatch(out.action);
  else if (out.kind === 'ask') store.openCardMenu(cardId, family);
  else {
    const player = ownerOf(game, cardId) ?? 0;
    if (family === 'move' || family === 'influence' || family === 'attack' || family === 'block')
      store.dispatch({ type: 'play-card', player, card: cardId, mode: 'sideways', as: family });
    else store.dispatch({ type: 'play-card', player, card: cardId, mode: 'basic' });
  }
  return out.kind;
}

/** Begin dragging a hand card (call from the card's onDragStart). */
export function startCardDrag(e: DragEvent, cardId: string): void {
  e.dataTransfer.setData(CARD_MIME, cardId);
  e.dataTransfer.setData('text/plain', cardId);
  e.dataTransfer.effectAllowed = 'move';
  const store = useGame.getState();
  store.closeCardMenu();
  store.setDragCard(cardId);
}

export function endCardDrag(): void {
  useGame.getState().setDragCard(null);
}

/** Distance a finger moves on a card before it drags (shorter moves are a tap or long press). */
export const TOUCH_DRAG_START_PX = 12;

let touchDrag: {
  card: string;
  pointer: number;
  x0: number;
  y0: number;
  el: HTMLElement;
  active: boolean;
} | null = null;

/** The drop target under a page point (the dragged card itself is skipped). */
function familyAt(x: number, y: number, dragged: HTMLElement): PointFamily | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (dragged.contains(el)) continue;
    const target = el.closest<HTMLElement>('[data-drop-family]');
    if (target) return (target.dataset.dropFamily as PointFamily | undefined) ?? null;
  }
  return null;
}

function stopTouchDrag(): void {
  if (touchDrag) {
    touchDrag.el.style.translate = '';
    delete touchDrag.el.dataset.touchDrag;
  }
  touchDrag = null;
  useGame.getState().setDragOver(null);
}

export interface TouchDragHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
}

/** Pointer handlers that let a finger (or pen) drag a hand card onto a drop target. */
export function touchDragHandlers(cardId: string): TouchDragHandlers {
  return {
    onPointerDown: (e) => {
      if (e.pointerType === 'mouse' || !e.isPrimary) return;
      stopTouchDrag();
      touchDrag = {
        card: cardId,
        pointer: e.pointerId,
        x0: e.clientX,
        y0: e.clientY,
        el: e.currentTarget,
        active: false,
      };
    },
    onPointerMove: (e) => {
      const d = touchDrag;
      if (!d || d.pointer !== e.pointerId) return;
      const dx = e.clientX - d.x0;
      const dy = e.clientY - d.y0;
      if (!d.active) {
        if (Math.hypot(dx, dy) < TOUCH_DRAG_START_PX) return;
        d.active = true;
        d.el.dataset.touchDrag = 'true'; // (not a class: React re-renders the class list)
        if (d.el.hasPointerCapture?.(e.pointerId) === false) d.el.setPointerCapture(e.pointerId);
        const store = useGame.getState();
        store.closeCardMenu();
        store.setDragCard(d.card);
      }
      d.el.style.translate = `${dx}px ${dy}px`;
      const family = familyAt(e.clientX, e.clientY, d.el);
      useGame.getState().setDragOver(family);
    },
    onPointerUp: (e) => {
      const d = touchDrag;
      if (!d || d.pointer !== e.pointerId) return;
      const family = d.active ? familyAt(e.clientX, e.clientY, d.el) : null;
      stopTouchDrag();
      if (!d.active) return;
      endCardDrag();
      if (family) dropCard(d.card, family);
    },
    onPointerCancel: (e) => {
      if (!touchDrag || touchDrag.pointer !== e.pointerId) return;
      const active = touchDrag.active;
      stopTouchDrag();
      if (active) endCardDrag();
    },
  };
}

function carriesCard(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes(CARD_MIME);
}

export interface CardDropTarget {
  /** A card is dragged over this target now. */
  over: boolean;
  /** While a card is dragged (or selected): whether it has a play for this family. */
  accepts: boolean | null;
  /** Spread onto the drop target element. */
  dropProps: {
    'data-drop-family': PointFamily;
    onDragEnter: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDragLeave: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
  };
  /** Click/keyboard alternative: drop the selected card here (false when no card is selected). */
  dropSelected: () => boolean;
}

/** Drop-target behaviour for one family of points (shared with the combat UI). */
export function useCardDrop(family: PointFamily): CardDropTarget {
  const [over, setOver] = useState(false);
  const dragCard = useGame((s) => s.ui.dragCard);
  const selected = useGame((s) => (s.ui.selection?.kind === 'card' ? s.ui.selection.id : null));
  const game = useGame((s) => s.game);
  const touchOver = useGame((s) => s.ui.dragOver === family);
  const card = dragCard ?? selected;
  const accepts = card && game ? playsForDrop(game, card, family).length > 0 : null;

  return {
    over: over || touchOver,
    accepts,
    dropProps: {
      'data-drop-family': family,
      onDragEnter: (e) => {
        if (!carriesCard(e)) return;
        e.preventDefault();
        setOver(true);
      },
      onDragOver: (e) => {
        if (!carriesCard(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      },
      onDragLeave: () => setOver(false),
      onDrop: (e) => {
        const id = e.dataTransfer.getData(CARD_MIME) || useGame.getState().ui.dragCard;
        setOver(false);
        endCardDrag();
        if (!id) return;
        e.preventDefault();
        dropCard(id, family);
      },
    },
    dropSelected: () => {
      const sel = useGame.getState().ui.selection;
      if (sel?.kind !== 'card') return false;
      dropCard(sel.id, family);
      return true;
    },
  };
}

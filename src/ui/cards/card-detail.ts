// Which card's full explanation is shown (the card detail), and how a card asks for it: hovering
// with a mouse (after a short delay), a long press on touch screens (the click that follows is
// swallowed, so a long press never plays the card), or keyboard focus. One small store of its
// own, read by the single CardDetailLayer of the game screen.
import type { FocusEvent, PointerEvent } from 'react';
import { create } from 'zustand';

export interface DetailAnchor {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface DetailState {
  card: string | null;
  anchor: DetailAnchor | null;
  /** Opened by a long press: stays until the next tap anywhere. */
  sticky: boolean;
  show: (card: string, anchor: DetailAnchor, sticky?: boolean) => void;
  hide: () => void;
}

export const useCardDetail = create<DetailState>()((set) => ({
  card: null,
  anchor: null,
  sticky: false,
  show: (card, anchor, sticky = false) => set({ card, anchor, sticky }),
  hide: () => set({ card: null, anchor: null, sticky: false }),
}));

export const HOVER_DELAY_MS = 350;
export const LONG_PRESS_MS = 500;
const MOVE_TOLERANCE = 10;

let timer: ReturnType<typeof setTimeout> | null = null;
let pressStart: { x: number; y: number } | null = null;
let swallowClickUntil = 0;

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function anchorOf(el: Element): DetailAnchor {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

/** The element is on screen (not detached, not collapsed to nothing while it animates away). */
function visible(el: Element): boolean {
  if (!el.isConnected) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 || r.height > 0;
}

/** A card face that showed the detail is gone (played, discarded, the choice answered). */
export function cardFaceGone(card: string): void {
  clearTimer();
  const s = useCardDetail.getState();
  if (s.card === card) s.hide();
}

/** True once after a long press opened the detail: the click it causes must not play the card. */
export function consumeLongPressClick(): boolean {
  if (Date.now() < swallowClickUntil) {
    swallowClickUntil = 0;
    return true;
  }
  return false;
}

export interface DetailTriggerProps {
  onPointerEnter: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (e: PointerEvent<HTMLElement>) => void;
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onContextMenu: (e: { preventDefault: () => void }) => void;
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
}

/** Event handlers that make an element show the detail of `card`. */
export function detailTrigger(card: string): DetailTriggerProps {
  const store = () => useCardDetail.getState();
  return {
    onPointerEnter: (e) => {
      if (e.pointerType !== 'mouse' || e.buttons !== 0) return;
      const el = e.currentTarget;
      clearTimer();
      timer = setTimeout(() => {
        timer = null;
        if (visible(el)) store().show(card, anchorOf(el));
      }, HOVER_DELAY_MS);
    },
    onPointerLeave: (e) => {
      if (e.pointerType !== 'mouse') return;
      clearTimer();
      if (!store().sticky) store().hide();
    },
    onPointerDown: (e) => {
      clearTimer();
      if (e.pointerType === 'mouse') {
        store().hide();
        return;
      }
      const el = e.currentTarget;
      pressStart = { x: e.clientX, y: e.clientY };
      timer = setTimeout(() => {
        timer = null;
        if (!visible(el)) return;
        swallowClickUntil = Date.now() + 800;
        store().show(card, anchorOf(el), true);
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e) => {
      if (!pressStart || e.pointerType === 'mouse') return;
      if (Math.hypot(e.clientX - pressStart.x, e.clientY - pressStart.y) > MOVE_TOLERANCE) {
        clearTimer();
        pressStart = null;
      }
    },
    onPointerUp: () => {
      clearTimer();
      pressStart = null;
    },
    onPointerCancel: () => {
      clearTimer();
      pressStart = null;
    },
    onContextMenu: (e) => {
      // A long press on a touch screen would open the browser's menu instead.
      if (Date.now() < swallowClickUntil || timer !== null) e.preventDefault();
    },
    onFocus: (e) => {
      let keyboard: boolean;
      try {
        keyboard = e.currentTarget.matches(':focus-visible');
      } catch {
        keyboard = false; // an engine without :focus-visible
      }
      if (keyboard) store().show(card, anchorOf(e.currentTarget));
    },
    onBlur: () => {
      if (!store().sticky) store().hide();
    },
  };
}

/**
 * Like detailTrigger, for things that do nothing else when clicked (a unit in the offer, a name in
 * a hire list): a click or tap opens the detail until the next tap, and the element takes keyboard
 * focus.
 */
export function detailOnTap(id: string): DetailTriggerProps & {
  tabIndex: number;
  onClick: (e: { currentTarget: Element }) => void;
} {
  return {
    ...detailTrigger(id),
    tabIndex: 0,
    onClick: (e) => {
      if (Date.now() < swallowClickUntil) return; // the long press already opened it
      useCardDetail.getState().show(id, anchorOf(e.currentTarget), true);
    },
  };
}

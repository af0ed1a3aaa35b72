// A Deed card face: colour frame, name, type, basic and strong effect in our own words.
import {
  useEffect,
  type CSSProperties,
  type DragEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { FamilyIcon } from '../play/FamilyIcon';
import { MANA_HEX } from '../theme/colors';
import { cardFrame } from './frame';
import { useT } from '../hooks';
import { cardName, findCard } from '../names';
import { describeEffect } from './describe';
import { effectFamilies } from './families';
import {
  cardFaceGone,
  consumeLongPressClick,
  detailTrigger,
  type DetailTriggerProps,
} from './card-detail';
import type { TouchDragHandlers } from '../play/card-drop';

export interface CardFaceProps {
  id: string;
  size?: 'normal' | 'mini';
  selected?: boolean;
  playable?: boolean;
  onClick?: () => void;
  style?: CSSProperties;
  children?: ReactNode;
  testId?: string;
  /** The strong effect can be played right now (marked on the card). */
  strongReady?: boolean;
  /** Hand cards can be dragged onto drop targets (HTML5 drag). */
  onDragStart?: (e: DragEvent<HTMLElement>) => void;
  onDragEnd?: (e: DragEvent<HTMLElement>) => void;
  /** The same drag for a finger or pen (pointer events; a finger starts no HTML5 drag). */
  touchDrag?: TouchDragHandlers;
}

function FxIcons({ families }: { families: string[] }) {
  if (families.length === 0) return null;
  return (
    <span className="fx-icons" aria-hidden>
      {families.map((f) => (
        <FamilyIcon key={f} family={f} size={11} />
      ))}
    </span>
  );
}

/** Hide the card detail when the card face that asked for it goes away. */
function useDetailCleanup(id: string) {
  useEffect(() => () => cardFaceGone(id), [id]);
}

/** Longest word of a type label that still fits the card head at full size (German runs longer). */
const TYPE_WORD_FITS = 13;

/** The type label: long words ("Fortgeschrittene") set tighter, so they fit even small cards. */
function TypeLabel({ label }: { label: string }) {
  const long = Math.max(...label.split(/[\s-]+/).map((w) => w.length)) > TYPE_WORD_FITS;
  return <span className={long ? 'card-type long' : 'card-type'}>{label}</span>;
}

type PointerProps = Omit<Partial<DetailTriggerProps>, 'onPointerUp' | 'onPointerCancel'> & {
  onPointerUp?: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (e: PointerEvent<HTMLElement>) => void;
};

/** The detail's pointer handlers followed by the touch drag's. */
function withTouchDrag(detail: PointerProps, drag: TouchDragHandlers): PointerProps {
  return {
    ...detail,
    onPointerDown: (e) => {
      detail.onPointerDown?.(e);
      drag.onPointerDown(e);
    },
    onPointerMove: (e) => {
      detail.onPointerMove?.(e);
      drag.onPointerMove(e);
    },
    onPointerUp: (e) => {
      detail.onPointerUp?.(e);
      drag.onPointerUp(e);
    },
    onPointerCancel: (e) => {
      detail.onPointerCancel?.(e);
      drag.onPointerCancel(e);
    },
  };
}

export function CardFace({
  id,
  size = 'normal',
  selected,
  playable,
  onClick,
  style,
  children,
  testId,
  strongReady,
  onDragStart,
  onDragEnd,
  touchDrag,
}: CardFaceProps) {
  const t = useT();
  useDetailCleanup(id);
  const def = findCard(id);
  const name = cardName(id, t);
  const type = def?.type ?? 'basic-action';
  const cls = [
    'card',
    `card-${size}`,
    `card-${type}`,
    selected ? 'selected' : '',
    playable ? 'playable' : '',
    onClick ? 'clickable' : '',
    strongReady ? 'strong-ready' : '',
  ].join(' ');
  const body = (
    <>
      <div className="card-head">
        <span className="card-name">{name}</span>
        {type !== 'wound' && <TypeLabel label={t(`card.type.${type}`)} />}
      </div>
      {size === 'normal' && (
        <div className="card-body">
          {!def ? (
            <p className="muted">{t('card.unknown')}</p>
          ) : type === 'wound' ? (
            <p className="card-wound">{t('card.wound')}</p>
          ) : (
            <>
              <p className="card-fx">
                <span className="fx-tag">{t('card.basic')}</span>
                <FxIcons families={effectFamilies(def.basic)} />
                {describeEffect(def.basic, t)}
              </p>
              <p className="card-fx strong">
                <span className="fx-tag">
                  {def.colors.map((c) => (
                    <i key={c} className="mana-drop" style={{ background: MANA_HEX[c] }} />
                  ))}
                  {def.strongName ?? t('card.strong')}
                  {strongReady && (
                    <span className="strong-ready-tag" title={t('play.hand.strongReady')}>
                      ★
                    </span>
                  )}
                </span>
                <FxIcons families={effectFamilies(def.strong)} />
                {describeEffect(def.strong, t)}
              </p>
            </>
          )}
        </div>
      )}
      {children}
    </>
  );
  const s = { ...cardFrame(def?.colors ?? [], type), ...style };
  // Hover, long press or keyboard focus shows the full explanation (CardDetail).
  const detail: PointerProps = def ? detailTrigger(id) : {};
  // A touch drag shares the pointer events with the long press of the detail: both run.
  const pointer = touchDrag ? withTouchDrag(detail, touchDrag) : detail;
  if (onClick)
    return (
      <button
        type="button"
        className={cls}
        style={s}
        onClick={() => {
          if (consumeLongPressClick()) return;
          onClick();
        }}
        {...pointer}
        aria-pressed={selected}
        data-testid={testId}
        data-card={id}
        data-strong-ready={strongReady ? 'true' : undefined}
        draggable={onDragStart ? true : undefined}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
      >
        {body}
      </button>
    );
  return (
    <div className={cls} style={s} {...detail} data-testid={testId} data-card={id}>
      {body}
    </div>
  );
}

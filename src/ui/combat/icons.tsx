// Our own vector glyphs for combat: elements, enemy abilities, resistances, attack styles. Each
// glyph is a 16×16 SVG drawn in currentColor (or its element colour) so that it reads on the dark
// panels; the wrapping badge carries the tooltip that names the rule.
import type { ReactNode } from 'react';
import type { Element, EnemyAbility, Resistance } from '../../engine';
import { ELEMENT_COLOR } from './text';

type GlyphProps = { size?: number; color?: string };

function Svg({ size = 16, children, color }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden
      style={color ? { color } : undefined}
      className="glyph"
    >
      {children}
    </svg>
  );
}

const FLAME =
  'M8 1.2c.6 2.3 3.6 3.9 3.6 7.3A3.6 3.6 0 0 1 8 12.4a3.6 3.6 0 0 1-3.6-3.9c.1-1.6 1-2.4 1.7-3.2.2 1.1.7 1.8 1.4 2.1C7.1 5.6 7.2 3.3 8 1.2Z';
const SNOW =
  'M8 1v14M2 4.5l12 7M2 11.5l12-7M6.3 1.9 8 3.4l1.7-1.5M6.3 14.1 8 12.6l1.7 1.5M2.3 6.6l2.2-.4-.8-2.1M13.7 9.4l-2.2.4.8 2.1M2.3 9.4l2.2.4-.8 2.1M13.7 6.6l-2.2-.4.8-2.1';
const SWORD =
  'M12.8 1.6 14.4 3.2 6.6 11 5 9.4ZM3.2 9.8l3 3-1 1-1.2-.6-1.6 1.6-.8-.8 1.6-1.6-.6-1.2Z';

export function ElementGlyph({
  element,
  size,
  plain,
}: {
  element: Element;
  size?: number;
  plain?: boolean;
}) {
  const color = plain ? undefined : ELEMENT_COLOR[element];
  switch (element) {
    case 'fire':
      return (
        <Svg size={size} color={color}>
          <path d={FLAME} fill="currentColor" />
        </Svg>
      );
    case 'ice':
      return (
        <Svg size={size} color={color}>
          <path
            d={SNOW}
            stroke="currentColor"
            strokeWidth="1.3"
            fill="none"
            strokeLinecap="round"
          />
        </Svg>
      );
    case 'cold-fire':
      return (
        <Svg size={size} color={color}>
          <path d={FLAME} fill="currentColor" opacity="0.9" />
          <path
            d="M8 6.2v5.2M5.8 7.5l4.4 2.6M5.8 10.1l4.4-2.6"
            stroke="#1b1430"
            strokeWidth="1.1"
            strokeLinecap="round"
          />
        </Svg>
      );
    default:
      return (
        <Svg size={size} color={color}>
          <path d={SWORD} fill="currentColor" />
        </Svg>
      );
  }
}

export function ResistanceGlyph({ resistance, size }: { resistance: Resistance; size?: number }) {
  const inner =
    resistance === 'physical' ? (
      <path d="M5.2 5.5h5.6M5.2 8h5.6M5.2 10.5h5.6" stroke="currentColor" strokeWidth="1.4" />
    ) : resistance === 'fire' ? (
      <path
        d="M8 3.8c.4 1.4 2.3 2.4 2.3 4.6A2.3 2.3 0 0 1 8 10.9a2.3 2.3 0 0 1-2.3-2.5c.1-1 .6-1.5 1.1-2 .1.7.5 1.1.9 1.3-.2-1.3-.1-2.7.3-3.9Z"
        fill={ELEMENT_COLOR.fire}
      />
    ) : (
      <path
        d="M8 3.6v8M4.5 5.6l7 4M4.5 9.6l7-4"
        stroke={ELEMENT_COLOR.ice}
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    );
  return (
    <Svg size={size}>
      <path
        d="M8 .9 14 3v4.4c0 3.6-2.6 6.3-6 7.7C4.6 13.7 2 11 2 7.4V3Z"
        fill="rgba(255,255,255,0.08)"
        stroke="currentColor"
        strokeWidth="1.2"
      />
      {inner}
    </Svg>
  );
}

const ABILITY_PATHS: Record<EnemyAbility | 'summon' | 'site-fortified', ReactNode> = {
  fortified: (
    <path
      d="M2 14V5h2v2h2V5h4v2h2V5h2v9ZM6.5 14v-3a1.5 1.5 0 0 1 3 0v3"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  'site-fortified': (
    <path
      d="M1.5 14.5h13M3 14.5V7l2-1.6L7 7v-3l1-1 1 1v3l2-1.6L13 7v7.5"
      stroke="currentColor"
      strokeWidth="1.4"
      fill="none"
      strokeLinejoin="round"
    />
  ),
  unfortified: (
    <>
      <path d="M2 14V5h2v2h2V5h4v2h2V5h2v9Z" fill="currentColor" opacity="0.45" />
      <path d="M2 2l12 12" stroke="#ff7b6b" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  elusive: (
    <>
      <path
        d="M8 1.5 13.5 3.4v4c0 3.3-2.3 5.6-5.5 7-3.2-1.4-5.5-3.7-5.5-7v-4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeDasharray="2 1.6"
      />
      <path d="M5.5 8.2c1.2-1.6 3.8-1.6 5 0-1.2 1.6-3.8 1.6-5 0Z" fill="currentColor" />
    </>
  ),
  'arcane-immunity': (
    <>
      <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M8 3.6 9.2 6.8 12.4 8 9.2 9.2 8 12.4 6.8 9.2 3.6 8 6.8 6.8Z" fill="currentColor" />
    </>
  ),
  swift: (
    <path
      d="M9.5 1.5 4 9h3.6L6.4 14.5 12 7H8.4Z M1 5h3M1.5 8h2M1 11h2.5"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="0.6"
      strokeLinejoin="round"
    />
  ),
  brutal: (
    <path
      d="M3 3l5 5-5 5M8 3l5 5-5 5"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  poison: (
    <>
      <path d="M8 1.5C10 5 12.5 7 12.5 10a4.5 4.5 0 0 1-9 0C3.5 7 6 5 8 1.5Z" fill="#6fcf5a" />
      <circle cx="6.6" cy="10" r="0.9" fill="#14210f" />
      <circle cx="9.4" cy="10" r="0.9" fill="#14210f" />
    </>
  ),
  paralyze: (
    <>
      <path d="M8 1 14 4.5v7L8 15 2 11.5v-7Z" fill="#9aa3ad" stroke="#e6ecf2" strokeWidth="0.8" />
      <path
        d="M5 6.5l2 2-1.4 2.4M11 5.5 9 8.3l1.6 2.2"
        stroke="#3c424a"
        strokeWidth="1"
        fill="none"
      />
    </>
  ),
  assassination: (
    <path
      d="M13.8 1.2 8 8.6l-.9-.9 5.6-6.5ZM6 7.4l2.6 2.6-1 1-.9-.4-3.1 3.1-1.3-1.3 3.1-3.1-.4-.9Z"
      fill="currentColor"
    />
  ),
  cumbersome: (
    <>
      <path d="M3.5 6h9l1.5 8H2Z" fill="currentColor" />
      <circle cx="8" cy="3.6" r="2" fill="none" stroke="currentColor" strokeWidth="1.3" />
    </>
  ),
  vampiric: (
    <>
      <path
        d="M2 4.5c2 1.5 4 2 6 2s4-.5 6-2c-.3 3-1.6 4.8-3 5.6L10 13l-1.1-2.5H7.1L6 13l-1-2.9C3.6 9.3 2.3 7.5 2 4.5Z"
        fill="currentColor"
      />
      <path d="M6 7.6 6.6 10 7.2 7.6M8.8 7.6l.6 2.4.6-2.4" fill="#c0303a" />
    </>
  ),
  defend: (
    <>
      <path
        d="M8 1 14 3.2v4.4c0 3.6-2.6 6.2-6 7.6-3.4-1.4-6-4-6-7.6V3.2Z"
        fill="currentColor"
        opacity="0.85"
      />
      <path d="M8 4.6v6.2M4.9 7.7h6.2" stroke="#1a1d26" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  summon: (
    <>
      <path
        d="M8 2.2a5.8 5.8 0 1 1-5.6 7.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path
        d="M8 5.2a2.8 2.8 0 1 1-2.7 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <circle cx="8" cy="8" r="0.9" fill="currentColor" />
    </>
  ),
};

export function AbilityGlyph({
  ability,
  size,
}: {
  ability: EnemyAbility | 'summon' | 'site-fortified';
  size?: number;
}) {
  return <Svg size={size}>{ABILITY_PATHS[ability]}</Svg>;
}

/** Attack style marks: ranged = arrow, siege = catapult stone, melee = sword. */
export function StyleGlyph({
  style,
  size,
}: {
  style: 'melee' | 'ranged' | 'siege';
  size?: number;
}) {
  if (style === 'ranged')
    return (
      <Svg size={size}>
        <path
          d="M2 14 13 3M13 3H8.5M13 3v4.5M2 14l1-3M2 14l3-1"
          stroke="currentColor"
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      </Svg>
    );
  if (style === 'siege')
    return (
      <Svg size={size}>
        <circle cx="10.5" cy="5" r="3" fill="currentColor" />
        <path
          d="M1.5 14.5h9M3 14.5l4-6"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </Svg>
    );
  return <ElementGlyph element="physical" size={size} plain />;
}

export function SwordsIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden className="glyph">
      <path
        d="M2.2 1.5h2.6l6.5 6.5-1.3 1.3L3.5 2.8Z M13.8 1.5h-2.6L4.7 8l1.3 1.3 6.5-6.5Z"
        fill="currentColor"
      />
      <path
        d="M3.4 9.6l3 3M12.6 9.6l-3 3M2 13.2 3.6 11.6M14 13.2l-1.6-1.6"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ShieldGlyph({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden className="glyph">
      <path
        d="M8 .8 14.2 3v4.6c0 3.7-2.7 6.4-6.2 7.8C4.5 14 1.8 11.3 1.8 7.6V3Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function StarGlyph({ size = 12 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden className="glyph">
      <path d="M8 .8l2.2 4.6 5 .6-3.7 3.5 1 5L8 12l-4.5 2.5 1-5L.8 6l5-.6Z" fill="currentColor" />
    </svg>
  );
}

export function HeartCrackGlyph({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden className="glyph">
      <path d="M8 14.5 2.2 8.7A3.6 3.6 0 0 1 8 3.9a3.6 3.6 0 0 1 5.8 4.8Z" fill="currentColor" />
      <path d="M8 3.9 6.8 7.2l2.4 1.5L7.6 12" stroke="#1a1d26" strokeWidth="1.2" fill="none" />
    </svg>
  );
}

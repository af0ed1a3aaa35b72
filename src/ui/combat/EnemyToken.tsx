// An enemy token in our own vector style: a bevelled disc in the colour of its pile with an emblem
// of its kind, Armor in a shield at the top and its (first) attack at the bottom. The numbers are
// the engine's effective values (enemyStats), not the printed ones.
import { useId } from 'react';
import type { Element, EnemyColor } from '../../engine';
import { ENEMY_HEX } from '../theme/colors';
import { ELEMENT_COLOR } from './text';

/** Emblems per pile (viewBox 100×100, centred on 50,50). */
const EMBLEM: Record<EnemyColor, string> = {
  // orc: brow, eyes, tusks
  green:
    'M30 40c6-8 34-8 40 0l-4 18c-3 8-9 12-16 12s-13-4-16-12Zm8 6 9 3-1 3-8-2Zm24 0-9 3 1 3 8-2Zm-20 16c0-6 2-8 3-9l2 9Zm16 0c0-6-2-8-3-9l-2 9Z',
  // keep: tower with battlements and gate
  grey: 'M32 74V38h6v-6h6v6h4v-6h4v6h4v-6h6v6h6v36H56V62a6 6 0 0 0-12 0v12Z',
  // mage: eight-pointed star
  violet: 'M50 24l6 16 16-6-6 16 16 6-16 6 6 16-16-6-6 16-6-16-16 6 6-16-16-6 16-6-6-16 16 6Z',
  // dungeon monster: horned skull
  brown:
    'M50 30c12 0 20 8 20 19 0 7-3 11-7 13v8H37v-8c-4-2-7-6-7-13 0-11 8-19 20-19Zm-9 16a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm18 0a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM30 34c-6-2-8-8-7-12 3 4 7 5 11 6Zm40 0c6-2 8-8 7-12-3 4-7 5-11 6Z',
  // draconum: dragon eye
  red: 'M22 50c8-12 18-18 28-18s20 6 28 18c-8 12-18 18-28 18S30 62 22 50Zm28-10c-3 4-4 7-4 10s1 6 4 10c3-4 4-7 4-10s-1-6-4-10Z',
  // city garrison: crown
  white: 'M28 64V38l11 10 11-16 11 16 11-10v26Z',
};

/** Elusive enemies: the armor shield moves left by this much; the second value's badge. */
export const ELUSIVE_SHIFT = 9;
export const ALT_X = 70;
export const ALT_R = 9;
/** The shield's right edge before the shift (its path spans x 36–64). */
export const SHIELD_RIGHT = 64;

export interface EnemyTokenProps {
  pile: EnemyColor;
  /** null: face down. */
  armor: number | null;
  /** Second armor value of an elusive enemy (shown small beside the first). */
  armorAlt?: number | null;
  attack?: { value: number; element: Element } | { summon: true } | null;
  size?: number;
  defeated?: boolean;
}

export function EnemyToken({
  pile,
  armor,
  armorAlt,
  attack,
  size = 84,
  defeated,
}: EnemyTokenProps) {
  const uid = useId().replace(/:/g, '');
  const col = ENEMY_HEX[pile];
  const light = pile === 'white';
  const faceUp = armor !== null;
  const elusive = armorAlt !== undefined && armorAlt !== null;
  return (
    <svg
      className={`enemy-token ${defeated ? 'defeated' : ''}`}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden
    >
      <defs>
        <radialGradient id={`rim${uid}`} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="0.35" stopColor={col} />
          <stop offset="1" stopColor="#000" stopOpacity="0.55" />
        </radialGradient>
        <radialGradient id={`disc${uid}`} cx="50%" cy="40%" r="65%">
          <stop offset="0" stopColor="#3a3442" />
          <stop offset="1" stopColor="#121016" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="47" fill={col} />
      <circle cx="50" cy="50" r="47" fill={`url(#rim${uid})`} />
      <circle cx="50" cy="50" r="46.5" fill="none" stroke="#0e0c10" strokeWidth="2.5" />
      {faceUp ? (
        <>
          <circle cx="50" cy="50" r="38" fill={`url(#disc${uid})`} />
          <circle
            cx="50"
            cy="50"
            r="38"
            fill="none"
            stroke="rgba(255,255,255,0.18)"
            strokeWidth="1.5"
          />
          <path d={EMBLEM[pile]} fill={col} opacity="0.32" fillRule="evenodd" />
          {/* Armor shield; an elusive enemy's second value gets its own badge beside it, clear of
              the first (read as "10 5", never as a superscript "10⁵") */}
          <g transform={elusive ? `translate(${-ELUSIVE_SHIFT} 0)` : undefined}>
            <path
              d="M36 16h28v14c0 8-6 13-14 16-8-3-14-8-14-16Z"
              fill="#59606e"
              stroke="#c9d2de"
              strokeWidth="1.6"
            />
            <text
              x="50"
              y="35"
              textAnchor="middle"
              className="tok-num"
              fontSize={elusive && String(armor).length > 1 ? 17 : 20}
              data-testid="tok-armor"
            >
              {armor}
            </text>
          </g>
          {elusive && (
            <g data-testid="tok-armor-alt">
              <circle
                cx={ALT_X}
                cy="27"
                r={ALT_R}
                fill="#2b303b"
                stroke="#c9d2de"
                strokeWidth="1.2"
              />
              <text x={ALT_X} y="31.5" textAnchor="middle" className="tok-num" fontSize="12">
                {armorAlt}
              </text>
            </g>
          )}
          {/* Attack */}
          {attack && 'summon' in attack ? (
            <g transform="translate(50 70)">
              <circle r="13" fill="#4a3826" stroke="#e2c08f" strokeWidth="1.6" />
              <path
                d="M0-7a7 7 0 1 1-6.8 8.6M0-2.6a2.6 2.6 0 1 1-2.5 3.2"
                fill="none"
                stroke="#f0d8b0"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </g>
          ) : attack ? (
            <g transform="translate(50 71)">
              <rect
                x="-15"
                y="-11"
                width="30"
                height="22"
                rx="7"
                fill={attack.element === 'physical' ? '#6b3a2f' : '#1e1a26'}
                stroke={ELEMENT_COLOR[attack.element]}
                strokeWidth="2"
              />
              <text
                y="7"
                textAnchor="middle"
                className="tok-num"
                fontSize="18"
                fill={ELEMENT_COLOR[attack.element]}
              >
                {attack.value}
              </text>
            </g>
          ) : null}
        </>
      ) : (
        <>
          <circle
            cx="50"
            cy="50"
            r="33"
            fill="none"
            stroke={light ? 'rgba(0,0,0,0.25)' : 'rgba(255,255,255,0.35)'}
            strokeWidth="3"
          />
          <path
            d={EMBLEM[pile]}
            fill={light ? 'rgba(0,0,0,0.3)' : 'rgba(255,255,255,0.4)'}
            fillRule="evenodd"
          />
        </>
      )}
      {defeated && (
        <path
          d="M24 24 76 76M76 24 24 76"
          stroke="#e0675a"
          strokeWidth="7"
          strokeLinecap="round"
          opacity="0.85"
        />
      )}
    </svg>
  );
}

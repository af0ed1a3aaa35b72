// A skill token drawn as our own round vector token: a ring in the owning hero's colour, the family
// of its effect in the middle (Move, Influence, Attack, Block, Healing, or a star for special
// effects) and the usage mark at the bottom (SKILL-4): none for once per turn, a turning arrow for
// once per round, a star for interactive tokens (filled ★ competitive, open ☆ cooperative), a loop
// for a permanent skill. Face down it shows its back; used this turn it is dimmed with a tick; in
// the centre of the table it glows.
import { useId } from 'react';
import type { HeroId, SkillDef } from '../../engine';
import { effectFamilies } from '../cards/families';
import { HERO_HEX } from '../theme/colors';
import type { SkillTokenState } from './skill-model';

function FamilyPath({ family }: { family: string }) {
  switch (family) {
    case 'move':
      return (
        <path d="M-4.5-6c1.6 0 2.4 1.7 2.2 3.6-.2 1.6-.9 2.9-1.2 4.4L-6.7 1.5c-.4-1.7-.9-3.2-.6-4.6.3-1.7 1.3-2.9 2.8-2.9ZM-6.5 2.7l3 .5c.1 1.2-.4 2.3-1.6 2.2-1.1-.1-1.5-1.2-1.4-2.7ZM4.5-2.5c1.5 0 2.6 1.2 2.8 2.9.3 1.4-.2 2.9-.6 4.6l-3.2.5c-.3-1.5-1-2.8-1.2-4.4-.2-1.9.6-3.6 2.2-3.6ZM3.5 6.2l3-.5c.1 1.5-.3 2.6-1.4 2.7-1.2.1-1.7-1-1.6-2.2Z" />
      );
    case 'influence':
      return <path d="M0-8.5 8.5 0 0 8.5-8.5 0Z" />;
    case 'attack':
      return (
        <path d="M6.8-8.2 8.2-6.8-1.4 2.8-2.8 1.4ZM-5.8 1 -1 5.8-2.2 7-3.6 5.6-6.4 8.4-8.4 6.4-5.6 3.6-7 2.2Z" />
      );
    case 'block':
      return <path d="M0-8.8 7.5-6.2V-.5C7.5 4 4.2 7 0 8.8-4.2 7-7.5 4-7.5-.5V-6.2Z" />;
    case 'heal':
      return <path d="M-2.5-8h5v5.5H8v5H2.5V8h-5V2.5H-8v-5h5.5Z" />;
    default:
      return (
        <path d="M0-8.5 2.4-2.6 8.6-2.4 3.7 1.5 5.4 7.6 0 4.1-5.4 7.6-3.7 1.5-8.6-2.4-2.4-2.6Z" />
      );
  }
}

/** The usage mark (SKILL-4a/4b/4c, passive) at the bottom of the token. */
function UsageMark({ def }: { def: SkillDef | null }) {
  if (!def) return null;
  if (def.interactive === 'competitive')
    return <path d="M0-3.6 1.1-1.2 3.6-1 1.7.7 2.2 3.2 0 1.9-2.2 3.2-1.7.7-3.6-1 -1.1-1.2Z" />;
  if (def.interactive === 'cooperative' || def.usage === 'interactive')
    return (
      <path
        d="M0-3.6 1.1-1.2 3.6-1 1.7.7 2.2 3.2 0 1.9-2.2 3.2-1.7.7-3.6-1 -1.1-1.2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.9"
      />
    );
  if (def.usage === 'round')
    return (
      <>
        <path d="M2.6-1.4A3 3 0 1 0 2.9 1.2" fill="none" stroke="currentColor" strokeWidth="1.1" />
        <path d="M1.2-3 3.6-1.6 1.6.2Z" />
      </>
    );
  if (def.usage === 'passive')
    return (
      <path
        d="M-3.4 0c0-1.3 1.5-1.3 3.4 0s3.4 1.3 3.4 0-1.5-1.3-3.4 0-3.4 1.3-3.4 0Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
      />
    );
  return null;
}

export interface SkillTokenProps {
  hero: HeroId;
  def: SkillDef | null;
  state: SkillTokenState;
  size?: number;
}

export function SkillToken({ hero, def, state, size = 44 }: SkillTokenProps) {
  const gid = useId().replace(/:/g, '');
  const ring = HERO_HEX[hero];
  const family = def ? (effectFamilies(def.effect)[0] ?? 'special') : 'special';
  const back = state === 'flipped';
  return (
    <svg
      className={`skill-token tok-${state}`}
      width={size}
      height={size}
      viewBox="-24 -24 48 48"
      aria-hidden
      data-token-state={state}
    >
      <defs>
        <radialGradient id={`face-${gid}`} cx="35%" cy="30%" r="80%">
          <stop offset="0%" stopColor="#3a3f52" />
          <stop offset="100%" stopColor="#141722" />
        </radialGradient>
        <pattern id={`back-${gid}`} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#23273a" />
          <path d="M0 6 6 0" stroke={ring} strokeWidth="1.4" opacity="0.55" />
        </pattern>
      </defs>
      {state === 'center' && <circle r="23.5" fill="none" stroke="#f0c95a" strokeWidth="2" />}
      <circle r="21" fill={ring} />
      <circle r="17.5" fill={back ? `url(#back-${gid})` : `url(#face-${gid})`} />
      {back ? (
        <g fill={ring} opacity="0.9">
          <circle r="5" fill="none" stroke={ring} strokeWidth="1.6" />
          <circle r="1.6" />
        </g>
      ) : (
        <>
          <g transform="translate(0 -2.5) scale(0.95)" fill="#f3ead2">
            <FamilyPath family={family} />
          </g>
          <g transform="translate(0 12.5)" fill="#f0c95a" color="#f0c95a">
            <UsageMark def={def} />
          </g>
        </>
      )}
      {state === 'used' && (
        <g>
          <circle r="21" fill="rgba(10,12,18,0.55)" />
          <path
            d="M-7 0-2 5 8-6"
            fill="none"
            stroke="#9fe0a6"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      )}
    </svg>
  );
}

// Mana pictured by where it comes from: a Source die (rounded square), a crystal (cut gem) or a
// mana token (disc), in its colour.
import type { GameState, ManaSource } from '../../engine';
import type { Translator } from '../../i18n';
import { MANA_HEX, MANA_INK } from '../theme/colors';
import { colorWord, sourceText } from './mana-text';
import { sourceColor } from './plays';

type Shape = 'die' | 'crystal' | 'token';

function hex(color: string): string {
  return (MANA_HEX as Record<string, string>)[color] ?? '#777';
}
function ink(color: string): string {
  return (MANA_INK as Record<string, string>)[color] ?? '#fff';
}

export function ManaGem({
  color,
  shape = 'token',
  size = 18,
  title,
}: {
  color: string;
  shape?: Shape;
  size?: number;
  title?: string;
}) {
  const fill = hex(color);
  const stroke = color === 'white' ? '#8a8270' : 'rgba(0,0,0,0.55)';
  return (
    <svg
      className={`mana-gem ${shape}`}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      {shape === 'die' && (
        <>
          <rect x="2" y="2" width="16" height="16" rx="4" fill={fill} stroke={stroke} />
          <path
            d="M10 5 L11.6 8.4 L15 10 L11.6 11.6 L10 15 L8.4 11.6 L5 10 L8.4 8.4 Z"
            fill={ink(color)}
            opacity="0.75"
          />
        </>
      )}
      {shape === 'crystal' && (
        <>
          <path d="M10 1.5 L17 6 L17 14 L10 18.5 L3 14 L3 6 Z" fill={fill} stroke={stroke} />
          <path d="M10 1.5 L10 18.5 M3 6 L17 14 M17 6 L3 14" stroke="rgba(255,255,255,0.35)" />
        </>
      )}
      {shape === 'token' && (
        <>
          <circle cx="10" cy="10" r="8" fill={fill} stroke={stroke} />
          <circle cx="7.5" cy="7" r="2.5" fill="rgba(255,255,255,0.45)" />
        </>
      )}
    </svg>
  );
}

/** A mana source as gem + words. */
export function SourceChip({
  source,
  state,
  t,
  named,
}: {
  source: ManaSource;
  state: GameState;
  t: Translator;
  named?: string | null;
}) {
  const color = sourceColor(state, source) ?? 'gold';
  return (
    <span className="source-chip">
      <ManaGem color={color} shape={source.kind} />
      <span>{sourceText(source, state, t)}</span>
      {named && (
        <span className="muted small"> {t('play.pay.as', { color: colorWord(named, t) })}</span>
      )}
    </span>
  );
}

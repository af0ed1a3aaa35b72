// The Source: mana dice with their colours; taken dice are dimmed.
import { manaTime, type GameState, type ManaColor } from '../../engine';
import { useT } from '../hooks';
import { heroName } from '../names';
import { MANA_HEX, MANA_INK } from '../theme/colors';

function DieFace({ color }: { color: ManaColor }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden>
      <defs>
        <linearGradient id={`die-${color}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#000" stopOpacity="0.25" />
        </linearGradient>
      </defs>
      <rect
        x="3"
        y="3"
        width="34"
        height="34"
        rx="8"
        fill={MANA_HEX[color]}
        stroke="#111"
        strokeWidth="2"
      />
      <rect x="3" y="3" width="34" height="34" rx="8" fill={`url(#die-${color})`} />
      <path
        d="M20 9 L23 17 L31 20 L23 23 L20 31 L17 23 L9 20 L17 17 Z"
        fill={MANA_INK[color]}
        opacity={color === 'black' ? 0.8 : 0.7}
      />
    </svg>
  );
}

export function SourcePanel({ state }: { state: GameState }) {
  const t = useT();
  const dice = state.source.dice;
  // Day/Night for mana: a dungeon or tomb fight uses Night rules even by Day (sites.md 1.7).
  const time = manaTime(state);
  return (
    <section className="panel source" data-testid="source">
      <h2 title={t('panel.sourceHint')}>{t('panel.source')}</h2>
      <ul className="dice">
        {dice.map((d) => {
          const taken = d.takenBy !== null || (d.stolenBy !== undefined && d.stolenBy !== null);
          const depleted =
            (time === 'day' && d.color === 'black') || (time === 'night' && d.color === 'gold');
          const by = d.takenBy ?? d.stolenBy ?? null;
          const label = [
            t(`mana.${d.color}`),
            taken && by !== null ? `${t('panel.dieTaken')} (${heroName(state, by, t)})` : '',
            depleted ? t('panel.dieUnavailable', { time: t(`time.${time}`) }) : '',
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <li
              // a new face (a reroll) mounts a new die: it rolls in (CSS, issue 16 part 3)
              key={`${d.id}-${d.color}`}
              className={`die ${taken ? 'taken' : ''} ${depleted ? 'depleted' : ''}`}
              title={label}
              data-testid="die"
              data-color={d.color}
              data-die={d.id}
            >
              <DieFace color={d.color} />
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// The play area: the turn's points in four columns (Move, Influence, Attack, Block; Healing when
// there is any), which are also the drop targets for hand cards, the cards played this turn and
// the mana tokens lying there. Each column is a button too: with a card selected, activating a
// column plays the card for that family (the click/keyboard alternative to dragging).
import type { GameState, PointFamily } from '../../engine';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { cardName } from '../names';
import { FamilyIcon } from './FamilyIcon';
import { ManaGem } from './ManaGem';
import { useCardDrop } from './card-drop';

function points(state: GameState, family: PointFamily): number | null {
  const turn = state.turn;
  if (!turn) return null;
  switch (family) {
    case 'move':
      return turn.movePoints;
    case 'influence':
      return turn.influencePoints;
    case 'heal':
      return turn.healPoints;
    default:
      return null; // attack and block points live in the combat columns
  }
}

function Column({ family, state }: { family: PointFamily; state: GameState }) {
  const t = useT();
  const drop = useCardDrop(family);
  const value = points(state, family);
  const label = family === 'other' ? '' : t(`points.${family}`);
  const cls = [
    'pa-col',
    `pa-${family}`,
    drop.over ? 'over' : '',
    drop.accepts === true ? 'accepts' : '',
    drop.accepts === false ? 'refuses' : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={cls}
      {...drop.dropProps}
      onClick={() => drop.dropSelected()}
      title={t('play.area.dropHint', { family: label })}
      aria-label={t('play.area.column', { family: label, n: value ?? 0 })}
      data-testid={`drop-${family}`}
      data-points={value ?? ''}
    >
      <FamilyIcon family={family} size={18} />
      <span className="pa-label">{label}</span>
      <span className="pa-value">{value === null ? '–' : value}</span>
    </button>
  );
}

export function PlayArea({ state }: { state: GameState }) {
  const t = useT();
  const dragging = useGame((s) => s.ui.dragCard !== null);
  const turn = state.turn;
  // in combat the combat panel's columns take the cards (they share useCardDrop)
  if (!turn || state.round.phase !== 'turns' || state.combat) return null;
  // in a PvP combat the PvP panel's columns take the cards (until the fight is over, PVP-3a.5)
  if (state.pvp && state.pvp.phase !== 'after') return null;
  const families: PointFamily[] = ['move', 'influence', 'attack', 'block'];
  if (turn.healPoints > 0) families.push('heal');
  return (
    <section
      className={`play-area ${dragging ? 'dragging' : ''}`}
      aria-label={t('play.area.title')}
      data-testid="play-area"
    >
      <div className="pa-cols">
        {families.map((f) => (
          <Column key={f} family={f} state={state} />
        ))}
      </div>
      {(turn.played.length > 0 || turn.manaTokens.length > 0) && (
        <div className="pa-played" data-testid="played-cards">
          {turn.manaTokens.map((c, i) => (
            <ManaGem key={`m${i}`} color={c} shape="token" size={16} title={t(`mana.${c}`)} />
          ))}
          {turn.played.map((p, i) => (
            <span
              key={`${p.card}-${i}`}
              className={`pa-card ${p.mode}`}
              title={`${cardName(p.card, t)} · ${t(`play.mode.${p.mode}`)}`}
            >
              {cardName(p.card, t)}
              <span className="pa-mode">
                {p.mode === 'sideways' ? '↻' : p.mode === 'strong' ? '★' : ''}
              </span>
            </span>
          ))}
        </div>
      )}
    </section>
  );
}

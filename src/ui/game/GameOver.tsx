// End of the game: scores and winners (computed by the engine's scenario scoring).
import type { GameState } from '../../engine';
import { useGame } from '../../store';
import { useT } from '../hooks';
import { heroName } from '../names';

export function GameOver({ state }: { state: GameState }) {
  const t = useT();
  const leave = useGame((s) => s.leaveGame);
  const over = state.gameOver;
  if (!over) return null;
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="go-title"
      data-testid="game-over"
    >
      <div className="overlay-card">
        <h2 id="go-title">{t('game.gameOver')}</h2>
        {over.winners.length > 0 && (
          <p>
            {t('game.winner', { names: over.winners.map((w) => heroName(state, w, t)).join(', ') })}
          </p>
        )}
        <ul>
          {over.scores.map((s, i) => (
            <li key={i}>
              {t('game.score', {
                hero: s.player === 'team' ? '★' : heroName(state, s.player, t),
                points: s.total,
              })}
            </li>
          ))}
        </ul>
        <button type="button" className="primary" onClick={leave}>
          {t('game.menu')}
        </button>
      </div>
    </div>
  );
}

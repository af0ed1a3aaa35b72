// In a game with computer players ('bot' seats) the top bar has Pause / Resume for them (the bot
// driver, ui/bots/driver.ts, waits while they are paused) and says when one of them is playing.
import { deciderOf, useGame } from '../../store';
import { useT } from '../hooks';
import '../save/save.css';

export function BotIndicator() {
  const t = useT();
  const game = useGame((s) => s.game);
  const paused = useGame((s) => s.ui.botsPaused);
  const setPaused = useGame((s) => s.setBotsPaused);
  const hasBots = game?.players.some((p) => p.kind === 'bot') ?? false;
  if (!game || !hasBots || game.gameOver) return null;
  const who = deciderOf(game);
  const bot = who !== null && game.players[who]?.kind === 'bot' ? game.players[who] : null;
  return (
    <div className="bot-indicator" role="status" data-testid="bot-indicator">
      {bot && !paused && (
        <span>
          <span className="bot-spinner" aria-hidden>
            ⚙
          </span>{' '}
          {t('bot.playing', { hero: t(`hero.${bot.hero}`) })}
        </span>
      )}
      {paused && <span>{t('bot.paused')}</span>}
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        aria-pressed={paused}
        data-testid="bot-pause"
      >
        {paused ? `▶ ${t('bot.resume')}` : `⏸ ${t('bot.pause')}`}
      </button>
    </div>
  );
}

// The game screen: map in the middle, the player's board and log on the left, Source, Day/Night
// costs and offers on the right, the hand and the decisions below the map.
import { useState } from 'react';
import { Board } from '../board/Board';
import { HexTooltip } from '../board/HexTooltip';
import { useT, useView } from '../hooks';
import { ActionBar } from '../panels/ActionBar';
import { DayNightPanel } from '../panels/DayNightPanel';
import { HandPanel } from '../panels/HandPanel';
import { ErrorToast, LogPanel } from '../panels/LogPanel';
import { OffersPanel } from '../panels/OffersPanel';
import { PlayerPanel } from '../panels/PlayerPanel';
import { SourcePanel } from '../panels/SourcePanel';
import { TurnOrder } from '../panels/TurnOrder';
import { GameOver } from './GameOver';
import { TopBar } from './TopBar';

export function GameScreen() {
  const t = useT();
  const info = useView();
  // Hotseat: when another human takes over, hide the screen until they confirm.
  const [confirmedViewer, setConfirmedViewer] = useState<number | null>(null);
  if (!info) return <p>{t('game.noGame')}</p>;
  const { view, viewer, decider } = info;
  const humans = view.players.filter((p) => p.kind === 'human').length;
  const handoff = humans > 1 && confirmedViewer !== viewer && !view.gameOver;
  const viewerHero = t(`hero.${view.players[viewer]?.hero ?? 'tovak'}`);
  return (
    <div className={`game ${view.round.time}`} data-testid="game-screen">
      <TopBar state={view} />
      <aside className="side left">
        <TurnOrder state={view} decider={decider} />
        <PlayerPanel state={view} player={viewer} full />
        {view.players
          .filter((p) => p.id !== viewer)
          .map((p) => (
            <PlayerPanel key={p.id} state={view} player={p.id} full={false} />
          ))}
        <LogPanel />
      </aside>
      <main className="center">
        <div className="map-wrap">
          <Board />
          <HexTooltip />
        </div>
        <ActionBar state={view} decider={decider} />
        <HandPanel state={view} viewer={viewer} />
      </main>
      <aside className="side right">
        <SourcePanel state={view} />
        <DayNightPanel state={view} />
        <OffersPanel state={view} />
      </aside>
      <ErrorToast />
      <GameOver state={view} />
      {handoff && (
        <div className="overlay handoff" role="dialog" aria-modal="true" data-testid="handoff">
          <div className="overlay-card">
            <h2>{t('handoff.title', { hero: viewerHero })}</h2>
            <p className="muted">{t('handoff.body', { hero: viewerHero })}</p>
            <button type="button" className="primary" onClick={() => setConfirmedViewer(viewer)}>
              {t('handoff.ready', { hero: viewerHero })}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

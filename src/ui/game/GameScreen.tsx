// The game screen: map in the middle, the player's board and log on the left, Source, Day/Night
// costs and offers on the right, the hand and the decisions below the map.
import { useState } from 'react';
import { useGame } from '../../store';
import { Board } from '../board/Board';
import { ChoicePanel } from '../choices/ChoicePanel';
import { HexTooltip } from '../board/HexTooltip';
import { useLegalActions, useT, useView } from '../hooks';
import { ActionBar } from '../panels/ActionBar';
import { DayNightPanel } from '../panels/DayNightPanel';
import { HandPanel } from '../panels/HandPanel';
import { ErrorToast, LogPanel } from '../panels/LogPanel';
import { OffersPanel } from '../panels/OffersPanel';
import { PlayerPanel } from '../panels/PlayerPanel';
import { SourcePanel } from '../panels/SourcePanel';
import { TurnOrder } from '../panels/TurnOrder';
import { CardMenu } from '../play/CardMenu';
import { DummyPanel } from '../play/DummyPanel';
import { PlayArea } from '../play/PlayArea';
import { TacticPicker } from '../play/TacticPicker';
import { CombatPanel } from '../combat/CombatPanel';
import { CombatSummary } from '../combat/CombatSummary';
import { TipLayer } from '../combat/TipLayer';
import { SitePanel } from '../sites/SitePanel';
import { CardDetailLayer } from '../cards/CardDetail';
import { CoopPanel } from '../coop/CoopPanel';
import { handoffReason } from '../pvp/handoff-reason';
import { PvpPanel } from '../pvp/PvpPanel';
import { PvpPrompt } from '../pvp/PvpPrompt';
import { PvpSummary } from '../pvp/PvpSummary';
import { ScenarioActions } from '../scenarios/ScenarioActions';
import { ScenarioPanel } from '../scenarios/ScenarioPanel';
import { useGameServices } from '../scenarios/services';
import { GameOver } from './GameOver';
import { LanguageSwitch } from './LanguageSwitch';
import { TopBar } from './TopBar';
import { RulesReference } from '../rules/RulesReference';
import { Dockable } from './Dockable';
import { useMotionRoot } from '../settings/motion';
import { TutorialOverlay } from '../tutorial/TutorialOverlay';

export function GameScreen() {
  const t = useT();
  const info = useView();
  const game = useGame((s) => s.game);
  const legal = useLegalActions();
  useGameServices(); // score history and bot seats
  useMotionRoot(); // animations on or off, finished at once by a click
  // Hotseat: when another human takes over, hide the screen until they confirm.
  const [confirmedViewer, setConfirmedViewer] = useState<number | null>(null);
  const requestFocus = useGame((s) => s.requestFocus);
  if (!info || !game) return <p>{t('game.noGame')}</p>;
  const { view, viewer, decider } = info;
  const humans = view.players.filter((p) => p.kind === 'human').length;
  const handoff = humans > 1 && confirmedViewer !== viewer && !view.gameOver;
  const viewerHero = t(`hero.${view.players[viewer]?.hero ?? 'tovak'}`);
  const reason = handoff ? handoffReason(view, viewer, t) : null;
  // the hero's panel stays open while a unit or skill of theirs can be used or healed
  const heroNeeded = legal.some(
    (a) =>
      'player' in a &&
      a.player === viewer &&
      (a.type === 'activate-unit' ||
        a.type === 'use-skill' ||
        (a.type === 'heal' && a.target !== 'wound')),
  );
  return (
    <div className={`game ${view.round.time}`} data-testid="game-screen">
      <TopBar state={view} />
      <aside className="side left">
        <Dockable id="turn-order" title={t('panel.turnOrder')}>
          <TurnOrder state={view} decider={decider} />
        </Dockable>
        <Dockable id="goal" title={t('scenpanel.title')} collapsedByDefault>
          <ScenarioPanel state={view} viewer={viewer} />
        </Dockable>
        <Dockable id="hero" title={viewerHero} needed={heroNeeded}>
          <PlayerPanel state={view} player={viewer} full />
        </Dockable>
        {view.players
          .filter((p) => p.id !== viewer)
          .map((p) => (
            <Dockable
              key={p.id}
              id={p.kind === 'dummy' ? 'dummy' : `player-${p.id}`}
              title={p.kind === 'dummy' ? t('dock.dummy') : t(`hero.${p.hero}`)}
              // the other heroes' Level, Fame and Reputation stay at a glance in hotseat; the
              // dummy's panel folds away (its turns are told in the dummy notice and the log)
              collapsedByDefault={p.kind === 'dummy'}
            >
              <PlayerPanel state={view} player={p.id} full={false} />
            </Dockable>
          ))}
        <Dockable id="log" title={t('panel.log')} collapsedByDefault>
          <LogPanel />
        </Dockable>
      </aside>
      <main className="center">
        <div className="map-wrap">
          <Board />
          <HexTooltip />
        </div>
        <div className="top-stack">
          <ActionBar state={view} decider={decider} />
          <div className="dock" data-testid="dock">
            <TacticPicker state={view} legal={legal} />
            <DummyPanel state={view} legal={legal} />
            <PvpPrompt state={view} legal={legal} />
            <CoopPanel state={view} legal={legal} />
            {!handoff && <ChoicePanel state={game} viewer={viewer} />}
            <ScenarioActions state={game} legal={legal} viewer={viewer} />
          </div>
        </div>
        <PlayArea state={view} />
        <SitePanel />
        <CombatPanel />
        <PvpPanel />
        <CardMenu />
        {/* the next player's cards appear only once they have taken the device */}
        {!handoff && <HandPanel state={view} viewer={viewer} />}
      </main>
      <aside className="side right">
        <Dockable id="source" title={t('panel.source')}>
          <SourcePanel state={view} />
        </Dockable>
        <Dockable id="day-night" title={t('panel.dayNight')} collapsedByDefault>
          <DayNightPanel state={view} />
        </Dockable>
        <Dockable id="offers" title={t('panel.offers')} collapsedByDefault>
          <OffersPanel state={view} />
        </Dockable>
      </aside>
      <ErrorToast />
      <CombatSummary />
      <PvpSummary />
      <CardDetailLayer />
      <TipLayer />
      <RulesReference />
      <GameOver state={view} />
      {!handoff && <TutorialOverlay />}
      {handoff && (
        <div className="overlay handoff" role="dialog" aria-modal="true" data-testid="handoff">
          <div className="overlay-card">
            <h2>{t('handoff.title', { hero: viewerHero })}</h2>
            {reason && (
              <p className="handoff-reason" data-testid="handoff-reason">
                {reason}
              </p>
            )}
            <p className="muted">{t('handoff.body', { hero: viewerHero })}</p>
            <button
              type="button"
              className="primary"
              onClick={() => {
                setConfirmedViewer(viewer);
                // each player starts looking at their own hero
                const at = view.players[viewer]?.position;
                if (at) requestFocus(at);
              }}
            >
              {t('handoff.ready', { hero: viewerHero })}
            </button>
          </div>
        </div>
      )}
      {/* the hand-off screen covers the top bar: its language switch stays reachable above it,
          at the same place (the hand stays hidden) */}
      {handoff && (
        <div className="handoff-lang">
          <LanguageSwitch testId="handoff-lang" />
        </div>
      )}
    </div>
  );
}

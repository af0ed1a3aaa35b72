// Composition root: the start screen until a game exists, then the game screen. The game screen
// (with the rules engine, the content and Konva) is a separate chunk loaded on demand, so the first
// page load only fetches the start screen; it is prefetched once the start screen is idle.
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { loadEngine, useGame } from '../store';
import { StartScreen } from '../ui/start/StartScreen';
import { useT } from '../ui/hooks';
import { AppChrome } from '../ui/pwa/AppChrome';

const loadGameScreen = () => import('../ui/game/GameScreen');
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));

/** Fetch the game screen and the engine in the background once the start screen is shown. */
function usePrefetch() {
  useEffect(() => {
    const run = () => {
      loadGameScreen().catch(() => undefined);
      loadEngine().catch(() => undefined);
    };
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    };
    if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 500);
  }, []);
}

function Loading() {
  const t = useT();
  return (
    <p className="app-loading" role="status" data-testid="loading">
      {t('app.loading')}
    </p>
  );
}

/** The game screen's chunk could not be loaded (offline before it was cached): say so, go back. */
class LoadFailure extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    return <LoadFailed message={this.state.error} />;
  }
}

function LoadFailed({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="app-loading" role="alert" data-testid="load-failed">
      <p>{t('app.loadFailed', { message })}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </div>
  );
}

export function App() {
  const hasGame = useGame((s) => s.game !== null);
  const lang = useGame((s) => s.ui.language);
  usePrefetch();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      {hasGame ? (
        <LoadFailure>
          <Suspense fallback={<Loading />}>
            <GameScreen />
          </Suspense>
        </LoadFailure>
      ) : (
        <StartScreen />
      )}
      <AppChrome />
    </>
  );
}

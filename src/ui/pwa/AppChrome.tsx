// App-wide chrome outside the screens: the service worker's "update available — reload" prompt,
// "ready to play offline", and an Install button when the browser offers installation
// (beforeinstallprompt). The service worker is registered with registerType 'prompt': a new
// version waits until the player reloads (autosave has already stored every step, and the reload
// flushes it once more).
import { useEffect, useRef, useState } from 'react';
import { flushAutosave } from '../../store/autosave-binding';
import { useT } from '../hooks';
import './pwa.css';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function AppChrome() {
  const t = useT();
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  const [install, setInstall] = useState<BeforeInstallPromptEvent | null>(null);
  const updateSW = useRef<((reload?: boolean) => Promise<void>) | null>(null);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault(); // show our own button instead of the browser's mini-infobar
      setInstall(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstall(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        if (cancelled) return;
        updateSW.current = registerSW({
          immediate: true,
          onNeedRefresh: () => setNeedRefresh(true),
          onOfflineReady: () => setOfflineReady(true),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!offlineReady) return;
    const id = setTimeout(() => setOfflineReady(false), 4000);
    return () => clearTimeout(id);
  }, [offlineReady]);

  const reload = async () => {
    await flushAutosave();
    const update = updateSW.current;
    if (!update || !navigator.serviceWorker.controller) {
      window.location.reload();
      return;
    }
    // The waiting worker takes over, then the page reloads under it. (workbox-window reloads by
    // itself only when the page was already controlled when it loaded: not so in the very first
    // session after installing, hence our own listener, and a fallback.)
    let reloading = false;
    const go = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', go, { once: true });
    setTimeout(go, 4000);
    await update(true);
  };

  const doInstall = async () => {
    const e = install;
    if (!e) return;
    setInstall(null); // the event can be used once
    await e.prompt();
    await e.userChoice.catch(() => undefined);
  };

  return (
    <>
      {install && (
        <button
          type="button"
          className="pwa-install"
          onClick={() => void doInstall()}
          title={t('pwa.installTitle')}
          data-testid="pwa-install"
        >
          ⤓ {t('pwa.install')}
        </button>
      )}
      {needRefresh && (
        <div className="pwa-toast" role="alert" data-testid="pwa-update">
          <span>{t('pwa.update')}</span>
          <button
            type="button"
            className="primary"
            onClick={() => void reload()}
            title={t('pwa.reloadTitle')}
            data-testid="pwa-reload"
          >
            {t('pwa.reload')}
          </button>
          <button type="button" onClick={() => setNeedRefresh(false)}>
            {t('pwa.later')}
          </button>
        </div>
      )}
      {offlineReady && !needRefresh && (
        <div className="pwa-toast quiet" role="status" data-testid="pwa-offline-ready">
          {t('pwa.offlineReady')}
        </div>
      )}
    </>
  );
}

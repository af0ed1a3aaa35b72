// A new version deployed while a game runs: the service worker finds it, the app offers
// "update available — reload", and the reload loses nothing (the game was autosaved; it is
// continued from the saved games). The new version is simulated by changing dist/sw.js on disk
// (vite preview serves it fresh) and restoring it afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startSolo } from './mk-helpers';

const swFile = path.resolve(import.meta.dirname, '..', process.env.MK_DIST ?? 'dist', 'sw.js');

test('a new version is offered with a reload prompt, and the game survives the reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const original = fs.readFileSync(swFile, 'utf8');
  try {
    await startSolo(page, '606');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        );
    });
    await page.getByTestId('hand-card').first().click();
    await page.getByTestId('play-sideways-move').click();
    await expect(page.getByTestId('hand-card')).toHaveCount(4);
    const before = await page.evaluate(() => JSON.stringify(window.mk?.getState()));
    await expect(page.getByTestId('pwa-update')).toHaveCount(0);

    // deploy "a new version" and let the worker look for it
    fs.writeFileSync(swFile, `${original}\n// next version ${Date.now()}\n`);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    const prompt = page.getByTestId('pwa-update');
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toContainText('A new version is available');
    await page.evaluate(() => ((window as unknown as { __old?: boolean }).__old = true));
    await prompt.getByTestId('pwa-reload').click();

    // the page reloads under the new worker; the game is in the saved games, unchanged
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as unknown as { __old?: boolean }).__old ?? false)
          // the context is destroyed while the page navigates: still the old page for this check
          .catch(() => true),
      )
      .toBe(false);
    await expect(page.getByTestId('start-screen')).toBeVisible();
    await expect(page.getByTestId('pwa-update')).toHaveCount(0);
    await page.goto('/?test');
    await page.getByTestId('saved-game').first().getByTestId('saved-game-continue').click();
    await expect(page.getByTestId('game-screen')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.mk?.getState()))).toBe(before);
  } finally {
    fs.writeFileSync(swFile, original);
  }
});

// The PWA: after one visit the service worker has precached the whole app (the start screen, the
// lazily loaded game screen and engine chunks, icons), so that with the network off a reload
// still works, a new game starts and a whole turn can be played.
import { expect, test } from '@playwright/test';
import { startSolo } from './mk-helpers';

test('works offline after the first visit: reload, start a game, play a turn', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  // Wait until the service worker controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
  });
  // the manifest makes it installable: name, icons of our own, standalone
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href
      ? ((await (await fetch(href)).json()) as {
          name: string;
          display: string;
          icons: { src: string }[];
        })
      : null;
  });
  expect(manifest?.name).toBe('Mage Knight');
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.map((i) => i.src)).toContain('icon-512.png');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  // A deep link falls back to the app shell; a game starts and a turn is played without network.
  await page.goto('/some/deep/link?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await startSolo(page, '5150'); // (navigates to /?test, served from the precache)
  await expect(page.getByTestId('hand-card').first()).toBeVisible();
  const turn = await page.evaluate(() => window.mk?.getState()?.round.current ?? null);
  await page.getByTestId('hand-card').first().click();
  await page.getByTestId('play-sideways-move').click();
  await expect(page.getByTestId('hand-card')).toHaveCount(4);
  await page.getByTestId('end-turn').click();
  // (the end-of-turn discard prompt, when it comes: keep all)
  await expect
    .poll(async () => {
      const confirm = page.getByTestId('choice-confirm');
      if (await confirm.isVisible()) await confirm.click();
      return page.evaluate(() => window.mk?.getState()?.round.current ?? null);
    })
    .not.toBe(turn);
  await page.evaluate(() => window.mk?.whenSaved());
  await context.setOffline(false);
});

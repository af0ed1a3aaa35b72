import { expect, test } from '@playwright/test';

test('works offline after the first visit (PWA precache)', async ({ page, context }) => {
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
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  // A deep link falls back to the app shell, and a game starts without the network.
  await page.goto('/some/deep/link?test');
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.getByTestId('hand-card').first()).toBeVisible();
  await context.setOffline(false);
});

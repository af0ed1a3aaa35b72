// Hardening in the browser: during a game the app requests nothing outside its own origin, and the
// Content-Security-Policy of index.html is in force (an injected inline script does not run) without
// the app itself ever violating it.
import { expect, test } from '@playwright/test';
import { startSolo } from './mk-helpers';

declare global {
  interface Window {
    __csp?: string[];
    __inline?: number;
  }
}

test('a game stays on its own origin and within the CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol === 'data:' || u.protocol === 'blob:') return;
    if (u.origin !== origin) foreign.push(r.url());
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp?.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });

  await startSolo(page, '4242');
  // a few steps through the screen: a card, the hint, undo, the map
  await page.getByTestId('hand-card').first().click();
  await page.getByTestId('play-sideways-move').click();
  await page.getByTestId('hint-button').click();
  await expect(page.getByTestId('hint')).toBeVisible();
  await page.getByTestId('undo').click();
  await page.getByTestId('fit-map').click();
  const box = await page.getByTestId('board').boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
  }
  await page.evaluate(() => window.mk?.whenSaved());
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => window.__csp)).toEqual([]);

  // the policy is in force: an injected inline script is refused
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.appendChild(s);
  });
  expect(await page.evaluate(() => window.__inline)).toBeUndefined();
  await expect
    .poll(() => page.evaluate(() => window.__csp?.join(' ') ?? ''))
    .toContain('script-src');
});

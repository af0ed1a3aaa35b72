// The map is the table (issue 16 parts 1–3): in the hero's own turn with a full hand the map
// canvas is on top of most of the viewport at 1280×800 and 1024×768 (touch); the camera follows
// explores and reveals; with reduced motion nothing animates and play still works.
import { expect, test, type Page } from '@playwright/test';
import { startSolo } from './mk-helpers';

/** Share of a 24×16 grid of viewport points where the Konva map canvas is the topmost element. */
async function mapShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    let on = 0;
    let all = 0;
    for (let i = 0; i < 24; i++)
      for (let j = 0; j < 16; j++) {
        const el = document.elementFromPoint(((i + 0.5) * w) / 24, ((j + 0.5) * h) / 16);
        all++;
        if (el instanceof HTMLCanvasElement && el.closest('[data-testid="board"]')) on++;
      }
    return on / all;
  });
}

for (const size of [
  { w: 1280, h: 800, touch: false, min: 0.6 },
  { w: 1024, h: 768, touch: true, min: 0.55 },
]) {
  test.describe(`${size.w}×${size.h}`, () => {
    test.use({ viewport: { width: size.w, height: size.h }, hasTouch: size.touch });
    test(`the map covers at least ${size.min * 100} % in the hero's own turn`, async ({ page }) => {
      await startSolo(page);
      await expect(page.getByTestId('hand').locator('.card')).toHaveCount(5);
      await page.waitForTimeout(300);
      const share = await mapShare(page);
      console.log(`map share ${size.w}x${size.h}: ${(share * 100).toFixed(1)} %`);
      await page.screenshot({ path: `test-results/table-${size.w}.png` });
      expect(share).toBeGreaterThanOrEqual(size.min);
    });
  });
}

// "Suggest a move": the first click shows the greedy bot's choice (a legal action, in words), the
// second click plays it.
import { expect, test } from '@playwright/test';
import { startSolo } from './mk-helpers';

test('the hint button suggests a legal move and plays it on a second click', async ({ page }) => {
  await startSolo(page, '4242');
  const count = () => page.evaluate(() => window.mk?.game().actions ?? -1);
  const before = await count();
  await page.getByTestId('hint-button').click();
  const hint = page.getByTestId('hint');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Suggestion:');
  // issue 17: the suggestion says why in one line
  await expect(page.getByTestId('hint-reason')).toContainText('Why:');
  await expect(page.getByTestId('hint-button')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('hint-button').click();
  await expect(hint).toBeHidden();
  await expect.poll(count).toBeGreaterThan(before);
});

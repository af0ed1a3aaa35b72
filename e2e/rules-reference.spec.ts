import { expect, test, type Page } from '@playwright/test';

// The rules reference (issue 17 part 2): "?" opens it, the search finds rules in the player's
// language and by the other language's term, and a refusal's rule link leads to the rule's text.
async function startSolo(page: Page) {
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('lang-en').click();
  await page.getByTestId('scenario-solo-conquest').click();
  await page.getByTestId('hero-0-tovak').click();
  await page.getByTestId('seed-input').fill('4242');
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

test('rules reference: ?, search in English and German, a refusal links to its rule', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSolo(page);
  const ref = page.getByTestId('rules-reference');

  // "?" opens it; "swift" finds the Swift rule in English
  await page.locator('body').press('?');
  await expect(ref).toBeVisible();
  const box = ref.getByRole('searchbox');
  await box.fill('swift');
  const swift = ref.locator('[data-rule-id="ABIL-SWIFT"]');
  await expect(swift).toBeVisible();
  await expect(swift).toContainText('twice');
  await page.screenshot({ path: 'test-results/rules-swift-en.png' });
  await page.keyboard.press('Escape');
  await expect(ref).toBeHidden();

  // in German, the Rules button opens it and "flink" finds Swift
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await page.getByTestId('rules-button').click();
  await expect(ref).toBeVisible();
  await expect(ref.getByRole('heading', { name: 'Regelübersicht' })).toBeVisible();
  await ref.getByRole('searchbox').fill('flink');
  await expect(ref.locator('[data-rule-id="ABIL-SWIFT"]')).toBeVisible();
  await expect(ref.locator('[data-rule-id="ABIL-SWIFT"] .rule-name')).toHaveText(/Flink/);
  await page.screenshot({ path: 'test-results/rules-flink-de.png' });
  await ref.getByTestId('rules-close').click();
  await expect(ref).toBeHidden();

  // a refused action names its rule by a link; its text on request; the link opens the rule
  await page.evaluate(() => window.mk?.dispatch({ type: 'end-turn', player: 1 }));
  const toast = page.getByTestId('error');
  await expect(toast).toContainText('Nicht erlaubt');
  const disclosure = toast.getByTestId('refusal-rule');
  await disclosure.locator('summary').click();
  await expect(disclosure).toContainText(/\w{4,}/);
  await page.screenshot({ path: 'test-results/rules-refusal-de.png' });
  const link = toast.locator('a[data-rule="ROUND-4a"]').first();
  await link.click();
  await expect(ref).toBeVisible();
  const target = ref.getByTestId('rule-target');
  await expect(target).toHaveAttribute('data-rule-id', 'ROUND-4a');
  await expect(target).toBeInViewport();
  await page.screenshot({ path: 'test-results/rules-at-rule-de.png' });
  expect(errors).toEqual([]);
});

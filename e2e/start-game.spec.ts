import { expect, test, type Page } from '@playwright/test';
import { paintedPixels } from './mk-helpers';

async function startSolo(page: Page, seed = '4242') {
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('lang-en').click();
  await page.getByTestId('scenario-solo-conquest').click();
  await page.getByTestId('hero-0-tovak').click();
  await page.getByTestId('seed-input').fill(seed);
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

test('starts a solo game: map drawn, hand, Source and offers on screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSolo(page);

  // The map canvas has drawn something.
  await expect.poll(() => paintedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);

  // Hand of 5 cards, the Source's dice, the offers.
  await expect(page.getByTestId('hand-card')).toHaveCount(5);
  const dice = page.getByTestId('die');
  expect(await dice.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('offers')).toBeVisible();
  expect(await page.getByTestId('offer-unit').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('day-night')).toBeVisible();
  await expect(page.getByTestId('fame')).toBeVisible();

  // The test hook exposes the engine state and legal actions.
  const hook = await page.evaluate(() => {
    const s = window.mk?.getState();
    return {
      scenario: s?.setup.scenario,
      hand: s?.players[0]?.hand.length,
      legal: window.mk?.legalActions().length,
    };
  });
  expect(hook.scenario).toBe('solo-conquest');
  expect(hook.hand).toBe(5);
  expect(hook.legal).toBeGreaterThan(0);

  await page.screenshot({ path: 'test-results/game-start.png' });
  expect(errors).toEqual([]);
});

test('plays the first steps: tactic, a sideways card and undo, tooltip, German', async ({
  page,
}) => {
  await startSolo(page);
  // Choose the first offered tactic by clicking it.
  const tactics = page.getByTestId('tactic');
  await expect(tactics.first()).toBeVisible();
  await tactics.first().click();
  await expect
    .poll(() => page.evaluate(() => window.mk?.getState()?.players[0]?.tactic ?? null))
    .not.toBeNull();

  // Play a card sideways (reveals nothing), then take it back.
  await expect(page.getByTestId('hand-card')).toHaveCount(5);
  await page.getByTestId('hand-card').first().click();
  await page.getByTestId('play-sideways-move').click();
  await expect(page.getByTestId('hand-card')).toHaveCount(4);
  await expect(page.getByTestId('undo')).toHaveAttribute('data-can-undo', 'true');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('hand-card')).toHaveCount(5);
  await expect(page.getByTestId('undo')).toHaveAttribute('data-can-undo', 'false');

  // Hovering the map shows a tooltip naming terrain or site and the move costs.
  await page.getByTestId('fit-map').click();
  const box = await page.getByTestId('board').boundingBox();
  if (!box) throw new Error('no board');
  let shown = false;
  for (let dy = -120; dy <= 120 && !shown; dy += 40)
    for (let dx = -120; dx <= 120 && !shown; dx += 40) {
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
      shown = await page.getByTestId('hex-tooltip').isVisible();
    }
  expect(shown).toBe(true);
  await expect(page.getByTestId('hex-tooltip')).toContainText(/Move cost|Day|Impassable/);

  // A dispatched illegal action is refused with a reason, and the state is unchanged.
  const before = await page.evaluate(() => JSON.stringify(window.mk?.getState()));
  const refused = await page.evaluate(() => window.mk?.dispatch({ type: 'end-turn', player: 1 }));
  expect(refused?.ok).toBe(false);
  expect(refused?.error).toBeTruthy();
  await expect(page.getByTestId('error')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(window.mk?.getState()))).toBe(before);

  // German.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByTestId('source')).toContainText('Quelle');
  await expect(page.getByTestId('day-night')).toContainText('Bewegungskosten');
  // The engine's refusals are shown in German too, with a link to their rule.
  await page.evaluate(() => window.mk?.dispatch({ type: 'end-turn', player: 1 }));
  await expect(page.getByTestId('error')).toContainText(
    'Nicht erlaubt: Jetzt entscheidet Spieler 1',
  );
  await expect(page.getByTestId('error').locator('a[data-rule="ROUND-4a"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/game-de.png' });
});

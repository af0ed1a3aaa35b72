// "Can I win?" through the screen (issue 17 part 3): challenge a rampaging orc with two Rages in
// hand, ask the planner, and play its plan step by step with the button until the orc is defeated.
// The situation is prepared from a seeded game by editing the engine state; the rest is clicking.
import { expect, test, type Page } from '@playwright/test';
import { editState, freePair, mapInfo, prepareFight, startSolo, state } from './mk-helpers';

async function challenge(page: Page, orc: string) {
  await expect(page.getByTestId('encounter')).toBeVisible();
  const at = await page.evaluate((k) => window.mk?.focusHex(k) ?? null, orc);
  if (!at) throw new Error('no board');
  await page.waitForTimeout(100);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('combat-panel')).toBeVisible();
}

test('Can I win? shows a sure plan and plays it step by step to victory', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSolo(page);
  const { hexes } = await mapInfo(page);
  const [hero, orc] = freePair(hexes);
  await editState(page, prepareFight, {
    hero,
    hand: ['rage', 'rage'],
    enemyHex: orc,
    enemy: 'prowlers',
    site: 'orcs',
    move: 0,
  });
  await challenge(page, orc);

  await page.getByTestId('plan-button').click();
  const result = page.getByTestId('plan-result');
  await expect(result).toHaveAttribute('data-status', 'win');
  await expect(result).toContainText('Yes, for sure');
  // two Rages against Prowlers: the plan is proved the cheapest, and the panel says so
  await expect(page.getByTestId('plan-cheapest')).toHaveAttribute('data-cheapest', 'yes');
  await expect(page.getByTestId('plan-cheapest')).toContainText('No plan spends fewer cards');
  const steps = page.getByTestId('plan-steps').locator('li');
  const n = await steps.count();
  expect(n).toBeGreaterThan(2);
  // the next step's card is highlighted in the hand
  await expect(page.getByTestId('plan-next-step')).toBeVisible();
  await page.screenshot({ path: 'test-results/planner-1-plan.png' });

  for (let i = 0; i < n; i++) {
    await expect(page.getByTestId('plan-next-step')).toBeVisible();
    if (i === 2) await page.screenshot({ path: 'test-results/planner-2-step.png' });
    await page.getByTestId('plan-play').click();
  }
  await expect(page.getByTestId('combat-panel')).toHaveCount(0);
  const s = await state(page);
  expect(s.combat).toBeNull();
  expect(s.map.hexes[orc]?.enemies ?? []).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('Can I win? says what is missing when no sure win exists', async ({ page }) => {
  await startSolo(page);
  const { hexes } = await mapInfo(page);
  const [hero, orc] = freePair(hexes);
  await editState(page, prepareFight, {
    hero,
    hand: ['march'],
    enemyHex: orc,
    enemy: 'diggers',
    site: 'orcs',
    move: 0,
  });
  await challenge(page, orc);
  await page.getByTestId('plan-button').click();
  const result = page.getByTestId('plan-result');
  await expect(result).toHaveAttribute('data-status', 'none');
  await expect(page.getByTestId('plan-missing')).toContainText('Armor 3');
  await page.screenshot({ path: 'test-results/planner-3-none.png' });
});

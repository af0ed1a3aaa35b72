// Combat through the screen: challenge a rampaging orc and defeat it by dragging cards into the
// block and attack columns; assault a keep by moving into it and fight it out (damage assigned with
// a preview). Situations are prepared from a seeded game by editing the engine state; everything
// after that is done by clicking and dragging, and the numbers checked are the engine's.
import { expect, test, type Page } from '@playwright/test';
import {
  dropCard,
  editState,
  freePair,
  mapInfo,
  prepareFight,
  startSolo,
  state,
} from './mk-helpers';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png` });
}

test('challenge an orc and defeat it by dragging cards into the columns', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSolo(page);
  const { hexes } = await mapInfo(page);
  const [hero, orc] = freePair(hexes);
  await editState(page, prepareFight, {
    hero,
    hand: ['rage', 'rage', 'march', 'swiftness', 'determination'],
    enemyHex: orc,
    enemy: 'prowlers',
    site: 'orcs',
    move: 0,
  });

  // The encounter dock offers the challenge; clicking the orc's space on the map does it too.
  await expect(page.getByTestId('encounter')).toBeVisible();
  await expect(page.getByTestId('encounter')).toContainText('Prowlers');
  await shot(page, 'combat-0-encounter');
  const at = await page.evaluate((k) => window.mk?.focusHex(k) ?? null, orc);
  if (!at) throw new Error('no board');
  await page.waitForTimeout(100);
  await page.mouse.click(at.x, at.y);

  const panel = page.getByTestId('combat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-phase', 'ranged');
  const card = page.locator('[data-testid="enemy-card"]').first();
  await expect(card.getByTestId('enemy-armor')).toHaveText('3');
  await expect(card.getByTestId('enemy-attack')).toHaveText('4');
  await shot(page, 'combat-1-ranged');

  // No ranged attacks in hand: on to blocking.
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'block');
  await page.getByTestId('block-attack').first().click();
  const column = page.getByTestId('combat-column');
  await expect(column).toHaveAttribute('data-kind', 'block');
  await expect(page.getByTestId('resolve-column')).toBeDisabled();

  // Drag Rage into the block column: its basic effect blocks 2 (Attack 2 or Block 2 → Block).
  const COLUMN = '[data-testid="combat-column"]';
  await dropCard(page, 'rage', COLUMN, 'play-basic');
  await expect(page.getByTestId('column-effective')).toHaveText('2');
  await expect(page.getByTestId('column-needed')).toHaveAttribute('data-needed', '2');
  await expect(page.getByTestId('resolve-column')).toBeDisabled();
  await dropCard(page, 'rage', COLUMN, 'play-basic');
  await expect(page.getByTestId('column-effective')).toHaveText('4');
  await expect(page.getByTestId('column-goal')).toHaveText('4');
  await expect(page.getByTestId('column-needed')).toHaveAttribute('data-needed', '0');
  await shot(page, 'combat-2-block');
  await expect(page.getByTestId('resolve-column')).toBeEnabled();
  await page.getByTestId('resolve-column').click();
  await expect(card).toHaveAttribute('data-status', 'blocked');

  // Nothing unblocked: the damage phase is skipped.
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'attack');
  await page.getByTestId('declare-attack').click();
  await expect(column).toHaveAttribute('data-kind', 'attack');
  for (const c of ['march', 'swiftness', 'determination'])
    await dropCard(page, c, COLUMN, 'play-sideways-attack');
  await expect(page.getByTestId('column-effective')).toHaveText('3');
  await expect(page.getByTestId('column-goal')).toHaveText('3');
  await shot(page, 'combat-3-attack');
  await page.getByTestId('resolve-column').click();

  // The combat is over: summary with the engine's Fame.
  const summary = page.getByTestId('combat-summary');
  await expect(summary).toBeVisible();
  const s = await state(page);
  expect(s.combat).toBeNull();
  expect(s.players[0]?.fame).toBe(2);
  await expect(page.getByTestId('summary-fame')).toHaveText('+2');
  await expect(summary).toContainText('Prowlers');
  await shot(page, 'combat-4-summary');
  await page.getByTestId('summary-continue').click();
  await expect(summary).toBeHidden();
  expect(errors).toEqual([]);
});

test('assault a keep by moving into it, take the hit and storm it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSolo(page);
  const { hexes } = await mapInfo(page);
  const [hero, keep] = freePair(hexes);
  await editState(page, prepareFight, {
    hero,
    hand: ['rage', 'rage', 'march', 'determination', 'swiftness'],
    enemyHex: keep,
    enemy: 'swordsmen',
    site: 'keep',
    move: 5,
  });

  // Move into the keep by clicking it on the map: an assault.
  const at = await page.evaluate((k) => window.mk?.focusHex(k) ?? null, keep);
  if (!at) throw new Error('no board');
  await page.waitForTimeout(100);
  await page.mouse.click(at.x, at.y);
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Keep');
  const card = page.locator('[data-testid="enemy-card"]').first();
  await expect(card.getByTestId('enemy-armor')).toHaveText('5');
  await expect(card.getByTestId('enemy-attack')).toHaveText('6');
  await shot(page, 'keep-1-assault');

  // Ranged phase: nothing to shoot with; Block phase: let it through.
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'block');
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'damage');

  // Damage: 6 damage to the hero; the preview shows the engine's wounds before confirming.
  const row = page.getByTestId('damage-row').first();
  await expect(row.getByTestId('damage-amount')).toHaveText('6');
  await expect(page.getByTestId('assign-damage')).toBeDisabled();
  await row.locator('[data-testid="damage-target"][data-to="hero"]').click();
  // Tovak at level 1 has Armor 2: 6 damage = 3 Wounds.
  await expect(page.getByTestId('damage-preview')).toContainText('3 Wounds into your hand');
  await shot(page, 'keep-2-damage');
  await page.getByTestId('assign-damage').click();
  await expect(panel).toHaveAttribute('data-phase', 'attack');
  const wounds = (await state(page)).players[0]?.hand.filter((c) => c.startsWith('wound#')).length;
  expect(wounds).toBe(3);

  // Attack phase: Rage + Rage + Determination (2 + 2 + 2 ≥ Armor 5).
  await page.getByTestId('declare-attack').click();
  for (const c of ['rage', 'rage', 'determination'])
    await dropCard(page, c, '[data-testid="combat-column"]', 'play-basic');
  await expect(page.getByTestId('column-goal')).toHaveText('5');
  await expect(page.getByTestId('column-needed')).toHaveAttribute('data-needed', '0');
  await page.getByTestId('resolve-column').click();

  const summary = page.getByTestId('combat-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Conquered: Keep');
  await expect(page.getByTestId('summary-wounds')).toContainText('3');
  const s = await state(page);
  expect(s.map.hexes[keep]?.owner).toBe(0);
  expect(s.players[0]?.fame).toBe(4);
  await shot(page, 'keep-3-conquered');
  await page.getByTestId('summary-continue').click();
  expect(errors).toEqual([]);
});

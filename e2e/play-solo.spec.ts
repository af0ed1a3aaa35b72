// A solo First Reconnaissance played through the screen: tactic, a strong card paid with a Source
// die chosen in the payment plan (dragged onto the Move column), moving by clicking a glowing hex,
// exploring by clicking the tile outline, undo limits, ending turns with the discard prompt, the
// dummy's turns, resting, and the tactic of round 2. Dull stretches are fast-forwarded through
// window.mk.dispatch; every step named above happens through the UI.
import { expect, test, type Page } from '@playwright/test';
import { clickHex, fastForward, hexPoint, startGame, state, tilePoint } from './play-helpers';

// This spec plays the dummy's turns with its button: "The dummy plays itself" is switched off.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('mk.settings.v1', JSON.stringify({ dummyAuto: false })),
  );
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/play-solo-${name}.png` });

/** Northmost (smallest r), then farthest reachable hex within `maxCost`. */
async function northmostReachable(page: Page, maxCost: number): Promise<string> {
  const reach = await page.evaluate(() => window.mk?.reachable() ?? {});
  const keys = Object.entries(reach)
    .filter(([, r]) => r.cost <= maxCost && !r.endsMovement)
    .sort(([a, ra], [b, rb]) => {
      const [, ar = 0] = a.split(',').map(Number);
      const [, br = 0] = b.split(',').map(Number);
      return ar - br || rb.cost - ra.cost;
    });
  const first = keys[0];
  if (!first) throw new Error(`nothing reachable within ${maxCost}`);
  return first[0];
}

test('solo First Reconnaissance: tactic, payment plan, move, explore, rest, dummy, round 2', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    // the service worker is covered by offline.spec; a rebuild of dist during a run can break it
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  await startGame(page, { scenario: 'first-reconnaissance', heroes: ['tovak'], seed: '22' });

  // ---- round 1: the tactic picker shows the six Day tactics with number and effect
  const picker = page.getByTestId('tactic-picker');
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId('tactic')).toHaveCount(6);
  await expect(picker.locator('[data-tactic="great-start"]')).toContainText('draw 2 cards');
  await shot(page, '01-tactics');
  await picker.locator('[data-tactic="early-bird"]').click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('player-0')).toContainText('Early Bird');
  await expect(page.getByTestId('status')).toContainText("Tovak's turn");
  // nothing to take back at the start of a turn, and the UI says so
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('undo-notice')).toContainText('Nothing to undo yet this turn');

  // ---- a card playable strong right now is marked; drag it onto the Move column
  const s0 = await state(page);
  const strongMove = s0.players[0]?.hand.find((c) => c.startsWith('march#'));
  expect(strongMove).toBeTruthy();
  const march = page.locator(`[data-testid="hand-card"][data-card="${strongMove}"]`);
  await expect(march).toHaveAttribute('data-strong-ready', 'true');
  await march.dragTo(page.getByTestId('drop-move'));
  // several plays give Move: the menu asks (basic, strong with two ways to pay, sideways)
  const menu = page.getByTestId('card-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Plays that give Move');
  await expect(menu.getByTestId('play-basic')).toContainText('Move 2');
  await expect(menu.getByTestId('play-strong')).toContainText('2 ways to pay');
  await menu.getByTestId('play-strong').click();
  // the payment plan: nothing is spent yet; the green die is proposed before the gold one
  const plan = page.getByTestId('payment-plan');
  await expect(plan.getByTestId('payment-way')).toHaveCount(2);
  await expect(plan.locator('.plan-way.on')).toContainText('green die');
  await shot(page, '02-payment-plan');
  expect((await state(page)).source.dice.every((d) => d.takenBy === null)).toBe(true);
  // change the plan to the gold die, then pay
  await plan.locator('.plan-way', { hasText: 'gold die' }).click();
  await expect(plan.locator('.plan-way.on')).toContainText('gold die');
  await plan.getByTestId('payment-confirm').click();
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '4');
  await expect(page.getByTestId('log')).toContainText('Tovak pays with the gold die');
  await expect(page.getByTestId('played-cards')).toContainText('March');
  const goldDie = (await state(page)).source.dice.find((d) => d.color === 'gold');
  expect(goldDie?.takenBy).toBe(0);

  // ---- movement: reachable hexes glow with their cost; hovering previews the path; click moves
  const target = await northmostReachable(page, 4);
  const at = await hexPoint(page, target);
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('tip-reach')).toContainText('Move points');
  await shot(page, '03-path-preview');
  await clickHex(page, target);
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe(target);
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '0');
  // the whole walk is one undo step: undo, then walk again
  await expect(page.getByTestId('undo')).toHaveAttribute('data-can-undo', 'true');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe('0,0');
  await clickHex(page, target);
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe(target);

  // ---- end of turn: the discard prompt (nothing must be discarded; keep all)
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'end-discard');
  await expect(choice).toContainText('which cards do you discard');
  await shot(page, '04-end-discard');
  await choice.getByTestId('choice-card').first().click();
  await expect(choice.getByTestId('choice-confirm')).toContainText('Discard 1 and draw');
  await choice.getByTestId('choice-card').first().click();
  await expect(choice.getByTestId('choice-confirm')).toContainText('Keep all and draw');
  await choice.getByTestId('choice-confirm').click();
  await expect(choice).toBeHidden();

  // ---- the dummy's turn: one click; what it flipped stays visible
  await expect(page.getByTestId('status')).toContainText('dummy player');
  await page.getByTestId('action-dummy-turn').click();
  const report = page.getByTestId('dummy-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('flipped');
  await expect(report.locator('.card')).not.toHaveCount(0);
  await shot(page, '05-dummy');
  await expect(page.getByTestId('status')).toContainText("Tovak's turn");

  // ---- turn 2: gain Move points by clicking cards (sideways), walk on, explore by clicking
  for (let i = 0; i < 4; i++) {
    const card = page.locator('[data-testid="hand-card"][draggable="true"]').first();
    await card.click();
    await page.getByTestId('play-sideways-move').click();
  }
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '4');
  const edge = await northmostReachable(page, 2);
  await clickHex(page, edge);
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe(edge);
  const explore = (await page.evaluate(() => window.mk?.legalActions() ?? [])).find(
    (a) => a.type === 'explore',
  );
  if (!explore || explore.type !== 'explore') throw new Error('no exploration from ' + edge);
  const tilesBefore = (await state(page)).map.tiles.length;
  const tileAt = await tilePoint(page, explore.pos);
  await page.mouse.move(tileAt.x, tileAt.y);
  await expect(page.getByTestId('hex-tooltip')).toContainText('explore');
  await shot(page, '06-explore-outline');
  await page.mouse.click(tileAt.x, tileAt.y);
  await expect.poll(async () => (await state(page)).map.tiles.length).toBe(tilesBefore + 1);
  await expect(page.getByTestId('log')).toContainText('A new tile is revealed');
  // a revealed tile cannot be taken back, and the UI says why
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('undo-notice')).toContainText('a tile was revealed');
  await shot(page, '07-explored');
  await page.getByTestId('end-turn').click();
  await expect(page.getByTestId('choice-panel')).toHaveAttribute('data-kind', 'end-discard');
  await page.getByTestId('choice-confirm').click();
  await page.getByTestId('action-dummy-turn').click();

  // ---- turn 3: rest (choose the card to discard)
  await expect(page.getByTestId('status')).toContainText("Tovak's turn");
  await page.getByTestId('rest').click();
  const rest = page.getByTestId('rest-picker');
  await expect(rest).toBeVisible();
  await expect(rest.getByTestId('rest-confirm')).toBeDisabled();
  await rest.getByTestId('rest-card').first().click();
  await expect(rest.getByTestId('rest-confirm')).toBeEnabled();
  await shot(page, '08-rest');
  await rest.getByTestId('rest-confirm').click();
  await expect(page.getByTestId('log')).toContainText('Tovak rests and discards');
  await page.getByTestId('end-turn').click();
  await expect(page.getByTestId('choice-panel')).toHaveAttribute('data-kind', 'end-discard');
  await page.getByTestId('choice-confirm').click();

  // ---- fast-forward to round 2; its tactic is picked on screen
  await fastForward(page, 'to-next-round');
  await expect(page.getByTestId('round')).toContainText('Round 2');
  await expect(page.getByTestId('round')).toContainText('Night');
  const night = page.getByTestId('tactic-picker');
  await expect(night).toBeVisible();
  await expect(night).toContainText('Night');
  await shot(page, '09-night-tactics');
  const pick = night.getByTestId('tactic').first();
  const tactic = await pick.getAttribute('data-tactic');
  await pick.click();
  await expect.poll(async () => (await state(page)).players[0]?.tactic).toBe(tactic);
  await shot(page, '10-round-2');
  expect(errors).toEqual([]);
});

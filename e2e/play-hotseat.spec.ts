// A 2-player hotseat round of First Reconnaissance: the hand-off screen hides the next player's
// hand until they confirm; tactics, a Rethink choice and turns are played on screen, the rest of
// the round is fast-forwarded through window.mk.dispatch, and round 2 starts with its tactics.
import { expect, test, type Page } from '@playwright/test';
import { fastForward, startGame, state } from './play-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/play-hotseat-${name}.png` });

/** The hand-off screen names the next hero; confirming shows that player's hand. */
async function handOff(page: Page, hero: string, player: number): Promise<void> {
  const overlay = page.getByTestId('handoff');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(`Pass the device to ${hero}`);
  await overlay.getByRole('button').click();
  await expect(overlay).toBeHidden();
  const hand = (await state(page)).players[player]?.hand ?? [];
  const shown = await page
    .getByTestId('hand-card')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(shown.sort()).toEqual([...hand].sort());
}

test('hotseat: hand-off between two players through a round', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    // the service worker is covered by offline.spec; a rebuild of dist during a run can break it
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  await startGame(page, {
    scenario: 'first-reconnaissance',
    players: 2,
    heroes: ['tovak', 'goldyx'],
    seed: '5',
  });

  // Goldyx chose last, so Goldyx picks the first tactic; the screen is hidden until confirmed.
  await shot(page, '01-handoff');
  await handOff(page, 'Goldyx', 1);
  await page.locator('[data-testid="tactic"][data-tactic="early-bird"]').click();

  // Tovak's pick: Goldyx's tactic is shown as taken.
  await handOff(page, 'Tovak', 0);
  const picker = page.getByTestId('tactic-picker');
  await expect(picker).toContainText('taken by Goldyx');
  await picker.locator('[data-tactic="rethink"]').click();
  // Rethink asks at once which cards (up to 3) to put back.
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'tactic-rethink');
  await expect(choice.getByTestId('choice-count')).toContainText('Choose 0 to 3');
  await choice.getByTestId('choice-card').first().click();
  await shot(page, '02-rethink');
  await choice.getByTestId('choice-confirm').click();

  // Turns: Goldyx (Early Bird, 1) first. Nothing played: one card must be discarded.
  await handOff(page, 'Goldyx', 1);
  await expect(page.getByTestId('status')).toContainText("Goldyx's turn");
  await page.getByTestId('end-turn').click();
  await expect(choice).toHaveAttribute('data-kind', 'end-discard');
  await expect(choice).toContainText('must discard at least one');
  await expect(choice.getByTestId('choice-confirm')).toBeDisabled();
  await choice.getByTestId('choice-card').first().click();
  await choice.getByTestId('choice-confirm').click();

  // Tovak's turn: play a card sideways by clicking, then end the turn (no forced discard).
  await handOff(page, 'Tovak', 0);
  await expect(page.getByTestId('status')).toContainText("Tovak's turn");
  await page.locator('[data-testid="hand-card"][draggable="true"]').first().click();
  await page.getByTestId('play-sideways-move').click();
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '1');
  await page.getByTestId('end-turn').click();
  await expect(choice).toHaveAttribute('data-kind', 'end-discard');
  await expect(choice.getByTestId('choice-confirm')).toContainText('Keep all and draw');
  await choice.getByTestId('choice-confirm').click();

  // Back to Goldyx: the hand-off again hides Tovak's cards.
  await expect(page.getByTestId('handoff')).toBeVisible();
  await shot(page, '03-handoff-back');

  // The rest of the round, fast; round 2 (Night) begins with the hand-off for its first chooser.
  await fastForward(page, 'to-next-round');
  await expect(page.getByTestId('round')).toContainText('Round 2');
  const legal = await page.evaluate(() => window.mk?.legalActions() ?? []);
  const chooser = legal.find((a) => a.type === 'choose-tactic')?.player ?? 0;
  const hero = chooser === 0 ? 'Tovak' : 'Goldyx';
  // (no hand-off when the device is already with that player)
  if (await page.getByTestId('handoff').isVisible()) await handOff(page, hero, chooser);
  await expect(page.getByTestId('tactic-picker')).toContainText(`${hero}: choose your tactic`);
  await expect(page.getByTestId('tactic-picker')).toContainText('Night');
  const first = page.getByTestId('tactic').first();
  const tactic = await first.getAttribute('data-tactic');
  await first.click();
  await expect.poll(async () => (await state(page)).players[chooser]?.tactic).toBe(tactic);
  await shot(page, '04-round-2');
  expect(errors).toEqual([]);
});

// The tutorial played through the screen (issue 17.1): the start screen's Tutorial button, every
// step done like a player does it (clicks and drags on cards, spaces and buttons), each step
// checked to advance on the engine's state; Leave and Resume, Continue from the start screen
// resumes it at the same step, and a short German check. Seed 386 / Tovak (src/ui/tutorial).
import { expect, test, type Page } from '@playwright/test';
import { dropCard } from './mk-helpers';
import { clickHex, state, tilePoint } from './play-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/tutorial-${name}.png` });

const panel = (page: Page) => page.getByTestId('tutorial');

// animations off: the dummy's turns and the card flights finish at once (the steps are the same)
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('mk.settings.v1', JSON.stringify({ motion: false })),
  );
});

/** The panel never covers the deck or the discard pile (it sat over the discard pile before). */
async function expectPilesFree(page: Page) {
  await expect
    .poll(async () => {
      const p = await panel(page).boundingBox();
      if (!p) return 'no panel';
      for (const id of ['deck-pile', 'discard-pile']) {
        const b = await page.getByTestId(id).boundingBox();
        if (
          b &&
          p.x < b.x + b.width &&
          p.x + p.width > b.x &&
          p.y < b.y + b.height &&
          p.y + p.height > b.y
        )
          return `covers ${id}`;
      }
      return 'free';
    })
    .toBe('free');
}

const t0 = Date.now();
async function expectStep(page: Page, id: string) {
  await expect(panel(page)).toHaveAttribute('data-step', id);
  await expectPilesFree(page);
  if (process.env.MK_TUT_TIMING) console.log(id, Date.now() - t0);
}

/** Click a hand card, then one of its plays in the card menu. */
async function playCard(page: Page, def: string, pick: string) {
  await page.locator(`[data-testid="hand-card"][data-card^="${def}#"]`).first().click();
  await page.getByTestId('card-menu').getByTestId(pick).first().click();
}

/** End the turn: answer what the game asks (level rewards, the discard prompt) like a player. */
async function endTurn(page: Page) {
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  for (let i = 0; i < 6; i++) {
    const s = await state(page);
    if (!s.pending.some((p) => p.player === 0)) return;
    await expect(choice).toBeVisible();
    const kind = await choice.getAttribute('data-kind');
    if (kind === 'end-discard') {
      // a turn without any card played must discard one (TURN-OPT-5a)
      if (await choice.getByTestId('choice-confirm').isDisabled())
        await choice.getByTestId('choice-card').first().click();
      await choice.getByTestId('choice-confirm').click();
    } else {
      // a level reward: take the first offered
      const option = choice.locator(
        '[data-testid="level-skill-option"], [data-testid="choice-option"], [data-testid="choice-card"]',
      );
      await option.first().click();
      const confirm = choice.getByTestId('choice-confirm');
      if (await confirm.isVisible()) await confirm.click();
    }
    const before = s.pending.map((p) => p.kind).join();
    await expect
      .poll(async () => (await state(page)).pending.map((p) => p.kind).join())
      .not.toBe(before);
  }
  throw new Error('the end of the turn did not settle');
}

/** Wait until the dummy's turn is over and it is Tovak's turn again. */
async function myTurn(page: Page) {
  await expect
    .poll(async () => {
      const s = await state(page);
      return s.round.phase === 'turns' && s.turn?.player === 0 && s.pending.length === 0;
    })
    .toBe(true);
}

test('the tutorial: a guided first round into the Night, played through the screen', async ({
  page,
}) => {
  test.setTimeout(180_000); // ~60 s on an idle machine; the shared CI box is slower
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?test');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('tutorial-button')).toHaveText('Tutorial');
  await shot(page, '00-start');
  await page.getByTestId('tutorial-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // ---- welcome (a manual step), then the tactic
  await expectStep(page, 'welcome');
  await expect(panel(page)).toContainText('Welcome to Mage Knight');
  await expect(panel(page).locator('.rule-link')).toBeVisible();
  await shot(page, '01-welcome');
  await page.getByTestId('tutorial-next').click();
  await expectStep(page, 'tactic');
  await expect(page.getByTestId('tutorial-ring')).toBeVisible();
  await shot(page, '02-tactic');
  // the step's rule link opens the rules reference at that rule (ROUND-3a), above the panel
  await panel(page).locator('a.rule-link[data-rule="ROUND-3a"]').click();
  const ref = page.getByTestId('rules-reference');
  await expect(ref).toBeVisible();
  await expect(ref.getByTestId('rule-target')).toHaveAttribute('data-rule-id', 'ROUND-3a');
  await ref.getByTestId('rules-close').click();
  await expect(ref).toBeHidden();
  await page.getByTestId('tactic-picker').locator('[data-tactic="early-bird"]').click();

  // ---- German check: the same step in German, then back
  await expectStep(page, 'crystallize');
  await page.getByTestId('topbar').getByRole('button', { name: 'DE', exact: true }).click();
  await expect(panel(page)).toContainText('Mana aus der Quelle nehmen');
  await expect(panel(page)).toContainText('Schritt 3 von');
  await expect(page.getByTestId('tutorial-leave')).toHaveText('Einführung verlassen');
  await shot(page, '03-german');
  await page.getByTestId('topbar').getByRole('button', { name: 'EN', exact: true }).click();
  await expect(panel(page)).toContainText('Take mana from the Source');

  // ---- Crystallize paid with the green die of the Source → a green crystal
  await expect(page.getByTestId('tutorial-ring')).toBeVisible();
  await shot(page, '04-crystallize');
  await playCard(page, 'crystallize', 'play-basic');
  const plan = page.getByTestId('payment-plan');
  await expect(plan).toBeVisible();
  await plan.locator('.plan-way', { hasText: 'green die' }).click();
  await plan.getByTestId('payment-confirm').click();
  await expect.poll(async () => (await state(page)).players[0]?.crystals.green).toBe(1);

  // ---- March dragged onto Move, strong, paid with the crystal
  await expectStep(page, 'march');
  await expect(panel(page)).toContainText('green crystal');
  const march = page.locator('[data-testid="hand-card"][data-card^="march#"]');
  await march.dragTo(page.getByTestId('drop-move'));
  await page.getByTestId('card-menu').getByTestId('play-strong').click();
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '4');
  expect((await state(page)).players[0]?.crystals.green).toBe(0);

  // ---- walk (the crystal step was credited on the way)
  await expectStep(page, 'walk');
  await expect(page.getByTestId('tutorial-note')).toContainText('Already done: Pay with a crystal');
  await shot(page, '05-walk');
  await clickHex(page, '1,-2');
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe('1,-2');

  // ---- end the turn; the dummy plays itself
  await expectStep(page, 'end-turn-1');
  await endTurn(page);
  await myTurn(page);

  // ---- Leave and Resume: the game goes on without the panel
  await expectStep(page, 'village');
  await page.getByTestId('tutorial-leave').click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByTestId('tutorial-resume')).toBeVisible();
  await page.getByTestId('tutorial-resume').click();
  await expectStep(page, 'village');

  // ---- to the village with Stamina (Move 2)
  await playCard(page, 'stamina', 'play-basic');
  await clickHex(page, '2,-3');
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe('2,-3');

  // ---- Continue from the start screen resumes the tutorial at the same step
  await expectStep(page, 'challenge');
  await page.evaluate(() => window.mk?.whenSaved());
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('saved-game-continue').first().click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expectStep(page, 'challenge');
  await shot(page, '06-challenge');

  // ---- the fight: challenge, block, damage, attack
  await page.getByTestId('challenge').first().click();
  const combat = page.getByTestId('combat-panel');
  await expect(combat).toBeVisible();
  await expectStep(page, 'block');
  await page.getByTestId('next-phase').click(); // nothing to shoot with
  await expect(combat).toHaveAttribute('data-phase', 'block');
  await page.getByTestId('block-attack').first().click();
  await shot(page, '07-block');
  await dropCard(page, 'cold-toughness', '[data-testid="combat-column"]', 'play-basic');
  await page.getByTestId('resolve-column').click();
  await expectStep(page, 'damage');
  await page.getByTestId('next-phase').click();
  await expectStep(page, 'attack');
  await expect(combat).toHaveAttribute('data-phase', 'attack');
  await page.getByTestId('declare-attack').click();
  await dropCard(page, 'instinct', '[data-testid="combat-column"]', 'play-basic');
  await dropCard(page, 'concentration', '[data-testid="combat-column"]', 'play-sideways-attack');
  await shot(page, '08-attack');
  await page.getByTestId('resolve-column').click();
  await expect(page.getByTestId('combat-summary')).toBeVisible();
  await expectStep(page, 'end-turn-2');
  await page.getByTestId('summary-continue').click();
  expect((await state(page)).map.hexes['3,-3']?.enemies).toEqual([]);
  await endTurn(page);
  await myTurn(page);

  // ---- explore from the village, then recruit the Peasants
  await expectStep(page, 'explore');
  await playCard(page, 'march', 'play-basic');
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '2');
  const tile = await tilePoint(page, '1,1');
  await shot(page, '09-explore');
  await page.mouse.click(tile.x, tile.y);
  await expect.poll(async () => (await state(page)).map.tiles.length).toBe(4);
  await expectStep(page, 'recruit');
  await page.getByTestId('site-interact').click();
  await playCard(page, 'promise', 'play-basic');
  await playCard(page, 'threaten', 'play-basic');
  await shot(page, '10-recruit');
  await page
    .locator('[data-testid="site-option"][data-key="units:peasants"]')
    .getByTestId('option-buy')
    .click();
  await expect.poll(async () => (await state(page)).players[0]?.units.length).toBe(1);
  await expectStep(page, 'end-turn-3');
  await endTurn(page);
  await myTurn(page);

  // ---- rest
  await expectStep(page, 'rest');
  await page.getByTestId('rest').click();
  const rest = page.getByTestId('rest-picker');
  await rest.getByTestId('rest-card').first().click();
  await shot(page, '11-rest');
  await rest.getByTestId('rest-confirm').click();

  // ---- play on until the round ends (the dummy's deck runs out)
  await expectStep(page, 'round-end');
  await shot(page, '12-round-end');
  for (let i = 0; i < 8; i++) {
    const s = await state(page);
    if (s.round.number > 1) break;
    await myTurn(page).catch(() => undefined);
    if ((await state(page)).round.number > 1) break;
    await endTurn(page);
    await expect
      .poll(async () => {
        const n = await state(page);
        return n.round.number > 1 || (n.turn?.player === 0 && n.pending.length === 0);
      })
      .toBe(true);
  }

  // ---- Night: the Night tactic
  await expectStep(page, 'night');
  await expect(page.getByTestId('round')).toContainText('Night');
  await shot(page, '13-night');
  await page.getByTestId('tactic-picker').getByTestId('tactic').first().click();
  await expectStep(page, 'finish');
  await shot(page, '14-finish');
  await page.getByTestId('tutorial-next').click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByTestId('tutorial-resume')).toBeHidden();
  expect(errors).toEqual([]);
});

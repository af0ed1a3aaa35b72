// Conquering a city through the screen (COMBAT-CITY-1, COMBAT-OUTCOME-1a, COMBAT-OUTCOME-2c.4):
// a Solo Conquest game with cities of level 1, Tovak next to a freshly revealed Green City (state
// prepared in e2e/city-states.ts with the engine's own exploring). Every player step after that is
// a click or a drag on the screen; window.mk is only read, to check the engine's numbers.
import { expect, test, type Page } from '@playwright/test';
import { greenCitySetup } from '../src/ui/combat/city-test-states';
import { dropCard, state } from './mk-helpers';
import { clickHex, hexPoint } from './play-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/city-${name}.png` });
}

const COLUMN = '[data-testid="combat-column"]';

test('assault a Green City through the screen and conquer it (COMBAT-CITY-1d, COMBAT-OUTCOME-1a)', async ({
  page,
}) => {
  // a whole assault, a level-up and the next turn with motion on: more than 30 s on a loaded CI
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  const { state: prepared, city, garrison } = greenCitySetup();
  await page.goto('/?test');
  await page.getByTestId('lang-en').click();
  await page.waitForFunction(() => !!window.mk);
  await page.evaluate((x) => window.mk?.loadState(x), prepared);
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // The goal panel before: no city conquered yet.
  const goal = page.getByTestId('scenario-panel');
  await expect(goal).toContainText('Cities conquered: 0 of 2');
  await shot(page, '0-next-to-city');

  // Move into the city by clicking it on the map: an assault.
  await clickHex(page, city);
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-phase', 'ranged');
  // The defenders with the city's bonus: both fortified by the site, Poison from the Green City.
  await expect(panel).toContainText('Assault: Green City');
  await expect(page.getByTestId('city-bonus')).toHaveText(
    'Green City: defenders with a physical attack gain Poison.',
  );
  await shot(page, '1-assault');

  // The German screen once during the assault.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(panel).toContainText('Angriff auf: Grüne Stadt');
  await expect(page.getByTestId('current-phase')).toContainText('Fernkampf');
  await expect(page.getByTestId('next-phase')).toContainText('Weiter zum Blocken');
  await expect(page.getByTestId('city-bonus')).toHaveText(
    'Grüne Stadt: Verteidiger mit physischem Angriff werden Giftig.',
  );
  await shot(page, '1-assault-de');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(panel).toContainText('Assault: Green City');
  expect((await state(page)).combat?.enemies.map((e) => e.id)).toEqual(garrison);
  const swordsmen = page.locator(`[data-testid="enemy-card"][data-enemy="${garrison[0]}"]`);
  const hydra = page.locator(`[data-testid="enemy-card"][data-enemy="${garrison[1]}"]`);

  // Ranged phase: Swordsmen as the target; Catapults (Siege 3) + Crushing Bolt powered (Siege 3).
  await swordsmen.getByTestId('enemy-target').click();
  await page.getByTestId('declare-attack').click();
  await expect(page.getByTestId('combat-column')).toHaveAttribute('data-kind', 'attack');
  await shot(page, '2-ranged-column');
  await page.getByTestId('combat-effects').getByTestId('unit-ability').first().click();
  await dropCard(page, 'crushing-bolt', COLUMN, 'play-strong');
  await expect(page.getByTestId('column-effective')).toHaveText('6');
  await expect(page.getByTestId('column-goal')).toHaveText('5');
  await shot(page, '3-ranged-full');
  await page.getByTestId('resolve-column').click();
  await expect(swordsmen).toHaveAttribute('data-status', 'defeated');

  // Block phase: Rage blocks one of the Hydra's three attacks.
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'block');
  await hydra.getByTestId('block-attack').first().click();
  await expect(page.getByTestId('combat-column')).toHaveAttribute('data-kind', 'block');
  await dropCard(page, 'rage', COLUMN, 'play-basic');
  await expect(page.getByTestId('column-needed')).toHaveAttribute('data-needed', '0');
  await shot(page, '4-block');
  await page.getByTestId('resolve-column').click();

  // Damage phase: the other two attacks (2 each, Poison from the city) hit Tovak.
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'damage');
  const rows = page.getByTestId('damage-row');
  await expect(rows).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const row = rows.first();
    await expect(row.getByTestId('damage-amount')).toHaveText('2');
    await row.locator('[data-testid="damage-target"][data-to="hero"]').click();
    if (i === 0) await shot(page, '5-damage');
    await expect(row.getByTestId('damage-preview')).toContainText(
      '1 Wound into your hand +1 Wound into your discard pile (poison)',
    );
    await row.getByTestId('assign-damage').click();
    await expect(rows).toHaveCount(1 - i);
  }
  const hurt = (await state(page)).players[0];
  expect(hurt?.hand.filter((c) => c.startsWith('wound#'))).toHaveLength(2);
  expect(hurt?.discard.filter((c) => c.startsWith('wound#'))).toHaveLength(2);

  // Attack phase: Rage + Determination (2 + 2) and two cards sideways (1 + 1) ≥ Armor 6.
  if ((await panel.getAttribute('data-phase')) === 'damage')
    await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'attack');
  await shot(page, '6-attack-phase');
  if ((await hydra.getAttribute('data-status')) !== 'selected')
    await hydra.getByTestId('enemy-target').click();
  await page.getByTestId('declare-attack').click();
  await dropCard(page, 'rage', COLUMN, 'play-basic');
  await dropCard(page, 'determination', COLUMN, 'play-basic');
  await dropCard(page, 'swiftness', COLUMN, 'play-sideways-attack');
  await dropCard(page, 'stamina', COLUMN, 'play-sideways-attack');
  await expect(page.getByTestId('column-effective')).toHaveText('6');
  await expect(page.getByTestId('column-goal')).toHaveText('6');
  await shot(page, '7-attack');
  await page.getByTestId('resolve-column').click();

  const summary = page.getByTestId('combat-summary');
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('summary-conquest')).toHaveText('Conquered: Green City');
  await expect(page.getByTestId('summary-city-shields')).toHaveText('Your shields on the city: 2');
  await expect(page.getByTestId('summary-fame')).toHaveText('+9');
  await shot(page, '8-summary');
  const won = await state(page);
  expect(won.cities[0]).toMatchObject({
    conquered: true,
    leader: 0,
    shields: [0, 0],
    garrison: [],
  });
  expect(won.players[0]?.fame).toBe(9);
  expect(won.players[0]?.position).toBe(city);
  await page.getByTestId('summary-continue').click();
  await expect(summary).toBeHidden();

  // What the player sees afterwards: the goal panel counts the city, the hero's Fame, and the
  // city on the map is conquered with Tovak's shields.
  await expect(goal).toContainText('Cities conquered: 1 of 2');
  await expect(goal.getByTestId('scenario-cities')).toContainText('conquered by Tovak');
  const at = await hexPoint(page, city);
  await page.mouse.move(at.x, at.y);
  const tip = page.getByTestId('hex-tooltip');
  await expect(tip).toContainText('Green City (level 1) · conquered');
  await expect(tip.getByTestId('tip-city-shields')).toHaveText('Shields: Tovak, Tovak');
  await shot(page, '9-conquered');

  // COMBAT-OUTCOME-2c: the turn ends on the conquered city; on the next turn its offers are open.
  await page.getByTestId('end-turn').click();
  // Level 3 by the Fame won (END-6): pick the offered skill and Advanced Action on the screen.
  const choice = page.getByTestId('choice-panel');
  const interact = page.getByTestId('site-interact');
  // Then the dummy's turn, played by its button, and Tovak's next turn starts.
  const dummy = page.getByTestId('dummy-panel').getByRole('button');
  for (let i = 0; i < 10 && !(await interact.isVisible()); i++) {
    if (await choice.isVisible()) await choice.locator('button:not([disabled])').first().click();
    else if (await dummy.first().isVisible()) await dummy.first().click();
    else await page.waitForTimeout(250);
  }
  await shot(page, '10-next-turn');
  // On Tovak's next turn he stands in the conquered city: its interaction is open to him.
  await expect(interact).toBeVisible();
  const next = await state(page);
  expect(next.turn?.player).toBe(0);
  expect(next.players[0]?.position).toBe(city);
  await interact.click();
  // INTERACT-3a: +1 Influence per own shield; INTERACT-CITY-4: Advanced Actions for 6 Influence.
  await expect(page.getByTestId('site-panel')).toContainText('Green City');
  await expect(page.getByTestId('site-reputation')).toContainText('+2 Influence for your shields');
  await expect(page.getByTestId('site-options')).toContainText('Advanced Actions');
  await shot(page, '11-city-offers');
});

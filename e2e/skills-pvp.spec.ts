// Skills and player-versus-player combat on screen. Situations are prepared with the engine's own
// API in the test process (src/ui/pvp/test-states.ts) and loaded through window.mk.loadState; then
// everything is played by clicking: a level-up skill choice (own tokens and the common offer), the
// skill used from the token beside the hero; and a 2-player Full Conquest hotseat fight — the
// attack after moving onto the other hero, the defender's commitment, a ranged attack with a
// block and damage, passes, a melee that forces a retreat — with the hand-off screen between the
// players and the engine's numbers on screen.
import { expect, test, type Page } from '@playwright/test';
import { pvpNumbers, type GameState } from '../src/engine';
import { clickHex, fastForward, state } from './play-helpers';
import { coopSetup, levelUpSetup, pvpSetup } from '../src/ui/pvp/test-states';

const SHOTS = '/tmp/skills-pvp-screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png` }).catch(() => undefined);

async function load(page: Page, s: GameState): Promise<void> {
  await page.goto('/?test');
  await page.waitForFunction(() => !!window.mk);
  await page.evaluate((x) => window.mk?.loadState(x), s);
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** The hand-off screen names the next hero (and why); confirming shows their hand. */
async function handOff(page: Page, hero: string, reason?: string | RegExp): Promise<void> {
  const overlay = page.getByTestId('handoff');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(hero);
  if (reason) await expect(overlay.getByTestId('handoff-reason')).toContainText(reason);
  await overlay.getByRole('button').click();
  await expect(overlay).toBeHidden();
}

async function playCard(page: Page, defId: string, pick: string, payKey?: string) {
  await page.locator(`[data-testid="hand-card"][data-card^="${defId}#"]`).first().click();
  const menu = page.getByTestId('card-menu');
  await expect(menu).toBeVisible();
  await menu.getByTestId(pick).click();
  if (payKey) {
    await page.locator(`[data-testid="payment-way"][data-key="${payKey}"]`).click();
    await page.getByTestId('payment-confirm').click();
  }
}

/** The PvP panel shows exactly the engine's numbers for the current attack. */
async function expectEngineNumbers(page: Page): Promise<void> {
  const n = pvpNumbers(await state(page));
  if (!n) throw new Error('no PvP combat');
  await expect(page.getByTestId('pvp-attack-total')).toHaveText(String(n.attack));
  await expect(page.getByTestId('pvp-block-raw')).toHaveText(String(n.blockRaw));
  await expect(page.getByTestId('pvp-block-effective')).toHaveText(String(n.blockEffective));
  await expect(page.getByTestId('pvp-reduction')).toHaveText(`−${n.reduction}`);
  await expect(page.getByTestId('pvp-damage-number')).toHaveText(String(n.damage));
}

test.describe.configure({ mode: 'serial' });

test('level up: take a skill from the choice, then use its token beside the hero', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  await load(page, levelUpSetup());
  // The common offer is shown with the other offers.
  await expect(page.getByTestId('skill-offer')).toContainText('Freezing Power');
  // Card detail: hovering a hand card explains it, with the rules it touches.
  await page.locator('[data-testid="hand-card"][data-card^="swiftness#"]').first().hover();
  const detail = page.getByTestId('card-detail-layer');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('detail-strong')).toHaveText('Ranged Attack 3');
  await expect(detail.getByTestId('detail-cost-strong')).toContainText('Costs 1 mana: white');
  await expect(
    detail.getByTestId('detail-rules').locator('a[data-rule="COMBAT-RANGED-3"]'),
  ).toBeVisible();
  await shot(page, '00-card-detail');
  await page.mouse.move(5, 5);
  await expect(detail).toBeHidden();
  // End the turn: Fame 3 reaches level 2 (END-6b): the skill choice.
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  for (let i = 0; i < 3; i++) {
    const kind = await choice.getAttribute('data-kind').catch(() => null);
    if (kind === 'level-skill') break;
    // the end-of-turn discard comes first when nothing was played
    await choice.getByTestId('choice-confirm').click();
  }
  await expect(choice).toHaveAttribute('data-kind', 'level-skill');
  const own = choice.getByTestId('level-own');
  const common = choice.getByTestId('level-common');
  await expect(own.getByTestId('level-skill-option')).toHaveCount(2);
  await expect(own).toContainText('Double Time');
  await expect(own).toContainText('Shield Mastery');
  await expect(common).toContainText('Freezing Power');
  await expect(common).toContainText('lowest Advanced Action');
  await shot(page, '01-level-up-skill-choice');
  await own.locator('[data-option="own:tovak-double-time"]').click();
  // Then any Advanced Action from the offer.
  await expect(choice).toHaveAttribute('data-kind', 'level-advanced-action');
  await choice.getByTestId('choice-card').first().click();
  await expect
    .poll(async () => (await state(page)).players[0]?.skills.map((s) => s.id))
    .toEqual(['tovak-double-time']);

  // Next turn: the token beside the hero, ready; using it gives Move 2 by Day.
  await fastForward(page, 'to-my-turn');
  const token = page.locator('[data-testid="player-0"] [data-testid="skill"]', {
    hasText: 'Double Time',
  });
  await expect(token).toHaveAttribute('data-state', 'ready');
  await expect(token).toHaveAttribute('data-usable', 'true');
  await expect(token).toContainText('Once per turn');
  await shot(page, '02-skill-token-ready');
  await token.getByTestId('use-skill').click();
  const s = await state(page);
  const expected = s.round.time === 'day' ? '2' : '1';
  await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', expected);
  await expect(token).toHaveAttribute('data-state', 'used');
  await expect(token).toHaveAttribute('data-usable', 'false');
  await shot(page, '03-skill-token-used');
  expect(errors).toEqual([]);
});

test('hotseat PvP: attack, commitment, ranged attack with a block, melee, forced retreat', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  const setup = pvpSetup();
  const { aggressor: A, defender: D } = setup;
  const heroA = setup.state.players[A]?.hero === 'tovak' ? 'Tovak' : 'Goldyx';
  const heroD = heroA === 'Tovak' ? 'Goldyx' : 'Tovak';
  await load(page, setup.state);
  await handOff(page, heroA);

  // ---- move onto the other hero: attacking is offered (MOVE-8b)
  await clickHex(page, setup.fight);
  await expect.poll(async () => (await state(page)).players[A]?.position).toBe(setup.fight);
  const prompt = page.getByTestId('pvp-prompt');
  await expect(prompt).toContainText(`You entered ${heroD}’s space`);
  await shot(page, '04-pvp-attack-offered');
  await prompt.getByTestId('pvp-attack').click();

  // ---- the defender commits (PVP-3): hand-off first, the aggressor's hand stays hidden
  await handOff(page, heroD, `${heroA} attacks you`);
  const panel = page.getByTestId('pvp-panel');
  await expect(panel).toHaveAttribute('data-phase', 'commit');
  await expect(panel.getByTestId('pvp-commit')).toContainText('next turn is skipped');
  await expect(panel.getByTestId('pvp-commit')).toContainText('No Source die');
  await shot(page, '05-pvp-commit');
  await panel.getByTestId('pvp-commit-full').click();

  // ---- ranged phase: the defender attacks first with Swiftness (Ranged Attack 3)
  await expect(panel).toHaveAttribute('data-phase', 'ranged');
  await expect(panel).toHaveAttribute('data-attacker', String(D));
  await playCard(page, 'swiftness', 'play-strong', 'crystal:white');
  await expect(page.getByTestId('pvp-attack-total')).toHaveText('3');
  await expectEngineNumbers(page);
  await panel.getByTestId('pvp-make-attack').click();

  // the aggressor blocks: every 2 Block points reduce the attack by 1 (PVP-RANGED-4c)
  await handOff(page, heroA, 'attacks you with 3');
  await expect(panel).toHaveAttribute('data-step', 'block');
  await playCard(page, 'determination', 'play-basic');
  await expectEngineNumbers(page);
  await expect(page.getByTestId('pvp-damage-number')).toHaveText('2');
  await shot(page, '06-pvp-ranged-block');
  await panel.getByTestId('pvp-block-done').click();

  // the attacker assigns the damage: 2 = the other hero's Armor: one Wound
  await handOff(page, heroD, 'Assign the 2 damage');
  await expect(panel).toHaveAttribute('data-step', 'damage');
  await expect(panel.getByTestId('pvp-damage-left')).toHaveText('2');
  const wound = panel.locator('[data-testid="pvp-damage-option"][data-to="hero"]');
  await expect(wound).toContainText('costs 2');
  await shot(page, '07-pvp-assign-damage');
  const woundsBefore = (await state(page)).players[A]?.hand.filter((c) =>
    c.startsWith('wound'),
  ).length;
  await wound.click();
  await expect
    .poll(async () => (await state(page)).players[A]?.hand.filter((c) => c.startsWith('wound')))
    .toHaveLength((woundsBefore ?? 0) + 1);

  // both pass: the melee phase starts with the aggressor (PVP-MELEE-1a)
  await handOff(page, heroA);
  await panel.getByTestId('pvp-pass').click();
  await handOff(page, heroD);
  await expect(panel.getByTestId('pvp-passes')).toBeVisible();
  await panel.getByTestId('pvp-pass').click();

  // ---- melee: Rage 2 + Instinct 2 + March sideways 1 = 5; the defender blocks 2
  await handOff(page, heroA, 'your turn to attack');
  await expect(panel).toHaveAttribute('data-phase', 'melee');
  await playCard(page, 'rage', 'play-basic');
  await playCard(page, 'instinct', 'play-basic');
  await playCard(page, 'march', 'play-sideways-attack');
  await expectEngineNumbers(page);
  await expect(page.getByTestId('pvp-attack-total')).toHaveText('5');
  await panel.getByTestId('pvp-make-attack').click();
  await handOff(page, heroD, 'attacks you with 5');
  await playCard(page, 'determination', 'play-basic');
  await expectEngineNumbers(page);
  await expect(page.getByTestId('pvp-damage-number')).toHaveText('3');
  await shot(page, '08-pvp-melee-block');
  await panel.getByTestId('pvp-block-done').click();

  // the aggressor forces a retreat onto a safe space for its Move cost (PVP-MELEE-2b)
  await handOff(page, heroA);
  const retreat = panel.locator('[data-testid="pvp-damage-option"][data-to^="retreat:"]').first();
  await expect(retreat).toContainText('Force a retreat');
  await shot(page, '09-pvp-forced-retreat-options');
  const to = ((await retreat.getAttribute('data-to')) ?? '').slice('retreat:'.length);
  await retreat.click();

  // ---- outcome: the defender retreated, the aggressor (less Fame, same level) gains 1 Fame
  await handOff(page, heroD, 'finish your turn');
  const summary = page.getByTestId('pvp-summary');
  await expect(summary).toContainText(`${heroA} wins the hero combat`);
  await expect(summary.getByTestId('pvp-summary-fame')).toHaveText('+1');
  await expect(summary.getByTestId('pvp-summary-retreat')).toContainText(heroD);
  await shot(page, '10-pvp-outcome');
  await summary.getByTestId('pvp-summary-continue').click();
  const after = await state(page);
  expect(after.players[D]?.position).toBe(to);
  expect(after.players[A]?.fame).toBe(1);
  expect(after.players[D]?.orderTokenFlipped).toBe(true);
  // The fully committed defender's round order token is face down in the turn order.
  await expect(
    page.locator(`[data-testid="turn-order"] [data-testid="order-token"][data-down="true"]`),
  ).toHaveCount(1);
  await expect(panel).toHaveAttribute('data-phase', 'after');
  expect(errors).toEqual([]);
});

test('joint city assault: proposal, agreement after the hand-off, assault order', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  const c = coopSetup();
  const heroI = c.state.players[c.initiator]?.hero === 'tovak' ? 'Tovak' : 'Goldyx';
  const heroO = heroI === 'Tovak' ? 'Goldyx' : 'Tovak';
  await load(page, c.state);
  await handOff(page, heroI);
  await page.getByTestId('coop-open').click();
  const prop = page.getByTestId('coop-proposal');
  await expect(prop).toContainText('3 defenders');
  await expect(page.getByTestId(`coop-count-${c.initiator}`)).toHaveText('2');
  await expect(page.getByTestId(`coop-count-${c.other}`)).toHaveText('1');
  await shot(page, '11-coop-proposal');
  await page.getByTestId('coop-propose').click();

  // the invited hero answers after the hand-off
  await handOff(page, heroO, 'proposes a joint city assault');
  const agree = page.getByTestId('coop-agree');
  await expect(agree).toContainText('You would face 1 of its defenders');
  await shot(page, '12-coop-agree');
  await agree.getByTestId('coop-yes').click();

  // the initiator assaults first; the invited hero's round order token is face down (COOP-4)
  await handOff(page, heroI, 'Your part of the joint city assault');
  const panel = page.getByTestId('coop-panel');
  await expect(panel.getByTestId('coop-participant')).toHaveCount(2);
  await expect(panel.getByTestId('coop-participant').first()).toContainText(heroI);
  await expect(panel.getByTestId('coop-participant').first()).toContainText('2 defenders');
  await expect(panel.getByTestId('coop-hint')).toContainText('Move directly into the city');
  await expect(
    page.locator('[data-testid="turn-order"] [data-testid="order-token"][data-down="true"]'),
  ).toHaveCount(1);
  await shot(page, '13-coop-assault-order');
  // moving into the city starts this participant's combat against their 2 defenders
  await clickHex(page, c.city);
  await expect(page.getByTestId('combat-panel')).toBeVisible();
  await expect(page.getByTestId('enemy-card')).toHaveCount(2);
  await expect(page.getByTestId('coop-panel')).toBeHidden(); // the combat panel has the room
  await shot(page, '14-coop-combat');
  expect(errors).toEqual([]);
});

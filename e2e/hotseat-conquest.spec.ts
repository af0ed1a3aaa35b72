// Full Conquest in hotseat, as friends would play it on one device (1280×800): the start screen for
// 2 and 3 players, tactics in ROUND-3a order with taken tactics shown, the hand-off screen between
// players (the next hand only after confirming, undo of the other player's steps refused, UNDO-1/2),
// a level-up chosen by its own player, announcing the End of the Round (TURN-EOR-3) and the other
// players' last turns, round 2 tactics by lowest Fame, and assaulting another player's keep
// (COMBAT-1a.1: the grey garrison is worth half Fame, and the enemy card says so); the left column
// with three players keeps the log inside its panel. Dull parts are set up with window.mk;
// everything a player decides is clicked. Screenshots go to test-results/ (MK_SHOTS overrides).
import { expect, test, type Page } from '@playwright/test';
import { enemyDef } from '../src/engine';
import { editState } from './mk-helpers';
import { clickHex, startGame, state } from './play-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${process.env.MK_SHOTS ?? 'test-results'}/hotseat-conquest-${name}.png`,
  });

/** Confirm the hand-off to `hero` (player `id`): then exactly that player's hand is shown. */
async function handOff(page: Page, hero: string, id: number): Promise<void> {
  const overlay = page.getByTestId('handoff');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('h2')).toHaveText(`Pass the device to ${hero}`);
  // While the device is passed, no hand and no decision is on the page behind the hand-off screen.
  await expect(page.getByTestId('hand-card')).toHaveCount(0);
  await expect(page.getByTestId('choice-panel')).toHaveCount(0);
  await overlay.getByRole('button').click();
  await expect(overlay).toBeHidden();
  await expectHandOf(page, id);
}

async function expectHandOf(page: Page, id: number): Promise<void> {
  const hand = (await state(page)).players[id]?.hand ?? [];
  const shown = await page
    .getByTestId('hand-card')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(shown.sort()).toEqual([...hand].sort());
}

const pickTactic = (page: Page, tactic: string) =>
  page.locator(`[data-testid="tactic-picker"] [data-tactic="${tactic}"]`).click();

/** The heroes listed by the Turn order panel, top to bottom. */
const turnOrder = (page: Page) =>
  page.locator('[data-testid="turn-order"] .to-name').allInnerTexts();

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  return errors;
}

test('2 players: tactics, hand-offs, undo refused, level-up, End of the Round, round 2', async ({
  page,
}) => {
  // two rounds with hand-offs, level-up and language switches: 20–35 s on a loaded CI machine
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startGame(page, {
    scenario: 'full-conquest',
    players: 2,
    heroes: ['tovak', 'goldyx'],
    seed: '7',
  });
  let s = await state(page);
  expect(s.offers.units).toHaveLength(4); // SETUP-9: real players + 2

  // ROUND-3a.2: Goldyx chose a hero last, so Goldyx picks first.
  await handOff(page, 'Goldyx', 1);
  await expect(page.getByTestId('tactic-picker')).toContainText('Goldyx: choose your tactic');
  await pickTactic(page, 'planning');

  await handOff(page, 'Tovak', 0);
  const picker = page.getByTestId('tactic-picker');
  await expect(picker).toContainText('taken by Goldyx');
  await shot(page, '01-tactics');
  // UNDO-1: Tovak cannot take back Goldyx's pick.
  await expect(page.getByTestId('undo')).toHaveAttribute('data-can-undo', 'false');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('undo-notice')).toContainText("another player's decision");
  expect((await state(page)).players[1]?.tactic).toBe('planning');
  await pickTactic(page, 'early-bird');

  // ROUND-3c: Early Bird (1) plays before Planning (4); the device stays with Tovak.
  await expect(page.getByTestId('status')).toContainText("Tovak's turn");
  // The refusal notice went with the step that followed it.
  await expect(page.getByTestId('undo-notice')).toBeHidden();
  expect(await turnOrder(page)).toEqual(['Tovak', 'Goldyx']);
  s = await state(page);
  const march = s.players[0]?.hand.find((c) => c.startsWith('march'));
  expect(march).toBeTruthy();
  await page.locator(`[data-testid="hand-card"][data-card="${march}"]`).click();
  await page.getByTestId('play-basic').click();
  await clickHex(page, '1,0');
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe('1,0');
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'end-discard');
  await choice.getByTestId('choice-confirm').click();

  // UNDO-2: cards were drawn at the end of Tovak's turn: Goldyx cannot take Tovak's walk back.
  await expect(page.getByTestId('handoff')).toBeVisible();
  await shot(page, '02-handoff');
  await handOff(page, 'Goldyx', 1);
  await expect(page.getByTestId('status')).toContainText("Goldyx's turn");
  await expect(page.getByTestId('undo')).toHaveAttribute('data-can-undo', 'false');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('undo-notice')).toBeVisible();
  expect((await state(page)).players[0]?.position).toBe('1,0');

  // Goldyx crossed the first row of the Fame track (END-6); Tovak's deck ran out (TURN-EOR-3).
  await editState(
    page,
    (st) => {
      const g = st.players[1];
      const t = st.players[0];
      if (!g || !t) throw new Error('players');
      g.fame = 3;
      t.discard.push(...t.deck);
      t.deck = [];
    },
    0,
  );
  await page.locator('[data-testid="hand-card"]').first().click();
  await page.getByTestId('play-sideways-move').click();
  await expect(page.getByTestId('undo-notice')).toBeHidden();
  await page.getByTestId('end-turn').click();
  // END-6b: Goldyx's own two skill tokens (and no common ones yet), then an Advanced Action.
  await expect(choice).toHaveAttribute('data-kind', 'level-skill');
  const options = await choice
    .getByTestId('level-skill-option')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-option') ?? ''));
  expect(options).toHaveLength(2);
  expect(options.every((o) => o.startsWith('own:'))).toBe(true);
  await expect(choice).not.toContainText('Tovak');
  await choice.getByTestId('level-skill-option').first().click();
  await expect(choice).toHaveAttribute('data-kind', 'level-advanced-action');
  await shot(page, '03-level-up');
  await choice.getByTestId('choice-card').first().click();
  await expect(choice).toHaveAttribute('data-kind', 'end-discard');
  await choice.getByTestId('choice-confirm').click();
  s = await state(page);
  expect(s.players[1]?.level).toBe(2);
  expect(s.players[1]?.skills).toHaveLength(1);
  expect(s.players[0]?.skills ?? []).toHaveLength(0);

  // Tovak: empty Deed deck, cards in hand: announce or play (TURN-EOR-3c).
  await handOff(page, 'Tovak', 0);
  await expect(page.getByTestId('end-turn')).toBeVisible();
  await page.getByTestId('announce-end-of-round').click();
  await page.getByTestId('announce-confirm').getByRole('button').last().click();
  // Every other player has one last turn: Goldyx.
  await handOff(page, 'Goldyx', 1);
  await expect(page.getByTestId('end-announced')).toHaveText(
    ' · End of the round announced by Tovak: your last turn this round',
  );
  await expect(page.getByTestId('turn-order')).toContainText('End of the round announced by Tovak');
  expect((await state(page)).round.lastTurnsLeft).toEqual([1]);
  await expect(page.getByTestId('announce-end-of-round')).toHaveCount(0);
  await shot(page, '04-last-turn');
  const topbar = page.getByTestId('topbar');
  await topbar.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByTestId('end-announced')).toContainText(
    'Rundenende angesagt von Tovak: dein letzter Zug in dieser Runde',
  );
  await shot(page, '04-last-turn-de');
  await topbar.getByRole('button', { name: 'EN', exact: true }).click();
  await page.locator('[data-testid="hand-card"]').first().click();
  await page.getByTestId('play-sideways-move').click();
  await page.getByTestId('end-turn').click();
  if ((await choice.getAttribute('data-kind')) === 'end-discard')
    await choice.getByTestId('choice-confirm').click();

  // Round 2 (Night): lowest Fame picks first (ROUND-3a.1): Tovak with 0 before Goldyx with 3.
  await handOff(page, 'Tovak', 0);
  await expect(page.getByTestId('round')).toContainText('Round 2');
  await expect(picker).toContainText('Tovak: choose your tactic');
  await expect(picker).toContainText('Night');
  await topbar.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(picker).toContainText('Tovak: wähle deine Taktik');
  await shot(page, '05-round-2-de');
  // The label under the Deed deck stays inside the pile's column, clear of the hand's fan.
  const pile = await page.getByTestId('deck-pile').evaluate((el) => {
    const label = el.querySelector('.pile-label')?.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { left: label?.left ?? -1, right: label?.right ?? 1e9, min: box.left, max: box.right };
  });
  expect(pile.left).toBeGreaterThanOrEqual(pile.min - 0.5);
  expect(pile.right).toBeLessThanOrEqual(pile.max + 0.5);
  expect(errors).toEqual([]);
});

test("3 players: tactic order, last turns for two, assault on another player's keep", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?test');
  await page.getByTestId('lang-en').click();
  await page.getByTestId('scenario-full-conquest').click();
  await page.getByTestId('players-3').click();
  // SCEN-FULL-CONQ-2: three cities of level 4 with 3 players (2 with 2).
  await expect(page.getByTestId('city-level-2')).toHaveText('4');
  await expect(page.getByTestId('city-level-3')).toHaveCount(0);
  await startGame(page, {
    scenario: 'full-conquest',
    players: 3,
    heroes: ['tovak', 'goldyx', 'norowas'],
    seed: '11',
  });
  expect((await state(page)).offers.units).toHaveLength(5);

  // ROUND-3a.2: the reverse of the hero choice: Norowas, Goldyx, Tovak.
  await handOff(page, 'Norowas', 2);
  await pickTactic(page, 'rethink');
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'tactic-rethink');
  await choice.getByTestId('choice-confirm').click();
  await handOff(page, 'Goldyx', 1);
  await expect(page.getByTestId('tactic-picker')).toContainText('taken by Norowas');
  await pickTactic(page, 'early-bird');
  await handOff(page, 'Tovak', 0);
  await expect(page.getByTestId('tactic-picker')).toContainText('taken by Norowas');
  await expect(page.getByTestId('tactic-picker')).toContainText('taken by Goldyx');
  // Goldyx will start the round with an empty Deed deck; Tovak owns the keep and is away from it.
  await editState(
    page,
    (st) => {
      const g = st.players[1];
      const k = st.map.hexes['0,-2'];
      const t = st.players[0];
      if (!g || !k || !t) throw new Error('setup');
      g.discard.push(...g.deck);
      g.deck = [];
      k.owner = 0;
      k.conquered = true;
      k.shields = [0];
      k.enemies = [];
      t.position = '3,-2';
      const n = st.players[2];
      if (n) n.position = '0,-1';
    },
    0,
  );
  await pickTactic(page, 'great-start');
  expect(await turnOrder(page)).toEqual(['Goldyx', 'Norowas', 'Tovak']);

  // Goldyx announces the End of the Round: Norowas and Tovak each get one last turn.
  await handOff(page, 'Goldyx', 1);
  await page.getByTestId('announce-end-of-round').click();
  await page.getByTestId('announce-confirm').getByRole('button').last().click();
  await handOff(page, 'Norowas', 2);
  expect((await state(page)).round.lastTurnsLeft).toEqual([2, 0]);
  await expect(page.getByTestId('end-announced')).toContainText(
    'announced by Goldyx: your last turn this round',
  );

  // Norowas walks into Tovak's keep: an assault with a grey garrison worth half its Fame.
  const hand = (await state(page)).players[2]?.hand ?? [];
  const movers = hand.filter((c) => /^(march|stamina|swiftness)/.test(c)).slice(0, 2);
  for (const id of movers) {
    await page.locator(`[data-testid="hand-card"][data-card="${id}"]`).click();
    await page.getByTestId('play-basic').click();
  }
  await clickHex(page, '0,-2');
  await expect(page.getByTestId('combat-panel')).toBeVisible();
  const s = await state(page);
  const enemy = s.combat?.enemies[0];
  expect(enemy?.fameFactor).toBe(0.5);
  const printed = enemyDef(enemy?.id ?? '').fame;
  await expect(page.getByTestId('enemy-fame').first()).toHaveText(String(Math.ceil(printed / 2)));
  expect(s.players[2]?.reputation).toBe(-1); // MOVE-4a: assaulting a keep
  await page.mouse.move(5, 400);
  await shot(page, '06-keep-assault');

  // The left column with three players overflows and scrolls: the log keeps its entries inside
  // its panel, and "Fame N" stays on one line next to a long tactic name.
  await page.locator('aside.side.left').evaluate((el) => (el.scrollTop = el.scrollHeight));
  const box = await page.getByTestId('log').evaluate((el) => {
    const list = el.querySelector('ul')?.getBoundingClientRect();
    const panel = el.getBoundingClientRect();
    return {
      panel: panel.bottom,
      list: list?.bottom ?? 0,
      entries: el.querySelectorAll('li').length,
    };
  });
  expect(box.entries).toBeGreaterThan(5);
  expect(box.list).toBeLessThanOrEqual(box.panel);
  for (const id of [0, 1, 2]) {
    const lines = await page
      .getByTestId(`level-fame-${id}`)
      .locator('span')
      .last()
      .evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
    expect(lines).toBe(1);
  }
  await shot(page, '07-left-column');

  // All three cities conquered: each city row reads as one text block in the Goal panel (the
  // status wraps under the name instead of forming a narrow column beside it).
  await editState(
    page,
    (st) => {
      st.cities = (['white', 'red', 'green'] as const).map((color, i) => ({
        color,
        level: 4,
        hex: `9${i},9${i}`,
        garrison: [],
        shields: [i],
        conquered: true,
        leader: i,
      }));
    },
    0,
  );
  await page.locator('aside.side.left').evaluate((el) => (el.scrollTop = 0));
  // the Goal panel is folded by default (the map gets the room): the player opens it
  await page.getByTestId('dock-toggle-goal').click();
  const rows = page.locator('[data-testid="scenario-cities"] li');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('conquered by Goldyx');
  for (const i of [0, 1, 2]) {
    const name = rows.nth(i).locator('.city-name');
    const nameLines = await name.evaluate(
      (el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size,
    );
    expect(nameLines).toBe(1);
  }
  await shot(page, '08-cities');
  expect(errors).toEqual([]);
});

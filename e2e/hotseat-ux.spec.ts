// Hotseat comfort at 1280×800 with four players: the language can be switched while the hand-off
// screen is up (the next hand stays hidden), confirming the hand-off centres the map on the next
// hero at the same zoom, and the other players' compact panels show level, Fame and Reputation on
// one line in English and German. Tactics are dispatched through window.mk; the hand-offs are
// clicked. Screenshots go to test-results/ (MK_SHOTS overrides).
import { expect, test, type Page } from '@playwright/test';
import { editState } from './mk-helpers';
import { startGame, state } from './play-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.MK_SHOTS ?? 'test-results'}/hotseat-ux-${name}.png` });

/** Where a hex is on the page now, and how far apart two neighbouring hexes are (the zoom). */
const heroView = (page: Page, hex: string) =>
  page.evaluate((k) => {
    const mk = window.mk;
    const at = mk?.hexToScreen(k);
    const a = mk?.hexToScreen('0,0');
    const b = mk?.hexToScreen('1,0');
    const board = document.querySelector('[data-testid="board"]')?.getBoundingClientRect();
    const bar = document.querySelector('.action-bar')?.getBoundingClientRect();
    const hand = document.querySelector('.hand-area')?.getBoundingClientRect();
    const sideL = document.querySelector('.side.left')?.getBoundingClientRect();
    const sideR = document.querySelector('.side.right')?.getBoundingClientRect();
    if (!at || !a || !b || !board) throw new Error('no board');
    // the middle of the part of the map that no overlay covers (the side columns lie over the map)
    const top = bar ? Math.max(board.top, bar.bottom) : board.top;
    const bottom = hand ? Math.min(board.bottom, hand.top) : board.bottom;
    const left = sideL ? Math.max(board.left, sideL.right) : board.left;
    const right = sideR ? Math.min(board.right, sideR.left) : board.right;
    return {
      dx: at.x - (left + right) / 2,
      dy: at.y - (top + bottom) / 2,
      step: Math.hypot(a.x - b.x, a.y - b.y),
    };
  }, hex);

/** Each compact panel's "Level · Fame · Reputation" line is one line and inside the column. */
async function expectOneLine(page: Page, ids: number[]): Promise<void> {
  for (const id of ids) {
    const box = await page.getByTestId(`level-fame-${id}`).evaluate((el) => {
      const col = el.closest('aside')?.getBoundingClientRect();
      const rects = [...el.getClientRects()];
      return {
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
        right: Math.max(...rects.map((r) => r.right)),
        col: col?.right ?? 0,
      };
    });
    expect(box.lines, `level-fame-${id}`).toBe(1);
    expect(box.right).toBeLessThanOrEqual(box.col);
  }
}

test('hotseat: language on the hand-off screen, map on the next hero, Reputation of the others', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await startGame(page, {
    scenario: 'full-conquest',
    players: 4,
    heroes: ['tovak', 'goldyx', 'norowas', 'arythea'],
    seed: '11',
  });

  // 3. The hand-off screen covers the top bar; its own switch changes the language, no hand shows.
  const overlay = page.getByTestId('handoff');
  await expect(overlay.locator('h2')).toHaveText('Pass the device to Arythea');
  await page.getByTestId('handoff-lang').getByRole('button', { name: 'DE' }).click();
  await expect(overlay.locator('h2')).toHaveText('Gib das Gerät an Arythea weiter');
  await expect(overlay).toBeVisible();
  await expect(page.getByTestId('hand-card')).toHaveCount(0);
  await expect(page.getByTestId('choice-panel')).toHaveCount(0);
  await shot(page, '01-handoff-de');
  await page.getByTestId('handoff-lang').getByRole('button', { name: 'EN' }).click();
  await expect(overlay.locator('h2')).toHaveText('Pass the device to Arythea');
  await overlay.getByRole('button').click();
  await expect(overlay).toBeHidden();

  // The tactics, fast: Tovak takes Early Bird and plays first; the others take tactics without a
  // decision. Their Fame and Reputation differ.
  await page.evaluate(() => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    for (let i = 0; i < 10 && mk.getState()?.round.phase === 'tactics'; i++) {
      const la = mk.legalActions().filter((a) => a.type === 'choose-tactic');
      const want = (t: string) => la.find((a) => 'tactic' in a && a.tactic === t);
      const a =
        la[0]?.player === 0
          ? want('early-bird')
          : (want('planning') ?? want('great-start') ?? want('the-right-moment'));
      if (!a) throw new Error('no tactic');
      mk.dispatch(a);
    }
  });
  await editState(
    page,
    (s) => {
      const [, g, n, a] = s.players;
      if (!g || !n || !a) throw new Error('players');
      [g.level, g.fame, g.reputation] = [8, 118, -5];
      [n.level, n.fame, n.reputation] = [3, 9, 3];
      [a.level, a.fame, a.reputation] = [1, 0, -1];
    },
    null,
  );

  // 1. Tovak's hand-off: the map was moved away; confirming brings Tovak's hero to the middle.
  await expect(overlay.locator('h2')).toHaveText('Pass the device to Tovak');
  const hex = (await state(page)).players[0]?.position;
  if (!hex) throw new Error('Tovak is not on the map');
  await page.evaluate(() => window.mk?.panBy(-260, 170));
  await page.waitForTimeout(80);
  const before = await heroView(page, hex);
  expect(Math.hypot(before.dx, before.dy)).toBeGreaterThan(150);
  await overlay.getByRole('button').click();
  await expect(overlay).toBeHidden();
  await expect.poll(async () => Math.abs((await heroView(page, hex)).dx)).toBeLessThan(3);
  const after = await heroView(page, hex);
  expect(Math.abs(after.dy)).toBeLessThan(3);
  expect(after.step).toBeCloseTo(before.step, 3); // the zoom stays
  await shot(page, '02-centred');

  // 2. The other players' compact panels: level, Fame and Reputation at a glance, one line each.
  await expect(page.getByTestId('level-fame-1')).toHaveText('Level 8 · Fame 118 · Rep. -5');
  await expect(page.getByTestId('level-fame-2')).toHaveText('Level 3 · Fame 9 · Rep. +3');
  await expect(page.getByTestId('level-fame-3')).toHaveText('Level 1 · Fame 0 · Rep. -1');
  await expect(page.getByTestId('reputation-2')).toHaveAttribute(
    'title',
    'Reputation +3: Influence +1',
  );
  await expectOneLine(page, [1, 2, 3]);
  await page.getByTestId('player-3').scrollIntoViewIfNeeded();
  await shot(page, '03-panels-en');
  await page.getByTestId('topbar').getByRole('button', { name: 'DE' }).click();
  await expect(page.getByTestId('level-fame-1')).toHaveText('Level 8 · Ruhm 118 · Ansehen -5');
  await expectOneLine(page, [1, 2, 3]);
  await shot(page, '04-panels-de');
  expect(errors).toEqual([]);
});

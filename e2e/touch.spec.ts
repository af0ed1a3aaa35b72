// Playing on a touch tablet (hotseat around one tablet, solo on a tablet), in Chromium with touch
// emulation: one-finger pan and two-finger pinch on the map (real multi-touch through the DevTools
// protocol), tapping the tactic, a card (its play menu), a hex (first tap: path preview and the
// hex's information, second tap: walk), dragging a card onto a play column with a finger, and the
// layout of the game screen at 1180×820 and 1024×768. Mouse play is covered by play-solo/combat.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { hexPoint, startGame, state } from './play-helpers';

type Pt = { x: number; y: number };

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/touch-${name}.png` });

async function touches(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  pts: Pt[],
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: pts.map((p, i) => ({ x: p.x, y: p.y, id: i, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/** Move fingers from `from` to `to` (same number of points) in `steps` touchMove events. */
async function gesture(cdp: CDPSession, from: Pt[], to: Pt[], steps = 8): Promise<void> {
  await touches(cdp, 'touchStart', from);
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    await touches(
      cdp,
      'touchMove',
      from.map((a, j) => {
        const b = to[j] ?? a;
        return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
      }),
    );
  }
  await touches(cdp, 'touchEnd', []);
}

const screenOf = (page: Page, hex: string) =>
  page.evaluate((k) => window.mk?.hexToScreen(k) ?? null, hex);

/** A point in the middle of the map, away from the overlays. */
async function boardMiddle(page: Page): Promise<Pt> {
  const box = await page.getByTestId('board').boundingBox();
  if (!box) throw new Error('no board');
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.45 };
}

/** The element is entirely inside the viewport. */
async function expectInView(page: Page, testId: string): Promise<void> {
  const vp = page.viewportSize();
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box, testId).not.toBeNull();
  if (!box || !vp) return;
  expect(box.x, `${testId} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${testId} right`).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box.y + box.height, `${testId} bottom`).toBeLessThanOrEqual(vp.height + 0.5);
}

test.describe('iPad Air landscape (1180×820, touch)', () => {
  test.use({ hasTouch: true, viewport: { width: 1180, height: 820 } });

  test('pan, pinch, tap the tactic, a card, a hex (preview, then walk)', async ({ page }) => {
    await startGame(page, { scenario: 'first-reconnaissance', heroes: ['tovak'], seed: '22' });
    const cdp = await page.context().newCDPSession(page);

    // ---- tap the tactic
    const picker = page.getByTestId('tactic-picker');
    await expect(picker).toBeVisible();
    await picker.locator('[data-tactic="early-bird"]').tap();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('status')).toContainText("Tovak's turn");
    await shot(page, '01-turn');
    for (const id of ['hand', 'end-turn', 'play-area', 'undo', 'board'])
      await expectInView(page, id);

    // ---- one finger pans the map by the distance dragged
    const a0 = await screenOf(page, '0,0');
    const m = await boardMiddle(page);
    await gesture(cdp, [m], [{ x: m.x + 140, y: m.y + 70 }]);
    await expect
      .poll(async () => {
        const a = await screenOf(page, '0,0');
        return a && a0 ? [Math.round(a.x - a0.x), Math.round(a.y - a0.y)] : null;
      })
      .toEqual([140, 70]);

    // ---- two fingers pinch: spreading them apart zooms in around their middle
    const p0 = await screenOf(page, '0,0');
    const q0 = await screenOf(page, '1,0');
    if (!p0 || !q0) throw new Error('no board');
    const span0 = Math.hypot(q0.x - p0.x, q0.y - p0.y);
    await gesture(
      cdp,
      [
        { x: m.x - 60, y: m.y },
        { x: m.x + 60, y: m.y },
      ],
      [
        { x: m.x - 120, y: m.y },
        { x: m.x + 120, y: m.y },
      ],
    );
    await expect
      .poll(async () => {
        const p = await screenOf(page, '0,0');
        const q = await screenOf(page, '1,0');
        return p && q ? Math.round((Math.hypot(q.x - p.x, q.y - p.y) / span0) * 10) / 10 : 0;
      })
      .toBe(2);
    // the zoom is centred between the fingers: what lay there stays there
    const p1 = await screenOf(page, '0,0');
    expect(Math.abs((p1?.x ?? 0) - (m.x + 2 * (p0.x - m.x)))).toBeLessThan(3);
    expect(Math.abs((p1?.y ?? 0) - (m.y + 2 * (p0.y - m.y)))).toBeLessThan(3);
    // ... and pinching them together zooms out again
    await gesture(
      cdp,
      [
        { x: m.x - 120, y: m.y },
        { x: m.x + 120, y: m.y },
      ],
      [
        { x: m.x - 60, y: m.y },
        { x: m.x + 60, y: m.y },
      ],
    );
    await expect
      .poll(async () => {
        const p = await screenOf(page, '0,0');
        const q = await screenOf(page, '1,0');
        return p && q ? Math.round((Math.hypot(q.x - p.x, q.y - p.y) / span0) * 10) / 10 : 0;
      })
      .toBe(1);
    await shot(page, '02-after-pinch');
    await page.getByTestId('fit-map').tap();

    // ---- tap a card: its play menu; tap a play
    const s0 = await state(page);
    const marchId = s0.players[0]?.hand.find((c) => c.startsWith('march#'));
    if (!marchId) throw new Error('no March in hand');
    await page.locator(`[data-testid="hand-card"][data-card="${marchId}"]`).tap();
    const menu = page.getByTestId('card-menu');
    await expect(menu).toBeVisible();
    await shot(page, '03-card-menu');
    await menu.getByTestId('play-basic').tap();
    await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '2');

    // ---- tap a hex: the first tap previews the path and tells what the hex is; the second walks
    const reach = await page.evaluate(() => window.mk?.reachable() ?? {});
    const [target] = Object.entries(reach).find(([, r]) => r.cost === 2 && !r.endsMovement) ?? [];
    if (!target) throw new Error('nothing reachable for 2');
    const at = await hexPoint(page, target);
    await page.touchscreen.tap(at.x, at.y);
    const tip = page.getByTestId('hex-tooltip');
    await expect(tip).toBeVisible();
    await expect(page.getByTestId('tip-reach')).toHaveAttribute('data-cost', '2');
    await expect(tip).toContainText(/Day/);
    await shot(page, '04-tap-preview');
    expect((await state(page)).players[0]?.position).toBe('0,0');
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(async () => (await state(page)).players[0]?.position).toBe(target);
    await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '0');

    // ---- a tap on a hex out of reach only tells about it (terrain, costs)
    const far = await hexPoint(page, '0,0');
    await page.touchscreen.tap(far.x, far.y);
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(/Night/);
    expect((await state(page)).players[0]?.position).toBe(target);
  });
});

test.describe('tablet 1024×768 (touch)', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('drag a card onto the Move column with a finger; everything in reach', async ({ page }) => {
    await startGame(page, { scenario: 'first-reconnaissance', heroes: ['tovak'], seed: '22' });
    const cdp = await page.context().newCDPSession(page);
    await page.getByTestId('tactic-picker').locator('[data-tactic="early-bird"]').tap();
    await expect(page.getByTestId('status')).toContainText("Tovak's turn");
    for (const id of ['hand', 'end-turn', 'play-area', 'undo', 'board', 'source'])
      await expectInView(page, id);
    await shot(page, '05-1024');

    const s0 = await state(page);
    const march = s0.players[0]?.hand.find((c) => c.startsWith('march#'));
    if (!march) throw new Error('no March in hand');
    const card = page.locator(`[data-testid="hand-card"][data-card="${march}"]`);
    const cb = await card.boundingBox();
    const tb = await page.getByTestId('drop-move').boundingBox();
    if (!cb || !tb) throw new Error('no boxes');
    const from = { x: cb.x + cb.width / 2, y: cb.y + cb.height / 3 };
    const to = { x: tb.x + tb.width / 2, y: tb.y + tb.height / 2 };
    const drag = async (end: Pt) => {
      await touches(cdp, 'touchStart', [from]);
      for (let i = 1; i <= 8; i++)
        await touches(cdp, 'touchMove', [
          { x: from.x + ((end.x - from.x) * i) / 8, y: from.y + ((end.y - from.y) * i) / 8 },
        ]);
    };
    // dropped on the map, nothing happens: the card goes back to the hand, no menu opens
    await drag(await boardMiddle(page));
    await expect(card).not.toHaveCSS('translate', 'none');
    await touches(cdp, 'touchEnd', []);
    await expect(card).toHaveCSS('translate', 'none');
    await page.waitForTimeout(150);
    await expect(page.getByTestId('card-menu')).toBeHidden();
    expect((await state(page)).players[0]?.hand).toContain(march);

    await drag(to);
    // while dragging, the card follows the finger and the column under it is marked
    await expect(page.getByTestId('drop-move')).toHaveClass(/over/);
    // ... drawn above the play area
    const onTop = await page.evaluate(
      ({ x, y, id }) => document.elementFromPoint(x, y)?.closest(`[data-card="${id}"]`) !== null,
      { ...to, id: march },
    );
    expect(onTop).toBe(true);
    await shot(page, '06-touch-drag');
    await touches(cdp, 'touchEnd', []);
    // March gives Move basic, strong and sideways: the menu asks which
    const menu = page.getByTestId('card-menu');
    await expect(menu).toBeVisible();
    await menu.getByTestId('play-basic').tap();
    await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '2');
    await expect(card).toHaveCount(0);

    // the side panels scroll with a finger: the offers at the bottom of the right one come into view
    // (the docked Offers panel starts collapsed: a tap opens it)
    await page.getByTestId('dock-toggle-offers').tap();
    await expect(page.getByTestId('dock-offers')).toHaveAttribute('data-collapsed', 'false');
    const side = page.locator('.side.right');
    const sb = await side.boundingBox();
    if (!sb) throw new Error('no side panel');
    const top0 = await side.evaluate((el) => el.scrollTop);
    const x = sb.x + sb.width / 2;
    await gesture(cdp, [{ x, y: sb.y + sb.height - 60 }], [{ x, y: sb.y + 80 }], 10);
    await expect.poll(() => side.evaluate((el) => el.scrollTop)).toBeGreaterThan(top0 + 100);
    await shot(page, '07-side-scrolled');
  });
});

// The map is the table (issue 16 parts 1–3): in the hero's own turn with a full hand the map
// canvas is on top of most of the viewport at 1280×800 and 1024×768 (touch); the camera follows
// explores, reveals and the hero's walk; with reduced motion nothing animates and play still works.
import { expect, test, type Page } from '@playwright/test';
import { rawIdIn } from '../src/ui/raw-ids';
import { startSolo } from './mk-helpers';

/** Share of a 24×16 grid of viewport points where the Konva map canvas is the topmost element. */
async function mapShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    let on = 0;
    let all = 0;
    for (let i = 0; i < 24; i++)
      for (let j = 0; j < 16; j++) {
        const el = document.elementFromPoint(((i + 0.5) * w) / 24, ((j + 0.5) * h) / 16);
        all++;
        if (el instanceof HTMLCanvasElement && el.closest('[data-testid="board"]')) on++;
      }
    return on / all;
  });
}

for (const size of [
  { w: 1280, h: 800, touch: false, min: 0.6 },
  { w: 1024, h: 768, touch: true, min: 0.55 },
]) {
  test.describe(`${size.w}×${size.h}`, () => {
    test.use({ viewport: { width: size.w, height: size.h }, hasTouch: size.touch });
    test(`the map covers at least ${size.min * 100} % in the hero's own turn`, async ({ page }) => {
      await startSolo(page);
      await expect(page.getByTestId('hand').locator('.card')).toHaveCount(5);
      await page.waitForTimeout(300);
      const share = await mapShare(page);
      console.log(`map share ${size.w}x${size.h}: ${(share * 100).toFixed(1)} %`);
      await page.screenshot({ path: `test-results/table-${size.w}.png` });
      expect(share).toBeGreaterThanOrEqual(size.min);
    });
  });
}

test.describe('camera and motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the camera brings a newly revealed tile into view; panels collapse and stay so', async ({
    page,
  }) => {
    await startSolo(page);
    // move the camera far away, then explore: the new tile comes into the free part of the board
    const explore = await page.evaluate(() => {
      const mk = window.mk;
      if (!mk) return null;
      const s = mk.getState();
      if (!s) return null;
      // a prepared state: the hero on a plain space at the map's edge with Move points to explore
      for (const [k, h] of Object.entries(s.map.hexes)) {
        if (h.site || (h.enemies?.length ?? 0) > 0) continue;
        const next = JSON.parse(JSON.stringify(s)) as typeof s;
        if (!next.turn) return null;
        next.turn.movePoints = 10;
        const me = next.players[0];
        if (!me) return null;
        me.position = k;
        mk.loadState(next);
        const a = mk.legalActions().find((x) => x.type === 'explore');
        if (a) return a;
      }
      return null;
    });
    expect(explore).not.toBeNull();
    await page.evaluate(() => window.mk?.panBy(-2000, -1500));
    await page.waitForTimeout(100);
    await page.evaluate((a) => a && window.mk?.dispatch(a), explore);
    const pos = (explore as { pos?: string }).pos ?? '';
    await expect
      .poll(
        async () => {
          const at = await page.evaluate((p) => window.mk?.tileToScreen(p) ?? null, pos);
          return at !== null && at.x > 244 && at.x < 1280 - 264 && at.y > 46 && at.y < 800 - 180;
        },
        { timeout: 3000 },
      )
      .toBe(true);
    await page.screenshot({ path: 'test-results/table-follow.png' });

    // collapse the Source panel: remembered across a reload
    await page.getByTestId('dock-toggle-source').click();
    await expect(page.getByTestId('dock-source')).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByTestId('die').first()).toBeHidden();
    await page.evaluate(() => window.mk?.whenSaved());
    await page.goto('/?test');
    await page.getByTestId('saved-game-continue').first().click();
    await expect(page.getByTestId('game-screen')).toBeVisible();
    await expect(page.getByTestId('dock-source')).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByTestId('die').first()).toBeHidden();
    // and opened again by its button
    await page.getByTestId('dock-toggle-source').click();
    await expect(page.getByTestId('dock-source')).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('die').first()).toBeVisible();
  });

  test("the camera follows the hero's walk towards the map's edge (issue 16 part 2)", async ({
    page,
  }) => {
    await startSolo(page);
    // a prepared state: the hero next to a free space B at the map's edge, with Move points
    const prep = await page.evaluate(() => {
      const mk = window.mk;
      const s = mk?.getState();
      if (!mk || !s) return null;
      const hexes = s.map.hexes;
      const dirs = [
        [1, 0],
        [1, -1],
        [0, -1],
        [-1, 0],
        [-1, 1],
        [0, 1],
      ];
      const around = (k: string) => {
        const [q = 0, r = 0] = k.split(',').map(Number);
        return dirs.map(([dq = 0, dr = 0]) => `${q + dq},${r + dr}`);
      };
      const free = (k: string) => {
        const h = hexes[k];
        return (
          !!h &&
          !h.site &&
          (h.enemies?.length ?? 0) === 0 &&
          !h.ruins &&
          h.terrain !== 'lake' &&
          h.terrain !== 'mountain'
        );
      };
      for (const b of Object.keys(hexes).sort()) {
        if (!free(b) || around(b).every((n) => n in hexes)) continue;
        for (const a of around(b)) {
          if (!free(a)) continue;
          const next = JSON.parse(JSON.stringify(s)) as typeof s;
          const me = next.players[0];
          if (!next.turn || !me) return null;
          next.turn.movePoints = 10;
          me.position = a;
          mk.loadState(next);
          const move = mk.legalActions().find((x) => x.type === 'move' && x.to === b);
          if (move) return { b, move };
        }
      }
      return null;
    });
    expect(prep).not.toBeNull();
    if (!prep) return;
    /** Whether the hex's centre shows the map: the board's canvas is the topmost element there. */
    const shown = (hex: string) =>
      page.evaluate((k) => {
        const at = window.mk?.hexToScreen(k);
        const el = at ? document.elementFromPoint(at.x, at.y) : null;
        return el instanceof HTMLCanvasElement && el.closest('[data-testid="board"]') !== null;
      }, hex);
    // the camera away from B: B lies beyond the board's edge on its own side
    await page.evaluate((k) => {
      const mk = window.mk;
      const board = document.querySelector('[data-testid="board"]')?.getBoundingClientRect();
      const at = mk?.hexToScreen(k);
      if (!mk || !board || !at) return;
      const right = at.x > board.left + board.width / 2;
      mk.panBy(right ? board.right + 80 - at.x : board.left - 80 - at.x, 0);
    }, prep.b);
    await page.waitForTimeout(100);
    expect(await shown(prep.b)).toBe(false);
    await page.evaluate((a) => window.mk?.dispatch(a), prep.move);
    expect(await page.evaluate(() => window.mk?.getState()?.players[0]?.position)).toBe(prep.b);
    // the camera pans along (a short tween): the hero's new space is in the free part of the map
    await expect.poll(() => shown(prep.b), { timeout: 3000 }).toBe(true);
    // at rest the panels over the map have their backdrop blur again (dropped while it moves)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const bar = document.querySelector('.action-bar');
          return bar ? getComputedStyle(bar).backdropFilter : null;
        }),
      )
      .toBe('blur(3px)');
    await page.screenshot({ path: 'test-results/table-walk-follow.png' });
  });

  test('every unit in the offer shows its abilities on hover (issue 16 part 4)', async ({
    page,
  }) => {
    await startSolo(page);
    await page.getByTestId('dock-toggle-offers').click();
    const units = page.getByTestId('offer-unit');
    const n = await units.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      await page.mouse.move(5, 5);
      await units.nth(i).hover();
      const detail = page.getByTestId('unit-detail');
      await expect(detail).toBeVisible();
      await expect(detail.getByTestId('unit-detail-ability').first()).toBeVisible();
      await expect(detail.getByTestId('unit-detail-stats')).not.toBeEmpty();
      // names and words, never ids — rules too: links by the rule's name (issue 17)
      expect(await detail.innerText()).not.toMatch(/#\d|\b[a-z]+-[a-z]+\b|\b[A-Z]+-\d/);
      await expect(detail.locator('.rule-link').first()).toHaveAttribute('data-rule', /^[A-Z]+-/);
    }
    await page.screenshot({ path: 'test-results/table-unit-detail.png' });
  });

  test('with reduced motion nothing animates and play still works', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startSolo(page);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
    await page.locator('[data-testid="hand-card"][draggable="true"]').first().click();
    await page.getByTestId('play-sideways-move').click();
    await expect(page.getByTestId('drop-move')).toHaveAttribute('data-points', '1');
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running').length,
    );
    expect(running).toBe(0);
  });

  test('the Settings menu turns motion off and keeps it across a reload', async ({ page }) => {
    await startSolo(page);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-motion').uncheck();
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
    const stored = await page.evaluate(() => localStorage.getItem('mk.settings.v1'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ motion: false });
  });
});

test.describe('the log in words after long random play (issue 16 part 6)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const lang of ['en', 'de'] as const)
    test(`${lang}: the log panel shows no raw ids or internal labels`, async ({ page }) => {
      await startSolo(page, lang === 'en' ? '3101' : '3102');
      if (lang === 'de') {
        const de = page.getByTestId('topbar').getByRole('button', { name: 'DE', exact: true });
        await de.click();
        await expect(de).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByTestId('dock-toggle-log').click();
      const lines = page.getByTestId('log').locator('li');
      const bad = new Map<string, string>();
      let seen = 0;
      let rnd = lang === 'en' ? 17 : 29;
      // random steps through the test hook, in chunks: the panel shows the last 120 lines, so it
      // is read after every chunk (a chunk adds far fewer lines than that)
      for (let chunk = 0; chunk < 16; chunk++) {
        const r = await page.evaluate(
          ({ seed, steps }) => {
            const mk = window.mk;
            if (!mk) throw new Error('no test hook');
            let x = seed;
            let taken = 0;
            for (let i = 0; i < steps; i++) {
              const s = mk.getState();
              if (!s || s.gameOver) break;
              const legal = mk.legalActions();
              if (legal.length === 0) break;
              x = (x * 1103515245 + 12345) % 2147483648;
              const a = legal[x % legal.length];
              if (a && mk.dispatch(a).ok) taken++;
            }
            return { seed: x, taken, over: !!mk.getState()?.gameOver };
          },
          { seed: rnd, steps: 25 },
        );
        rnd = r.seed;
        await page.waitForTimeout(50); // React paints the new lines
        for (const text of await lines.allInnerTexts()) {
          const hit = rawIdIn(text);
          if (hit) bad.set(text, hit);
        }
        seen += r.taken;
        if (r.over || r.taken === 0) {
          console.log(`${lang}: stopped after ${seen} steps (${r.over ? 'game over' : 'stuck'})`);
          break;
        }
      }
      console.log(`${lang}: ${seen} random steps, log read after each chunk`);
      await page.screenshot({ path: `test-results/table-log-${lang}.png` });
      expect(seen).toBeGreaterThan(150);
      expect(await lines.count()).toBeGreaterThan(20);
      expect([...bad].map(([line, hit]) => `${line}  [${hit}]`)).toEqual([]);
    });
});

// Helpers of the playing e2e tests: start a game through the start screen, click hexes and tiles
// at the points the board's own layout gives (window.mk.hexToScreen / tileToScreen), read state.
import { expect, type Page } from '@playwright/test';
import type { GameState } from '../src/engine';

export async function startGame(
  page: Page,
  opts: { scenario: string; heroes: string[]; seed: string; players?: number },
): Promise<void> {
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('lang-en').click();
  await page.getByTestId(`scenario-${opts.scenario}`).click();
  if (opts.players && opts.players > 1) await page.getByTestId(`players-${opts.players}`).click();
  for (const [i, hero] of opts.heroes.entries())
    await page.getByTestId(`hero-${i}-${hero}`).click();
  await page.getByTestId('seed-input').fill(opts.seed);
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

export async function state(page: Page): Promise<GameState> {
  const s = await page.evaluate(() => window.mk?.getState() ?? null);
  if (!s) throw new Error('no game');
  return s;
}

/** Page point of a hex centre (after centring the map on it, so it is not under an overlay). */
export async function hexPoint(page: Page, hex: string): Promise<{ x: number; y: number }> {
  const at = await page.evaluate((k) => window.mk?.focusHex(k) ?? null, hex);
  if (!at) throw new Error('no board');
  await page.waitForTimeout(80); // the stage follows the camera on the next frame
  const again = await page.evaluate((k) => window.mk?.hexToScreen(k) ?? null, hex);
  if (!again) throw new Error('no board');
  return again;
}

export async function clickHex(page: Page, hex: string): Promise<void> {
  const at = await hexPoint(page, hex);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
}

/** Centre of an unexplored tile position (the map is fitted first so that it is in view). */
export async function tilePoint(page: Page, pos: string): Promise<{ x: number; y: number }> {
  await page.getByTestId('fit-map').click();
  await page.waitForTimeout(120);
  const at = await page.evaluate((p) => window.mk?.tileToScreen(p) ?? null, pos);
  if (!at) throw new Error('no board');
  return at;
}

/** Apply engine actions through the test hook until `done` holds (fast-forwarding dull parts). */
export async function fastForward(
  page: Page,
  policy: 'to-next-round' | 'to-my-turn',
  player = 0,
): Promise<void> {
  await page.evaluate(
    ({ policy, player }) => {
      const mk = window.mk;
      if (!mk) throw new Error('no test hook');
      const start = mk.getState()?.round.number ?? 0;
      for (let i = 0; i < 300; i++) {
        const s = mk.getState();
        if (!s) throw new Error('no game');
        if (policy === 'to-next-round' && s.round.number > start && s.round.phase === 'tactics')
          return;
        if (
          policy === 'to-my-turn' &&
          s.round.phase === 'turns' &&
          s.turn?.player === player &&
          s.pending.length === 0 &&
          i > 0
        )
          return;
        const la = mk.legalActions();
        const pick = (t: string) => la.find((a) => a.type === t);
        const a =
          pick('choose') ??
          pick('announce-end-of-round') ??
          pick('dummy-turn') ??
          pick('end-turn') ??
          la[0];
        if (!a) throw new Error('stuck');
        const r = mk.dispatch(a);
        if (!r.ok) throw new Error(r.error ?? 'refused');
      }
      throw new Error('did not get there');
    },
    { policy, player },
  );
}

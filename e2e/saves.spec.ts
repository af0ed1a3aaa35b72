// Nothing lost (issues 13 and 19): closing the tab right after a step keeps that step; when the
// browser cannot save, the start screen and the game say so plainly and "New game" asks before the
// unsaved game is lost; a hostile file in the import dialog is refused with a message.
import { expect, test, type Page } from '@playwright/test';
import { startSolo } from './mk-helpers';

async function playSideways(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const before = await page.getByTestId('hand-card').count();
    await page.getByTestId('hand-card').first().click();
    await page.getByTestId('play-sideways-move').click();
    await expect(page.getByTestId('hand-card')).toHaveCount(before - 1);
  }
}

for (const steps of [1, 2, 3])
  test(`closing the tab right after ${steps} step(s) keeps the last step (5 tries)`, async ({
    context,
    page,
  }) => {
    test.setTimeout(180_000);
    let current = page;
    for (let attempt = 0; attempt < 5; attempt++) {
      await startSolo(current, String(500 + 10 * steps + attempt));
      await current.evaluate(() => window.mk?.whenSaved());
      await playSideways(current, steps);
      const before = await current.evaluate(() => ({
        state: JSON.stringify(window.mk?.getState()),
        game: window.mk?.game(),
      }));
      // close at once: no unload handlers run, no write is awaited
      await current.close({ runBeforeUnload: false });
      current = await context.newPage();
      await current.goto('/?test');
      const row = current.locator(`[data-testid="saved-game"][data-id="${before.game?.id}"]`);
      await row.getByTestId('saved-game-continue').click();
      await expect(current.getByTestId('game-screen')).toBeVisible();
      const after = await current.evaluate(() => ({
        state: JSON.stringify(window.mk?.getState()),
        game: window.mk?.game(),
      }));
      expect(after.game).toEqual(before.game);
      expect(after.state).toBe(before.state);
      await current.evaluate(() => window.mk?.whenSaved());
      await current.getByTestId('new-game').click();
      await expect(current.getByTestId('start-screen')).toBeVisible();
    }
  });

test('without IndexedDB: a plain warning on the start screen and in the game, Export offered, New game asks first', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('IndexedDB is switched off', 'InvalidStateError');
    };
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      get: () => ({ open: fail, deleteDatabase: fail }),
    });
  });
  await page.goto('/?test');
  await page.getByTestId('lang-en').click();
  const warn = page.getByTestId('storage-warning');
  await expect(warn).toBeVisible();
  await expect(warn).toContainText('Games are not being saved');
  await expect(page.getByTestId('saved-empty')).not.toContainText('saved automatically');
  await page.getByTestId('lang-de').click();
  await expect(warn).toContainText('Spiele werden nicht gespeichert');
  await page.getByTestId('lang-en').click();

  await startSolo(page, '31');
  await expect(warn).toBeVisible();
  await expect(warn).toContainText('this game is lost');
  await expect(page.getByTestId('storage-export')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'error');
  await page.screenshot({ path: 'test-results/saves-no-storage.png' });

  // Export from the warning downloads the game
  const download = page.waitForEvent('download');
  await page.getByTestId('storage-export').click();
  expect((await download).suggestedFilename()).toMatch(/^mage-knight-solo-conquest-.*\.json$/);

  // New game asks in the app (no browser dialog), and staying keeps the game
  page.on('dialog', () => {
    throw new Error('no browser dialog expected');
  });
  await page.getByTestId('new-game').click();
  const dialog = page.getByTestId('leave-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This game is not saved');
  await page.getByTestId('leave-stay').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await page.getByTestId('new-game').click();
  await page.getByTestId('leave-anyway').click();
  await expect(page.getByTestId('start-screen')).toBeVisible();
});

test('the import dialog refuses a hostile file (50,000 levels of nesting) with a message, nothing changes', async ({
  page,
}) => {
  await startSolo(page, '77');
  const before = await page.evaluate(async () => {
    await window.mk?.whenSaved();
    return { state: JSON.stringify(window.mk?.getState()), game: window.mk?.game() };
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const deep = '['.repeat(50_000) + ']'.repeat(50_000);
  const text = `{"format":"mage-knight-save","version":1,"savedAt":"x","setup":{"scenario":"solo-conquest","players":[{"hero":"tovak","kind":"human"}],"seed":1},"actions":[{"type":"end-turn","player":0,"x":${deep}}],"checksum":"0123456789abcdef"}`;
  await page.getByTestId('import-file').setInputFiles({
    name: 'deep.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const err = page.getByTestId('save-error');
  await expect(err).toBeVisible();
  await expect(err).toHaveAttribute('data-code', 'too-deep');
  await expect(err).toContainText('nested far too deeply');
  const after = await page.evaluate(() => ({
    state: JSON.stringify(window.mk?.getState()),
    game: window.mk?.game(),
  }));
  expect(after).toEqual(before);
  expect(errors).toEqual([]);
});

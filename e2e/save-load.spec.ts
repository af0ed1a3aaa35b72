// Autosave and continue: a game is saved after every step, so closing the tab mid-turn loses
// nothing. Reopening the page lists the saved game (scenario, heroes, round, date); continuing
// restores the same state, the same action list and the undo history of the turn (rebuilt by
// replaying the steps since the last checkpoint). Saved games can be deleted.
import { expect, test, type Page } from '@playwright/test';
import { startSolo } from './mk-helpers';

async function snapshot(page: Page) {
  return page.evaluate(async () => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    await mk.whenSaved();
    return { state: JSON.stringify(mk.getState()), game: mk.game() };
  });
}

test('closing the tab mid-turn loses nothing: continue restores the state and the undo history', async ({
  context,
  page,
}) => {
  await startSolo(page, '777');
  // two undoable steps in Tovak's turn, through the screen
  for (const n of [4, 3]) {
    await page.getByTestId('hand-card').first().click();
    await page.getByTestId('play-sideways-move').click();
    await expect(page.getByTestId('hand-card')).toHaveCount(n);
  }
  await expect(page.getByTestId('undo')).toHaveAttribute('data-can-undo', 'true');
  const before = await snapshot(page);
  expect(before.game.actions).toBeGreaterThan(2);

  // "kill" the tab: no unload handlers, nothing flushed on the way out
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/?test');
  await expect(again.getByTestId('start-screen')).toBeVisible();
  const row = again.getByTestId('saved-game');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Solo Conquest');
  await expect(row).toContainText('Tovak');
  await expect(row).toContainText('round 1');
  await expect(row).toContainText(String(new Date().getFullYear()));
  await row.getByTestId('saved-game-continue').click();
  await expect(again.getByTestId('game-screen')).toBeVisible();
  await expect(again.getByTestId('hand-card')).toHaveCount(3);

  const after = await snapshot(again);
  expect(after.state).toBe(before.state);
  expect(after.game).toEqual(before.game);

  // the undo history came back with it: both cards can be taken back, then no more
  await expect(again.getByTestId('undo')).toHaveAttribute('data-can-undo', 'true');
  await again.getByTestId('undo').click();
  await expect(again.getByTestId('hand-card')).toHaveCount(4);
  await again.getByTestId('undo').click();
  await expect(again.getByTestId('hand-card')).toHaveCount(5);
  await expect(again.getByTestId('undo')).toHaveAttribute('data-can-undo', 'false');
  // the undo was saved too, under the same saved game
  const undone = await snapshot(again);
  expect(undone.game).toEqual({ id: before.game.id, actions: (before.game.actions ?? 0) - 2 });
});

test('saved games are listed newest first and can be deleted', async ({ page }) => {
  page.on('dialog', (d) => void d.accept());
  await startSolo(page, '101');
  await page.evaluate(() => window.mk?.whenSaved());
  await page.getByTestId('new-game').click();
  await startSolo(page, '202');
  await page.evaluate(() => window.mk?.whenSaved());
  await page.getByTestId('new-game').click();

  const rows = page.getByTestId('saved-game');
  await expect(rows).toHaveCount(2);
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  await rows.first().getByTestId('saved-game-delete').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-id', ids[1] ?? '');
  // still there after a reload
  await page.reload();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
});

// Export a game as a JSON file (named after scenario and date) and import it again, in the game
// and on the start screen. Corrupt, truncated, tampered, future-version and foreign files are
// refused with a clear message (EN/DE) and change nothing: neither the running game nor the saved
// games. Text from a file is shown as text, never as HTML.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startSolo } from './mk-helpers';

async function current(page: Page) {
  return page.evaluate(async () => {
    await window.mk?.whenSaved();
    return { state: JSON.stringify(window.mk?.getState()), game: window.mk?.game() };
  });
}

async function importText(page: Page, name: string, text: string) {
  await page.getByTestId('import-file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test('export, bad files refused with their reason, import of the exported file', async ({
  page,
}) => {
  test.setTimeout(60_000);
  page.on('dialog', (d) => void d.accept());
  await startSolo(page, '31');
  await page.getByTestId('hand-card').first().click();
  await page.getByTestId('play-sideways-move').click();
  await expect(page.getByTestId('hand-card')).toHaveCount(4);

  // ---- export
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-game').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^mage-knight-solo-conquest-\d{4}-\d{2}-\d{2}-\d{4}\.json$/,
  );
  const text = fs.readFileSync(await download.path(), 'utf8');
  const file = JSON.parse(text) as Record<string, unknown> & { actions: unknown[] };
  expect(file.format).toBe('mage-knight-save');
  expect(file.version).toBe(1);
  const exported = await current(page);
  expect(file.actions).toHaveLength(exported.game?.actions ?? -1);

  // ---- bad files, imported in the running game: refused, the game untouched
  const flip = (s: string) => (s[0] === '0' ? '1' : '0') + s.slice(1);
  const bad = [
    {
      name: 'corrupt.json',
      text: '\u0000\u0001PK garbage {',
      code: 'not-json',
      says: /not valid JSON/,
    },
    {
      name: 'truncated.json',
      text: text.slice(0, Math.floor(text.length / 2)),
      code: 'not-json',
      says: /cut off/,
    },
    {
      name: 'tampered.json',
      text: JSON.stringify({ ...file, checksum: flip(String(file.checksum)) }),
      code: 'tampered',
      says: /changed after it was saved/,
    },
    {
      name: 'edited.json',
      text: JSON.stringify({
        ...file,
        actions: [...file.actions, { type: 'move', player: 0, to: '9,9' }],
      }),
      code: 'illegal-action',
      says: /cannot be replayed/,
    },
    {
      name: 'future.json',
      text: JSON.stringify({ ...file, version: 2 }),
      code: 'future-version',
      says: /newer version of the app/,
    },
    {
      name: 'package.json',
      text: '{"name":"x","version":"1.0.0"}',
      code: 'not-a-save',
      says: /not a Mage Knight save file/,
    },
  ];
  const error = page.getByTestId('save-error');
  for (const b of bad) {
    await importText(page, b.name, b.text);
    await expect(error, b.name).toHaveAttribute('data-code', b.code);
    await expect(error, b.name).toContainText(b.says);
    await expect(error).toContainText('Nothing was changed');
    expect(await current(page), b.name).toEqual(exported);
    await error.getByRole('button').click();
    await expect(error).toBeHidden();
  }

  // ---- a file with markup in it: shown as text, never run
  const evil = JSON.stringify({
    ...file,
    setup: {
      ...(file.setup as object),
      players: [{ hero: '<img src=x onerror="window.__pwned=1">', kind: 'human' }],
    },
  });
  await importText(page, 'evil.json', evil);
  await expect(error).toHaveAttribute('data-code', 'damaged');
  await expect(error).toContainText('<img src=x');
  await expect(error.locator('img')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  await error.getByRole('button').click();

  // ---- on the start screen: the saved games are untouched by refused files
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  const rows = page.getByTestId('saved-game');
  await expect(rows).toHaveCount(1);
  await importText(page, 'tampered.json', bad[2]?.text ?? '');
  await expect(error).toHaveAttribute('data-code', 'tampered');
  await page.getByTestId('lang-de').click();
  await importText(page, 'future.json', bad[4]?.text ?? '');
  await expect(error).toContainText('neueren Version der App');
  await expect(error).toContainText('Es wurde nichts verändert');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('lang-en').click();

  // ---- the exported file imports to exactly the exported game; that game is already saved, so
  // it opens the saved game instead of adding an identical second row
  await importText(page, download.suggestedFilename(), text);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  const imported = await current(page);
  expect(imported.state).toBe(exported.state);
  expect(imported.game?.actions).toBe(exported.game?.actions);
  expect(imported.game?.id).toBe(exported.game?.id);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
});

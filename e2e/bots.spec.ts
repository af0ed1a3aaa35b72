// Computer players: a 'bot' seat plays its own decisions (one step at a time), the top bar shows
// who is playing, and Pause stops the bots until Resume. The game is opened from a save file
// whose second seat is a bot.
import { expect, test, type Page } from '@playwright/test';
import { activePlayer, createGame, type GameSetup, type GameState } from '../src/engine';
import { serializeGame } from '../src/store/persistence';

const count = (page: Page) => page.evaluate(() => window.mk?.game().actions ?? -1);
// the deciding player as the engine (and the hint button) sees it: also during tactic selection,
// when there is no turn and no pending choice
const botDecides = async (page: Page) => {
  const s: GameState | null = await page.evaluate<GameState | null>(
    () => window.mk?.getState() ?? null,
  );
  if (!s || s.gameOver) return false;
  const who = activePlayer(s);
  return who !== null && s.players[who]?.kind === 'bot';
};

test('a bot seat plays by itself, visibly, and can be paused and resumed', async ({ page }) => {
  test.setTimeout(60_000);
  const setup: GameSetup = {
    scenario: 'first-reconnaissance',
    players: [
      { hero: 'tovak', kind: 'human' },
      { hero: 'goldyx', kind: 'bot' },
    ],
    seed: 8,
  };
  await page.goto('/?test');
  await page.getByTestId('lang-en').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'bots.json',
    mimeType: 'application/json',
    buffer: Buffer.from(serializeGame(setup, [], createGame(setup), 'now')),
  });
  await expect(page.getByTestId('game-screen')).toBeVisible();

  // pause the bots, then let the human play (by the hint) until it is the bot's decision
  const indicator = page.getByTestId('bot-indicator');
  await indicator.getByTestId('bot-pause').click();
  await expect(indicator).toContainText('Computer players paused');
  const hint = page.getByTestId('hint-button');
  const summaryContinue = page.getByTestId('summary-continue');
  for (let i = 0; i < 100 && !(await botDecides(page)); i++) {
    // a fight the hint led into ends with its summary, which a player closes before going on
    if (await summaryContinue.isVisible()) {
      await summaryContinue.click();
      continue;
    }
    await hint.click();
    if (await hint.isEnabled()) await hint.click();
  }
  expect(await botDecides(page)).toBe(true);
  const paused = await count(page);
  await page.waitForTimeout(1000);
  expect(await count(page)).toBe(paused);
  await expect(hint).toBeDisabled(); // not the human's decision

  // resume: the bot plays by itself, and the top bar says so
  await indicator.getByTestId('bot-pause').click();
  await expect(indicator).toContainText('Goldyx (computer) is playing');
  await expect.poll(() => count(page)).toBeGreaterThan(paused);
});

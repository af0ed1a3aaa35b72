// Card text in a 1280×800 window: the level-up choice of an Advanced Action shows every card's
// whole text (the cards grow; the decision dock scrolls), the type label "Fortgeschrittene
// Aktion" fits the offer cards and the hand, and the autosave mark has a visible word.
import { expect, test, type Page } from '@playwright/test';
import { ADVANCED_ACTIONS, type GameState } from '../src/engine';
import { levelUpSetup } from '../src/ui/pvp/test-states';

test.use({ viewport: { width: 1280, height: 800 } });

async function load(page: Page, s: GameState, lang: 'en' | 'de'): Promise<void> {
  await page.goto('/?test');
  await page.getByTestId(`lang-${lang}`).click();
  await page.waitForFunction(() => !!window.mk);
  await page.evaluate((x) => window.mk?.loadState(x), s);
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** The Advanced Actions with the most words (German), as offer instances. */
function longestAdvancedActions(n: number): string[] {
  const size = (id: string) => JSON.stringify(ADVANCED_ACTIONS.find((c) => c.id === id)).length;
  return ADVANCED_ACTIONS.map((c) => c.id)
    .sort((a, b) => size(b) - size(a))
    .slice(0, n)
    .map((id, i) => `${id}#${9000 + i}`);
}

/** Level-up (END-6b.1): the Advanced Action offer to pick from, with long cards in it. */
function levelUpChoice(cards: string[]): GameState {
  const s = levelUpSetup();
  s.offers.advancedActions = cards;
  const p = s.players[0];
  if (!p) throw new Error('no player');
  // an Advanced Action in hand too: its type label in the (smaller) hand card
  p.hand = [cards[0]?.replace('#9000', '#9100') ?? '', ...p.hand.slice(1)];
  s.pending.push({ kind: 'level-advanced-action', player: 0, source: 'level-up', options: cards });
  return s;
}

/** Elements (by selector) whose content is cut off: wider or taller than their box. */
async function clipped(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${(e as HTMLElement).dataset.card ?? e.textContent}`),
    );
}

for (const lang of ['en', 'de'] as const)
  test(`level-up Advanced Action choice shows whole cards at 1280×800 (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => {
      if (!e.message.includes('ServiceWorker')) errors.push(e.message);
    });
    await load(page, levelUpChoice(longestAdvancedActions(3)), lang);
    const choice = page.getByTestId('choice-panel');
    await expect(choice).toHaveAttribute('data-kind', 'level-advanced-action');
    const cards = choice.getByTestId('choice-card');
    await expect(cards).toHaveCount(3);
    // no card cuts its text off
    expect(await clipped(page, '[data-testid="choice-card"]')).toEqual([]);
    // and each card can be brought fully into view inside the decision dock
    const dock = page.getByTestId('dock');
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      const c = await card.boundingBox();
      const d = await dock.boundingBox();
      if (!c || !d) throw new Error('not laid out');
      expect(c.height).toBeLessThanOrEqual(d.height);
      expect(c.y).toBeGreaterThanOrEqual(d.y - 1);
      expect(c.y + c.height).toBeLessThanOrEqual(d.y + d.height + 1);
      expect(c.y + c.height).toBeLessThanOrEqual(800);
    }
    await page.screenshot({ path: `/tmp/card-text-screens/level-up-${lang}.png` });
    // type labels: the offers (a panel folded by default: the player opens it), the choice and the
    // hand show the whole word
    await page.getByTestId('dock-toggle-offers').click();
    await expect(page.getByTestId('offer-aa').locator('.card-type').first()).toBeVisible();
    expect(await clipped(page, '.card-type')).toEqual([]);
    if (lang === 'de')
      await expect(page.getByTestId('offer-aa').locator('.card-type').first()).toHaveText(
        'Fortgeschrittene Aktion',
      );
    // picking one still works
    await cards.first().click();
    await expect(choice).toBeHidden();
    expect(errors).toEqual([]);
  });

test('the autosave mark has a visible word in the top bar (German)', async ({ page }) => {
  await load(page, levelUpSetup(), 'de');
  const mark = page.getByTestId('save-status');
  await expect(mark.getByTestId('save-status-label')).toBeVisible();
  await expect(mark.getByTestId('save-status-label')).toHaveText('Gespeichert');
  await expect(mark).toHaveAttribute('title', /Gespeichert|Wird gespeichert…/);
  expect(await clipped(page, '[data-testid="save-status"]')).toEqual([]);
});

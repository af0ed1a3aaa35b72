// German scan: with the interface in German, the visible text of the main screens (and the
// title / aria-label / placeholder texts) must hold no English words. Situations: a Solo Conquest
// turn (offers, hand, card detail, card menu, log), a level-up choice, a city assault (combat
// panel), a 2-player Full Conquest hotseat fight (PvP prompt), a Full Cooperation game, and the
// score screen at the end of a game. Names of cards, units, skills, tactics and enemies stay
// English: src/ui/english-leaks.ts holds the word list and the allow-list of names (cut out of
// the text before the scan, taken from the engine's content).
import { expect, test, type Page } from '@playwright/test';
import { createGame, type GameState } from '../src/engine';
import { greenCitySetup } from '../src/ui/combat/city-test-states';
import { englishWords } from '../src/ui/english-leaks';
import { coopSetup, levelUpSetup, pvpSetup } from '../src/ui/pvp/test-states';
import { playToEnd } from './mk-helpers';
import { clickHex } from './play-helpers';

/** Visible text and tooltips / labels of the page. */
async function pageText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = document.body.innerText.split('\n');
    const attrs = ['title', 'aria-label', 'placeholder', 'alt', 'data-tip'];
    for (const el of Array.from(document.querySelectorAll(attrs.map((a) => `[${a}]`).join(','))))
      for (const a of attrs) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    return out;
  });
}

let leaks: string[] = [];

async function scan(page: Page, where: string): Promise<void> {
  for (const line of await pageText(page)) {
    const words = englishWords(line);
    if (words.length > 0) leaks.push(`${where}: ${line.trim()}  [${words.join(', ')}]`);
  }
}

async function load(page: Page, s: GameState): Promise<void> {
  await page.goto('/?test');
  await page.waitForFunction(() => !!window.mk);
  await page.evaluate((x) => window.mk?.loadState(x), s);
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** Tactics and the dummy's turns (first legal choices) until player 0 may act. */
async function toMyTurn(page: Page): Promise<void> {
  await page.evaluate(() => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    for (let i = 0; i < 60; i++) {
      const s = mk.getState();
      if (s?.turn && s.pending.length === 0) return;
      const legal = mk.legalActions();
      const a =
        legal.find((x) => x.type === 'choose-tactic') ??
        legal.find((x) => x.type === 'dummy-turn') ??
        legal.find((x) => x.type === 'choose');
      if (!a) throw new Error('stuck');
      mk.dispatch(a);
    }
  });
}

async function confirmHandoff(page: Page): Promise<void> {
  const handoff = page.getByTestId('handoff');
  if (await handoff.isVisible()) {
    await scan(page, 'handoff');
    await handoff.getByRole('button').click();
    await expect(handoff).toBeHidden();
  }
}

test.beforeEach(async ({ page }) => {
  leaks = [];
  await page.addInitScript(() => localStorage.setItem('mk.language', 'de'));
});

test.afterEach(() => {
  expect(leaks).toEqual([]);
});

// One situation group per test: each stays well inside the time limit on a slow CI machine, and a
// leak names the group it was found in.
test('German UI: no English words on the start screen and a Solo Conquest turn', async ({
  page,
}) => {
  // ---- Solo Conquest from the start screen
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await scan(page, 'start');
  await page.getByTestId('variants-toggle').click();
  for (const scen of ['full-conquest', 'full-cooperation', 'solo-conquest']) {
    await page.getByTestId(`scenario-${scen}`).click();
    await scan(page, `start ${scen}`);
  }
  await page.getByTestId('scenario-solo-conquest').click();
  await page.getByTestId('hero-0-tovak').click();
  await page.getByTestId('seed-input').fill('4242');
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await scan(page, 'tactics');
  await toMyTurn(page);
  await scan(page, 'solo turn');
  const card = page.getByTestId('hand-card').first();
  await card.hover();
  await expect(page.getByTestId('card-detail-layer')).toBeVisible();
  await scan(page, 'card detail');
  await page.mouse.move(5, 5);
  await card.click();
  if (await page.getByTestId('card-menu').isVisible()) await scan(page, 'card menu');
  await page.keyboard.press('Escape');
  // the Offers panel is folded by default (the map gets the room): open it as a player would
  await page.getByTestId('dock-toggle-offers').click();
  await scan(page, 'offers');
  const unit = page.getByTestId('offer-unit').first();
  await unit.hover();
  await scan(page, 'unit offer');
  await page.mouse.move(5, 5);
  if (await page.getByTestId('site-toggle').isVisible()) {
    await page.getByTestId('site-toggle').click();
    await scan(page, 'site panel');
  }
});

test('German UI: no English words in a level-up choice and a city assault', async ({ page }) => {
  // ---- level up: the skill choice
  await load(page, levelUpSetup());
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  for (let i = 0; i < 4; i++) {
    await expect(choice).toBeVisible();
    await scan(page, `choice ${await choice.getAttribute('data-kind')}`);
    const kind = await choice.getAttribute('data-kind');
    if (kind === 'level-skill') break;
    await choice.getByTestId('choice-confirm').click();
  }

  // ---- city assault
  const city = greenCitySetup();
  await load(page, city.state);
  await scan(page, 'next to city');
  await clickHex(page, city.city);
  await expect(page.getByTestId('combat-panel')).toBeVisible();
  await scan(page, 'combat');
  // through the phases (ending each), to the summary
  for (let i = 0; i < 8; i++) {
    const more = await page.evaluate(() => {
      const mk = window.mk;
      if (!mk) throw new Error('no test hook');
      const la = mk.legalActions();
      const a =
        la.find((x) => x.type === 'end-combat-phase') ??
        la.find((x) => x.type === 'assign-damage') ??
        la.find((x) => x.type === 'choose');
      if (!a) return false;
      mk.dispatch(a);
      return true;
    });
    await scan(page, `combat ${i}`);
    for (const enemy of await page.getByTestId('enemy-card').all()) {
      await enemy.hover();
      await scan(page, `combat ${i} hover`);
    }
    if (!more) break;
  }
});

test('German UI: no English words in hotseat PvP and Full Cooperation', async ({ page }) => {
  // ---- PvP in Full Conquest (hotseat)
  const pvp = pvpSetup();
  await load(page, pvp.state);
  await confirmHandoff(page);
  await scan(page, 'full conquest turn');
  await clickHex(page, pvp.fight);
  await page.waitForTimeout(200);
  await scan(page, 'pvp');

  // ---- Full Cooperation
  const coop = coopSetup();
  await load(page, coop.state);
  await confirmHandoff(page);
  await scan(page, 'full cooperation');
  if (await page.getByTestId('coop-open').isVisible()) {
    await page.getByTestId('coop-open').click();
    await scan(page, 'coop panel');
  }
});

test('German UI: no English words on the score screen', async ({ page }) => {
  // ---- a whole game to its score screen
  await load(
    page,
    createGame({
      scenario: 'solo-conquest',
      players: [{ hero: 'goldyx', kind: 'human' }],
      seed: 9,
    }),
  );
  await playToEnd(page);
  await expect(page.getByTestId('score-screen')).toBeVisible();
  await scan(page, 'score');
});

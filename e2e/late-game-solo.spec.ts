// The middle and late game of Solo Conquest through the screen, at 1280×800: prepared situations
// (src/ui/late-game-test-states.ts, loaded with window.mk.loadState), then clicks and drags only;
// window.mk is read to check the engine's numbers. Guards what a player met on the way: the Source
// shows the dice a dungeon's Night rules allow (sites.md 1.7), an altar's tribute is offered once
// per way to pay (COMBAT-OUTCOME-2b.1) and the ruins token says what it is, a Banner refused with
// its reason in words (UNIT-3b, UNIT-8), mana sources named in the player's word order.
import { expect, test, type Page } from '@playwright/test';
import type { GameState } from '../src/engine';
import { enemyOnTop, lateTurn, withSite } from '../src/ui/late-game-test-states';
import { state } from './mk-helpers';
import { clickHex, hexPoint } from './play-helpers';

let shared: Page | null = null;
const errors: string[] = [];
function sharedPage(): Page {
  if (!shared) throw new Error('no page');
  return shared;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  shared = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // This spec plays the dummy's turns with its button: "The dummy plays itself" is switched off
  // (on the one page the whole spec shares).
  await shared.addInitScript(() =>
    localStorage.setItem('mk.settings.v1', JSON.stringify({ dummyAuto: false })),
  );
  shared.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
});
test.afterAll(async () => {
  await shared?.close();
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Screenshots to look at (MK_SHOTS=0 skips them for a quicker run). */
const shot = async (page: Page, name: string) => {
  if (process.env.MK_SHOTS !== '0')
    await page.screenshot({ path: `test-results/late-${name}.png` });
};

const card = (page: Page, def: string) =>
  page.locator(`[data-testid="hand-card"][data-card^="${def}#"]`).first();

/**
 * One page for the whole file (the situations are loaded into it one after another, which keeps
 * the file fast); the game screen in English with `s` loaded.
 */
async function load(page: Page, s: GameState) {
  if (!(await page.evaluate(() => !!window.mk).catch(() => false))) {
    await page.goto('/?test');
    await page.getByTestId('lang-en').click();
    await page.waitForFunction(() => !!window.mk);
  }
  await page.evaluate((x) => window.mk?.loadState(x), s);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await english(page);
  await page.mouse.move(0, 400); // no tooltip left over from the last situation
}

const german = (page: Page) => page.getByRole('button', { name: 'DE', exact: true }).click();
function english(page: Page) {
  return page.getByRole('button', { name: 'EN', exact: true }).click();
}

/** Click a hand card and pick one play in its menu. */
async function playCard(page: Page, def: string, pick: string) {
  await card(page, def).click();
  await page.getByTestId('card-menu').getByTestId(pick).click();
  await expect(page.getByTestId('card-menu')).toBeHidden();
}

/** No text inside `sel` is cut off: no clipping box holds more than it shows. */
/** Play March for Move 2 and walk onto the (adjacent) space through the map. */
async function marchTo(page: Page, hex: string) {
  await playCard(page, 'march', 'play-basic');
  await clickHex(page, hex);
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe(hex);
}

async function expectWhole(page: Page, sel: string) {
  const cut = await page.locator(sel).evaluateAll((els) =>
    els.flatMap((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((e) => {
          const el = e as HTMLElement;
          const st = getComputedStyle(el);
          if (st.overflowY === 'auto' || st.overflowY === 'scroll') return false;
          if (st.overflow === 'visible' && st.textOverflow !== 'ellipsis') return false;
          return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
        })
        .map((e) => `${e.tagName}.${e.className}: ${(e.textContent ?? '').slice(0, 60)}`),
    ),
  );
  expect(cut).toEqual([]);
}

const dieClass = (page: Page, color: string) =>
  page.locator(`[data-testid="die"][data-color="${color}"]`).getAttribute('class');

test('night: Rebirth paid with black mana + green (CARD-3b, MANA-2b); by Day only the basic', async () => {
  const page = sharedPage();
  const night = lateTurn({
    time: 'night',
    at: '1,-1', // forest: Heal 5
    hand: ['restoration', 'wound', 'wound', 'march', 'rage'],
    dice: ['black', 'gold', 'green'],
    crystals: { green: 1 },
  });
  await load(page, night);
  // MANA-2b: at Night the gold die is marked unusable, the black one is not.
  expect(await dieClass(page, 'gold')).toContain('depleted');
  expect(await dieClass(page, 'black')).not.toContain('depleted');
  await card(page, 'restoration').click();
  const menu = page.getByTestId('card-menu');
  const strong = menu.getByTestId('play-strong');
  await expect(strong).toBeEnabled();
  await expect(strong).toContainText('green crystal');
  await expect(strong).toContainText('black die from the Source');
  await shot(page, 'night-spell-menu');
  await expectWhole(page, '[data-testid="card-menu"]');
  await german(page); // a click elsewhere closes the menu
  await card(page, 'restoration').click();
  await expect(strong).toContainText('Würfel (schwarz) aus der Quelle');
  await shot(page, 'night-spell-menu-de');
  await expectWhole(page, '[data-testid="card-menu"]');
  await english(page);
  await card(page, 'restoration').click();
  await strong.click();
  await expect(page.getByTestId('heal-hint')).toContainText('Healing 5');
  expect((await state(page)).turn?.played[0]?.manaPaid).toEqual(['green', 'black']);
  // Heal 5 (in a forest): each Wound in hand is one click.
  for (let i = 0; i < 2; i++) await card(page, 'wound').click();
  await expect(page.locator('[data-testid="hand-card"][data-card^="wound#"]')).toHaveCount(0);
  const healed = await state(page);
  expect(healed.players[0]?.hand.filter((c) => c.startsWith('wound#'))).toHaveLength(0);
  expect(healed.players[0]?.crystals.green).toBe(0);
  expect(healed.source.dice.find((d) => d.color === 'black')?.takenBy).toBe(0);

  // By Day the same spell offers only its basic effect: black mana cannot be used (MANA-2a).
  await load(page, { ...night, round: { ...night.round, time: 'day' } });
  expect(await dieClass(page, 'black')).toContain('depleted');
  await card(page, 'restoration').click();
  await expect(menu.getByTestId('play-basic')).toBeEnabled();
  await expect(menu.getByTestId('play-strong')).toBeDisabled();
});

test('a dungeon by Day: Night rules for mana, no units (sites.md 1.7)', async () => {
  const page = sharedPage();
  const s = withSite(
    lateTurn({
      time: 'day',
      hand: ['rage', 'rage', 'determination', 'march', 'swiftness'],
      dice: ['black', 'gold', 'red'],
      units: ['peasants'],
    }),
    '1,0',
    { type: 'dungeon' },
  );
  await load(page, s);
  await marchTo(page, '1,0');
  // By Day outside the fight: gold usable, black not.
  expect(await dieClass(page, 'black')).toContain('depleted');
  await page.getByTestId('site-enter-site').click();
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Adventure: Dungeon');
  await expect(page.getByTestId('combat-effects')).toContainText(
    'Units may not take part in this combat.',
  );
  await expect(page.getByTestId('night-rules')).toHaveText(
    'Night rules here: gold mana cannot be used, black mana can.',
  );
  // The Source follows the fight's Night rules: gold unusable, black usable.
  expect(await dieClass(page, 'gold')).toContain('depleted');
  expect(await dieClass(page, 'black')).not.toContain('depleted');
  await expect(page.locator('[data-testid="die"][data-color="gold"]')).toHaveAttribute(
    'title',
    /not usable \(Night\)/,
  );
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'block');
  await expectWhole(page, '[data-testid="combat-panel"] .combat-head');
  await german(page);
  await expect(page.getByTestId('night-rules')).toHaveText(
    'Hier gelten Nachtregeln: kein goldenes Mana, schwarzes Mana nutzbar.',
  );
  await shot(page, 'dungeon-block-de');
  await expectWhole(page, '[data-testid="combat-panel"] .combat-head');
});

test('a mage tower: assault, then learning a spell there at Night', async () => {
  const page = sharedPage();
  const s = withSite(
    lateTurn({
      time: 'day',
      hand: ['march', 'rage', 'rage', 'determination', 'swiftness'],
      dice: ['red', 'gold', 'blue'],
      fame: 5,
      level: 2,
    }),
    '0,-1',
    { type: 'mage-tower' },
    ['monks#9700'],
  );
  await load(page, s);
  await playCard(page, 'march', 'play-basic');
  await clickHex(page, '0,-1');
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Assault: Mage Tower');
  // COMBAT-FORT: assaulting a fortified site costs 1 Reputation.
  expect((await state(page)).players[0]?.reputation).toBe(-1);

  // Later, at Night, in the conquered tower: buy Mana Bolt (7 Influence + 1 blue mana).
  const t = lateTurn({
    time: 'night',
    at: '0,-1',
    hand: ['promise', 'promise', 'promise', 'promise', 'march'],
    dice: ['black', 'gold', 'blue'],
    crystals: { white: 1, blue: 1 },
  });
  const h = t.map.hexes['0,-1'];
  if (h) Object.assign(h, { site: { type: 'mage-tower' }, conquered: true, shields: [0] });
  await load(page, t);
  await page.getByTestId('site-interact').click();
  const site = page.getByTestId('site-panel');
  await expect(site).toContainText('Mana Bolt');
  for (let i = 0; i < 3; i++) await playCard(page, 'promise', 'play-basic');
  await playCard(page, 'promise', 'play-sideways-influence');
  await expect(page.getByTestId('influence-total')).toContainText('7');
  const bolt = page.locator('[data-testid="site-option"]', { hasText: 'Mana Bolt' });
  await bolt.getByTestId('option-buy').click();
  const ways = page.getByTestId('option-variant');
  if (await ways.first().isVisible()) {
    await shot(page, 'tower-buy-ways');
    await ways.filter({ hasText: 'blue crystal' }).first().click();
  }
  const after = await state(page);
  expect(after.players[0]?.deck[0]).toMatch(/^mana-bolt#/); // GAIN-3: on top of the Deed deck
  expect(after.players[0]?.crystals.blue).toBe(0);
  expect(after.offers.spells).not.toContain(s.offers.spells[0]);
  expect(after.offers.spells).toHaveLength(3); // GAIN-3a: replenished
});

test('ruins: an altar says what it asks; the tribute once per way; Fame to level 3 (END-6)', async () => {
  const page = sharedPage();
  const s = lateTurn({
    time: 'day',
    at: '4,-2',
    hand: ['march', 'rage', 'stamina', 'determination', 'swiftness'],
    dice: ['green', 'gold', 'blue'],
    crystals: { green: 3 },
    fame: 1,
    level: 1,
  });
  const h = s.map.hexes['4,-3'];
  if (h) h.ruins = { id: 'ruin-altar-green#9800', faceUp: true };
  const orcs = s.map.hexes['3,-2'];
  if (orcs) orcs.enemies = [];
  s.offers.skills = ['goldyx-flight']; // another hero's token in the common offer (END-6b.2)
  await load(page, s);
  const at = await hexPoint(page, '4,-3');
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('tip-ruins')).toHaveText(
    'Altar: a tribute of 3 mana (green, green, green) for 7 Fame',
  );
  await german(page);
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('tip-ruins')).toHaveText(
    'Altar: Tribut von 3 Mana (grün, grün, grün) für 7 Ruhm',
  );
  await english(page);
  await playCard(page, 'march', 'play-basic');
  await playCard(page, 'stamina', 'play-basic');
  await clickHex(page, '4,-3');
  await expect.poll(async () => (await state(page)).players[0]?.position).toBe('4,-3');
  const enter = page.getByTestId('site-enter-site');
  // three crystals; two crystals + the green die; two crystals + the gold die (by Day)
  await expect(enter).toHaveCount(3);
  await expect(enter.first()).toContainText('green crystal');
  await shot(page, 'altar');
  await expectWhole(page, '[data-testid="site-panel"]');
  await enter.filter({ hasNotText: 'die' }).click();
  expect((await state(page)).players[0]?.crystals.green).toBe(0);
  await page.getByTestId('end-turn').click();
  // Fame 1 → 8 crosses two rows: level 2 (skill + Advanced Action, END-6b) and level 3 (a new
  // Command token, END-6a).
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'level-skill');
  await expect(choice.getByTestId('level-own').getByTestId('level-skill-option')).toHaveCount(2);
  await expect(choice.getByTestId('level-common')).toContainText('Flight');
  await shot(page, 'levelup-skill');
  await expectWhole(page, '[data-testid="choice-panel"]');
  await choice.getByTestId('level-skill-option').first().click();
  await expect(choice).toHaveAttribute('data-kind', 'level-advanced-action');
  await expectWhole(page, '[data-testid="choice-panel"]');
  const offer = (await state(page)).offers.advancedActions;
  await choice.getByTestId('choice-card').first().click();
  await expect(page.getByTestId('command-tokens')).toContainText('0/2');
  const after = await state(page);
  const up = after.players[0];
  expect(up).toMatchObject({ level: 3, fame: 8 });
  expect(up?.skills).toHaveLength(1);
  // GAIN-3: the Advanced Action goes on top of the Deed deck; the offer is refilled (GAIN-3a)
  expect(offer).toContain(up?.deck[0]);
  expect(after.offers.advancedActions).not.toContain(up?.deck[0]);
  expect(after.offers.advancedActions).toHaveLength(offer.length);
});

test('spawning grounds: five Wounds in one fight knock Tovak out (COMBAT-DMG-5d)', async () => {
  const page = sharedPage();
  const s = withSite(
    lateTurn({
      time: 'day',
      hand: ['march', 'rage', 'determination', 'swiftness', 'stamina'],
      dice: ['red', 'gold', 'blue'],
    }),
    '1,0',
    { type: 'spawning-grounds' },
  );
  const gargoyle = enemyOnTop(s, 'brown', 'gargoyle');
  const minotaur = enemyOnTop(s, 'brown', 'minotaur');
  await load(page, s);
  await marchTo(page, '1,0');
  await page.getByTestId('site-enter-site').click();
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toContainText('Adventure: Spawning Grounds');
  expect((await state(page)).combat?.enemies.map((e) => e.id)).toEqual([minotaur, gargoyle]);
  await page.getByTestId('next-phase').click();
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'damage');
  // Minotaur: Brutal 5 = 10 damage on Armor 2 → 5 Wounds = the Hand limit: knocked out.
  const row = page.getByTestId('damage-row').first();
  await expect(row.getByTestId('damage-amount')).toHaveText('10');
  await row.locator('[data-testid="damage-target"][data-to="hero"]').click();
  await expect(row.getByTestId('damage-preview')).toContainText('5 Wounds into your hand');
  await expect(row.getByTestId('damage-preview')).toContainText(
    'Knocked out! Every non-Wound card in your hand is discarded',
  );
  await shot(page, 'knockout-preview');
  await row.getByTestId('assign-damage').click();
  const ko = await state(page);
  expect(ko.combat?.knockedOut).toBe(true);
  expect(ko.players[0]?.hand.every((c) => c.startsWith('wound#'))).toBe(true);
  expect(ko.players[0]?.hand).toHaveLength(5);
  await german(page);
  await shot(page, 'knockout-de');
});

test('the dummy runs out of cards: it announces the End of the Round (SCEN-DUMMY-7)', async () => {
  const page = sharedPage();
  const s = lateTurn({ time: 'day', hand: ['march', 'rage'] });
  const dummy = s.players[1];
  if (dummy) {
    dummy.discard = [...dummy.discard, ...dummy.deck];
    dummy.deck = [];
  }
  await load(page, s);
  await playCard(page, 'march', 'play-basic');
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'end-discard');
  await choice.getByTestId('choice-confirm').click();
  await page.getByTestId('action-dummy-turn').click();
  await shot(page, 'dummy-announces');
  const after = await state(page);
  expect(after.round.endAnnouncedBy).toBe(1);
  await expect(page.getByTestId('dummy-report')).toContainText(
    'Goldyx (dummy) has no cards left: it announces the End of the Round.',
  );
  await expect(page.getByTestId('status')).toContainText('End of the round announced');
  // ROUND-4b: Tovak's last turn, then the round ends and the Night round's tactics come.
  await playCard(page, 'rage', 'play-sideways-move');
  await page.getByTestId('end-turn').click();
  const end = page.getByTestId('choice-panel');
  await expect(end).toHaveAttribute('data-kind', 'end-discard');
  await end.getByTestId('choice-confirm').click();
  await expect.poll(async () => (await state(page)).round.number).toBe(2);
  const next = await state(page);
  expect(next.round).toMatchObject({ time: 'night', phase: 'tactics' });
});

test('an artifact thrown away for its strong effect; a unit ability paid with mana', async () => {
  const page = sharedPage();
  const s = lateTurn({
    time: 'day',
    hand: ['rage', 'wound', 'determination', 'march', 'banner-of-courage'],
    dice: ['black', 'gold', 'red'],
    units: ['herbalists', 'peasants'],
    crystals: { green: 2 },
    level: 3,
    fame: 9,
  });
  await load(page, s);
  await card(page, 'banner-of-courage').click();
  const menu = page.getByTestId('card-menu');
  // Nothing to ready: refused with the reason in words (UNIT-3b); the basic is a Banner (UNIT-8).
  await expect(menu.getByTestId('play-strong')).toBeDisabled();
  await expect(menu).toContainText('You have no spent unit to ready.');
  await expect(menu).toContainText('A Banner works when assigned to one of your units');
  await expect(menu).not.toContainText('banner-of-courage');
  await shot(page, 'artifact-refused');
  await german(page);
  await card(page, 'banner-of-courage').click();
  await expect(menu).toContainText('Du hast keine verausgabte Einheit');
  await shot(page, 'artifact-refused-de');
  await english(page);
  await page.keyboard.press('Escape');

  // A unit ability with a mana cost: Herbalists heal 2 for a green mana (the crystal).
  await page.getByTestId('unit-ability').filter({ hasText: 'Heal 2' }).click();
  await page.locator('button', { hasText: 'Pay with green crystal' }).click();
  await expect(page.getByTestId('heal-hint')).toContainText('Healing 2');
  expect((await state(page)).players[0]?.crystals.green).toBe(1);
  await card(page, 'wound').click();
  await expect(page.locator('[data-testid="hand-card"][data-card^="wound#"]')).toHaveCount(0);
  // Peasants fight for Tovak elsewhere and come back spent: Banner of Courage's strong effect
  // readies them, and the artifact is thrown away at the end of the turn (CARD-3c).
  await page.getByTestId('unit-ability').filter({ hasText: 'Move 2' }).click();
  await expect.poll(async () => (await state(page)).players[0]?.units[1]?.ready).toBe(false);
  await card(page, 'banner-of-courage').click();
  await page.getByTestId('card-menu').getByTestId('play-strong').click();
  expect((await state(page)).players[0]?.units.every((u) => u.ready)).toBe(true);
  await page.getByTestId('end-turn').click();
  const choice = page.getByTestId('choice-panel');
  if (await choice.isVisible()) await choice.getByTestId('choice-confirm').click();
  await expect(page.getByTestId('action-dummy-turn')).toBeVisible();
  const gone = (await state(page)).players[0];
  const all = [...(gone?.hand ?? []), ...(gone?.deck ?? []), ...(gone?.discard ?? [])];
  expect(all.some((c) => c.startsWith('banner-of-courage#'))).toBe(false);
});

test('a tomb at Night: Firestorm paid with black + red, a spell and an artifact as reward (END-5)', async () => {
  const page = sharedPage();
  const s = withSite(
    lateTurn({
      time: 'night',
      hand: ['march', 'fireball', 'rage', 'determination', 'swiftness'],
      dice: ['black', 'gold', 'blue'],
      crystals: { red: 1 },
      units: ['peasants'],
    }),
    '1,0',
    { type: 'tomb' },
  );
  const dragon = enemyOnTop(s, 'red', 'ice-dragon');
  await load(page, s);
  await marchTo(page, '1,0');
  await page.getByTestId('site-enter-site').click();
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toContainText('Tomb');
  // a single enemy is the target already
  await expect(page.getByTestId('declare-attack')).toContainText('Ice Dragon');
  expect((await state(page)).combat?.enemies.map((e) => e.id)).toEqual([dragon]);
  await page.getByTestId('declare-attack').click();
  await expect(page.getByTestId('night-rules')).toBeVisible();
  await expect(page.getByTestId('combat-effects')).toContainText(
    'Units may not take part in this combat.',
  );
  await card(page, 'fireball').click();
  const strong = page.getByTestId('card-menu').getByTestId('play-strong');
  await expect(strong).toContainText('red crystal');
  await expect(strong).toContainText('black die from the Source');
  await shot(page, 'tomb-fireball-menu');
  await strong.click();
  await expect(page.getByTestId('column-effective')).toHaveText('8');
  await page.getByTestId('resolve-column').click();
  await expect(page.getByTestId('summary-fame')).toHaveText('+8');
  await expect(page.getByTestId('summary-wounds')).toContainText('1'); // Firestorm's own Wound
  await page.getByTestId('summary-continue').click();
  const before = await state(page);
  const offered = before.offers.spells[0];
  await page.getByTestId('end-turn').click();
  // END-5: the Tomb's rewards — a Spell from the offer, then an Artifact.
  const choice = page.getByTestId('choice-panel');
  await expect(choice).toHaveAttribute('data-kind', 'reward-spell');
  await shot(page, 'tomb-reward-spell');
  await expectWhole(page, '[data-testid="choice-panel"]');
  await choice.getByTestId('choice-option').first().click();
  await expect(choice).toHaveAttribute('data-kind', 'reward-artifact');
  await expectWhole(page, '[data-testid="choice-panel"]');
  await choice.getByTestId('choice-option').first().click();
  const won = (await state(page)).players[0];
  const cards = [...(won?.hand ?? []), ...(won?.deck ?? [])];
  expect(cards).toContain(offered);
  expect(cards.filter((c) => before.decks.artifacts.includes(c))).toHaveLength(1);
});

// Sites and units through the screen: interact in a village, play Influence into the site panel,
// recruit Peasants and use them; fight two orcs with the unit's block dragged into the column and
// the unit taking damage (previewed); back in a village, buy Healing and heal the unit. The set-up
// of each turn is prepared by editing the engine state; the rest is clicks and drags.
import { expect, test, type Page } from '@playwright/test';
import type { GameState } from '../src/engine';
import { dropCard, editState, mapInfo, neighbours, startSolo, state } from './mk-helpers';

type Turn = NonNullable<GameState['turn']>;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png` });
}

const WALKABLE = ['plains', 'hills', 'forest', 'wasteland', 'desert'];

/** A village (or a free hex made into one) and a free hex with two free neighbours. */
function places(hexes: GameState['map']['hexes']) {
  const free = (k: string) => {
    const h = hexes[k];
    return !!h && WALKABLE.includes(h.terrain) && !h.site && h.enemies.length === 0 && !h.ruins;
  };
  const keys = Object.keys(hexes).sort();
  let battle: [string, string, string] | null = null;
  for (const k of keys) {
    if (!free(k)) continue;
    const n = neighbours(k).filter(free);
    if (n.length >= 2 && n[0] && n[1]) {
      battle = [k, n[0], n[1]];
      break;
    }
  }
  if (!battle) throw new Error('no battle ground');
  const used = new Set(battle);
  const village =
    keys.find((k) => hexes[k]?.site?.type === 'village') ??
    keys.find((k) => free(k) && !used.has(k));
  if (!village) throw new Error('no village');
  return { village, battle };
}

/** A fresh turn of player 0 at `hero` with this hand. */
function freshTurn(
  s: GameState,
  a: { turn: Turn; hero: string; hand: string[]; serial: number; village?: string },
) {
  const p = s.players[0];
  if (!p) throw new Error('no player');
  s.turn = JSON.parse(JSON.stringify(a.turn)) as Turn;
  s.turn.path = [a.hero];
  s.combat = null;
  s.pending = [];
  p.position = a.hero;
  p.hand = a.hand.map((c, i) => `${c}#${a.serial + i}`);
  if (a.village) {
    const h = s.map.hexes[a.village];
    if (h && !h.site) h.site = { type: 'village' };
  }
}

test('recruit a unit in a village, use it in a fight, and heal it', async ({ page }) => {
  // three scenes in one test (recruit, fight, heal) with motion on: over 30 s on a loaded CI
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSolo(page);
  const turn0 = (await state(page)).turn;
  if (!turn0) throw new Error('no turn');
  const { hexes } = await mapInfo(page);
  const { village, battle } = places(hexes);

  // ---------------------------------------------------------------- 1. recruit in a village
  await editState(
    page,
    (s: GameState, a: { turn: Turn; village: string }) => {
      const p = s.players[0];
      if (!p) return;
      s.turn = JSON.parse(JSON.stringify(a.turn)) as Turn;
      s.turn.path = [a.village];
      p.position = a.village;
      p.hand = ['promise#9100', 'promise#9101', 'march#9102', 'rage#9103', 'swiftness#9104'];
      const h = s.map.hexes[a.village];
      if (h && !h.site) h.site = { type: 'village' };
      s.offers.units.unshift('peasants#9200');
    },
    { turn: turn0, village },
  );
  const dock = page.getByTestId('site-panel');
  await expect(dock).toBeVisible();
  await expect(dock).toContainText('Village');
  await expect(page.getByTestId('site-reputation')).toContainText('Reputation 0');
  // Clicking the hero's own site on the map opens the site's details.
  const at = await page.evaluate((k) => window.mk?.focusHex(k) ?? null, village);
  if (!at) throw new Error('no board');
  await page.waitForTimeout(100);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('site-options')).toBeVisible();
  const peasants = page.locator('[data-testid="site-option"][data-key="units:peasants"]');
  await expect(peasants).toBeVisible();
  await expect(peasants.getByTestId('option-price')).toHaveText('4');
  await expect(peasants.getByTestId('option-buy')).toBeDisabled();
  await shot(page, 'sites-1-village');

  await page.getByTestId('site-interact').click();
  await expect(page.getByTestId('influence-total')).toHaveText('0');
  await dropCard(page, 'promise', '[data-testid="influence-box"]', 'play-basic');
  await expect(page.getByTestId('influence-total')).toHaveText('2');
  await expect(peasants.getByTestId('option-buy')).toBeDisabled();
  await dropCard(page, 'promise', '[data-testid="influence-box"]', 'play-basic');
  await expect(page.getByTestId('influence-total')).toHaveText('4');
  await expect(peasants.getByTestId('option-buy')).toBeEnabled();
  await shot(page, 'sites-2-interacting');
  await peasants.getByTestId('option-buy').click();
  await expect(page.getByTestId('influence-total')).toHaveText('0');

  const tile = page.locator('[data-testid="units-area"]').first().getByTestId('unit-tile');
  await expect(tile).toHaveCount(1);
  await expect(tile).toHaveAttribute('data-status', 'ready');
  // Use it: the new unit's Influence 2 ability (INTERACT-4a.2: usable at once).
  await tile.locator('[data-testid="unit-ability"][data-ability="1"]').click();
  await expect(page.getByTestId('influence-total')).toHaveText('2');
  await expect(tile).toHaveAttribute('data-status', 'spent');
  await shot(page, 'sites-3-recruited');

  // ---------------------------------------------------------------- 2. fight with the unit
  const [hero, orcA, orcB] = battle;
  await editState(
    page,
    (s: GameState, a: { turn: Turn; hero: string; orcA: string; orcB: string }) => {
      const p = s.players[0];
      if (!p) return;
      s.turn = JSON.parse(JSON.stringify(a.turn)) as Turn;
      s.turn.path = [a.hero];
      s.combat = null;
      p.position = a.hero;
      p.hand = ['rage#9110', 'rage#9111', 'determination#9112', 'march#9113', 'swiftness#9114'];
      for (const u of p.units) u.ready = true;
      const A = s.map.hexes[a.orcA];
      const B = s.map.hexes[a.orcB];
      if (!A || !B) return;
      A.site = { type: 'orcs' };
      A.enemies = [{ id: 'prowlers#9301', faceUp: true }];
      B.site = { type: 'orcs' };
      B.enemies = [{ id: 'diggers#9302', faceUp: true }];
    },
    { turn: turn0, hero, orcA, orcB },
  );
  await expect(page.getByTestId('encounter')).toBeVisible();
  await page.getByTestId('challenge-all').click();
  const panel = page.getByTestId('combat-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('enemy-card')).toHaveCount(2);
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'block');

  // Block the Prowlers (4) with the Peasants' ability dragged in (2) and Rage (2).
  await page
    .locator('[data-testid="enemy-card"][data-enemy^="prowlers"] [data-testid="block-attack"]')
    .click();
  const COLUMN = '[data-testid="combat-column"]';
  const ability = page.locator(
    '[data-testid="combat-effects"] [data-testid="unit-ability"][data-ability="0"]',
  );
  await expect(ability).toBeEnabled();
  await ability.dragTo(page.locator(COLUMN));
  await expect(page.getByTestId('column-effective')).toHaveText('2');
  await expect(page.getByTestId('column-entry')).toContainText('Peasants');
  await dropCard(page, 'rage', COLUMN, 'play-basic');
  await expect(page.getByTestId('column-effective')).toHaveText('4');
  await shot(page, 'sites-4-unit-blocks');
  await page.getByTestId('resolve-column').click();
  await page.getByTestId('next-phase').click();
  await expect(panel).toHaveAttribute('data-phase', 'damage');

  // The Diggers' 3 damage goes to the (spent, unwounded) Peasants: previewed, then assigned.
  const row = page.getByTestId('damage-row').first();
  await expect(row.getByTestId('damage-amount')).toHaveText('3');
  await row.locator('[data-testid="damage-target"][data-to^="peasants"]').click();
  await expect(page.getByTestId('damage-preview')).toContainText('Peasants is wounded');
  await expect(page.getByTestId('damage-preview')).toContainText('No damage left over');
  await shot(page, 'sites-5-damage-to-unit');
  await page.getByTestId('assign-damage').click();
  await expect(panel).toHaveAttribute('data-phase', 'attack');

  // Attack both (Armor 3 + 3): Rage 2, Determination 2, March and Swiftness sideways 1 + 1.
  for (const card of await page.getByTestId('enemy-target').all()) await card.click();
  await page.getByTestId('declare-attack').click();
  await expect(page.getByTestId('column-goal')).toHaveText('6');
  await dropCard(page, 'rage', COLUMN, 'play-basic');
  await dropCard(page, 'determination', COLUMN, 'play-basic');
  await dropCard(page, 'march', COLUMN, 'play-sideways-attack');
  await dropCard(page, 'swiftness', COLUMN, 'play-sideways-attack');
  await expect(page.getByTestId('column-needed')).toHaveAttribute('data-needed', '0');
  await page.getByTestId('resolve-column').click();
  await expect(page.getByTestId('combat-summary')).toBeVisible();
  await expect(page.getByTestId('combat-summary')).toContainText('Peasants');
  await shot(page, 'sites-6-summary');
  await page.getByTestId('summary-continue').click();
  const wounded = page.locator('[data-testid="units-area"]').first().getByTestId('unit-tile');
  await expect(wounded).toHaveAttribute('data-status', 'wounded');
  await expect(wounded.getByTestId('unit-wounds')).toHaveText('1 Wound');

  // ---------------------------------------------------------------- 3. heal it in a village
  await editState(page, freshTurn, {
    turn: turn0,
    hero: village,
    hand: ['promise', 'promise', 'march', 'rage', 'swiftness'],
    serial: 9120,
    village,
  });
  await page.getByTestId('site-interact').click();
  const start = (await state(page)).turn?.influencePoints ?? 0;
  await expect(page.getByTestId('influence-total')).toHaveText(String(start));
  await dropCard(page, 'promise', '[data-testid="influence-box"]', 'play-basic');
  await dropCard(page, 'promise', '[data-testid="influence-box"]', 'play-basic');
  await expect(page.getByTestId('influence-total')).toHaveText(String(start + 4));
  const heal = page.locator('[data-testid="site-option"][data-key="healing:heal"]');
  await expect(heal.getByTestId('option-price')).toHaveText('3');
  await heal.getByTestId('option-buy').click();
  await expect(page.getByTestId('heal-points')).toContainText('1');
  await expect(page.getByTestId('influence-total')).toHaveText(String(start + 1));
  await shot(page, 'sites-7-healing');
  await wounded.getByTestId('unit-heal').click();
  await expect(wounded).not.toHaveAttribute('data-status', 'wounded');
  await expect(wounded.getByTestId('unit-wounds')).toHaveCount(0);
  const s = await state(page);
  expect(s.players[0]?.units[0]?.wounds).toBe(0);
  await shot(page, 'sites-8-healed');
  expect(errors).toEqual([]);
});

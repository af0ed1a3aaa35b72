// Scenarios through the screen: a Solo Conquest with city levels 3 and 4 chosen on the start screen
// (map, offers, goal panel), driven to its end through window.mk (both cities conquered in a
// prepared state, then turns until game over); the final score screen shows every line of
// state.gameOver with its numbers, and the result appears in the score history on the start
// screen. A 2-player Full Conquest hotseat game, a Full Cooperation game (with its dummy) and
// Conquer and Hold (face-down tiles) are set up from the start screen.
// Screenshots go to /tmp/scenario-screens/ (Playwright empties test-results at every run).
import { expect, test, type Page } from '@playwright/test';
import type { GameState } from '../src/engine';
import { editState, paintedPixels, playToEnd, state } from './mk-helpers';

const SHOTS = '/tmp/scenario-screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!e.message.includes('ServiceWorker')) errors.push(e.message);
  });
  return errors;
}

/** A fresh start screen in English, with no remembered choices or score history. */
async function freshStart(page: Page): Promise<void> {
  await page.goto('/?test');
  await page.evaluate(() => {
    localStorage.removeItem('mk.startPrefs');
    localStorage.removeItem('mk.scoreHistory');
  });
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('lang-en').click();
}

/** Through the test hook: tactics and the dummy's turns until it is player 0's own decision. */
async function toMyTurn(page: Page): Promise<void> {
  await page.evaluate(() => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    for (let i = 0; i < 60; i++) {
      const s = mk.getState();
      if (s?.turn?.player === 0 && s.pending.length === 0) return;
      const legal = mk.legalActions();
      const a =
        legal.find((x) => x.type === 'choose-tactic') ??
        legal.find((x) => x.type === 'dummy-turn') ??
        legal.find((x) => x.type === 'choose');
      if (!a) throw new Error(`stuck: ${JSON.stringify(legal.slice(0, 3))}`);
      mk.dispatch(a);
    }
  });
}

/** Empty spaces of the map (no site, passable) to put the cities of a prepared state on. */
function freeSpaces(s: GameState): string[] {
  const taken = new Set(s.players.map((p) => p.position));
  return Object.keys(s.map.hexes).filter((k) => {
    const h = s.map.hexes[k];
    return h && !h.site && !taken.has(k) && !['lake', 'mountain', 'sea'].includes(h.terrain);
  });
}

/** Every city of the scenario conquered, led by the given players (a prepared end state). */
function allCities(s: GameState, a: { hexes: string[]; leaders: number[]; fame: number[] }) {
  a.fame.forEach((f, i) => {
    const p = s.players[i];
    if (p) p.fame = f;
  });
  a.leaders.forEach((leader, i) => {
    const hex = a.hexes[i] ?? '';
    const h = s.map.hexes[hex];
    if (!h) throw new Error('no hex');
    const color = (['white', 'blue', 'red', 'green'] as const)[i] ?? 'white';
    h.site = { type: 'city', city: color };
    h.enemies = [];
    s.cities.push({
      color,
      level: 4,
      hex,
      garrison: [],
      shields: [leader],
      conquered: true,
      leader,
    });
  });
}

/** Every line of every sheet of state.gameOver is on the score screen with its points. */
async function expectScoreLines(page: Page, over: NonNullable<GameState['gameOver']>) {
  await expect(page.getByTestId('score-column')).toHaveCount(over.scores.length);
  for (const sheet of over.scores) {
    const who = String(sheet.player);
    for (const line of sheet.lines) {
      const cell = page.locator(
        `[data-testid="score-line"][data-line="${line.id}"] [data-testid="score-cell"][data-player="${who}"]`,
      );
      await expect(cell).toHaveAttribute('data-points', String(line.points));
    }
    await expect(page.locator(`[data-testid="score-total"][data-player="${who}"]`)).toHaveText(
      String(sheet.total),
    );
  }
}

/** Both cities conquered by player 0 in round 3 (Day), with things to score in every category. */
function conquered(s: GameState, a: { cities: [string, string]; levels: number[] }) {
  const p = s.players[0];
  if (!p) throw new Error('no player');
  p.fame = 47;
  p.deck.push('fireball#9101', 'fire-bolt#9102', 'banner-of-glory#9103', 'wound#9104');
  p.units.push({ id: 'peasants#9105', ready: true, wounds: 0 });
  p.crystals.blue = 3;
  s.round.number = 3;
  a.cities.forEach((hex, i) => {
    const h = s.map.hexes[hex];
    if (!h) throw new Error('no hex');
    h.site = { type: 'city', city: i === 0 ? 'white' : 'blue' };
    h.enemies = [];
    s.cities.push({
      color: i === 0 ? 'white' : 'blue',
      level: a.levels[i] ?? 3,
      hex,
      garrison: [],
      shields: [0],
      conquered: true,
      leader: 0,
    });
  });
}

test('Solo Conquest with city levels 3 and 4: start, play to the end, score, history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await freshStart(page);

  // ---- the start screen: scenario, hero, city levels 3 and 4, seed
  await page.getByTestId('scenario-solo-conquest').click();
  await expect(page.getByTestId('facts-solo-conquest')).toHaveText(
    '1 player · 6 rounds: 3 Days, 3 Nights',
  );
  await page.getByTestId('hero-0-tovak').click();
  await expect(page.getByTestId('city-level-0')).toHaveText('5');
  await expect(page.getByTestId('city-level-1')).toHaveText('8');
  for (let i = 0; i < 2; i++) await page.getByTestId('city-level-0-down').click();
  for (let i = 0; i < 4; i++) await page.getByTestId('city-level-1-down').click();
  await expect(page.getByTestId('city-level-0')).toHaveText('3');
  await expect(page.getByTestId('city-level-1')).toHaveText('4');
  await page.getByTestId('seed-input').fill('4242');
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await shot(page, '01-start-solo-levels');
  await page.getByTestId('start-button').click();

  // ---- the game: the setup, the map, the offers, the goal panel
  await expect(page.getByTestId('game-screen')).toBeVisible();
  const s0 = await state(page);
  expect(s0.setup).toMatchObject({
    scenario: 'solo-conquest',
    seed: 4242,
    players: [{ hero: 'tovak', kind: 'human' }],
    options: { cityLevels: [3, 4] },
  });
  expect(s0.players.at(-1)?.kind).toBe('dummy');
  await expect.poll(() => paintedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);
  await expect(page.getByTestId('offers')).toBeVisible();
  expect(await page.getByTestId('offer-unit').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('hand-card')).toHaveCount(5);
  const panel = page.getByTestId('scenario-panel');
  await expect(panel).toContainText('Cities conquered: 0 of 2');
  await expect(page.getByTestId('scenario-row-hidden')).toContainText('3, 4');
  await shot(page, '02-solo-game');

  // ---- to the end: both cities conquered, then turns until the game is over
  await toMyTurn(page);
  const hexes = Object.keys((await state(page)).map.hexes).filter((k) => {
    const h = s0.map.hexes[k];
    return h && !h.site && h.terrain !== 'lake' && h.terrain !== 'mountain';
  });
  const me = (await state(page)).players[0]?.position;
  const cities = hexes.filter((k) => k !== me).slice(-2) as [string, string];
  await editState(page, conquered, { cities, levels: [3, 4] });
  await expect(panel).toContainText('Cities conquered: 2 of 2');
  const over = await playToEnd(page);
  expect(over.victory).toBe(true);
  expect(over.winners).toEqual([0]);

  // ---- the score screen: every line with the engine's numbers
  const score = page.getByTestId('score-screen');
  await expect(score).toBeVisible();
  await expect(page.getByTestId('score-verdict')).toHaveText('Victory!');
  await expect(page.getByTestId('score-mission')).toContainText('Every city has been conquered');
  const sheet = over.scores[0];
  if (!sheet) throw new Error('no score sheet');
  await expect(page.getByTestId('score-line')).toHaveCount(sheet.lines.length);
  for (const line of sheet.lines) {
    const row = page.locator(`[data-testid="score-line"][data-line="${line.id}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('score-cell')).toHaveAttribute('data-points', String(line.points));
    // each line names its scenario rule: a link (by the rule's name) to the rules reference
    const rule = row.locator('.rule-id .rule-link').first();
    await expect(rule).toHaveAttribute('data-rule', /^SCEN-/);
    await expect(rule).not.toHaveText(/^SCEN-/);
  }
  const ids = sheet.lines.map((l) => l.id);
  expect(ids).toEqual(
    expect.arrayContaining([
      'fame',
      'greatest-knowledge',
      'greatest-beating',
      'cities-conquered',
      'all-cities',
      'rounds-saved',
      'dummy-deck',
      'round-not-announced',
    ]),
  );
  const line = (id: string) => sheet.lines.find((l) => l.id === id)?.points;
  expect(line('cities-conquered')).toBe(20);
  expect(line('all-cities')).toBe(15);
  expect(line('rounds-saved')).toBe(90);
  await expect(page.getByTestId('score-total')).toHaveText(String(sheet.total));
  await expect(page.getByTestId('score-recorded')).toBeVisible();
  await score.screenshot({ path: `${SHOTS}/03-score-solo.png` });

  // ---- back to the start screen: the result is in the history for Tovak, cities 3 · 4
  await page.getByTestId('score-back').click();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(page.getByTestId('city-level-0')).toHaveText('3'); // remembered
  await expect(page.getByTestId('city-level-1')).toHaveText('4');
  const best = page.getByTestId('history-best');
  await expect(best).toHaveAttribute('data-score', String(sheet.total));
  await expect(best).toHaveAttribute('data-victory', 'true');
  await expect(best).toHaveAttribute('data-rounds', '3');
  await expect(page.getByTestId('history-recent')).toHaveCount(1);
  await expect(page.getByTestId('history-panel')).toContainText(
    'Tovak · Solo Conquest · cities 3 · 4',
  );
  await page.getByTestId('history-panel').screenshot({ path: `${SHOTS}/04-history.png` });
  // other levels: no record yet
  await page.getByTestId('city-level-1-up').click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Full Conquest, 2 players hotseat: set up from the start screen', async ({ page }) => {
  const errors = watchErrors(page);
  await freshStart(page);
  await page.getByTestId('scenario-full-conquest').click();
  await expect(page.getByTestId('players-1')).toBeDisabled();
  await expect(page.getByTestId('players-2')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('hero-0-norowas').click();
  await page.getByTestId('hero-1-wolfhawk').click();
  await expect(page.getByTestId('city-level-0')).toHaveText('4');
  await expect(page.getByTestId('city-level-1')).toHaveText('4');
  await page.getByTestId('variants-toggle').click(); // the variants are folded
  await expect(page.getByTestId('variant-no-pvp')).toBeVisible();
  await expect(page.getByTestId('variant-coop-assault')).toBeVisible();
  await expect(page.getByTestId('dummy-hero')).toHaveCount(0);
  await page.getByTestId('seed-input').fill('77');
  await shot(page, '05-start-full-conquest');
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('game-screen')).toBeVisible();
  const handoff = page.getByTestId('handoff');
  await expect(handoff).toBeVisible();
  const s = await state(page);
  expect(s.setup.players).toEqual([
    { hero: 'norowas', kind: 'human' },
    { hero: 'wolfhawk', kind: 'human' },
  ]);
  expect(s.players).toHaveLength(2); // no dummy in a competitive game
  expect(s.setup.options?.cityLevels ?? [4, 4]).toEqual([4, 4]);
  await handoff.getByRole('button').click();
  await expect(handoff).toBeHidden();
  await expect(page.getByTestId('player-0')).toBeVisible();
  await expect(page.getByTestId('player-1')).toBeVisible();
  await expect(page.getByTestId('tactic-picker')).toBeVisible();
  await expect(page.getByTestId('scenario-panel')).toContainText('Cities conquered: 0 of 2');
  await expect(page.getByTestId('scenario-row-hidden')).toContainText('4, 4');
  await expect(page.getByTestId('scenario-row-rounds')).toHaveText('5 rounds left after this one');
  await expect.poll(() => paintedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);
  await shot(page, '06-full-conquest');

  // to the end: a city each (SCEN-FULL-CONQ-3), then the last turns; one column per player
  await editState(page, allCities, {
    hexes: freeSpaces(s).slice(-2),
    leaders: [0, 1],
    fame: [31, 24],
  });
  const over = await playToEnd(page);
  await expect(page.getByTestId('score-screen')).toBeVisible();
  await expect(page.getByTestId('score-mission')).toContainText('Every city has been conquered');
  await expectScoreLines(page, over);
  await expect(page.locator('[data-line="title-city-conqueror"]')).toHaveCount(1);
  await expect(page.getByTestId('score-winners')).toContainText(
    over.winners.map((w) => (w === 0 ? 'Norowas' : 'Wolfhawk')).join(', '),
  );
  await page
    .getByTestId('score-screen')
    .screenshot({ path: `${SHOTS}/09-score-full-conquest.png` });
  expect(errors).toEqual([]);
});

test('Full Cooperation: set up from the start screen, with the dummy player', async ({ page }) => {
  const errors = watchErrors(page);
  await freshStart(page);
  await page.getByTestId('scenario-full-cooperation').click();
  await expect(page.getByTestId('players-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('players-4')).toBeDisabled();
  await page.getByTestId('hero-0-goldyx').click();
  await page.getByTestId('hero-1-braevalar').click();
  await page.getByTestId('dummy-hero').selectOption('krang');
  await expect(page.getByTestId('city-level-2')).toHaveText('8');
  await expect(page.getByTestId('variant-no-pvp')).toHaveCount(0); // cooperative: no PvP at all
  await page.getByTestId('start-button').click();

  await expect(page.getByTestId('game-screen')).toBeVisible();
  const s = await state(page);
  expect(s.players).toHaveLength(3);
  expect(s.players[2]).toMatchObject({ hero: 'krang', kind: 'dummy' });
  expect(s.setup.options?.dummyHero).toBe('krang');
  const handoff = page.getByTestId('handoff');
  if (await handoff.isVisible()) await handoff.getByRole('button').click();
  // SCEN-FULL-COOP-4a: the dummy (Krang) has drawn its tactic first; the players choose now
  await expect(page.getByTestId('turn-order')).toContainText('Krang');
  await expect(page.getByTestId('turn-order')).toContainText('dummy');
  await expect(page.getByTestId('tactic-picker')).toContainText('taken by Krang');
  await expect(page.getByTestId('scenario-panel')).toContainText('Cities conquered: 0 of 3');
  await expect(page.getByTestId('scenario-row-hidden')).toContainText('5, 5, 8');
  await shot(page, '07-full-cooperation');

  // to the end: all three cities conquered together; one team score, a victory for all
  await editState(page, allCities, {
    hexes: freeSpaces(s).slice(-3),
    leaders: [0, 1, 0],
    fame: [22, 17],
  });
  const over = await playToEnd(page);
  expect(over.victory).toBe(true);
  await expect(page.getByTestId('score-verdict')).toHaveText('Victory!');
  await expect(page.getByTestId('score-column')).toHaveAttribute('data-player', 'team');
  await expectScoreLines(page, over);
  await expect(
    page.locator('[data-line="lowest-fame"] [data-testid="score-cell"]'),
  ).toHaveAttribute('data-points', '17');
  await expect(
    page.locator('[data-line="every-player-leads"] [data-testid="score-cell"]'),
  ).toHaveAttribute('data-points', '10');
  await page.getByTestId('score-screen').screenshot({ path: `${SHOTS}/10-score-cooperation.png` });
  expect(errors).toEqual([]);
});

test('Conquer and Hold: the face-down tiles are drawn as their backs', async ({ page }) => {
  const errors = watchErrors(page);
  await freshStart(page);
  await page.getByTestId('scenario-conquer-and-hold').click();
  await expect(page.getByTestId('city-levels')).toHaveCount(0);
  await page.getByTestId('seed-input').fill('12');
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  const handoff = page.getByTestId('handoff');
  await handoff.getByRole('button').click();
  const s = await state(page);
  expect(s.map.hidden).toHaveLength(6);
  await expect(page.getByTestId('scenario-row-down')).toHaveText('Face-down tiles: 6');
  await page.getByTestId('fit-map').click();
  await page.waitForTimeout(200);
  // the seal at the centre of each face-down tile is painted
  for (const h of s.map.hidden ?? []) {
    const at = await page.evaluate((p) => window.mk?.tileToScreen(p) ?? null, h.pos);
    if (!at) throw new Error('no board');
    const painted = await page.evaluate(({ x, y }) => {
      for (const c of Array.from(
        document.querySelectorAll<HTMLCanvasElement>('[data-testid="board"] canvas'),
      )) {
        const r = c.getBoundingClientRect();
        const ctx = c.getContext('2d');
        if (!ctx) continue;
        const sx = ((x - r.left) * c.width) / r.width;
        const sy = ((y - r.top) * c.height) / r.height;
        const d = ctx.getImageData(Math.round(sx), Math.round(sy), 1, 1).data;
        if ((d[3] ?? 0) > 0) return true;
      }
      return false;
    }, at);
    expect(painted, h.pos).toBe(true);
  }
  await shot(page, '08-conquer-and-hold');
  expect(errors).toEqual([]);
});

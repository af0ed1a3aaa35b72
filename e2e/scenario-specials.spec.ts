// The special scenarios through the screen, from prepared states (built with the engine's public
// API and loaded with window.mk.loadState): what makes each of them special — Mines Liberation
// (entering a guarded mine, the liberation score), Druid Nights (the incantation and its refusal),
// Dungeon Lords (tunnels), Only One Returns (the portal closing, the return home), Conquer and Hold
// (held keeps and towers, the victory points) and Blitz Cooperation (its long score sheet) — in
// English and German at 1280×800. Screenshots go to test-results/scenario-specials/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createGame, type GameState, type ScenarioId } from '../src/engine';
import { copy, toFirstTurn } from '../src/ui/test-state-kit';
import { playToEnd } from './mk-helpers';
import { state } from './play-helpers';

const SHOTS = 'test-results/scenario-specials';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

test.use({ viewport: { width: 1280, height: 800 } });

/** A 2-player hotseat game (Tovak, Goldyx; seed 7) at the first turn of round 1. */
function game(scenario: ScenarioId): GameState {
  return copy(
    toFirstTurn(
      createGame({
        scenario,
        players: [
          { hero: 'tovak', kind: 'human' },
          { hero: 'goldyx', kind: 'human' },
        ],
        seed: 7,
      }),
    ),
  );
}

/** The hero whose turn it is stands on `hex` (at the start of the turn). */
function standOn(s: GameState, hex: string): GameState {
  const p = s.players[s.turn?.player ?? 0];
  if (!p || !s.turn) throw new Error('no turn');
  p.position = hex;
  s.turn.path = [hex];
  return s;
}

const hexOf = (s: GameState, ok: (h: GameState['map']['hexes'][string]) => boolean): string => {
  const k = Object.keys(s.map.hexes).find((x) => {
    const h = s.map.hexes[x];
    return !!h && ok(h);
  });
  if (!k) throw new Error('no such hex');
  return k;
};
const emptyPlains = (s: GameState) =>
  Object.keys(s.map.hexes).filter((k) => {
    const h = s.map.hexes[k];
    return h && !h.site && h.terrain === 'plains' && h.enemies.length === 0;
  });

async function load(page: Page, s: GameState, lang: 'en' | 'de' = 'en'): Promise<void> {
  await page.evaluate((x) => window.mk?.loadState(x), s);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await passDevice(page);
  // the EN/DE switch of the top bar
  const on = page
    .getByRole('banner')
    .getByRole('button', { name: lang.toUpperCase(), exact: true });
  if ((await on.getAttribute('aria-pressed')) !== 'true') await on.click();
  await expect(on).toHaveAttribute('aria-pressed', 'true');
}

async function passDevice(page: Page): Promise<void> {
  const handoff = page.getByTestId('handoff');
  if (await handoff.isVisible()) await handoff.locator('button.primary').click();
  await expect(handoff).toBeHidden();
}

/** `inner` lies wholly inside `outer` (nothing cut off). */
async function inside(inner: Locator, outer: Locator): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error('not rendered');
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/?test');
  await page.waitForFunction(() => !!window.mk);
});

test('Mines Liberation: enter a guarded mine (both guards, night rules); the liberation score', async ({
  page,
}) => {
  const s = game('mines-liberation');
  const mine = hexOf(s, (h) => h.site?.type === 'crystal-mine' || h.site?.type === 'deep-mine');
  expect(s.map.hexes[mine]?.enemies.map((e) => e.faceUp)).toEqual([true, false]); // SCEN-MINES-4a
  await load(page, standOn(s, mine), 'de');
  const liberate = page.getByTestId('scenario-action-liberate-mine');
  await expect(liberate).toBeEnabled();
  await liberate.click();
  const combat = (await state(page)).combat;
  expect(combat?.enemies).toHaveLength(2); // SCEN-MINES-4b: both guards
  await expect(page.getByTestId('game-screen')).toContainText('Nachtregeln');
  await shot(page, 'mines-combat-de');

  // The last round ends with one liberated countryside mine: 4 Fame and the title (SCEN-MINES-6).
  const end = game('mines-liberation');
  end.round.number = 4;
  end.round.time = 'night';
  const h = end.map.hexes[mine];
  if (!h) throw new Error('no mine');
  h.conquered = true;
  h.shields = [0];
  h.enemies = [];
  await load(page, end);
  await playToEnd(page);
  const line = (id: string) =>
    page.locator(
      `[data-testid="score-line"][data-line="${id}"] [data-testid="score-cell"][data-player="0"]`,
    );
  await expect(line('mines-liberated')).toHaveAttribute('data-points', '4');
  await expect(page.getByTestId('score-mission')).toContainText('still held');
  await shot(page, 'mines-score-en');
});

test('Druid Nights: the incantation summons a monster per marked glade; refused on a village, with its rule', async ({
  page,
}) => {
  const s = game('druid-nights');
  s.round.number = 2;
  s.round.time = 'night';
  const me = s.turn?.player ?? 0;
  const glades = Object.values(s.map.hexes).filter((h) => h.site?.type === 'magical-glade');
  expect(glades.length).toBeGreaterThanOrEqual(2);
  for (const g of glades.slice(0, 2)) g.shields.push(me);
  const village = hexOf(s, (h) => h.site?.type === 'village');

  // On a village: refused, and the refusal names SCEN-DRUID-4b, whole inside the scenario bar.
  await load(page, standOn(copy(s), village), 'de');
  const chant = page.getByTestId('scenario-action-incantation');
  await expect(chant).toBeDisabled();
  await expect(chant).toHaveText('Beschwörung vollziehen (2 Monster)');
  const why = page.getByTestId('scenario-why-incantation');
  // the rule is shown by its name, a link to the rules reference at SCEN-DRUID-4b (issue 17)
  await expect(why).toHaveText(
    'Die Beschwörung kann nicht auf einem bewohnten Feld vollzogen werden. (Beschwörung in der ersten Nacht)',
  );
  await expect(why.locator('.rule-link')).toHaveAttribute('data-rule', 'SCEN-DRUID-4b');
  await inside(why, page.getByTestId('scenario-actions'));
  // the rule's name is never broken across lines
  const rule = why.locator('.scen-rule');
  const box = await rule.boundingBox();
  expect(box?.height ?? 99).toBeLessThan(22);
  await shot(page, 'druid-village-de');

  // Off inhabited spaces: two brown monsters at double Fame (SCEN-DRUID-4b, 4b.1).
  const plains = emptyPlains(s)[0];
  if (!plains) throw new Error('no plains');
  await load(page, standOn(s, plains));
  await page.getByTestId('scenario-action-incantation').click();
  const after = await state(page);
  expect(after.combat?.enemies).toHaveLength(2);
  expect(after.combat?.enemies.every((e) => e.fameFactor === 2)).toBe(true);
  await expect(page.getByTestId('scenario-row-night')).toContainText('Goldyx');
  await shot(page, 'druid-incantation-en');
});

test('Dungeon Lords: the tunnel between conquered tombs and dungeons costs 2 + 1 per space', async ({
  page,
}) => {
  const s = game('dungeon-lords');
  const [a, b] = emptyPlains(s);
  if (!a || !b) throw new Error('no plains');
  for (const [k, type] of [
    [a, 'dungeon'],
    [b, 'tomb'],
  ] as const) {
    const h = s.map.hexes[k];
    if (!h) throw new Error('no hex');
    h.site = { type };
    h.conquered = true;
  }
  const t = s.turn;
  if (!t) throw new Error('no turn');
  t.movePoints = 6;
  await load(page, standOn(s, a));
  const tunnel = page.locator(`[data-testid="scenario-action-tunnel"][data-hex="${b}"]`);
  await expect(tunnel).toBeVisible();
  // named as the map shows it — site, terrain, direction — never by coordinates (SCEN-DUNGEON-4e)
  await expect(tunnel).toHaveText(/^Tunnel to the tomb \(Plains, to the [a-z-]+\) · \d+ Move$/);
  const cost = Number(/· (\d+) Move/.exec((await tunnel.textContent()) ?? '')?.[1]);
  expect(cost).toBeGreaterThanOrEqual(3); // SCEN-DUNGEON-4e.3: at least 2 + 1
  await shot(page, 'dungeon-tunnel-en');
  await tunnel.click();
  const after = await state(page);
  expect(after.players[t.player]?.position).toBe(b);
  expect(after.turn?.movePoints).toBe(6 - cost);
});

test('Only One Returns: the hero left on the portal at the end of Day 1 is gone; the one on it at the end wins', async ({
  page,
}) => {
  const s = game('only-one-returns');
  const portal = hexOf(s, (h) => h.site?.type === 'portal');
  const away = emptyPlains(s)[0];
  if (!away) throw new Error('no plains');
  const [tovak, goldyx] = s.players;
  if (!tovak || !goldyx) throw new Error('no players');
  tovak.position = portal;
  goldyx.position = away;
  await load(page, s, 'de');
  // end round 1 through the hook (announce, last turns), then tactics of round 2
  await page.evaluate(() => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    for (let i = 0; i < 200; i++) {
      const x = mk.getState();
      if (x && x.round.number > 1 && x.turn && x.pending.length === 0) return;
      const la = mk.legalActions();
      const pick = (t: string) => la.find((a) => a.type === t);
      const a =
        pick('choose') ??
        pick('choose-tactic') ??
        pick('announce-end-of-round') ??
        pick('end-turn') ??
        la[0];
      if (!a) throw new Error('stuck');
      mk.dispatch(a);
    }
  });
  await passDevice(page);
  const r2 = await state(page);
  expect(r2.scenario?.portalClosed).toBe(true);
  expect(r2.players[0]?.eliminated).toBe(true);
  await expect(page.getByTestId('scenario-row-portal')).toContainText('geschlossen');
  await expect(page.getByTestId('scenario-row-out')).toHaveText('Ausgeschieden: Tovak');
  // Tovak's own panel: dimmed and marked, the rule in its tooltip (SCEN-RETURN-2)
  const out = page.getByTestId('player-0');
  await expect(out).toHaveClass(/eliminated/);
  await expect(out.getByTestId('eliminated-0')).toHaveText('Ausgeschieden');
  await expect(out).toHaveAttribute('title', /SCEN-RETURN-2/);
  await expect(page.getByTestId('player-1')).not.toHaveClass(/eliminated/);
  await out.scrollIntoViewIfNeeded();
  await out.screenshot({ path: `${SHOTS}/return-eliminated-panel-de.png` });
  await shot(page, 'return-closed-de'); // no Tovak figure left on the portal (heroSpots)

  const last = copy(r2);
  last.round.number = 4;
  last.round.time = 'night';
  const g = last.players[1];
  if (!g) throw new Error('no Goldyx');
  g.position = portal;
  await page.evaluate((x) => window.mk?.loadState(x), last);
  await playToEnd(page);
  await expect(page.getByTestId('score-winners')).toContainText('Goldyx');
  await expect(page.getByTestId('score-mission')).toHaveText(
    'Goldyx ist durch das Portal heimgekehrt.',
  );
  await shot(page, 'return-over-de');
});

test('Conquer and Hold: held keeps counted in the singular; victory points decide', async ({
  page,
}) => {
  const s = game('conquer-and-hold');
  s.round.number = 6;
  s.round.time = 'night';
  const keep = hexOf(s, (h) => h.site?.type === 'keep');
  const h = s.map.hexes[keep];
  if (!h) throw new Error('no keep');
  h.owner = 0;
  h.conquered = true;
  h.shields = [0];
  h.enemies = [];
  await load(page, s);
  await expect(page.getByTestId('scenario-row-hold-0')).toHaveText('Tovak: 1 keep, 0 mage towers');
  await load(page, s, 'de');
  await expect(page.getByTestId('scenario-row-hold-0')).toHaveText('Tovak: 1 Burg, 0 Magiertürme');
  await shot(page, 'hold-panel-de');
  await playToEnd(page);
  await expect(page.getByTestId('score-winners')).toContainText('Tovak');
  await expect(page.locator('[data-testid="score-total"][data-player="0"]')).toHaveText('3');
  await shot(page, 'hold-over-de');
});

test('Blitz Cooperation: flying start; the long team score sheet keeps its total in view', async ({
  page,
}) => {
  const s = game('blitz-cooperation');
  // SCEN-BLITZ-COOP-2a/2b/2c: 1 Fame, Reputation on the second positive space, one extra die
  expect(s.players.filter((p) => p.kind !== 'dummy').map((p) => p.fame)).toEqual([1, 1]);
  expect(s.source.dice).toHaveLength(5);
  s.round.number = 4;
  s.round.time = 'night';
  // German: the longest texts of the sheet
  await load(page, s, 'de');
  await playToEnd(page);
  const total = page.getByTestId('score-total');
  await expect(total).toHaveCount(1);
  // the Total row is on screen without scrolling the sheet (sticky at the bottom)
  await inside(total, page.locator('.score-table-wrap'));
  await expect(total).toBeInViewport({ ratio: 1 });
  await inside(page.getByTestId('score-screen'), page.locator('body'));
  await shot(page, 'blitz-coop-score-de');
});

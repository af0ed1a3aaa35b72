// Shared helpers of the combat and site e2e tests: start a seeded solo game through the start
// screen, play until Tovak's first turn, and prepare situations by editing a JSON copy of the
// engine state (window.mk.loadState), then act through the screen.
import { expect, type Page } from '@playwright/test';
import type { GameState } from '../src/engine';

export async function startSolo(page: Page, seed = '4242'): Promise<void> {
  await page.goto('/?test');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('lang-en').click();
  await page.getByTestId('scenario-solo-conquest').click();
  await page.getByTestId('hero-0-tovak').click();
  await page.getByTestId('seed-input').fill(seed);
  await page.getByTestId('start-button').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // Tactics and the dummy's first turn, until it is Tovak's turn.
  await page.evaluate(() => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    for (let i = 0; i < 40; i++) {
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

/** Hexes of the map (a JSON copy). */
export async function mapInfo(page: Page) {
  return page.evaluate(() => {
    const s = window.mk?.getState();
    if (!s) throw new Error('no game');
    return { hexes: s.map.hexes, position: s.players[0]?.position ?? null };
  });
}

const DIRS: [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

export function neighbours(k: string): string[] {
  const [q = 0, r = 0] = k.split(',').map(Number);
  return DIRS.map(([dq, dr]) => `${q + dq},${r + dr}`);
}

const WALKABLE = new Set(['plains', 'hills', 'forest', 'wasteland', 'desert']);

/**
 * Two adjacent empty walkable hexes (no site, no enemies), for placing the hero and what it meets.
 */
export function freePair(hexes: GameState['map']['hexes']): [string, string] {
  const ok = (k: string) => {
    const h = hexes[k];
    return !!h && WALKABLE.has(h.terrain) && !h.site && h.enemies.length === 0 && !h.ruins;
  };
  for (const k of Object.keys(hexes).sort()) {
    if (!ok(k)) continue;
    const n = neighbours(k).find(ok);
    if (n) return [k, n];
  }
  throw new Error('no free pair of hexes');
}

/**
 * Edit the engine state inside the page: `recipe` runs on a JSON copy of the state (as a string,
 * since it is evaluated in the page) and the result is loaded. The recipe gets (s, arg).
 */
export async function editState<A>(page: Page, recipe: (s: GameState, arg: A) => void, arg: A) {
  // The page's Content-Security-Policy forbids eval/new Function, so the recipe is sent as part
  // of the evaluated expression itself (page.evaluate of a string is not subject to the CSP).
  await page.evaluate(`(() => {
    const mk = window.mk;
    const cur = mk && mk.getState();
    if (!mk || !cur) throw new Error('no game');
    const s = JSON.parse(JSON.stringify(cur));
    (${recipe.toString()})(s, ${JSON.stringify(arg) ?? 'undefined'});
    mk.loadState(s);
  })()`);
}

/**
 * Drag a hand card (by card definition id) onto a drop target with real HTML5 drag events. When
 * the card can be played there in several ways the card's play menu opens: pick `pick` in it
 * (a test id of the menu: 'play-basic', 'play-strong', 'play-sideways-attack', …).
 */
export async function dropCard(
  page: Page,
  defId: string,
  target: string,
  pick: string,
): Promise<void> {
  const hand = page.getByTestId('hand-card');
  const before = await hand.count();
  const card = page.locator(`[data-testid="hand-card"][data-card^="${defId}#"]`).first();
  await expect(card).toBeVisible();
  await card.dragTo(page.locator(target).first());
  const menu = page.getByTestId('card-menu');
  await expect
    .poll(async () => (await menu.isVisible()) || (await hand.count()) < before)
    .toBe(true);
  if (await menu.isVisible()) await menu.getByTestId(pick).first().click();
  await expect(hand).toHaveCount(before - 1);
}

export async function state(page: Page): Promise<GameState> {
  const s = await page.evaluate(() => window.mk?.getState() ?? null);
  if (!s) throw new Error('no game');
  return s;
}

/** Non-transparent pixels on the map's canvases (one per Konva layer), sampled on a grid. */
export async function paintedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    let painted = 0;
    for (const c of Array.from(
      document.querySelectorAll<HTMLCanvasElement>('[data-testid="board"] canvas'),
    )) {
      const ctx = c.getContext('2d');
      if (!ctx || c.width === 0 || c.height === 0) continue;
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < data.length; i += 4 * 97) if ((data[i] ?? 0) > 0) painted++;
    }
    return painted;
  });
}

/** Through the test hook: simple turns (end turn, rest, first choice…) until the game is over. */
export async function playToEnd(page: Page) {
  return page.evaluate(() => {
    const mk = window.mk;
    if (!mk) throw new Error('no test hook');
    for (let i = 0; i < 400; i++) {
      const s = mk.getState();
      if (!s) throw new Error('no game');
      if (s.gameOver) return s.gameOver;
      const legal = mk.legalActions();
      const pick = (t: string) => legal.find((a) => a.type === t);
      const a =
        pick('choose') ??
        pick('end-turn') ??
        pick('choose-tactic') ??
        pick('dummy-turn') ??
        pick('rest') ??
        pick('forfeit-turn') ??
        legal[0];
      if (!a) throw new Error('stuck');
      mk.dispatch(a);
    }
    throw new Error('the game did not end');
  });
}

/**
 * A recipe for `editState`: a fresh turn of player 0 at `hero` with this hand (instance ids
 * `<card>#<n>`), `move` Move points, and one enemy on a site at `enemyHex` (face up at orcs). It
 * runs inside the page, so it uses nothing from outside its own body.
 */
export function prepareFight(
  s: GameState,
  a: {
    hero: string;
    hand: string[];
    enemyHex: string;
    enemy: string;
    site: 'orcs' | 'keep';
    move: number;
  },
) {
  const p = s.players[0];
  const t = s.turn;
  if (!p || !t) throw new Error('not player 0 turn');
  p.position = a.hero;
  p.hand = a.hand.map((c, i) => `${c}#${9100 + i}`);
  t.path = [a.hero];
  t.movePoints = a.move;
  if (a.move > 0) t.phase = 'move';
  const h = s.map.hexes[a.enemyHex];
  if (!h) throw new Error('no hex');
  h.site = { type: a.site };
  h.enemies = [{ id: `${a.enemy}#9001`, faceUp: a.site === 'orcs' }];
}

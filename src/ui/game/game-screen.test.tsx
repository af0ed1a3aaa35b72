// @vitest-environment happy-dom
// The whole game screen in happy-dom (react-konva stubbed): the hotseat hand-off, tactic → turn,
// playing a card from the menu, undo by Ctrl+Z and the reason when nothing can be undone, the
// log in words.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-konva/lib/ReactKonvaCore', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return {
    Stage: ({ children }: { children?: ReactNode }) => <div data-testid="stage">{children}</div>,
    Layer: Pass,
    Group: Pass,
    Line: () => null,
    Shape: () => null,
    Circle: () => null,
    Text: () => null,
  };
});
vi.mock('konva/lib/shapes/Line', () => ({}));
vi.mock('konva/lib/shapes/Circle', () => ({}));
vi.mock('konva/lib/shapes/Text', () => ({}));

const { GameScreen } = await import('./GameScreen');
const { useGame } = await import('../../store');

function start(players: { hero: 'tovak' | 'goldyx'; kind: 'human' }[], seed = 22) {
  useGame.getState().setLanguage('en');
  useGame.getState().newGame({ scenario: 'first-reconnaissance', players, seed });
}

describe('game screen', () => {
  beforeEach(() => useGame.getState().leaveGame());
  afterEach(cleanup);

  it('solo: tactic, a card from the menu, Ctrl+Z, and why undo stops', () => {
    start([{ hero: 'tovak', kind: 'human' }]);
    render(<GameScreen />);
    expect(screen.queryByTestId('handoff')).toBeNull();
    fireEvent.click(
      within(screen.getByTestId('tactic-picker'))
        .getAllByTestId('tactic')
        .find((b) => b.getAttribute('data-tactic') === 'early-bird') as HTMLElement,
    );
    expect(screen.getByTestId('status').textContent).toContain("Tovak's turn");
    expect(screen.getByTestId('play-area')).toBeTruthy();

    // nothing to undo at the start of the turn: the button says why
    fireEvent.click(screen.getByTestId('undo'));
    expect(screen.getByTestId('undo-notice').textContent).toBe('Nothing to undo yet this turn.');

    // play March basic from its menu
    const march = screen
      .getAllByTestId('hand-card')
      .find((c) => c.getAttribute('data-card')?.startsWith('march#')) as HTMLElement;
    fireEvent.click(march);
    fireEvent.click(screen.getByTestId('play-basic'));
    expect(screen.getByTestId('drop-move').getAttribute('data-points')).toBe('2');
    expect(screen.getByTestId('log').textContent).toContain('Tovak plays March (basic).');

    // Ctrl+Z takes it back
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    });
    expect(screen.getByTestId('drop-move').getAttribute('data-points')).toBe('0');
    expect(screen.getByTestId('log').textContent).not.toContain('plays March');
  });

  it('hotseat: the next player confirms before their hand is shown', () => {
    start(
      [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      5,
    );
    render(<GameScreen />);
    const overlay = screen.getByTestId('handoff');
    expect(overlay.textContent).toContain('Pass the device to Goldyx');
    // nothing of Goldyx's hand is on the page while the device is being passed
    expect(screen.queryAllByTestId('hand-card')).toHaveLength(0);
    fireEvent.click(within(overlay).getByRole('button'));
    expect(screen.queryByTestId('handoff')).toBeNull();
    const goldyx = useGame.getState().game?.players[1]?.hand ?? [];
    expect(
      screen
        .getAllByTestId('hand-card')
        .map((c) => c.getAttribute('data-card'))
        .sort(),
    ).toEqual([...goldyx].sort());
    fireEvent.click(screen.getAllByTestId('tactic')[0] as HTMLElement);
    expect(screen.getByTestId('handoff').textContent).toContain('Pass the device to Tovak');
    expect(screen.queryAllByTestId('hand-card')).toHaveLength(0);
    // Tovak may not take back Goldyx's choice
    fireEvent.click(within(screen.getByTestId('handoff')).getByRole('button'));
    expect(screen.getByTestId('undo').getAttribute('data-can-undo')).toBe('false');
    fireEvent.click(screen.getByTestId('undo'));
    expect(screen.getByTestId('undo-notice').textContent).toContain("another player's decision");
    expect(useGame.getState().game?.players[1]?.tactic).toBe('early-bird');
  });
});

describe('hotseat hand-off: map, other players, language', () => {
  beforeEach(() => useGame.getState().leaveGame());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    useGame.getState().setLanguage('en');
  });

  /** Two humans through their tactics; the hand-off to Goldyx (Early Bird) for the first turn. */
  function toFirstTurnHandoff() {
    start(
      [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
      ],
      5,
    );
    render(<GameScreen />);
    fireEvent.click(within(screen.getByTestId('handoff')).getByRole('button'));
    fireEvent.click(
      screen
        .getAllByTestId('tactic')
        .find((b) => b.getAttribute('data-tactic') === 'early-bird') as HTMLElement,
    );
    fireEvent.click(within(screen.getByTestId('handoff')).getByRole('button'));
    fireEvent.click(
      screen
        .getAllByTestId('tactic')
        .find((b) => b.getAttribute('data-tactic') === 'planning') as HTMLElement,
    );
    expect(screen.getByTestId('handoff').textContent).toContain('Pass the device to Goldyx');
  }

  it('confirming the hand-off centres the map on the next hero at the same zoom', async () => {
    const { keyToPixel, HEX_SIZE } = await import('../board/layout');
    // the board gets a size in happy-dom (800×600), so it fits the map and follows focus requests
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    toFirstTurnHandoff();
    // Goldyx stands away from the middle of the map
    const g = structuredClone(useGame.getState().game!);
    const portal = g.players[1]!.position!;
    const far = Object.keys(g.map.hexes)
      .map((k) => ({ k, d: Math.hypot(keyToPixel(k).x, keyToPixel(k).y) }))
      .sort((a, b) => b.d - a.d)[0]!.k;
    expect(far).not.toBe(portal);
    g.players[1]!.position = far;
    act(() => useGame.getState().loadState(g));
    const onScreen = () => {
      const cam = useGame.getState().ui.camera;
      const p = keyToPixel(far, HEX_SIZE);
      return { x: cam.x + p.x * cam.scale, y: cam.y + p.y * cam.scale, scale: cam.scale };
    };
    const before = onScreen();
    expect(Math.hypot(before.x - 400, before.y - 300)).toBeGreaterThan(40);
    fireEvent.click(within(screen.getByTestId('handoff')).getByRole('button'));
    const after = onScreen();
    expect(after.x).toBeCloseTo(400, 3);
    expect(after.y).toBeCloseTo(300, 3);
    expect(after.scale).toBe(before.scale);
  });

  it("the other player's compact panel shows Fame, level and Reputation", () => {
    toFirstTurnHandoff();
    const g = structuredClone(useGame.getState().game!);
    g.players[0]!.reputation = -3;
    g.players[0]!.fame = 7;
    act(() => useGame.getState().loadState(g));
    fireEvent.click(within(screen.getByTestId('handoff')).getByRole('button'));
    // Goldyx plays: Tovak's panel is the compact one
    const tovak = screen.getByTestId('player-0');
    expect(tovak.className).toContain('compact');
    expect(within(tovak).getByTestId('level-fame-0').textContent).toBe(
      'Level 1 · Fame 7 · Rep. -3',
    );
    expect(within(tovak).getByTestId('reputation-0').getAttribute('title')).toBe(
      'Reputation -3: Influence -1',
    );
    act(() => useGame.getState().setLanguage('de'));
    expect(within(tovak).getByTestId('level-fame-0').textContent).toBe(
      'Level 1 · Ruhm 7 · Ansehen -3',
    );
  });

  it('the language can be switched on the hand-off screen; the hand stays hidden', () => {
    toFirstTurnHandoff();
    const overlay = screen.getByTestId('handoff');
    fireEvent.click(within(screen.getByTestId('handoff-lang')).getByRole('button', { name: 'DE' }));
    expect(useGame.getState().ui.language).toBe('de');
    expect(screen.getByTestId('handoff')).toBe(overlay);
    expect(overlay.querySelector('h2')?.textContent).toBe('Gib das Gerät an Goldyx weiter');
    expect(screen.queryAllByTestId('hand-card')).toHaveLength(0);
    expect(screen.queryByTestId('choice-panel')).toBeNull();
    const de = within(screen.getByTestId('handoff-lang')).getByRole('button', { name: 'DE' });
    expect(de.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(overlay).getByRole('button', { name: /Ich bin Goldyx/ }));
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getAllByTestId('hand-card').length).toBeGreaterThan(0);
  });
});

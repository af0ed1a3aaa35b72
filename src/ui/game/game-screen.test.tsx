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

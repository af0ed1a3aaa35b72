// @vitest-environment happy-dom
// Start screen and the step into the game screen, rendered in happy-dom with react-konva stubbed
// (Konva needs a real canvas; the map itself is tested in Playwright).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

const { App } = await import('../../app/App');
const { useGame } = await import('../../store');

describe('start screen', () => {
  beforeEach(() => {
    useGame.getState().leaveGame();
    useGame.getState().setLanguage('en');
  });
  afterEach(cleanup);

  it('offers the two playable scenarios and shows the others as coming later', () => {
    render(<App />);
    expect(screen.getByTestId('scenario-solo-conquest')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('scenario-first-reconnaissance')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('scenario-full-conquest')).toHaveProperty('disabled', true);
    expect(screen.getAllByText(/coming later/).length).toBeGreaterThan(0);
  });

  it('constrains the number of players to the scenario', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    expect(screen.getByTestId('players-1')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('players-2')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    for (const n of [1, 2, 3, 4])
      expect(screen.getByTestId(`players-${n}`)).toHaveProperty('disabled', false);
  });

  it('gives every player a different hero', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    fireEvent.click(screen.getByTestId('players-3'));
    // player 2 takes player 1's hero: they swap
    const p1Hero = screen.getByTestId('hero-0-arythea');
    expect(p1Hero.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('hero-1-arythea'));
    expect(screen.getByTestId('hero-1-arythea').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('hero-0-arythea').getAttribute('aria-checked')).toBe('false');
    const chosen = [0, 1, 2].map(
      (p) =>
        screen
          .getAllByRole('radio')
          .filter((b) => b.getAttribute('data-testid')?.startsWith(`hero-${p}-`))
          .find((b) => b.getAttribute('aria-checked') === 'true')
          ?.getAttribute('data-testid')
          ?.split('-')[2],
    );
    expect(new Set(chosen).size).toBe(3);
  });

  it('switches the language and remembers it', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('lang-de'));
    expect(screen.getByText('Szenario')).toBeTruthy();
    expect(screen.getByTestId('scenario-solo-conquest').textContent).toContain('Solo-Eroberung');
    expect(localStorage.getItem('mk.language')).toBe('de');
    fireEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByText('Scenario')).toBeTruthy();
  });

  it('starts a solo game with the chosen hero and seed', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-solo-conquest'));
    fireEvent.click(screen.getByTestId('hero-0-tovak'));
    fireEvent.change(screen.getByTestId('seed-input'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('start-button'));

    const g = useGame.getState().game;
    expect(g?.setup).toMatchObject({
      scenario: 'solo-conquest',
      seed: 1234,
      players: [{ hero: 'tovak', kind: 'human' }],
    });
    expect(screen.getByTestId('game-screen')).toBeTruthy();
    expect(screen.getAllByTestId('hand-card')).toHaveLength(5);
    expect(screen.getAllByTestId('die').length).toBeGreaterThanOrEqual(3);
    expect(
      within(screen.getByTestId('offers')).getAllByTestId('offer-unit').length,
    ).toBeGreaterThan(0);
  });

  it('hides the next hand behind a hand-off screen in hotseat games', () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('scenario-first-reconnaissance'));
    fireEvent.click(screen.getByTestId('players-2'));
    fireEvent.click(screen.getByTestId('start-button'));
    const handoff = screen.getByTestId('handoff');
    fireEvent.click(within(handoff).getByRole('button'));
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getAllByTestId('hand-card')).toHaveLength(5);
  });
});

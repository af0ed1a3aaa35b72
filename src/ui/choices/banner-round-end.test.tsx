// @vitest-environment happy-dom
// UNIT-8b / ROUND-2g.1: the end-of-round Banner decision is a clear prompt (which Banner, on which
// unit, keep or shuffle back), in English and German, and answers with the engine's option ids.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, type GameState, type Pending } from '../../engine';
import { useGame } from '../../store';
import { ChoicePanel } from './ChoicePanel';

const base: GameState = createGame({
  scenario: 'first-reconnaissance',
  players: [{ hero: 'tovak', kind: 'human' }],
  seed: 22,
});

const pending: Pending = {
  kind: 'banner-round-end',
  player: 0,
  source: 'banner-of-glory#301',
  options: ['keep', 'return'],
  data: { unit: 'peasants#7', rest: [] },
};

const withPending = (p: Pending): GameState => ({ ...base, pending: [p] });

afterEach(cleanup);

describe('UNIT-8b: the end-of-round Banner prompt', () => {
  it('UNIT-8b: names the Banner and its unit and offers keep or shuffle back (English)', () => {
    useGame.getState().setLanguage('en');
    render(createElement(ChoicePanel, { state: withPending(pending), viewer: 0 }));
    const panel = screen.getByTestId('choice-panel');
    expect(panel.getAttribute('data-kind')).toBe('banner-round-end');
    const title = panel.querySelector('.choice-title')?.textContent ?? '';
    expect(title).toContain('Banner of Glory');
    expect(title).toContain('Deed deck');
    expect(screen.getByTestId('banner-round-end-unit').textContent).toContain('Peasants');
    const buttons = screen.getAllByTestId('choice-option');
    expect(buttons.map((b) => b.getAttribute('data-option'))).toEqual(['keep', 'return']);
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Keep it assigned',
      'Shuffle it into my Deed deck',
    ]);
  });

  it('UNIT-8b: uses the rulebook terms in German (Banner, Handlungsdeck)', () => {
    useGame.getState().setLanguage('de');
    render(createElement(ChoicePanel, { state: withPending(pending), viewer: 0 }));
    const panel = screen.getByTestId('choice-panel');
    expect(panel.querySelector('.choice-title')?.textContent).toContain('Handlungsdeck');
    expect(panel.querySelector('.choice-title')?.textContent).toContain('Banner');
    expect(screen.getAllByTestId('choice-option').map((b) => b.textContent)).toEqual([
      'Zugeordnet lassen',
      'In mein Handlungsdeck zurückmischen',
    ]);
    useGame.getState().setLanguage('en');
  });

  it('UNIT-8b: another player sees that the decider is deciding (hotseat)', () => {
    useGame.getState().setLanguage('en');
    render(createElement(ChoicePanel, { state: withPending(pending), viewer: 1 }));
    expect(screen.queryByTestId('choice-panel')).toBeNull();
    expect(screen.getByTestId('choice-waiting')).toBeTruthy();
  });

  it('UNIT-8b: clicking an option answers the choice with its id', () => {
    useGame.getState().setLanguage('en');
    const dispatched: unknown[] = [];
    const original = useGame.getState().dispatch;
    useGame.setState({ dispatch: (a: unknown) => void dispatched.push(a) } as never);
    try {
      render(createElement(ChoicePanel, { state: withPending(pending), viewer: 0 }));
      const ret = screen
        .getAllByTestId('choice-option')
        .find((b) => b.getAttribute('data-option') === 'return');
      fireEvent.click(ret as HTMLElement);
      expect(dispatched).toEqual([{ type: 'choose', player: 0, option: 'return' }]);
    } finally {
      useGame.setState({ dispatch: original } as never);
    }
  });
});

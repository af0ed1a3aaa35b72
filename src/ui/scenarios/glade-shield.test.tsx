// @vitest-environment happy-dom
// SCEN-DRUID-7a "More competition": the choice of whose shield leaves a full glade names the heroes.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame, type Pending } from '../../engine';
import { choiceComponent } from '../choices/registry';

afterEach(cleanup);

describe('SCEN-DRUID-7a glade shield choice', () => {
  it('SCEN-DRUID-7a: the chooser picks the hero whose shield their own replaces', () => {
    const s = createGame({
      scenario: 'druid-nights',
      players: [
        { hero: 'tovak', kind: 'human' },
        { hero: 'goldyx', kind: 'human' },
        { hero: 'norowas', kind: 'human' },
      ],
      seed: 3,
      variants: ['druid-more-competition'],
    });
    const p: Pending = {
      kind: 'glade-shield',
      player: 0,
      source: 'magical-glade',
      options: ['1', '2'],
      data: { hex: '0,0' },
    };
    const choose = vi.fn();
    render(createElement(choiceComponent('glade-shield'), { pending: p, state: s, choose }));
    const buttons = screen.getAllByTestId('choice-option');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/Goldyx/),
      expect.stringMatching(/Norowas/),
    ]);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(choose).toHaveBeenCalledWith('2');
  });
});

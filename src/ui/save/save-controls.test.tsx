// @vitest-environment happy-dom
// The autosave mark in the top bar: a visible word beside the icon (English and German), and the
// full status, with the error's reason, as its accessible name (title).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGame } from '../../store';
import { useSaveStatus } from '../../store/autosave';
import { SaveControls } from './SaveControls';

const status = (s: 'idle' | 'saving' | 'saved' | 'error', error: string | null = null) =>
  act(() => useSaveStatus.setState({ status: s, error }));

describe('autosave mark', () => {
  beforeEach(() => useGame.getState().setLanguage('en'));
  afterEach(() => {
    cleanup();
    useSaveStatus.setState({ status: 'idle', error: null });
  });

  it('shows a visible label and keeps the full status as its name', () => {
    status('saved');
    render(<SaveControls />);
    const mark = screen.getByTestId('save-status');
    expect(screen.getByTestId('save-status-label').textContent).toBe('Saved');
    expect(mark.getAttribute('title')).toBe('Saved');
    expect(screen.getByTitle('Saved')).toBe(mark);
    expect(mark.querySelector('[aria-hidden]')?.textContent).toBe('✓');
    // a write in flight changes the icon and the name, the word stays (the bar does not jump)
    status('saving');
    expect(mark.getAttribute('title')).toBe('Saving…');
    expect(screen.getByTestId('save-status-label').textContent).toBe('Saved');
    status('error', 'disk full');
    expect(screen.getByTestId('save-status-label').textContent).toBe('Not saved');
    expect(mark.getAttribute('title')).toBe('Not saved: disk full');
  });

  it('in German', () => {
    act(() => useGame.getState().setLanguage('de'));
    status('saved');
    render(<SaveControls />);
    expect(screen.getByTestId('save-status-label').textContent).toBe('Gespeichert');
    expect(screen.getByTestId('save-status').getAttribute('title')).toBe('Gespeichert');
    status('error', 'x');
    expect(screen.getByTestId('save-status-label').textContent).toBe('Nicht gespeichert');
  });
});

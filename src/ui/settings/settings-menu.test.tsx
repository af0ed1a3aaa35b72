// @vitest-environment happy-dom
// The Settings menu (issue 16): "The dummy plays itself" (SCEN-DUMMY-3) is one of the device
// settings — listed in games with a dummy player, switched there, remembered on this device and read
// by the dummy notice and the dummy driver from the same store.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings, useGame } from '../../store';
import { SettingsMenu } from './SettingsMenu';

afterEach(() => {
  cleanup();
  useGame.getState().setSetting('dummyAuto', true);
});

function start(scenario: 'solo-conquest' | 'first-reconnaissance', players: 1 | 2): void {
  const s = useGame.getState();
  s.setLanguage('en');
  s.newGame({
    scenario,
    players: [
      { hero: 'tovak', kind: 'human' },
      ...(players === 2 ? [{ hero: 'norowas' as const, kind: 'human' as const }] : []),
    ],
    seed: 5,
  });
}

describe('Settings menu: the dummy plays itself (SCEN-DUMMY-3)', () => {
  it('is listed in a solo game and switching it off is kept on this device', () => {
    start('solo-conquest', 1);
    expect(useGame.getState().game?.players.some((p) => p.kind === 'dummy')).toBe(true);
    render(<SettingsMenu />);
    fireEvent.click(screen.getByTestId('settings-button'));
    const box = screen.getByTestId<HTMLInputElement>('setting-dummyAuto');
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(useGame.getState().ui.settings.dummyAuto).toBe(false);
    expect(loadSettings().dummyAuto).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('setting-dummyAuto').checked).toBe(false);
  });

  it('is not listed in a game without a dummy player', () => {
    start('first-reconnaissance', 2);
    expect(useGame.getState().game?.players.some((p) => p.kind === 'dummy')).toBe(false);
    render(<SettingsMenu />);
    fireEvent.click(screen.getByTestId('settings-button'));
    expect(screen.getByTestId('setting-motion')).toBeTruthy();
    expect(screen.queryByTestId('setting-dummyAuto')).toBeNull();
  });
});

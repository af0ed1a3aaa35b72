// @vitest-environment happy-dom
// The Install button appears only when the browser offers installation (beforeinstallprompt),
// uses the browser's prompt once, and goes away when the app is installed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppChrome } from './AppChrome';

function installEvent() {
  const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  e.prompt = vi.fn(() => Promise.resolve());
  e.userChoice = Promise.resolve({ outcome: 'accepted' });
  return e;
}

describe('AppChrome', () => {
  afterEach(cleanup);

  it('shows no Install button until the browser offers one', () => {
    render(<AppChrome />);
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    expect(screen.queryByTestId('pwa-update')).toBeNull();
  });

  it('offers Install on beforeinstallprompt and calls the browser prompt once', async () => {
    render(<AppChrome />);
    const e = installEvent();
    act(() => {
      window.dispatchEvent(e);
    });
    expect(e.defaultPrevented).toBe(true);
    const button = screen.getByTestId('pwa-install');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(e.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pwa-install')).toBeNull();
  });

  it('hides the button once the app is installed', () => {
    render(<AppChrome />);
    act(() => {
      window.dispatchEvent(installEvent());
    });
    expect(screen.getByTestId('pwa-install')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('pwa-install')).toBeNull();
  });
});

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDE_INSTALL_PROMPT_KEY, LAST_INSTALL_PROMPT_KEY } from '../rules/install-prompt.ts';
import { InstallBanner, type InstallBannerProps } from './install-banner.tsx';
import { t } from './test-translate.ts';

afterEach(cleanup);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const NOW = Date.UTC(2026, 10, 22, 12);

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

type MemoryStorage = ReturnType<typeof memoryStorage>;

function renderBanner(props: Partial<InstallBannerProps> & { storage?: MemoryStorage } = {}) {
  const storage = props.storage ?? memoryStorage();
  const base: InstallBannerProps = {
    t,
    pathname: '/dashboard',
    isMobile: true,
    storage,
    userAgent: ANDROID,
    maxTouchPoints: 5,
    standalone: false,
    now: () => NOW,
  };
  const view = render(<InstallBanner {...base} {...props} />);
  const rerender = (next: Partial<InstallBannerProps>) =>
    view.rerender(<InstallBanner {...base} {...props} {...next} />);
  return { storage, rerender };
}

/** What Chromium fires when the app can be installed. */
function fireInstallable(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallBanner (SPEC §2, §4)', () => {
  it('on iPhone explains Share, then Add to Home Screen', async () => {
    renderBanner({ userAgent: IPHONE });

    const banner = await screen.findByRole('dialog', { name: 'Add Comptoir to your home screen' });
    expect(banner.textContent).toContain('Share');
    expect(banner.textContent).toContain('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('elsewhere waits for the browser to signal installability, then offers Install', async () => {
    const { storage } = renderBanner();
    expect(screen.queryByRole('dialog')).toBeNull();

    const event = fireInstallable();

    expect(await screen.findByRole('dialog', { name: 'Install Comptoir on your phone' })).toBeTruthy();
    expect(event.defaultPrevented).toBe(true);
    expect(storage.values.get(LAST_INSTALL_PROMPT_KEY)).toBe(String(NOW));
  });

  it('Install opens the native prompt, and its answer hides the banner', async () => {
    renderBanner();
    const event = fireInstallable('dismissed');

    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));

    expect(event.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a click on the dark backdrop dismisses it and stores hideInstallPrompt', async () => {
    const { storage } = renderBanner({ userAgent: IPHONE });
    await screen.findByRole('dialog');

    await userEvent.click(document.body);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.values.get(HIDE_INSTALL_PROMPT_KEY)).toBe('true');
  });

  it('the close icon dismisses it and stores hideInstallPrompt', async () => {
    const { storage } = renderBanner();
    fireInstallable();

    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.values.get(HIDE_INSTALL_PROMPT_KEY)).toBe('true');
  });

  it('a close reported while the banner is not rendered (hidden by a loading page) is no dismissal', async () => {
    const { storage } = renderBanner({ userAgent: IPHONE });
    await screen.findByRole('dialog');
    // What Chromium answers inside a display: none tree; Headless UI then reports a close.
    const checkVisibility = vi.fn(() => false);
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      value: checkVisibility,
      configurable: true,
    });
    try {
      await userEvent.click(document.body);
    } finally {
      delete (HTMLElement.prototype as { checkVisibility?: unknown }).checkVisibility;
    }

    expect(checkVisibility).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(storage.values.has(HIDE_INSTALL_PROMPT_KEY)).toBe(false);
  });

  it('stays hidden within 3 days of a dismissal', () => {
    renderBanner({
      userAgent: IPHONE,
      storage: memoryStorage({
        [HIDE_INSTALL_PROMPT_KEY]: 'true',
        [LAST_INSTALL_PROMPT_KEY]: String(NOW - 1000),
      }),
    });

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows on invoices paths, and hides when the user opens one', async () => {
    const first = renderBanner({ userAgent: IPHONE, pathname: '/invoices/12' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first.storage.values.has(LAST_INSTALL_PROMPT_KEY)).toBe(false);
    cleanup();

    const { rerender } = renderBanner({ userAgent: IPHONE });
    await screen.findByRole('dialog');
    rerender({ pathname: '/admin/invoices' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never shows on tablets and desktops, nor once installed', () => {
    renderBanner({ userAgent: IPHONE, isMobile: false });
    renderBanner({ userAgent: IPHONE, standalone: true });

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

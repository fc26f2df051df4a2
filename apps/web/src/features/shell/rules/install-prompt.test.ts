import { describe, expect, it } from 'vitest';
import {
  dismissInstallPrompt,
  HIDE_INSTALL_PROMPT_KEY,
  INSTALL_PROMPT_RESHOW_DELAY_MS,
  type InstallPromptContext,
  isIos,
  LAST_INSTALL_PROMPT_KEY,
  shouldShowInstallPrompt,
} from './install-prompt.ts';

const NOW = Date.UTC(2026, 10, 22, 12);

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function context(overrides: Partial<InstallPromptContext> = {}): InstallPromptContext {
  return {
    now: NOW,
    storage: memoryStorage(),
    pathname: '/dashboard',
    isMobile: true,
    installable: true,
    ...overrides,
  };
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('shouldShowInstallPrompt', () => {
  it('shows on mobile when the browser signalled installability, and stamps the time', () => {
    const storage = memoryStorage();

    const shown = shouldShowInstallPrompt(context({ storage }));

    expect(shown).toBe(true);
    expect(storage.values.get(LAST_INSTALL_PROMPT_KEY)).toBe(String(NOW));
  });

  it('never shows on desktop', () => {
    expect(shouldShowInstallPrompt(context({ isMobile: false }))).toBe(false);
  });

  it('never shows before the browser signals installability', () => {
    expect(shouldShowInstallPrompt(context({ installable: false }))).toBe(false);
  });

  it.each(['/invoices', '/admin/invoices/42', '/meets', '/meets/room-1'])('never shows on %s', (pathname) => {
    const storage = memoryStorage();

    expect(shouldShowInstallPrompt(context({ pathname, storage }))).toBe(false);
    expect(storage.values.has(LAST_INSTALL_PROMPT_KEY)).toBe(false);
  });

  it('stays hidden when dismissed and the last prompt was under 3 days ago', () => {
    const lastShown = NOW - INSTALL_PROMPT_RESHOW_DELAY_MS + 1;
    const storage = memoryStorage({
      [HIDE_INSTALL_PROMPT_KEY]: 'true',
      [LAST_INSTALL_PROMPT_KEY]: String(lastShown),
    });

    expect(shouldShowInstallPrompt(context({ storage }))).toBe(false);
    expect(storage.values.get(LAST_INSTALL_PROMPT_KEY)).toBe(String(lastShown));
  });

  it('shows again when dismissed exactly 3 days (259200000 ms) after the last prompt', () => {
    const storage = memoryStorage({
      [HIDE_INSTALL_PROMPT_KEY]: 'true',
      [LAST_INSTALL_PROMPT_KEY]: String(NOW - 259_200_000),
    });

    expect(shouldShowInstallPrompt(context({ storage }))).toBe(true);
    expect(storage.values.get(LAST_INSTALL_PROMPT_KEY)).toBe(String(NOW));
  });

  it('shows when dismissed but no prompt time was ever stored', () => {
    const storage = memoryStorage({ [HIDE_INSTALL_PROMPT_KEY]: 'true' });

    expect(shouldShowInstallPrompt(context({ storage }))).toBe(true);
  });

  it('shows again within 3 days when it was not dismissed', () => {
    const storage = memoryStorage({ [LAST_INSTALL_PROMPT_KEY]: String(NOW - 1000) });

    expect(shouldShowInstallPrompt(context({ storage }))).toBe(true);
  });
});

describe('dismissInstallPrompt', () => {
  it('stores hideInstallPrompt, which hides the prompt for the next 3 days', () => {
    const storage = memoryStorage();
    shouldShowInstallPrompt(context({ storage }));

    dismissInstallPrompt(storage);

    expect(storage.values.get('hideInstallPrompt')).toBe('true');
    expect(shouldShowInstallPrompt(context({ storage, now: NOW + 60_000 }))).toBe(false);
  });

  it('works with the browser localStorage', () => {
    localStorage.clear();

    dismissInstallPrompt(localStorage);

    expect(localStorage.getItem('hideInstallPrompt')).toBe('true');
  });
});

describe('isIos', () => {
  it('an iPhone gets the Share → Add to Home Screen instructions', () => {
    expect(isIos(IPHONE)).toBe(true);
  });

  it('an iPad that reports itself as a Mac is recognised by its touch screen', () => {
    expect(isIos(IPAD_AS_MAC, 5)).toBe(true);
    expect(isIos(IPAD_AS_MAC, 0)).toBe(false);
  });

  it('Android gets the install button', () => {
    expect(isIos(ANDROID, 5)).toBe(false);
  });
});

/** SPEC §9: the install prompt comes back 3 days after it was dismissed. */
export const INSTALL_PROMPT_RESHOW_DELAY_MS = 259_200_000;
/** Set when the user closes the install banner. */
export const HIDE_INSTALL_PROMPT_KEY = 'hideInstallPrompt';
/** When the install prompt was last shown (epoch milliseconds). */
export const LAST_INSTALL_PROMPT_KEY = 'last_install_prompt';

/** SPEC §2: paths containing these never show the install prompt. */
const NO_PROMPT_PATH_PARTS = ['invoices', 'meets'];

export type PromptStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface InstallPromptContext {
  /** Epoch milliseconds. */
  now: number;
  storage: PromptStorage;
  pathname: string;
  isMobile: boolean;
  /**
   * The browser signalled installability (beforeinstallprompt). iOS Safari never does: pass
   * true there when the app is not already installed, and show the iOS instructions.
   */
  installable: boolean;
}

export function isInstallPromptPathExcluded(pathname: string): boolean {
  return NO_PROMPT_PATH_PARTS.some((part) => pathname.includes(part));
}

/**
 * Whether to show the install prompt now (SPEC §4). Showing it stamps `last_install_prompt`
 * with `now`, so the 3-day delay counts from the last time it was shown.
 */
export function shouldShowInstallPrompt({
  now,
  storage,
  pathname,
  isMobile,
  installable,
}: InstallPromptContext): boolean {
  if (!isMobile || !installable || isInstallPromptPathExcluded(pathname)) return false;
  const dismissed = storage.getItem(HIDE_INSTALL_PROMPT_KEY) !== null;
  const lastShown = Number(storage.getItem(LAST_INSTALL_PROMPT_KEY) ?? Number.NaN);
  if (dismissed && now - lastShown < INSTALL_PROMPT_RESHOW_DELAY_MS) return false;
  storage.setItem(LAST_INSTALL_PROMPT_KEY, String(now));
  return true;
}

/** Closing the banner stores hideInstallPrompt (SPEC §4). */
export function dismissInstallPrompt(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(HIDE_INSTALL_PROMPT_KEY, 'true');
}

/**
 * iPhone, iPad and iPod: these get the Share → Add to Home Screen instructions instead of an
 * install button. iPadOS reports itself as a Mac, so a touch screen tells them apart.
 */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

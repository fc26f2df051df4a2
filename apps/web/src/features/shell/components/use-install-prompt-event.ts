import { useCallback, useEffect, useState } from 'react';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * Keeps the browser's `beforeinstallprompt` event so the banner's Install button can show the
 * native prompt later; cleared once the app is installed.
 */
export function useInstallPromptEvent(target: Window = window) {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (incoming: Event) => {
      // Without this the browser shows its own mini-infobar instead of our banner.
      incoming.preventDefault();
      setEvent(incoming as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    target.addEventListener('beforeinstallprompt', onPrompt);
    target.addEventListener('appinstalled', onInstalled);
    return () => {
      target.removeEventListener('beforeinstallprompt', onPrompt);
      target.removeEventListener('appinstalled', onInstalled);
    };
  }, [target]);

  const clear = useCallback(() => setEvent(null), []);
  return { event, clear };
}

/** Already running from the home screen: nothing to install. */
export function isStandalone(win: Window = window): boolean {
  const navigatorStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return navigatorStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

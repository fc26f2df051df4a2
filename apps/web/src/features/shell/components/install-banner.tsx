import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import type { ShellTranslate } from '../apps.ts';
import {
  dismissInstallPrompt,
  isInstallPromptPathExcluded,
  isIos,
  type PromptStorage,
  shouldShowInstallPrompt,
} from '../rules/install-prompt.ts';
import { isStandalone, useInstallPromptEvent } from './use-install-prompt-event.ts';

export interface InstallBannerProps {
  t: ShellTranslate;
  pathname: string;
  /** deviceClass(...) === 'mobile': the banner never shows on tablets and desktops. */
  isMobile: boolean;
  storage?: PromptStorage;
  userAgent?: string;
  maxTouchPoints?: number;
  /** Already installed (running from the home screen). */
  standalone?: boolean;
  now?: () => number;
}

type BannerState = 'undecided' | 'shown' | 'hidden';

/**
 * SPEC §2 and §4: on phones, invites the user to install the app. iPhones get the Share → Add
 * to Home Screen steps; other browsers an Install button that opens the native prompt. The
 * close icon, the backdrop and Escape dismiss it for 3 days.
 */
export function InstallBanner({
  t,
  pathname,
  isMobile,
  storage = localStorage,
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
  standalone = isStandalone(),
  now = Date.now,
}: InstallBannerProps) {
  const { event, clear } = useInstallPromptEvent();
  const [state, setState] = useState<BannerState>('undecided');
  const ios = isIos(userAgent, maxTouchPoints);
  // iOS Safari never fires beforeinstallprompt: there, not yet installed is enough.
  const installable = ios ? !standalone : event !== null;

  useEffect(() => {
    if (state !== 'undecided') return;
    if (shouldShowInstallPrompt({ now: now(), storage, pathname, isMobile, installable })) setState('shown');
  }, [state, now, storage, pathname, isMobile, installable]);

  // Inside the banner: not rendered means the banner is hidden by its surroundings (a Suspense
  // fallback hides the tree), which Headless UI reports as a close. Only the user dismisses it.
  const probe = useRef<HTMLSpanElement>(null);
  const dismiss = () => {
    if (probe.current?.checkVisibility?.() === false) return;
    dismissInstallPrompt(storage);
    setState('hidden');
  };

  const install = async () => {
    if (!event) return;
    clear();
    await event.prompt();
    await event.userChoice;
    // Accepted or dismissed, the native prompt has answered: the banner goes (SPEC §4).
    setState('hidden');
  };

  const open = state === 'shown' && isMobile && !isInstallPromptPathExcluded(pathname);

  if (ios) {
    return (
      <LazyDialog
        open={open}
        onClose={dismiss}
        title={t('install.ios_title')}
        closeLabel={t('install.close')}
      >
        <span ref={probe} className="absolute" />
        <ol className="list-decimal space-y-2 ps-5 text-sm">
          <li>{t('install.ios_step_share')}</li>
          <li>{t('install.ios_step_add')}</li>
        </ol>
      </LazyDialog>
    );
  }
  return (
    <LazyDialog
      open={open}
      onClose={dismiss}
      title={t('install.title')}
      description={t('install.description')}
      closeLabel={t('install.close')}
      footer={<Button onClick={() => void install()}>{t('install.install')}</Button>}
    >
      <span ref={probe} className="absolute" />
    </LazyDialog>
  );
}

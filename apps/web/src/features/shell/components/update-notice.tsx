import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import type { SwStatus } from '../../pwa/sw-status.ts';
import type { ShellTranslate } from '../apps.ts';

/** How long "ready to work offline" stays: news that needs no answer must not hold the screen. */
export const OFFLINE_READY_MS = 4000;

export interface UpdateNoticeProps {
  t: ShellTranslate;
  /** From useSwStatus(). */
  status: SwStatus;
  /** Activates the waiting version and reloads (swStatus.applyUpdate). */
  onReload: () => void;
  /** Hides the notice (swStatus.dismiss). */
  onDismiss: () => void;
  /** Phone layout: the notice goes under the header, clear of the bottom bars. */
  isMobile?: boolean;
}

/** Closes the offline-ready news after OFFLINE_READY_MS; a waiting version stays until answered. */
function useAutoDismiss(status: SwStatus, onDismiss: () => void) {
  // The shell passes a new callback on every render: a ref keeps that from restarting the timer.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const transient = status.offlineReady && !status.needRefresh;
  useEffect(() => {
    if (!transient) return;
    const timer = setTimeout(() => dismiss.current(), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [transient]);
}

/** The service worker's news: a new version waits, or the app now opens offline. */
export function UpdateNotice({ t, status, onReload, onDismiss, isMobile = false }: UpdateNoticeProps) {
  useAutoDismiss(status, onDismiss);
  const visible = status.needRefresh || status.offlineReady;
  // The live region stays mounted so screen readers announce the text when it appears. On
  // phones the card sits under the header: the bottom belongs to the nav and the page's actions
  // (Receive, Encaisser).
  return (
    <div role="status" className="print:hidden">
      {visible && (
        <div
          className={cx(
            'fixed z-40 flex items-center gap-3 rounded-lg border border-line bg-surface p-3 text-fg text-sm shadow-lg',
            // news that needs no answer keeps clear of the page's own actions (bottom right on a desktop)
            isMobile
              ? 'inset-x-3 top-16'
              : status.needRefresh
                ? 'end-4 bottom-4 max-w-sm'
                : 'start-4 bottom-4 max-w-xs',
          )}
        >
          <p className="flex-1">{status.needRefresh ? t('update.available') : t('update.offline_ready')}</p>
          {status.needRefresh && (
            <Button size="small" onClick={onReload}>
              {t('update.reload')}
            </Button>
          )}
          <Button size="small" variant="ghost" onClick={onDismiss} aria-label={t('update.close')}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4l4.7-4.3 4.7 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.7-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
            </svg>
          </Button>
        </div>
      )}
    </div>
  );
}

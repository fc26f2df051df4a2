import { Button } from '../../../components/ui/button.tsx';
import type { SwStatus } from '../../pwa/sw-status.ts';
import type { ShellTranslate } from '../apps.ts';

export interface UpdateNoticeProps {
  t: ShellTranslate;
  /** From useSwStatus(). */
  status: SwStatus;
  /** Activates the waiting version and reloads (swStatus.applyUpdate). */
  onReload: () => void;
  /** Hides the notice (swStatus.dismiss). */
  onDismiss: () => void;
}

/** The service worker's news: a new version waits, or the app now opens offline. */
export function UpdateNotice({ t, status, onReload, onDismiss }: UpdateNoticeProps) {
  if (!status.needRefresh && !status.offlineReady) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-20 z-40 flex items-center gap-3 rounded-lg border border-line bg-surface p-3 text-fg text-sm shadow-lg sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-w-sm"
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
  );
}

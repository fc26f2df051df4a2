import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../../../app/app-link.ts';
import { showSuccessToast } from '../../../../app/toasts.ts';
import { refreshAfterSale } from '../../api.ts';
import { orderPaths } from '../../paths.ts';
import { refusedSales, waitingSales } from './outbox.ts';
import { useOutbox } from './outbox-store.ts';
import { useOutboxSync } from './use-outbox-sync.ts';

/** After sales went through: the lists that show them read again, and the cashier is told. */
export function useSentNotice(): (count: number) => void {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  return useCallback(
    (count: number) => {
      refreshAfterSale(queryClient);
      showSuccessToast('pos-outbox-sent', t('pos.offline.sent', { count }));
    },
    [queryClient, t],
  );
}

/**
 * Away from the counter, the outbox still goes out (the app shell mounts this while the device keeps sales), and a
 * small note says what waits, with the way back to the counter to review it.
 */
export default function OutboxSender({ companyId }: { companyId: string }) {
  const { t } = useTranslation('orders');
  const appLink = useAppLink();
  const [outbox] = useOutbox(companyId);
  useOutboxSync(companyId, useSentNotice());
  const waiting = waitingSales(outbox).length;
  const refused = refusedSales(outbox).length;
  if (waiting + refused === 0) return null;
  return (
    <aside
      aria-label={t('pos.offline.outbox_title')}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex items-center justify-between gap-3 rounded-lg border border-amber-500/50 bg-surface p-3 text-sm shadow-lg md:inset-x-auto md:end-4 md:bottom-4 md:max-w-sm"
    >
      <p role="status" className="min-w-0">
        {refused > 0
          ? t('pos.offline.refused', { count: refused })
          : t('pos.offline.waiting', { count: waiting })}
      </p>
      <a className="shrink-0 font-medium text-primary-text underline" {...appLink(orderPaths.pos())}>
        {t('pos.offline.open_counter')}
      </a>
    </aside>
  );
}

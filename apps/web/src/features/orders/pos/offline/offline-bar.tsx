import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../../app/use-date-time.ts';
import { Button } from '../../../../components/ui/button.tsx';
import type { OfflineCatalogue } from './offline-catalogue.ts';
import { type OutboxSale, refusedSales, waitingSales } from './outbox.ts';

interface OfflineBarProps {
  online: boolean;
  outbox: OutboxSale[];
  catalogue: OfflineCatalogue | null;
  onReview: () => void;
}

/**
 * The counter's connection state, when there is something to say: offline (keep selling, from which product
 * list), sales waiting to be sent, sales the server refused. Nothing while online with an empty outbox.
 */
export function OfflineBar({ online, outbox, catalogue, onReview }: OfflineBarProps) {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime({ compact: true });
  const waiting = waitingSales(outbox).length;
  const refused = refusedSales(outbox).length;
  if (online && outbox.length === 0) return null;

  return (
    <section
      aria-label={t('pos.offline.region')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        {!online && (
          <>
            <p role="status" className="font-semibold">
              {t('pos.offline.offline')}
            </p>
            <p>{t('pos.offline.keep_selling')}</p>
            <p className="text-fg-muted">
              {catalogue
                ? t('pos.offline.catalogue', {
                    count: catalogue.index.variants.length,
                    time: dateTime(catalogue.savedAt),
                  })
                : t('pos.offline.no_catalogue')}
            </p>
          </>
        )}
        {waiting > 0 && (
          <p role="status">
            {online
              ? t('pos.offline.sending', { count: waiting })
              : t('pos.offline.waiting', { count: waiting })}
          </p>
        )}
        {refused > 0 && (
          <p role="alert" className="font-medium text-danger-text">
            {t('pos.offline.refused', { count: refused })}
          </p>
        )}
      </div>
      {outbox.length > 0 && (
        <Button size="small" variant="outline" onClick={onReview}>
          {t('pos.offline.review', { count: outbox.length })}
        </Button>
      )}
    </section>
  );
}

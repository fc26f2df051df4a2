import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../app/use-date-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { type Basket, basketSummary, itemCount } from '../sale/basket.ts';
import type { HeldSale } from './held-sales.ts';

interface HeldSalesDialogProps {
  open: boolean;
  onClose: () => void;
  sales: HeldSale[];
  money: (minor: number) => string;
  /** what the basket comes to, taxes included, as the counter charges it */
  totalOf: (basket: Basket) => number;
  onResume: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** The sales on hold on this device, newest first: resume one into the basket, or discard it (asked twice). */
export function HeldSalesDialog({
  open,
  onClose,
  sales,
  money,
  totalOf,
  onResume,
  onDiscard,
}: HeldSalesDialogProps) {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime({ compact: true });
  const [discarding, setDiscarding] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onClose={() => {
        setDiscarding(null);
        onClose();
      }}
      title={t('pos.held.title')}
      description={t('pos.held.description')}
      closeLabel={t('pos.held.close')}
    >
      {sales.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('pos.held.none')}</p>
      ) : (
        <ul aria-label={t('pos.held.list')} className="flex flex-col divide-y divide-line">
          {sales.map((sale) => {
            const who = sale.basket.customer?.name ?? t('pos.held.walk_in');
            return (
              <li key={sale.id} aria-label={who} className="flex flex-col gap-2 py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate font-medium">{who}</span>
                  <span className="shrink-0 font-semibold tabular-nums">{money(totalOf(sale.basket))}</span>
                </div>
                <p className="line-clamp-2 text-fg-muted text-sm">{basketSummary(sale.basket)}</p>
                <p className="text-fg-muted text-xs">
                  {t('pos.held.items_at', {
                    count: itemCount(sale.basket),
                    time: dateTime(sale.heldAt),
                  })}
                </p>
                {discarding === sale.id ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm">{t('pos.held.confirm')}</span>
                    <Button size="small" variant="outline" onClick={() => setDiscarding(null)}>
                      {t('pos.held.keep')}
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => {
                        setDiscarding(null);
                        onDiscard(sale.id);
                      }}
                    >
                      {t('pos.held.discard_confirm')}
                    </Button>
                  </div>
                ) : (
                  <div className="flex gap-2">
                    <Button
                      size="small"
                      aria-label={t('pos.held.resume_of', { who })}
                      onClick={() => onResume(sale.id)}
                    >
                      {t('pos.held.resume')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghostDanger"
                      aria-label={t('pos.held.discard_of', { who })}
                      onClick={() => setDiscarding(sale.id)}
                    >
                      {t('pos.held.discard')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}

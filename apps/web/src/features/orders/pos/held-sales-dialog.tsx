import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../app/use-date-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { type Basket, itemCount } from '../sale/basket.ts';
import type { HeldSale } from './held-sales.ts';
import { DiscardConfirm, KeptSaleSummary } from './kept-sale-parts.tsx';

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
                <KeptSaleSummary
                  who={who}
                  total={money(totalOf(sale.basket))}
                  basket={sale.basket}
                  when={t('pos.held.items_at', {
                    count: itemCount(sale.basket),
                    time: dateTime(sale.heldAt),
                  })}
                />
                {discarding === sale.id ? (
                  <DiscardConfirm
                    question={t('pos.held.confirm')}
                    onKeep={() => setDiscarding(null)}
                    onDiscard={() => {
                      setDiscarding(null);
                      onDiscard(sale.id);
                    }}
                  />
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../../app/use-date-time.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { itemCount } from '../../sale/basket.ts';
import { DiscardConfirm, KeptSaleSummary } from '../kept-sale-parts.tsx';
import {
  KeptReceiptPrint,
  type KeptReceiptSource,
  useKeptSaleReceipt,
  usePrintKeptSale,
} from './kept-receipt-print.tsx';
import type { OutboxSale } from './outbox.ts';

interface OutboxDialogProps {
  open: boolean;
  onClose: () => void;
  sales: OutboxSale[];
  money: (minor: number) => string;
  /** what a waiting sale's printed receipt needs */
  receipt: KeptReceiptSource;
  online: boolean;
  /** the basket has lines: a refused sale cannot be taken back into it now */
  basketBusy: boolean;
  onSendNow: () => void;
  onRetry: (key: string) => void;
  onToBasket: (key: string) => void;
  onDiscard: (key: string) => void;
}

/**
 * The sales this device keeps for the server, oldest first. Waiting ones go by themselves; a refused one shows the
 * server's reason and waits for a decision: send it again (the stock was corrected, say), take it back into the
 * basket to change it, or discard it (asked twice: its money is then recorded nowhere). A waiting sale's receipt
 * prints from here, its number to follow.
 */
export function OutboxDialog({
  open,
  onClose,
  sales,
  money,
  receipt,
  online,
  basketBusy,
  onSendNow,
  onRetry,
  onToBasket,
  onDiscard,
}: OutboxDialogProps) {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime({ compact: true });
  const [discarding, setDiscarding] = useState<string | null>(null);
  const receiptOf = useKeptSaleReceipt(receipt);
  const [printing, print] = usePrintKeptSale();
  const printed = open ? sales.find((sale) => sale.key === printing) : undefined;
  const waiting = sales.filter((sale) => !sale.failure).length;

  return (
    <>
      <Dialog
        open={open}
        onClose={() => {
          setDiscarding(null);
          onClose();
        }}
        title={t('pos.offline.outbox_title')}
        description={t('pos.offline.outbox_text')}
        closeLabel={t('pos.offline.close')}
        footer={
          waiting > 0 ? (
            <Button disabled={!online} onClick={onSendNow}>
              {online ? t('pos.offline.send_now') : t('pos.offline.send_when_online')}
            </Button>
          ) : undefined
        }
      >
        {sales.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('pos.offline.outbox_empty')}</p>
        ) : (
          <ul aria-label={t('pos.offline.outbox_list')} className="flex flex-col divide-y divide-line">
            {sales.map((sale) => {
              const who = sale.basket.customer?.name ?? t('pos.held.walk_in');
              return (
                <li key={sale.key} aria-label={who} className="flex flex-col gap-2 py-3">
                  <KeptSaleSummary
                    who={who}
                    total={money(sale.total)}
                    basket={sale.basket}
                    when={t('pos.offline.items_sold_at', {
                      count: itemCount(sale.basket),
                      time: dateTime(sale.soldAt),
                    })}
                  />
                  {sale.failure ? (
                    <>
                      <p className="text-danger-text text-sm">
                        {sale.failure.step === 'customer'
                          ? t('pos.offline.customer_refused_because', { reason: sale.failure.message })
                          : t('pos.offline.refused_because', { reason: sale.failure.message })}
                      </p>
                      {discarding === sale.key ? (
                        <DiscardConfirm
                          question={t('pos.offline.discard_confirm_text')}
                          onKeep={() => setDiscarding(null)}
                          onDiscard={() => {
                            setDiscarding(null);
                            onDiscard(sale.key);
                          }}
                        />
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          <Button size="small" onClick={() => onRetry(sale.key)}>
                            {t('pos.offline.retry')}
                          </Button>
                          <Button
                            size="small"
                            variant="outline"
                            disabled={basketBusy}
                            title={basketBusy ? t('pos.offline.basket_busy') : undefined}
                            onClick={() => onToBasket(sale.key)}
                          >
                            {t('pos.offline.to_basket')}
                          </Button>
                          <Button
                            size="small"
                            variant="ghostDanger"
                            aria-label={t('pos.held.discard_of', { who })}
                            onClick={() => setDiscarding(sale.key)}
                          >
                            {t('pos.held.discard')}
                          </Button>
                        </div>
                      )}
                    </>
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm">{t('pos.offline.waits')}</p>
                      <Button
                        size="small"
                        variant="outline"
                        aria-label={t('pos.offline.print_receipt_of', { who })}
                        onClick={() => print(sale.key)}
                      >
                        {t('pos.offline.print_receipt')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
      {printed && (
        <KeptReceiptPrint
          sale={printed}
          receipt={receiptOf(printed)}
          shopName={receipt.shopName}
          money={money}
        />
      )}
    </>
  );
}

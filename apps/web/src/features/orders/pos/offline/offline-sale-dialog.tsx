import type { PriceOrderResult } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../../app/use-date-time.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { receiptText, whatsappLink } from '../../receipt-text.ts';
import { type Basket, basketSummary } from '../../sale/basket.ts';
import { useReceiptLabels } from '../../use-receipt-labels.ts';
import { keptSaleReceipt } from './kept-receipt.ts';
import type { OutboxSale } from './outbox.ts';

export interface OfflineSaleDialogProps {
  /** the sale just kept on the device, with the change to give back; null: closed */
  kept: { sale: OutboxSale; change: number } | null;
  money: (minor: number) => string;
  /** the basket priced as the counter prices it, for the receipt's line totals */
  priceBasket: (basket: Basket) => Pick<PriceOrderResult, 'lines'>;
  methods: readonly { id: string; name: string; kind: string }[];
  shopName: string;
  onClose: () => void;
}

/**
 * Instead of the receipt page, for a sale kept on this device: what was sold, the change to give, what comes next,
 * and the receipt on WhatsApp (numbered once the server has the sale).
 */
export function OfflineSaleDialog({
  kept,
  money,
  priceBasket,
  methods,
  shopName,
  onClose,
}: OfflineSaleDialogProps) {
  const { t } = useTranslation('orders');
  const labels = useReceiptLabels();
  const dateTime = useDateTime({ compact: true });
  const receipt = kept
    ? receiptText(
        keptSaleReceipt(kept.sale, {
          priced: priceBasket(kept.sale.basket),
          methods,
          reference: t('pos.offline.receipt_reference', { time: dateTime(kept.sale.soldAt) }),
        }),
        shopName,
        money,
        labels,
        kept.change,
      )
    : '';
  return (
    <Dialog
      open={kept !== null}
      onClose={onClose}
      title={t('pos.offline.kept_title')}
      description={t('pos.offline.kept_text')}
      closeLabel={t('pos.offline.close')}
      footer={
        <>
          {kept && (
            <Button
              variant="success"
              href={whatsappLink(receipt, kept.sale.basket.customer?.phone)}
              target="_blank"
              rel="noreferrer"
            >
              {t('receipt.whatsapp')}
            </Button>
          )}
          <Button autoFocus onClick={onClose}>
            {t('pos.offline.new_sale')}
          </Button>
        </>
      }
    >
      {kept && (
        <div className="flex flex-col gap-3">
          <p className="text-fg-muted text-sm">{basketSummary(kept.sale.basket)}</p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-surface-muted p-3">
            <dt>{t('pos.offline.total')}</dt>
            <dd className="text-end tabular-nums">{money(kept.sale.total)}</dd>
            <dt className="font-semibold">{t('pay.change')}</dt>
            <dd className="text-end font-semibold text-lg tabular-nums" data-testid="kept-change-due">
              {money(kept.change)}
            </dd>
          </dl>
        </div>
      )}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ReceiptPaperSelect } from '../../receipt-paper-select.tsx';
import { receiptText, whatsappLink } from '../../receipt-text.ts';
import { basketSummary } from '../../sale/basket.ts';
import { useReceiptLabels } from '../../use-receipt-labels.ts';
import {
  KeptReceiptPrint,
  type KeptReceiptSource,
  useKeptSaleReceipt,
  usePrintKeptSale,
} from './kept-receipt-print.tsx';
import type { OutboxSale } from './outbox.ts';

export interface OfflineSaleDialogProps extends KeptReceiptSource {
  /** the sale just kept on the device, with the change to give back; null: closed */
  kept: { sale: OutboxSale; change: number } | null;
  money: (minor: number) => string;
  onClose: () => void;
}

/**
 * Instead of the receipt page, for a sale kept on this device: what was sold, the change to give, what comes next,
 * and the receipt on WhatsApp or on paper (numbered once the server has the sale).
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
  const receiptOf = useKeptSaleReceipt({ priceBasket, methods, shopName });
  const [printing, print] = usePrintKeptSale();
  const receipt = kept ? receiptOf(kept.sale) : null;
  const text = kept && receipt ? receiptText(receipt, shopName, money, labels, kept.change) : '';
  return (
    <>
      <Dialog
        open={kept !== null}
        onClose={onClose}
        title={t('pos.offline.kept_title')}
        description={t('pos.offline.kept_text')}
        closeLabel={t('pos.offline.close')}
        footer={
          <>
            {kept && (
              <>
                <Button
                  variant="success"
                  href={whatsappLink(text, kept.sale.basket.customer?.phone)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('receipt.whatsapp')}
                </Button>
                <Button variant="outline" onClick={() => print(kept.sale.key)}>
                  {t('pos.offline.print_receipt')}
                </Button>
              </>
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
            <ReceiptPaperSelect />
          </div>
        )}
      </Dialog>
      {kept && receipt && printing === kept.sale.key && (
        <KeptReceiptPrint
          sale={kept.sale}
          receipt={receipt}
          shopName={shopName}
          money={money}
          change={kept.change}
        />
      )}
    </>
  );
}

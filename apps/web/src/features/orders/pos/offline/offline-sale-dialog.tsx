import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { basketSummary } from '../../sale/basket.ts';
import type { OutboxSale } from './outbox.ts';

interface OfflineSaleDialogProps {
  /** the sale just kept on the device, with the change to give back; null: closed */
  kept: { sale: OutboxSale; change: number } | null;
  money: (minor: number) => string;
  onClose: () => void;
}

/** Instead of the receipt, for a sale kept on this device: what was sold, the change to give, and what comes next. */
export function OfflineSaleDialog({ kept, money, onClose }: OfflineSaleDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog
      open={kept !== null}
      onClose={onClose}
      title={t('pos.offline.kept_title')}
      description={t('pos.offline.kept_text')}
      closeLabel={t('pos.offline.close')}
      footer={
        <Button autoFocus onClick={onClose}>
          {t('pos.offline.new_sale')}
        </Button>
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

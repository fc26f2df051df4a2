import type { StockTransferDetail } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { postTransfer, stockKeys } from '../api.ts';
import { stockPaths } from '../paths.ts';
import { STOCK_NAMESPACES, StockHeader } from '../stock-ui.tsx';
import { useLeaveAfterStockSave } from '../use-stock-document-submit.ts';
import { EMPTY_TRANSFER, TransferForm } from './transfer-form.tsx';

/** /stock/transfers/create: a draft transfer from one warehouse to another. */
export function TransferCreatePage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const leave = useLeaveAfterStockSave();
  const session = useProductSession();

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!session.can('stocks.create')) return <p role="alert">{t('common.forbidden')}</p>;

  const created = (transfer: StockTransferDetail) =>
    leave({
      invalidate: [stockKeys.transfers.all],
      toast: {
        id: 'stock-transfer-created',
        message: t('transfers.created_toast', { reference: transfer.reference }),
      },
      to: stockPaths.transfer(transfer.id),
      replace: true,
    });

  return (
    <div className="flex flex-col gap-4">
      <StockHeader title={t('transfers.create_title')} nav={false} />
      <p className="text-fg-muted">{t('transfers.create_text')}</p>
      <TransferForm
        initial={EMPTY_TRANSFER}
        submitLabel={t('transfers.submit')}
        save={postTransfer}
        onSaved={created}
      />
    </div>
  );
}

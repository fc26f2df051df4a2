import type { StockTransferDetail } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { patchTransfer, stockKeys, transferQuery } from '../api.ts';
import { stockPaths } from '../paths.ts';
import { LoadError, STOCK_NAMESPACES, StockHeader } from '../stock-ui.tsx';
import { useLeaveAfterStockSave } from '../use-stock-document-submit.ts';
import { draftOf, TransferForm } from './transfer-form.tsx';

/**
 * /stock/transfers/:id/edit: a draft's warehouses, note and lines, until it is shipped. The lines
 * sent replace the draft's (added, removed, changed); the server checks them as on creation.
 */
export function TransferEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(STOCK_NAMESPACES);
  const queryClient = useQueryClient();
  const leave = useLeaveAfterStockSave();
  const session = useProductSession();
  const appLink = useAppLink();
  const transfer = useQuery(transferQuery(id));

  if (!session.ready || transfer.isPending) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!session.can('stocks.update')) return <p role="alert">{t('common.forbidden')}</p>;
  if (transfer.isError) return <LoadError error={transfer.error} onRetry={() => void transfer.refetch()} />;

  const data = transfer.data;
  const title = <StockHeader title={t('transfers.edit_title', { reference: data.reference })} nav={false} />;
  if (data.status !== 'draft') {
    return (
      <div className="flex flex-col gap-4">
        {title}
        <p role="alert">{t('transfers.not_draft')}</p>
        <div>
          <Button variant="outline" {...appLink(stockPaths.transfer(id))}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    );
  }

  async function saved(next: StockTransferDetail) {
    queryClient.setQueryData(stockKeys.transfers.detail(id), next);
    await leave({
      invalidate: [stockKeys.transfers.lists()],
      toast: {
        id: 'stock-transfer-saved',
        message: t('transfers.saved_toast', { reference: next.reference }),
      },
      to: stockPaths.transfer(id),
      replace: true,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      {title}
      <p className="text-fg-muted">{t('transfers.edit_text')}</p>
      <TransferForm
        // A fresh form for each saved version of the draft.
        key={data.updated_at}
        initial={draftOf(data)}
        submitLabel={t('transfers.save')}
        save={(body) => patchTransfer(id, body)}
        onSaved={saved}
      />
    </div>
  );
}

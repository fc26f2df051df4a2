import type { TransactionRecord } from '@comptoir/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { detailLine, NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { transactionKeys, treasuryAccountKeys } from './api.ts';

export interface TransactionTableProps {
  rows: TransactionRecord[];
  /** the account column, on the all-accounts list */
  showAccount?: boolean;
  /** names of the other accounts, for "Transfer with …" */
  accountNames?: Map<string, string>;
  empty: React.ReactNode;
}

/** What a row says when it has no label of its own: where the money came from. */
function useDescription(accountNames?: Map<string, string>) {
  const { t } = useTranslation('treasury');
  return (row: TransactionRecord) => {
    const source = t(`sources.${row.source}`);
    if (row.source === 'transfer' && row.counterpart_account_id) {
      const other = accountNames?.get(row.counterpart_account_id);
      return other ? t('transactions.counterpart', { name: other }) : source;
    }
    return source;
  };
}

/**
 * Transactions with their signed amounts, a reconciliation tick per row (transactions.update) and a
 * delete action on hand-made rows not yet reconciled.
 */
export function TransactionTable({ rows, showAccount, accountNames, empty }: TransactionTableProps) {
  const { t, i18n } = useTranslation('treasury');
  const session = useProductSession();
  const queryClient = useQueryClient();
  const describe = useDescription(accountNames);
  const [deleting, setDeleting] = useState<TransactionRecord | null>(null);
  const canUpdate = session.can('transactions.update');
  const base = apiPath('transactions');
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    await queryClient.invalidateQueries({ queryKey: treasuryAccountKeys.all });
  };
  const reconcile = useMutation({
    mutationFn: async ({ id, reconciled }: { id: string; reconciled: boolean }) =>
      unwrap(await api.post(`${base}/${id}/${reconciled ? 'reconcile' : 'unreconcile'}`)),
    onSuccess: refresh,
    onError: (error) => showErrorToast('transaction-reconcile-error', error.message || t('errors.generic')),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => unwrap(await api.delete(`${base}/${id}`)),
  });

  async function destroy() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      await refresh();
      showSuccessToast('transaction-deleted', t('transactions.deleted'));
    } catch (error) {
      showErrorToast(
        'transaction-delete-error',
        error instanceof Error ? error.message : t('errors.generic'),
      );
    }
    setDeleting(null);
  }

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const canDelete = session.can('transactions.delete');
  const deleteButton = (r: TransactionRecord, className?: string) =>
    canDelete && r.editable ? (
      <Button variant="ghostDanger" size="small" className={className} onClick={() => setDeleting(r)}>
        {t('transactions.delete')}
      </Button>
    ) : null;
  const columns: TableColumn<TransactionRecord>[] = [
    { key: 'date', header: t('transactions.date'), hideOnPhone: true, cell: (r) => date(r.occurred_at) },
    ...(showAccount
      ? [
          {
            key: 'account',
            header: t('transactions.account'),
            hideOnPhone: true,
            cell: (r: TransactionRecord) => r.account_name,
          },
        ]
      : []),
    {
      key: 'label',
      header: t('transactions.label'),
      // The date, account and actions columns are left out on phones: the label names the row there,
      // with the date, the account and the delete button under it.
      rowHeader: true,
      cell: (r) => (
        <span className="flex flex-col">
          <NameWithDetail name={<span>{r.label ?? describe(r)}</span>}>
            {detailLine(date(r.occurred_at), showAccount && r.account_name)}
          </NameWithDetail>
          {r.label && <span className="font-normal text-fg-muted text-xs">{describe(r)}</span>}
          {r.reference && <span className="font-normal text-fg-muted text-xs">{r.reference}</span>}
          {deleteButton(r, '-ms-3 self-start sm:hidden')}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('transactions.amount'),
      align: 'end',
      cell: (r) => (
        <span
          className={r.direction === 'in' ? 'font-medium text-success-text' : 'font-medium text-danger-text'}
        >
          {r.direction === 'in' ? '+' : '−'}
          {session.money(r.amount)}
        </span>
      ),
    },
    {
      key: 'reconciled',
      header: t('transactions.reconciled'),
      cell: (r) => (
        <input
          type="checkbox"
          className="size-5"
          checked={r.reconciled_at !== null}
          disabled={!canUpdate || reconcile.isPending}
          aria-label={t('transactions.reconcile_label', { label: r.label ?? describe(r) })}
          onChange={(event) => reconcile.mutate({ id: r.id, reconciled: event.target.checked })}
        />
      ),
    },
    ...(canDelete
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">{t('transactions.actions')}</span>,
            hideOnPhone: true,
            cell: (r: TransactionRecord) => deleteButton(r),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table
        caption={t('transactions.title')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={empty}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('transactions.delete_title')}
        description={t('transactions.delete_text', {
          label: deleting ? (deleting.label ?? describe(deleting)) : '',
          amount: session.money(deleting?.amount),
        })}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={destroy}
              loading={remove.isPending}
              loadingLabel={t('common.working')}
            >
              {t('transactions.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}

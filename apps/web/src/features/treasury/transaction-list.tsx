import type { TreasuryAccountRecord } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { transactionListQuery } from './api.ts';
import { TransactionFilters } from './transaction-filters.tsx';
import {
  isFiltered,
  readTransactionParams,
  type TransactionParams,
  transactionListQueryOf,
  writeTransactionParams,
} from './transaction-params.ts';
import { TransactionTable } from './transaction-table.tsx';

/**
 * Transactions with their filters in the address bar: one account's (`accountId`) or every
 * account's, with an account picker then.
 */
export function TransactionList({
  accountId,
  accounts,
}: {
  accountId?: string;
  accounts: TreasuryAccountRecord[];
}) {
  const { t } = useTranslation('treasury');
  const session = useProductSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readTransactionParams(searchParams), [searchParams]);
  const query = useMemo(() => transactionListQueryOf(state, accountId), [state, accountId]);
  const list = useQuery({ ...transactionListQuery(query), enabled: session.can('transactions.view') });
  const names = useMemo(() => new Map(accounts.map((a) => [a.id, a.name])), [accounts]);
  const change = (next: Partial<TransactionParams>) =>
    setSearchParams(writeTransactionParams({ ...state, page: 1, ...next }), { replace: true });

  if (!session.can('transactions.view')) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="transactions-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="transactions-heading" className="font-semibold text-lg">
          {t('transactions.title')}
        </h2>
        {session.can('transactions.export') && <ExportButton path={apiPath('transactions')} query={query} />}
      </div>
      <TransactionFilters state={state} onChange={change} {...(accountId ? {} : { accounts })} />
      {list.isPending ? (
        <Skeleton label={t('transactions.loading')} lines={5} />
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{list.error.message || t('errors.generic')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <TransactionTable
          rows={list.data.data}
          showAccount={!accountId}
          accountNames={names}
          empty={
            isFiltered(state, accountId) ? (
              <EmptyState
                title={t('transactions.no_match')}
                action={
                  <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
                    {t('list.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('transactions.empty')} />
            )
          }
        />
      )}
      {list.data && (
        <ListPager ns="treasury" hideSinglePage meta={list.data.meta} onPage={(page) => change({ page })} />
      )}
    </section>
  );
}

import type {
  ListMeta,
  PaymentMethodRecord,
  TransactionRecord,
  TreasuryAccountRecord,
  TreasuryBalance,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const treasuryAccountKeys = keys('treasury-accounts');
export const transactionKeys = keys('transactions');

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}

export const treasuryAccountListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: treasuryAccountKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Page<TreasuryAccountRecord>>(apiPath('treasury-accounts'), { query, signal })),
    placeholderData: (previous) => previous,
  });

/** Every live account, for pickers (transfer dialog, account filter). */
export const allAccountsQuery = () => treasuryAccountListQuery({ per_page: 100, sort: 'name' });

export const treasuryAccountQuery = (id: string) =>
  queryOptions({
    queryKey: treasuryAccountKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: TreasuryAccountRecord }>(`${apiPath('treasury-accounts')}/${id}`, { signal }),
      ).data,
  });

export const accountBalanceQuery = (id: string, at: string) =>
  queryOptions({
    queryKey: treasuryAccountKeys.detail(id, { at }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: TreasuryBalance }>(`${apiPath('treasury-accounts')}/${id}/balance`, {
          query: { at },
          signal,
        }),
      ).data,
  });

export const transactionListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Page<TransactionRecord>>(apiPath('transactions'), { query, signal })),
    placeholderData: (previous) => previous,
  });

/** The company's payment methods, for linking them to an account (payment_methods.view). */
export const paymentMethodChoicesQuery = () =>
  queryOptions({
    queryKey: keys('payment-methods').list({ per_page: 100 }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<Page<PaymentMethodRecord>>(apiPath('payment-methods'), {
          query: { per_page: 100 },
          signal,
        }),
      ).data,
  });

import type { CustomerCredit, CustomerDebt, CustomerStats, ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { apiPath } from '../products/api.ts';
import { customerKeys } from './api.ts';

// What customers owe: a customer's stats and unpaid sales, and the company's credit ledger. Under
// the customers keys, so saving a customer or an order refreshes them with the rest.

export const creditLedgerPath = () => `${apiPath('customers')}/credit`;

export const creditLedgerQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: customerKeys.list({ ...query, credit: true }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: CustomerCredit[]; meta: ListMeta }>(creditLedgerPath(), { query, signal }),
      ),
    placeholderData: (previous) => previous,
  });

export const customerStatsQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId, { stats: true }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: CustomerStats }>(`${apiPath('customers')}/${customerId}/stats`, { signal }),
      ).data,
  });

export const customerDebtsQuery = (customerId: string, query: ListQuery) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId, { credit: true, ...query }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: CustomerDebt[]; meta: ListMeta }>(
          `${apiPath('customers')}/${customerId}/credit`,
          { query, signal },
        ),
      ),
    placeholderData: (previous) => previous,
  });

import type { ListMeta, SalesDocument } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const invoiceKeys = keys('invoices');

export const invoiceListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: SalesDocument[]; meta: ListMeta }>(apiPath('invoices'), { query, signal }),
      ),
    placeholderData: (previous) => previous,
  });

export async function issueInvoice(orderId: string, body: { due_in_days?: number }): Promise<SalesDocument> {
  return unwrap(await api.post<{ data: SalesDocument }>(`${apiPath('orders')}/${orderId}/invoice`, body))
    .data;
}

export async function creditInvoice(invoiceId: string): Promise<SalesDocument> {
  return unwrap(
    await api.post<{ data: SalesDocument }>(`${apiPath('invoices')}/${invoiceId}/credit-note`, {}),
  ).data;
}

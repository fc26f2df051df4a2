import type { InvoiceIssue, ListMeta, QuotationIssue, SalesDocument } from '@comptoir/core';
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

export async function issueInvoice(orderId: string, body: InvoiceIssue): Promise<SalesDocument> {
  return unwrap(await api.post<{ data: SalesDocument }>(`${apiPath('orders')}/${orderId}/invoice`, body))
    .data;
}

export async function creditInvoice(invoiceId: string): Promise<SalesDocument> {
  return unwrap(
    await api.post<{ data: SalesDocument }>(`${apiPath('invoices')}/${invoiceId}/credit-note`, {}),
  ).data;
}

/** Issues the order's quotation document; `issued` is false when nothing changed since the last one. */
export async function issueQuotation(
  orderId: string,
  body: QuotationIssue,
): Promise<{ document: SalesDocument; issued: boolean }> {
  const result = await api.post<{ data: SalesDocument }>(
    `${apiPath('orders')}/${orderId}/quotation-document`,
    body,
  );
  return { document: unwrap(result).data, issued: result.status === 201 };
}

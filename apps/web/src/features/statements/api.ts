import type { CustomerStatement } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import { customerKeys } from '../customers/api.ts';
import { rawRequest } from '../imports/raw-request.ts';
import { apiPath } from '../products/api.ts';

// A customer's account statement, under the customers keys: saving a customer or an order refreshes it.

export interface StatementDays {
  from: string;
  to: string;
}

const statementPath = (customerId: string) => `${apiPath('customers')}/${customerId}/statement`;

export const customerStatementQuery = (customerId: string, days: StatementDays) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId, { statement: true, ...days }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: CustomerStatement }>(statementPath(customerId), { query: { ...days }, signal }),
      ).data,
    placeholderData: (previous) => previous,
  });

/**
 * Downloads the statement's PDF (fetched with the user's token): a file named after the customer and
 * the period, ready to print or to send.
 */
export async function downloadStatementPdf(
  customerId: string,
  days: StatementDays,
  filename: string,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const result = await rawRequest('GET', `${statementPath(customerId)}/pdf`, { query: { ...days } });
  if (!result.ok) return { ok: false, message: result.error?.message ?? null };
  const url = URL.createObjectURL(new Blob([result.data.blob], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true };
}

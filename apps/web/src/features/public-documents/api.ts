import type { Checkout, DocumentPay, PublicDocument } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';

export const publicDocumentQuery = (token: string, options: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: ['public-document', token],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: PublicDocument }>(`public/documents/${token}`, { signal })).data,
    // A wrong link stays wrong: no retry on 404.
    retry: (count, error) => !(error instanceof ApiRequestError && error.result.status === 404) && count < 2,
    // Back from the provider, the payment is confirmed by its notification: look again until it lands.
    refetchInterval: (query) => (options.poll && query.state.data?.payment.status !== 'paid' ? 3_000 : false),
  });

export async function startPayment(token: string, body: DocumentPay): Promise<Checkout> {
  return unwrap(await api.post<{ data: Checkout }>(`public/documents/${token}/pay`, body)).data;
}

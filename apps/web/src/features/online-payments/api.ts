import type {
  CompanyVariablesAnswer,
  ListMeta,
  OnlinePaymentProvider,
  OnlinePaymentRecord,
  OnlinePaymentRefunded,
  PaymentProviderPut,
  PaymentProviderRecord,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const providerKeys = keys('payment-providers');

export const providersQuery = queryOptions({
  queryKey: providerKeys.all,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<{ data: PaymentProviderRecord[] }>(apiPath('payment-providers'), { signal })).data,
});

export async function saveProvider(
  provider: OnlinePaymentProvider,
  body: PaymentProviderPut,
): Promise<PaymentProviderRecord> {
  return unwrap(
    await api.put<{ data: PaymentProviderRecord }>(`${apiPath('payment-providers')}/${provider}`, body),
  ).data;
}

export async function disconnectProvider(provider: OnlinePaymentProvider): Promise<void> {
  unwrap(await api.delete(`${apiPath('payment-providers')}/${provider}`));
}

export const variablesQuery = queryOptions({
  queryKey: ['company', 'variables'],
  queryFn: async ({ signal }) =>
    unwrap(await api.get<{ data: CompanyVariablesAnswer }>(apiPath('company/variables'), { signal })).data,
});

export async function saveAmountInWords(value: boolean): Promise<CompanyVariablesAnswer> {
  return unwrap(
    await api.put<{ data: CompanyVariablesAnswer }>(apiPath('company/variables'), { amount_in_words: value }),
  ).data;
}

export const onlinePaymentKeys = keys('online-payments');

/** A page of the company's online checkouts (payments.view). */
export const onlinePaymentListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: onlinePaymentKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: OnlinePaymentRecord[]; meta: ListMeta }>(apiPath('online-payments'), {
          query,
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });

/** The payer was refunded at the provider: the checkout flagged needs_refund becomes refunded. */
export async function markOnlinePaymentRefunded(
  id: string,
  body: OnlinePaymentRefunded,
): Promise<OnlinePaymentRecord> {
  return unwrap(
    await api.post<{ data: OnlinePaymentRecord }>(`${apiPath('online-payments')}/${id}/refunded`, body),
  ).data;
}

import type {
  CompanyVariablesAnswer,
  OnlinePaymentProvider,
  PaymentProviderPut,
  PaymentProviderRecord,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
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

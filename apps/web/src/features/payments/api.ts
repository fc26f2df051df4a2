import type { ListMeta, Payment, PaymentMethodRecord } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { settingListQuery } from '../pricing-settings/api.ts';
import { apiPath } from '../products/api.ts';

export const paymentKeys = keys('payments');

export const paymentListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: Payment[]; meta: ListMeta }>(apiPath('payments'), { query, signal })),
    placeholderData: (previous) => previous,
  });

/**
 * Every payment method of the company, switched-off ones included: older payments were taken
 * with them and must stay findable. A company has a handful, so one page holds them all.
 */
export const paymentMethodChoicesQuery = () =>
  settingListQuery<PaymentMethodRecord>('payment-methods', { per_page: 100, sort: 'position' });

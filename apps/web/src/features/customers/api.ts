import type { Customer, CustomerAddress, ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const customerKeys = keys('customers');

export interface CustomerPage {
  data: Customer[];
  meta: ListMeta;
}

export const customerListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<CustomerPage>(apiPath('customers'), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: Customer }>(`${apiPath('customers')}/${id}`, { signal })).data,
  });

export const customerAddressesPath = (customerId: string) =>
  `${apiPath('customers')}/${customerId}/addresses`;

export const customerAddressesQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId, { addresses: true }),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: CustomerAddress[] }>(customerAddressesPath(customerId), { signal })).data,
  });

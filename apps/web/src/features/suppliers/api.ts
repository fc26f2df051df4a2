import type { ListMeta, Supplier, SupplierStats } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const supplierKeys = keys('suppliers');

export interface SupplierPage {
  data: Supplier[];
  meta: ListMeta;
}

export const supplierListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: supplierKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<SupplierPage>(apiPath('suppliers'), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const supplierQuery = (id: string) =>
  queryOptions({
    queryKey: supplierKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: Supplier }>(`${apiPath('suppliers')}/${id}`, { signal })).data,
  });

export const supplierStatsQuery = (id: string) =>
  queryOptions({
    queryKey: supplierKeys.detail(id, { stats: true }),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: SupplierStats }>(`${apiPath('suppliers')}/${id}/stats`, { signal })).data,
  });

import type { ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

/** The API resources of the pricing settings, as their paths name them. */
export type SettingResource =
  | 'taxes'
  | 'discounts'
  | 'shipping-fees'
  | 'payment-methods'
  | 'shops'
  | 'warehouses';

export const settingKeys = (resource: SettingResource) => keys(resource);

export interface SettingPage<T> {
  data: T[];
  meta: ListMeta;
}

export const settingListQuery = <T>(resource: SettingResource, query: ListQuery) =>
  queryOptions({
    queryKey: settingKeys(resource).list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<SettingPage<T>>(apiPath(resource), { query, signal })),
    placeholderData: (previous) => previous,
  });

/** One record; `query` adds parameters such as `include=warehouses`. */
export const settingQuery = <T>(resource: SettingResource, id: string, query: ListQuery = {}) =>
  queryOptions({
    queryKey: settingKeys(resource).detail(id, query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: T }>(`${apiPath(resource)}/${id}`, { query, signal })).data,
  });

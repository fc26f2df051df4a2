import type { Delivery, ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const deliveryKeys = keys('deliveries');

export const deliveryListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: deliveryKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: Delivery[]; meta: ListMeta }>(apiPath('deliveries'), { query, signal })),
    placeholderData: (previous) => previous,
  });

/** The couriers an admin or manager can give a delivery to. */
export const couriersQuery = () =>
  queryOptions({
    queryKey: keys('users').list({ filter: { role: 'courrier' }, per_page: 100 }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: { id: string; name: string }[] }>(apiPath('users'), {
          query: { filter: { role: 'courrier' }, per_page: 100 },
          signal,
        }),
      ).data,
    staleTime: 60_000,
  });

export async function moveDelivery(
  id: string,
  body: { status: string; note?: string; cash_collected?: number },
): Promise<Delivery> {
  return unwrap(await api.post<{ data: Delivery }>(`${apiPath('deliveries')}/${id}/status`, body)).data;
}

export async function assignCourier(id: string, courierId: string | null): Promise<Delivery> {
  return unwrap(
    await api.patch<{ data: Delivery }>(`${apiPath('deliveries')}/${id}`, { courier_id: courierId }),
  ).data;
}

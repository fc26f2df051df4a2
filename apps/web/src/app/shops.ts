import { queryOptions } from '@tanstack/react-query';
import { resourcePath } from '../lib/http/api-client.ts';
import { keys } from '../lib/query/query-keys.ts';
import { api } from './api.ts';
import { unwrapSession } from './profile.ts';

export interface ShopSummary {
  id: string;
  name: string;
}

/** The shops the user may switch between (admins: all of the company's). */
export const shopsQuery = (admin: boolean) =>
  queryOptions({
    queryKey: keys('shops').list({ per_page: 100 }),
    queryFn: async ({ signal }) =>
      unwrapSession(
        await api.get<{ data: ShopSummary[] }>(resourcePath('shops', { admin }), {
          query: { per_page: 100 },
          signal,
        }),
      ).data.map((shop) => ({ id: String(shop.id), name: shop.name })),
  });

import type { CashSession } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../app/api.ts';
import { unwrap } from '../../../lib/http/api-client.ts';
import { keys } from '../../../lib/query/query-keys.ts';
import { apiPath } from '../../products/api.ts';

export const drawerKeys = keys('cash-sessions');

/** The counter's open drawer, or null when it is closed (the drawer bar and the payment dialog share it). */
export const currentDrawerQuery = () =>
  queryOptions({
    queryKey: drawerKeys.detail('current'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: CashSession | null }>(`${apiPath('cash-sessions')}/current`, { signal }))
        .data,
  });

/** Opens the counter's drawer with the cash it starts with. */
export async function openDrawer(openingFloat: number): Promise<CashSession> {
  return unwrap(
    await api.post<{ data: CashSession }>(apiPath('cash-sessions'), { opening_float: openingFloat }),
  ).data;
}

import type { CashSession, ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

/** The drawer bar's keys too: opening, moving or closing a drawer refreshes the history. */
export const cashSessionKeys = keys('cash-sessions');

export const cashSessionListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: cashSessionKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: CashSession[]; meta: ListMeta }>(apiPath('cash-sessions'), { query, signal }),
      ),
    placeholderData: (previous) => previous,
  });

export const cashSessionQuery = (id: string) =>
  queryOptions({
    queryKey: cashSessionKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: CashSession }>(`${apiPath('cash-sessions')}/${id}`, { signal })).data,
  });

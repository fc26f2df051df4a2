import type { ListMeta, OrderReturn } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { returnKeys } from '../orders/return-decisions.ts';
import { apiPath } from '../products/api.ts';

export interface ReturnPage {
  data: OrderReturn[];
  meta: ListMeta;
}

export const returnListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: returnKeys.list(query),
    queryFn: async ({ signal }) => unwrap(await api.get<ReturnPage>(apiPath('returns'), { query, signal })),
    placeholderData: (previous) => previous,
  });

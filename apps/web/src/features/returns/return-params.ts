import { RETURN_STATUSES, type ReturnStatus } from '@comptoir/core';
import {
  dayRangeFilter,
  oneOf,
  pageQuery,
  readDay,
  readPage,
  readText,
  writeListAddress,
} from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

/** The returns list's state in the address bar: `?status=requested&from=2026-03-01&page=2`. */
export interface ReturnListParams {
  /** '' for every status */
  status: '' | ReturnStatus;
  /** a return reference, or part of one */
  search: string;
  /** days (YYYY-MM-DD) the return was asked for, both included */
  from: string;
  to: string;
  page: number;
}

export const RETURNS_PER_PAGE = 25;

export function readReturnParams(params: URLSearchParams): ReturnListParams {
  return {
    status: oneOf(params.get('status'), RETURN_STATUSES),
    search: readText(params, 'search'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
  };
}

export const writeReturnParams = (state: ReturnListParams) =>
  writeListAddress(state, ['status', 'search', 'from', 'to']);

/**
 * The API query, newest first. Days are the user's own: `from` starts at that day's midnight, and
 * `to` takes the whole day in (the API's created_to is exclusive).
 */
export function returnListQueryOf(state: ReturnListParams): ListQuery {
  return pageQuery({
    page: state.page,
    perPage: RETURNS_PER_PAGE,
    sort: '-created_at',
    search: state.search,
    filter: {
      ...(state.status ? { status: state.status } : {}),
      ...dayRangeFilter(state, { from: 'created_from', to: 'created_to' }),
    },
  });
}

/** Only the count matters: how many returns wait for someone to approve or reject them. */
export const AWAITING_QUERY: ListQuery = { per_page: 1, filter: { status: 'requested' } };

export const isFiltered = (state: ReturnListParams) =>
  Boolean(state.status || state.search || state.from || state.to);

import { RETURN_STATUSES, type ReturnStatus } from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { dayStart } from '../stock/list-params.ts';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const RETURNS_PER_PAGE = 25;

export function readReturnParams(params: URLSearchParams): ReturnListParams {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: RETURN_STATUSES.includes(status as ReturnStatus) ? (status as ReturnStatus) : '',
    search: params.get('search')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeReturnParams(state: ReturnListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['status', 'search', 'from', 'to'] as const) {
    if (state[name]) params.set(name, state[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The API query, newest first. Days are the user's own: `from` starts at that day's midnight, and
 * `to` takes the whole day in (the API's created_to is exclusive).
 */
export function returnListQueryOf(state: ReturnListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.status) filter.status = state.status;
  if (state.from) filter.created_from = dayStart(state.from);
  if (state.to) filter.created_to = dayStart(state.to, 1);
  return {
    page: state.page,
    per_page: RETURNS_PER_PAGE,
    sort: '-created_at',
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** Only the count matters: how many returns wait for someone to approve or reject them. */
export const AWAITING_QUERY: ListQuery = { per_page: 1, filter: { status: 'requested' } };

export const isFiltered = (state: ReturnListParams) =>
  Boolean(state.status || state.search || state.from || state.to);

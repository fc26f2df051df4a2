import {
  dayRangeFilter,
  oneOf,
  pageQuery,
  readDay,
  readId,
  readPage,
  writeListAddress,
} from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

export const CASH_SESSION_STATUSES = ['open', 'closed'] as const;
export type CashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];

/** The sessions list's state in the address bar: `?status=closed&shop=…&from=2026-03-01&page=2`. */
export interface CashSessionListParams {
  /** '' for open and closed sessions alike */
  status: '' | CashSessionStatus;
  /** a shop's id, '' for every shop the user sees */
  shop: string;
  /** days (YYYY-MM-DD) the session was opened, both included */
  from: string;
  to: string;
  page: number;
}

export const CASH_SESSIONS_PER_PAGE = 25;

/** The state from the address bar; anything unknown falls back to "every session, first page". */
export function readCashSessionParams(params: URLSearchParams): CashSessionListParams {
  return {
    status: oneOf(params.get('status'), CASH_SESSION_STATUSES),
    shop: readId(params, 'shop'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
  };
}

/** The address of a state, defaults left out. */
export const writeCashSessionParams = (state: CashSessionListParams) =>
  writeListAddress(state, ['status', 'shop', 'from', 'to']);

/**
 * The API query, newest first. The days are the user's: `from` is that day's local midnight and
 * `to` takes the whole day in, as the API's `opened_to` is exclusive and compares instants.
 */
export function cashSessionListQueryOf(state: CashSessionListParams): ListQuery {
  return pageQuery({
    page: state.page,
    perPage: CASH_SESSIONS_PER_PAGE,
    sort: '-opened_at',
    filter: {
      ...(state.status ? { status: state.status } : {}),
      ...(state.shop ? { shop_id: state.shop } : {}),
      ...dayRangeFilter(state, { from: 'opened_from', to: 'opened_to' }),
    },
  });
}

export const isFiltered = (state: CashSessionListParams) =>
  Boolean(state.status || state.shop || state.from || state.to);

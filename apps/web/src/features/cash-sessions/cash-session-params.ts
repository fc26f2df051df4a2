import type { ListQuery } from '../../lib/http/query-string.ts';
import { dayStart } from '../stock/list-params.ts';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CASH_SESSIONS_PER_PAGE = 25;

/** The state from the address bar; anything unknown falls back to "every session, first page". */
export function readCashSessionParams(params: URLSearchParams): CashSessionListParams {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const status = params.get('status');
  const shop = params.get('shop') ?? '';
  const page = Number(params.get('page'));
  return {
    status: CASH_SESSION_STATUSES.includes(status as CashSessionStatus) ? (status as CashSessionStatus) : '',
    // The API answers 400 to a shop id that is not a uuid: such a link shows every shop instead.
    shop: UUID.test(shop) ? shop : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state, defaults left out. */
export function writeCashSessionParams(state: CashSessionListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['status', 'shop', 'from', 'to'] as const) {
    if (state[name]) params.set(name, state[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The API query, newest first. The days are the user's: `from` is that day's local midnight and
 * `to` takes the whole day in, as the API's `opened_to` is exclusive and compares instants.
 */
export function cashSessionListQueryOf(state: CashSessionListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.status) filter.status = state.status;
  if (state.shop) filter.shop_id = state.shop;
  if (state.from) filter.opened_from = dayStart(state.from);
  if (state.to) filter.opened_to = dayStart(state.to, 1);
  return {
    page: state.page,
    per_page: CASH_SESSIONS_PER_PAGE,
    sort: '-opened_at',
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

export const isFiltered = (state: CashSessionListParams) =>
  Boolean(state.status || state.shop || state.from || state.to);

import { PAYMENT_KINDS } from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { dayStart } from '../stock/list-params.ts';

type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The payments list's state in the address bar: `?kind=refund&method=<id>&from=2026-03-01&page=2`. */
export interface PaymentListParams {
  /** '' for money received and paid back alike */
  kind: '' | PaymentKind;
  /** a payment method's id, '' for every method */
  method: string;
  /** the payment's reference (a mobile money transaction id, a cheque number…), or part of one */
  search: string;
  /** days (YYYY-MM-DD) the money was received, both included */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PAYMENTS_PER_PAGE = 25;

/** The state from the address bar; anything unknown falls back to "everything, newest first". */
export function readPaymentParams(params: URLSearchParams): PaymentListParams {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const kind = params.get('kind');
  const method = params.get('method') ?? '';
  const page = Number(params.get('page'));
  return {
    kind: PAYMENT_KINDS.includes(kind as PaymentKind) ? (kind as PaymentKind) : '',
    // The API refuses a filter that is not an id: a mangled address shows every method instead.
    method: UUID.test(method) ? method : '',
    search: params.get('search')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state, defaults left out. */
export function writePaymentParams(state: PaymentListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['kind', 'method', 'search', 'from', 'to'] as const) {
    if (state[name]) params.set(name, state[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The API query of a state, newest first. The days are the user's: `from` is that day's local
 * midnight and `to` takes the whole day in, as the API's `received_to` is exclusive and compares instants.
 */
export function paymentListQueryOf(state: PaymentListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.kind) filter.kind = state.kind;
  if (state.method) filter.payment_method_id = state.method;
  if (state.from) filter.received_from = dayStart(state.from);
  if (state.to) filter.received_to = dayStart(state.to, 1);
  return {
    page: state.page,
    per_page: PAYMENTS_PER_PAGE,
    sort: '-received_at',
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

export const isFiltered = (state: PaymentListParams) =>
  Boolean(state.kind || state.method || state.search || state.from || state.to);

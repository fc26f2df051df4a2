import { PAYMENT_KINDS } from '@comptoir/core';
import {
  dayRangeFilter,
  oneOf,
  pageQuery,
  readDay,
  readId,
  readPage,
  readText,
  writeListAddress,
} from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

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

export const PAYMENTS_PER_PAGE = 25;

/** The state from the address bar; anything unknown falls back to "everything, newest first". */
export function readPaymentParams(params: URLSearchParams): PaymentListParams {
  return {
    kind: oneOf(params.get('kind'), PAYMENT_KINDS),
    method: readId(params, 'method'),
    search: readText(params, 'search'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
  };
}

/** The address of a state, defaults left out. */
export const writePaymentParams = (state: PaymentListParams) =>
  writeListAddress(state, ['kind', 'method', 'search', 'from', 'to']);

/**
 * The API query of a state, newest first. The days are the user's: `from` is that day's local
 * midnight and `to` takes the whole day in, as the API's `received_to` is exclusive and compares instants.
 */
export function paymentListQueryOf(state: PaymentListParams): ListQuery {
  return pageQuery({
    page: state.page,
    perPage: PAYMENTS_PER_PAGE,
    sort: '-received_at',
    search: state.search,
    filter: {
      ...(state.kind ? { kind: state.kind } : {}),
      ...(state.method ? { payment_method_id: state.method } : {}),
      ...dayRangeFilter(state, { from: 'received_from', to: 'received_to' }),
    },
  });
}

export const isFiltered = (state: PaymentListParams) =>
  Boolean(state.kind || state.method || state.search || state.from || state.to);

import { SALES_DOCUMENT_KINDS, type SalesDocumentKind } from '@comptoir/core';
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

/** The sorts the screen offers, by their name in the address bar, with the API's sort for each. */
export const INVOICE_SORTS = {
  newest: '-issued_at',
  oldest: 'issued_at',
  reference: 'reference',
  total: '-total',
} as const;
export type InvoiceSort = keyof typeof INVOICE_SORTS;
const SORT_NAMES = Object.keys(INVOICE_SORTS) as InvoiceSort[];
export const DEFAULT_INVOICE_SORT: InvoiceSort = 'newest';

/** The documents list's state in the address bar: `?kind=credit_note&from=2026-03-01&sort=total`. */
export interface InvoiceListParams {
  kind: '' | SalesDocumentKind;
  search: string;
  from: string;
  to: string;
  sort: InvoiceSort;
  page: number;
}

export const INVOICES_PER_PAGE = 25;

/** The state from the address bar; anything unknown falls back to "all, newest first". */
export function readInvoiceParams(params: URLSearchParams): InvoiceListParams {
  return {
    kind: oneOf(params.get('kind'), SALES_DOCUMENT_KINDS),
    search: readText(params, 'search'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    sort: oneOf(params.get('sort'), SORT_NAMES) || DEFAULT_INVOICE_SORT,
    page: readPage(params),
  };
}

/** The address of a state, defaults left out. */
export function writeInvoiceParams(state: InvoiceListParams): URLSearchParams {
  const sort = state.sort === DEFAULT_INVOICE_SORT ? '' : state.sort;
  return writeListAddress({ ...state, sort }, ['kind', 'search', 'from', 'to', 'sort']);
}

/**
 * The API query of a state. The days are the user's: `from` is that day's local midnight and `to`
 * takes the whole day in, as the API's `issued_to` is exclusive and compares instants.
 */
export function invoiceListQueryOf(state: InvoiceListParams): ListQuery {
  return pageQuery({
    page: state.page,
    perPage: INVOICES_PER_PAGE,
    sort: INVOICE_SORTS[state.sort],
    search: state.search,
    filter: {
      ...(state.kind ? { kind: state.kind } : {}),
      ...dayRangeFilter(state, { from: 'issued_from', to: 'issued_to' }),
    },
  });
}

/** Whether the list is narrowed (the sort alone does not hide any document). */
export const isFiltered = (state: InvoiceListParams) =>
  Boolean(state.kind || state.search || state.from || state.to);

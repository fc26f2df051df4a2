import { SALES_DOCUMENT_KINDS, type SalesDocumentKind } from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { dayStart } from '../stock/list-params.ts';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const INVOICES_PER_PAGE = 25;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The state from the address bar; anything unknown falls back to "all, newest first". */
export function readInvoiceParams(params: URLSearchParams): InvoiceListParams {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    kind: oneOf(params.get('kind'), SALES_DOCUMENT_KINDS),
    search: params.get('search')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    sort: oneOf(params.get('sort'), SORT_NAMES) || DEFAULT_INVOICE_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state, defaults left out. */
export function writeInvoiceParams(state: InvoiceListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['kind', 'search', 'from', 'to'] as const) {
    if (state[name]) params.set(name, state[name]);
  }
  if (state.sort !== DEFAULT_INVOICE_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The API query of a state. The days are the user's: `from` is that day's local midnight and `to`
 * takes the whole day in, as the API's `issued_to` is exclusive and compares instants.
 */
export function invoiceListQueryOf(state: InvoiceListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.kind) filter.kind = state.kind;
  if (state.from) filter.issued_from = dayStart(state.from);
  if (state.to) filter.issued_to = dayStart(state.to, 1);
  return {
    page: state.page,
    per_page: INVOICES_PER_PAGE,
    sort: INVOICE_SORTS[state.sort],
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** Whether the list is narrowed (the sort alone does not hide any document). */
export const isFiltered = (state: InvoiceListParams) =>
  Boolean(state.kind || state.search || state.from || state.to);

import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@comptoir/core';
import {
  oneOf,
  pageQuery,
  readDay,
  readPage,
  readText,
  writeListAddress,
} from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

export const EXPENSE_STATUS_FILTERS = ['paid', 'unpaid', 'overdue'] as const;
export type ExpenseStatusFilter = (typeof EXPENSE_STATUS_FILTERS)[number];

/** The expense list's state in the address bar: `?category=PERSONNEL&status=unpaid&from=2026-03-01`. */
export interface ExpenseListParams {
  search: string;
  category: '' | ExpenseCategory;
  status: '' | ExpenseStatusFilter;
  from: string;
  to: string;
  payee: string;
  page: number;
}

export const EXPENSES_PER_PAGE = 25;

export function readExpenseParams(params: URLSearchParams): ExpenseListParams {
  return {
    search: readText(params, 'search'),
    category: oneOf(params.get('category'), EXPENSE_CATEGORIES),
    status: oneOf(params.get('status'), EXPENSE_STATUS_FILTERS),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    payee: readText(params, 'payee'),
    page: readPage(params),
  };
}

export const writeExpenseParams = (state: ExpenseListParams) =>
  writeListAddress(state, ['search', 'category', 'status', 'from', 'to', 'payee']);

/** The API query: "overdue" is owed and past its due date. */
export function expenseListQueryOf(state: ExpenseListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.category) filter.category = state.category;
  if (state.status === 'overdue') filter.overdue = 'true';
  else if (state.status) filter.status = state.status;
  if (state.from) filter.date_from = state.from;
  if (state.to) filter.date_to = state.to;
  if (state.payee) filter.payee = state.payee;
  return pageQuery({
    page: state.page,
    perPage: EXPENSES_PER_PAGE,
    sort: '-date',
    search: state.search,
    filter,
  });
}

export const isFiltered = (state: ExpenseListParams) =>
  Boolean(state.search || state.category || state.status || state.from || state.to || state.payee);

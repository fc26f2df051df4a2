import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@comptoir/core';
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const EXPENSES_PER_PAGE = 25;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

export function readExpenseParams(params: URLSearchParams): ExpenseListParams {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    category: oneOf(params.get('category'), EXPENSE_CATEGORIES),
    status: oneOf(params.get('status'), EXPENSE_STATUS_FILTERS),
    from: day('from'),
    to: day('to'),
    payee: params.get('payee')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeExpenseParams(state: ExpenseListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['search', 'category', 'status', 'from', 'to', 'payee'] as const) {
    if (state[name]) params.set(name, state[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query: "overdue" is owed and past its due date. */
export function expenseListQueryOf(state: ExpenseListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.category) filter.category = state.category;
  if (state.status === 'overdue') filter.overdue = 'true';
  else if (state.status) filter.status = state.status;
  if (state.from) filter.date_from = state.from;
  if (state.to) filter.date_to = state.to;
  if (state.payee) filter.payee = state.payee;
  return {
    page: state.page,
    per_page: EXPENSES_PER_PAGE,
    sort: '-date',
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

export const isFiltered = (state: ExpenseListParams) =>
  Boolean(state.search || state.category || state.status || state.from || state.to || state.payee);

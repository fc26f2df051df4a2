import type { ExpenseFormOptions, ExpenseRecord, ListMeta, RecurringExpenseRecord } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const expenseKeys = keys('expenses');
export const recurringExpenseKeys = keys('recurring-expenses');

interface Page<T> {
  data: T[];
  meta: ListMeta;
}

export const expenseListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: expenseKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Page<ExpenseRecord>>(apiPath('expenses'), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const expenseQuery = (id: string) =>
  queryOptions({
    queryKey: expenseKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: ExpenseRecord }>(`${apiPath('expenses')}/${id}`, { signal })).data,
  });

/** Accounts, payment methods and taxes the expense form offers (expenses.create). */
export const expenseFormOptionsQuery = () =>
  queryOptions({
    queryKey: expenseKeys.detail('form-options'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: ExpenseFormOptions }>(`${apiPath('expenses')}/form-options`, { signal }))
        .data,
    staleTime: 60_000,
  });

export const recurringExpenseListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: recurringExpenseKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Page<RecurringExpenseRecord>>(apiPath('recurring-expenses'), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const recurringExpenseQuery = (id: string) =>
  queryOptions({
    queryKey: recurringExpenseKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: RecurringExpenseRecord }>(`${apiPath('recurring-expenses')}/${id}`, { signal }),
      ).data,
  });

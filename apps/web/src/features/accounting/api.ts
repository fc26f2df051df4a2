import { hasNextPage, type JournalEntry, type LedgerAccount, type ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery, Query } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';
import type { ReportKey } from './report-params.ts';

// The ledger's data. Everything sits under the journal-entries keys: posting or reversing an entry
// refreshes the journal and every report at once.

export const ledgerKeys = keys('journal-entries');
export const accountKeys = keys('accounts');

export const journalPath = () => apiPath('journal-entries');
export const reportPath = (report: ReportKey) => `${apiPath('accounting')}/reports/${report}`;

export const journalQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: ledgerKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: JournalEntry[]; meta: ListMeta }>(journalPath(), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const entryQuery = (id: string) =>
  queryOptions({
    queryKey: ledgerKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: JournalEntry }>(`${journalPath()}/${id}`, { signal })).data,
  });

export function reportQueryOptions<T>(report: ReportKey, query: Query) {
  return queryOptions({
    queryKey: [...ledgerKeys.all, 'report', report, { query }] as const,
    queryFn: async ({ signal }): Promise<T> =>
      unwrap(await api.get<{ data: T }>(reportPath(report), { query, signal })).data,
    // No placeholder: another report's figures must never be drawn with this report's layout.
  });
}

/** The whole chart (a few hundred accounts), for the account pickers of the entry form. */
export const chartQuery = () =>
  queryOptions({
    queryKey: accountKeys.list({ all: true }),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const accounts: LedgerAccount[] = [];
      for (let page = 1; page <= 10; page++) {
        const result = unwrap(
          await api.get<{ data: LedgerAccount[]; meta: ListMeta }>(apiPath('accounts'), {
            query: { page, per_page: 100 },
            signal,
          }),
        );
        accounts.push(...result.data);
        if (!hasNextPage(result.meta)) break;
      }
      return accounts;
    },
  });

export const lockQuery = () =>
  queryOptions({
    queryKey: [...ledgerKeys.all, 'lock'] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{
          data: { locked_until: string | null; reopen_floor: string | null; updated_at: string | null };
        }>(`${apiPath('accounting')}/lock`, { signal }),
      ).data,
  });

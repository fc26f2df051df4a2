import { JOURNAL_CODES, POSTING_SOURCE_KINDS } from '@comptoir/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import type { JournalEntryRow } from './ledger.service.ts';
import { dayParam } from './report-period.ts';

export const journalEntryListSpec: ListSpec = {
  filters: {
    journal: { column: journalEntries.journal, type: 'enum', values: JOURNAL_CODES },
    source_kind: { column: journalEntries.source_kind, type: 'enum', values: POSTING_SOURCE_KINDS },
    source_id: { column: journalEntries.source_id, type: 'uuid' },
  },
  sorts: { date: journalEntries.date, posted_at: journalEntries.posted_at, total: journalEntries.total },
  tieBreaker: journalEntries.id,
  defaultSort: '-date',
  includes: ['lines'],
  searchColumns: [journalEntries.reference, folded(journalEntries.label)],
};

/** Parameters of the journal list besides the list ones: a date range and an account. */
export const JOURNAL_EXTRA_PARAMS = ['from', 'to', 'account'] as const;

export function journalExtraConditions(companyId: string, params: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  const from = dayParam(params.from, 'from');
  const to = dayParam(params.to, 'to');
  if (from) conditions.push(sql`${journalEntries.date} >= ${from}::date`);
  if (to) conditions.push(sql`${journalEntries.date} <= ${to}::date`);
  if (params.account !== undefined) {
    if (typeof params.account !== 'string' || !/^\d{1,12}$/.test(params.account)) {
      throw new AppError('invalid_parameter', { parameter: 'account' });
    }
    // Entries with a line on the account or an account under it (52 gives every bank).
    conditions.push(
      sql`exists (select 1 from ${journalLines} l where l.entry_id = ${journalEntries.id}
            and l.company_id = ${companyId} and l.account like ${`${params.account}%`})`,
    );
  }
  return conditions;
}

export async function listEntries(
  db: Executor,
  companyId: string,
  query: ListQuery,
  extra: SQL[],
): Promise<Page<JournalEntryRow>> {
  const narrowed = { ...query, narrowed: query.narrowed || extra.length > 0 };
  return paginate(
    db,
    {
      table: journalEntries,
      scope: and(eq(journalEntries.company_id, companyId), ...extra) as SQL,
      query: narrowed,
      counted: { companyId, tableName: 'journal_entries' },
    },
    (where, limit, offset) =>
      db
        .select()
        .from(journalEntries)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

/** Which of these entries were reversed, and by which entry. */
export async function reversalsOf(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: journalEntries.id, of: journalEntries.reversal_of })
    .from(journalEntries)
    .where(and(eq(journalEntries.company_id, companyId), inArray(journalEntries.reversal_of, ids)));
  return new Map(rows.map((r) => [r.of!, r.id]));
}

/** Whether any line was posted to the account (a used account cannot be deleted). */
export async function accountUsed(db: Executor, companyId: string, code: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(select 1 from ${journalLines} where ${journalLines.company_id} = ${companyId} and ${journalLines.account} = ${code} limit 1000) as used`,
    );
  return row?.n ?? 0;
}

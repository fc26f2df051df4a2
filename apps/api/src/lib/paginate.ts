import { type ListMeta, listMeta } from '@comptoir/core';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { rowCounts } from '../db/schema/index.ts';
import { cappedTotal, type ListQuery, queryCountCap } from './list-query.ts';

export interface Page<T> {
  rows: T[];
  meta: ListMeta & { total_exact: boolean };
}

interface PageOptions {
  table: PgTable;
  /** company scope and soft-delete condition: part of every query */
  scope: SQL;
  query: ListQuery;
  /** row_counts key when the table keeps a trigger-maintained count, else null */
  counted: { companyId: string; tableName: string } | null;
}

const rowCountQuery = (db: Executor, name: string) =>
  db
    .select({ count: rowCounts.count })
    .from(rowCounts)
    .where(
      and(
        eq(rowCounts.company_id, sql.placeholder('companyId')),
        eq(rowCounts.table_name, sql.placeholder('tableName')),
      ),
    )
    .prepare(name);

async function total(db: Executor, options: PageOptions): Promise<{ total: number; exact: boolean }> {
  const { table, scope, query, counted } = options;
  if (!query.narrowed && counted) {
    const rows = await prepared(db, 'row_count', rowCountQuery).execute(counted);
    return { total: rows[0]?.count ?? 0, exact: true };
  }
  const cap = queryCountCap(query);
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(scope, query.where))
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return cappedTotal(row?.n ?? 0, cap);
}

/** One page of a company-scoped list plus its meta (CONTRACT.md §2). */
export async function paginate<T>(
  db: Executor,
  options: PageOptions,
  selectPage: (where: SQL | undefined, limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { query } = options;
  const [rows, counted] = await Promise.all([
    selectPage(and(options.scope, query.where), query.perPage, (query.page - 1) * query.perPage),
    total(db, options),
  ]);
  return {
    rows,
    meta: { ...listMeta(query.page, query.perPage, counted.total, rows.length), total_exact: counted.exact },
  };
}

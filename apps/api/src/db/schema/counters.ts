import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Exact row counts per company and table, kept by triggers in the same transaction as the
 * rows themselves, so an unfiltered list's meta.total costs one primary-key read instead of
 * a count(*) over the company's rows (see docs/decisions.md).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    company_id: uuid('company_id').notNull(),
    table_name: text('table_name').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.table_name] })],
);

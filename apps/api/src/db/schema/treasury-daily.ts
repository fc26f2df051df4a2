import { bigint, date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

// Net movement of each treasury account per UTC day, kept exact by a trigger on
// treasury_transactions in the same transaction as the change (migration "treasury_daily_trigger").
// The cash position at any instant reads whole days here and only the last partial day from the
// transactions, instead of every movement since the account opened. UTC days, so a company's time
// zone change needs no rebuild. No foreign keys: the rows are derived.

export const treasuryDaily = pgTable(
  'treasury_daily',
  {
    company_id: uuid('company_id').notNull(),
    account_id: uuid('account_id').notNull(),
    /** the UTC day of occurred_at */
    day: date('day', { mode: 'string' }).notNull(),
    /** in − out of the live (not deleted) movements of that day, minor units */
    net: bigint('net', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'treasury_daily_pk', columns: [t.company_id, t.account_id, t.day] })],
);

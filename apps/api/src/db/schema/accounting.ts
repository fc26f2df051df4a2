import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

// The double-entry ledger (SYSCOHADA). The seed chart lives in @comptoir/core and is the same for
// every company; `accounts` holds only the sub-accounts a merchant adds (see docs/decisions.md).
// Entries are immutable once posted: a correction is a reversal or another entry.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

const money = (name: string) => bigint(name, { mode: 'number' });

export const JOURNAL_CODE_VALUES = ['VT', 'AC', 'CA', 'BQ', 'OD', 'AN'] as const;

/** A merchant's own account (e.g. 5211 for one bank), under a seeded main account. */
export const ledgerAccounts = pgTable(
  'accounts',
  {
    id: id(),
    company_id: companyId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('accounts_company_code_uq').on(t.company_id, t.code)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    company_id: companyId(),
    journal: text('journal', { enum: JOURNAL_CODE_VALUES }).notNull(),
    /** the year of `date`: entries are numbered per journal and year without gaps */
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** the accounting date, in the company's calendar */
    date: date('date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    /** the document's number (invoice, credit note, payment reference) */
    reference: text('reference'),
    /** what the entry records; a source posts once (source_part numbers the entries of one posting) */
    source_kind: text('source_kind'),
    source_id: uuid('source_id'),
    source_part: smallint('source_part').notNull().default(0),
    /** the entry this one cancels (every line mirrored); an entry is reversed at most once */
    reversal_of: uuid('reversal_of'),
    total: money('total').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    posted_at: ts('posted_at').notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_company_idx').on(t.company_id, t.date, t.id),
    uniqueIndex('journal_entries_number_uq').on(t.company_id, t.journal, t.year, t.number),
    uniqueIndex('journal_entries_source_uq')
      .on(t.company_id, t.source_kind, t.source_id, t.source_part)
      .where(sql`source_id is not null`),
    uniqueIndex('journal_entries_reversal_uq').on(t.reversal_of).where(sql`reversal_of is not null`),
  ],
);

/** One debit or credit of an entry; date and journal are copied from the entry for the reports' indexes. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: companyId(),
    entry_id: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    position: smallint('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    journal: text('journal', { enum: JOURNAL_CODE_VALUES }).notNull(),
    account: text('account').notNull(),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
    label: text('label'),
    partner_type: text('partner_type', { enum: ['customer', 'supplier', 'employee'] }),
    partner_id: uuid('partner_id'),
    due_date: date('due_date', { mode: 'string' }),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entry_id, t.position),
    // General ledger, account totals of a part of a month, ageing of 411/401.
    index('journal_lines_account_idx').on(t.company_id, t.account, t.date),
    // The journal lines of a window (trial balance edges, income statement of a part of a month).
    index('journal_lines_date_idx').on(t.company_id, t.date),
  ],
);

/**
 * Debits and credits per account and month, kept by a statement trigger on journal_lines in the
 * same transaction: the trial balance and statements read months from here and only the days of
 * a partly covered month from the lines.
 */
export const ledgerMonthlyTotals = pgTable(
  'ledger_monthly_totals',
  {
    company_id: uuid('company_id').notNull(),
    account: text('account').notNull(),
    /** first day of the month */
    month: date('month', { mode: 'string' }).notNull(),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.account, t.month] })],
);

/** The company's closed books: nothing is posted on or before locked_until. */
export const accountingLocks = pgTable('accounting_locks', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  locked_until: date('locked_until', { mode: 'string' }),
  updated_by: uuid('updated_by').references(() => users.id),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { suppliers } from './catalog.ts';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { mediaFiles } from './media.ts';
import { paymentMethods } from './sales-setup.ts';
import { treasuryAccounts, treasuryTransactions } from './treasury.ts';
import { users } from './users.ts';

// What the company spends outside purchase orders (rent, fuel, wages, a repair), paid on the spot
// from a treasury account or owed until paid, and the templates that repeat them every month or week.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

const money = (name: string) => bigint(name, { mode: 'number' });

export const EXPENSE_CATEGORY_VALUES = [
  'SUPPLIER',
  'RAW_MATERIALS',
  'PERSONNEL',
  'OPERATING_EXPENSES',
  'OTHER_CHARGES',
] as const;
export const EXPENSE_ITEM_CATEGORY_VALUES = ['PRODUCTS', 'SERVICES', 'OTHER'] as const;

/** A tax as it applied to the expense, kept as it was (the tax may change or go later). */
export interface ExpenseTax {
  tax_id: string;
  code: string;
  label: string;
  rate: string | null;
  fixed_amount: number | null;
  is_withholding: boolean;
  amount: number;
}

/** What an expense and its template share. */
const expenseColumns = () => ({
  category: text('category', { enum: EXPENSE_CATEGORY_VALUES }).notNull(),
  item_category: text('item_category', { enum: EXPENSE_ITEM_CATEGORY_VALUES }),
  /** a key of EXPENSE_NATURES (rent, fuel, salaries…) that picks the charge account */
  nature: text('nature'),
  label: text('label').notNull(),
  amount_includes_taxes: boolean('amount_includes_taxes').notNull().default(true),
  tax_deductible: boolean('tax_deductible').notNull().default(true),
  currency: text('currency').notNull(),
  payee: text('payee'),
  supplier_id: uuid('supplier_id').references(() => suppliers.id),
  payment_method_id: uuid('payment_method_id').references(() => paymentMethods.id),
  treasury_account_id: uuid('treasury_account_id').references(() => treasuryAccounts.id),
  notes: text('notes'),
});

export const RECURRENCE_FREQUENCY_VALUES = ['weekly', 'monthly'] as const;

export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: id(),
    company_id: companyId(),
    ...expenseColumns(),
    /** as typed: taxes included unless amount_includes_taxes is false */
    amount: money('amount').notNull(),
    tax_ids: uuid('tax_ids').array().notNull().default(sql`'{}'::uuid[]`),
    frequency: text('frequency', { enum: RECURRENCE_FREQUENCY_VALUES }).notNull(),
    interval: integer('interval').notNull().default(1),
    /** monthly: day of the month 1–31; weekly: ISO weekday 1–7 */
    day: integer('day').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    /** generated expenses are paid from the treasury account on their day, else owed */
    auto_pay: boolean('auto_pay').notNull().default(false),
    due_days: integer('due_days').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** the next occurrence to generate; null once the rule has ended */
    next_run_on: date('next_run_on', { mode: 'string' }),
    last_run_on: date('last_run_on', { mode: 'string' }),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('recurring_expenses_company_idx').on(t.company_id, t.created_at, t.id),
    // The scheduler's scan: live templates by their next due day.
    index('recurring_expenses_due_idx').on(t.next_run_on).where(sql`is_active and deleted_at is null`),
  ],
);

export const EXPENSE_STATUS_VALUES = ['paid', 'unpaid'] as const;

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    company_id: companyId(),
    ...expenseColumns(),
    /** paid or owed: net + taxes (withholding negative) */
    amount: money('amount').notNull(),
    net_amount: money('net_amount').notNull(),
    tax_amount: money('tax_amount').notNull().default(0),
    deductible_tax_amount: money('deductible_tax_amount').notNull().default(0),
    taxes: jsonb('taxes').$type<ExpenseTax[]>().notNull().default([]),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: EXPENSE_STATUS_VALUES }).notNull(),
    paid_on: date('paid_on', { mode: 'string' }),
    due_date: date('due_date', { mode: 'string' }),
    /** the outflow that paid it (source expense or expense_payment) */
    transaction_id: uuid('transaction_id').references(() => treasuryTransactions.id),
    receipt_media_id: uuid('receipt_media_id').references(() => mediaFiles.id),
    recurring_expense_id: uuid('recurring_expense_id').references(() => recurringExpenses.id),
    /** the template's occurrence this expense is: generated once, whatever runs the scheduler */
    occurrence_date: date('occurrence_date', { mode: 'string' }),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('expenses_company_idx').on(t.company_id, t.date, t.id),
    index('expenses_company_status_idx').on(t.company_id, t.status, t.due_date),
    // The dashboard's expenses by category over a window: an index-only scan (migration 0059).
    index('expenses_company_date_category_idx')
      .on(t.company_id, t.date, t.category, t.amount)
      .where(sql`deleted_at is null`),
    // Deleted rows keep their occurrence: deleting a generated rent does not bring it back.
    uniqueIndex('expenses_occurrence_uq')
      .on(t.recurring_expense_id, t.occurrence_date)
      .where(sql`recurring_expense_id is not null`),
  ],
);

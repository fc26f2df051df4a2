import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';

// Company-wide active customers (bench/README.md dashboard finding 5, docs/decisions.md "Active customers
// without counting distinct"): kept by the orders trigger from customer_sales_daily, in the same
// transaction (migration 0041), for every counted order (paid_only false) and for paid ones (true).
// "None" is '-infinity', so `prev_day < a` / `prev_month < a` also holds for a first day or month.

/**
 * One row per customer and day with a counted order, with the customer's previous such day: the
 * distinct customers of [a, b] are the rows of [a, b] whose prev_day < a (an index-only count).
 */
export const customerActiveDays = pgTable(
  'customer_active_days',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    customer_id: uuid('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prev_day: date('prev_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'customer_active_days_pk',
      columns: [t.company_id, t.paid_only, t.customer_id, t.day],
    }),
    index('customer_active_days_window_idx').on(t.company_id, t.paid_only, t.day, t.prev_day),
  ],
);

/**
 * How many customers are active in `month` (its first day) with `prev_month` as their previous active
 * month: the distinct customers of whole months [A, B] are the sum of the cells of [A, B] whose
 * prev_month < A (a few hundred rows for two years).
 */
export const customerActiveMonths = pgTable(
  'customer_active_months',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    prev_month: date('prev_month', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'customer_active_months_pk',
      columns: [t.company_id, t.paid_only, t.month, t.prev_month],
    }),
  ],
);

/**
 * How many customer_active_days rows of `day` have a gap of `gap` days since the customer's previous active
 * day: 1..31 as is, 32 for more than 31, 0 for a first day (migration 0054). The distinct customers of a
 * window [a, b] of at most 32 days are the cells of [a, b] with gap = 0 or gap > day - a (at most 33 cells a
 * day instead of a row per customer). Changes are folded in at commit; cells left at zero stay (at most 33 a
 * day), so readers sum and never need a row to exist.
 */
export const customerActiveGaps = pgTable(
  'customer_active_gaps',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: smallint('gap').notNull(),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'customer_active_gaps_pk',
      columns: [t.company_id, t.paid_only, t.day, t.gap],
    }),
  ],
);

/**
 * Each customer's counted orders, revenue and units kept per calendar year (`year` is its first day), for
 * every counted order (paid_only false) and for paid ones; the nil customer holds the sum over all
 * customers. Indexed by revenue so that a year's top customers are its first rows (migrations 0045-0046).
 */
export const customerSalesYearly = pgTable(
  'customer_sales_yearly',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    year: date('year', { mode: 'string' }).notNull(),
    customer_id: uuid('customer_id').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'customer_sales_yearly_pk',
      columns: [t.company_id, t.paid_only, t.year, t.customer_id],
    }),
    index('customer_sales_yearly_revenue_idx').on(
      t.company_id,
      t.paid_only,
      t.year,
      t.revenue.desc(),
      t.customer_id,
    ),
    // rows left at zero, for the fold to delete them without a scan
    index('customer_sales_yearly_zero_idx')
      .on(t.company_id)
      .where(sql`orders = 0 AND revenue = 0 AND units = 0`),
  ],
);

/**
 * The same figures per Monday week (`week` is its Monday, date_trunc('week')), nil customer included: the
 * top customers of a window that is not a calendar year are read from the weeks covering it, by revenue,
 * without grouping every customer's daily rows (migration 0056, docs/decisions.md "Top customers of a
 * window from week lists").
 */
export const customerSalesWeekly = pgTable(
  'customer_sales_weekly',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    customer_id: uuid('customer_id').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'customer_sales_weekly_pk',
      columns: [t.company_id, t.paid_only, t.week, t.customer_id],
    }),
    index('customer_sales_weekly_revenue_idx').on(
      t.company_id,
      t.paid_only,
      t.week,
      t.revenue.desc(),
      t.customer_id,
    ),
    index('customer_sales_weekly_zero_idx')
      .on(t.company_id)
      .where(sql`orders = 0 AND revenue = 0 AND units = 0`),
  ],
);

/**
 * The sums over all customers' customer_sales_daily rows of a day, for every counted order (paid_only false) and
 * for paid ones: a window's edge days outside its covering weeks are a few of these rows instead of every
 * customer's rows of those days. `negative_revenue` is the sum of the day's negative customer rows (0 when none):
 * what a customer's edge days can add back to their week sums at most (migration 0061, docs/decisions.md
 * "Top customers of a window from week lists").
 */
export const customerSalesDayTotals = pgTable(
  'customer_sales_day_totals',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    negative_revenue: bigint('negative_revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'customer_sales_day_totals_pk',
      columns: [t.company_id, t.paid_only, t.day],
    }),
    index('customer_sales_day_totals_zero_idx')
      .on(t.company_id)
      .where(sql`orders = 0 AND revenue = 0 AND units = 0 AND negative_revenue = 0`),
  ],
);

// The triggers never update the shared rows above (the month cells, a year's all-customers row, a customer's
// year row) in the middle of a transaction, where their lock would come after product rows in one transaction
// and before them in another: they append changes here, tagged with their transaction, and a deferred trigger
// folds a transaction's changes into the rows at commit, in key order (migrations 0047-0048). Between commits
// these tables hold only the changes of transactions still running.

/** Pending changes of customer_active_months (customers = the change). */
export const customerActiveMonthChanges = pgTable(
  'customer_active_month_changes',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    prev_month: date('prev_month', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull(),
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
  },
  (t) => [index('customer_active_month_changes_txid_idx').on(t.txid)],
);

/** Pending changes of customer_active_gaps (customers = the change). */
export const customerActiveGapChanges = pgTable(
  'customer_active_gap_changes',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: smallint('gap').notNull(),
    customers: integer('customers').notNull(),
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
  },
  (t) => [index('customer_active_gap_changes_txid_idx').on(t.txid)],
);

/** Pending changes of customer_sales_yearly (customer rows; the all-customers row follows at the fold). */
export const customerSalesYearlyChanges = pgTable(
  'customer_sales_yearly_changes',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    year: date('year', { mode: 'string' }).notNull(),
    /** the Monday of the change's day: the same change is folded into customer_sales_weekly too */
    week: date('week', { mode: 'string' }).notNull(),
    /** the change's day: folded into customer_sales_day_totals too */
    day: date('day', { mode: 'string' }).notNull(),
    customer_id: uuid('customer_id').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    /** the change of the least(revenue, 0) of the customer's daily row */
    negative_revenue: bigint('negative_revenue', { mode: 'number' }).notNull().default(0),
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
  },
  (t) => [index('customer_sales_yearly_changes_txid_idx').on(t.txid)],
);

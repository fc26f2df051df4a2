import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

// Daily sales rollups (issue 7, docs/analytics-api.md): kept exact by database triggers on orders,
// order_lines, returns, return_lines and payments, in the same transaction as the change (migration
// 0027). `day` is the order's created_at in the company's time zone; `paid` whether the order counts
// as a paid sale (countsAsPaidSale). "None" (no seller, no customer, no order's shop) is the nil uuid
// so every key column is NOT NULL and the key is the primary key. No foreign keys: the rows are
// derived and rebuilt by analytics_rebuild(company).

/** Stands for "no seller" / "no customer" / "no shop" in rollup keys. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The rollups analytics_rebuild(company) recomputes from orders, lines, returns and payments (each keyed by `<table>_pk`). */
export const ORDER_ROLLUP_TABLES = [
  'sales_daily',
  'sales_daily_totals',
  'product_sales_daily',
  'product_sales_periods',
  'seller_sales_daily',
  'customer_sales_daily',
  'customer_first_days',
  'customer_active_days',
  'customer_active_months',
  'customer_active_gaps',
  'customer_sales_yearly',
  'customer_sales_weekly',
  'customer_sales_day_totals',
  'payments_daily',
  'sales_totals_periods',
  'seller_sales_periods',
  'payments_periods',
] as const;

const money = (name: string) => bigint(name, { mode: 'number' });
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const day = () => date('day', { mode: 'string' }).notNull();

/** Counted orders per day, shop, seller, channel, delivery mode and paid flag. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    company_id: uuid('company_id').notNull(),
    day: day(),
    shop_id: uuid('shop_id').notNull(),
    paid: boolean('paid').notNull(),
    seller_id: uuid('seller_id').notNull(),
    channel: text('channel').notNull(),
    delivery_mode: text('delivery_mode').notNull(),
    orders: count('orders'),
    /** total − credited_total */
    revenue: money('revenue').notNull().default(0),
    /** revenue × (total − tax_total) / total, rounded per order */
    revenue_ex_tax: money('revenue_ex_tax').notNull().default(0),
    discounts: money('discounts').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    tax: money('tax').notNull().default(0),
    /** product lines' quantities, before returns */
    units: count('units'),
    units_returned: count('units_returned'),
    /** unit cost at sale time × units kept */
    cost: money('cost').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'sales_daily_pk',
      columns: [t.company_id, t.day, t.shop_id, t.paid, t.seller_id, t.channel, t.delivery_mode],
    }),
  ],
);

/**
 * sales_daily summed over seller, channel and delivery mode: a few rows a day, for the KPI cards and
 * the chart series (kept by the same trigger function, migration 0034).
 */
export const salesDailyTotals = pgTable(
  'sales_daily_totals',
  {
    company_id: uuid('company_id').notNull(),
    day: day(),
    shop_id: uuid('shop_id').notNull(),
    paid: boolean('paid').notNull(),
    orders: count('orders'),
    revenue: money('revenue').notNull().default(0),
    revenue_ex_tax: money('revenue_ex_tax').notNull().default(0),
    discounts: money('discounts').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    tax: money('tax').notNull().default(0),
    units: count('units'),
    units_returned: count('units_returned'),
    cost: money('cost').notNull().default(0),
    /** product lines and their revenue (product_sales_daily's lines and revenue summed; migration 0053) */
    lines: count('lines'),
    line_revenue: money('line_revenue').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_daily_totals_pk', columns: [t.company_id, t.day, t.shop_id, t.paid] })],
);

/** Product lines of counted orders per day, shop, paid flag, product and variant. */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    company_id: uuid('company_id').notNull(),
    day: day(),
    shop_id: uuid('shop_id').notNull(),
    paid: boolean('paid').notNull(),
    product_id: uuid('product_id').notNull(),
    variant_id: uuid('variant_id').notNull(),
    lines: count('lines'),
    units: count('units'),
    units_returned: count('units_returned'),
    /** lines' totals less returned amounts */
    revenue: money('revenue').notNull().default(0),
    revenue_ex_tax: money('revenue_ex_tax').notNull().default(0),
    cost: money('cost').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'product_sales_daily_pk',
      columns: [t.company_id, t.day, t.shop_id, t.paid, t.product_id, t.variant_id],
    }),
  ],
);

/**
 * sales_daily per seller only (no shop, channel nor delivery mode): the company-wide top sellers read a
 * few dozen rows a day (kept by the same upsert as sales_daily, migrations 0037-0039; one shop's top
 * sellers read sales_daily).
 */
export const sellerSalesDaily = pgTable(
  'seller_sales_daily',
  {
    company_id: uuid('company_id').notNull(),
    day: day(),
    paid: boolean('paid').notNull(),
    seller_id: uuid('seller_id').notNull(),
    orders: count('orders'),
    revenue: money('revenue').notNull().default(0),
    units: count('units'),
    units_returned: count('units_returned'),
  },
  (t) => [
    primaryKey({
      name: 'seller_sales_daily_pk',
      columns: [t.company_id, t.day, t.paid, t.seller_id],
    }),
  ],
);

/** Counted orders of known customers per day, shop and paid flag. */
export const customerSalesDaily = pgTable(
  'customer_sales_daily',
  {
    company_id: uuid('company_id').notNull(),
    day: day(),
    shop_id: uuid('shop_id').notNull(),
    paid: boolean('paid').notNull(),
    customer_id: uuid('customer_id').notNull(),
    orders: count('orders'),
    revenue: money('revenue').notNull().default(0),
    units: count('units'),
  },
  (t) => [
    primaryKey({
      name: 'customer_sales_daily_pk',
      columns: [t.company_id, t.day, t.shop_id, t.paid, t.customer_id],
    }),
    index('customer_sales_daily_customer_idx').on(t.company_id, t.customer_id, t.day),
  ],
);

/**
 * Each customer's first counted order day: per shop and for the whole company (shop_id nil), for
 * every counted order (paid_only false) and for paid ones (paid_only true). New customers of a period
 * are the rows whose first_day falls in it.
 */
export const customerFirstDays = pgTable(
  'customer_first_days',
  {
    company_id: uuid('company_id').notNull(),
    customer_id: uuid('customer_id').notNull(),
    shop_id: uuid('shop_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    first_day: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'customer_first_days_pk',
      columns: [t.company_id, t.customer_id, t.shop_id, t.paid_only],
    }),
    index('customer_first_days_day_idx').on(t.company_id, t.shop_id, t.paid_only, t.first_day),
  ],
);

/** Payments (not voided) per day received (company time zone), order's shop and method. */
export const paymentsDaily = pgTable(
  'payments_daily',
  {
    company_id: uuid('company_id').notNull(),
    day: day(),
    shop_id: uuid('shop_id').notNull(),
    payment_method_id: uuid('payment_method_id').notNull(),
    received: money('received').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    payments: integer('payments').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'payments_daily_pk',
      columns: [t.company_id, t.day, t.shop_id, t.payment_method_id],
    }),
  ],
);

/**
 * Expenses (not deleted) per month of their date, category and paid status (migration 0060): the dashboard's
 * expenses by category read whole months here and only the days at a window's edges from expenses.
 * Kept by a row trigger on expenses.
 */
export const expenseCategoryMonths = pgTable(
  'expense_category_months',
  {
    company_id: uuid('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    paid: boolean('paid').notNull(),
    amount: money('amount').notNull().default(0),
    expenses: integer('expenses').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'expense_category_months_pk',
      columns: [t.company_id, t.month, t.paid, t.category],
    }),
  ],
);

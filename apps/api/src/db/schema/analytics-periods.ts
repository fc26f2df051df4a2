import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

// The dashboard's small rollups per calendar span (docs/decisions.md "Sales, seller and payment totals per
// week, month, quarter and year"): sales_daily_totals, seller_sales_daily and payments_daily summed per week
// (Monday), month, quarter and year, kept from the daily rows by statement triggers in the same transaction
// (migrations 0050–0051). A long window reads its whole spans here and its edge days from the daily table
// (spanBuckets, product-sales.repo.ts); rows left at zero are removed.

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const start = () => date('start', { mode: 'string' }).notNull();
/** date_trunc's field: week, month, quarter or year */
const span = () => text('span').notNull();
const zeroWhere = (columns: readonly unknown[]) =>
  sql.join(
    columns.map((c) => sql`${c} = 0`),
    sql` and `,
  );

/** sales_daily_totals per span. */
export const salesTotalsPeriods = pgTable(
  'sales_totals_periods',
  {
    company_id: uuid('company_id').notNull(),
    span: span(),
    start: start(),
    shop_id: uuid('shop_id').notNull(),
    paid: boolean('paid').notNull(),
    orders: money('orders'),
    revenue: money('revenue'),
    revenue_ex_tax: money('revenue_ex_tax'),
    discounts: money('discounts'),
    shipping: money('shipping'),
    tax: money('tax'),
    units: money('units'),
    units_returned: money('units_returned'),
    cost: money('cost'),
    lines: money('lines'),
    line_revenue: money('line_revenue'),
  },
  (t) => [
    primaryKey({
      name: 'sales_totals_periods_pk',
      columns: [t.company_id, t.span, t.start, t.shop_id, t.paid],
    }),
    index('sales_totals_periods_zero_idx')
      .on(t.company_id)
      .where(
        zeroWhere([
          t.orders,
          t.revenue,
          t.revenue_ex_tax,
          t.discounts,
          t.shipping,
          t.tax,
          t.units,
          t.units_returned,
          t.cost,
          t.lines,
          t.line_revenue,
        ]),
      ),
  ],
);

/** seller_sales_daily per span. */
export const sellerSalesPeriods = pgTable(
  'seller_sales_periods',
  {
    company_id: uuid('company_id').notNull(),
    span: span(),
    start: start(),
    paid: boolean('paid').notNull(),
    seller_id: uuid('seller_id').notNull(),
    orders: money('orders'),
    revenue: money('revenue'),
    units: money('units'),
    units_returned: money('units_returned'),
  },
  (t) => [
    primaryKey({
      name: 'seller_sales_periods_pk',
      columns: [t.company_id, t.span, t.start, t.paid, t.seller_id],
    }),
    index('seller_sales_periods_zero_idx')
      .on(t.company_id)
      .where(zeroWhere([t.orders, t.revenue, t.units, t.units_returned])),
  ],
);

/** payments_daily per span. */
export const paymentsPeriods = pgTable(
  'payments_periods',
  {
    company_id: uuid('company_id').notNull(),
    span: span(),
    start: start(),
    shop_id: uuid('shop_id').notNull(),
    payment_method_id: uuid('payment_method_id').notNull(),
    received: money('received'),
    refunded: money('refunded'),
    payments: integer('payments').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'payments_periods_pk',
      columns: [t.company_id, t.span, t.start, t.shop_id, t.payment_method_id],
    }),
    index('payments_periods_zero_idx')
      .on(t.company_id)
      .where(zeroWhere([t.received, t.refunded, t.payments])),
  ],
);

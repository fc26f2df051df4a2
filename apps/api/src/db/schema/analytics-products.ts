import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

// Company-wide product sales per calendar span (bench/README.md dashboard finding 8, docs/decisions.md
// "Product sales per day, week, month, quarter and year"): product_sales_daily summed over shop and
// variant, kept from it by statement triggers in the same transaction (migrations 0042–0043), for every
// counted order (paid_only false) and for paid ones (true). A window is read as whole years, months and
// weeks (Monday) plus the days at its edges: ~5 buckets of at most one row per product. Quarter rows were
// dropped in migration 0052 (two fewer upserts per product line; nothing read a quarter that months miss).

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Product lines of counted orders per span ('day', 'week', 'month', 'year') and product. */
export const productSalesPeriods = pgTable(
  'product_sales_periods',
  {
    company_id: uuid('company_id').notNull(),
    paid_only: boolean('paid_only').notNull(),
    /** date_trunc's field: day, week, month or year */
    span: text('span').notNull(),
    /** the span's first day */
    start: date('start', { mode: 'string' }).notNull(),
    product_id: uuid('product_id').notNull(),
    lines: count('lines'),
    units: count('units'),
    units_returned: count('units_returned'),
    revenue: count('revenue'),
    revenue_ex_tax: count('revenue_ex_tax'),
    cost: count('cost'),
  },
  (t) => [
    primaryKey({
      name: 'product_sales_periods_pk',
      columns: [t.company_id, t.paid_only, t.span, t.start, t.product_id],
    }),
    // the top lists' measures in the index: an index-only scan per span
    index('product_sales_periods_top_idx').on(
      t.company_id,
      t.paid_only,
      t.span,
      t.start,
      t.product_id,
      t.lines,
      t.revenue,
      t.units,
      t.units_returned,
    ),
    // a span row's products by revenue: the lists of the top products' threshold read (migration 0057)
    index('product_sales_periods_revenue_idx').on(
      t.company_id,
      t.paid_only,
      t.span,
      t.start,
      t.revenue.desc(),
      t.product_id,
    ),
    // rows left at zero, removed by the trigger at the end of each statement (only they are in it)
    index('product_sales_periods_zero_idx')
      .on(t.company_id)
      .where(
        sql`${t.lines} = 0 and ${t.units} = 0 and ${t.units_returned} = 0 and ${t.revenue} = 0 and ${t.revenue_ex_tax} = 0 and ${t.cost} = 0`,
      ),
  ],
);

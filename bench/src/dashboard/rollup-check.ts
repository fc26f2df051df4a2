/**
 * The rollups the dashboard reads must equal the raw rows: an independent recomputation (plain SQL over
 * orders, order_lines and payments, not analytics_rebuild's functions) compared row by row.
 *
 * - a small company (the second, 40,000 orders): sales_daily per day (orders, revenue, units, cost),
 *   product_sales_daily per day and product (lines, units, revenue), customer_sales_daily per day and
 *   customer (orders, revenue), payments_daily per day and method (received, refunded, count);
 * - the big company (850,000 orders): sales_daily per day;
 * - both: sales_daily_totals per day, where that table exists (migration 0033);
 * - the small company: customer_active_days (each customer's active days, all and paid, with the previous
 *   one) and customer_active_months (customers per month and previous active month), migrations 0040-0041;
 * - both companies: customer_active_gaps (active days per day and gap since the previous one), migration 0054;
 * - the small company: product_sales_periods per span (day, week, month, year: no quarter rows since 0052), start, product
 *   and paid scope (lines, units, revenue); the big company: its month and year rows summed per span and
 *   start (migrations 0042-0043).
 * - both: sales_totals_periods per span (week, month, quarter, year), start, shop and paid flag (orders,
 *   revenue); the small company: seller_sales_periods per span, start, seller and paid flag (orders, revenue)
 *   and payments_periods per span, start, shop and method (received, refunded, count) (migrations 0050-0051);
 * - both: the product lines and their revenue in sales_daily_totals per day and sales_totals_periods per span
 *   and start, by paid flag (migration 0053).
 * - the big company: expense_category_months per month, category and paid status (amount, count) against its
 *   expenses (migration 0060).
 * - both: customer_sales_day_totals per day and paid scope (orders, revenue; no negative rows without returns),
 *   migration 0061.
 * - both: products.low_stock per live product against its variants' reorder points and their stock summed from
 *   the balances (bundles and menus: what their components' balances allow), migrations 0044 and 0068.
 *
 * The data set has no returns, so units returned are 0 on both sides.
 */
import type pg from 'pg';
import { BIG_COMPANY_ID } from '../config.ts';

export interface RollupCheck {
  company: string;
  what: string;
  compared: number;
  mismatches: number;
}

const COUNTED = `o.status IN ('confirmed', 'completed')`;
const DAY = `(o.created_at AT TIME ZONE c.timezone)::date`;

const SALES_DAILY = `
WITH r AS (
  SELECT ${DAY} AS day, count(*)::bigint AS orders, sum(o.total - o.credited_total)::bigint AS revenue
  FROM orders o JOIN companies c ON c.id = o.company_id WHERE o.company_id = $1 AND ${COUNTED} GROUP BY 1
), u AS (
  SELECT ${DAY} AS day, sum(l.quantity)::bigint AS units, sum(coalesce(l.unit_cost, 0) * l.quantity)::bigint AS cost
  FROM orders o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id AND l.source = 'product'
  WHERE o.company_id = $1 AND ${COUNTED} GROUP BY 1
), s AS (
  SELECT day, sum(orders)::bigint AS orders, sum(revenue)::bigint AS revenue, sum(units)::bigint AS units,
    sum(cost)::bigint AS cost
  FROM sales_daily WHERE company_id = $1 GROUP BY day
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.orders, r.revenue, coalesce(u.units, 0), coalesce(u.cost, 0))
    IS DISTINCT FROM (s.orders, s.revenue, s.units, s.cost))::int AS mismatches
FROM r FULL JOIN u USING (day) FULL JOIN s USING (day)`;

const PRODUCT_DAILY = `
WITH r AS (
  SELECT ${DAY} AS day, l.product_id, count(*)::bigint AS lines, sum(l.quantity)::bigint AS units,
    sum(l.total)::bigint AS revenue
  FROM orders o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id AND l.source = 'product'
  WHERE o.company_id = $1 AND ${COUNTED} GROUP BY 1, 2
), s AS (
  SELECT day, product_id, sum(lines)::bigint AS lines, sum(units)::bigint AS units, sum(revenue)::bigint AS revenue
  FROM product_sales_daily WHERE company_id = $1 GROUP BY 1, 2
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.lines, r.units, r.revenue) IS DISTINCT FROM (s.lines, s.units, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (day, product_id)`;

const CUSTOMER_DAILY = `
WITH r AS (
  SELECT ${DAY} AS day, o.customer_id, count(*)::bigint AS orders, sum(o.total - o.credited_total)::bigint AS revenue
  FROM orders o JOIN companies c ON c.id = o.company_id
  WHERE o.company_id = $1 AND ${COUNTED} AND o.customer_id IS NOT NULL GROUP BY 1, 2
), s AS (
  SELECT day, customer_id, sum(orders)::bigint AS orders, sum(revenue)::bigint AS revenue
  FROM customer_sales_daily WHERE company_id = $1 GROUP BY 1, 2
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.orders, r.revenue) IS DISTINCT FROM (s.orders, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (day, customer_id)`;

const PAYMENTS_DAILY = `
WITH r AS (
  SELECT (p.received_at AT TIME ZONE c.timezone)::date AS day, p.payment_method_id,
    sum(p.amount) FILTER (WHERE p.kind = 'payment')::bigint AS received,
    coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0)::bigint AS refunded, count(*)::bigint AS n
  FROM payments p JOIN companies c ON c.id = p.company_id
  WHERE p.company_id = $1 AND p.voided_at IS NULL GROUP BY 1, 2
), s AS (
  SELECT day, payment_method_id, sum(received)::bigint AS received, sum(refunded)::bigint AS refunded,
    sum(payments)::bigint AS n
  FROM payments_daily WHERE company_id = $1 GROUP BY 1, 2
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (coalesce(r.received, 0), r.refunded, r.n) IS DISTINCT FROM (s.received, s.refunded, s.n))::int
    AS mismatches
FROM r FULL JOIN s USING (day, payment_method_id)`;

const PAID = `o.payment_status IN ('paid', 'partially_paid', 'partially_credited')`;

/** Each customer's active days (all counted orders; paid ones) with the previous one, from the raw orders. */
const ACTIVE_DAYS_RAW = `
  SELECT k.paid_only, x.customer_id, x.day,
    coalesce(lag(x.day) OVER (PARTITION BY k.paid_only, x.customer_id ORDER BY x.day), '-infinity') AS prev_day
  FROM (
    SELECT o.customer_id, ${DAY} AS day, bool_or(${PAID}) AS paid
    FROM orders o JOIN companies c ON c.id = o.company_id
    WHERE o.company_id = $1 AND ${COUNTED} AND o.customer_id IS NOT NULL GROUP BY 1, 2
  ) x CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
  WHERE NOT k.paid_only OR x.paid`;

const ACTIVE_DAYS = `
WITH r AS (${ACTIVE_DAYS_RAW}),
s AS (SELECT paid_only, customer_id, day, prev_day FROM customer_active_days WHERE company_id = $1)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE r.prev_day IS DISTINCT FROM s.prev_day)::int AS mismatches
FROM r FULL JOIN s USING (paid_only, customer_id, day)`;

const ACTIVE_MONTHS = `
WITH m AS (
  SELECT DISTINCT paid_only, customer_id, date_trunc('month', day::timestamp)::date AS month FROM (${ACTIVE_DAYS_RAW}) d
), r AS (
  SELECT paid_only, month, prev_month, count(*)::int AS customers FROM (
    SELECT paid_only, month,
      coalesce(lag(month) OVER (PARTITION BY paid_only, customer_id ORDER BY month), '-infinity') AS prev_month
    FROM m
  ) y GROUP BY 1, 2, 3
), s AS (
  SELECT paid_only, month, prev_month, customers FROM customer_active_months WHERE company_id = $1
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE r.customers IS DISTINCT FROM s.customers)::int AS mismatches
FROM r FULL JOIN s USING (paid_only, month, prev_month)`;

const ACTIVE_GAPS = `
WITH r AS (
  SELECT paid_only, day,
    (CASE WHEN prev_day = '-infinity' THEN 0 ELSE least(day - prev_day, 32) END)::int AS gap, count(*)::int AS customers
  FROM (${ACTIVE_DAYS_RAW}) d GROUP BY 1, 2, 3
), s AS (
  SELECT paid_only, day, gap::int AS gap, customers FROM customer_active_gaps WHERE company_id = $1
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE r.customers IS DISTINCT FROM s.customers)::int AS mismatches
FROM r FULL JOIN s USING (paid_only, day, gap)`;

/** Product lines per span, start, product and paid scope (all counted orders; paid ones), from the raw rows. */
const PRODUCT_PERIODS_RAW = `
  SELECT k.paid_only, sp.span, date_trunc(sp.span, x.day::timestamp)::date AS start, x.product_id,
    sum(x.lines)::bigint AS lines, sum(x.units)::bigint AS units, sum(x.revenue)::bigint AS revenue
  FROM (
    SELECT ${DAY} AS day, ${PAID} AS paid, coalesce(l.product_id, '00000000-0000-0000-0000-000000000000') AS product_id,
      count(*) AS lines, sum(l.quantity) AS units, sum(l.total) AS revenue
    FROM orders o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id AND l.source = 'product'
    WHERE o.company_id = $1 AND ${COUNTED} GROUP BY 1, 2, 3
  ) x
  CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
  CROSS JOIN (VALUES ('day'), ('week'), ('month'), ('year')) AS sp(span)
  WHERE NOT k.paid_only OR x.paid
  GROUP BY 1, 2, 3, 4`;

const PRODUCT_PERIODS = `
WITH r AS (${PRODUCT_PERIODS_RAW}),
s AS (SELECT paid_only, span, start, product_id, lines, units, revenue FROM product_sales_periods WHERE company_id = $1)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.lines, r.units, r.revenue) IS DISTINCT FROM (s.lines, s.units, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (paid_only, span, start, product_id)`;

/** The big company's month and year rows summed per span and start (a full per-product check takes minutes). */
const PRODUCT_PERIODS_SUMS = `
WITH r AS (
  SELECT paid_only, span, start, sum(lines)::bigint AS lines, sum(units)::bigint AS units,
    sum(revenue)::bigint AS revenue
  FROM (${PRODUCT_PERIODS_RAW.replace("('day'), ('week'), ('month'), ('year')", "('month'), ('year')")}) x
  GROUP BY 1, 2, 3
), s AS (
  SELECT paid_only, span, start, sum(lines)::bigint AS lines, sum(units)::bigint AS units,
    sum(revenue)::bigint AS revenue
  FROM product_sales_periods WHERE company_id = $1 AND span IN ('month', 'year') GROUP BY 1, 2, 3
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.lines, r.units, r.revenue) IS DISTINCT FROM (s.lines, s.units, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (paid_only, span, start)`;

/**
 * Each customer's orders and revenue per calendar year or Monday week (`span`, the table's column of that name)
 * and paid scope, and the all-customers sum (nil customer).
 */
const customerSpans = (span: 'year' | 'week', table: string) => `
WITH o AS (
  SELECT date_trunc('${span}', ${DAY}::timestamp)::date AS ${span}, o.customer_id, ${PAID} AS paid,
    o.total - o.credited_total AS revenue
  FROM orders o JOIN companies c ON c.id = o.company_id
  WHERE o.company_id = $1 AND ${COUNTED} AND o.customer_id IS NOT NULL
), r AS (
  SELECT k.paid_only, o.${span}, x.customer_id, count(*)::bigint AS orders, sum(o.revenue)::bigint AS revenue
  FROM o CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
  CROSS JOIN LATERAL (VALUES (o.customer_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS x(customer_id)
  WHERE NOT k.paid_only OR o.paid GROUP BY 1, 2, 3
), s AS (
  SELECT paid_only, ${span}, customer_id, orders, revenue FROM ${table} WHERE company_id = $1
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.orders, r.revenue) IS DISTINCT FROM (s.orders, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (paid_only, ${span}, customer_id)`;

/** customer_sales_day_totals (migration 0061): every customer's orders and revenue per day and paid scope. */
const CUSTOMER_DAY_TOTALS = `
WITH r AS (
  SELECT k.paid_only, ${DAY} AS day, count(*)::bigint AS orders, sum(o.total - o.credited_total)::bigint AS revenue
  FROM orders o JOIN companies c ON c.id = o.company_id
  CROSS JOIN (VALUES (false), (true)) AS k(paid_only)
  WHERE o.company_id = $1 AND ${COUNTED} AND o.customer_id IS NOT NULL AND (NOT k.paid_only OR ${PAID})
  GROUP BY 1, 2
), s AS (
  SELECT paid_only, day, orders, revenue, negative_revenue FROM customer_sales_day_totals WHERE company_id = $1
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.orders, r.revenue, 0::bigint) IS DISTINCT FROM (s.orders, s.revenue, s.negative_revenue))::int
    AS mismatches
FROM r FULL JOIN s USING (paid_only, day)`;

const SPANS = `(VALUES ('week'), ('month'), ('quarter'), ('year')) AS sp(span)`;
const NIL = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** Orders and revenue per span, start and key (`key` an expression over o, `keyColumns` the table's names). */
const salesPeriods = (table: string, key: string, keyColumns: string) => `
WITH r AS (
  SELECT sp.span, date_trunc(sp.span, x.day::timestamp)::date AS start, ${keyColumns}, sum(x.orders)::bigint AS orders,
    sum(x.revenue)::bigint AS revenue
  FROM (
    SELECT ${DAY} AS day, ${key}, count(*) AS orders, sum(o.total - o.credited_total) AS revenue
    FROM orders o JOIN companies c ON c.id = o.company_id WHERE o.company_id = $1 AND ${COUNTED} GROUP BY 1, 2, 3
  ) x CROSS JOIN ${SPANS}
  GROUP BY 1, 2, ${keyColumns}
), s AS (SELECT span, start, ${keyColumns}, orders, revenue FROM ${table} WHERE company_id = $1)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.orders, r.revenue) IS DISTINCT FROM (s.orders, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (span, start, ${keyColumns})`;

const TOTALS_PERIODS = salesPeriods(
  'sales_totals_periods',
  `coalesce(o.shop_id, ${NIL}) AS shop_id, ${PAID} AS paid`,
  'shop_id, paid',
);
const SELLER_PERIODS = salesPeriods(
  'seller_sales_periods',
  `${PAID} AS paid, coalesce(o.seller_id, ${NIL}) AS seller_id`,
  'paid, seller_id',
);

const PAYMENTS_PERIODS = `
WITH r AS (
  SELECT sp.span, date_trunc(sp.span, x.day::timestamp)::date AS start, x.shop_id, x.payment_method_id,
    sum(x.received)::bigint AS received, sum(x.refunded)::bigint AS refunded, sum(x.n)::bigint AS n
  FROM (
    SELECT (p.received_at AT TIME ZONE c.timezone)::date AS day, coalesce(o.shop_id, ${NIL}) AS shop_id,
      p.payment_method_id, coalesce(sum(p.amount) FILTER (WHERE p.kind = 'payment'), 0) AS received,
      coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0) AS refunded, count(*) AS n
    FROM payments p JOIN companies c ON c.id = p.company_id LEFT JOIN orders o ON o.id = p.order_id
    WHERE p.company_id = $1 AND p.voided_at IS NULL GROUP BY 1, 2, 3
  ) x CROSS JOIN ${SPANS}
  GROUP BY 1, 2, 3, 4
), s AS (
  SELECT span, start, shop_id, payment_method_id, received, refunded, payments::bigint AS n
  FROM payments_periods WHERE company_id = $1
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.received, r.refunded, r.n) IS DISTINCT FROM (s.received, s.refunded, s.n))::int
    AS mismatches
FROM r FULL JOIN s USING (span, start, shop_id, payment_method_id)`;

/**
 * Product lines and their revenue in sales_daily_totals and sales_totals_periods (migration 0053, the top
 * products' totals row): per day and per span and start, all counted orders and paid ones.
 */
const LINE_TOTALS = `
WITH d AS (
  SELECT ${DAY} AS day, ${PAID} AS paid, count(*)::bigint AS lines, sum(l.total)::bigint AS revenue
  FROM orders o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id AND l.source = 'product'
  WHERE o.company_id = $1 AND ${COUNTED} GROUP BY 1, 2
), r AS (
  SELECT 'day' AS span, day AS start, paid, lines, revenue FROM d
  UNION ALL
  SELECT sp.span, date_trunc(sp.span, d.day::timestamp)::date, d.paid, sum(d.lines)::bigint, sum(d.revenue)::bigint
  FROM d CROSS JOIN ${SPANS} GROUP BY 1, 2, 3
), s AS (
  SELECT 'day' AS span, day AS start, paid, sum(lines)::bigint AS lines, sum(line_revenue)::bigint AS revenue
  FROM sales_daily_totals WHERE company_id = $1 GROUP BY 1, 2, 3 HAVING sum(lines) <> 0 OR sum(line_revenue) <> 0
  UNION ALL
  SELECT span, start, paid, sum(lines)::bigint, sum(line_revenue)::bigint
  FROM sales_totals_periods WHERE company_id = $1 GROUP BY 1, 2, 3 HAVING sum(lines) <> 0 OR sum(line_revenue) <> 0
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.lines, r.revenue) IS DISTINCT FROM (s.lines, s.revenue))::int AS mismatches
FROM r FULL JOIN s USING (span, start, paid)`;

/** expense_category_months (migration 0060) against the expenses: per month, category and paid status. */
const EXPENSE_MONTHS = `
WITH r AS (
  SELECT date_trunc('month', date::timestamp)::date AS month, category, status = 'paid' AS paid,
    sum(amount)::bigint AS amount, count(*)::bigint AS n
  FROM expenses WHERE company_id = $1 AND deleted_at IS NULL GROUP BY 1, 2, 3
), s AS (
  SELECT month, category, paid, amount, expenses::bigint AS n FROM expense_category_months WHERE company_id = $1
)
SELECT count(*)::int AS compared,
  count(*) FILTER (WHERE (r.amount, r.n) IS DISTINCT FROM (s.amount, s.n))::int AS mismatches
FROM r FULL JOIN s USING (month, category, paid)`;

/**
 * products.low_stock (kept by triggers, migrations 0044 and 0068) against a recount: a tracked product is low
 * when a live variant with a reorder point holds at most that many over all warehouses (summed here from the
 * balances, not read from product_variants.quantity), or for bundles and menus when its components allow at
 * most that many.
 */
const LOW_PRODUCTS = `
WITH held AS (
  SELECT variant_id, sum(quantity) AS qty FROM stock_balances WHERE company_id = $1 GROUP BY variant_id
), composite AS (
  SELECT cs.variant_id,
    min(CASE WHEN c.deleted_at IS NULL THEN greatest(coalesce(h.qty, 0), 0) ELSE 0 END / cs.quantity) AS qty
  FROM composite_stocks cs
  JOIN product_variants c ON c.id = cs.component_variant_id
  LEFT JOIN held h ON h.variant_id = c.id
  WHERE cs.quantity > 0 AND c.company_id = $1
  GROUP BY cs.variant_id
), truth AS (
  SELECT p.id, p.low_stock, p.track_inventory AND EXISTS (
    SELECT 1 FROM product_variants v
    LEFT JOIN held h ON h.variant_id = v.id
    LEFT JOIN composite k ON k.variant_id = v.id
    WHERE v.product_id = p.id AND v.deleted_at IS NULL AND v.reorder_point IS NOT NULL
      AND CASE WHEN p.type IN ('bundle', 'menu') THEN coalesce(k.qty, 0) ELSE coalesce(h.qty, 0) END
        <= v.reorder_point
  ) AS low
  FROM products p WHERE p.company_id = $1 AND p.deleted_at IS NULL
)
SELECT count(*)::int AS compared, count(*) FILTER (WHERE low_stock IS DISTINCT FROM low)::int AS mismatches
FROM truth`;

export async function checkRollups(client: pg.Client): Promise<RollupCheck[]> {
  const small = await client.query<{ id: string; name: string }>(
    `SELECT c.id, c.name FROM companies c WHERE c.id <> $1
     ORDER BY (SELECT count FROM row_counts WHERE company_id = c.id AND table_name = 'orders') DESC NULLS LAST
     LIMIT 1`,
    [BIG_COMPANY_ID],
  );
  const big = await client.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [
    BIG_COMPANY_ID,
  ]);
  const out: RollupCheck[] = [];
  const run = async (company: { id: string; name: string }, what: string, text: string) => {
    const { rows } = await client.query<{ compared: number; mismatches: number }>(text, [company.id]);
    out.push({ company: company.name, what, compared: rows[0]!.compared, mismatches: rows[0]!.mismatches });
  };
  const s = small.rows[0]!;
  await run(s, 'sales_daily by day', SALES_DAILY);
  await run(s, 'product_sales_daily by day and product', PRODUCT_DAILY);
  await run(s, 'customer_sales_daily by day and customer', CUSTOMER_DAILY);
  await run(s, 'payments_daily by day and method', PAYMENTS_DAILY);
  await run({ id: BIG_COMPANY_ID, name: big.rows[0]!.name }, 'sales_daily by day', SALES_DAILY);
  // sales_daily_totals (day, shop, paid: migration 0033), where it exists
  const totals = await client.query(`SELECT to_regclass('sales_daily_totals') IS NOT NULL AS present`);
  if (totals.rows[0]?.present) {
    const text = SALES_DAILY.replace('FROM sales_daily WHERE', 'FROM sales_daily_totals WHERE');
    await run(s, 'sales_daily_totals by day', text);
    await run({ id: BIG_COMPANY_ID, name: big.rows[0]!.name }, 'sales_daily_totals by day', text);
  }
  // active customers (migrations 0040-0041), where they exist
  const active = await client.query(`SELECT to_regclass('customer_active_days') IS NOT NULL AS present`);
  if (active.rows[0]?.present) {
    await run(s, 'customer_active_days by customer, day and paid scope (previous day)', ACTIVE_DAYS);
    await run(s, 'customer_active_months by month, previous month and paid scope', ACTIVE_MONTHS);
  }
  // active customers by gap (migration 0054), where they exist; both companies
  const gaps = await client.query(`SELECT to_regclass('customer_active_gaps') IS NOT NULL AS present`);
  if (gaps.rows[0]?.present) {
    const label = 'customer_active_gaps by day, gap and paid scope';
    await run(s, label, ACTIVE_GAPS);
    await run({ id: BIG_COMPANY_ID, name: big.rows[0]!.name }, label, ACTIVE_GAPS);
  }
  const yearly = await client.query(`SELECT to_regclass('customer_sales_yearly') IS NOT NULL AS present`);
  if (yearly.rows[0]?.present) {
    await run(
      s,
      'customer_sales_yearly by year, customer and paid scope',
      customerSpans('year', 'customer_sales_yearly'),
    );
  }
  const weekly = await client.query(`SELECT to_regclass('customer_sales_weekly') IS NOT NULL AS present`);
  if (weekly.rows[0]?.present) {
    await run(
      s,
      'customer_sales_weekly by week, customer and paid scope',
      customerSpans('week', 'customer_sales_weekly'),
    );
  }
  const dayTotals = await client.query(
    `SELECT to_regclass('customer_sales_day_totals') IS NOT NULL AS present`,
  );
  if (dayTotals.rows[0]?.present) {
    const label = 'customer_sales_day_totals by day and paid scope';
    await run(s, label, CUSTOMER_DAY_TOTALS);
    await run({ id: BIG_COMPANY_ID, name: big.rows[0]!.name }, label, CUSTOMER_DAY_TOTALS);
  }
  // product sales per span (migrations 0042-0043), where they exist
  const periods = await client.query(`SELECT to_regclass('product_sales_periods') IS NOT NULL AS present`);
  if (periods.rows[0]?.present) {
    await run(s, 'product_sales_periods by span, start, product and paid scope', PRODUCT_PERIODS);
    await run(
      { id: BIG_COMPANY_ID, name: big.rows[0]!.name },
      'product_sales_periods months and years by start and paid scope',
      PRODUCT_PERIODS_SUMS,
    );
  }
  // sales, seller and payment totals per span (migrations 0050-0051), where they exist
  const spans = await client.query(`SELECT to_regclass('sales_totals_periods') IS NOT NULL AS present`);
  if (spans.rows[0]?.present) {
    await run(s, 'sales_totals_periods by span, start, shop and paid', TOTALS_PERIODS);
    await run(
      { id: BIG_COMPANY_ID, name: big.rows[0]!.name },
      'sales_totals_periods by span, start, shop and paid',
      TOTALS_PERIODS,
    );
    const lines = await client.query(
      `SELECT count(*)::int AS n FROM information_schema.columns
       WHERE table_name = 'sales_totals_periods' AND column_name = 'line_revenue'`,
    );
    if (lines.rows[0]?.n) {
      await run(
        s,
        'product lines of sales_daily_totals and sales_totals_periods by span, start and paid',
        LINE_TOTALS,
      );
      await run(
        { id: BIG_COMPANY_ID, name: big.rows[0]!.name },
        'product lines of sales_daily_totals and sales_totals_periods by span, start and paid',
        LINE_TOTALS,
      );
    }
    await run(s, 'seller_sales_periods by span, start, paid and seller', SELLER_PERIODS);
    await run(s, 'payments_periods by span, start, shop and method', PAYMENTS_PERIODS);
  }
  const expenseMonths = await client.query(
    `SELECT to_regclass('expense_category_months') IS NOT NULL AS here`,
  );
  if (expenseMonths.rows[0]?.here) {
    await run(
      { id: BIG_COMPANY_ID, name: big.rows[0]!.name },
      'expense_category_months by month, category and paid',
      EXPENSE_MONTHS,
    );
  }
  const lowFlag = await client.query(
    `SELECT count(*)::int AS n FROM information_schema.columns
     WHERE table_name = 'products' AND column_name = 'low_stock'`,
  );
  if (lowFlag.rows[0]?.n) {
    await run(s, 'products.low_stock by product', LOW_PRODUCTS);
    await run({ id: BIG_COMPANY_ID, name: big.rows[0]!.name }, 'products.low_stock by product', LOW_PRODUCTS);
  }
  return out;
}

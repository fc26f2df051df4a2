import { averageDeliveryHours, deliveryStatusRows } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { type RawStatement, rawRows } from '../../db/raw-rows.ts';
import { isoTimestamp, isoTimestampOrNull } from '../../lib/timestamps.ts';
import { lowVariantRows } from '../stock/low-stock.repo.ts';
import { type Instants, num } from './operations.common.ts';
import { PAYMENTS, periodSourceText, windowBuckets } from './period-sources.ts';
import { spanBuckets } from './product-sales.repo.ts';

// The dashboard lists of GET /analytics/{item} (SPEC §7) other than sales. Each is one bounded
// query on an index of the company (see migration "analytics_operations_indexes"): a page of
// rows (recent orders, today's deliveries, low stock) or sums grouped by a handful of keys.
// The dashboard's lists are hand-written statements, one per shape (whole company or one shop),
// named so PostgreSQL parses and plans each once per connection, read as arrays with timestamps as
// text: the request only fills in the values (the fixed part used to cost more CPU than the SQL).

/** The statement of each shape: `$n` for the shop is the next parameter after the shared ones. */
function shapes(name: string, text: (shop: string) => string) {
  return {
    company: { name: `analytics_${name}`, text: text('') },
    shop: (n: number) => ({ name: `analytics_${name}_shop`, text: text(`$${n}::uuid`) }),
  };
}

function statement(
  shaped: ReturnType<typeof shapes>,
  values: unknown[],
  shopId: string | null,
): RawStatement {
  if (shopId === null) return { ...shaped.company, values };
  return { ...shaped.shop(values.length + 1), values: [...values, shopId] };
}

const RECENT_ORDERS = shapes(
  'recent_orders',
  (
    shop,
  ) => `select o.id, o.number, coalesce(c.name, o.shipping_address->>'recipient_name'), o.total, o.status,
      o.payment_status, o.created_at::text
    from orders o left join customers c on c.id = o.customer_id
    where o.company_id = $1::uuid and o.created_at >= $2::timestamptz and o.created_at < $3::timestamptz
      and o.status <> 'draft' ${shop && `and o.shop_id = ${shop}`}
    order by o.created_at desc, o.id desc
    limit $4`,
);

/** The latest orders created in the period, at most `limit` (drafts are carts in progress: left out). */
export async function recentOrders(
  db: Db,
  companyId: string,
  window: Instants,
  shopId: string | null,
  limit: number,
) {
  const rows = await rawRows(
    db,
    statement(RECENT_ORDERS, [companyId, window.start, window.end, limit], shopId),
  );
  return rows.map((r) => ({
    id: r[0] as string,
    number: num(r[1]),
    customer_name: (r[2] as string | null) ?? null,
    total: num(r[3]),
    status: r[4] as string,
    payment_status: r[5] as string,
    created_at: isoTimestamp(r[6] as string),
  }));
}

// Due today (in the card's order straight from deliveries_company_scheduled_idx, migration 0058) and moved today but
// due another day or never: each part cut to the card's limit in the card's order, then merged, then those joined.
const TODAY_DELIVERIES = shapes('today_deliveries', (shop) => {
  const ofShop =
    shop && `and exists (select 1 from orders o where o.id = d.order_id and o.shop_id = ${shop})`;
  return `select d.id, o.number,
      coalesce(c.name, d.address->>'recipient_name', o.shipping_address->>'recipient_name'),
      u.name, d.status, coalesce(d.address->>'city', o.shipping_address->>'city'), d.scheduled_for::text
    from (
      select * from (
        (select d.id, d.scheduled_for, d.created_at from deliveries d
          where d.company_id = $1::uuid and d.scheduled_for >= $2::timestamptz and d.scheduled_for < $3::timestamptz
            ${ofShop}
          order by d.scheduled_for, d.created_at, d.id
          limit $4)
        union all
        (select d.id, d.scheduled_for, d.created_at from deliveries d
          where d.company_id = $1::uuid and d.updated_at >= $2::timestamptz and d.updated_at < $3::timestamptz
            and (d.scheduled_for is null or d.scheduled_for < $2::timestamptz or d.scheduled_for >= $3::timestamptz)
            ${ofShop}
          order by d.scheduled_for asc nulls last, d.created_at, d.id
          limit $4)
      ) due
      order by due.scheduled_for asc nulls last, due.created_at asc, due.id asc
      limit $4
    ) due
    join deliveries d on d.id = due.id
    join orders o on o.id = d.order_id
    left join customers c on c.id = o.customer_id
    left join users u on u.id = d.courier_id
    order by due.scheduled_for asc nulls last, due.created_at asc, due.id asc`;
});

/**
 * Deliveries due today (scheduled for today) or moved today (created, taken or handed over: any
 * write stamps updated_at), in the company's day; at most `limit`, the earliest due first.
 */
export async function todayDeliveries(
  db: Db,
  companyId: string,
  today: Instants,
  shopId: string | null,
  limit: number,
) {
  const rows = await rawRows(
    db,
    statement(TODAY_DELIVERIES, [companyId, today.start, today.end, limit], shopId),
  );
  return rows.map((r) => ({
    id: r[0] as string,
    order_number: num(r[1]),
    customer_name: (r[2] as string | null) ?? null,
    courier_name: (r[3] as string | null) ?? null,
    status: r[4] as string,
    city: (r[5] as string | null) ?? null,
    scheduled_for: isoTimestampOrNull(r[6] as string | null),
  }));
}

/** Warehouses of a shop (its stock), for the per-shop view of the stock lists. */
const shopWarehouses = (shopId: string | null) =>
  shopId
    ? sql`and b.warehouse_id in (select warehouse_id from shop_warehouses where shop_id = ${shopId}::uuid)`
    : sql``;

/**
 * The dashboard's low-stock card: the first rows of GET /low-stock (stock/low-stock.repo.ts), the
 * low variants by core isVariantLowStock over every warehouse, most urgent first. A shop does not
 * narrow it: the reorder point is the variant's, not a warehouse's.
 */
export async function lowStock(db: Executor, companyId: string, limit: number) {
  const rows = await lowVariantRows(db, companyId, limit);
  return rows.map((r) => ({
    variant_id: r.variant_id,
    product_title: r.product_title,
    variant_title: r.variant_title,
    quantity: r.quantity,
    reorder_point: r.reorder_point,
  }));
}

/**
 * Stock at cost per warehouse, now: units in stock (negative balances count as none) × the
 * variant's cost (none when unknown). Warehouses without stock rows are listed with zeros.
 */
export async function stockValue(db: Executor, companyId: string, shopId: string | null) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select w.id as warehouse_id, w.name as warehouse_name, coalesce(s.units, 0) as units,
          coalesce(s.value, 0) as value
        from warehouses w
        left join (
          select b.warehouse_id, sum(greatest(b.quantity, 0)) as units,
            sum(greatest(b.quantity, 0)::bigint * coalesce(v.cost, 0)) as value
          from stock_balances b join product_variants v on v.id = b.variant_id
          where b.company_id = ${companyId} and v.deleted_at is null ${shopWarehouses(shopId)}
          group by b.warehouse_id
        ) s on s.warehouse_id = w.id
        where w.company_id = ${companyId} and w.deleted_at is null
          ${shopId ? sql`and w.id in (select warehouse_id from shop_warehouses where shop_id = ${shopId}::uuid)` : sql``}
        order by w.name asc, w.id asc`,
  );
  return rows.map((r) => ({
    warehouse_id: r.warehouse_id as string,
    warehouse_name: r.warehouse_name as string,
    units: num(r.units),
    value: num(r.value),
  }));
}

export interface DeliveryFigures {
  counts: Record<string, number>;
  total: number;
  delivered: number;
  cancelled: number;
  delivery_seconds: number;
  /** deliveries with a handover time (the average's divisor) */
  timed: number;
  cash_collected: number;
}

/** Deliveries created in the window, by status; handover time and cash of those delivered. */
export async function deliveryFigures(
  db: Executor,
  companyId: string,
  window: Instants,
  shopId: string | null,
): Promise<DeliveryFigures> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.status, count(*) as n,
          coalesce(sum(extract(epoch from (d.delivered_at - d.created_at))) filter (
            where d.status = 'delivered' and d.delivered_at is not null), 0) as seconds,
          count(*) filter (where d.status = 'delivered' and d.delivered_at is not null) as timed,
          coalesce(sum(d.cash_collected), 0) as cash
        from deliveries d
        ${shopId ? sql`join orders o on o.id = d.order_id and o.shop_id = ${shopId}::uuid` : sql``}
        where d.company_id = ${companyId} and d.created_at >= ${window.start}::timestamptz
          and d.created_at < ${window.end}::timestamptz
        group by d.status`,
  );
  const counts: Record<string, number> = {};
  let seconds = 0;
  let timed = 0;
  let cash = 0;
  for (const r of rows) {
    counts[r.status as string] = num(r.n);
    seconds += num(r.seconds);
    timed += num(r.timed);
    cash += num(r.cash);
  }
  return {
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    delivered: counts.delivered ?? 0,
    cancelled: counts.cancelled ?? 0,
    delivery_seconds: seconds,
    timed,
    cash_collected: cash,
  };
}

export function deliveriesList(figures: DeliveryFigures) {
  return {
    results: deliveryStatusRows(figures.counts),
    average_delivery_hours: averageDeliveryHours(figures.delivery_seconds, figures.timed),
  };
}

// Whole months from expense_category_months (migration 0060), the days at each window's edges from expenses (the
// index-only scan of 0059): a year against the last reads 120 month rows instead of ~4,000 expenses on the bench's
// big company. One shape: each window is one month range and two day ranges, empty ones as lo > hi.
const expensesText = (paid: boolean) => `select x.category,
      coalesce(sum(x.amount) filter (where x.w = 0), 0), coalesce(sum(x.amount) filter (where x.w = 1), 0)
    from (
      select b.w, m.category, m.amount
      from (values (0, $2::date, $3::date), (1, $4::date, $5::date)) b(w, lo, hi)
      join expense_category_months m on m.company_id = $1::uuid and m.month between b.lo and b.hi
        ${paid ? 'and m.paid' : ''}
      union all
      select b.w, e.category, e.amount
      from (values (0, $6::date, $7::date), (0, $8::date, $9::date), (1, $10::date, $11::date),
        (1, $12::date, $13::date)) b(w, lo, hi)
      join expenses e on e.company_id = $1::uuid and e.deleted_at is null and e.date between b.lo and b.hi
        ${paid ? "and e.status = 'paid'" : ''}
    ) x
    group by x.category`;
const EXPENSES_BY_CATEGORY = {
  all: { name: 'analytics_expenses_by_category', text: expensesText(false) },
  paid: { name: 'analytics_expenses_by_category_paid', text: expensesText(true) },
};

const NO_DAYS = ['9999-12-31', '0001-01-01'] as const;

/** A window's whole months (their first and last days) and the days before and after them. */
function monthsAndDays(from: string, to: string): string[] {
  const buckets = spanBuckets(from, to, ['month', 'day']);
  const month = buckets.find((b) => b.span === 'month');
  const days = buckets.filter((b) => b.span === 'day').map((b) => [b.from, b.to]);
  return [...(month ? [month.from, month.to] : NO_DAYS), ...(days[0] ?? NO_DAYS), ...(days[1] ?? NO_DAYS)];
}

/** Expenses dated in each window by category (deleted left out; paid only: those paid). */
export async function expensesByCategory(
  db: Db,
  companyId: string,
  current: Instants,
  past: Instants,
  paid: boolean,
) {
  const [cm1, cm2, cd1, cd2, cd3, cd4] = monthsAndDays(current.from, current.to);
  const [pm1, pm2, pd1, pd2, pd3, pd4] = monthsAndDays(past.from, past.to);
  const rows = await rawRows(db, {
    ...EXPENSES_BY_CATEGORY[paid ? 'paid' : 'all'],
    values: [companyId, cm1, cm2, pm1, pm2, cd1, cd2, cd3, cd4, pd1, pd2, pd3, pd4],
  });
  return rows
    .map((r) => ({ category: r[0] as string, amount: num(r[1]), past_amount: num(r[2]) }))
    .sort(
      (a, b) => b.amount - a.amount || b.past_amount - a.past_amount || a.category.localeCompare(b.category),
    );
}

const CASH_POSITION: Omit<RawStatement, 'values'> = {
  name: 'analytics_cash_position',
  text: `with accounts as (
      select id, name, kind, currency, opening_balance, opening_date
      from treasury_accounts
      where company_id = $1::uuid and deleted_at is null and not is_archived
    )
    select a.id, a.name, a.kind, a.currency,
      case when a.opening_date <= $2::date then a.opening_balance else 0 end + coalesce(m.net, 0)
    from accounts a
    left join (
      select account_id, sum(net) as net from (
        select account_id, net from treasury_daily
        where company_id = $1::uuid and account_id in (select id from accounts) and day < $3::date
        union all
        select account_id, case when direction = 'in' then amount else -amount end
        from treasury_transactions
        where company_id = $1::uuid and account_id in (select id from accounts) and deleted_at is null
          and occurred_at >= $4::timestamptz and occurred_at < $5::timestamptz
      ) n group by account_id
    ) m on m.account_id = a.id
    order by a.name asc, a.id asc`,
};

/**
 * Each live treasury account's balance at the end of `day` (the company's day; `until` is the
 * next day's first instant): its opening balance once opened, plus what came in less what went
 * out before `until`. Whole UTC days come from treasury_daily (kept by a trigger), the rest of the
 * last day from the movements themselves: a few hundred rows per account whatever its history.
 */
export async function cashPosition(db: Db, companyId: string, day: string, until: Date) {
  const utcDay = until.toISOString().slice(0, 10);
  const rows = await rawRows(db, {
    ...CASH_POSITION,
    values: [companyId, day, utcDay, `${utcDay}T00:00:00Z`, until.toISOString()],
  });
  return rows.map((r) => ({
    id: r[0] as string,
    name: r[1] as string,
    kind: r[2] as string,
    currency: r[3] as string,
    balance: num(r[4]),
  }));
}

export interface PaymentFigures {
  payments: number;
  refunds: number;
  count: number;
}

/** Payments by method of a window's days: its whole spans from payments_periods, its edge days from payments_daily. */
function paymentsByMethodStatement(companyId: string, window: Instants, shopId: string | null): RawStatement {
  const values: unknown[] = [companyId];
  if (shopId) values.push(shopId);
  const source = periodSourceText(
    PAYMENTS,
    's.payment_method_id, s.received, s.refunded, s.payments',
    windowBuckets([window]),
    `s.company_id = $1::uuid ${shopId ? 'and s.shop_id = $2::uuid' : ''}`,
    values.length + 1,
  );
  return {
    name: `analytics_payments_by_method${shopId ? '_shop' : ''}_${source.shape}`,
    text: `select s.payment_method_id, m.name, m.kind, s.paid, s.refunded, s.n
      from (
        select payment_method_id, sum(received) as paid, sum(refunded) as refunded, sum(payments) as n
        from (${source.text}) s
        group by payment_method_id
      ) s join payment_methods m on m.id = s.payment_method_id`,
    values: [...values, ...source.values],
  };
}

/**
 * Payments received in the window (voided left out), by payment method: received less refunded.
 * Reads the payments rollups (payments_daily, kept by triggers on payments: day received in the
 * company's time zone, the order's shop; payments_periods, its weeks, months, quarters and years), a few
 * rows per day or span whatever the number of payments.
 */
export async function paymentsByMethod(db: Db, companyId: string, window: Instants, shopId: string | null) {
  const rows = await rawRows(db, paymentsByMethodStatement(companyId, window, shopId));
  return rows
    .map((r) => ({
      payment_method_id: r[0] as string,
      name: r[1] as string,
      kind: r[2] as string,
      amount: num(r[3]) - num(r[4]),
      count: num(r[5]),
      paid: num(r[3]),
      refunded: num(r[4]),
    }))
    .filter((r) => r.paid !== 0 || r.refunded !== 0 || r.count !== 0)
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

export const sumPayments = (rows: Awaited<ReturnType<typeof paymentsByMethod>>): PaymentFigures => ({
  payments: rows.reduce((s, r) => s + r.paid, 0),
  refunds: rows.reduce((s, r) => s + r.refunded, 0),
  count: rows.reduce((s, r) => s + r.count, 0),
});

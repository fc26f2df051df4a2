import { averageDeliveryHours, deliveryStatusRows } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { type Instants, iso, num } from './operations.common.ts';

// The dashboard lists of GET /analytics/{item} (SPEC §7) other than sales. Each is one bounded
// query on an index of the company (see migration "analytics_operations_indexes"): a page of
// rows (recent orders, today's deliveries, low stock) or sums grouped by a handful of keys.

/** Orders (alias o) of one shop, or every order. */
const shopOfOrder = (shopId: string | null) => (shopId ? sql`and o.shop_id = ${shopId}::uuid` : sql``);

/** The 10 latest orders created in the period (drafts are carts in progress: left out). */
export async function recentOrders(db: Executor, companyId: string, window: Instants, shopId: string | null) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id, o.number, coalesce(c.name, o.shipping_address->>'recipient_name') as customer_name,
          o.total, o.status, o.payment_status, o.created_at
        from orders o left join customers c on c.id = o.customer_id
        where o.company_id = ${companyId} and o.created_at >= ${window.start}::timestamptz
          and o.created_at < ${window.end}::timestamptz and o.status <> 'draft' ${shopOfOrder(shopId)}
        order by o.created_at desc, o.id desc
        limit 10`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    number: num(r.number),
    customer_name: (r.customer_name as string | null) ?? null,
    total: num(r.total),
    status: r.status as string,
    payment_status: r.payment_status as string,
    created_at: iso(r.created_at)!,
  }));
}

/**
 * Deliveries due today (scheduled for today) or moved today (created, taken or handed over: any
 * write stamps updated_at), in the company's day; at most 100, the earliest due first.
 */
export async function todayDeliveries(
  db: Executor,
  companyId: string,
  today: Instants,
  shopId: string | null,
) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.id, o.number as order_number,
          coalesce(c.name, d.address->>'recipient_name', o.shipping_address->>'recipient_name') as customer_name,
          u.name as courier_name, d.status, coalesce(d.address->>'city', o.shipping_address->>'city') as city,
          d.scheduled_for
        from (
          -- the 100 first of the union, ordered and cut before the joins (bench/README.md, dashboard finding 6)
          select d.* from deliveries d
          where d.id in (
              select id from deliveries where company_id = ${companyId}
                and scheduled_for >= ${today.start}::timestamptz and scheduled_for < ${today.end}::timestamptz
              union all
              select id from deliveries where company_id = ${companyId}
                and updated_at >= ${today.start}::timestamptz and updated_at < ${today.end}::timestamptz
            )
            ${shopId ? sql`and exists (select 1 from orders o where o.id = d.order_id and o.shop_id = ${shopId}::uuid)` : sql``}
          order by d.scheduled_for asc nulls last, d.created_at asc, d.id asc
          limit 100
        ) d
        join orders o on o.id = d.order_id
        left join customers c on c.id = o.customer_id
        left join users u on u.id = d.courier_id
        order by d.scheduled_for asc nulls last, d.created_at asc, d.id asc`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    order_number: num(r.order_number),
    customer_name: (r.customer_name as string | null) ?? null,
    courier_name: (r.courier_name as string | null) ?? null,
    status: r.status as string,
    city: (r.city as string | null) ?? null,
    scheduled_for: iso(r.scheduled_for),
  }));
}

/** Warehouses of a shop (its stock), for the per-shop view of the stock lists. */
const shopWarehouses = (shopId: string | null) =>
  shopId
    ? sql`and b.warehouse_id in (select warehouse_id from shop_warehouses where shop_id = ${shopId}::uuid)`
    : sql``;

/** Variants at or below their reorder point in a warehouse, the furthest below first; at most 50. */
export async function lowStock(db: Executor, companyId: string, shopId: string | null) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.variant_id, p.title as product_title, v.title as variant_title, b.warehouse_id,
          w.name as warehouse_name, b.quantity, v.reorder_point
        from product_variants v
        join products p on p.id = v.product_id
        join stock_balances b on b.company_id = v.company_id and b.variant_id = v.id
        join warehouses w on w.id = b.warehouse_id
        where v.company_id = ${companyId} and v.reorder_point is not null and v.deleted_at is null
          and p.deleted_at is null and w.deleted_at is null and b.quantity <= v.reorder_point
          ${shopWarehouses(shopId)}
        order by b.quantity - v.reorder_point asc, p.title asc, v.position asc, w.name asc
        limit 50`,
  );
  return rows.map((r) => ({
    variant_id: r.variant_id as string,
    product_title: r.product_title as string,
    variant_title: r.variant_title as string,
    warehouse_id: r.warehouse_id as string,
    warehouse_name: r.warehouse_name as string,
    quantity: num(r.quantity),
    reorder_point: num(r.reorder_point),
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

/** Expenses dated in each window by category (deleted left out; paid only: those paid). */
export async function expensesByCategory(
  db: Executor,
  companyId: string,
  current: Instants,
  past: Instants,
  paid: boolean,
) {
  const sumIn = (w: Instants) =>
    sql`coalesce(sum(amount) filter (where date >= ${w.from}::date and date <= ${w.to}::date), 0)`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select category, ${sumIn(current)} as amount, ${sumIn(past)} as past_amount
        from expenses
        where company_id = ${companyId} and deleted_at is null ${paid ? sql`and status = 'paid'` : sql``}
          and ((date >= ${current.from}::date and date <= ${current.to}::date)
            or (date >= ${past.from}::date and date <= ${past.to}::date))
        group by category`,
  );
  return rows
    .map((r) => ({ category: r.category as string, amount: num(r.amount), past_amount: num(r.past_amount) }))
    .sort(
      (a, b) => b.amount - a.amount || b.past_amount - a.past_amount || a.category.localeCompare(b.category),
    );
}

/**
 * Each live treasury account's balance at the end of `day` (the company's day; `until` is the
 * next day's first instant): its opening balance once opened, plus what came in less what went
 * out before `until`. Whole UTC days come from treasury_daily (kept by a trigger), the rest of the
 * last day from the movements themselves: a few hundred rows per account whatever its history.
 */
export async function cashPosition(db: Executor, companyId: string, day: string, until: Date) {
  const accounts = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, name, kind, currency, opening_balance, opening_date::text as opening_date
        from treasury_accounts
        where company_id = ${companyId} and deleted_at is null and not is_archived
        order by name asc, id asc`,
  );
  const ids = accounts.map((a) => a.id as string);
  const nets = new Map<string, number>();
  if (ids.length) {
    const utcDay = until.toISOString().slice(0, 10);
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const rows = await queryRows<{ account_id: string; net: string }>(
      db,
      sql`select account_id, sum(net) as net from (
            select account_id, net from treasury_daily
            where company_id = ${companyId} and account_id in (${idList}) and day < ${utcDay}::date
            union all
            select account_id, case when direction = 'in' then amount else -amount end
            from treasury_transactions
            where company_id = ${companyId} and account_id in (${idList}) and deleted_at is null
              and occurred_at >= ${`${utcDay}T00:00:00Z`}::timestamptz and occurred_at < ${until.toISOString()}::timestamptz
          ) m group by account_id`,
    );
    for (const r of rows) nets.set(r.account_id, num(r.net));
  }
  return accounts.map((a) => ({
    id: a.id as string,
    name: a.name as string,
    kind: a.kind as string,
    currency: a.currency as string,
    balance:
      ((a.opening_date as string) <= day ? num(a.opening_balance) : 0) + (nets.get(a.id as string) ?? 0),
  }));
}

export interface PaymentFigures {
  payments: number;
  refunds: number;
  count: number;
}

/**
 * Payments received in the window (voided left out), by payment method: received less refunded.
 * Reads the daily payments rollup (payments_daily, kept by triggers on payments: day received in
 * the company's time zone, the order's shop), a few rows per day whatever the number of payments.
 */
export async function paymentsByMethod(
  db: Executor,
  companyId: string,
  window: Instants,
  shopId: string | null,
) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select s.payment_method_id, m.name, m.kind, s.paid, s.refunded, s.n
        from (
          select payment_method_id, sum(received) as paid, sum(refunded) as refunded, sum(payments) as n
          from payments_daily
          where company_id = ${companyId} and day >= ${window.from}::date and day <= ${window.to}::date
            ${shopId ? sql`and shop_id = ${shopId}::uuid` : sql``}
          group by payment_method_id
        ) s join payment_methods m on m.id = s.payment_method_id`,
  );
  return rows
    .map((r) => ({
      payment_method_id: r.payment_method_id as string,
      name: r.name as string,
      kind: r.kind as string,
      amount: num(r.paid) - num(r.refunded),
      count: num(r.n),
      paid: num(r.paid),
      refunded: num(r.refunded),
    }))
    .filter((r) => r.paid !== 0 || r.refunded !== 0 || r.count !== 0)
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

export const sumPayments = (rows: Awaited<ReturnType<typeof paymentsByMethod>>): PaymentFigures => ({
  payments: rows.reduce((s, r) => s + r.paid, 0),
  refunds: rows.reduce((s, r) => s + r.refunded, 0),
  count: rows.reduce((s, r) => s + r.count, 0),
});

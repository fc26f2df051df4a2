import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { collectionProducts, collections, ORDER_ROLLUP_TABLES, shops } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { insertCustomer, insertPaymentMethod, sellable } from '../orders/orders.test-helpers.ts';
import { defaultWarehouseId, insertVariant } from '../stock/stock.test-helpers.ts';
import { windowSpanRows } from './product-sales.repo.ts';
import {
  coveringWeeks,
  firstRoundRows,
  topCustomersFromWeeks,
  topCustomersOfWeeks,
} from './top-customers-weeks.repo.ts';
import { topProductsFromLists } from './top-products-lists.repo.ts';

// Sales analytics against an independent computation over the raw orders, lines, returns and
// payments (never the rollups), on a generated data set: several shops, sellers, customers and
// products, orders in every state across days and the company's midnight and DST change
// (America/New_York, 1 November 2026), payments, returns, cancellations, orders changed after
// creation and deleted drafts. Then the rollups kept by the triggers must equal analytics_rebuild.

const TZ = 'America/New_York';
let t: TestApp;
let admin: Account;
let other: Account;
let accountant: Account & { id: string };
let employee: Account;
let seed: {
  shopIds: string[];
  sellerIds: string[];
  customerIds: string[];
  products: { productId: string; variantId: string }[];
  methodIds: string[];
  collectionId: string;
  warehouseId: string;
};

const db = () => t.ctx.db;
const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const get = (account: Account, path: string, query: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, { token: account.token, query });

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seedValue: number) {
  let a = seedValue;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

let orderNumber = 10_000;

/** An order written straight to the tables (the triggers see it as any other writer's). */
async function insertOrder(
  rnd: ReturnType<typeof random>,
  values: { created_at: Date; status: string; payment_status: string },
): Promise<string> {
  const id = uuidv7();
  const lineCount = rnd.int(1, 3);
  const lines = Array.from({ length: lineCount }, (_, position) => {
    const product = rnd.pick(seed.products);
    const price = rnd.int(5, 80) * 100;
    const quantity = rnd.int(1, 4);
    const subtotal = price * quantity;
    const discount = rnd.next() < 0.3 ? 100 * quantity : 0;
    const tax = Math.round((subtotal - discount) * 0.18);
    return { position, product, price, quantity, subtotal, discount, tax, total: subtotal - discount + tax };
  });
  const custom = rnd.next() < 0.2; // a custom line besides the products (not units)
  const shipping = rnd.next() < 0.4 ? rnd.int(1, 20) * 100 : 0;
  const orderDiscount = rnd.next() < 0.2 ? 500 : 0;
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0) + (custom ? 1_000 : 0);
  const lineDiscounts = lines.reduce((s, l) => s + l.discount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  const total = subtotal - lineDiscounts - orderDiscount + tax + shipping;
  orderNumber += 1;
  await db().execute(sql`insert into orders (id, company_id, number, shop_id, warehouse_id, customer_id,
      seller_id, status, payment_status, delivery_mode, channel, currency, subtotal, discount_total, tax_total,
      shipping_total, total, paid_total, credited_total, created_at)
    values (${id}, ${admin.companyId}, ${orderNumber}, ${rnd.pick(seed.shopIds)}, ${seed.warehouseId},
      ${rnd.next() < 0.25 ? null : rnd.pick(seed.customerIds)}, ${rnd.next() < 0.15 ? null : rnd.pick(seed.sellerIds)},
      ${values.status}, ${values.payment_status}, ${rnd.pick(['delivery', 'pickup', 'online'])},
      ${rnd.pick(['admin', 'pos', 'online'])}, 'XAF', ${subtotal}, ${lineDiscounts + orderDiscount}, ${tax},
      ${shipping}, ${total}, 0, 0, ${values.created_at.toISOString()}::timestamptz)`);
  for (const l of lines) {
    await db().execute(sql`insert into order_lines (id, company_id, order_id, position, source, variant_id,
        product_id, title, price, quantity, subtotal, discount, tax_total, total)
      values (${uuidv7()}, ${admin.companyId}, ${id}, ${l.position}, 'product', ${l.product.variantId},
        ${l.product.productId}, 'P', ${l.price}, ${l.quantity}, ${l.subtotal}, ${l.discount}, ${l.tax}, ${l.total})`);
  }
  if (custom) {
    await db().execute(sql`insert into order_lines (id, company_id, order_id, position, source, title, price,
        quantity, subtotal, discount, tax_total, total)
      values (${uuidv7()}, ${admin.companyId}, ${id}, ${lineCount}, 'custom', 'Gift wrap', 1000, 1, 1000, 0, 0, 1000)`);
  }
  return id;
}

const STATUSES = ['draft', 'quotation', 'confirmed', 'completed', 'cancelled'] as const;
const PAYMENT_STATUSES = [
  'pending',
  'partially_paid',
  'paid',
  'partially_credited',
  'fully_credited',
  'cancelled',
] as const;

/** An instant between 1 August and 20 November 2026, often within an hour of New York's midnight. */
function instant(rnd: ReturnType<typeof random>): Date {
  const day = rnd.int(0, 111);
  const base = Date.UTC(2026, 7, 1) + day * 86_400_000;
  // 03:00–05:59 UTC is 23:00–01:59 in New York (EDT until 1 November, EST after)
  const hour = rnd.next() < 0.5 ? rnd.int(3, 5) : rnd.int(0, 23);
  return new Date(base + hour * 3_600_000 + rnd.int(0, 59) * 60_000);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  other = await registerCompany(t.app, { currency: 'XAF' });
  accountant = await createStaff(t.app, admin, 'accountant');
  employee = await createStaff(t.app, admin, 'employee');
  // the plan allows 3 users: the owner and the accountant sell too
  const [owner] = await rows<{ id: string }>(
    sql`select id from users where company_id = ${admin.companyId} and email = ${admin.email}`,
  );
  const sellers = [owner!, accountant];
  await db().execute(sql`update companies set timezone = ${TZ} where id = ${admin.companyId}`);
  const [firstShop] = await rows<{ id: string }>(
    sql`select id from shops where company_id = ${admin.companyId} order by created_at limit 1`,
  );
  const shopIds = [firstShop!.id];
  for (const name of ['Akwa', 'Bonapriso']) {
    const id = uuidv7();
    await db().insert(shops).values({ id, company_id: admin.companyId, name, slug: name.toLowerCase() });
    shopIds.push(id);
  }
  const products = [];
  for (const [title, cost] of [
    ['Pagne wax', 4_000],
    ['Savon noir', 300],
    ['Bissap 1L', null],
    ['Karité', 1_200],
  ] as const) {
    products.push(await insertVariant(db(), admin.companyId, { title, cost }));
  }
  const collectionId = uuidv7();
  await db()
    .insert(collections)
    .values({ id: collectionId, company_id: admin.companyId, title: 'Beauté', handle: 'beaute' });
  await db()
    .insert(collectionProducts)
    .values(
      [products[1]!, products[3]!].map((p) => ({
        company_id: admin.companyId,
        collection_id: collectionId,
        product_id: p.productId,
      })),
    );
  seed = {
    shopIds,
    sellerIds: sellers.map((s) => s.id),
    customerIds: [
      await insertCustomer(db(), admin.companyId, { name: 'Mariam Ba' }),
      await insertCustomer(db(), admin.companyId, { name: 'Jean Ekwalla' }),
      await insertCustomer(db(), admin.companyId, { name: 'Fatou Sow' }),
      await insertCustomer(db(), admin.companyId, { name: 'Paul Biya' }),
    ],
    products,
    methodIds: [
      await insertPaymentMethod(db(), admin.companyId, { name: 'Espèces' }),
      await insertPaymentMethod(db(), admin.companyId, { name: 'MoMo', kind: 'mobile_money_operator' }),
    ],
    collectionId,
    warehouseId: await defaultWarehouseId(db(), admin.companyId),
  };

  // Through the API: a sale paid then partly returned (refund), a draft confirmed and partly paid
  // after its creation, a confirmed order cancelled, a quotation left as it is.
  const sold = await sellable(t.app, db(), admin, { title: 'Chemise', price: 10_000, stock: 50 });
  await db().execute(sql`update product_variants set cost = 6000 where id = ${sold.variantId}`);
  const post = (path: string, body: unknown) =>
    call(t.app, 'POST', `/api/v1/admin/${path}`, { token: admin.token, body });
  const created = await post('orders', {
    customer_id: seed.customerIds[0],
    lines: [{ variant_id: sold.variantId, quantity: 3 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const paidOrder = created.json<{ data: { id: string; total: number; lines: { id: string }[] } }>().data;
  const payment = await post('payments', {
    order_id: paidOrder.id,
    payment_method_id: seed.methodIds[1],
    amount: paidOrder.total,
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const requested = await post('returns', {
    order_id: paidOrder.id,
    lines: [{ order_line_id: paidOrder.lines[0]!.id, quantity: 1 }],
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const approved = await post(`returns/${requested.json<{ data: { id: string } }>().data.id}/approve`, {
    resolution: 'refund',
    payment_method_id: seed.methodIds[1],
  });
  expect(approved.statusCode, approved.body).toBe(200);

  const draft = await post('orders', {
    status: 'draft',
    customer_id: seed.customerIds[1],
    lines: [{ variant_id: sold.variantId, quantity: 2 }],
  });
  const draftOrder = draft.json<{ data: { id: string; total: number } }>().data;
  expect((await post(`orders/${draftOrder.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
  const part = await post('payments', {
    order_id: draftOrder.id,
    payment_method_id: seed.methodIds[0],
    amount: Math.floor(draftOrder.total / 2),
  });
  expect(part.statusCode, part.body).toBe(201);

  const toCancel = await post('orders', { lines: [{ variant_id: sold.variantId, quantity: 1 }] });
  const cancelId = toCancel.json<{ data: { id: string } }>().data.id;
  expect((await post(`orders/${cancelId}/status`, { status: 'cancelled' })).statusCode).toBe(200);
  await post('orders', { status: 'quotation', lines: [{ variant_id: sold.variantId, quantity: 5 }] });

  // Straight into the tables: 80 orders in every state, then changes after their creation.
  const rnd = random(20261124);
  const ids: string[] = [];
  for (let i = 0; i < 80; i++) {
    ids.push(
      await insertOrder(rnd, {
        created_at: instant(rnd),
        status: rnd.pick(STATUSES),
        payment_status: rnd.pick(PAYMENT_STATUSES),
      }),
    );
  }
  // edges of the company's day and of the DST change (EDT → EST on 1 November at 06:00 UTC)
  for (const at of [
    '2026-10-01T03:59:59Z', // 30 September 23:59:59 in New York
    '2026-10-01T04:00:00Z', // 1 October 00:00 in New York
    '2026-11-01T04:30:00Z', // 1 November 00:30 EDT
    '2026-11-01T05:30:00Z', // 1 November 01:30 EDT (first)
    '2026-11-01T06:30:00Z', // 1 November 01:30 EST (again)
    '2026-11-02T04:59:00Z', // 1 November 23:59 EST
    '2026-11-02T05:00:00Z', // 2 November 00:00 EST
  ]) {
    ids.push(
      await insertOrder(rnd, { created_at: new Date(at), status: 'confirmed', payment_status: 'paid' }),
    );
  }
  await mutate(rnd, ids, 60);
  // a draft deleted with its lines, and a confirmed order deleted the same way
  for (const status of ['draft', 'confirmed']) {
    const id = await insertOrder(rnd, { created_at: instant(rnd), status, payment_status: 'pending' });
    await db().execute(sql`delete from order_lines where order_id = ${id}`);
    await db().execute(sql`delete from orders where id = ${id}`);
  }
  // payments straight into the table too, one voided
  for (let i = 0; i < 15; i++) {
    const orderId = rnd.pick(ids);
    const id = uuidv7();
    await db().execute(sql`insert into payments (id, company_id, order_id, payment_method_id, kind, amount,
        currency, received_at)
      values (${id}, ${admin.companyId}, ${orderId}, ${rnd.pick(seed.methodIds)},
        ${rnd.next() < 0.2 ? 'refund' : 'payment'}, ${rnd.int(1, 50) * 100}, 'XAF', ${instant(rnd).toISOString()}::timestamptz)`);
    if (i === 3) await db().execute(sql`update payments set voided_at = now() where id = ${id}`);
  }
  // another company's sales, which must never show
  await registerSale(other);
}, 240_000);

afterAll(() => t.close());

async function registerSale(account: Account) {
  const sold = await sellable(t.app, db(), account, { price: 99_000, stock: 5 });
  const created = await call(t.app, 'POST', '/api/v1/admin/orders', {
    token: account.token,
    body: { lines: [{ variant_id: sold.variantId, quantity: 2 }] },
  });
  expect(created.statusCode, created.body).toBe(201);
}

/** Random changes of existing orders, lines and returns, as later edits would make them. */
async function mutate(rnd: ReturnType<typeof random>, ids: string[], count: number) {
  for (let i = 0; i < count; i++) {
    const id = rnd.pick(ids);
    const kind = rnd.int(0, 8);
    if (kind === 0)
      await db().execute(sql`update orders set status = ${rnd.pick(STATUSES)} where id = ${id}`);
    else if (kind === 1)
      await db().execute(
        sql`update orders set payment_status = ${rnd.pick(PAYMENT_STATUSES)} where id = ${id}`,
      );
    else if (kind === 2)
      await db().execute(
        sql`update orders set credited_total = least(total, credited_total + ${rnd.int(1, 30) * 100}) where id = ${id}`,
      );
    else if (kind === 3)
      await db().execute(
        sql`update orders set created_at = ${instant(rnd).toISOString()}::timestamptz where id = ${id}`,
      );
    else if (kind === 4)
      await db().execute(sql`update orders set shop_id = ${rnd.pick(seed.shopIds)},
          seller_id = ${rnd.next() < 0.2 ? null : rnd.pick(seed.sellerIds)},
          customer_id = ${rnd.next() < 0.2 ? null : rnd.pick(seed.customerIds)} where id = ${id}`);
    else if (kind === 5)
      await db().execute(sql`update order_lines set quantity = quantity + 1, total = total + price
          where id = (select id from order_lines where order_id = ${id} and source = 'product' order by position limit 1)`);
    else if (kind === 6)
      await db().execute(sql`delete from order_lines
          where id = (select id from order_lines where order_id = ${id} order by position desc limit 1)
            and (select count(*) from order_lines where order_id = ${id}) > 1`);
    else if (kind === 7) {
      // a return of one unit of the first product line, requested then approved (or rejected)
      const [line] = await rows<{ id: string; variant_id: string; quantity: number; total: string }>(
        sql`select id, variant_id, quantity, total from order_lines where order_id = ${id} and source = 'product'
            order by position limit 1`,
      );
      if (!line) continue;
      const returnId = uuidv7();
      await db().execute(sql`insert into returns (id, company_id, number, reference, order_id, status, total)
        values (${returnId}, ${admin.companyId}, ${1000 + i}, ${`R-${returnId}`}, ${id}, 'requested', 0)`);
      const amount = Math.floor(Number(line.total) / Number(line.quantity));
      await db().execute(sql`insert into return_lines (id, company_id, return_id, order_line_id, variant_id,
          quantity, amount) values (${uuidv7()}, ${admin.companyId}, ${returnId}, ${line.id}, ${line.variant_id}, 1, ${amount})`);
      await db().execute(
        sql`update returns set status = ${rnd.next() < 0.8 ? 'approved' : 'rejected'} where id = ${returnId}`,
      );
    } else {
      await db().execute(sql`update orders set total = total + 100, tax_total = tax_total + 18,
          discount_total = discount_total + 50, shipping_total = shipping_total + 100 where id = ${id}`);
    }
  }
}

// ---------- the independent computation, over the raw tables ----------

interface Filter {
  from: string;
  to: string;
  paid: boolean;
  shopId?: string;
}

/** Counted orders of the window with their day, net units and cost, and their lines. */
function counted(f: Filter) {
  return sql`o as (
      select o.*, (o.created_at at time zone ${TZ})::date as d from orders o
      where o.company_id = ${admin.companyId} and o.status in ('confirmed', 'completed')
        and (o.created_at at time zone ${TZ})::date between ${f.from}::date and ${f.to}::date
        ${f.paid ? sql`and o.payment_status in ('paid', 'partially_paid', 'partially_credited')` : sql``}
        ${f.shopId ? sql`and o.shop_id = ${f.shopId}` : sql``}
    ), ret as (
      select rl.order_line_id, sum(rl.quantity) as q, sum(rl.amount) as a
      from return_lines rl join returns r on r.id = rl.return_id and r.status = 'approved'
      group by rl.order_line_id
    ), l as (
      select l.*, coalesce(ret.q, 0) as rq, coalesce(ret.a, 0) as ra from order_lines l
      join o on o.id = l.order_id left join ret on ret.order_line_id = l.id
      where l.source = 'product'
    ), ou as (
      select order_id, sum(quantity - rq) as units, sum(quantity) as gross, sum(rq) as returned,
        sum(coalesce(unit_cost, 0) * (quantity - rq)) as cost
      from l group by order_id
    )`;
}

async function expectedStats(f: Filter) {
  const [row] = await rows(sql`with ${counted(f)}
    select count(*) as orders, coalesce(sum(o.total - o.credited_total), 0) as revenue,
      coalesce(sum(o.discount_total), 0) as discounts, coalesce(sum(o.shipping_total), 0) as shipping,
      coalesce(sum(ou.units), 0) as units, coalesce(sum(ou.gross), 0) as gross,
      coalesce(sum(ou.returned), 0) as returned, coalesce(sum(ou.cost), 0) as cost,
      coalesce(sum(case when o.total = 0 then 0
        else round((o.total - o.credited_total)::numeric * (o.total - o.tax_total) / o.total) end), 0) as ex_tax,
      count(distinct o.customer_id) as active
    from o left join ou on ou.order_id = o.id`);
  // first counted order of each customer, over all time (same paid and shop filter)
  const [first] = await rows(sql`select count(*) as n from (
      select o.customer_id, min((o.created_at at time zone ${TZ})::date) as first_day from orders o
      where o.company_id = ${admin.companyId} and o.customer_id is not null
        and o.status in ('confirmed', 'completed')
        ${f.paid ? sql`and o.payment_status in ('paid', 'partially_paid', 'partially_credited')` : sql``}
        ${f.shopId ? sql`and o.shop_id = ${f.shopId}` : sql``}
      group by o.customer_id) x
    where first_day between ${f.from}::date and ${f.to}::date`);
  const n = (key: string) => Number(row![key]);
  const orders = n('orders');
  const revenue = n('revenue');
  return {
    revenue,
    orders,
    average_basket: orders === 0 ? 0 : Math.round(revenue / orders),
    units_sold: n('units'),
    gross_margin: n('ex_tax') - n('cost'),
    new_customers: Number(first!.n),
    returning_customers: n('active') - Number(first!.n),
    discounts: n('discounts'),
    returns_rate: n('gross') === 0 ? 0 : Math.round((n('returned') / n('gross')) * 10_000) / 100,
    shipping: n('shipping'),
    active_customers: n('active'),
  };
}

type Figures = { orders: number; revenue: number; units_sold: number };

/** Figures per key of a group-by field, over the raw tables. */
async function expectedGroups(field: string, f: Filter): Promise<Map<string | null, Figures>> {
  let result: Record<string, unknown>[];
  const orderKey: Record<string, string> = {
    shop: 'o.shop_id::text',
    seller: 'o.seller_id::text',
    customer: 'o.customer_id::text',
    channel: 'o.channel',
    delivery_mode: 'o.delivery_mode',
    date: 'o.d::text',
  };
  if (field in orderKey) {
    result = await rows(sql`with ${counted(f)}
      select ${sql.raw(orderKey[field]!)} as key, count(*) as orders, sum(o.total - o.credited_total) as revenue,
        coalesce(sum(ou.units), 0) as units_sold
      from o left join ou on ou.order_id = o.id group by 1`);
  } else if (field === 'product' || field === 'collection') {
    result = await rows(sql`with ${counted(f)}
      select ${field === 'product' ? sql`l.product_id::text` : sql`cp.collection_id::text`} as key,
        count(*) as orders, sum(l.total - l.ra) as revenue, sum(l.quantity - l.rq) as units_sold
      from l ${field === 'collection' ? sql`join collection_products cp on cp.product_id = l.product_id` : sql``}
      group by 1`);
  } else {
    result = await rows(sql`select p.payment_method_id::text as key, count(*) as orders,
        sum(case when p.kind = 'payment' then p.amount else -p.amount end) as revenue, 0 as units_sold
      from payments p left join orders o on o.id = p.order_id
      where p.company_id = ${admin.companyId} and p.voided_at is null
        and (p.received_at at time zone ${TZ})::date between ${f.from}::date and ${f.to}::date
        ${f.shopId ? sql`and o.shop_id = ${f.shopId}` : sql``}
      group by 1`);
  }
  return new Map(
    result.map((r) => [
      r.key === null ? null : String(r.key),
      { orders: Number(r.orders), revenue: Number(r.revenue), units_sold: Number(r.units_sold) },
    ]),
  );
}

type Stat = { item: string; value: number; past_value: number; change: number | null };
type GroupBody = {
  data: {
    bucket: string | null;
    past_period: { start: string; end: string };
    rows: (Figures & {
      key: string | null;
      label: string;
      past_key: string | null;
      past_orders: number;
      past_revenue: number;
      past_units_sold: number;
    })[];
    totals: Figures & { past_orders: number; past_revenue: number; past_units_sold: number };
  };
};

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const SEPTEMBER_PAST = { from: '2026-08-31', to: '2026-09-30' };

describe('the rollups', () => {
  it('hold exactly what analytics_rebuild computes from the raw rows', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of ORDER_ROLLUP_TABLES) {
        out[table] = (await rows(sql`select * from ${sql.raw(table)} where company_id = ${admin.companyId}`))
          .map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, String(v)])))
          .sort();
      }
      return out;
    };
    const kept = await snapshot();
    expect(kept.sales_daily!.length).toBeGreaterThan(20);
    expect(kept.sales_daily_totals!.length).toBeGreaterThan(20);
    expect(kept.product_sales_daily!.length).toBeGreaterThan(20);
    expect(kept.seller_sales_daily!.length).toBeGreaterThan(20);
    expect(kept.product_sales_periods!.length).toBeGreaterThan(50);
    expect(kept.customer_first_days!.length).toBeGreaterThan(4);
    expect(kept.customer_active_days!.length).toBeGreaterThan(20);
    expect(kept.customer_active_months!.length).toBeGreaterThan(4);
    expect(kept.customer_active_gaps!.length).toBeGreaterThan(20);
    expect(kept.customer_sales_yearly!.length).toBeGreaterThan(4);
    expect(kept.customer_sales_day_totals!.length).toBeGreaterThan(10);
    expect(kept.payments_daily!.length).toBeGreaterThan(5);
    expect(kept.sales_totals_periods!.length).toBeGreaterThan(20);
    expect(kept.seller_sales_periods!.length).toBeGreaterThan(20);
    expect(kept.payments_periods!.length).toBeGreaterThan(5);
    await db().execute(sql`select analytics_rebuild(${admin.companyId})`);
    expect(await snapshot()).toEqual(kept);

    // more random changes, then the same comparison
    const ids = (
      await rows<{ id: string }>(sql`select id from orders where company_id = ${admin.companyId}`)
    ).map((r) => r.id);
    await mutate(random(7), ids, 80);
    const after = await snapshot();
    await db().execute(sql`select analytics_rebuild(${admin.companyId})`);
    expect(await snapshot()).toEqual(after);
  });

  it("keep every customer's day sums and negative rows in customer_sales_day_totals, across commits", async () => {
    // Straight through analytics_add_customer (as the order triggers call it), with a customer row going below zero
    // and back: each commit's fold must leave the day totals equal to the sums of customer_sales_daily.
    const company = uuidv7();
    const shops = [uuidv7(), uuidv7()];
    const [x, y] = [uuidv7(), uuidv7()];
    const steps: [string, string, string, boolean, number][] = [
      [x, '2026-10-26', shops[0]!, true, 300],
      [y, '2026-10-26', shops[1]!, false, 120],
      [x, '2026-10-26', shops[0]!, true, -450], // x's paid row: -150
      [y, '2026-10-27', shops[0]!, true, -80],
      [x, '2026-10-26', shops[0]!, true, 200], // back to 50
      [y, '2026-10-27', shops[0]!, true, 80], // row gone
    ];
    const totals = () =>
      rows(sql`select paid_only, day::text, orders::int, revenue::int, units::int, negative_revenue::int
        from customer_sales_day_totals where company_id = ${company} order by paid_only, day`);
    const expected = () =>
      rows(sql`select k.paid_only, d.day::text, sum(d.orders)::int as orders, sum(d.revenue)::int as revenue,
          sum(d.units)::int as units, sum(least(d.revenue, 0))::int as negative_revenue
        from customer_sales_daily d cross join (values (false), (true)) k(paid_only)
        where d.company_id = ${company} and (not k.paid_only or d.paid)
        group by 1, 2 order by 1, 2`);
    const seen: unknown[] = [];
    for (const [customer, day, shop, paid, revenue] of steps) {
      await db().transaction(async (tx) => {
        await tx.execute(sql`select analytics_add_customer(${company}::uuid, ${day}::date, ${shop}::uuid, ${paid},
          ${customer}::uuid, ${revenue > 0 ? 1 : -1}::bigint, ${revenue}::bigint, 1::bigint)`);
      });
      const kept = await totals();
      expect(kept).toEqual(await expected());
      seen.push(kept);
    }
    expect(JSON.stringify(seen)).toContain('"negative_revenue":-150');
    await db().execute(sql`delete from customer_sales_daily where company_id = ${company}`);
    await db().execute(sql`select analytics_rebuild_customer_years(${company})`);
    expect(await totals()).toEqual([]);
  });

  it('move to the new days when the company changes its time zone', async () => {
    const [before] = await rows(
      sql`select count(*) as n, sum(orders) as orders from sales_daily where company_id = ${admin.companyId}`,
    );
    const asked = (await get(admin, 'analytics/stats', { startDate: '2026-08-01', endDate: '2026-11-20' }))
      .json<{ data: { stats: Stat[] } }>()
      .data.stats.find((s) => s.item === 'orders')!.value;
    await db().execute(sql`update companies set timezone = 'Asia/Tokyo' where id = ${admin.companyId}`);
    const [tokyo] =
      await rows(sql`select count(*) filter (where (o.created_at at time zone 'Asia/Tokyo')::date
        <> (o.created_at at time zone ${TZ})::date) as moved from orders o where o.company_id = ${admin.companyId}
        and o.status in ('confirmed', 'completed')`);
    expect(Number(tokyo!.moved)).toBeGreaterThan(0);
    const [inTokyo] = await rows(sql`select count(*) as n from orders o join sales_daily s
        on s.company_id = o.company_id and s.day = (o.created_at at time zone 'Asia/Tokyo')::date
        where o.company_id = ${admin.companyId} and o.status in ('confirmed', 'completed')`);
    expect(Number(inTokyo!.n)).toBeGreaterThan(0);
    await db().execute(sql`update companies set timezone = ${TZ} where id = ${admin.companyId}`);
    const [back] = await rows(
      sql`select count(*) as n, sum(orders) as orders from sales_daily where company_id = ${admin.companyId}`,
    );
    expect(back).toEqual(before);
    const again = (await get(admin, 'analytics/stats', { startDate: '2026-08-01', endDate: '2026-11-20' }))
      .json<{ data: { stats: Stat[] } }>()
      .data.stats.find((s) => s.item === 'orders')!.value;
    expect(again).toBe(asked);
  });

  it("read a super-admin's company as the company acted in (X-Company-Id), not the super-admin's own", async () => {
    const operator = await registerCompany(t.app, { currency: 'EUR' });
    await db().execute(sql`update users set is_super_admin = true where company_id = ${operator.companyId}`);
    await db().execute(
      sql`update companies set timezone = 'Pacific/Kiritimati' where id = ${operator.companyId}`,
    );
    const query = { period: 'last_30_days' };
    const own = await get(admin, 'analytics/stats', query);
    const acting = await call(t.app, 'GET', '/api/v1/admin/analytics/stats', {
      token: operator.token,
      query,
      headers: { 'x-company-id': admin.companyId },
    });
    expect(acting.statusCode, acting.body).toBe(200);
    const data = acting.json<{ data: { currency: string; period: unknown; stats: Stat[] } }>().data;
    expect(data.currency).toBe('XAF');
    expect(data).toEqual(own.json<{ data: unknown }>().data);
  });
});

describe('GET /analytics/stats', () => {
  for (const variant of [
    { name: 'all sales', query: {}, paid: false },
    { name: 'paid sales', query: { paid_only: 'true' }, paid: true },
    { name: 'one shop', query: { shop: 1 }, paid: false },
  ]) {
    it(`gives each figure as the raw rows do (${variant.name})`, async () => {
      const shopId = 'shop' in variant.query ? seed.shopIds[1] : undefined;
      const query: Record<string, string> = { ...OCTOBER };
      if (variant.paid) query.paid_only = 'true';
      if (shopId) query.shop_id = shopId;
      const response = await get(admin, 'analytics/stats', query);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<{
        data: {
          stats: Stat[];
          past_period: unknown;
          paid_only: boolean;
          shop_id: string | null;
          currency: string;
        };
      }>().data;
      expect(data.past_period).toEqual({ start: SEPTEMBER_PAST.from, end: SEPTEMBER_PAST.to });
      expect(data.paid_only).toBe(variant.paid);
      expect(data.shop_id).toBe(shopId ?? null);
      expect(data.currency).toBe('XAF');
      const now = await expectedStats({ from: '2026-10-01', to: '2026-10-31', paid: variant.paid, shopId });
      const before = await expectedStats({ ...SEPTEMBER_PAST, paid: variant.paid, shopId });
      expect(now.orders).toBeGreaterThan(3);
      expect(data.stats.map((s) => s.item)).toEqual([
        'revenue',
        'orders',
        'average_basket',
        'units_sold',
        'gross_margin',
        'new_customers',
        'returning_customers',
        'discounts',
        'returns_rate',
        'shipping',
      ]);
      for (const stat of data.stats) {
        const item = stat.item as keyof typeof now;
        expect({ item, value: stat.value, past: stat.past_value }).toEqual({
          item,
          value: now[item],
          past: before[item],
        });
        const change =
          before[item] === 0
            ? null
            : Math.round(((now[item] - before[item]) / Math.abs(before[item])) * 10_000) / 100;
        expect(stat.change).toBe(change);
      }
    });
  }

  it('counts the returns of the API sale (units net, returns rate) and the day of each edge', async () => {
    const today = await expectedStats({ from: '2026-11-24', to: '2026-11-25', paid: false });
    const response = await get(admin, 'analytics/stats', { startDate: '2026-11-24', endDate: '2026-11-25' });
    const stats = response.json<{ data: { stats: Stat[] } }>().data.stats;
    const value = (item: string) => stats.find((s) => s.item === item)!.value;
    // API orders are made now: the sale of 3 with 1 returned and the draft of 2 confirmed
    if (today.orders > 0) {
      expect(value('units_sold')).toBe(today.units_sold);
      expect(value('returns_rate')).toBe(today.returns_rate);
    }
    const day = async (d: string) =>
      (await get(admin, 'analytics/stats', { startDate: d, endDate: d }))
        .json<{ data: { stats: Stat[] } }>()
        .data.stats.find((s) => s.item === 'orders')!.value;
    for (const d of ['2026-09-30', '2026-10-01', '2026-11-01', '2026-11-02']) {
      expect(await day(d)).toBe((await expectedStats({ from: d, to: d, paid: false })).orders);
    }
  });

  it('leaves gross margin out without products.cost, refuses without stats.view', async () => {
    const response = await get(accountant, 'analytics/stats', OCTOBER);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ data: { stats: Stat[] } }>().data.stats.map((s) => s.item);
    expect(items).not.toContain('gross_margin');
    expect(items).toContain('revenue');
    expect((await get(employee, 'analytics/stats', OCTOBER)).statusCode).toBe(403);
    expect((await get(employee, 'analytics/stats/orders/group-by/', { field: 'date' })).statusCode).toBe(403);
    expect((await get(employee, 'analytics/orders/stats')).statusCode).toBe(403);
    expect((await get(accountant, 'analytics/customers/stats')).statusCode).toBe(403);
    expect(
      (await get(accountant, 'analytics/stats/orders/group-by/export', { field: 'date', format: 'csv' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(employee, 'analytics/stats/orders/group-by/export', { field: 'date', format: 'csv' }))
        .statusCode,
    ).toBe(403);
  });

  it("keeps to the company: another company's shop is a 404, its sales never count", async () => {
    const [otherShop] = await rows<{ id: string }>(
      sql`select id from shops where company_id = ${other.companyId} limit 1`,
    );
    expect((await get(admin, 'analytics/stats', { shop_id: otherShop!.id })).statusCode).toBe(404);
    expect(
      (await get(admin, 'analytics/stats/orders/group-by/', { field: 'shop', shop_id: otherShop!.id }))
        .statusCode,
    ).toBe(404);
    const theirs = (await get(other, 'analytics/stats', { period: 'today' })).json<{
      data: { stats: Stat[] };
    }>().data.stats;
    expect(theirs.find((s) => s.item === 'orders')!.value).toBe(1);
    expect(theirs.find((s) => s.item === 'revenue')!.value).toBeGreaterThanOrEqual(198_000);
    const ours = (
      await get(admin, 'analytics/stats/orders/group-by/', {
        field: 'shop',
        startDate: '2026-01-01',
        limit: '100',
      })
    ).json<GroupBody>().data.rows;
    expect(ours.every((r) => seed.shopIds.includes(r.key!))).toBe(true);
  });

  it('refuses bad input with a 400 naming the parameter (CONTRACT.md: invalid_parameter)', async () => {
    for (const query of <Record<string, string>[]>[
      { startDate: '2026-13-01' },
      { startDate: 'yesterday' },
      { startDate: '2026-10-31', endDate: '2026-10-01' },
      { period: 'next_year' },
      { colour: 'blue' },
      { paid_only: 'maybe' },
      { shop_id: 'not-a-uuid' },
      // Date.parse reads these; the day formatter threw on the first (a 500) and the others meant other days.
      { endDate: '-271821-04-20T00:00:00Z' },
      { startDate: '1' },
      { startDate: '2026-02-30T00:00Z' },
      // half a past period would be ignored
      { pastStartDate: '2026-01-01' },
      { pastEndDate: '2026-01-31' },
    ]) {
      const response = await get(admin, 'analytics/stats', query);
      expect(response.statusCode, `${JSON.stringify(query)} ${response.body}`).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('invalid_parameter');
    }
    for (const query of <Record<string, string>[]>[
      {},
      { field: 'weather' },
      { field: 'product', limit: '0' },
      { field: 'product', limit: '101' },
      { field: 'product', sort: 'price' },
      { field: 'date', colour: 'blue' },
    ]) {
      const response = await get(admin, 'analytics/stats/orders/group-by/', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('invalid_parameter');
    }
    const french = await call(t.app, 'GET', '/api/v1/admin/analytics/stats', {
      token: admin.token,
      query: { colour: 'blue' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json<{ message: string }>().message).not.toMatch(/parameter/i);
    expect(
      (await get(admin, 'analytics/stats/orders/group-by/export', { field: 'date', format: 'pdf' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('active customers (customer_active_days, customer_active_months, customer_active_gaps)', () => {
  // whole months (month cells), a 30-day window, 32 and 33 days (gap cells, active days), a month and a half,
  // a week, a day; each with its past period
  const WINDOWS = [
    { startDate: '2026-08-01', endDate: '2026-11-30' },
    { startDate: '2026-09-01', endDate: '2026-10-31' },
    { startDate: '2026-11-01', endDate: '2026-11-30' },
    { startDate: '2026-10-22', endDate: '2026-11-20' },
    { startDate: '2026-10-10', endDate: '2026-11-10' },
    { startDate: '2026-10-10', endDate: '2026-11-11' },
    { startDate: '2026-09-15', endDate: '2026-10-31' },
    { startDate: '2026-11-03', endDate: '2026-11-09' },
    { startDate: '2026-11-01', endDate: '2026-11-01' },
  ];

  async function expectWindows(label: string) {
    for (const window of WINDOWS) {
      for (const paid of [true, false]) {
        const response = await get(admin, 'analytics/customers/stats', {
          ...window,
          paid_only: String(paid),
        });
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json<{
          data: { stats: Stat[]; past_period: { start: string; end: string } };
        }>().data;
        const now = await expectedStats({ from: window.startDate, to: window.endDate, paid });
        const past = await expectedStats({ from: data.past_period.start, to: data.past_period.end, paid });
        for (const item of ['active_customers', 'new_customers'] as const) {
          const stat = data.stats.find((s) => s.item === item)!;
          expect([label, window, paid, item, stat.value, stat.past_value]).toEqual([
            label,
            window,
            paid,
            item,
            now[item],
            past[item],
          ]);
        }
      }
    }
  }

  it('counts each customer once in any window, as the raw rows do', async () => {
    await expectWindows('generated data');
  });

  it("stay exact when a customer's orders move between days and months, are cancelled or change customer", async () => {
    const customerId = await insertCustomer(db(), admin.companyId, { name: 'Awa Diop' });
    const rnd = random(41);
    const at = (iso: string) => new Date(iso);
    const order = (iso: string, payment_status = 'paid') =>
      insertOrder(rnd, { created_at: at(iso), status: 'confirmed', payment_status });
    // three days in September and October, two orders on one of them, one unpaid
    const ids = [
      await order('2026-09-10T15:00:00Z'),
      await order('2026-09-20T15:00:00Z', 'pending'),
      await order('2026-10-05T15:00:00Z'),
      await order('2026-10-05T18:00:00Z'),
      await order('2026-11-12T15:00:00Z'),
    ];
    await db().execute(sql`update orders set customer_id = ${customerId}
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    const snapshot = async () =>
      Promise.all(
        [
          'customer_active_days',
          'customer_active_months',
          'customer_active_gaps',
          'customer_sales_yearly',
          'customer_sales_weekly',
          'customer_sales_day_totals',
        ].map(async (table) =>
          (await rows(sql`select * from ${sql.raw(table)} where company_id = ${admin.companyId}`))
            .map((r) => JSON.stringify(r))
            .sort(),
        ),
      );
    const steps = [
      sql`update orders set created_at = '2026-10-28T15:00:00Z' where id = ${ids[2]}`, // same month, later
      sql`update orders set created_at = '2026-08-30T15:00:00Z' where id = ${ids[3]}`, // to another month, first
      sql`update orders set status = 'cancelled' where id = ${ids[0]}`, // September loses a day
      sql`update orders set payment_status = 'paid' where id = ${ids[1]}`, // paid scope gains September back
      sql`update orders set customer_id = ${seed.customerIds[2]} where id = ${ids[4]}`, // November to another
      sql`update orders set status = 'confirmed' where id = ${ids[0]}`,
      sql`delete from order_lines where order_id = ${ids[2]}`,
      sql`delete from orders where id = ${ids[2]}`,
    ];
    for (const [index, step] of steps.entries()) {
      await db().execute(step);
      const kept = await snapshot();
      await db().execute(sql`select analytics_rebuild(${admin.companyId})`);
      expect([index, await snapshot()]).toEqual([index, kept]);
    }
    await expectWindows('after the moves');
  });
});

describe('top customers of a calendar year (customer_sales_yearly)', () => {
  for (const paid of [false, true]) {
    it(`ranks 2026's customers by revenue with the no-customer row, limit 2 and all${paid ? ', paid only' : ''}`, async () => {
      const now = await expectedGroups('customer', { from: '2026-01-01', to: '2026-12-31', paid });
      const ranked = [...now.entries()]
        .filter(([, v]) => v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0)
        .sort(
          ([ka, a], [kb, b]) =>
            b.revenue - a.revenue || (ka === null ? 1 : kb === null ? -1 : ka < kb ? -1 : 1),
        );
      expect(ranked.length).toBeGreaterThan(2);
      expect(ranked.some(([key]) => key === null)).toBe(true);
      for (const limit of [2, 100]) {
        const response = await get(admin, 'analytics/stats/orders/group-by/', {
          field: 'customer',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          limit: String(limit),
          paid_only: String(paid),
        });
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json<GroupBody>().data;
        expect(data.past_period).toEqual({ start: '2025-01-01', end: '2025-12-31' });
        expect(data.rows.map((r) => [r.key, r.orders, r.revenue, r.units_sold, r.past_revenue])).toEqual(
          ranked.slice(0, limit).map(([key, v]) => [key, v.orders, v.revenue, v.units_sold, 0]),
        );
        const total = [...now.values()].reduce((sum, v) => sum + v.revenue, 0);
        expect([data.totals.revenue, data.totals.past_revenue]).toEqual([total, 0]);
      }
    });
  }
});

describe('top customers of a window from the week lists (customer_sales_weekly)', () => {
  const windows = [
    { from: '2026-10-27', to: '2026-11-25' }, // edges before and after whole weeks
    { from: '2026-10-05', to: '2026-11-01' }, // whole Monday weeks, no edge
    { from: '2026-09-17', to: '2026-11-04' },
    { from: '2026-10-31', to: '2026-11-02' }, // across the DST change
  ];
  for (const paid of [false, true]) {
    it(`finds the raw rows' top customers whatever the lists' first depth${paid ? ', paid only' : ''}`, async () => {
      for (const w of windows) {
        const now = await expectedGroups('customer', { ...w, paid });
        const ranked = [...now.entries()]
          .filter(([key, v]) => key !== null && (v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0))
          .sort(([ka, a], [kb, b]) => b.revenue - a.revenue || (ka! < kb! ? -1 : 1))
          .map(([key, v]) => ({ key, ...v }));
        expect(ranked.length, JSON.stringify(w)).toBeGreaterThan(1);
        const f = { companyId: admin.companyId, shopId: null, paid, current: w, past: w };
        for (const depth of [1, 2, 40]) {
          for (const limit of [1, 2, 3]) {
            const found = await topCustomersFromWeeks(db(), f, limit, depth);
            expect(found, `${JSON.stringify(w)} depth ${depth} limit ${limit}`).toEqual(
              ranked.slice(0, limit),
            );
          }
        }
      }
    });
  }

  it('answers the same list in one statement or through the rounds, whatever the first depth and probes', async () => {
    const paths = new Set<string>();
    for (const w of windows) {
      for (const paid of [false, true]) {
        const now = await expectedGroups('customer', { ...w, paid });
        const byRevenue = (
          [ka, a]: readonly [string | null, { revenue: number }],
          [kb, b]: readonly [string | null, { revenue: number }],
        ) => b.revenue - a.revenue || (ka === null ? 1 : kb === null ? -1 : ka < kb ? -1 : 1);
        const ranked = [...now.entries()]
          .filter(([, v]) => v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0)
          .sort(byRevenue);
        // the past window is the same: each row's past revenue is its revenue
        const f = { companyId: admin.companyId, shopId: null, paid, current: w, past: w };
        for (const depth of [1, 2, 40]) {
          for (const probes of [1, 3, 100]) {
            for (const limit of [1, 2, 3]) {
              const label = `${JSON.stringify(w)} paid ${paid} depth ${depth} probes ${probes} limit ${limit}`;
              const [first] = await firstRoundRows(db(), f, limit, Math.max(depth, limit), probes);
              paths.add(first?.kind === 'unsettled' ? `unsettled ${first.orders}` : 'settled');
              const rows = await topCustomersOfWeeks(db(), f, 'revenue', limit, depth, probes);
              const list = rows!
                .filter((r) => r.kind === 'row')
                .map(
                  (r) => [r.key === null ? null : String(r.key), { revenue: Number(r.revenue), r }] as const,
                )
                .sort(byRevenue)
                .map(([key, { r }]) => [
                  key,
                  Number(r.orders),
                  Number(r.revenue),
                  Number(r.units_sold),
                  Number(r.past_revenue),
                ]);
              expect(list, label).toEqual(
                ranked.slice(0, limit).map(([key, v]) => [key, v.orders, v.revenue, v.units_sold, v.revenue]),
              );
            }
          }
        }
      }
    }
    // every path was taken: settled at once, and unsettled with (1) or without (0) a chance at the same depth
    expect([...paths].sort()).toEqual(['settled', 'unsettled 0', 'unsettled 1']);
  });

  it('reads deeper until the bound proves the order: a customer never first in a week can win', async () => {
    // Five weeks; each has its own big customer (150) and one steady customer buys 100 every week (500 in all).
    // The first rows of each week show only the big ones; the steady one wins once the lists reach them.
    const company = uuidv7();
    const shop = uuidv7();
    const steady = uuidv7();
    const mondays = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02'];
    const big = mondays.map(() => uuidv7()).sort();
    const rolledBack = new Error('rolled back');
    await expect(
      db().transaction(async (tx) => {
        for (const [i, monday] of mondays.entries()) {
          const day = monday.replace(/\d\d$/, (d) => String(Number(d) + 2).padStart(2, '0'));
          for (const [customer, revenue] of [
            [steady, 100],
            [big[i]!, 150],
          ] as const) {
            await tx.execute(sql`insert into customer_sales_daily (company_id, day, shop_id, paid, customer_id, orders, revenue, units)
              values (${company}, ${day}, ${shop}, true, ${customer}, 1, ${revenue}, 1)`);
            await tx.execute(sql`insert into customer_sales_weekly (company_id, paid_only, week, customer_id, orders, revenue, units)
              values (${company}, false, ${monday}, ${customer}, 1, ${revenue}, 1), (${company}, true, ${monday}, ${customer}, 1, ${revenue}, 1)`);
          }
        }
        const w = { from: '2026-10-05', to: '2026-11-08' };
        const f = { companyId: company, shopId: null, paid: true, current: w, past: w };
        const first = { key: steady, orders: 5, revenue: 500, units_sold: 5 };
        expect(await topCustomersFromWeeks(tx, f, 1, 1)).toEqual([first]);
        expect(await topCustomersFromWeeks(tx, f, 2, 1)).toEqual([
          first,
          { key: big[0], orders: 1, revenue: 150, units_sold: 1 },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it("counts an edge day's negative rows in the bound: a customer low in the lists can win", async () => {
    // Window 10-27..11-08 in the weeks of 10-26 and 11-02; 10-26 is an edge day. A buys 100 in each week (200 in
    // the window); B and C buy 50 in one week each. U loses 200 on 10-26 (a credit) and buys 240 on 10-27: 40 in
    // their week, under B, so the two-deep lists never show them, yet they win with 240. The bound without the
    // edge's negative rows (50 + 50) would settle on A.
    const company = uuidv7();
    const shop = uuidv7();
    const [a, b, c, u] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const daily: [string, string, number][] = [
      [a, '2026-10-28', 100],
      [a, '2026-11-03', 100],
      [b, '2026-10-29', 50],
      [c, '2026-11-04', 50],
      [u, '2026-10-26', -200],
      [u, '2026-10-27', 240],
    ];
    const weekly: [string, string, number][] = [
      [a, '2026-10-26', 100],
      [a, '2026-11-02', 100],
      [b, '2026-10-26', 50],
      [c, '2026-11-02', 50],
      [u, '2026-10-26', 40],
    ];
    const w = { from: '2026-10-27', to: '2026-11-08' };
    const f = { companyId: company, shopId: null, paid: false, current: w, past: w };
    const rolledBack = new Error('rolled back');
    await expect(
      db().transaction(async (tx) => {
        for (const [customer, day, revenue] of daily) {
          await tx.execute(sql`insert into customer_sales_daily (company_id, day, shop_id, paid, customer_id, orders, revenue, units)
            values (${company}, ${day}, ${shop}, false, ${customer}, 1, ${revenue}, 1)`);
        }
        for (const [customer, week, revenue] of weekly) {
          await tx.execute(sql`insert into customer_sales_weekly (company_id, paid_only, week, customer_id, orders, revenue, units)
            values (${company}, false, ${week}, ${customer}, ${customer === u ? 2 : 1}, ${revenue}, ${customer === u ? 2 : 1})`);
        }
        await tx.execute(sql`insert into customer_sales_day_totals (company_id, paid_only, day, orders, revenue, units, negative_revenue)
          values (${company}, false, '2026-10-26', 1, -200, 1, -200)`);
        expect(await topCustomersFromWeeks(tx, f, 1, 2)).toEqual([
          { key: u, orders: 1, revenue: 240, units_sold: 1 },
        ]);
        // the same lists with the edge's negative rows left out of the bound: settled, wrongly, on A
        await tx.execute(
          sql`update customer_sales_day_totals set negative_revenue = 0 where company_id = ${company}`,
        );
        expect(await topCustomersFromWeeks(tx, f, 1, 2)).toEqual([
          { key: a, orders: 2, revenue: 200, units_sold: 2 },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('splits a window into its covering Monday weeks and the days outside it', () => {
    expect(coveringWeeks({ from: '2026-10-27', to: '2026-11-25' })).toEqual({
      weeks: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
      edges: [
        { from: '2026-10-26', to: '2026-10-26' },
        { from: '2026-11-26', to: '2026-11-29' },
      ],
    });
    expect(coveringWeeks({ from: '2026-10-05', to: '2026-10-18' })).toEqual({
      weeks: ['2026-10-05', '2026-10-12'],
      edges: [],
    });
    expect(coveringWeeks({ from: '2026-12-30', to: '2027-01-02' }).weeks).toEqual(['2026-12-28']);
  });
});

describe('top products from the span rows by revenue (product_sales_periods_revenue_idx)', () => {
  const windows = [
    { from: '2026-10-27', to: '2026-11-25' },
    { from: '2026-10-05', to: '2026-10-31' },
    { from: '2026-09-21', to: '2026-11-04' },
    { from: '2026-01-01', to: '2026-12-31' },
    { from: '2026-10-31', to: '2026-11-02' },
  ];
  it('leaves a window read from more than 12 added span rows to the grouping', async () => {
    const rows = windowSpanRows('2026-09-17', '2026-11-04');
    expect(rows.filter((r) => r.sign === 1).length).toBeGreaterThan(12);
    expect(await topProductsFromLists(db(), { companyId: admin.companyId, paid: false }, rows, 2)).toBeNull();
  });
  for (const paid of [false, true]) {
    it(`finds the raw rows' top products whatever the lists' first depth${paid ? ', paid only' : ''}`, async () => {
      for (const w of windows) {
        const now = await expectedGroups('product', { ...w, paid });
        const ranked = [...now.entries()]
          .filter(([, v]) => v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0)
          .sort(([ka, a], [kb, b]) => b.revenue - a.revenue || (ka! < kb! ? -1 : 1))
          .map(([key, v]) => ({ key, ...v }));
        expect(ranked.length, JSON.stringify(w)).toBeGreaterThan(1);
        // today late enough for every window to be read as it would be once over
        for (const rows of [windowSpanRows(w.from, w.to), windowSpanRows(w.from, w.to, '2027-06-30')]) {
          // shallow lists summed by key probes, deep ones (160) by joining the span rows' products
          for (const depth of [1, 2, 40, 160]) {
            for (const limit of [1, 2, 3]) {
              const found = await topProductsFromLists(
                db(),
                { companyId: admin.companyId, paid },
                rows,
                limit,
                depth,
              );
              expect(found, `${JSON.stringify(w)} depth ${depth} limit ${limit}`).toEqual(
                ranked.slice(0, limit),
              );
            }
          }
        }
      }
    });
  }

  it('reads deeper until the bound proves the order, and leaves a negative subtracted row to the grouping', async () => {
    // Five day rows; each has its own big product (150) and one steady product sells 100 every day (500 in all).
    const company = uuidv7();
    const steady = uuidv7();
    const days = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09'];
    const big = days.map(() => uuidv7()).sort();
    const rolledBack = new Error('rolled back');
    const row = (span: string, start: string, product: string, revenue: number) =>
      sql`insert into product_sales_periods (company_id, paid_only, span, start, product_id, lines, units, revenue)
        values (${company}, false, ${span}, ${start}, ${product}, 1, 1, ${revenue})`;
    await expect(
      db().transaction(async (tx) => {
        for (const [i, day] of days.entries()) {
          await tx.execute(row('day', day, steady, 100));
          await tx.execute(row('day', day, big[i]!, 150));
        }
        const scope = { companyId: company, paid: false };
        const rows = days.map((start) => ({ span: 'day' as const, start, sign: 1 as const }));
        const first = { key: steady, orders: 5, revenue: 500, units_sold: 5 };
        expect(await topProductsFromLists(tx, scope, rows, 1, 1)).toEqual([first]);
        expect(await topProductsFromLists(tx, scope, rows, 2, 1)).toEqual([
          first,
          { key: big[0], orders: 1, revenue: 150, units_sold: 1 },
        ]);
        // a week row less a day whose row is negative: no bound holds
        await tx.execute(row('week', '2026-10-05', steady, 500));
        await tx.execute(row('week', '2026-10-05', big[0]!, 150));
        await tx.execute(row('day', '2026-10-10', big[1]!, -20));
        const week = [
          { span: 'week' as const, start: '2026-10-05', sign: 1 as const },
          { span: 'day' as const, start: '2026-10-10', sign: -1 as const },
        ];
        expect(await topProductsFromLists(tx, scope, week, 1, 1)).toBeNull();
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});

describe('GET /analytics/stats/orders/group-by/', () => {
  it('gives the day series with every day, the past period aligned by index', async () => {
    const response = await get(admin, 'analytics/stats/orders/group-by/', { field: 'date', ...OCTOBER });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<GroupBody>().data;
    expect(data.bucket).toBe('day');
    expect(data.rows).toHaveLength(31);
    const now = await expectedGroups('date', { from: '2026-10-01', to: '2026-10-31', paid: false });
    const before = await expectedGroups('date', { ...SEPTEMBER_PAST, paid: false });
    const zero = { orders: 0, revenue: 0, units_sold: 0 };
    data.rows.forEach((row, index) => {
      const day = `2026-10-${String(index + 1).padStart(2, '0')}`;
      const pastDay = new Date(Date.UTC(2026, 7, 31 + index)).toISOString().slice(0, 10);
      expect(row.key).toBe(day);
      expect(row.past_key).toBe(pastDay);
      expect({ orders: row.orders, revenue: row.revenue, units_sold: row.units_sold }).toEqual(
        now.get(day) ?? zero,
      );
      expect({ orders: row.past_orders, revenue: row.past_revenue, units_sold: row.past_units_sold }).toEqual(
        before.get(pastDay) ?? zero,
      );
    });
    const sum = (m: Map<string | null, Figures>, k: keyof Figures) =>
      [...m.values()].reduce((s, v) => s + v[k], 0);
    expect(data.totals).toEqual({
      orders: sum(now, 'orders'),
      revenue: sum(now, 'revenue'),
      units_sold: sum(now, 'units_sold'),
      past_orders: sum(before, 'orders'),
      past_revenue: sum(before, 'revenue'),
      past_units_sold: sum(before, 'units_sold'),
    });
  });

  it('buckets 112 days by week (Monday starts) in the company calendar', async () => {
    const response = await get(admin, 'analytics/stats/orders/group-by/', {
      field: 'date',
      startDate: '2026-08-01',
      endDate: '2026-11-20',
      paid_only: 'true',
    });
    const data = response.json<GroupBody>().data;
    expect(data.bucket).toBe('week');
    const [first] = data.rows;
    expect(first!.key).toBe('2026-07-27'); // the Monday of the week holding 1 August
    const weekly = await rows(sql`with ${counted({ from: '2026-08-01', to: '2026-11-20', paid: true })}
      select date_trunc('week', o.d)::date::text as key, count(*) as orders, sum(o.total - o.credited_total) as revenue,
        coalesce(sum(ou.units), 0) as units_sold
      from o left join ou on ou.order_id = o.id group by 1`);
    const expected = new Map(
      weekly.map((r) => [r.key, [Number(r.orders), Number(r.revenue), Number(r.units_sold)]]),
    );
    expect(data.rows).toHaveLength(17);
    for (const row of data.rows) {
      expect([row.orders, row.revenue, row.units_sold]).toEqual(expected.get(row.key) ?? [0, 0, 0]);
    }
  });

  for (const field of [
    'shop',
    'seller',
    'customer',
    'product',
    'collection',
    'payment_method',
    'channel',
    'delivery_mode',
  ]) {
    it(`gives each ${field} its figures and past figures as the raw rows do`, async () => {
      const response = await get(admin, 'analytics/stats/orders/group-by/', {
        field,
        ...OCTOBER,
        limit: '100',
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<GroupBody>().data;
      expect(data.bucket).toBeNull();
      const now = await expectedGroups(field, { from: '2026-10-01', to: '2026-10-31', paid: false });
      const before = await expectedGroups(field, { ...SEPTEMBER_PAST, paid: false });
      const active = [...now.entries()].filter(
        ([, v]) => v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0,
      );
      expect(active.length).toBeGreaterThan(0);
      expect(data.rows.map((r) => r.key).sort()).toEqual(active.map(([k]) => k).sort());
      for (const row of data.rows) {
        const zero = { orders: 0, revenue: 0, units_sold: 0 };
        expect({
          key: row.key,
          orders: row.orders,
          revenue: row.revenue,
          units_sold: row.units_sold,
        }).toEqual({
          key: row.key,
          ...now.get(row.key)!,
        });
        const past = before.get(row.key) ?? zero;
        expect([row.past_orders, row.past_revenue, row.past_units_sold]).toEqual([
          past.orders,
          past.revenue,
          past.units_sold,
        ]);
        expect(row.label.length).toBeGreaterThan(0);
      }
      // sorted by revenue, descending
      const revenues = data.rows.map((r) => r.revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
      if (field !== 'collection') {
        const total = [...now.values()].reduce((s, v) => s + v.revenue, 0);
        expect(data.totals.revenue).toBe(total);
      }
      // limit and sort
      const top = (
        await get(admin, 'analytics/stats/orders/group-by/', {
          field,
          ...OCTOBER,
          limit: '1',
          sort: 'orders',
        })
      ).json<GroupBody>().data.rows;
      expect(top).toHaveLength(1);
      expect(top[0]!.orders).toBe(Math.max(...data.rows.map((r) => r.orders)));
    });
  }

  // Company-wide top products read whole years, months and weeks and the days at the edges: windows with
  // partial months on either side, a window inside one month, whole months, a quarter's months with weeks
  // and days around them, a whole year.
  for (const window of [
    { startDate: '2026-09-17', endDate: '2026-11-04', past: { from: '2026-07-30', to: '2026-09-16' } },
    { startDate: '2026-10-03', endDate: '2026-10-29', past: { from: '2026-09-06', to: '2026-10-02' } },
    { startDate: '2026-09-01', endDate: '2026-11-30', past: { from: '2026-06-02', to: '2026-08-31' } },
    { startDate: '2026-06-24', endDate: '2026-10-13', past: { from: '2026-03-04', to: '2026-06-23' } },
    { startDate: '2026-01-01', endDate: '2026-12-31', past: { from: '2025-01-01', to: '2025-12-31' } },
    // 6 edge days read as their week row less the seventh day (readBuckets), before and after whole weeks
    { startDate: '2026-10-27', endDate: '2026-11-25', past: { from: '2026-09-27', to: '2026-10-26' } },
    { startDate: '2026-10-05', endDate: '2026-10-31', past: { from: '2026-09-08', to: '2026-10-04' } },
  ]) {
    for (const [field, paid] of [
      ['product', false],
      ['product', true],
      ['customer', true],
      ['seller', true],
      ['shop', false],
      ['shop', true],
    ] as const) {
      it(`gives the ${field}s of ${window.startDate} … ${window.endDate}${paid ? ', paid only' : ''} as the raw rows do`, async () => {
        const response = await get(admin, 'analytics/stats/orders/group-by/', {
          field,
          startDate: window.startDate,
          endDate: window.endDate,
          limit: '100',
          ...(paid ? { paid_only: 'true' } : {}),
        });
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json<GroupBody>().data;
        const now = await expectedGroups(field, { from: window.startDate, to: window.endDate, paid });
        const before = await expectedGroups(field, { ...window.past, paid });
        const active = [...now.entries()].filter(
          ([, v]) => v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0,
        );
        expect(active.length).toBeGreaterThan(0);
        expect(data.rows.map((r) => r.key).sort()).toEqual(active.map(([k]) => k).sort());
        const zero = { orders: 0, revenue: 0, units_sold: 0 };
        for (const row of data.rows) {
          const past = before.get(row.key) ?? zero;
          expect([
            row.key,
            row.orders,
            row.revenue,
            row.units_sold,
            row.past_orders,
            row.past_revenue,
            row.past_units_sold,
          ]).toEqual([
            row.key,
            now.get(row.key)!.orders,
            now.get(row.key)!.revenue,
            now.get(row.key)!.units_sold,
            past.orders,
            past.revenue,
            past.units_sold,
          ]);
        }
        const sum = (m: Map<string | null, { revenue: number; orders: number }>) =>
          [...m.values()].reduce((s, v) => s + v.revenue, 0);
        expect([data.totals.revenue, data.totals.past_revenue]).toEqual([sum(now), sum(before)]);
        if (field !== 'product') return;
        // Products: the totals row comes from the company's line totals (migration 0053), the past figures of
        // the winners only: every figure of the totals, and the top 2 (ties by revenue, then key) with a limit.
        const all = (m: Map<string | null, Figures>, k: 'orders' | 'revenue' | 'units_sold') =>
          [...m.values()].reduce((s, v) => s + v[k], 0);
        const totals = {
          orders: all(now, 'orders'),
          revenue: all(now, 'revenue'),
          units_sold: all(now, 'units_sold'),
          past_orders: all(before, 'orders'),
          past_revenue: all(before, 'revenue'),
          past_units_sold: all(before, 'units_sold'),
        };
        expect(data.totals).toEqual(totals);
        for (const sort of ['revenue', 'orders', 'units_sold'] as const) {
          const limited = await get(admin, 'analytics/stats/orders/group-by/', {
            field,
            startDate: window.startDate,
            endDate: window.endDate,
            limit: '2',
            sort,
            ...(paid ? { paid_only: 'true' } : {}),
          });
          expect(limited.statusCode, limited.body).toBe(200);
          const top = limited.json<GroupBody>().data;
          const expected = active
            .sort(
              ([ka, a], [kb, b]) =>
                b[sort] - a[sort] || b.revenue - a.revenue || (String(ka) < String(kb) ? -1 : 1),
            )
            .slice(0, 2)
            .map(([k, v]) => {
              const past = before.get(k) ?? zero;
              return [k, v.orders, v.revenue, v.units_sold, past.orders, past.revenue, past.units_sold];
            });
          expect(
            top.rows.map((r) => [
              r.key,
              r.orders,
              r.revenue,
              r.units_sold,
              r.past_orders,
              r.past_revenue,
              r.past_units_sold,
            ]),
          ).toEqual(expected);
          expect(top.totals).toEqual(totals);
        }
      });
    }
  }

  // The KPI sums and the chart series read whole weeks, months, quarters and years of sales_totals_periods
  // (period-sources.ts) and the edge days of sales_daily_totals: the same windows, all and paid, company and shop.
  for (const window of [
    { startDate: '2026-09-17', endDate: '2026-11-04' },
    { startDate: '2026-06-24', endDate: '2026-10-13' },
    { startDate: '2026-01-01', endDate: '2026-12-31' },
    { startDate: '2025-11-15', endDate: '2026-11-14' },
  ]) {
    for (const [paid, shop] of [
      [false, false],
      [true, false],
      [false, true],
    ] as const) {
      it(`gives the KPI cards and the chart of ${window.startDate} … ${window.endDate}${paid ? ', paid only' : ''}${shop ? ', one shop' : ''} as the raw rows do`, async () => {
        const shopId = shop ? seed.shopIds[1]! : undefined;
        const query = {
          ...window,
          ...(paid ? { paid_only: 'true' } : {}),
          ...(shopId ? { shop_id: shopId } : {}),
        };
        const stats = await get(admin, 'analytics/stats', query);
        expect(stats.statusCode, stats.body).toBe(200);
        const body = stats.json<{ data: { stats: Stat[]; past_period: { start: string; end: string } } }>()
          .data;
        const past = {
          from: body.past_period.start,
          to: body.past_period.end,
          paid,
          ...(shopId ? { shopId } : {}),
        };
        const now = await expectedStats({
          from: window.startDate,
          to: window.endDate,
          paid,
          ...(shopId ? { shopId } : {}),
        });
        const before = await expectedStats(past);
        for (const item of [
          'revenue',
          'orders',
          'units_sold',
          'gross_margin',
          'discounts',
          'shipping',
        ] as const) {
          const stat = body.stats.find((x) => x.item === item)!;
          expect([item, stat.value, stat.past_value]).toEqual([item, now[item], before[item]]);
        }
        const series = await get(admin, 'analytics/stats/orders/group-by/', { field: 'date', ...query });
        expect(series.statusCode, series.body).toBe(200);
        const data = series.json<GroupBody>().data;
        const days = await expectedGroups('date', {
          from: window.startDate,
          to: window.endDate,
          paid,
          ...(shopId ? { shopId } : {}),
        });
        const pastDays = await expectedGroups('date', past);
        // each bucket: the days from its key (the window's first day for the first) to the next key
        const bucketOf = (keys: (string | null)[], i: number, m: Map<string | null, Figures>) => {
          const sum = { orders: 0, revenue: 0, units_sold: 0 };
          for (const [day, v] of m) {
            if (day! >= (i === 0 ? '0000' : keys[i]!) && (keys[i + 1] == null || day! < keys[i + 1]!)) {
              sum.orders += v.orders;
              sum.revenue += v.revenue;
              sum.units_sold += v.units_sold;
            }
          }
          return sum;
        };
        const keys = data.rows.map((r) => r.key);
        const pastKeys = data.rows.map((r) => r.past_key);
        data.rows.forEach((row, i) => {
          expect([row.key, row.orders, row.revenue, row.units_sold]).toEqual([
            row.key,
            ...Object.values(bucketOf(keys, i, days)),
          ]);
          if (row.past_key !== null) {
            expect([row.past_key, row.past_orders, row.past_revenue, row.past_units_sold]).toEqual([
              row.past_key,
              ...Object.values(bucketOf(pastKeys, i, pastDays)),
            ]);
          }
        });
        expect([data.totals.revenue, data.totals.past_revenue]).toEqual([now.revenue, before.revenue]);
        if (paid) return;
        // payments by method: payments_periods and the edge days of payments_daily
        const methods = await get(admin, 'analytics/payments-by-method', query);
        expect(methods.statusCode, methods.body).toBe(200);
        const got = methods.json<{
          data: { results: { payment_method_id: string; amount: number; count: number }[] };
        }>().data.results;
        const want = await expectedGroups('payment_method', {
          from: window.startDate,
          to: window.endDate,
          paid,
          ...(shopId ? { shopId } : {}),
        });
        expect(got.length).toBeGreaterThan(0);
        expect(Object.fromEntries(got.map((r) => [r.payment_method_id, [r.amount, r.count]]))).toEqual(
          Object.fromEntries([...want].map(([k, v]) => [k, [v.revenue, v.orders]])),
        );
      });
    }
  }

  for (const field of ['product', 'seller', 'customer']) {
    it(`limits a top list to one shop (${field})`, async () => {
      const shopId = seed.shopIds[2]!;
      const data = (
        await get(admin, 'analytics/stats/orders/group-by/', {
          field,
          startDate: '2026-09-17',
          endDate: '2026-11-04',
          shop_id: shopId,
          limit: '100',
        })
      ).json<GroupBody>().data;
      const now = await expectedGroups(field, { from: '2026-09-17', to: '2026-11-04', paid: false, shopId });
      const before = await expectedGroups(field, {
        from: '2026-07-30',
        to: '2026-09-16',
        paid: false,
        shopId,
      });
      const active = [...now.entries()].filter(
        ([, v]) => v.orders !== 0 || v.revenue !== 0 || v.units_sold !== 0,
      );
      expect(active.length).toBeGreaterThan(0);
      expect(data.rows.map((r) => r.key).sort()).toEqual(active.map(([k]) => k).sort());
      for (const row of data.rows) {
        const past = before.get(row.key) ?? { orders: 0, revenue: 0, units_sold: 0 };
        expect([row.orders, row.revenue, row.units_sold, row.past_orders, row.past_revenue]).toEqual([
          now.get(row.key)!.orders,
          now.get(row.key)!.revenue,
          now.get(row.key)!.units_sold,
          past.orders,
          past.revenue,
        ]);
      }
    });
  }

  it('exports the rows as CSV and XLSX with translated headers', async () => {
    const csv = await call(t.app, 'GET', '/api/v1/admin/analytics/stats/orders/group-by/export', {
      token: admin.token,
      query: { field: 'shop', format: 'csv', ...OCTOBER },
      headers: { 'accept-language': 'fr' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Commandes');
    const shown = (
      await get(admin, 'analytics/stats/orders/group-by/', { field: 'shop', ...OCTOBER })
    ).json<GroupBody>().data;
    expect(lines).toHaveLength(shown.rows.length + 2);
    const xlsx = await get(admin, 'analytics/stats/orders/group-by/export', {
      field: 'date',
      format: 'xlsx',
      ...OCTOBER,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('model stats', () => {
  it('orders: paid sales by default, and the cancelled orders of the period', async () => {
    const response = await get(admin, 'analytics/orders/stats', OCTOBER);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: { paid_only: boolean; stats: Stat[] } }>().data;
    expect(data.paid_only).toBe(true);
    const now = await expectedStats({ from: '2026-10-01', to: '2026-10-31', paid: true });
    const [cancelled] = await rows(sql`select count(*) as n from orders where company_id = ${admin.companyId}
        and status = 'cancelled' and (created_at at time zone ${TZ})::date between '2026-10-01' and '2026-10-31'`);
    const value = (item: string) => data.stats.find((s) => s.item === item)!.value;
    expect(data.stats.map((s) => s.item)).toEqual(['orders', 'revenue', 'average_basket', 'cancelled']);
    expect(value('orders')).toBe(now.orders);
    expect(value('revenue')).toBe(now.revenue);
    expect(value('average_basket')).toBe(now.average_basket);
    expect(value('cancelled')).toBe(Number(cancelled!.n));
  });

  // October, and 30 days whose 6 first days are read as a week row less a day (readBuckets)
  for (const w of [OCTOBER, { startDate: '2026-10-27', endDate: '2026-11-25' }]) {
    it(`products of ${w.startDate} … ${w.endDate}: units kept, product revenue, returns and margin`, async () => {
      const response = await get(admin, 'analytics/products/stats', { ...w, paid_only: 'false' });
      expect(response.statusCode, response.body).toBe(200);
      const stats = response.json<{ data: { stats: Stat[] } }>().data.stats;
      const [row] = await rows(sql`with ${counted({ from: w.startDate, to: w.endDate, paid: false })},
        per as (select product_id, sum(quantity - rq) as kept from l group by product_id)
      select (select count(*) from per where kept > 0) as products_sold,
        coalesce(sum(quantity - rq), 0) as units_sold, coalesce(sum(total - ra), 0) as revenue,
        coalesce(sum(rq), 0) as returned_units, coalesce(sum(quantity), 0) as gross,
        coalesce(sum(case when quantity = 0 then 0 else round((total - tax_total)::numeric * (quantity - rq) / quantity) end
          - coalesce(unit_cost, 0) * (quantity - rq)), 0) as gross_margin
      from l`);
      const value = (item: string) => stats.find((s) => s.item === item)!.value;
      expect(value('products_sold')).toBe(Number(row!.products_sold));
      expect(value('units_sold')).toBe(Number(row!.units_sold));
      expect(value('revenue')).toBe(Number(row!.revenue));
      expect(value('returned_units')).toBe(Number(row!.returned_units));
      expect(value('gross_margin')).toBe(Number(row!.gross_margin));
      const gross = Number(row!.gross);
      expect(value('returns_rate')).toBe(
        gross === 0 ? 0 : Math.round((Number(row!.returned_units) / gross) * 10_000) / 100,
      );
      const withoutCost = (await get(accountant, 'analytics/products/stats', w)).json<{
        data: { stats: Stat[] };
      }>();
      expect(withoutCost.data.stats.map((s) => s.item)).not.toContain('gross_margin');
    });
  }

  it('customers: new, returning and active, per shop too', async () => {
    for (const shopId of [undefined, seed.shopIds[0]]) {
      const response = await get(admin, 'analytics/customers/stats', {
        ...OCTOBER,
        ...(shopId ? { shop_id: shopId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const stats = response.json<{ data: { stats: Stat[] } }>().data.stats;
      const now = await expectedStats({ from: '2026-10-01', to: '2026-10-31', paid: true, shopId });
      const before = await expectedStats({ ...SEPTEMBER_PAST, paid: true, shopId });
      for (const item of ['new_customers', 'returning_customers', 'active_customers'] as const) {
        const stat = stats.find((s) => s.item === item)!;
        expect([item, stat.value, stat.past_value]).toEqual([item, now[item], before[item]]);
      }
    }
  });
});

import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { execRows, valuesList } from '../../db/raw-rows.ts';
import {
  customers,
  discounts,
  orderHistory,
  orderLines,
  orders,
  shippingFees,
  shops,
  type taxes,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import type { ListSpec } from '../../lib/list-query.ts';
import { driverDate } from '../../lib/timestamps.ts';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineInsert = typeof orderLines.$inferInsert;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
/** What pricing reads of a tax (a sale or a purchase line keeps a snapshot of it). */
export type TaxRow = Pick<
  typeof taxes.$inferSelect,
  | 'id'
  | 'code'
  | 'label'
  | 'rate'
  | 'fixed_amount'
  | 'tax_order'
  | 'is_withholding'
  | 'include_in_base_for_subsequent_taxes'
>;
export type DiscountRow = typeof discounts.$inferSelect;
export type ShippingFeeRow = typeof shippingFees.$inferSelect;

export const orderListSpec: ListSpec = {
  filters: {
    status: { column: orders.status, type: 'enum', values: orders.status.enumValues },
    payment_status: { column: orders.payment_status, type: 'enum', values: orders.payment_status.enumValues },
    delivery_status: {
      column: orders.delivery_status,
      type: 'enum',
      values: orders.delivery_status.enumValues,
    },
    delivery_mode: { column: orders.delivery_mode, type: 'enum', values: orders.delivery_mode.enumValues },
    channel: { column: orders.channel, type: 'text' },
    customer_id: { column: orders.customer_id, type: 'uuid' },
    shop_id: { column: orders.shop_id, type: 'uuid' },
    seller_id: { column: orders.seller_id, type: 'uuid' },
    created_from: { column: orders.created_at, type: 'date_from' },
    created_to: { column: orders.created_at, type: 'date_to' },
  },
  sorts: { created_at: orders.created_at, number: orders.number, total: orders.total },
  tieBreaker: orders.id,
  defaultSort: '-created_at',
  includes: ['lines', 'customer'],
  // Search is in orders.list.ts: the number, or the customer's name or phone (another table).
  searchColumns: [],
};

/** Who reads a sale's records: the company, and the shop of a shop-bound user (null: all-company mode). */
export interface SaleScope {
  companyId: string;
  shopId: string | null;
}

/**
 * For a shop-bound user, the records of the shop's own sales only (payments, returns, documents,
 * through their order: one without a sale belongs to no shop), as the order list shows them.
 */
export function ofShopSales(orderId: AnyPgColumn, shopId: string | null): SQL | undefined {
  if (!shopId) return undefined;
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.shop_id} = ${shopId})`;
}

/** The kept row counter of a sale record's table for a list's total: the company's, so none for one shop's list. */
export function saleRecordCounter(
  scope: SaleScope,
  tableName: string,
): { companyId: string; tableName: string } | null {
  return scope.shopId ? null : { companyId: scope.companyId, tableName };
}

/** The company's orders, narrowed to the request's shop unless it is in all-company mode. */
export function orderScope(companyId: string, shopId: string | null): SQL {
  return (
    shopId
      ? and(eq(orders.company_id, companyId), eq(orders.shop_id, shopId))
      : eq(orders.company_id, companyId)
  ) as SQL;
}

export async function findOrder(
  db: Executor,
  companyId: string,
  shopId: string | null,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(orderScope(companyId, shopId), eq(orders.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderLines(
  db: Executor,
  companyId: string,
  orderIds: string[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.company_id, companyId), inArray(orderLines.order_id, orderIds)))
    .orderBy(asc(orderLines.order_id), asc(orderLines.position));
}

export async function findOrderHistory(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<OrderHistoryRow[]> {
  return db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.company_id, companyId), eq(orderHistory.order_id, orderId)))
    .orderBy(asc(orderHistory.created_at), asc(orderHistory.id));
}

// The creation's inserts are written by hand (docs/decisions.md, "Hand-written statements in order
// creation"): named statements on the transaction's own connection, rows built here from what the
// request already has; only what the database makes (timestamps, a line's unit cost) comes back.
const ORDER_COLUMNS =
  'id, company_id, number, shop_id, warehouse_id, customer_id, seller_id, status, payment_status, delivery_status, ' +
  'delivery_mode, channel, currency, subtotal, discount_total, tax_total, shipping_total, total, paid_total, ' +
  'credited_total, discounts, shipping_address, notes, confirmed_at, completed_at, cancelled_at, created_by';
const INSERT_ORDER = `insert into orders (${ORDER_COLUMNS}, created_at, updated_at)
  values (${Array.from({ length: 27 }, (_, i) => `$${i + 1}`).join(', ')},
    coalesce($28::timestamptz, now()), coalesce($29::timestamptz, now()))
  returning created_at, updated_at`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export async function insertOrder(tx: Executor, values: OrderInsert): Promise<OrderRow> {
  const row = {
    id: values.id ?? uuidv7(),
    company_id: values.company_id,
    number: values.number,
    shop_id: values.shop_id,
    warehouse_id: values.warehouse_id,
    customer_id: values.customer_id ?? null,
    seller_id: values.seller_id ?? null,
    status: values.status,
    payment_status: values.payment_status ?? 'pending',
    delivery_status: values.delivery_status ?? 'idle',
    delivery_mode: values.delivery_mode ?? 'pickup',
    channel: values.channel ?? 'admin',
    currency: values.currency,
    subtotal: values.subtotal,
    discount_total: values.discount_total,
    tax_total: values.tax_total,
    shipping_total: values.shipping_total ?? 0,
    total: values.total,
    paid_total: values.paid_total ?? 0,
    credited_total: values.credited_total ?? 0,
    discounts: values.discounts ?? [],
    shipping_address: values.shipping_address ?? null,
    notes: values.notes ?? null,
    confirmed_at: values.confirmed_at ?? null,
    completed_at: values.completed_at ?? null,
    cancelled_at: values.cancelled_at ?? null,
    created_by: values.created_by ?? null,
  } satisfies Omit<OrderRow, 'created_at' | 'updated_at'>;
  const [returned] = await execRows(tx, {
    name: 'orders_insert',
    text: INSERT_ORDER,
    values: [
      row.id,
      row.company_id,
      row.number,
      row.shop_id,
      row.warehouse_id,
      row.customer_id,
      row.seller_id,
      row.status,
      row.payment_status,
      row.delivery_status,
      row.delivery_mode,
      row.channel,
      row.currency,
      row.subtotal,
      row.discount_total,
      row.tax_total,
      row.shipping_total,
      row.total,
      row.paid_total,
      row.credited_total,
      json(row.discounts),
      json(row.shipping_address),
      row.notes,
      iso(row.confirmed_at),
      iso(row.completed_at),
      iso(row.cancelled_at),
      row.created_by,
      iso(values.created_at),
      iso(values.updated_at),
    ],
  });
  return {
    ...row,
    created_at: driverDate(returned![0] as string | Date),
    updated_at: driverDate(returned![1] as string | Date),
  };
}

const LINE_COLUMNS =
  'id, company_id, order_id, position, source, variant_id, product_id, title, variant_title, sku, price, ' +
  'unit_cost, quantity, discounts, taxes, subtotal, discount, tax_total, total';
const insertLinesText = new Map<number, string>();

export async function insertOrderLines(tx: Executor, values: OrderLineInsert[]): Promise<OrderLineRow[]> {
  if (values.length === 0) return [];
  const rows = values.map(
    (v) =>
      ({
        id: v.id ?? uuidv7(),
        company_id: v.company_id,
        order_id: v.order_id,
        position: v.position,
        source: v.source ?? 'product',
        variant_id: v.variant_id ?? null,
        product_id: v.product_id ?? null,
        title: v.title,
        variant_title: v.variant_title ?? null,
        sku: v.sku ?? null,
        price: v.price,
        unit_cost: v.unit_cost ?? null,
        quantity: v.quantity,
        discounts: v.discounts ?? [],
        taxes: v.taxes ?? [],
        subtotal: v.subtotal,
        discount: v.discount,
        tax_total: v.tax_total,
        total: v.total,
      }) satisfies OrderLineRow,
  );
  let text = insertLinesText.get(rows.length);
  if (!text) {
    text = `insert into order_lines (${LINE_COLUMNS}) values ${valuesList(rows.length, 19)} returning id, unit_cost`;
    insertLinesText.set(rows.length, text);
  }
  const returned = await execRows(tx, {
    name: `order_lines_insert_${rows.length}`,
    text,
    values: rows.flatMap((r) => [
      r.id,
      r.company_id,
      r.order_id,
      r.position,
      r.source,
      r.variant_id,
      r.product_id,
      r.title,
      r.variant_title,
      r.sku,
      r.price,
      r.unit_cost,
      r.quantity,
      json(r.discounts),
      json(r.taxes),
      r.subtotal,
      r.discount,
      r.tax_total,
      r.total,
    ]),
  });
  // The unit cost is the variant's when none was given (trigger order_lines_unit_cost).
  const cost = new Map(returned.map((r) => [r[0] as string, r[1] === null ? null : Number(r[1])]));
  return rows.map((r) => ({ ...r, unit_cost: cost.get(r.id) ?? null }));
}

export async function updateOrderRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<OrderInsert>,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(orders.company_id, companyId), eq(orders.id, id)))
    .returning();
  return row!;
}

const insertHistoryText = new Map<number, string>();

export async function addHistory(
  tx: Executor,
  entries: (Omit<typeof orderHistory.$inferInsert, 'id' | 'created_at'> & { created_at?: Date })[],
): Promise<void> {
  if (entries.length === 0) return;
  let text = insertHistoryText.get(entries.length);
  if (!text) {
    const rows = entries.map((_, r) => {
      const p = (c: number) => `$${r * 9 + c}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, coalesce(${p(9)}::timestamptz, now()))`;
    });
    text = `insert into order_history (id, company_id, order_id, type, from_value, to_value, note, user_id, created_at) values ${rows.join(', ')}`;
    insertHistoryText.set(entries.length, text);
  }
  await execRows(tx, {
    name: `order_history_insert_${entries.length}`,
    text,
    values: entries.flatMap((e) => [
      uuidv7(),
      e.company_id,
      e.order_id,
      e.type,
      e.from_value ?? null,
      e.to_value ?? null,
      e.note ?? null,
      e.user_id ?? null,
      iso(e.created_at),
    ]),
  });
}

// ---------- what an order refers to ----------

export interface VariantForSale {
  id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  price: number;
  product_status: string;
}

const saleVariantsText = `select v.id, v.product_id, p.title, v.title, v.sku, v.price, p.status
  from product_variants v join products p on p.id = v.product_id
  where v.company_id = $1 and v.id = any($2::uuid[]) and v.deleted_at is null and p.deleted_at is null`;

/** The live variants among `ids` with what a sale line copies from them (hand-written: read per order). */
export async function findVariantsForSale(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, VariantForSale>> {
  // A malformed id is one no variant has (the uuid[] cast would refuse the whole statement).
  const valid = ids.filter((id) => UUID_PATTERN.test(id));
  if (valid.length === 0) return new Map();
  const rows = await execRows(db, {
    name: 'sale_variants',
    text: saleVariantsText,
    values: [companyId, valid],
  });
  return new Map(
    rows.map(([id, productId, productTitle, variantTitle, sku, price, status]) => [
      id as string,
      {
        id: id as string,
        product_id: productId as string,
        product_title: productTitle as string,
        variant_title: variantTitle as string,
        sku: sku as string | null,
        // int8: a number on PostgreSQL, maybe a bigint on PGlite
        price: Number(price),
        product_status: status as string,
      },
    ]),
  );
}

const taxColumns =
  'select id, code, label, rate, fixed_amount, tax_order, is_withholding, include_in_base_for_subsequent_taxes from taxes where company_id = $1 and deleted_at is null and is_active';

const toTaxRow = ([
  id,
  code,
  label,
  rate,
  fixedAmount,
  taxOrder,
  withholding,
  inBase,
]: unknown[]): TaxRow => ({
  id: id as string,
  code: code as string,
  label: label as string,
  rate: rate === null ? null : String(rate),
  fixed_amount: fixedAmount === null ? null : Number(fixedAmount),
  tax_order: taxOrder as number,
  is_withholding: withholding as boolean,
  include_in_base_for_subsequent_taxes: inBase as boolean,
});

/** Live taxes by id, or the company's default taxes when `ids` is null; in tax_order (hand-written: read per order). */
export async function findTaxes(db: Executor, companyId: string, ids: string[] | null): Promise<TaxRow[]> {
  const valid = ids?.filter((id) => UUID_PATTERN.test(id)) ?? null;
  if (valid !== null && valid.length === 0) return [];
  const rows = await execRows(
    db,
    ids === null
      ? {
          name: 'sale_default_taxes',
          text: `${taxColumns} and is_default order by tax_order, id`,
          values: [companyId],
        }
      : {
          name: 'sale_taxes_by_id',
          text: `${taxColumns} and id = any($2::uuid[]) order by tax_order, id`,
          values: [companyId, valid],
        },
  );
  return rows.map(toTaxRow);
}

/** Discounts by code, locked: their usage count changes in the order's transaction. */
export async function lockDiscountsByCode(
  tx: Executor,
  companyId: string,
  codes: string[],
): Promise<DiscountRow[]> {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(discounts)
    .where(
      and(eq(discounts.company_id, companyId), isNull(discounts.deleted_at), inArray(discounts.code, codes)),
    )
    .orderBy(asc(discounts.id))
    .for('update');
}

export async function countDiscountUses(
  tx: Executor,
  companyId: string,
  discountId: string,
  customerId: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.company_id, companyId),
        eq(orders.customer_id, customerId),
        sql`${orders.status} <> 'cancelled'`,
        sql`${orders.discounts} @> ${JSON.stringify([{ discount_id: discountId }])}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

export async function incrementDiscountUse(
  tx: Executor,
  companyId: string,
  ids: string[],
  by: 1 | -1,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(discounts)
    .set({ times_used: sql`greatest(0, ${discounts.times_used} + ${by})` })
    .where(and(eq(discounts.company_id, companyId), inArray(discounts.id, ids)));
}

export async function findShippingFee(
  db: Executor,
  companyId: string,
  id: string,
): Promise<ShippingFeeRow | null> {
  const [row] = await db
    .select()
    .from(shippingFees)
    .where(
      and(eq(shippingFees.company_id, companyId), eq(shippingFees.id, id), isNull(shippingFees.deleted_at)),
    )
    .limit(1);
  return row ?? null;
}

export async function customerExists(db: Executor, companyId: string, id: string): Promise<boolean> {
  const rows = await execRows(db, {
    name: 'orders_customer_exists',
    text: 'select 1 from customers where company_id = $1 and id = $2 and deleted_at is null limit 1',
    values: [companyId, id],
  });
  return rows.length > 0;
}

export async function findCustomerSummaries(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, { id: string; name: string; phone: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), inArray(customers.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function userInCompany(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.id, id), isNull(users.deleted_at)))
    .limit(1);
  return row !== undefined;
}

/** The default shop of the company (for a request in all-company mode that names none). */
export async function defaultShopId(db: Executor, companyId: string): Promise<string | null> {
  const [row] = await execRows(db, {
    name: 'orders_default_shop',
    text: `select id from shops where company_id = $1 and deleted_at is null
      order by is_default desc, created_at asc limit 1`,
    values: [companyId],
  });
  return (row?.[0] as string | undefined) ?? null;
}

export async function shopExists(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.company_id, companyId), eq(shops.id, id), isNull(shops.deleted_at)))
    .limit(1);
  return row !== undefined;
}

/**
 * Where a shop's sales take stock from: the given warehouse when it is the company's, else the
 * shop's own warehouse (default first), else the company's default warehouse.
 */
export async function resolveWarehouse(
  db: Executor,
  companyId: string,
  shopId: string,
  warehouseId: string | undefined,
): Promise<string | null> {
  if (warehouseId) {
    const [row] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.company_id, companyId),
          eq(warehouses.id, warehouseId),
          isNull(warehouses.deleted_at),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }
  const [linkedRow] = await execRows(db, {
    name: 'orders_shop_warehouse',
    text: `select w.id from shop_warehouses sw join warehouses w on w.id = sw.warehouse_id
      where sw.shop_id = $1 and w.company_id = $2 and w.deleted_at is null
      order by w.is_default desc, w.created_at asc limit 1`,
    values: [shopId, companyId],
  });
  const linked = linkedRow ? { id: linkedRow[0] as string } : undefined;
  if (linked) return linked.id;
  const [fallback] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), isNull(warehouses.deleted_at)))
    .orderBy(desc(warehouses.is_default), asc(warehouses.created_at))
    .limit(1);
  return fallback?.id ?? null;
}

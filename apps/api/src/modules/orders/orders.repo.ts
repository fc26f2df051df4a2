import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customers,
  discounts,
  orderHistory,
  orderLines,
  orders,
  products,
  productVariants,
  shippingFees,
  shops,
  shopWarehouses,
  taxes,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import type { ListSpec } from '../../lib/list-query.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineInsert = typeof orderLines.$inferInsert;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
export type TaxRow = typeof taxes.$inferSelect;
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

export async function insertOrder(tx: Executor, values: OrderInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderLines(tx: Executor, values: OrderLineInsert[]): Promise<OrderLineRow[]> {
  if (values.length === 0) return [];
  return tx.insert(orderLines).values(values).returning();
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

export async function addHistory(
  tx: Executor,
  entries: (Omit<typeof orderHistory.$inferInsert, 'id' | 'created_at'> & { created_at?: Date })[],
): Promise<void> {
  if (entries.length > 0) await tx.insert(orderHistory).values(entries);
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

export async function findVariantsForSale(
  db: Executor,
  companyId: string,
  ids: string[],
): Promise<Map<string, VariantForSale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      product_id: productVariants.product_id,
      product_title: products.title,
      variant_title: productVariants.title,
      sku: productVariants.sku,
      price: productVariants.price,
      product_status: products.status,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(
      and(
        eq(productVariants.company_id, companyId),
        inArray(productVariants.id, ids),
        isNull(productVariants.deleted_at),
        isNull(products.deleted_at),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Live taxes by id, or the company's default taxes when `ids` is null; in tax_order. */
export async function findTaxes(db: Executor, companyId: string, ids: string[] | null): Promise<TaxRow[]> {
  const which =
    ids === null ? eq(taxes.is_default, true) : ids.length === 0 ? sql`false` : inArray(taxes.id, ids);
  return db
    .select()
    .from(taxes)
    .where(and(eq(taxes.company_id, companyId), isNull(taxes.deleted_at), eq(taxes.is_active, true), which))
    .orderBy(asc(taxes.tax_order), asc(taxes.id));
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
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), eq(customers.id, id), isNull(customers.deleted_at)))
    .limit(1);
  return row !== undefined;
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
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.company_id, companyId), isNull(shops.deleted_at)))
    .orderBy(desc(shops.is_default), asc(shops.created_at))
    .limit(1);
  return row?.id ?? null;
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
  const [linked] = await db
    .select({ id: warehouses.id })
    .from(shopWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, shopWarehouses.warehouse_id))
    .where(
      and(
        eq(shopWarehouses.shop_id, shopId),
        eq(warehouses.company_id, companyId),
        isNull(warehouses.deleted_at),
      ),
    )
    .orderBy(desc(warehouses.is_default), asc(warehouses.created_at))
    .limit(1);
  if (linked) return linked.id;
  const [fallback] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), isNull(warehouses.deleted_at)))
    .orderBy(desc(warehouses.is_default), asc(warehouses.created_at))
    .limit(1);
  return fallback?.id ?? null;
}

import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingFees, shops } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type ShippingFeeRow = typeof shippingFees.$inferSelect;
export type ShippingFeeInsert = Omit<
  typeof shippingFees.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export const shippingFeeListSpec: ListSpec = {
  filters: {
    is_active: { column: shippingFees.is_active, type: 'boolean' },
    delivery_mode: {
      column: shippingFees.delivery_mode,
      type: 'enum',
      values: ['delivery', 'pickup', 'online'],
    },
    shop_id: { column: shippingFees.shop_id, type: 'uuid' },
    city: { column: shippingFees.city, type: 'text' },
  },
  sorts: {
    position: shippingFees.position,
    label: shippingFees.label,
    amount: shippingFees.amount,
    created_at: shippingFees.created_at,
  },
  tieBreaker: shippingFees.id,
  defaultSort: 'position',
  includes: [],
  searchColumns: [folded(shippingFees.label), folded(shippingFees.city), folded(shippingFees.zone)],
};

const live = (companyId: string) =>
  and(eq(shippingFees.company_id, companyId), isNull(shippingFees.deleted_at)) as SQL;

export async function listShippingFees(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<ShippingFeeRow>> {
  return paginate(
    db,
    {
      table: shippingFees,
      scope: live(companyId),
      query,
      counted: { companyId, tableName: 'shipping_fees' },
    },
    (where, limit, offset) =>
      db
        .select()
        .from(shippingFees)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findShippingFee(
  db: Executor,
  companyId: string,
  id: string,
): Promise<ShippingFeeRow | null> {
  const [row] = await db
    .select()
    .from(shippingFees)
    .where(and(live(companyId), eq(shippingFees.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether the shop is a live shop of the company. */
export async function shopExists(db: Executor, companyId: string, shopId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.company_id, companyId), eq(shops.id, shopId), isNull(shops.deleted_at)))
    .limit(1);
  return row !== undefined;
}

export async function insertShippingFee(
  tx: Executor,
  companyId: string,
  values: ShippingFeeInsert,
): Promise<ShippingFeeRow> {
  const [row] = await tx
    .insert(shippingFees)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateShippingFee(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<ShippingFeeInsert>,
): Promise<ShippingFeeRow> {
  const [row] = await tx
    .update(shippingFees)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(shippingFees.id, id)))
    .returning();
  return row!;
}

export async function softDeleteShippingFee(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(shippingFees)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(shippingFees.id, id)));
}

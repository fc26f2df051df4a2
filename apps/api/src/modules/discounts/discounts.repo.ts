import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountInsert = Omit<
  typeof discounts.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at' | 'times_used'
>;

export const discountListSpec: ListSpec = {
  filters: {
    is_active: { column: discounts.is_active, type: 'boolean' },
    discount_type: { column: discounts.discount_type, type: 'enum', values: ['percentage', 'fixed'] },
  },
  sorts: {
    created_at: discounts.created_at,
    code: discounts.code,
    label: discounts.label,
    starts_at: discounts.starts_at,
    ends_at: discounts.ends_at,
  },
  tieBreaker: discounts.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [discounts.code, folded(discounts.label)],
};

const live = (companyId: string) =>
  and(eq(discounts.company_id, companyId), isNull(discounts.deleted_at)) as SQL;

export async function listDiscounts(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<DiscountRow>> {
  return paginate(
    db,
    { table: discounts, scope: live(companyId), query, counted: { companyId, tableName: 'discounts' } },
    (where, limit, offset) =>
      db
        .select()
        .from(discounts)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findDiscount(db: Executor, companyId: string, id: string): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(live(companyId), eq(discounts.id, id)))
    .limit(1);
  return row ?? null;
}

/** Serialises discount writes of one company, so two requests cannot both take a free code. */
export async function lockDiscountCodes(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discounts:${companyId}`}))`);
}

export async function discountCodeTaken(
  db: Executor,
  companyId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(live(companyId), eq(discounts.code, code), exceptId ? ne(discounts.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertDiscount(
  tx: Executor,
  companyId: string,
  values: DiscountInsert,
): Promise<DiscountRow> {
  const [row] = await tx
    .insert(discounts)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateDiscount(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<DiscountInsert>,
): Promise<DiscountRow> {
  const [row] = await tx
    .update(discounts)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(discounts.id, id)))
    .returning();
  return row!;
}

export async function softDeleteDiscount(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(discounts)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(discounts.id, id)));
}

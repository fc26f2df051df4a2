import { and, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodInsert = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export const paymentMethodListSpec: ListSpec = {
  filters: {
    is_active: { column: paymentMethods.is_active, type: 'boolean' },
    is_default: { column: paymentMethods.is_default, type: 'boolean' },
    kind: {
      column: paymentMethods.kind,
      type: 'enum',
      values: ['cash', 'bank', 'mobile_money_operator', 'payment_agregator'],
    },
  },
  sorts: {
    position: paymentMethods.position,
    name: paymentMethods.name,
    created_at: paymentMethods.created_at,
  },
  tieBreaker: paymentMethods.id,
  defaultSort: 'position',
  includes: [],
  searchColumns: [
    folded(paymentMethods.name),
    folded(paymentMethods.provider),
    paymentMethods.accounting_code,
  ],
};

const live = (companyId: string) =>
  and(eq(paymentMethods.company_id, companyId), isNull(paymentMethods.deleted_at)) as SQL;

export async function listPaymentMethods(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<PaymentMethodRow>> {
  return paginate(
    db,
    {
      table: paymentMethods,
      scope: live(companyId),
      query,
      counted: { companyId, tableName: 'payment_methods' },
    },
    (where, limit, offset) =>
      db
        .select()
        .from(paymentMethods)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findPaymentMethod(
  db: Executor,
  companyId: string,
  id: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(live(companyId), eq(paymentMethods.id, id)))
    .limit(1);
  return row ?? null;
}

/** Serialises payment-method writes of one company: the default and the last active one are checked under it. */
export async function lockPaymentMethods(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment_methods:${companyId}`}))`);
}

/** Live active methods of the company other than `exceptId`. */
export async function countOtherActive(db: Executor, companyId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentMethods)
    .where(and(live(companyId), eq(paymentMethods.is_active, true), ne(paymentMethods.id, exceptId)));
  return row?.n ?? 0;
}

export async function hasDefault(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(live(companyId), eq(paymentMethods.is_default, true)))
    .limit(1);
  return row !== undefined;
}

/** The previous default stops being one (before another takes its place: one default per company). */
export async function clearDefault(tx: Executor, companyId: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(live(companyId), eq(paymentMethods.is_default, true)));
}

export async function insertPaymentMethod(
  tx: Executor,
  companyId: string,
  values: PaymentMethodInsert,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updatePaymentMethod(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<PaymentMethodInsert>,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .update(paymentMethods)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(paymentMethods.id, id)))
    .returning();
  return row!;
}

export async function softDeletePaymentMethod(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentMethods)
    .set({ deleted_at: now, updated_at: now, is_default: false })
    .where(and(live(companyId), eq(paymentMethods.id, id)));
}

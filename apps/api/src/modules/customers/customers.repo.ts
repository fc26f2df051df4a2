import { CUSTOMER_TYPES } from '@comptoir/core';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { type ListQuery, type ListSpec, storedFold } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = Omit<
  typeof customers.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export const customerListSpec: ListSpec = {
  filters: {
    type: { column: customers.type, type: 'enum', values: CUSTOMER_TYPES },
    marketing_consent: { column: customers.marketing_consent, type: 'boolean' },
  },
  sorts: { name: customers.name, created_at: customers.created_at },
  tieBreaker: customers.id,
  defaultSort: '-created_at',
  includes: [],
  // Served by trigram indexes: the stored fold of the name's (search_name, migration 0073), phone's and email's (0009, searched as typed).
  searchColumns: [storedFold(customers.search_name), customers.phone, customers.email],
};

const live = (companyId: string) =>
  and(eq(customers.company_id, companyId), isNull(customers.deleted_at)) as SQL;

/** Customers carrying the tag, compared as typed (array containment; tags are kept trimmed). */
export const hasTag = (tag: string): SQL => sql`${customers.tags} @> array[${tag}]::text[]`;

export async function listCustomers(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<CustomerRow>> {
  return paginate(
    db,
    { table: customers, scope: live(companyId), query, counted: { companyId, tableName: 'customers' } },
    (where, limit, offset) =>
      db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findCustomer(db: Executor, companyId: string, id: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(live(companyId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether a live customer of the company (other than `exceptId`) has this phone (digits). */
export async function phoneTaken(
  db: Executor,
  companyId: string,
  phone: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(live(companyId), eq(customers.phone, phone), exceptId ? ne(customers.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCustomer(
  tx: Executor,
  companyId: string,
  values: CustomerInsert,
): Promise<CustomerRow> {
  const [row] = await tx
    .insert(customers)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateCustomer(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<CustomerInsert>,
): Promise<CustomerRow> {
  const [row] = await tx
    .update(customers)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(customers.id, id)))
    .returning();
  return row!;
}

export async function softDeleteCustomer(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(customers)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(customers.id, id)));
}

/** The live customer, row-locked until the transaction ends (serialises its address changes). */
export async function lockCustomer(tx: Executor, companyId: string, id: string): Promise<CustomerRow | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(live(companyId), eq(customers.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

import { CUSTOMER_TYPES } from '@comptoir/core';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
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

const CONTACT_CHUNK = 1000;

/**
 * Live customers of the company having one of `phones` (digits) or `emails` (lower case), oldest
 * first: what a customer import matches its rows with.
 */
export async function customersByContacts(
  db: Executor,
  companyId: string,
  contacts: { phones: string[]; emails: string[] },
): Promise<Pick<CustomerRow, 'id' | 'name' | 'phone' | 'email' | 'created_at'>[]> {
  const found: Pick<CustomerRow, 'id' | 'name' | 'phone' | 'email' | 'created_at'>[] = [];
  const phones = [...new Set(contacts.phones)];
  const emails = [...new Set(contacts.emails)];
  for (let i = 0; i < Math.max(phones.length, emails.length); i += CONTACT_CHUNK) {
    const somePhones = phones.slice(i, i + CONTACT_CHUNK);
    const someEmails = emails.slice(i, i + CONTACT_CHUNK);
    const rows = await db
      .select({
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        email: customers.email,
        created_at: customers.created_at,
      })
      .from(customers)
      .where(
        and(
          live(companyId),
          or(
            somePhones.length > 0 ? inArray(customers.phone, somePhones) : undefined,
            someEmails.length > 0 ? inArray(sql`lower(${customers.email})`, someEmails) : undefined,
          ),
        ),
      )
      .orderBy(asc(customers.created_at), asc(customers.id));
    found.push(...rows);
  }
  // Oldest first across chunks too.
  return found.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

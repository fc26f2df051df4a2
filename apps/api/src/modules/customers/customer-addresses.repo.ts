import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerAddresses } from '../../db/schema/index.ts';

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type CustomerAddressInsert = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'company_id' | 'customer_id' | 'created_at' | 'updated_at'
>;

const ofCustomer = (companyId: string, customerId: string) =>
  and(eq(customerAddresses.company_id, companyId), eq(customerAddresses.customer_id, customerId));

/** The customer's addresses, the default first, then oldest first. */
export async function listAddresses(
  db: Executor,
  companyId: string,
  customerId: string,
): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(ofCustomer(companyId, customerId))
    .orderBy(
      desc(customerAddresses.is_default),
      asc(customerAddresses.created_at),
      asc(customerAddresses.id),
    );
}

export async function findAddress(
  db: Executor,
  companyId: string,
  customerId: string,
  id: string,
): Promise<CustomerAddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(ofCustomer(companyId, customerId), eq(customerAddresses.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: Executor, companyId: string, customerId: string): Promise<number> {
  return db.$count(customerAddresses, ofCustomer(companyId, customerId));
}

/** Takes the default flag off the customer's addresses (before another becomes the default). */
export async function clearDefaultAddress(
  tx: Executor,
  companyId: string,
  customerId: string,
): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(ofCustomer(companyId, customerId), eq(customerAddresses.is_default, true)));
}

export async function insertAddress(
  tx: Executor,
  companyId: string,
  customerId: string,
  values: CustomerAddressInsert,
): Promise<CustomerAddressRow> {
  const [row] = await tx
    .insert(customerAddresses)
    .values({ ...values, company_id: companyId, customer_id: customerId })
    .returning();
  return row!;
}

export async function updateAddress(
  tx: Executor,
  companyId: string,
  customerId: string,
  id: string,
  values: Partial<CustomerAddressInsert>,
): Promise<CustomerAddressRow> {
  const [row] = await tx
    .update(customerAddresses)
    .set({ ...values, updated_at: new Date() })
    .where(and(ofCustomer(companyId, customerId), eq(customerAddresses.id, id)))
    .returning();
  return row!;
}

export async function deleteAddress(tx: Executor, companyId: string, customerId: string, id: string) {
  await tx
    .delete(customerAddresses)
    .where(and(ofCustomer(companyId, customerId), eq(customerAddresses.id, id)));
}

/** The oldest remaining address: the new default when the default one is removed. */
export async function oldestAddress(
  tx: Executor,
  companyId: string,
  customerId: string,
): Promise<CustomerAddressRow | null> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(ofCustomer(companyId, customerId))
    .orderBy(asc(customerAddresses.created_at), asc(customerAddresses.id))
    .limit(1);
  return row ?? null;
}

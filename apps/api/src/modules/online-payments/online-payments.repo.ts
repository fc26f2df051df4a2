import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { onlinePayments, paymentProviders } from '../../db/schema/index.ts';

export type ProviderAccountRow = typeof paymentProviders.$inferSelect;
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

const accountsOf = (companyId: string) => eq(paymentProviders.company_id, companyId) as SQL;

export async function providerAccounts(db: Executor, companyId: string): Promise<ProviderAccountRow[]> {
  return db.select().from(paymentProviders).where(accountsOf(companyId)).orderBy(paymentProviders.provider);
}

export async function findProviderAccount(
  db: Executor,
  companyId: string,
  provider: ProviderAccountRow['provider'],
  options: { lock?: boolean } = {},
): Promise<ProviderAccountRow | null> {
  const query = db
    .select()
    .from(paymentProviders)
    .where(and(accountsOf(companyId), eq(paymentProviders.provider, provider)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The account a notification URL names: its id is in the URL, the company comes from the row. */
export async function findProviderAccountById(db: Executor, id: string): Promise<ProviderAccountRow | null> {
  const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id)).limit(1);
  return row ?? null;
}

export async function insertProviderAccount(
  tx: Executor,
  values: typeof paymentProviders.$inferInsert,
): Promise<ProviderAccountRow> {
  const [row] = await tx.insert(paymentProviders).values(values).returning();
  return row!;
}

export async function updateProviderAccount(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof paymentProviders.$inferInsert>,
): Promise<ProviderAccountRow> {
  const [row] = await tx
    .update(paymentProviders)
    .set({ ...patch, updated_at: new Date() })
    .where(and(accountsOf(companyId), eq(paymentProviders.id, id)))
    .returning();
  return row!;
}

export async function deleteProviderAccount(tx: Executor, companyId: string, id: string): Promise<void> {
  await tx.delete(paymentProviders).where(and(accountsOf(companyId), eq(paymentProviders.id, id)));
}

export async function accountHasPayments(
  db: Executor,
  companyId: string,
  accountId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.company_id, companyId), eq(onlinePayments.provider_account_id, accountId)))
    .limit(1);
  return Boolean(row);
}

export async function insertOnlinePayment(
  tx: Executor,
  values: typeof onlinePayments.$inferInsert,
): Promise<OnlinePaymentRow> {
  const [row] = await tx.insert(onlinePayments).values(values).returning();
  return row!;
}

export async function updateOnlinePayment(
  tx: Executor,
  id: string,
  patch: Partial<typeof onlinePayments.$inferInsert>,
): Promise<OnlinePaymentRow> {
  const [row] = await tx
    .update(onlinePayments)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(onlinePayments.id, id))
    .returning();
  return row!;
}

/** The checkout a provider's notification names, locked: a replayed notification waits, then sees it settled. */
export async function findOnlinePaymentForUpdate(
  tx: Executor,
  accountId: string,
  providerReference: string,
): Promise<OnlinePaymentRow | null> {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.provider_account_id, accountId),
        eq(onlinePayments.provider_reference, providerReference),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

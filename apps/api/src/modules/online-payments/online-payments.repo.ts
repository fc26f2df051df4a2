import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documents, onlinePayments, orders, paymentProviders } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

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

export type OnlinePaymentListRow = OnlinePaymentRow & {
  order_number: number | null;
  document_reference: string | null;
  document_kind: string | null;
};

export const onlinePaymentListSpec: ListSpec = {
  filters: {
    status: { column: onlinePayments.status, type: 'enum', values: onlinePayments.status.enumValues },
    provider: { column: onlinePayments.provider, type: 'enum', values: onlinePayments.provider.enumValues },
    order_id: { column: onlinePayments.order_id, type: 'uuid' },
    document_id: { column: onlinePayments.document_id, type: 'uuid' },
    created_from: { column: onlinePayments.created_at, type: 'date_from' },
    created_to: { column: onlinePayments.created_at, type: 'date_to' },
  },
  sorts: {
    created_at: onlinePayments.created_at,
    paid_at: onlinePayments.paid_at,
    amount: onlinePayments.amount,
  },
  tieBreaker: onlinePayments.id,
  defaultSort: '-created_at',
  includes: [],
  // The search (document reference, order number) is onlinePaymentSearch: both are in other tables.
  searchColumns: [],
};

/** "INV-2026" finds the document references containing it; "42" or "#42" also order number 42. */
export function onlinePaymentSearch(companyId: string, raw: unknown): SQL | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const text = raw.trim().slice(0, 200);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byDocument = sql`${onlinePayments.document_id} in (select ${documents.id} from ${documents} where ${and(eq(documents.company_id, companyId), ilike(documents.reference, pattern))})`;
  const number = /^#?(\d{1,9})$/.exec(text);
  if (!number) return byDocument;
  const byOrder = sql`${onlinePayments.order_id} in (select ${orders.id} from ${orders} where ${and(eq(orders.company_id, companyId), eq(orders.number, Number(number[1])))})`;
  return or(byDocument, byOrder) as SQL;
}

const listSelection = {
  payment: onlinePayments,
  order_number: orders.number,
  document_reference: documents.reference,
  document_kind: documents.kind,
};
const toListRow = (r: {
  payment: OnlinePaymentRow;
  order_number: number | null;
  document_reference: string | null;
  document_kind: string | null;
}): OnlinePaymentListRow => ({
  ...r.payment,
  order_number: r.order_number,
  document_reference: r.document_reference,
  document_kind: r.document_kind,
});

/** A page of the company's checkouts with their order number and document reference. */
export async function listOnlinePayments(
  db: Executor,
  companyId: string,
  query: ListQuery,
  search: SQL | undefined,
): Promise<Page<OnlinePaymentListRow>> {
  return paginate(
    db,
    {
      table: onlinePayments,
      scope: and(eq(onlinePayments.company_id, companyId), search) as SQL,
      query,
      counted: search ? null : { companyId, tableName: 'online_payments' },
    },
    async (where, limit, offset) => {
      const rows = await db
        .select(listSelection)
        .from(onlinePayments)
        .leftJoin(orders, eq(orders.id, onlinePayments.order_id))
        .leftJoin(documents, eq(documents.id, onlinePayments.document_id))
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(toListRow);
    },
  );
}

/** One checkout of the company with its order number and document reference; locked when asked. */
export async function findOnlinePayment(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OnlinePaymentRow | null> {
  const query = db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.company_id, companyId), eq(onlinePayments.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One checkout of the company as the list shows it. */
export async function findOnlinePaymentListRow(
  db: Executor,
  companyId: string,
  id: string,
): Promise<OnlinePaymentListRow | null> {
  const [row] = await db
    .select(listSelection)
    .from(onlinePayments)
    .leftJoin(orders, eq(orders.id, onlinePayments.order_id))
    .leftJoin(documents, eq(documents.id, onlinePayments.document_id))
    .where(and(eq(onlinePayments.company_id, companyId), eq(onlinePayments.id, id)))
    .limit(1);
  return row ? toListRow(row) : null;
}

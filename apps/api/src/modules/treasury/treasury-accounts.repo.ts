import { and, asc, eq, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods, treasuryAccounts, treasuryTransactions } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type TreasuryAccountRow = typeof treasuryAccounts.$inferSelect;
export type TreasuryAccountInsert = Omit<
  typeof treasuryAccounts.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export const treasuryAccountListSpec: ListSpec = {
  filters: {
    kind: { column: treasuryAccounts.kind, type: 'enum', values: treasuryAccounts.kind.enumValues },
    is_archived: { column: treasuryAccounts.is_archived, type: 'boolean' },
  },
  sorts: {
    name: treasuryAccounts.name,
    created_at: treasuryAccounts.created_at,
    accounting_code: treasuryAccounts.accounting_code,
  },
  tieBreaker: treasuryAccounts.id,
  defaultSort: 'name',
  includes: [],
  searchColumns: [
    folded(treasuryAccounts.name),
    treasuryAccounts.reference,
    treasuryAccounts.accounting_code,
  ],
};

const live = (companyId: string) =>
  and(eq(treasuryAccounts.company_id, companyId), isNull(treasuryAccounts.deleted_at)) as SQL;

export async function listTreasuryAccounts(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<TreasuryAccountRow>> {
  return paginate(
    db,
    {
      table: treasuryAccounts,
      scope: live(companyId),
      query,
      counted: { companyId, tableName: 'treasury_accounts' },
    },
    (where, limit, offset) =>
      db
        .select()
        .from(treasuryAccounts)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findTreasuryAccount(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TreasuryAccountRow | null> {
  const query = db
    .select()
    .from(treasuryAccounts)
    .where(and(live(companyId), eq(treasuryAccounts.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Live accounts of the company for a short picker (expense form, transfer dialog). */
export async function accountChoices(db: Executor, companyId: string) {
  return db
    .select({ id: treasuryAccounts.id, name: treasuryAccounts.name, kind: treasuryAccounts.kind })
    .from(treasuryAccounts)
    .where(and(live(companyId), eq(treasuryAccounts.is_archived, false)))
    .orderBy(asc(treasuryAccounts.name), asc(treasuryAccounts.id))
    .limit(200);
}

export async function insertTreasuryAccount(
  tx: Executor,
  companyId: string,
  values: TreasuryAccountInsert,
): Promise<TreasuryAccountRow> {
  const [row] = await tx
    .insert(treasuryAccounts)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateTreasuryAccountRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<TreasuryAccountInsert> & { deleted_at?: Date },
): Promise<TreasuryAccountRow> {
  const [row] = await tx
    .update(treasuryAccounts)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(treasuryAccounts.id, id)))
    .returning();
  return row!;
}

/** The company's cash account: the oldest live one, preferring one in use over an archived one. */
export async function defaultCashAccountId(db: Executor, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: treasuryAccounts.id })
    .from(treasuryAccounts)
    .where(and(live(companyId), eq(treasuryAccounts.kind, 'cash')))
    .orderBy(asc(treasuryAccounts.is_archived), asc(treasuryAccounts.created_at), asc(treasuryAccounts.id))
    .limit(1);
  return row?.id ?? null;
}

const signed = sql<string>`coalesce(sum(case when ${treasuryTransactions.direction} = 'in' then ${treasuryTransactions.amount} else -${treasuryTransactions.amount} end), 0)`;

/** Net movement per account before `until` (an index-only sum over treasury_transactions_balance_idx). */
export async function netMovements(
  db: Executor,
  companyId: string,
  accountIds: string[],
  until: Date,
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ account_id: treasuryTransactions.account_id, net: signed })
    .from(treasuryTransactions)
    .where(
      and(
        eq(treasuryTransactions.company_id, companyId),
        inArray(treasuryTransactions.account_id, accountIds),
        lt(treasuryTransactions.occurred_at, until),
        isNull(treasuryTransactions.deleted_at),
      ),
    )
    .groupBy(treasuryTransactions.account_id);
  return new Map(rows.map((r) => [r.account_id, Number(r.net)]));
}

/** What came in and went out of one account before `until`. */
export async function movementTotals(
  db: Executor,
  companyId: string,
  accountId: string,
  until: Date,
): Promise<{ total_in: number; total_out: number }> {
  const [row] = await db
    .select({
      total_in: sql<string>`coalesce(sum(${treasuryTransactions.amount}) filter (where ${treasuryTransactions.direction} = 'in'), 0)`,
      total_out: sql<string>`coalesce(sum(${treasuryTransactions.amount}) filter (where ${treasuryTransactions.direction} = 'out'), 0)`,
    })
    .from(treasuryTransactions)
    .where(
      and(
        eq(treasuryTransactions.company_id, companyId),
        eq(treasuryTransactions.account_id, accountId),
        lt(treasuryTransactions.occurred_at, until),
        isNull(treasuryTransactions.deleted_at),
      ),
    );
  return { total_in: Number(row?.total_in ?? 0), total_out: Number(row?.total_out ?? 0) };
}

export async function unreconciledCounts(
  db: Executor,
  companyId: string,
  accountIds: string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ account_id: treasuryTransactions.account_id, n: sql<number>`count(*)::int` })
    .from(treasuryTransactions)
    .where(
      and(
        eq(treasuryTransactions.company_id, companyId),
        inArray(treasuryTransactions.account_id, accountIds),
        isNull(treasuryTransactions.reconciled_at),
        isNull(treasuryTransactions.deleted_at),
      ),
    )
    .groupBy(treasuryTransactions.account_id);
  return new Map(rows.map((r) => [r.account_id, r.n]));
}

export async function hasTransactions(db: Executor, companyId: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(treasuryTransactions)
    .where(
      and(
        eq(treasuryTransactions.company_id, companyId),
        eq(treasuryTransactions.account_id, accountId),
        isNull(treasuryTransactions.deleted_at),
      ),
    );
  return row?.n ?? 0;
}

/** The payment methods whose money lands in each account. */
export async function linkedMethods(
  db: Executor,
  companyId: string,
  accountIds: string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (accountIds.length === 0) return map;
  const rows = await db
    .select({ id: paymentMethods.id, account: paymentMethods.treasury_account_id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        isNull(paymentMethods.deleted_at),
        inArray(paymentMethods.treasury_account_id, accountIds),
      ),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  for (const row of rows) {
    if (row.account) map.set(row.account, [...(map.get(row.account) ?? []), row.id]);
  }
  return map;
}

/** Live payment methods of the company among `ids`. */
export async function methodsOf(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        isNull(paymentMethods.deleted_at),
        inArray(paymentMethods.id, ids),
      ),
    );
}

/**
 * The account's payment methods become exactly `ids`: those listed move here, those no longer
 * listed are unlinked (their next payment finds an account again, see treasury-movements.ts).
 */
export async function setLinkedMethods(
  tx: Executor,
  companyId: string,
  accountId: string,
  ids: string[],
): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentMethods)
    .set({ treasury_account_id: null, updated_at: now })
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        eq(paymentMethods.treasury_account_id, accountId),
        ...(ids.length > 0 ? [notInArray(paymentMethods.id, ids)] : []),
      ),
    );
  if (ids.length > 0) {
    await tx
      .update(paymentMethods)
      .set({ treasury_account_id: accountId, updated_at: now })
      .where(and(eq(paymentMethods.company_id, companyId), inArray(paymentMethods.id, ids)));
  }
}

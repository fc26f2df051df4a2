import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { treasuryAccounts, treasuryTransactions } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type TransactionRow = typeof treasuryTransactions.$inferSelect;
export type TransactionInsert = Omit<
  typeof treasuryTransactions.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'deleted_at'
>;
export type TransactionListRow = TransactionRow & { account_name: string | null };

/** Date bounds (company days) and the reconciled flag are read by the service, not by this spec. */
export const transactionListSpec: ListSpec = {
  filters: {
    account_id: { column: treasuryTransactions.account_id, type: 'uuid' },
    direction: {
      column: treasuryTransactions.direction,
      type: 'enum',
      values: treasuryTransactions.direction.enumValues,
    },
    source: {
      column: treasuryTransactions.source,
      type: 'enum',
      values: treasuryTransactions.source.enumValues,
    },
    source_id: { column: treasuryTransactions.source_id, type: 'uuid' },
  },
  sorts: {
    occurred_at: treasuryTransactions.occurred_at,
    amount: treasuryTransactions.amount,
    created_at: treasuryTransactions.created_at,
  },
  tieBreaker: treasuryTransactions.id,
  defaultSort: '-occurred_at',
  includes: [],
  searchColumns: [
    folded(treasuryTransactions.label),
    treasuryTransactions.reference,
    folded(treasuryTransactions.notes),
  ],
};

const live = (companyId: string) =>
  and(eq(treasuryTransactions.company_id, companyId), isNull(treasuryTransactions.deleted_at)) as SQL;

export async function listTransactions(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<TransactionListRow>> {
  return paginate(
    db,
    {
      table: treasuryTransactions,
      scope: live(companyId),
      query,
      counted: { companyId, tableName: 'treasury_transactions' },
    },
    async (where, limit, offset) => {
      const rows = await db
        .select({ row: treasuryTransactions, account_name: treasuryAccounts.name })
        .from(treasuryTransactions)
        .leftJoin(treasuryAccounts, eq(treasuryAccounts.id, treasuryTransactions.account_id))
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r.row, account_name: r.account_name }));
    },
  );
}

export async function findTransaction(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TransactionListRow | null> {
  const query = db
    .select({ row: treasuryTransactions, account_name: treasuryAccounts.name })
    .from(treasuryTransactions)
    .leftJoin(treasuryAccounts, eq(treasuryAccounts.id, treasuryTransactions.account_id))
    .where(and(live(companyId), eq(treasuryTransactions.id, id)))
    .limit(1);
  const [found] = options.lock ? await query.for('update', { of: treasuryTransactions }) : await query;
  return found ? { ...found.row, account_name: found.account_name } : null;
}

/** The live rows a document moved (a transfer's two legs, a payment and its reversal), oldest first. */
export async function transactionsOfSource(
  db: Executor,
  companyId: string,
  source: TransactionRow['source'],
  sourceId: string,
  options: { lock?: boolean } = {},
): Promise<TransactionRow[]> {
  const query = db
    .select()
    .from(treasuryTransactions)
    .where(
      and(
        live(companyId),
        eq(treasuryTransactions.source, source),
        eq(treasuryTransactions.source_id, sourceId),
      ),
    )
    .orderBy(asc(treasuryTransactions.created_at), asc(treasuryTransactions.id));
  return options.lock ? query.for('update') : query;
}

export async function insertTransactions(
  tx: Executor,
  values: TransactionInsert[],
): Promise<TransactionRow[]> {
  if (values.length === 0) return [];
  return tx.insert(treasuryTransactions).values(values).returning();
}

export async function updateTransactionRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<TransactionInsert> & { deleted_at?: Date },
): Promise<TransactionRow> {
  const [row] = await tx
    .update(treasuryTransactions)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(treasuryTransactions.id, id)))
    .returning();
  return row!;
}

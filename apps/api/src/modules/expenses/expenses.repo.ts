import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  expenses,
  mediaFiles,
  paymentMethods,
  suppliers,
  taxes,
  treasuryAccounts,
} from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseInsert = Omit<
  typeof expenses.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'deleted_at'
>;
export type ExpenseListRow = ExpenseRow & {
  supplier_name: string | null;
  treasury_account_name: string | null;
  receipt: { id: string; storage_key: string; content_type: string } | null;
};
export type TaxRow = typeof taxes.$inferSelect;

/** Dates, payee and overdue are read by the service (company days, text match), not by this spec. */
export const expenseListSpec: ListSpec = {
  filters: {
    category: { column: expenses.category, type: 'enum', values: expenses.category.enumValues },
    item_category: {
      column: expenses.item_category,
      type: 'enum',
      values: expenses.item_category.enumValues,
    },
    status: { column: expenses.status, type: 'enum', values: expenses.status.enumValues },
    supplier_id: { column: expenses.supplier_id, type: 'uuid' },
    treasury_account_id: { column: expenses.treasury_account_id, type: 'uuid' },
    payment_method_id: { column: expenses.payment_method_id, type: 'uuid' },
    recurring_expense_id: { column: expenses.recurring_expense_id, type: 'uuid' },
    nature: { column: expenses.nature, type: 'text' },
  },
  sorts: {
    date: expenses.date,
    amount: expenses.amount,
    due_date: expenses.due_date,
    created_at: expenses.created_at,
  },
  tieBreaker: expenses.id,
  defaultSort: '-date',
  includes: [],
  searchColumns: [folded(expenses.label), folded(expenses.payee), folded(expenses.notes)],
};

const live = (companyId: string) =>
  and(eq(expenses.company_id, companyId), isNull(expenses.deleted_at)) as SQL;

function joined(db: Executor) {
  return db
    .select({
      row: expenses,
      supplier_name: suppliers.name,
      treasury_account_name: treasuryAccounts.name,
      receipt_id: mediaFiles.id,
      receipt_key: mediaFiles.storage_key,
      receipt_type: mediaFiles.content_type,
    })
    .from(expenses)
    .leftJoin(suppliers, eq(suppliers.id, expenses.supplier_id))
    .leftJoin(treasuryAccounts, eq(treasuryAccounts.id, expenses.treasury_account_id))
    .leftJoin(mediaFiles, and(eq(mediaFiles.id, expenses.receipt_media_id), isNull(mediaFiles.deleted_at)));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const toListRow = (r: Joined): ExpenseListRow => ({
  ...r.row,
  supplier_name: r.supplier_name,
  treasury_account_name: r.treasury_account_name,
  receipt:
    r.receipt_id && r.receipt_key && r.receipt_type
      ? { id: r.receipt_id, storage_key: r.receipt_key, content_type: r.receipt_type }
      : null,
});

export async function listExpenses(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<ExpenseListRow>> {
  return paginate(
    db,
    { table: expenses, scope: live(companyId), query, counted: { companyId, tableName: 'expenses' } },
    async (where, limit, offset) =>
      (
        await joined(db)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toListRow),
  );
}

export async function findExpense(
  db: Executor,
  companyId: string,
  id: string,
): Promise<ExpenseListRow | null> {
  const [row] = await joined(db)
    .where(and(live(companyId), eq(expenses.id, id)))
    .limit(1);
  return row ? toListRow(row) : null;
}

export async function lockExpense(tx: Executor, companyId: string, id: string): Promise<ExpenseRow | null> {
  const [row] = await tx
    .select()
    .from(expenses)
    .where(and(live(companyId), eq(expenses.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertExpense(tx: Executor, values: ExpenseInsert): Promise<ExpenseRow> {
  const [row] = await tx.insert(expenses).values(values).returning();
  return row!;
}

/** A scheduler's insert: nothing when this occurrence of the template already exists (returns null). */
export async function insertOccurrence(tx: Executor, values: ExpenseInsert): Promise<ExpenseRow | null> {
  const [row] = await tx
    .insert(expenses)
    .values(values)
    .onConflictDoNothing({
      target: [expenses.recurring_expense_id, expenses.occurrence_date],
      where: sql`recurring_expense_id is not null`,
    })
    .returning();
  return row ?? null;
}

export async function updateExpenseRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<ExpenseInsert> & { deleted_at?: Date },
): Promise<ExpenseRow> {
  const [row] = await tx
    .update(expenses)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(expenses.id, id)))
    .returning();
  return row!;
}

/** The company's taxes among `ids`: live ones, and also deleted ones in `keep` (already on the expense). */
export async function taxesByIds(
  db: Executor,
  companyId: string,
  ids: string[],
  keep: string[] = [],
): Promise<TaxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(taxes)
    .where(
      and(
        eq(taxes.company_id, companyId),
        inArray(taxes.id, ids),
        keep.length > 0 ? or(isNull(taxes.deleted_at), inArray(taxes.id, keep)) : isNull(taxes.deleted_at),
      ),
    );
}

export async function liveSupplier(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.company_id, companyId), eq(suppliers.id, id), isNull(suppliers.deleted_at)))
    .limit(1);
  return row !== undefined;
}

export async function activeMethod(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        eq(paymentMethods.id, id),
        isNull(paymentMethods.deleted_at),
        eq(paymentMethods.is_active, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function receiptFile(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.company_id, companyId), eq(mediaFiles.id, id), isNull(mediaFiles.deleted_at)))
    .limit(1);
  return row ?? null;
}

/** The receipt now belongs to the expense (media library filters by model and id). */
export async function attachReceipt(tx: Executor, companyId: string, mediaId: string, expenseId: string) {
  await tx
    .update(mediaFiles)
    .set({ model: 'expenses', model_id: expenseId, updated_at: new Date() })
    .where(and(eq(mediaFiles.company_id, companyId), eq(mediaFiles.id, mediaId)));
}

/** What the quick-add form may offer: active payment methods and live active taxes. */
export async function formChoices(db: Executor, companyId: string) {
  const [methods, taxList] = await Promise.all([
    db
      .select({
        id: paymentMethods.id,
        name: paymentMethods.name,
        kind: paymentMethods.kind,
        is_default: paymentMethods.is_default,
        treasury_account_id: paymentMethods.treasury_account_id,
      })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.company_id, companyId),
          isNull(paymentMethods.deleted_at),
          eq(paymentMethods.is_active, true),
        ),
      )
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
    db
      .select()
      .from(taxes)
      .where(and(eq(taxes.company_id, companyId), isNull(taxes.deleted_at), eq(taxes.is_active, true)))
      .orderBy(asc(taxes.tax_order), asc(taxes.id)),
  ]);
  return { methods, taxes: taxList };
}

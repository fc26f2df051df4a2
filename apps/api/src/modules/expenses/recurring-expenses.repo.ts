import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, recurringExpenses } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type RecurringExpenseRow = typeof recurringExpenses.$inferSelect;
export type RecurringExpenseInsert = Omit<
  typeof recurringExpenses.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export const recurringExpenseListSpec: ListSpec = {
  filters: {
    category: {
      column: recurringExpenses.category,
      type: 'enum',
      values: recurringExpenses.category.enumValues,
    },
    frequency: {
      column: recurringExpenses.frequency,
      type: 'enum',
      values: recurringExpenses.frequency.enumValues,
    },
    is_active: { column: recurringExpenses.is_active, type: 'boolean' },
  },
  sorts: {
    next_run_on: recurringExpenses.next_run_on,
    label: recurringExpenses.label,
    amount: recurringExpenses.amount,
    created_at: recurringExpenses.created_at,
  },
  tieBreaker: recurringExpenses.id,
  defaultSort: 'next_run_on',
  includes: [],
  searchColumns: [folded(recurringExpenses.label), folded(recurringExpenses.payee)],
};

const live = (companyId: string) =>
  and(eq(recurringExpenses.company_id, companyId), isNull(recurringExpenses.deleted_at)) as SQL;

export async function listRecurringExpenses(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<RecurringExpenseRow>> {
  return paginate(
    db,
    {
      table: recurringExpenses,
      scope: live(companyId),
      query,
      counted: { companyId, tableName: 'recurring_expenses' },
    },
    (where, limit, offset) =>
      db
        .select()
        .from(recurringExpenses)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findRecurringExpense(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RecurringExpenseRow | null> {
  const query = db
    .select()
    .from(recurringExpenses)
    .where(and(live(companyId), eq(recurringExpenses.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertRecurringExpense(
  tx: Executor,
  values: RecurringExpenseInsert,
): Promise<RecurringExpenseRow> {
  const [row] = await tx.insert(recurringExpenses).values(values).returning();
  return row!;
}

export async function updateRecurringExpenseRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<RecurringExpenseInsert> & { deleted_at?: Date },
): Promise<RecurringExpenseRow> {
  const [row] = await tx
    .update(recurringExpenses)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(recurringExpenses.id, id)))
    .returning();
  return row!;
}

/**
 * Live templates whose next occurrence has come in their company's calendar (at `now`), for the
 * scheduler; one company's when `companyId` is given.
 */
export async function dueTemplateIds(
  db: Executor,
  now: Date,
  companyId: string | null,
  limit = 500,
): Promise<string[]> {
  const rows = await db
    .select({ id: recurringExpenses.id })
    .from(recurringExpenses)
    .innerJoin(companies, eq(companies.id, recurringExpenses.company_id))
    .where(
      and(
        eq(recurringExpenses.is_active, true),
        isNull(recurringExpenses.deleted_at),
        isNotNull(recurringExpenses.next_run_on),
        sql`${recurringExpenses.next_run_on} <= (${now.toISOString()}::timestamptz at time zone ${companies.timezone})::date`,
        ...(companyId ? [eq(recurringExpenses.company_id, companyId)] : []),
      ),
    )
    .orderBy(asc(recurringExpenses.next_run_on), asc(recurringExpenses.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The template, locked for this run; null when another run holds it (or it is gone or stopped). */
export async function claimTemplate(tx: Executor, id: string): Promise<RecurringExpenseRow | null> {
  const [row] = await tx
    .select()
    .from(recurringExpenses)
    .where(
      and(
        eq(recurringExpenses.id, id),
        eq(recurringExpenses.is_active, true),
        isNull(recurringExpenses.deleted_at),
      ),
    )
    .for('update', { skipLocked: true });
  return row ?? null;
}

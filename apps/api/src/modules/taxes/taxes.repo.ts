import { and, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taxes } from '../../db/schema/index.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type TaxRow = typeof taxes.$inferSelect;
export type TaxInsert = Omit<
  typeof taxes.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'deleted_at'
>;

/** Which rows a list shows: live ones (default), live and deleted, or deleted only. */
export type Trashed = 'without' | 'with' | 'only';

export const taxListSpec: ListSpec = {
  filters: {
    is_active: { column: taxes.is_active, type: 'boolean' },
    is_default: { column: taxes.is_default, type: 'boolean' },
    is_withholding: { column: taxes.is_withholding, type: 'boolean' },
  },
  sorts: { tax_order: taxes.tax_order, code: taxes.code, label: taxes.label, created_at: taxes.created_at },
  tieBreaker: taxes.id,
  defaultSort: 'tax_order',
  includes: [],
  searchColumns: [taxes.code, folded(taxes.label)],
};

const ofCompany = (companyId: string) => eq(taxes.company_id, companyId);
const live = (companyId: string) => and(ofCompany(companyId), isNull(taxes.deleted_at)) as SQL;

function scopeOf(companyId: string, trashed: Trashed): SQL {
  if (trashed === 'with') return ofCompany(companyId);
  if (trashed === 'only') return and(ofCompany(companyId), isNotNull(taxes.deleted_at)) as SQL;
  return live(companyId);
}

export async function listTaxes(
  db: Executor,
  companyId: string,
  query: ListQuery,
  trashed: Trashed,
): Promise<Page<TaxRow>> {
  return paginate(
    db,
    {
      table: taxes,
      scope: scopeOf(companyId, trashed),
      query,
      // the row counter counts live rows only
      counted: trashed === 'without' ? { companyId, tableName: 'taxes' } : null,
    },
    (where, limit, offset) =>
      db
        .select()
        .from(taxes)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

/** A tax of the company; deleted ones only when asked (old orders still show them). */
export async function findTax(
  db: Executor,
  companyId: string,
  id: string,
  options: { withDeleted?: boolean } = {},
): Promise<TaxRow | null> {
  const [row] = await db
    .select()
    .from(taxes)
    .where(and(options.withDeleted ? ofCompany(companyId) : live(companyId), eq(taxes.id, id)))
    .limit(1);
  return row ?? null;
}

/** Serialises tax writes of one company, so two requests cannot both take a free code. */
export async function lockTaxCodes(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`taxes:${companyId}`}))`);
}

export async function taxCodeTaken(
  db: Executor,
  companyId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(live(companyId), eq(taxes.code, code), exceptId ? ne(taxes.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertTax(tx: Executor, companyId: string, values: TaxInsert): Promise<TaxRow> {
  const [row] = await tx
    .insert(taxes)
    .values({ ...values, company_id: companyId })
    .returning();
  return row!;
}

export async function updateTax(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<TaxInsert>,
): Promise<TaxRow> {
  const [row] = await tx
    .update(taxes)
    .set({ ...values, updated_at: new Date() })
    .where(and(live(companyId), eq(taxes.id, id)))
    .returning();
  return row!;
}

export async function softDeleteTax(tx: Executor, companyId: string, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(taxes)
    .set({ deleted_at: now, updated_at: now })
    .where(and(live(companyId), eq(taxes.id, id)));
}

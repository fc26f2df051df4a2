import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { importBatches } from '../../db/schema/media.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';

export type ImportBatchRow = typeof importBatches.$inferSelect;

export const importListSpec: ListSpec = {
  filters: {
    status: { column: importBatches.status, type: 'enum', values: ['uploaded', 'previewed', 'committed'] },
    kind: { column: importBatches.kind, type: 'text' },
  },
  sorts: { created_at: importBatches.created_at },
  tieBreaker: importBatches.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [importBatches.filename],
};

const mine = (companyId: string) => eq(importBatches.company_id, companyId) as SQL;

export async function listImportBatches(
  db: Executor,
  companyId: string,
  query: ListQuery,
): Promise<Page<ImportBatchRow>> {
  return paginate(
    db,
    { table: importBatches, scope: mine(companyId), query, counted: null },
    (where, limit, offset) =>
      db
        .select()
        .from(importBatches)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function insertImportBatch(
  db: Executor,
  values: Pick<
    typeof importBatches.$inferInsert,
    'company_id' | 'kind' | 'filename' | 'content' | 'mapping' | 'row_count' | 'created_by'
  >,
): Promise<ImportBatchRow> {
  const [row] = await db.insert(importBatches).values(values).returning();
  return row!;
}

/** The batch; `lock` takes it FOR UPDATE so two commits of one file cannot both run. */
export async function findImportBatch(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportBatchRow | null> {
  const query = db
    .select()
    .from(importBatches)
    .where(and(mine(companyId), eq(importBatches.id, id)))
    .limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateImportBatch(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<Pick<ImportBatchRow, 'status' | 'mapping' | 'row_count' | 'error_count' | 'committed_at'>>,
): Promise<ImportBatchRow> {
  const [row] = await db
    .update(importBatches)
    .set({ ...values, updated_at: new Date() })
    .where(and(mine(companyId), eq(importBatches.id, id)))
    .returning();
  return row!;
}

/** Which of `handles` live products of the company already use. */
export async function existingHandles(
  db: Executor,
  companyId: string,
  handles: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < handles.length; i += 1000) {
    const rows = await db
      .select({ handle: products.handle })
      .from(products)
      .where(
        and(
          eq(products.company_id, companyId),
          isNull(products.deleted_at),
          inArray(products.handle, handles.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) found.add(r.handle);
  }
  return found;
}

/** Which of `skus` live variants already use (exact match, as the unique index compares). */
export async function existingSkus(db: Executor, companyId: string, skus: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < skus.length; i += 1000) {
    const rows = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.company_id, companyId),
          isNull(productVariants.deleted_at),
          inArray(productVariants.sku, skus.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) if (r.sku) found.add(r.sku);
  }
  return found;
}

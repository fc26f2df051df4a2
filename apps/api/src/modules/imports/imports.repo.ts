import { type CatalogueProduct, supplierKey } from '@comptoir/core';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, suppliers } from '../../db/schema/catalog.ts';
import { importBatches } from '../../db/schema/media.ts';
import { folded, type ListQuery, type ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { liveProducts, optionsOf, variantsOf } from '../products/products.repo.ts';

export type ImportBatchRow = typeof importBatches.$inferSelect;
/** What a batch imports: the column `kind` of import_batches. */
export type ImportKind = 'products' | 'customers';

export const importListSpec: ListSpec = {
  filters: {
    status: { column: importBatches.status, type: 'enum', values: ['uploaded', 'previewed', 'committed'] },
    kind: { column: importBatches.kind, type: 'text' },
  },
  sorts: { created_at: importBatches.created_at },
  tieBreaker: importBatches.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [folded(importBatches.filename)],
};

const mine = (companyId: string) => eq(importBatches.company_id, companyId) as SQL;

/** A page of the company's batches of the given kinds (none when `kinds` is empty). */
export async function listImportBatches(
  db: Executor,
  companyId: string,
  query: ListQuery,
  kinds: readonly ImportKind[],
): Promise<Page<ImportBatchRow>> {
  const scope = and(mine(companyId), inArray(importBatches.kind, [...kinds])) as SQL;
  return paginate(db, { table: importBatches, scope, query, counted: null }, (where, limit, offset) =>
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

/**
 * The batch of this kind (a customer batch is not found among product batches, and the other way
 * round); `lock` takes it FOR UPDATE so two commits of one file cannot both run.
 */
export async function findImportBatch(
  db: Executor,
  companyId: string,
  kind: ImportKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportBatchRow | null> {
  const query = db
    .select()
    .from(importBatches)
    .where(and(mine(companyId), eq(importBatches.kind, kind), eq(importBatches.id, id)))
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

const CHUNK = 1000;

/**
 * The company's live products among `handles`, with their options and live variants, as the import
 * compares them. `lock` takes the products FOR UPDATE (the commit), after lockVariantCodes.
 */
export async function catalogueByHandles(
  db: Executor,
  companyId: string,
  handles: string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, CatalogueProduct>> {
  const catalogue = new Map<string, CatalogueProduct>();
  const wanted = [...new Set(handles)];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const query = db
      .select()
      .from(products)
      .where(and(liveProducts(companyId), inArray(products.handle, wanted.slice(i, i + CHUNK))));
    const rows = options.lock ? await query.for('update') : await query;
    const ids = rows.map((row) => row.id);
    const [variants, optionRows] = [
      await variantsOf(db, companyId, ids),
      await optionsOf(db, companyId, ids),
    ];
    for (const row of rows) {
      catalogue.set(row.handle, {
        id: row.id,
        handle: row.handle,
        title: row.title,
        type: row.type,
        status: row.status,
        description: row.description,
        tags: row.tags,
        supplier_id: row.supplier_id,
        options: optionRows
          .filter((o) => o.product_id === row.id)
          .map((o) => ({ name: o.name, values: o.values })),
        variants: variants
          .filter((v) => v.product_id === row.id)
          .map((v) => ({
            id: v.id,
            title: v.title,
            option1: v.option1,
            option2: v.option2,
            option3: v.option3,
            sku: v.sku,
            barcode: v.barcode,
            price: Number(v.price),
            compare_at_price: v.compare_at_price === null ? null : Number(v.compare_at_price),
            cost: v.cost === null ? null : Number(v.cost),
            weight_grams: v.weight_grams,
            reorder_point: v.reorder_point,
            quantity: v.quantity,
          })),
      });
    }
  }
  return catalogue;
}

/** Live supplier ids of the company by supplierKey(name), oldest first, for `names` in any case. */
export async function suppliersByNames(
  db: Executor,
  companyId: string,
  names: string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const wanted = [...new Set(names.map(supplierKey))];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(
        and(
          eq(suppliers.company_id, companyId),
          isNull(suppliers.deleted_at),
          inArray(sql`lower(trim(${suppliers.name}))`, wanted.slice(i, i + CHUNK)),
        ),
      )
      .orderBy(asc(suppliers.created_at));
    for (const row of rows) {
      const key = supplierKey(row.name);
      found.set(key, [...(found.get(key) ?? []), row.id]);
    }
  }
  return found;
}

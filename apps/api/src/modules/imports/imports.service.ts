import {
  type ColumnMapping,
  can,
  getCurrency,
  guessMapping,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_PRODUCTS,
  type ImportBatch,
  type ImportCommitInput,
  type ImportPreview,
  type ImportProduct,
  type ImportRowError,
  type ImportUpload,
  type Locale,
  mappingErrors,
  moneyDecimals,
  validateProductRows,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { t } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompany } from '../company/company.repo.ts';
import { lockBarcodes, takenBarcodes } from '../products/variant-codes.ts';
import { defaultWarehouseId } from '../shops/shops.repo.ts';
import { applyMovements, type MovementInput } from '../stock/stock-ledger.ts';
import { findWarehouse } from '../warehouses/warehouses.repo.ts';
import { type ParsedCsv, parseCsv } from './csv-parse.ts';
import { insertImportedProduct } from './import-products.ts';
import {
  existingHandles,
  existingSkus,
  findImportBatch,
  type ImportBatchRow,
  insertImportBatch,
  listImportBatches,
  updateImportBatch,
} from './imports.repo.ts';

/** A product handle or SKU taken by someone else between the analysis and the insert. */
function catalogueRace(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return (
    inner?.code === '23505' &&
    /products_company_handle_uq|product_variants_company_sku_uq/.test(inner.constraint ?? '')
  );
}

const batchNotFound = () => new AppError('not_found', { resource: 'resource.import' });
const alreadyCommitted = () =>
  new AppError('invalid_transition', { resource: 'resource.import', from: 'committed', to: 'committed' });

interface Analysis {
  parsed: ParsedCsv;
  rowCount: number;
  products: ImportProduct[];
  errors: ImportRowError[];
}

function parsedOf(row: ImportBatchRow): ParsedCsv {
  return parseCsv(row.content) ?? { delimiter: ',', headers: [], rows: [] };
}

async function currencyPrecision(db: Executor, companyId: string): Promise<number> {
  const company = await findCompany(db, companyId);
  return moneyDecimals(getCurrency(company?.currency ?? 'USD'));
}

/** Every row error of the file under `mapping`, including handles, SKUs and barcodes the company already uses. */
async function analyse(
  db: Executor,
  companyId: string,
  row: ImportBatchRow,
  mapping: ColumnMapping,
): Promise<Analysis> {
  const parsed = parsedOf(row);
  const result = validateProductRows(
    parsed.headers,
    parsed.rows,
    mapping,
    await currencyPrecision(db, companyId),
  );
  const handles = await existingHandles(
    db,
    companyId,
    result.products.map((p) => p.handle),
  );
  const skus = await existingSkus(
    db,
    companyId,
    result.products.flatMap((p) => p.variants.flatMap((v) => (v.sku ? [v.sku] : []))),
  );
  const barcodes = await takenBarcodes(
    db,
    companyId,
    result.products.flatMap((p) => p.variants.flatMap((v) => (v.barcode ? [v.barcode] : []))),
  );
  const errors = [...result.errors];
  const products: ImportProduct[] = [];
  for (const product of result.products) {
    const before = errors.length;
    if (handles.has(product.handle)) {
      errors.push({
        row: product.row,
        field: mapping.handle ? 'handle' : 'title',
        code: 'import.handle_exists',
        params: { value: product.handle },
      });
    }
    for (const variant of product.variants) {
      if (variant.sku && skus.has(variant.sku)) {
        errors.push({
          row: variant.row,
          field: 'sku',
          code: 'import.sku_exists',
          params: { value: variant.sku },
        });
      }
      if (variant.barcode && barcodes.has(variant.barcode)) {
        errors.push({
          row: variant.row,
          field: 'barcode',
          code: 'import.barcode_exists',
          params: { value: variant.barcode },
        });
      }
    }
    if (errors.length === before) products.push(product);
  }
  errors.sort((a, b) => a.row - b.row);
  return { parsed, rowCount: result.rowCount, products, errors };
}

const errorRows = (errors: ImportRowError[]) => new Set(errors.map((e) => e.row)).size;

function previewOf(analysis: Analysis, locale: Locale): ImportPreview {
  const variants = analysis.products.flatMap((p) => p.variants);
  return {
    row_count: analysis.rowCount,
    valid_count: Math.max(
      0,
      analysis.rowCount - errorRows(analysis.errors.filter((e) => e.field !== 'file')),
    ),
    product_count: analysis.products.length,
    variant_count: variants.length,
    opening_stock: variants.some((v) => v.quantity > 0),
    errors: analysis.errors.map((e) => ({
      row: e.row,
      field: e.field,
      code: e.code,
      message: t(locale, e.code, e.params ?? {}),
    })),
    products: analysis.products.slice(0, IMPORT_PREVIEW_PRODUCTS).map((p) => ({
      row: p.row,
      handle: p.handle,
      title: p.title,
      type: p.type,
      status: p.status,
      tags: p.tags,
      options: p.options,
      variants: p.variants.map((v) => ({
        row: v.row,
        title: v.title,
        sku: v.sku,
        barcode: v.barcode,
        price: v.price,
        compare_at_price: v.compare_at_price,
        cost: v.cost,
        quantity: v.quantity,
      })),
    })),
  };
}

export function toImportBatchDto(
  row: ImportBatchRow,
  parsed: ParsedCsv,
  preview: ImportPreview | null,
): ImportBatch {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    filename: row.filename,
    delimiter: parsed.delimiter,
    columns: parsed.headers,
    mapping: row.mapping as ColumnMapping,
    row_count: row.row_count,
    error_count: row.error_count,
    committed_at: row.committed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    preview,
  };
}

/** Cost prices are shown only to roles holding products.cost. */
function withoutCost(preview: ImportPreview | null, scope: Scope): ImportPreview | null {
  if (!preview || can(scope.role, 'products.cost')) return preview;
  return {
    ...preview,
    products: preview.products.map((p) => ({
      ...p,
      variants: p.variants.map((v) => ({ ...v, cost: null })),
    })),
  };
}

export async function uploadImport(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ImportUpload,
): Promise<ImportBatch> {
  if (Buffer.byteLength(input.content, 'utf8') > IMPORT_MAX_BYTES) throw new AppError('payload_too_large');
  const parsed = parseCsv(input.content);
  if (!parsed) throw new AppError('validation_failed', {}, { content: ['import.unreadable'] });
  const row = await insertImportBatch(ctx.db, {
    company_id: scope.companyId,
    kind: 'products',
    filename: input.filename ?? null,
    content: input.content.replace(/^\uFEFF/, ''),
    mapping: guessMapping(parsed.headers),
    row_count: parsed.rows.length,
    created_by: actorId,
  });
  return toImportBatchDto(row, parsed, null);
}

export async function listImports(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<ImportBatch>> {
  const page = await listImportBatches(ctx.db, scope.companyId, query);
  // The list does not re-read every file: columns and preview come with GET /imports/:id.
  const empty: ParsedCsv = { delimiter: '', headers: [], rows: [] };
  return { meta: page.meta, rows: page.rows.map((row) => toImportBatchDto(row, empty, null)) };
}

export async function getImport(
  ctx: AppContext,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<ImportBatch> {
  const row = await findImportBatch(ctx.db, scope.companyId, id);
  if (!row) throw batchNotFound();
  if (row.status !== 'previewed') return toImportBatchDto(row, parsedOf(row), null);
  const analysis = await analyse(ctx.db, scope.companyId, row, row.mapping as ColumnMapping);
  return toImportBatchDto(row, analysis.parsed, withoutCost(previewOf(analysis, locale), scope));
}

/** Sets the column mapping (or keeps the current one) and answers the preview with every bad row. */
export async function previewImport(
  ctx: AppContext,
  scope: Scope,
  id: string,
  mappingInput: ColumnMapping | undefined,
  locale: Locale,
): Promise<ImportBatch> {
  const current = await findImportBatch(ctx.db, scope.companyId, id);
  if (!current) throw batchNotFound();
  if (current.status === 'committed') throw alreadyCommitted();
  const mapping = mappingInput ?? (current.mapping as ColumnMapping);
  const parsed = parsedOf(current);
  const problems = mappingErrors(mapping, parsed.headers);
  if (Object.keys(problems).length > 0) {
    throw new AppError(
      'validation_failed',
      {},
      Object.fromEntries(Object.entries(problems).map(([field, key]) => [`mapping.${field}`, [key]])),
    );
  }
  const analysis = await analyse(ctx.db, scope.companyId, current, mapping);
  const row = await updateImportBatch(ctx.db, scope.companyId, id, {
    mapping,
    status: 'previewed',
    row_count: analysis.rowCount,
    error_count: errorRows(analysis.errors),
  });
  return toImportBatchDto(row, analysis.parsed, withoutCost(previewOf(analysis, locale), scope));
}

/**
 * All or nothing: the file is analysed again inside the transaction (the catalogue may have changed
 * since the preview); any row error refuses the whole file with import_has_errors and nothing is
 * written. Otherwise every product is created and opening stock is posted as `opening` movements
 * into one warehouse, all in one transaction.
 */
export async function commitImport(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  input: ImportCommitInput,
  locale: Locale,
): Promise<ImportBatch> {
  const { companyId } = scope;
  try {
    return await ctx.db.transaction(async (tx: Tx) => {
      const batch = await findImportBatch(tx, companyId, id, { lock: true });
      if (!batch) throw batchNotFound();
      if (batch.status === 'committed') throw alreadyCommitted();
      const mapping = batch.mapping as ColumnMapping;
      const problems = mappingErrors(mapping, parsedOf(batch).headers);
      if (Object.keys(problems).length > 0) {
        throw new AppError(
          'validation_failed',
          {},
          Object.fromEntries(Object.entries(problems).map(([field, key]) => [`mapping.${field}`, [key]])),
        );
      }
      // Barcodes have no unique index: the analysis below must not interleave with another writer.
      await lockBarcodes(tx, companyId);
      const analysis = await analyse(tx, companyId, batch, mapping);
      if (analysis.errors.length > 0) {
        throw new AppError('import_has_errors', { count: errorRows(analysis.errors) });
      }
      const stocked = analysis.products.some((p) => p.variants.some((v) => v.quantity > 0));
      let warehouseId: string | null = null;
      if (stocked) {
        if (!can(scope.role, 'stocks.create'))
          throw new AppError('forbidden', { permission: 'stocks.create' });
        warehouseId = input.warehouse_id ?? (await defaultWarehouseId(tx, companyId));
        if (!warehouseId || !(await findWarehouse(tx, companyId, warehouseId))) {
          throw new AppError('validation_failed', {}, { warehouse_id: ['unknown_warehouse'] });
        }
      }
      const movements: MovementInput[] = [];
      let variantCount = 0;
      const seesCost = can(scope.role, 'products.cost');
      for (const product of analysis.products) {
        // Without products.cost a cost column is not written (as in the product editor).
        if (!seesCost) for (const v of product.variants) v.cost = null;
        const variantIds = await insertImportedProduct(tx, companyId, actorId, product);
        variantCount += variantIds.length;
        product.variants.forEach((variant, i) => {
          if (variant.quantity > 0 && warehouseId) {
            movements.push({
              warehouseId,
              variantId: variantIds[i]!,
              direction: 'inbound',
              quantity: variant.quantity,
              reason: 'opening',
              referenceType: 'import_batch',
              referenceId: id,
            });
          }
        });
      }
      await applyMovements(tx, companyId, actorId, movements);
      const row = await updateImportBatch(tx, companyId, id, {
        status: 'committed',
        committed_at: new Date(),
        row_count: analysis.rowCount,
        error_count: 0,
      });
      await recordEvent(tx, {
        companyId,
        type: 'import.committed',
        subjectId: id,
        actorUserId: actorId,
        payload: {
          kind: batch.kind,
          products: analysis.products.length,
          variants: variantCount,
          movements: movements.length,
          warehouse_id: warehouseId,
        },
      });
      return toImportBatchDto(row, analysis.parsed, withoutCost(previewOf(analysis, locale), scope));
    });
  } catch (error) {
    // A product or SKU created by someone else between our check and our insert.
    if (catalogueRace(error)) throw new AppError('import_has_errors', { count: 1 });
    throw error;
  }
}

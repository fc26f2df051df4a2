import {
  type ColumnMapping,
  can,
  guessMapping,
  type ImportBatch,
  type ImportCommitInput,
  type ImportPreview,
  type ImportUpload,
  type Locale,
  mappingErrors,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { lockVariantCodes } from '../products/variant-codes.ts';
import { defaultWarehouseId } from '../shops/shops.repo.ts';
import { applyMovements, type MovementInput } from '../stock/stock-ledger.ts';
import { findWarehouse } from '../warehouses/warehouses.repo.ts';
import type { ParsedCsv } from './csv-parse.ts';
import { analyse, errorRowCount, previewOf } from './import-analysis.ts';
import {
  assertMapping,
  batchFields,
  batchPage,
  findBatch,
  openBatch,
  parsedOf,
  uploadBatch,
} from './import-batches.ts';
import { importableKinds } from './import-kinds.ts';
import { insertImportedProduct } from './import-products.ts';
import { type ImportBatchRow, updateImportBatch } from './imports.repo.ts';
import { releaseChangedSkus, updateImportedProduct } from './update-imported-product.ts';

/** A product handle or SKU taken by someone else between the analysis and the write. */
function catalogueRace(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return (
    inner?.code === '23505' &&
    /products_company_handle_uq|product_variants_company_sku_uq/.test(inner.constraint ?? '')
  );
}

const allowed = (scope: Scope, permission: string) =>
  scope.role === 'super_admin' || can(scope.role, permission);

export function toImportBatchDto(
  row: ImportBatchRow,
  parsed: ParsedCsv,
  preview: ImportPreview | null,
): ImportBatch {
  return { ...batchFields(row, parsed), mapping: row.mapping as ColumnMapping, preview };
}

export async function uploadImport(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ImportUpload,
): Promise<ImportBatch> {
  const { row, parsed } = await uploadBatch(ctx, scope, actorId, input, 'products', guessMapping);
  return toImportBatchDto(row, parsed, null);
}

/** Batches of every kind the user may import (the route refuses a user who may import none). */
export async function listImports(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<ImportBatch>> {
  const kinds = importableKinds((permission) => allowed(scope, permission));
  return batchPage(ctx.db, scope.companyId, query, kinds, toImportBatchDto);
}

export async function getImport(
  ctx: AppContext,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<ImportBatch> {
  const row = await findBatch(ctx.db, scope.companyId, 'products', id);
  if (row.status !== 'previewed') return toImportBatchDto(row, parsedOf(row), null);
  const analysis = await analyse(ctx.db, scope, row, row.mapping as ColumnMapping);
  return toImportBatchDto(row, analysis.parsed, previewOf(analysis, locale));
}

/** Sets the column mapping (or keeps the current one) and answers the preview with every bad row. */
export async function previewImport(
  ctx: AppContext,
  scope: Scope,
  id: string,
  mappingInput: ColumnMapping | undefined,
  locale: Locale,
): Promise<ImportBatch> {
  const current = await openBatch(ctx.db, scope.companyId, 'products', id);
  const mapping = mappingInput ?? (current.mapping as ColumnMapping);
  assertMapping(mappingErrors(mapping, parsedOf(current).headers));
  const analysis = await analyse(ctx.db, scope, current, mapping);
  const row = await updateImportBatch(ctx.db, scope.companyId, id, {
    mapping,
    status: 'previewed',
    row_count: analysis.rowCount,
    error_count: errorRowCount(analysis),
  });
  return toImportBatchDto(row, analysis.parsed, previewOf(analysis, locale));
}

/**
 * All or nothing: the file is analysed again inside the transaction (the catalogue may have changed
 * since the preview); any row error refuses the whole file with import_has_errors and nothing is
 * written. Otherwise every new product is created, every update applied (products.update), and
 * the opening stock of new variants posted as `opening` movements into one warehouse
 * (stocks.create), all in one transaction. An existing variant's stock is never set by a file.
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
      const batch = await openBatch(tx, companyId, 'products', id, { lock: true });
      const mapping = batch.mapping as ColumnMapping;
      assertMapping(mappingErrors(mapping, parsedOf(batch).headers));
      // SKUs in any case and barcodes have no unique index: the analysis must not interleave with
      // another writer of codes. The products it updates are then locked in the analysis.
      await lockVariantCodes(tx, companyId);
      const analysis = await analyse(tx, scope, batch, mapping, { lock: true });
      if (analysis.errors.length > 0) {
        throw new AppError('import_has_errors', { count: errorRowCount(analysis) });
      }
      if (analysis.plans.some((p) => p.action === 'update') && !allowed(scope, 'products.update')) {
        throw new AppError('forbidden', { permission: 'products.update' });
      }
      const stocked = analysis.plans.some((p) => p.variants.some((v) => v.openingStock > 0));
      let warehouseId: string | null = null;
      if (stocked) {
        if (!allowed(scope, 'stocks.create'))
          throw new AppError('forbidden', { permission: 'stocks.create' });
        warehouseId = input.warehouse_id ?? (await defaultWarehouseId(tx, companyId));
        if (!warehouseId || !(await findWarehouse(tx, companyId, warehouseId))) {
          throw new AppError('validation_failed', {}, { warehouse_id: ['unknown_warehouse'] });
        }
      }
      const movements: MovementInput[] = [];
      let created = 0;
      let updated = 0;
      await releaseChangedSkus(tx, companyId, analysis.plans);
      for (const plan of analysis.plans) {
        const variantIds =
          plan.action === 'new'
            ? await insertImportedProduct(tx, companyId, actorId, plan)
            : await updateImportedProduct(tx, companyId, actorId, plan);
        if (plan.action === 'new') created++;
        else updated++;
        plan.variants.forEach((variant, i) => {
          if (variant.openingStock > 0 && warehouseId) {
            movements.push({
              warehouseId,
              variantId: variantIds[i]!,
              direction: 'inbound',
              quantity: variant.openingStock,
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
          products: analysis.plans.length,
          created,
          updated,
          variants: analysis.plans.reduce((sum, p) => sum + p.variants.length, 0),
          movements: movements.length,
          warehouse_id: warehouseId,
        },
      });
      return toImportBatchDto(row, analysis.parsed, previewOf(analysis, locale));
    });
  } catch (error) {
    // A product or SKU created by someone else between our check and our write.
    if (catalogueRace(error)) throw new AppError('import_has_errors', { count: 1 });
    throw error;
  }
}

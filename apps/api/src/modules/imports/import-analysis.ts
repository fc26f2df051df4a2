import {
  type ColumnMapping,
  codeConflicts,
  getCurrency,
  givenCodes,
  IMPORT_PREVIEW_PRODUCTS,
  type ImportPreview,
  type ImportRowError,
  type Locale,
  moneyDecimals,
  type ProductPlan,
  planImport,
  validateProductRows,
} from '@comptoir/core';
import type { Executor } from '../../db/client.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompany } from '../company/company.repo.ts';
import { barcodeOwners, skuOwners } from '../products/variant-codes.ts';
import { canSeeCost } from '../stock/stock.service.ts';
import type { ParsedCsv } from './csv-parse.ts';
import { errorRows, parsedOf, validRows, worded } from './import-batches.ts';
import { catalogueByHandles, type ImportBatchRow, suppliersByNames } from './imports.repo.ts';

export interface Analysis {
  parsed: ParsedCsv;
  rowCount: number;
  /** products without any row error, each to create or to update */
  plans: ProductPlan[];
  errors: ImportRowError[];
  warnings: ImportRowError[];
}

async function currencyPrecision(db: Executor, companyId: string): Promise<number> {
  const company = await findCompany(db, companyId);
  return moneyDecimals(getCurrency(company?.currency ?? 'USD'));
}

/** The header line: where a warning about a whole column is shown. */
const HEADER_ROW = 1;

/**
 * Every row error and warning of the file under `mapping`, held against the company's catalogue
 * (handles, options, SKUs in any case, barcodes, suppliers). Without products.cost the cost column
 * is neither read nor written, as in the product editor. `lock` (the commit) takes the products the
 * file updates FOR UPDATE; the caller has taken lockVariantCodes first.
 */
export async function analyse(
  db: Executor,
  scope: Scope,
  batch: ImportBatchRow,
  mapping: ColumnMapping,
  options: { lock?: boolean } = {},
): Promise<Analysis> {
  const { companyId } = scope;
  const parsed = parsedOf(batch);
  const warnings: ImportRowError[] = [];
  let read = mapping;
  if (mapping.cost && !canSeeCost(scope)) {
    const { cost: _cost, ...rest } = mapping;
    read = rest;
    warnings.push({ row: HEADER_ROW, field: 'cost', code: 'import.cost_ignored' });
  }
  const precision = await currencyPrecision(db, companyId);
  const result = validateProductRows(parsed.headers, parsed.rows, read, precision);
  const catalogue = await catalogueByHandles(
    db,
    companyId,
    result.products.map((p) => p.handle),
    options,
  );
  const names = result.products.flatMap((p) => (p.supplier ? [p.supplier] : []));
  const suppliers = read.supplier ? await suppliersByNames(db, companyId, names) : new Map();
  const plan = planImport({ products: result.products, mapping: read, catalogue, suppliers, precision });
  const codeErrors = await takenCodes(db, companyId, plan.products);
  const badRows = new Set(codeErrors.map((e) => e.row));
  const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;
  return {
    parsed,
    rowCount: result.rowCount,
    plans: plan.products.filter((p) => !p.variants.some((v) => badRows.has(v.row))),
    errors: [...result.errors, ...plan.errors, ...codeErrors].sort(byRow),
    warnings: [...warnings, ...plan.warnings].sort(byRow),
  };
}

/**
 * SKUs (any case) and barcodes (exact) the file gives that another live variant of the company would
 * still hold once the whole file is applied (core codeConflicts): a swap or a chain of renames in one
 * file passes. The commit holds lockVariantCodes across this check and its writes.
 */
async function takenCodes(db: Executor, companyId: string, plans: ProductPlan[]): Promise<ImportRowError[]> {
  const rows = plans.flatMap((p) => p.variants);
  const owners = {
    sku: await skuOwners(db, companyId, givenCodes(rows, 'sku')),
    barcode: await barcodeOwners(db, companyId, givenCodes(rows, 'barcode')),
  };
  return codeConflicts(rows, owners);
}

/** How many rows hold an error (what import_has_errors counts). */
export function errorRowCount(analysis: Analysis): number {
  return errorRows(analysis.errors);
}

export function previewOf(analysis: Analysis, locale: Locale): ImportPreview {
  const variants = analysis.plans.flatMap((p) => p.variants);
  return {
    row_count: analysis.rowCount,
    valid_count: validRows(analysis.rowCount, analysis.errors),
    product_count: analysis.plans.length,
    new_count: analysis.plans.filter((p) => p.action === 'new').length,
    update_count: analysis.plans.filter((p) => p.action === 'update').length,
    variant_count: variants.length,
    opening_stock: variants.some((v) => v.openingStock > 0),
    errors: analysis.errors.map(worded(locale)),
    warnings: analysis.warnings.map(worded(locale)),
    products: analysis.plans.slice(0, IMPORT_PREVIEW_PRODUCTS).map((p) => ({
      row: p.row,
      action: p.action,
      changes: [...Object.keys(p.changes), ...(p.optionsChanged ? ['options'] : [])],
      handle: p.handle,
      title: p.title,
      type: p.type,
      status: p.status,
      tags: p.tags,
      options: p.options,
      variants: p.variants.map((v) => ({
        row: v.row,
        action: v.action,
        changes: Object.keys(v.changes),
        title: v.title,
        sku: v.variant.sku,
        barcode: v.variant.barcode,
        price: v.variant.price,
        compare_at_price: v.variant.compare_at_price,
        cost: v.variant.cost,
        quantity: v.openingStock,
      })),
    })),
  };
}

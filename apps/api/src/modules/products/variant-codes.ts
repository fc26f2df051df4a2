import type { VariantInput } from '@comptoir/core';
import { and, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveVariants } from './products.repo.ts';

// SKUs (in any case) and barcodes (exact) of variants: unique among the company's live variants.

/**
 * Serialises, until commit, the writes that give variants of one company a SKU or a barcode, so that
 * two requests cannot both find a code free and both take it. No unique index guards them as they
 * are compared: product_variants_company_sku_uq compares SKUs exactly ("abc-1" and "ABC-1" pass it),
 * and databases hold duplicates saved before the checks, on which a case-insensitive SKU index or a
 * barcode index cannot be built. Take it first in the transaction, before any row lock, so every
 * writer locks in the same order.
 */
export async function lockVariantCodes(tx: Executor, companyId: string): Promise<void> {
  // The key predates SKUs joining it: every writer of either code takes this one lock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product_barcodes:${companyId}`}))`);
}

const CHUNK = 1000;

/**
 * The company's live variants whose SKU is one of `lowered` (lower-cased) in any case: the predicate of
 * the (company_id, lower(sku)) index of migration 0069, so it is a probe.
 */
export const skuInAnyCase = (companyId: string, lowered: string[]): SQL =>
  and(
    liveVariants(companyId),
    isNotNull(productVariants.sku),
    inArray(sql`lower(${productVariants.sku})`, lowered),
  ) as SQL;

/**
 * Live variant ids of the company by the lower-cased SKU they use, for `skus` in any case. The
 * lower(sku) filter probes the (company_id, lower(sku)) index (migration 0069; reading the company's
 * entries of the exact unique index took ~2 ms for 5,000 variants and grew with the catalogue). Ids are
 * then read for the few SKUs found, by exact value.
 */
export async function skuOwners(
  db: Executor,
  companyId: string,
  skus: string[],
): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  const wanted = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const found = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(skuInAnyCase(companyId, wanted.slice(i, i + CHUNK)));
    const exact = [...new Set(found.map((row) => row.sku!))];
    if (exact.length === 0) continue;
    const rows = await db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(and(liveVariants(companyId), inArray(productVariants.sku, exact)));
    for (const row of rows) {
      const key = row.sku!.toLowerCase();
      owners.set(key, [...(owners.get(key) ?? []), row.id]);
    }
  }
  return owners;
}

/** Which of `skus` (lower-cased) a live variant of the company other than `exceptVariantIds` uses, in any case. */
export async function takenSkus(
  db: Executor,
  companyId: string,
  skus: string[],
  exceptVariantIds: string[] = [],
): Promise<Set<string>> {
  const except = new Set(exceptVariantIds);
  const owners = await skuOwners(db, companyId, skus);
  return new Set([...owners].filter(([, ids]) => ids.some((id) => !except.has(id))).map(([sku]) => sku));
}

/** Live variant ids of the company by the barcode (exact) they use, for `barcodes`. */
export async function barcodeOwners(
  db: Executor,
  companyId: string,
  barcodes: string[],
): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  const wanted = [...new Set(barcodes)];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .select({ id: productVariants.id, barcode: productVariants.barcode })
      .from(productVariants)
      .where(and(liveVariants(companyId), inArray(productVariants.barcode, wanted.slice(i, i + CHUNK))));
    for (const row of rows) owners.set(row.barcode!, [...(owners.get(row.barcode!) ?? []), row.id]);
  }
  return owners;
}

/** Which of `barcodes` (exact) live variants of the company use, outside `exceptVariantIds`. */
export async function takenBarcodes(
  db: Executor,
  companyId: string,
  barcodes: string[],
  exceptVariantIds: string[] = [],
): Promise<Set<string>> {
  const found = new Set<string>();
  const wanted = [...new Set(barcodes)];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .select({ barcode: productVariants.barcode })
      .from(productVariants)
      .where(
        and(
          liveVariants(companyId),
          inArray(productVariants.barcode, wanted.slice(i, i + CHUNK)),
          exceptVariantIds.length ? notInArray(productVariants.id, exceptVariantIds) : undefined,
        ),
      );
    for (const row of rows) if (row.barcode) found.add(row.barcode);
  }
  return found;
}

export const trimmed = (text: string | null | undefined) => text?.trim() || null;

/**
 * 409 duplicate naming every `variants.N.sku` and `variants.N.barcode` that another live variant of
 * the company already has (outside `except`; SKUs in any case). `check` says which codes to check:
 * an unchanged one is not, so a duplicate saved before the check does not block other edits.
 */
export async function checkTakenCodes(
  tx: Executor,
  companyId: string,
  variants: VariantInput[],
  except: { sku: string[]; barcode: string[] },
  check: { sku?: (variant: VariantInput) => boolean; barcode?: (variant: VariantInput) => boolean } = {},
) {
  const checkSku = check.sku ?? (() => true);
  const checkBarcode = check.barcode ?? (() => true);
  const skus = variants
    .filter(checkSku)
    .map((v) => trimmed(v.sku))
    .filter((sku): sku is string => !!sku);
  const barcodes = variants
    .filter(checkBarcode)
    .map((v) => trimmed(v.barcode))
    .filter((code): code is string => !!code);
  const takenSku = await takenSkus(tx, companyId, skus, except.sku);
  const takenBarcode = await takenBarcodes(tx, companyId, barcodes, except.barcode);
  const errors: Record<string, string[]> = {};
  variants.forEach((variant, index) => {
    const sku = trimmed(variant.sku);
    if (sku && checkSku(variant) && takenSku.has(sku.toLowerCase())) {
      errors[`variants.${index}.sku`] = ['products.sku_taken'];
    }
    const barcode = trimmed(variant.barcode);
    if (barcode && checkBarcode(variant) && takenBarcode.has(barcode)) {
      errors[`variants.${index}.barcode`] = ['products.barcode_taken'];
    }
  });
  const first = Object.keys(errors)[0];
  if (!first) return;
  throw new AppError('duplicate', { field: first.endsWith('.sku') ? 'field.sku' : 'field.barcode' }, errors);
}

/** Whether a write gives some variant a SKU or a barcode: it then takes lockVariantCodes. */
export const givesCodes = (variants: readonly VariantInput[] | undefined) =>
  (variants ?? []).some((variant) => !!trimmed(variant.sku) || !!trimmed(variant.barcode));

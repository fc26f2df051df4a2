import type { VariantInput } from '@comptoir/core';
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveVariants, takenSkus } from './products.repo.ts';

// SKUs and barcodes of variants: unique among the company's live variants.

/**
 * Serialises, until commit, the writes that give variants of one company a barcode, so that two
 * requests cannot both find a barcode free and both take it. No unique index guards barcodes (as
 * product_variants_company_sku_uq guards SKUs): databases hold duplicates saved before the check,
 * on which such an index cannot be built. Take it first in the transaction, before any row lock,
 * so every writer locks in the same order.
 */
export async function lockBarcodes(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product_barcodes:${companyId}`}))`);
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
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await db
      .select({ barcode: productVariants.barcode })
      .from(productVariants)
      .where(
        and(
          liveVariants(companyId),
          inArray(productVariants.barcode, wanted.slice(i, i + 1000)),
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
 * the company already has (outside `except`). `checkBarcode` says which barcodes to check: an
 * unchanged one is not, so a duplicate saved before barcodes were checked does not block other edits.
 */
export async function checkTakenCodes(
  tx: Executor,
  companyId: string,
  variants: VariantInput[],
  except: { sku: string[]; barcode: string[] },
  checkBarcode: (variant: VariantInput) => boolean = () => true,
) {
  const skus = variants.map((v) => trimmed(v.sku)).filter((sku): sku is string => !!sku);
  const barcodes = variants
    .filter(checkBarcode)
    .map((v) => trimmed(v.barcode))
    .filter((code): code is string => !!code);
  const takenSku = await takenSkus(tx, companyId, skus, except.sku);
  const takenBarcode = await takenBarcodes(tx, companyId, barcodes, except.barcode);
  const errors: Record<string, string[]> = {};
  variants.forEach((variant, index) => {
    const sku = trimmed(variant.sku);
    if (sku && takenSku.has(sku)) errors[`variants.${index}.sku`] = ['products.sku_taken'];
    const barcode = trimmed(variant.barcode);
    if (barcode && checkBarcode(variant) && takenBarcode.has(barcode)) {
      errors[`variants.${index}.barcode`] = ['products.barcode_taken'];
    }
  });
  const first = Object.keys(errors)[0];
  if (!first) return;
  throw new AppError('duplicate', { field: first.endsWith('.sku') ? 'field.sku' : 'field.barcode' }, errors);
}

export const givesBarcodes = (variants: readonly VariantInput[] | undefined) =>
  (variants ?? []).some((variant) => !!trimmed(variant.barcode));

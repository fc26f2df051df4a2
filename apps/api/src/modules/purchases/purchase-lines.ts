import {
  getCurrency,
  isCompositeType,
  type PurchaseKind,
  type PurchaseTotals,
  purchaseTotals,
  shownVariantTitle,
} from '@comptoir/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import type { AppliedPurchaseTaxRow } from '../../db/schema/purchases.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTaxes, type TaxRow } from '../orders/orders.repo.ts';

/** A purchase line as a request gives it (order or bill). */
export interface PurchaseLineRequest {
  variant_id?: string | undefined;
  title?: string | undefined;
  quantity: number;
  unit_cost: number;
  tax_ids?: string[] | undefined;
  deductible?: boolean | undefined;
  kind?: PurchaseKind | undefined;
}

/** A line ready to price: what is bought, named as it is now, with its tax rows. */
export interface ResolvedPurchaseLine {
  variantId: string | null;
  productId: string | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  kind: PurchaseKind;
  quantity: number;
  unitCost: number;
  deductible: boolean;
  taxes: PurchaseTaxLike[];
}

/** A tax row, or the snapshot of one on an order line (what re-pricing part of a line needs). */
export type PurchaseTaxLike = TaxRow;

export interface PricedPurchaseLineRow {
  variant_id: string | null;
  product_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  kind: PurchaseKind;
  quantity: number;
  unit_cost: number;
  deductible: boolean;
  taxes: AppliedPurchaseTaxRow[];
  subtotal: number;
  tax_total: number;
  total: number;
}

const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

export function companyCurrency(alpha: string): { alpha: string; precision: number } {
  return { alpha, precision: getCurrency(alpha)?.precision ?? 2 };
}

/**
 * Looks the lines' variants and taxes up in the company: unknown or deleted ones, and bundles or menus
 * (they are bought as their components), are field errors naming the line.
 */
export async function resolvePurchaseLines(
  db: Executor,
  companyId: string,
  lines: readonly PurchaseLineRequest[],
): Promise<ResolvedPurchaseLine[]> {
  const variantIds = [...new Set(lines.flatMap((l) => (l.variant_id ? [l.variant_id] : [])))];
  const variants =
    variantIds.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            product_id: productVariants.product_id,
            product_title: products.title,
            variant_title: productVariants.title,
            sku: productVariants.sku,
            type: products.type,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.product_id))
          .where(
            and(
              eq(productVariants.company_id, companyId),
              inArray(productVariants.id, variantIds),
              isNull(productVariants.deleted_at),
              isNull(products.deleted_at),
            ),
          );
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const taxIds = [...new Set(lines.flatMap((l) => l.tax_ids ?? []))];
  const taxById = new Map((await findTaxes(db, companyId, taxIds)).map((t) => [t.id, t]));

  return lines.map((line, index) => {
    const taxes = [...new Set(line.tax_ids ?? [])].map((id, taxIndex) => {
      const tax = taxById.get(id);
      if (!tax) throw fieldError(`lines.${index}.tax_ids.${taxIndex}`, 'purchases.unknown_tax');
      return tax;
    });
    taxes.sort((a, b) => a.tax_order - b.tax_order);
    const common = {
      quantity: line.quantity,
      unitCost: line.unit_cost,
      deductible: line.deductible ?? true,
      taxes,
    };
    if (!line.variant_id) {
      return {
        ...common,
        variantId: null,
        productId: null,
        title: line.title!,
        variantTitle: null,
        sku: null,
        kind: line.kind ?? 'services',
      };
    }
    const variant = variantById.get(line.variant_id);
    if (!variant) throw fieldError(`lines.${index}.variant_id`, 'purchases.unknown_variant');
    if (isCompositeType(variant.type)) throw fieldError(`lines.${index}.variant_id`, 'purchases.composite');
    return {
      ...common,
      variantId: variant.id,
      productId: variant.product_id,
      title: line.title ?? variant.product_title,
      variantTitle: shownVariantTitle(variant.variant_title),
      sku: variant.sku,
      kind: line.kind ?? (variant.type === 'physical_goods' ? 'goods' : 'services'),
    };
  });
}

/** What each product is bought as, for its purchase account: goods when stocked, else services. */
export async function purchaseKindsOf(
  db: Executor,
  companyId: string,
  productIds: string[],
): Promise<Map<string, PurchaseKind>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(and(eq(products.company_id, companyId), inArray(products.id, productIds)));
  return new Map(rows.map((r) => [r.id, r.type === 'physical_goods' ? 'goods' : 'services']));
}

/** Prices resolved lines (purchaseTotals in core) and snapshots each tax as applied. */
export function pricePurchaseLines(
  currency: { alpha: string; precision: number },
  lines: readonly ResolvedPurchaseLine[],
): { rows: PricedPurchaseLineRow[]; totals: PurchaseTotals } {
  const totals = purchaseTotals(
    currency,
    lines.map((line) => ({
      unit_cost: line.unitCost,
      quantity: line.quantity,
      deductible: line.deductible,
      taxes: line.taxes.map((tax) => ({
        id: tax.id,
        rate: tax.rate,
        fixed_amount: tax.fixed_amount,
        tax_order: tax.tax_order,
        is_withholding: tax.is_withholding,
        include_in_base_for_subsequent_taxes: tax.include_in_base_for_subsequent_taxes,
      })),
    })),
  );
  const rows = lines.map((line, index): PricedPurchaseLineRow => {
    const priced = totals.lines[index]!;
    return {
      variant_id: line.variantId,
      product_id: line.productId,
      title: line.title,
      variant_title: line.variantTitle,
      sku: line.sku,
      kind: line.kind,
      quantity: line.quantity,
      unit_cost: line.unitCost,
      deductible: line.deductible,
      taxes: line.taxes.map((tax, taxIndex) => ({
        id: tax.id,
        code: tax.code,
        label: tax.label,
        rate: tax.rate,
        fixed_amount: tax.fixed_amount,
        tax_order: tax.tax_order,
        is_withholding: tax.is_withholding,
        include_in_base_for_subsequent_taxes: tax.include_in_base_for_subsequent_taxes,
        amount: priced.taxes[taxIndex]!.amount,
      })),
      subtotal: priced.subtotal,
      tax_total: priced.tax_total,
      total: priced.total,
    };
  });
  return { rows, totals };
}

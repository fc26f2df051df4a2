import type { orderCreateSchema } from '@comptoir/core';
import { shownVariantTitle } from '@comptoir/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LineToPrice } from './order-pricing.ts';
import { findShippingFee, findTaxes, findVariantsForSale, type TaxRow } from './orders.repo.ts';

export type OrderCreateInput = z.output<typeof orderCreateSchema>;

const fieldError = (field: string, key: string) => new AppError('validation_failed', {}, { [field]: [key] });

/**
 * Turns the request's lines (and shipping) into lines to price: variants looked up with their
 * current price and names, taxes resolved (the line's own, else the company's defaults), custom
 * lines as given. Unknown ids are field errors naming the line.
 */
export async function resolveLines(
  tx: Tx,
  companyId: string,
  input: OrderCreateInput,
): Promise<LineToPrice[]> {
  const variantIds = [...new Set(input.lines.flatMap((l) => (l.variant_id ? [l.variant_id] : [])))];
  const variants = await findVariantsForSale(tx, companyId, variantIds);
  const taxIds = [...new Set(input.lines.flatMap((l) => l.tax_ids ?? []))];
  // One after the other: a transaction's client runs one query at a time.
  const namedTaxes = taxIds.length > 0 ? await findTaxes(tx, companyId, taxIds) : [];
  const defaultTaxes = input.lines.some((l) => l.tax_ids === undefined)
    ? await findTaxes(tx, companyId, null)
    : [];
  const taxById = new Map(namedTaxes.map((t) => [t.id, t]));
  const byOrder = (a: TaxRow, b: TaxRow) => a.tax_order - b.tax_order;

  const lines = input.lines.map((line, index): LineToPrice => {
    let taxes = defaultTaxes;
    if (line.tax_ids !== undefined) {
      taxes = line.tax_ids.map((id, taxIndex) => {
        const tax = taxById.get(id);
        if (!tax) throw fieldError(`lines.${index}.tax_ids.${taxIndex}`, 'orders.unknown_tax');
        return tax;
      });
      taxes.sort(byOrder);
    }
    const discounts = (line.discounts ?? []).map((d) => ({
      discount_type: d.discount_type,
      discount_value: String(d.discount_value),
      units: d.units ?? null,
    }));
    if (!line.variant_id) {
      return {
        source: 'custom',
        variantId: null,
        productId: null,
        title: line.title!,
        variantTitle: null,
        sku: null,
        price: line.price!,
        quantity: line.quantity,
        discounts,
        taxes,
      };
    }
    const variant = variants.get(line.variant_id);
    if (!variant) throw fieldError(`lines.${index}.variant_id`, 'orders.unknown_variant');
    if (variant.product_status === 'archived')
      throw fieldError(`lines.${index}.variant_id`, 'orders.product_archived');
    return {
      source: 'product',
      variantId: variant.id,
      productId: variant.product_id,
      title: line.title ?? variant.product_title,
      // A product without options has one "Default Title" variant: nothing to print beside its name.
      variantTitle: shownVariantTitle(variant.variant_title),
      sku: variant.sku,
      price: line.price ?? variant.price,
      quantity: line.quantity,
      discounts,
      taxes,
    };
  });

  if (input.shipping) {
    let amount = input.shipping.amount;
    let label = input.shipping.label;
    if (input.shipping.shipping_fee_id) {
      const fee = await findShippingFee(tx, companyId, input.shipping.shipping_fee_id);
      if (!fee?.is_active) throw fieldError('shipping.shipping_fee_id', 'orders.unknown_shipping_fee');
      amount ??= fee.amount;
      label ??= fee.label;
    }
    lines.push({
      source: 'shipping',
      variantId: null,
      productId: null,
      title: label ?? 'Shipping',
      variantTitle: null,
      sku: null,
      price: amount ?? 0,
      quantity: 1,
      discounts: [],
      taxes: [],
    });
  }
  return lines;
}

import { type OrderTotals, orderTotals, type Tax } from '@comptoir/core';
import type { AppliedLineDiscount, AppliedLineTax, AppliedOrderDiscount } from '../../db/schema/orders.ts';
import type { OrderLineInsert, TaxRow } from './orders.repo.ts';

/** A line ready to price: what is sold, at what price, with which taxes (rows) and discounts. */
export interface LineToPrice {
  source: 'product' | 'shipping' | 'custom';
  variantId: string | null;
  productId: string | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  price: number;
  quantity: number;
  discounts: AppliedLineDiscount[];
  taxes: TaxRow[];
}

export interface OrderDiscountToApply {
  discountId: string | null;
  code: string | null;
  label: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: string;
}

const toTax = (row: TaxRow): Tax => ({
  id: row.id,
  rate: row.rate,
  fixed_amount: row.fixed_amount,
  tax_order: row.tax_order,
  is_withholding: row.is_withholding,
  include_in_base_for_subsequent_taxes: row.include_in_base_for_subsequent_taxes,
});

/** Prices the order with priceOrder (CONTRACT §4): the server's figures are the ones stored. */
export function priceLines(
  currency: { alpha: string; precision: number },
  lines: LineToPrice[],
  discounts: OrderDiscountToApply[],
): OrderTotals {
  return orderTotals({
    currency,
    lines: lines.map((line) => ({
      price: line.price,
      quantity: line.quantity,
      source: line.source,
      discounts: line.discounts.map((d) => ({
        discount_type: d.discount_type,
        discount_value: d.discount_value,
        units: d.units,
      })),
      taxes: line.taxes.map(toTax),
    })),
    discounts: discounts.map((d) => ({ discount_type: d.discount_type, discount_value: d.discount_value })),
  });
}

/** Line rows with the priced figures and a snapshot of each tax as applied. */
export function lineRows(
  companyId: string,
  orderId: string,
  lines: LineToPrice[],
  totals: OrderTotals,
): OrderLineInsert[] {
  return lines.map((line, index) => {
    const priced = totals.lines[index]!;
    const taxes: AppliedLineTax[] = line.taxes.map((tax, taxIndex) => ({
      id: tax.id,
      code: tax.code,
      label: tax.label,
      rate: tax.rate,
      fixed_amount: tax.fixed_amount,
      tax_order: tax.tax_order,
      is_withholding: tax.is_withholding,
      include_in_base_for_subsequent_taxes: tax.include_in_base_for_subsequent_taxes,
      amount: priced.taxes[taxIndex]!.amount,
    }));
    return {
      company_id: companyId,
      order_id: orderId,
      position: index + 1,
      source: line.source,
      variant_id: line.variantId,
      product_id: line.productId,
      title: line.title,
      variant_title: line.variantTitle,
      sku: line.sku,
      price: line.price,
      quantity: line.quantity,
      discounts: line.discounts,
      taxes,
      subtotal: priced.subtotal,
      discount: priced.discount,
      tax_total: taxes.reduce((sum, tax) => sum + tax.amount, 0),
      total: priced.total,
    };
  });
}

export function appliedDiscounts(
  discounts: OrderDiscountToApply[],
  totals: OrderTotals,
): AppliedOrderDiscount[] {
  return discounts.map((d, index) => ({
    discount_id: d.discountId,
    code: d.code,
    label: d.label,
    discount_type: d.discount_type,
    discount_value: d.discount_value,
    amount: totals.order_discount_amounts[index] ?? 0,
  }));
}

import { discountRefusal } from '@comptoir/core';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderCreateInput } from './order-inputs.ts';
import { type LineToPrice, type OrderDiscountToApply, priceLines } from './order-pricing.ts';
import { countDiscountUses, lockDiscountsByCode } from './orders.repo.ts';

interface Basket {
  currency: { alpha: string; precision: number };
  lines: LineToPrice[];
  customerId: string | null;
  now: Date;
}

/**
 * The order-level discounts: the codes given (locked, then checked against their window, minimum
 * and usage limits — the usage count changes in this transaction when the order takes them) and
 * the discounts typed at the counter.
 */
export async function resolveOrderDiscounts(
  tx: Tx,
  companyId: string,
  input: OrderCreateInput,
  basket: Basket,
): Promise<OrderDiscountToApply[]> {
  const typed: OrderDiscountToApply[] = (input.discounts ?? []).map((d) => ({
    discountId: null,
    code: null,
    label: d.label ?? (d.discount_type === 'percentage' ? `${d.discount_value} %` : 'Discount'),
    discount_type: d.discount_type,
    discount_value: String(d.discount_value),
  }));
  const codes = [...new Set((input.discount_codes ?? []).map((c) => c.toUpperCase()))];
  if (codes.length === 0) return typed;

  const found = await lockDiscountsByCode(tx, companyId, codes);
  const goods = basket.lines.filter((line) => line.source !== 'shipping');
  const beforeOrderDiscounts = priceLines(basket.currency, goods, []);
  const subtotal = beforeOrderDiscounts.subtotal - beforeOrderDiscounts.discount_total;
  const fromCodes: OrderDiscountToApply[] = [];
  for (const [index, code] of codes.entries()) {
    const discount = found.find((d) => d.code === code);
    const field = `discount_codes.${index}`;
    if (!discount) throw new AppError('validation_failed', {}, { [field]: ['orders.unknown_discount'] });
    const timesUsedByCustomer = basket.customerId
      ? await countDiscountUses(tx, companyId, discount.id, basket.customerId)
      : 0;
    const refusal = discountRefusal(discount, { now: basket.now, subtotal, timesUsedByCustomer });
    if (refusal) throw new AppError('validation_failed', {}, { [field]: [REFUSAL_MESSAGES[refusal]] });
    fromCodes.push({
      discountId: discount.id,
      code: discount.code,
      label: discount.label,
      discount_type: discount.discount_type,
      discount_value: discount.discount_value,
    });
  }
  return [...fromCodes, ...typed];
}

const REFUSAL_MESSAGES = {
  inactive: 'orders.discount_inactive',
  not_started: 'orders.discount_not_started',
  expired: 'orders.discount_expired',
  below_minimum: 'orders.discount_below_minimum',
  usage_limit_reached: 'orders.discount_used_up',
  customer_limit_reached: 'orders.discount_used_by_customer',
} as const;

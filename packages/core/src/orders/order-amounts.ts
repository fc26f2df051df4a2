import { balanceDue } from './order-statuses.ts';

/** An order's money as the order keeps it (minor units). */
export interface OrderTotalsRow {
  /** Every line's amount before discounts and taxes, the delivery fee's line included. */
  readonly subtotal: number;
  /** The delivery fee's lines, part of the subtotal. */
  readonly shipping_total: number;
  readonly discount_total: number;
  readonly tax_total: number;
  readonly total: number;
  /** Payments received, net of refunds paid back. */
  readonly paid_total: number;
  /** Approved returns and credit notes. */
  readonly credited_total: number;
  /** A cancelled order owes nothing; what was paid on it is owed back. */
  readonly status?: string;
}

/** An order's money as a merchant reads it, line by line down to what is left to settle. */
export interface OrderAmounts {
  /** The goods and services sold, without the delivery fee. */
  readonly goods: number;
  readonly shipping: number;
  readonly discounts: number;
  readonly taxes: number;
  readonly total: number;
  /** Taken off what is owed by returns and credit notes. */
  readonly credited: number;
  readonly paid: number;
  /** What the customer still owes. */
  readonly balanceDue: number;
  /**
   * What the shop owes the customer back: paid beyond what is still owed once credits are taken
   * off (a return approved without a refund, a credit note on a paid sale), or everything paid on
   * an order since cancelled.
   */
  readonly owedToCustomer: number;
}

/**
 * The order's totals in the order a receipt reads them: goods, delivery, discounts, taxes, total,
 * then credits and payments, so the rows add up to the balance shown under them.
 */
export function orderAmounts(order: OrderTotalsRow): OrderAmounts {
  const cancelled = order.status === 'cancelled';
  const owed = cancelled ? 0 : order.total - order.credited_total;
  return {
    goods: order.subtotal - order.shipping_total,
    shipping: order.shipping_total,
    discounts: order.discount_total,
    taxes: order.tax_total,
    total: order.total,
    credited: order.credited_total,
    paid: order.paid_total,
    balanceDue: balanceDue({
      total: order.total,
      paid: order.paid_total,
      credited: order.credited_total,
      cancelled,
    }),
    owedToCustomer: Math.max(0, order.paid_total - Math.max(0, owed)),
  };
}

/**
 * Whether a sale may leave something owed: only when someone owes it — a named customer, or a
 * delivery whose courier collects the rest at the door. A walk-in customer at the counter pays in full.
 */
export function mayLeaveOwed(sale: { remaining: number; hasCustomer: boolean; delivered: boolean }): boolean {
  return sale.remaining <= 0 || sale.hasCustomer || sale.delivered;
}

/**
 * Whether handing an order's goods over to the customer should be confirmed first: a pickup collected while
 * something is still to pay (the customer leaves owing it). A courier's delivery collects at the door instead.
 */
export function handOverAsksFirst(order: { mode: string; to: string; balanceDue: number }): boolean {
  return order.to === 'delivered' && order.mode === 'pickup' && order.balanceDue > 0;
}

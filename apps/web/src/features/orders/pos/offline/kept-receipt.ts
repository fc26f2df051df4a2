import { balanceDue, type PriceOrderResult } from '@comptoir/core';
import type { PrintedReceiptSale } from '../../receipt-text.ts';
import type { OutboxSale } from './outbox.ts';

/**
 * A kept sale as a receipt reads it, before the server has made its order: the basket's lines with their totals and
 * discounts as the counter priced them, its taxes, and the payments under their methods' names. `reference` stands in
 * for the order's number, which does not exist yet.
 */
export function keptSaleReceipt(
  sale: OutboxSale,
  {
    priced,
    methods,
    reference,
  }: {
    /** the basket priced as the counter priced it (basketTotals) */
    priced: Pick<PriceOrderResult, 'lines' | 'tax_total'>;
    methods: readonly { id: string; name: string; kind: string }[];
    reference: string;
  },
): PrintedReceiptSale {
  const payments = (sale.body.payments ?? []).map((payment, index) => {
    const method = methods.find((m) => m.id === payment.payment_method_id);
    return {
      id: `${sale.key}-${index}`,
      kind: 'payment' as const,
      payment_method: { id: payment.payment_method_id, name: method?.name ?? '', kind: method?.kind ?? '' },
      amount: payment.amount,
      tendered: payment.tendered ?? null,
      reference: payment.reference ?? null,
    };
  });
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    reference,
    customer: sale.basket.customer,
    lines: sale.basket.lines.map((line, index) => ({
      id: `${sale.key}-${line.variantId}-${index}`,
      source: 'product' as const,
      title: line.title,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      total: priced.lines[index]?.total ?? 0,
      discount: priced.lines[index]?.discount ?? 0,
    })),
    tax_total: priced.tax_total,
    total: sale.total,
    paid_total: paid,
    // The server's rule for what an order still owes (a new sale has no credit yet): both receipts agree.
    balance_due: balanceDue({ total: sale.total, paid, credited: 0 }),
    payments,
  };
}

import { type Order, type OrderPayment, shownVariantTitle, signedPaymentAmount } from '@comptoir/core';

export interface ReceiptLabels {
  /** the delivery fee's line, named by its fee: "Delivery (Douala)" */
  shipping: string;
  total: string;
  paid: string;
  due: string;
  /** the heading of the payments: "Paid with" */
  paidWith: string;
  /** a refund's line, named by its method: "Refund (Cash)" */
  refund: string;
  change: string;
  thanks: string;
  /** "Customer: {name}" under the heading, when the sale has a customer */
  customer: (name: string) => string;
  /** "Transaction ID: {reference}" under a payment the operator numbered */
  reference: (reference: string) => string;
}

/** One line of "Paid with": the method, and what it brought in (a refund counts negative). */
export interface ReceiptPaymentLine {
  id: string;
  label: string;
  amount: number;
  /** the operator's transaction id (mobile money), a cheque number…; null when none was given */
  reference: string | null;
}

/** How the order was paid, oldest first: a payment under its method's name, a refund as "Refund (Cash)". */
export function receiptPaymentLines(
  order: Pick<ReceiptSale, 'payments'>,
  refundLabel: string,
): ReceiptPaymentLine[] {
  return (order.payments ?? []).map((payment) => ({
    id: payment.id,
    label:
      payment.kind === 'refund'
        ? `${refundLabel} (${payment.payment_method.name})`
        : payment.payment_method.name,
    // cash handed over beyond the amount shows as handed over, the change on its own line (receiptChange)
    amount: payment.kind === 'payment' && payment.tendered ? payment.tendered : signedPaymentAmount(payment),
    reference: payment.reference?.trim() || null,
  }));
}

type ReceiptLine = Pick<
  NonNullable<Order['lines']>[number],
  'source' | 'title' | 'variant_title' | 'quantity'
>;

/**
 * What a receipt reads of a sale: an order, or a sale the counter keeps until the server has it
 * (pos/offline/kept-receipt.ts).
 */
export interface ReceiptSale extends Pick<Order, 'reference' | 'total' | 'paid_total' | 'balance_due'> {
  customer?: { name: string; phone: string | null } | null | undefined;
  lines?: (ReceiptLine & { total: number })[] | undefined;
  payments?:
    | Pick<OrderPayment, 'id' | 'kind' | 'payment_method' | 'amount' | 'tendered' | 'reference'>[]
    | undefined;
}

/**
 * What the printed receipt reads of a sale (receipt-ticket.tsx): a receipt's data with each line's id and discount,
 * and the taxes of the sale. An order is one; so is a sale the counter keeps (pos/offline/kept-receipt.ts).
 */
export interface PrintedReceiptSale extends ReceiptSale, Pick<Order, 'tax_total'> {
  lines?:
    | (ReceiptLine & Pick<NonNullable<Order['lines']>[number], 'id' | 'total' | 'discount'>)[]
    | undefined;
}

/** A receipt line's label: "2 × Pagne wax (L)"; the delivery fee as "Delivery (Douala)", no count. */
export function receiptLineLabel(line: ReceiptLine, shippingLabel: string): string {
  if (line.source === 'shipping') return line.title ? `${shippingLabel} (${line.title})` : shippingLabel;
  const variant = shownVariantTitle(line.variant_title, line.title);
  return `${line.quantity} × ${variant ? `${line.title} (${variant})` : line.title}`;
}

/**
 * The receipt as plain text, for a WhatsApp message: who bought (when named), one line per item, the
 * totals, then how it was paid (with the operator's transaction ids) and the change given back (0
 * leaves it out).
 */
export function receiptText(
  order: ReceiptSale,
  shopName: string,
  money: (minor: number) => string,
  labels: ReceiptLabels,
  change = 0,
): string {
  const lines = (order.lines ?? []).map(
    (line) => `${receiptLineLabel(line, labels.shipping)} — ${money(line.total)}`,
  );
  const due = order.balance_due > 0 ? [`${labels.due}: ${money(order.balance_due)}`] : [];
  const payments = receiptPaymentLines(order, labels.refund).flatMap((payment) => [
    `${payment.label} — ${money(payment.amount)}`,
    ...(payment.reference ? [labels.reference(payment.reference)] : []),
  ]);
  const customer = order.customer?.name.trim();
  return [
    `${shopName} — ${order.reference}`,
    ...(customer ? [labels.customer(customer)] : []),
    ...lines,
    `${labels.total}: ${money(order.total)}`,
    `${labels.paid}: ${money(order.paid_total)}`,
    ...due,
    ...(payments.length > 0 ? [`${labels.paidWith}:`, ...payments] : []),
    ...(change > 0 ? [`${labels.change}: ${money(change)}`] : []),
    labels.thanks,
  ].join('\n');
}

/** A wa.me link that opens WhatsApp with the text ready to send (to the number when there is one). */
export function whatsappLink(text: string, phoneDigits?: string | null): string {
  const to = phoneDigits && /^\d{10,15}$/.test(phoneDigits) ? phoneDigits : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

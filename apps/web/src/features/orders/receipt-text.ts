import { type Order, shownVariantTitle } from '@comptoir/core';

export interface ReceiptLabels {
  /** the delivery fee's line, named by its fee: "Delivery (Douala)" */
  shipping: string;
  total: string;
  paid: string;
  due: string;
  thanks: string;
}

type ReceiptLine = Pick<
  NonNullable<Order['lines']>[number],
  'source' | 'title' | 'variant_title' | 'quantity'
>;

/** A receipt line's label: "2 × Pagne wax (L)"; the delivery fee as "Delivery (Douala)", no count. */
export function receiptLineLabel(line: ReceiptLine, shippingLabel: string): string {
  if (line.source === 'shipping') return line.title ? `${shippingLabel} (${line.title})` : shippingLabel;
  const variant = shownVariantTitle(line.variant_title, line.title);
  return `${line.quantity} × ${variant ? `${line.title} (${variant})` : line.title}`;
}

/** The receipt as plain text, for a WhatsApp message: one line per item, then the totals. */
export function receiptText(
  order: Order,
  shopName: string,
  money: (minor: number) => string,
  labels: ReceiptLabels,
): string {
  const lines = (order.lines ?? []).map(
    (line) => `${receiptLineLabel(line, labels.shipping)} — ${money(line.total)}`,
  );
  const due = order.balance_due > 0 ? [`${labels.due}: ${money(order.balance_due)}`] : [];
  return [
    `${shopName} — ${order.reference}`,
    ...lines,
    `${labels.total}: ${money(order.total)}`,
    `${labels.paid}: ${money(order.paid_total)}`,
    ...due,
    labels.thanks,
  ].join('\n');
}

/** A wa.me link that opens WhatsApp with the text ready to send (to the number when there is one). */
export function whatsappLink(text: string, phoneDigits?: string | null): string {
  const to = phoneDigits && /^\d{10,15}$/.test(phoneDigits) ? phoneDigits : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

import { taxSummary } from '@comptoir/core';
import type { DocumentLine, DocumentParty } from '../../db/schema/documents.ts';
import type { OrderLineRow, OrderRow } from '../orders/orders.repo.ts';
import type { CompanyRow, DocumentRow } from './invoices.repo.ts';

type CustomerRow = { name: string; phone: string | null; email: string | null; tax_id: string | null };

/**
 * The company as a document prints it. Its logo goes in as the storage key of the file it is now,
 * so a document issued today keeps today's logo whatever the company uploads later.
 */
export function sellerOf(company: CompanyRow): DocumentParty {
  return {
    name: company.name,
    phone: company.phone,
    email: company.email,
    address: company.address,
    city: company.city,
    country: company.country,
    tax_id: company.tax_id,
    ...(company.logo_key ? { logo_key: company.logo_key } : {}),
  };
}

/** What an issued document copies from its order, customer and company: it never changes after. */
export type DocumentContent = Pick<
  DocumentRow,
  | 'currency'
  | 'subtotal'
  | 'discount_total'
  | 'tax_total'
  | 'total'
  | 'lines'
  | 'tax_lines'
  | 'seller'
  | 'buyer'
  | 'customer_id'
>;

export function documentContent(
  order: OrderRow,
  lines: OrderLineRow[],
  company: CompanyRow,
  customer: CustomerRow | null,
): DocumentContent {
  const documentLines: DocumentLine[] = lines.map((line) => ({
    title: line.title,
    variant_title: line.variant_title,
    sku: line.sku,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
    tax_total: line.tax_total,
    total: line.total,
    taxes: line.taxes.map((tax) => ({
      code: tax.code,
      label: tax.label,
      rate: tax.rate,
      amount: tax.amount,
    })),
  }));
  return {
    customer_id: order.customer_id,
    currency: order.currency,
    subtotal: order.subtotal,
    discount_total: order.discount_total,
    tax_total: order.tax_total,
    total: order.total,
    lines: documentLines,
    tax_lines: taxSummary(lines.map((line) => ({ net: line.subtotal - line.discount, taxes: line.taxes }))),
    seller: sellerOf(company),
    buyer: customer
      ? { name: customer.name, phone: customer.phone, email: customer.email, tax_id: customer.tax_id }
      : null,
  };
}

/** JSON with object keys sorted at every level: jsonb gives keys back in its own order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Whether the company prints totals in words, unless the issuer chose for this document. */
export function amountInWordsFor(company: CompanyRow, chosen: boolean | undefined): boolean {
  if (chosen !== undefined) return chosen;
  return (company.variables as { amount_in_words?: boolean }).amount_in_words === true;
}

/** Days an invoice gives to pay: the issuer's choice, else the company's default; null: due on receipt. */
export function invoiceDueDaysFor(company: CompanyRow, chosen: number | undefined): number | null {
  if (chosen !== undefined) return chosen;
  const days = (company.variables as { invoice_due_days?: number | null }).invoice_due_days;
  return typeof days === 'number' ? days : null;
}

// What a customer holding a document's public link still owes, and whether they can pay it online.
import type { SalesDocumentKind } from './documents.ts';

export const DOCUMENT_PAYMENT_STATUSES = [
  'due',
  'partially_paid',
  'paid',
  /** cancelled by a credit note, or its order credited in full */
  'cancelled',
  /** a quotation or a credit note: nothing to pay */
  'not_payable',
] as const;
export type DocumentPaymentStatus = (typeof DOCUMENT_PAYMENT_STATUSES)[number];

export interface DocumentPaymentInput {
  kind: SalesDocumentKind;
  /** a credit note cancels this invoice */
  credited: boolean;
  /** the order it was issued from, with its money as it is now */
  order: { total: number; paid_total: number; credited_total: number; status: string } | null;
}

export interface DocumentPaymentState {
  status: DocumentPaymentStatus;
  /** paid so far on the order (minor units) */
  paid: number;
  /** what is left to pay (minor units) */
  due: number;
}

/**
 * An invoice is paid through its order: what is due is the order's total less its credits and
 * payments. Quotations and credit notes are never paid, nor an invoice once credited or whose order
 * was cancelled.
 */
export function documentPaymentState({ kind, credited, order }: DocumentPaymentInput): DocumentPaymentState {
  if (kind !== 'invoice' || !order) return { status: 'not_payable', paid: 0, due: 0 };
  const paid = order.paid_total;
  if (credited || order.status === 'cancelled' || order.credited_total >= order.total) {
    return { status: 'cancelled', paid, due: 0 };
  }
  const due = Math.max(0, order.total - order.credited_total - paid);
  if (due === 0) return { status: 'paid', paid, due };
  return { status: paid > 0 ? 'partially_paid' : 'due', paid, due };
}

import type { Tx } from '../../db/client.ts';
import type { SupplierBillLineRow, SupplierBillRow, SupplierPaymentRow } from './supplier-bills.repo.ts';

// The seam between purchasing and the books: every purchasing fact that moves value is handed here,
// inside the transaction that records it, so the ledger and the treasury commit (or roll back) with it.

export type PurchasePosting =
  /** a bill entered (open): purchases and deductible VAT against 401 */
  | { kind: 'purchase_bill'; bill: SupplierBillRow; lines: SupplierBillLineRow[] }
  /** an entered bill cancelled before anything was paid on it: its entry reversed */
  | { kind: 'purchase_bill_cancelled'; bill: SupplierBillRow }
  /** goods received into stock, valued at their landed cost */
  | { kind: 'stock_receipt'; receiptId: string; receivedAt: Date; value: number; reference: string | null }
  /** money paid to a supplier: 401 against the treasury account of the payment method, and a treasury outflow */
  | { kind: 'supplier_payment'; payment: SupplierPaymentRow; billReference: string | null };

/** Posts a purchasing fact to the ledger and the treasury, in the caller's transaction. */
export async function recordPurchasePostings(
  _tx: Tx,
  _companyId: string,
  _actorId: string | null,
  _posting: PurchasePosting,
): Promise<void> {
  // Deliberately empty until the accounting and treasury services are in place.
}
